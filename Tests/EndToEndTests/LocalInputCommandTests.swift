import Foundation
import Testing

/// End-to-end tests of input written the local way: `language` in tripsite.toml, `--language`, a trip's own
/// `language`, read by `check`, `build` and `new`, and the paper of a trip of no known country.
@Suite("Input written the local way")
struct LocalInputCommandTests {
    /// A trip to Rome written by a French traveller: dates, times and durations in French.
    static let frenchTrip = """
    [
      {
        "id": "trip-rome-2026",
        "title": "Rome en mai",
        "destination": "Rome, Italy",
        "start_date": "12 mai 2026",
        "end_date": "19 mai 2026",
        "currency": "EUR",
        "flights": [
          {"airline": "ITA Airways", "flight_number": "AZ 317", "departure_airport": "CDG", "arrival_airport": "FCO",
           "departure_date": "mardi 12 mai", "departure_time": "20h30", "arrival_time": "22h35", "duration": "2 h 05"}
        ],
        "activities": [
          {"name": "Musées du Vatican", "day_number": 2, "scheduled_time": "9h", "duration": "3 heures"}
        ]
      }
    ]
    """

    @Test("language in tripsite.toml: French dates, times and durations check and build clean, into French pages")
    func siteLanguage() throws {
        let folder = try ScratchFolder()
        try folder.write("trips.json", Self.frenchTrip)
        try folder.write("tripsite.toml", "language = \"fr\"\n")
        let check = try TripsiteBinary.run(["check", "trips.json"], in: folder.url)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stderr.contains("0 errors, 0 warnings"), "\(check.stderr)")
        let build = try TripsiteBinary.run(["build", "trips.json", "-q"], in: folder.url)
        #expect(build.status == 0, "\(build.stderr)")
        let markdown = try folder.read("_site/trips/trip-rome-2026/trip-rome-2026.md")
        // The same language writes the pages.
        #expect(markdown.contains("CDG mar. 12 mai 2026 20:30 CEST → FCO mar. 12 mai 2026 22:35 CEST"), "\(markdown)")
        #expect(markdown.contains("· 2 h 5 min"), "\(markdown)")
        #expect(markdown.contains("Jour 2 · 3 h"), "\(markdown)")
    }

    @Test("without a language the French values are errors; --language fr reads them")
    func languageOption() throws {
        let folder = try ScratchFolder()
        try folder.write("trips.json", Self.frenchTrip)
        let english = try TripsiteBinary.run(["check", "trips.json"], in: folder.url)
        #expect(english.status == 1)
        #expect(english.stderr.contains(
            "trips.json:6:19: error: trips[0].start_date: expected a date with its year, like 2024-03-15, 15-03-2024 or 15 Mar 2024, found \"12 mai 2026\""),
            "\(english.stderr)")
        let french = try TripsiteBinary.run(["check", "trips.json", "--language", "fr"], in: folder.url)
        #expect(french.status == 0, "\(french.stderr)")
        let bad = try TripsiteBinary.run(["check", "trips.json", "--language", "klingon"], in: folder.url)
        #expect(bad.status == 64)
    }

    @Test("a trip's own language; unreadable values name the language's examples at file:line:column")
    func tripLanguageAndMessages() throws {
        let folder = try ScratchFolder()
        try folder.write("trips.json", """
        [
          {
            "title": "Roma", "destination": "Rome, Italy", "language": "it",
            "start_date": "18 maggio 2026", "end_date": "22 maggio 2026",
            "activities": [
              {"name": "Colosseo", "day_number": 1, "scheduled_time": "ore 9.30", "duration": "3 ore"},
              {"name": "Musei", "day_number": 2, "scheduled_time": "domani", "duration": "tanto", "scheduled_date": "martedì 20 maggio"}
            ]
          }
        ]
        """)
        let check = try TripsiteBinary.run(["check", "trips.json"], in: folder.url)
        #expect(check.status == 1)
        let lines = check.stderr.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("tripsite:") }
        #expect(lines == [
            "trips.json:7:60: error: trips[0].activities[1].scheduled_time: expected a time like 08:35 or 3:00 PM, or in Italian like 22.30, found \"domani\"",
            "trips.json:7:82: error: trips[0].activities[1].duration: expected a duration like 2 hours, 1h 30m or 45 min, or in Italian like 3 ore or 1 ora e 30 minuti, found \"tanto\"",
            "trips.json:7:109: warning: trips[0].activities[1].scheduled_date: \"martedì 20 maggio\" names a Tuesday, but 2026-05-20 is a Wednesday; the date is used and the weekday ignored",
        ], "\(check.stderr)")
    }

    @Test("an ambiguous numeric date follows the language's order and is warned about once per file")
    func ambiguousDates() throws {
        let folder = try ScratchFolder()
        let trips = """
        [
          {"title": "A", "destination": "Lisbon, Portugal", "start_date": "03/05/2026", "end_date": "06/05/2026"},
          {"title": "B", "destination": "Porto, Portugal", "start_date": "04/06/2026", "end_date": "07/06/2026"}
        ]
        """
        try folder.write("trips.json", trips)
        try folder.write("tripsite.toml", "language = \"fr\"\n")
        let french = try TripsiteBinary.run(["check", "trips.json"], in: folder.url)
        #expect(french.status == 0)
        #expect(french.stderr.split(separator: "\n").filter { !$0.hasPrefix("tripsite:") } == [
            "trips.json:2:67: warning: trips[0].start_date: \"03/05/2026\" could be read day first or month first; it is read day first, as French writes dates: 2026-05-03 (the other dates of this file like it are read the same way and not reported)",
        ], "\(french.stderr)")
        let american = try TripsiteBinary.run(["check", "trips.json", "--language", "en-US"], in: folder.url)
        #expect(american.stderr.contains(
            "trips.json:2:67: warning: trips[0].start_date: \"03/05/2026\" could be read day first or month first; it is read month first, as English writes dates: 2026-03-05"),
            "\(american.stderr)")
        let build = try TripsiteBinary.run(["build", "trips.json", "-q", "--language", "en-US"], in: folder.url)
        #expect(build.status == 0, "\(build.stderr)")
        let written = try folder.snapshot("_site").keys.sorted()
        #expect(written.contains { $0.hasPrefix("trips/a-2026-03-05/") }, "\(written)")
    }

    @Test("new reads its options in the language and writes them in the file's forms")
    func newCommands() throws {
        let folder = try ScratchFolder()
        try folder.write("trips.json", "[]\n")
        let trip = try TripsiteBinary.run(
            ["new", "trip", "--destination", "Rome, Italy", "--start", "12 mai 2026", "--end", "19 mai 2026", "--language", "fr"],
            in: folder.url)
        #expect(trip.status == 0, "\(trip.stderr)")
        let written = try folder.read("trips.json")
        #expect(written.contains("\"start_date\": \"2026-05-12\""), "\(written)")
        #expect(written.contains("\"language\": \"fr\""), "\(written)")
        // The trip's language reads the item's options.
        let flight = try TripsiteBinary.run(
            ["new", "flight", "--trip", "trip-rome-2026-05-12", "--airline", "ITA", "--flight-number", "AZ 317", "--from", "CDG",
             "--to", "FCO", "--date", "mardi 12 mai", "--departure-time", "20h30", "--arrival-time", "22h35", "--duration", "2 heures 5"],
            in: folder.url)
        #expect(flight.status == 0, "\(flight.stderr)")
        let after = try folder.read("trips.json")
        #expect(after.contains("\"departure_date\": \"2026-05-12\""), "\(after)")
        #expect(after.contains("\"departure_time\": \"20:30\""), "\(after)")
        #expect(after.contains("\"duration\": \"2 h 5 min\""), "\(after)")
        // --language wins over the trip's; what cannot be read names the language's example.
        let refused = try TripsiteBinary.run(
            ["new", "activity", "--trip", "trip-rome-2026-05-12", "--name", "Kolosseum", "--date", "13. Mai", "--time", "spät",
             "--duration", "2 Std. 30 Min.", "--language", "de", "--dry-run"],
            in: folder.url)
        #expect(refused.status == 64)
        #expect(refused.stderr == "Error: --time: expected a time such as 09:35 or 9:35 PM, or in German like 22.30 Uhr, found \"spät\"\n")
        let german = try TripsiteBinary.run(
            ["new", "activity", "--trip", "trip-rome-2026-05-12", "--name", "Kolosseum", "--date", "13. Mai", "--time", "9.30 Uhr",
             "--duration", "2 Std. 30 Min.", "--language", "de", "--dry-run"],
            in: folder.url)
        #expect(german.status == 0, "\(german.stderr)")
        #expect(german.stdout.contains("\"scheduled_date\": \"2026-05-13\""), "\(german.stdout)")
        #expect(german.stdout.contains("\"scheduled_time\": \"09:30\""), "\(german.stdout)")
        #expect(german.stdout.contains("\"duration\": \"2 h 30 min\""), "\(german.stdout)")
        let badDate = try TripsiteBinary.run(
            ["new", "trip", "--destination", "Rome, Italy", "--start", "12 mau 2026", "--end", "19 mai 2026", "--language", "fr", "--dry-run"],
            in: folder.url)
        #expect(badDate.status == 64)
        #expect(badDate.stderr.contains("--start: expected a date such as 2026-04-10, or in French like 10 avril 2026, found \"12 mau 2026\""),
                "\(badDate.stderr)")
    }

    @Test("a trip of no known country prints on the paper of the language's region")
    func paperByLanguage() throws {
        let folder = try ScratchFolder()
        try folder.write("trips.json", """
        [{"id": "trip-somewhere", "title": "Somewhere", "destination": "Somewhere", "start_date": "2026-05-12", "end_date": "2026-05-14"},
         {"id": "trip-lisbon", "title": "Lisbon", "destination": "Lisbon, Portugal", "start_date": "2026-05-12", "end_date": "2026-05-14"}]
        """)
        let plain = try TripsiteBinary.run(["build", "trips.json", "-q"], in: folder.url)
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(try folder.read("_site/trips/trip-somewhere/print.html").contains("size: A4"))
        let american = try TripsiteBinary.run(["build", "trips.json", "-q", "--language", "en-US"], in: folder.url)
        #expect(american.status == 0, "\(american.stderr)")
        #expect(try folder.read("_site/trips/trip-somewhere/print.html").contains("size: letter"))
        // The country decides first.
        #expect(try folder.read("_site/trips/trip-lisbon/print.html").contains("size: A4"))
    }
}
