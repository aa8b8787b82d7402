import Foundation
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

    @Test("a bad --format is a usage error")
    func badFormat() throws {
        let folder = try ScratchFolder()
        #expect(try TripsiteBinary.run(["check", "--format", "xml"], in: folder.url).status == 64)
    }
}
