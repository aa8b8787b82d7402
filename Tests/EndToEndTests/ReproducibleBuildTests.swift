import Foundation
import Testing

/// What the data leaves undated is dated by SOURCE_DATE_EPOCH, else by the trips file's modification time:
/// never by the clock, so the same input builds into the same bytes.
@Suite("reproducible builds")
struct ReproducibleBuildTests {
    /// A trip without `updated_at` (its calendar and feed entry take the build's date) and one with it.
    static let trips = """
        [{"id": "undated", "title": "Porto", "destination": "Porto, Portugal", "start_date": "2025-05-01", "end_date": "2025-05-03",
          "activities": [{"name": "Port cellars", "day_number": 1, "scheduled_time": "15:00"}]},
         {"id": "dated", "title": "Lisbon", "destination": "Lisbon, Portugal", "start_date": "2025-06-01", "end_date": "2025-06-03",
          "updated_at": "2025-04-02T09:41:00Z", "activities": [{"name": "Tram 28", "day_number": 1, "scheduled_time": "10:00"}]}]
        """

    /// 2025-03-01T12:00:00Z.
    static let fileDate = Date(timeIntervalSince1970: 1_740_830_400)

    static func build(_ folder: ScratchFolder, into output: String, epoch: String) throws {
        let run = try TripsiteBinary.run(
            ["build", "trips.json", "-o", output, "-q", "--base-url", "https://example.org/"], in: folder.url,
            environment: ["SOURCE_DATE_EPOCH": epoch])
        #expect(run.status == 0, "\(run.stderr)")
    }

    @Test("two builds of the same input, a second apart, give the same bytes, dated by the file")
    func sameBytes() throws {
        let folder = try ScratchFolder()
        try folder.write("trips.json", Self.trips)
        try FileManager.default.setAttributes([.modificationDate: Self.fileDate], ofItemAtPath: folder.url.appendingPathComponent("trips.json").path)
        // An empty SOURCE_DATE_EPOCH counts as none.
        try Self.build(folder, into: "first", epoch: "")
        Thread.sleep(forTimeInterval: 1.1)
        try Self.build(folder, into: "second", epoch: "")
        let first = try folder.snapshot("first"), second = try folder.snapshot("second")
        #expect(first.count > 10)
        #expect(first == second)

        let undated = try folder.read("first/trips/undated/undated.ics")
        #expect(undated.contains("DTSTAMP:20250301T120000Z\r\n"))
        #expect(try folder.read("first/trips/dated/dated.ics").contains("DTSTAMP:20250402T094100Z\r\n"))
        let feed = try folder.read("first/feed.xml")
        #expect(feed.contains("<updated>2025-03-01T12:00:00Z</updated>"))
        #expect(!feed.contains("2000-01-01"))
        #expect(try folder.read("first/sitemap.xml").contains("<lastmod>2025-03-01</lastmod>"))
    }

    @Test("SOURCE_DATE_EPOCH dates the undated trips; changed, it renders only what it dates again")
    func sourceDateEpoch() throws {
        let folder = try ScratchFolder()
        try folder.write("trips.json", Self.trips)
        try Self.build(folder, into: "site", epoch: "1700000000")
        #expect(try folder.read("site/trips/undated/undated.ics").contains("DTSTAMP:20231114T221320Z\r\n"))
        #expect(try folder.read("site/calendar.ics").contains("DTSTAMP:20231114T221320Z\r\n"))
        let before = try folder.snapshot("site")

        try Self.build(folder, into: "site", epoch: "1700000000")
        #expect(try folder.snapshot("site") == before, "an unchanged SOURCE_DATE_EPOCH writes nothing new")

        let run = try TripsiteBinary.run(
            ["build", "trips.json", "-o", "site", "--base-url", "https://example.org/"], in: folder.url,
            environment: ["SOURCE_DATE_EPOCH": "1800000000"])
        #expect(run.status == 0, "\(run.stderr)")
        let after = try folder.snapshot("site")
        let changed = Set(after.keys.filter { after[$0] != before[$0] })
        // The undated trip's calendar, the feed and sitemap entries, and the pages listing
        // the trip, which split upcoming from past trips as of the newest date (here the source date) and say so.
        #expect(changed == [
            "trips/undated/undated.ics", "feed.xml", "sitemap.xml", "index.html", "countries/pt/index.html", ".tripsite-manifest",
        ])
        // calendar.ics holds the trips around the build's date: none is near 15 January 2027.
        #expect(before["calendar.ics"] != nil && after["calendar.ics"] == nil)
        #expect(try folder.read("site/index.html").contains("data-today=\"2027-01-15\""))
        #expect(after["trips/dated/dated.ics"] == before["trips/dated/dated.ics"])
    }

    @Test("a SOURCE_DATE_EPOCH that is not a whole number of seconds is an error")
    func malformed() throws {
        let folder = try ScratchFolder()
        try folder.write("trips.json", Self.trips)
        let run = try TripsiteBinary.run(["build", "trips.json", "-o", "site"], in: folder.url, environment: ["SOURCE_DATE_EPOCH": "yesterday"])
        #expect(run.status != 0)
        #expect(run.stderr.contains("SOURCE_DATE_EPOCH: error: expected a whole number of seconds since 1970-01-01 UTC, found \"yesterday\""), "\(run.stderr)")
        #expect(!folder.exists("site/index.html"))
    }
}
