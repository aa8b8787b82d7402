import Foundation
import TripsiteTestSupport
import Testing

/// End-to-end tests of `tripsite check`: it writes nothing, and reports the build's problems in three formats.
@Suite("tripsite check")
struct CheckCommandTests {
    @Test("good data: exit 0, nothing written")
    func goodData() throws {
        let folder = try ScratchFolder()
        try folder.copyFixture("trips-good.json", as: "trips.json")
        let run = try TripsiteBinary.run(["check", "trips.json"], in: folder.url)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stderr.contains("tripsite: checked trips.json: 0 errors"))
        #expect(!folder.exists("_site"))
    }

    @Test("errors: exit 1, every problem listed as the build lists it")
    func errors() throws {
        let folder = try ScratchFolder()
        try folder.copyFixture("trips-errors.json", as: "trips.json")
        let check = try TripsiteBinary.run(["check", "trips.json"], in: folder.url)
        let build = try TripsiteBinary.run(["build", "trips.json"], in: folder.url)
        #expect(check.status == 1)
        let problems = { (text: String) in text.split(separator: "\n").filter { !$0.hasPrefix("tripsite:") } }
        #expect(problems(check.stderr) == problems(build.stderr))
        #expect(problems(check.stderr).count == 8)
    }

    @Test("--format json prints an array of {file, line, column, severity, path, message}")
    func json() throws {
        let folder = try ScratchFolder()
        try folder.copyFixture("trips-errors.json", as: "trips.json")
        let run = try TripsiteBinary.run(["check", "trips.json", "--format", "json"], in: folder.url)
        #expect(run.status == 1)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 8)
        let first = try #require(array.first)
        #expect(first["file"] as? String == "trips.json")
        #expect(first["line"] as? Int == 6)
        #expect(first["column"] as? Int == 19)
        #expect(first["severity"] as? String == "error")
        #expect(first["path"] as? String == "trips[0].start_date")
        #expect((first["message"] as? String)?.hasPrefix("expected a real calendar date") == true)

        // No problems: an empty array on one line.
        try folder.copyFixture("trips-good.json", as: "good.json")
        let clean = try TripsiteBinary.run(["check", "good.json", "--format", "json"], in: folder.url)
        #expect(clean.stdout == "[]\n", "\(clean.stderr)")
    }

    @Test("--format github prints workflow annotations on the problem's line")
    func github() throws {
        let folder = try ScratchFolder()
        try folder.copyFixture("trips-errors.json", as: "trips.json")
        let run = try TripsiteBinary.run(["check", "trips.json", "--format", "github"], in: folder.url)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 8)
        #expect(lines.first == "::error file=trips.json,line=6,col=19,title=trips[0].start_date::expected a real calendar date (February 2025 has 28 days), found \"2025-02-30\"")
    }

    @Test("--strict fails on warnings")
    func strict() throws {
        let folder = try ScratchFolder()
        try folder.write("trips.json", #"[{"id": "a", "title": "A", "destination": "Atlantis", "start_date": "2025-01-01", "end_date": "2025-01-02"}]"#)
        #expect(try TripsiteBinary.run(["check", "trips.json"], in: folder.url).status == 0)
        let strict = try TripsiteBinary.run(["check", "trips.json", "--strict"], in: folder.url)
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("warning: trips[0]: no country found"))
    }

    @Test("--site checks every internal link and asset of a built site, at the attribute's line and column")
    func siteLinks() throws {
        let folder = try ScratchFolder()
        let trips = Repository.file("Examples/trips.json").path
        #expect(try TripsiteBinary.run(["build", trips, "-o", "site", "-q"], in: folder.url).status == 0)
        #expect(try TripsiteBinary.run(["build", trips, "-o", "based", "-q", "--base-url", "https://me.github.io/trips/"], in: folder.url).status == 0)
        let good = try TripsiteBinary.run(["check", trips, "--site", "site"], in: folder.url)
        #expect(good.status == 0, "\(good.stderr)")
        #expect(good.stderr.contains("checked \(trips) and the site in site: 0 errors"), "\(good.stderr)")
        #expect(try TripsiteBinary.run(["check", trips, "--site", "based"], in: folder.url).status == 0)

        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("site/trips/trip-kyoto-2024/trip-kyoto-2024.ics"))
        let index = try folder.read("site/index.html")
        try folder.write("site/index.html", index.replacingOccurrences(of: "href=\"#main\"", with: "href=\"#nowhere\""))
        let line = index.components(separatedBy: "\n").firstIndex { $0.contains("href=\"#main\"") }! + 1
        let column = try #require(index.components(separatedBy: "\n")[line - 1].range(of: "href=\"#main\"")).lowerBound.utf16Offset(in: index.components(separatedBy: "\n")[line - 1]) + 1
        // As of the example's newest update, when its trips' statuses hold (no warning among the lines).
        let broken = try TripsiteBinary.run(
            ["check", trips, "--site", "site", "--format", "github"], in: folder.url, environment: ["SOURCE_DATE_EPOCH": "1772452800"])
        #expect(broken.status == 1)
        let lines = broken.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("::error file=site/index.html,line=\(line),col=\(column)::links to #nowhere, but this page has no element with that id"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("::error file=site/trips/trip-kyoto-2024/index.html,") && $0.hasSuffix("::refers to trip-kyoto-2024.ics, which is not a file of the site") }, "\(lines)")
        #expect(lines.count == 2)
    }

    @Test("a bad --format is a usage error")
    func badFormat() throws {
        let folder = try ScratchFolder()
        #expect(try TripsiteBinary.run(["check", "--format", "xml"], in: folder.url).status == 64)
    }
}
