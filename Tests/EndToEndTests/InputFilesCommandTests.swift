import Foundation
import Testing

/// End-to-end tests of reading more than one input, of `--keep-going`, and of `check --ignored`.
@Suite("tripsite build and check: several inputs, keep going, fields not used")
struct InputFilesCommandTests {
    private static let rome = """
    [{"id": "rome", "tripName": "Roman holiday", "destination": "Rome", "country": "Italy",
      "startDate": "2026-05-01", "endDate": "2026-05-03", "meal_plan": "half board",
      "activities": [{"name": "Colosseum", "day_number": 1, "scheduled_time": "10:00", "coords": "41.8902, 12.4922"}]}]
    """
    private static let broken = """
    [{"id": "oslo", "title": "Oslo", "destination": "Oslo, Norway", "start_date": "2026-06-01", "end_date": "2026-06-03",
      "activities": [{"name": "Fjord", "day_number": "two"}]},
     {"id": "bergen", "title": "Bergen", "destination": "Bergen, Norway", "start_date": "2026-07-01", "end_date": "2026-07-03"}]
    """

    @Test("a file and a folder of trips build into one site; countries.json in the folder is not read as trips")
    func fileAndFolder() throws {
        let folder = try ScratchFolder()
        try folder.write("trips.json", Self.rome)
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("more"), withIntermediateDirectories: true)
        try folder.write("more/bergen.json", """
        {"id": "bergen", "title": "Bergen", "destination": "Bergen, Norway", "start_date": "2026-07-01", "end_date": "2026-07-03"}
        """)
        try folder.write("more/countries.json", "not trips")
        try folder.write("more/notes.txt", "not trips either")
        let run = try TripsiteBinary.run(["build", "trips.json", "more", "-o", "site"], in: folder.url)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.contains("Built 2 trips into site"))
        #expect(folder.exists("site/trips/rome/index.html"))
        #expect(folder.exists("site/trips/bergen/index.html"))
        let page = try folder.read("site/trips/rome/index.html")
        #expect(page.contains("<h1 id=\"trip-title\">Roman holiday</h1>"))
        #expect(page.contains("🇮🇹"))
        #expect(run.stderr.contains("tripsite: 1 field of the input not used; see `tripsite check --ignored`"))
    }

    @Test("an empty folder is an error that names it")
    func emptyFolder() throws {
        let folder = try ScratchFolder()
        try folder.write("trips.json", Self.rome)
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("mail"), withIntermediateDirectories: true)
        let run = try TripsiteBinary.run(["build", "trips.json", "mail"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stderr.contains("mail: error: is a folder with no file of trips or reservations in it (.json, .jsonld, .html, .htm, .eml)"))
        #expect(run.stderr.contains("nothing was written (_site was not made)"))
        #expect(!folder.exists("_site"))
    }

    @Test("--keep-going publishes every trip without errors, prints every problem and exits 1")
    func keepGoing() throws {
        let folder = try ScratchFolder()
        try folder.write("trips.json", Self.broken)
        let stopped = try TripsiteBinary.run(["build", "trips.json"], in: folder.url)
        #expect(stopped.status == 1)
        #expect(!folder.exists("_site"))
        let run = try TripsiteBinary.run(["build", "trips.json", "--keep-going"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stderr.contains("trips.json:2:50: error: trips[0].activities[0].day_number: expected a whole number from 1 to 9999, found \"two\""))
        #expect(run.stderr.contains("tripsite: build failed with 1 error: the trips with errors were left out (--keep-going) and every other trip was published"))
        #expect(run.stdout.contains("Built 1 trip into _site"))
        #expect(folder.exists("_site/trips/bergen/index.html"))
        #expect(!folder.exists("_site/trips/oslo"))
        // A file that is not JSON at all publishes nothing, even so.
        try folder.write("trips.json", "[{\"id\": ")
        let unreadable = try TripsiteBinary.run(["build", "trips.json", "--keep-going"], in: folder.url)
        #expect(unreadable.status == 1)
        #expect(unreadable.stderr.contains("_site was left as it was"))
        #expect(folder.exists("_site/trips/bergen/index.html"))
    }

    @Test("check --ignored lists the fields not used, in every format")
    func checkIgnored() throws {
        let folder = try ScratchFolder()
        try folder.write("trips.json", Self.rome)
        let text = try TripsiteBinary.run(["check", "trips.json", "--ignored"], in: folder.url)
        #expect(text.status == 0)
        #expect(text.stderr.contains("trips.json:2:55: ignored: trips[].meal_plan: not used\n"))
        let plain = try TripsiteBinary.run(["check", "trips.json"], in: folder.url)
        #expect(plain.stderr.contains("tripsite: 1 field of the input not used; see `tripsite check --ignored`"))
        let json = try TripsiteBinary.run(["check", "trips.json", "--ignored", "--format", "json"], in: folder.url)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(objects.count == 1)
        #expect(objects.first?["severity"] as? String == "ignored")
        #expect(objects.first?["path"] as? String == "trips[].meal_plan")
        let github = try TripsiteBinary.run(["check", "trips.json", "--ignored", "--format", "github"], in: folder.url)
        #expect(github.stdout.contains("::notice file=trips.json,line=2,col=55,title=trips[].meal_plan::not used"))
    }
}
