import Foundation
import Testing

/// The `.ics` files the build writes, read back by a real iCalendar parser (Python's `icalendar`,
/// installed by `make setup`), not only by string checks.
@Suite("calendar files")
struct CalendarFileTests {
    struct Report: Decodable {
        var events: Int
        var uids: [String]
        var summaries: [String]
        var starts: [String]
        var missing: [String]
        var crlf: Bool
        var longest_line: Int
        var round_trip: Bool
        var timezones: [String]
        var version: String
    }

    /// Parses the given files with Tests/Support/check_ics.py.
    static func parse(_ files: [URL]) throws -> [String: Report] {
        let script = TripsiteBinary.repositoryRoot.appendingPathComponent("Tests/Support/check_ics.py")
        let result = try ExternalTool.run(["python3", script.path] + files.map(\.path))
        guard result.status == 0 else {
            throw FixtureFailure("check_ics.py failed (run `make test-tools` to install the icalendar module): \(result.errors)")
        }
        let data = result.output
        return try JSONDecoder().decode([String: Report].self, from: data)
    }

    static let examples = TripsiteBinary.repositoryRoot.appendingPathComponent("Examples")

    /// A scratch folder with the example built into `site/`.
    static func exampleSite() throws -> ScratchFolder {
        let folder = try ScratchFolder()
        let run = try TripsiteBinary.run(["build", examples.appendingPathComponent("trips.json").path, "-o", "site", "-q"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        return folder
    }

    @Test("every example trip's calendar parses, with one event per flight, hotel stay and activity")
    func exampleCalendars() throws {
        let folder = try Self.exampleSite()
        let examples = Self.examples
        let trips = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: examples.appendingPathComponent("trips.json"))) as? [[String: Any]])
        var files: [URL] = []
        var expected: [String: Int] = [:]
        for trip in trips {
            let id = try #require(trip["id"] as? String)
            let file = folder.url.appendingPathComponent("site/trips/\(id)/\(id).ics")
            files.append(file)
            expected[file.path] = ["flights", "hotels", "activities"].map { ((trip[$0] as? [Any]) ?? []).count }.reduce(0, +)
        }
        let reports = try Self.parse(files)
        var allUIDs: [String] = []
        for file in files {
            let report = try #require(reports[file.path], "\(file.lastPathComponent)")
            #expect(report.events == expected[file.path], "\(file.lastPathComponent)")
            #expect(report.missing.isEmpty, "\(file.lastPathComponent) lacks \(report.missing)")
            #expect(report.crlf, "\(file.lastPathComponent) has bare line feeds")
            #expect(report.longest_line <= 75, "\(file.lastPathComponent) has a line of \(report.longest_line) octets")
            #expect(report.round_trip)
            #expect(report.version == "2.0")
            allUIDs += report.uids
        }
        #expect(Set(allUIDs).count == allUIDs.count, "UIDs are unique")
    }

    @Test("IANA time zones become TZID with a VTIMEZONE; other times stay floating")
    func timeZones() throws {
        let folder = try ScratchFolder()
        try folder.write("trips.json", """
        [{"id": "tz", "title": "Zones", "destination": "Lisbon, Portugal", "timezone": "Europe/Lisbon",
          "start_date": "2025-03-28", "end_date": "2025-04-02",
          "flights": [{"id": "f1", "flight_number": "TP1", "departure_date": "2025-03-28", "departure_time": "21:35",
                       "arrival_date": "2025-03-29", "arrival_time": "08:55",
                       "departure_timezone": "America/New_York", "arrival_timezone": "Europe/Lisbon"}],
          "activities": [{"id": "a1", "name": "Tram; 28, \\"yellow\\"", "day_number": 2, "scheduled_time": "10:00", "duration": "2.5 hours"}]},
         {"id": "floating", "title": "Floating", "destination": "Kyoto, Japan", "start_date": "2025-03-28", "end_date": "2025-03-29",
          "activities": [{"id": "a1", "name": "Temple", "day_number": 1, "scheduled_time": "9:00 AM"}]}]
        """)
        #expect(try TripsiteBinary.run(["build", "trips.json", "-q"], in: folder.url).status == 0)
        let zoned = folder.url.appendingPathComponent("_site/trips/tz/tz.ics")
        let floating = folder.url.appendingPathComponent("_site/trips/floating/floating.ics")
        let reports = try Self.parse([zoned, floating])
        let tz = try #require(reports[zoned.path])
        #expect(tz.timezones.sorted() == ["America/New_York", "Europe/Lisbon"])
        #expect(tz.starts.contains("2025-03-28T21:35:00-04:00"), "\(tz.starts)")  // New York is on daylight time
        #expect(tz.starts.contains("2025-03-29T10:00:00+00:00"), "\(tz.starts)")  // Lisbon changes on 30 March
        #expect(tz.summaries.contains("Tram; 28, \"yellow\""))
        let text = try String(contentsOf: zoned, encoding: .utf8)
        #expect(text.contains("DURATION:PT2H30M"))
        #expect(text.contains("SUMMARY:Tram\\; 28\\, \"yellow\""))
        let plain = try #require(reports[floating.path])
        #expect(plain.timezones.isEmpty)
        #expect(plain.starts == ["2025-03-28T09:00:00"], "floating: no offset")
    }

    @Test("rebuilding gives the same calendar: stable UIDs and DTSTAMP")
    func deterministic() throws {
        let folder = try ScratchFolder()
        try folder.copyFixture("trips-good.json", as: "trips.json")
        #expect(try TripsiteBinary.run(["build", "trips.json", "-q", "-o", "a"], in: folder.url).status == 0)
        #expect(try TripsiteBinary.run(["build", "trips.json", "-q", "-o", "b"], in: folder.url).status == 0)
        let first = try folder.read("a/trips/porto-weekend/porto-weekend.ics")
        #expect(first == (try folder.read("b/trips/porto-weekend/porto-weekend.ics")))
        #expect(first.contains("UID:porto-weekend-flight-f1@tripsite"))
    }

    @Test("calendar.ics holds every trip's events, each time zone once, and the index links to it")
    func siteCalendar() throws {
        let folder = try Self.exampleSite()
        let tripFiles = try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("site/trips").path).sorted()
            .map { folder.url.appendingPathComponent("site/trips/\($0)/\($0).ics") }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        let site = folder.url.appendingPathComponent("site/calendar.ics")
        let reports = try Self.parse([site] + tripFiles)
        let all = try #require(reports[site.path])
        let trips = tripFiles.compactMap { reports[$0.path] }
        #expect(trips.count == tripFiles.count)
        #expect(all.events == trips.map(\.events).reduce(0, +))
        #expect(Set(all.uids) == Set(trips.flatMap(\.uids)))
        #expect(Set(all.uids).count == all.uids.count, "UIDs are unique")
        #expect(all.timezones == Set(trips.flatMap(\.timezones)).sorted(), "each VTIMEZONE once")
        #expect(all.missing.isEmpty && all.crlf && all.longest_line <= 75 && all.round_trip && all.version == "2.0")
        #expect(try folder.read("site/index.html").contains(#"<a href="calendar.ics" type="text/calendar">"#))
    }
}

struct FixtureFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
