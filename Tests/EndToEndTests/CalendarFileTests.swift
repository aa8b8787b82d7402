import Foundation
import TripsiteTestSupport
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
        /// Each event's start and end as UTC instants, or "floating", by UID.
        var instants: [String: Instants]

        struct Instants: Decodable, Equatable {
            var start: String?
            var end: String?
        }

        /// The instants of each flight, by flight number (from the summary "Flight DL-2890 · Delta Air Lines AUS → JFK").
        var flights: [String: Instants] {
            var flights: [String: Instants] = [:]
            for (uid, summary) in zip(uids, summaries) where summary.hasPrefix("Flight ") {
                let number = summary.dropFirst("Flight ".count).prefix { $0 != " " }
                flights[String(number)] = instants[uid]
            }
            return flights
        }
    }

    /// Parses the given files with Tests/Support/check_ics.py.
    static func parse(_ files: [URL]) throws -> [String: Report] {
        let script = Repository.file("Tests/Support/check_ics.py")
        let result = try ExternalTool.run(["python3", script.path] + files.map(\.path))
        guard result.status == 0 else {
            throw FixtureFailure("check_ics.py failed (run `make test-tools` to install the icalendar module): \(result.errors)")
        }
        let data = result.output
        return try JSONDecoder().decode([String: Report].self, from: data)
    }

    static let examples = Repository.examples

    /// A scratch folder with the example built into `site/`.
    static func exampleSite(_ options: [String] = [], environment: [String: String]? = nil) throws -> ScratchFolder {
        let folder = try ScratchFolder()
        let run = try TripsiteBinary.run(
            ["build", examples.appendingPathComponent("trips.json").path, "-o", "site", "-q"] + options, in: folder.url, environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        return folder
    }

    @Test("every example trip's calendar parses, with one event per flight, hotel stay and activity, or one for the trip")
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
            // A trip with no flight, hotel or activity has the one event of its dates, so that no file is empty.
            expected[file.path] = max(["flights", "hotels", "activities"].map { ((trip[$0] as? [Any]) ?? []).count }.reduce(0, +), 1)
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
         {"id": "floating", "title": "Floating", "destination": "Bali, Indonesia", "start_date": "2025-03-28", "end_date": "2025-03-29",
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

    /// Every flight of Examples/trips.json: when it leaves and lands, in UTC, worked out by hand from its local
    /// times and its airports' zones (AUS → JFK: 06:05 CST to 12:53 EST, 5 h 48 min with its stop).
    static let exampleFlights: [String: Report.Instants] = [
        "TP-218": .init(start: "2025-05-03T01:35:00Z", end: "2025-05-03T07:55:00Z"),
        "TP-217": .init(start: "2025-05-09T09:40:00Z", end: "2025-05-09T17:05:00Z"),
        "FA-201": .init(start: "2025-11-14T04:00:00Z", end: "2025-11-14T06:15:00Z"),
        "FA-218": .init(start: "2025-11-23T16:30:00Z", end: "2025-11-23T18:30:00Z"),
        "DL-2890": .init(start: "2025-11-26T12:05:00Z", end: "2025-11-26T17:53:00Z"),
        "DL-1170": .init(start: "2025-11-30T22:30:00Z", end: "2025-12-01T02:55:00Z"),
        "BA-1442": .init(start: "2025-12-29T08:40:00Z", end: "2025-12-29T10:05:00Z"),
        "BA-1455": .init(start: "2026-01-04T17:10:00Z", end: "2026-01-04T18:40:00Z"),
        "EK-784": .init(start: "2026-02-11T19:55:00Z", end: "2026-02-12T03:00:00Z"),
        "EK-783": .init(start: "2026-02-17T06:15:00Z", end: "2026-02-17T14:05:00Z"),
        "TO-3140": .init(start: "2026-03-27T09:25:00Z", end: "2026-03-27T12:15:00Z"),
        "TO-3141": .init(start: "2026-04-02T13:05:00Z", end: "2026-04-02T15:55:00Z"),
        "AS-1417": .init(start: "2026-06-12T11:10:00Z", end: "2026-06-12T17:42:00Z"),
        "UA-2291": .init(start: "2026-06-19T05:15:00Z", end: "2026-06-19T13:58:00Z"),
    ]

    /// Every flight of the seed export, likewise: Singapore → Bali lands at 02:15 WITA, 2 h 45 min after 23:30 in Singapore.
    static let seedFlights: [String: Report.Instants] = [
        "AA-829": .init(start: "2024-03-15T12:35:00Z", end: "2024-03-16T15:45:00Z"),
        "EK-202": .init(start: "2024-03-21T10:20:00Z", end: "2024-03-22T10:30:00Z"),
        "AF-384": .init(start: "2024-04-11T05:15:00Z", end: "2024-04-11T14:30:00Z"),
        "JL-61": .init(start: "2024-05-01T18:00:00Z", end: "2024-05-02T05:30:00Z"),
        "NH-107": .init(start: "2024-05-10T09:45:00Z", end: "2024-05-10T19:15:00Z"),
        "GA-88": .init(start: "2024-06-05T15:30:00Z", end: "2024-06-05T18:15:00Z"),
        "SQ-942": .init(start: "2024-06-15T02:20:00Z", end: "2024-06-15T05:05:00Z"),
        "DL-2847": .init(start: "2024-07-20T14:15:00Z", end: "2024-07-20T19:45:00Z"),
        "UA-1842": .init(start: "2024-07-27T22:30:00Z", end: "2024-07-28T04:45:00Z"),
    ]

    /// The instants of every flight in the calendars of a built site, by flight number.
    private func flightInstants(site: URL) throws -> [String: Report.Instants] {
        let trips = site.appendingPathComponent("trips")
        let files = try FileManager.default.contentsOfDirectory(atPath: trips.path).sorted()
            .map { trips.appendingPathComponent("\($0)/\($0).ics") }
        return try Self.parse(files).values.reduce(into: [:]) { all, report in all.merge(report.flights) { first, _ in first } }
    }

    @Test("every flight of the example imports at the right UTC instants, from its airports' zones")
    func exampleFlightInstants() throws {
        let folder = try ScratchFolder()
        let trips = Repository.file("Examples/trips.json").path
        let run = try TripsiteBinary.run(["build", trips, "-o", "site", "-q"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try flightInstants(site: folder.url.appendingPathComponent("site")) == Self.exampleFlights)
    }

    @Test("every flight of the seed export imports at the right UTC instants", .enabled(if: SeedData.isPresent))
    func seedFlightInstants() throws {
        let folder = try ScratchFolder()
        let run = try TripsiteBinary.run([
            "build", SeedData.trips.path, "--countries", SeedData.countries.path, "-o", "site",
        ], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try flightInstants(site: folder.url.appendingPathComponent("site")) == Self.seedFlights)
        // The durations the export gives that the zoned times contradict are reported, both shown.
        #expect(run.stderr.contains("trips[0].flights[0].duration: the duration 13 h 10 min disagrees with the times: "
            + "2024-03-15 08:35 EDT (America/New_York) to 2024-03-16 19:45 GST (Asia/Dubai) is 1 d 3 h 10 min"), "\(run.stderr)")
        #expect(!run.stderr.contains("float"), "no event floats: every trip's zone is known")
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

    /// A window of the site's calendar wide enough for every example trip.
    static let everyTrip = ["--calendar-past-days", "36500", "--calendar-future-days", "36500", "--calendar-max-trips", "1000"]

    @Test("calendar.ics holds every trip's events in a window that takes them all, each time zone once, and the index links to it")
    func siteCalendar() throws {
        let folder = try Self.exampleSite(Self.everyTrip)
        let tripFiles = try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("site/trips").path).sorted()
            .map { folder.url.appendingPathComponent("site/trips/\($0)/\($0).ics") }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        let site = folder.url.appendingPathComponent("site/calendar.ics")
        let reports = try Self.parse([site] + tripFiles)
        let all = try #require(reports[site.path])
        #expect(tripFiles.allSatisfy { (reports[$0.path]?.events ?? 0) >= 1 }, "no trip's calendar is empty")
        // A trip with nothing dated (its file holds the one event of its dates) is left out of calendar.ics.
        let dated = tripFiles.filter { file in
            let slug = file.deletingPathExtension().lastPathComponent
            return reports[file.path]?.uids != ["\(slug)-trip-1@tripsite"]
        }
        #expect(dated.count == tripFiles.count - 1, "the example's Seoul trip has nothing dated")
        let trips = dated.compactMap { reports[$0.path] }
        #expect(trips.count == dated.count)
        #expect(all.events == trips.map(\.events).reduce(0, +))
        #expect(Set(all.uids) == Set(trips.flatMap(\.uids)))
        #expect(Set(all.uids).count == all.uids.count, "UIDs are unique")
        #expect(all.timezones == Set(trips.flatMap(\.timezones)).sorted(), "each VTIMEZONE once")
        #expect(all.missing.isEmpty && all.crlf && all.longest_line <= 75 && all.round_trip && all.version == "2.0")
        #expect(try folder.read("site/index.html").contains(#"<a href="calendar.ics" type="text/calendar">"#))
    }

    @Test("calendar.ics holds the trips nearest the build's date, upcoming ones first, as SOURCE_DATE_EPOCH sets it")
    func siteCalendarWindow() throws {
        // 1 January 2026: Edinburgh is under way and Dubai comes next.
        let epoch = ["SOURCE_DATE_EPOCH": "1767225600"]
        func trips(_ options: [String]) throws -> Set<String> {
            let folder = try Self.exampleSite(options, environment: epoch)
            let calendar = folder.url.appendingPathComponent("site/calendar.ics")
            guard FileManager.default.fileExists(atPath: calendar.path) else { return [] }
            let report = try #require(try Self.parse([calendar])[calendar.path])
            #expect(report.missing.isEmpty && report.crlf && report.round_trip)
            return Set(report.uids.compactMap { uid in uid.firstMatch(of: /^(trip-[a-z]+-[0-9]+)-/).map { String($0.output.1) } })
        }
        #expect(try trips(["--calendar-max-trips", "2"]) == ["trip-edinburgh-2025", "trip-dubai-2026"])
        let three = try trips(["--calendar-max-trips", "3"])
        #expect(three.count == 3 && three.isSuperset(of: ["trip-edinburgh-2025", "trip-dubai-2026"]))
        // Nothing more than 90 days back by default: Lisbon (May 2025) and Kyoto (2024) are left out.
        let window = try trips([])
        #expect(!window.contains("trip-lisbon-2025") && !window.contains("trip-kyoto-2024") && window.contains("trip-capetown-2025"))
        // A window without trips has no calendar, and the index no link to it.
        let empty = try Self.exampleSite(["--calendar-past-days", "0", "--calendar-future-days", "0"],
                                         environment: ["SOURCE_DATE_EPOCH": "1893456000"])
        #expect(!FileManager.default.fileExists(atPath: empty.url.appendingPathComponent("site/calendar.ics").path))
        #expect(!(try empty.read("site/index.html")).contains("calendar.ics"))
    }
}

struct FixtureFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
