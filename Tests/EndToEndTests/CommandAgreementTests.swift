import Foundation
import Testing

/// End-to-end tests of how the commands agree with each other and with the input format: a week in Rome made with
/// the `new` commands only, the trip named the same way by every command, and the stumbles of a first hour.
@Suite("the commands agree: one trip selector, new for every field")
struct CommandAgreementTests {
    /// The Rome week, one `new` command at a time; the trip has no currency.
    static let romeWeek: [[String]] = [
        ["new", "trip", "--destination", "Rome, Italy", "--start", "2036-09-12", "--end", "2036-09-18", "--title", "Trip to Rome",
         "--timezone", "Europe/Rome", "--status", "Planned", "--visibility", "Public"],
        ["new", "flight", "--trip", "trip to rome", "--airline", "ITA Airways", "--flight-number", "AZ-203", "--from", "LHR", "--to", "FCO",
         "--date", "2036-09-12", "--departure-time", "08:00", "--arrival-time", "11:35", "--stops", "0", "--travelers", "2",
         "--price", "€ 180.00", "--arrival-timezone", "Europe/Rome"],
        ["new", "hotel", "--trip", "trip-rome-2036-09-12", "--name", "Hotel Artemide", "--address", "Via Nazionale 22, Roma",
         "--check-in", "2036-09-12", "--check-out", "2036-09-18", "--check-in-time", "2 PM", "--check-out-time", "11:00",
         "--price-per-night", "€ 210.00", "--latitude", "41.9009", "--longitude", "12.4925"],
        ["new", "activity", "--trip", "Trip to Rome", "--name", "Colosseum", "--day", "2", "--location", "Piazza del Colosseo",
         "--latitude", "41.8902", "--longitude", "12.4922"],
        ["new", "place", "--trip", "Trip to Rome", "--name", "Trevi Fountain", "--day", "3", "--latitude", "41.9009", "--longitude", "12.4833",
         "--url", "https://www.trevifountain.net/"],
    ]

    static let romeFile = """
        [
          {
            "id": "trip-rome-2036-09-12",
            "title": "Trip to Rome",
            "destination": "Rome, Italy",
            "start_date": "2036-09-12",
            "end_date": "2036-09-18",
            "timezone": "Europe/Rome",
            "status": "planned",
            "visibility": "public",
            "flights": [
              {
                "id": "flight-az-203",
                "airline": "ITA Airways",
                "flight_number": "AZ-203",
                "departure_airport": "LHR",
                "arrival_airport": "FCO",
                "departure_date": "2036-09-12",
                "departure_time": "08:00",
                "arrival_time": "11:35",
                "stops": 0,
                "price": "€ 180.00",
                "travelers": 2,
                "arrival_timezone": "Europe/Rome"
              }
            ],
            "hotels": [
              {
                "id": "hotel-artemide",
                "name": "Hotel Artemide",
                "address": "Via Nazionale 22, Roma",
                "check_in_date": "2036-09-12",
                "check_in_time": "14:00",
                "check_out_date": "2036-09-18",
                "check_out_time": "11:00",
                "nights": 6,
                "price_per_night": "€ 210.00",
                "latitude": 41.9009,
                "longitude": 12.4925
              }
            ],
            "activities": [
              {
                "id": "activity-colosseum",
                "name": "Colosseum",
                "day_number": 2,
                "scheduled_date": "2036-09-13",
                "location": "Piazza del Colosseo",
                "latitude": 41.8902,
                "longitude": 12.4922
              }
            ],
            "places": [
              {
                "id": "place-trevi-fountain",
                "name": "Trevi Fountain",
                "url": "https://www.trevifountain.net/",
                "day_number": 3,
                "latitude": 41.9009,
                "longitude": 12.4833
              }
            ]
          }
        ]

        """

    /// A folder holding the Rome week, made with the `new` commands only.
    static func romeFolder() throws -> ScratchFolder {
        let folder = try ScratchFolder()
        for command in romeWeek {
            let run = try TripsiteBinary.run(command, in: folder.url)
            #expect(run.status == 0 && run.stderr.isEmpty, "\(command.prefix(2)): \(run.stderr)")
        }
        return folder
    }

    @Test("a week in Rome made with new commands only: every field the options name, ids without their kind twice; it checks and builds")
    func romeWeekWithNewOnly() throws {
        let folder = try Self.romeFolder()
        #expect(try folder.read("trips.json") == Self.romeFile)
        let check = try TripsiteBinary.run(["check", "trips.json"], in: folder.url)
        #expect(check.status == 0, "\(check.stderr)")
        let build = try TripsiteBinary.run(["build", "trips.json"], in: folder.url)
        #expect(build.status == 0, "\(build.stderr)")
        let page = try folder.read("_site/trips/trip-rome-2036-09-12/index.html")
        #expect(page.contains("Trevi Fountain") && page.contains("Colosseum") && page.contains("Hotel Artemide"))
        #expect(!page.contains("Dialling code"), "a reference fact, on the country page")
        #expect(try folder.read("_site/countries/it/index.html").contains("+39"))
    }

    @Test("new trip gives a road trip its country code and vehicle; refused values of them")
    func roadTrip() throws {
        let folder = try ScratchFolder()
        let run = try TripsiteBinary.run(["new", "trip", "--destination", "Big Sur, CA", "--country-code", "us", "--start", "2036-06-12",
                                          "--end", "2036-06-19", "--style", "Road trip", "--vehicle-type", "RV", "--vehicle-make", "Winnebago",
                                          "--vehicle-year", "2021", "--vehicle-nickname", "Wanda"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try folder.read("trips.json") == """
            [
              {
                "id": "trip-big-sur-2036-06-12",
                "title": "Trip to Big Sur",
                "destination": "Big Sur, CA",
                "start_date": "2036-06-12",
                "end_date": "2036-06-19",
                "travel_style": "Road trip",
                "country_code": "US",
                "vehicle": {
                  "type": "RV",
                  "make": "Winnebago",
                  "year": 2021,
                  "nickname": "Wanda"
                },
                "status": "planned",
                "flights": [],
                "hotels": [],
                "activities": []
              }
            ]

            """)
        #expect(try TripsiteBinary.run(["check", "trips.json", "--strict"], in: folder.url).status == 0)
        let refused = try TripsiteBinary.run(["new", "trip", "--destination", "Rome, Italy", "--start", "2036-09-12", "--end", "2036-09-18",
                                              "--country-code", "XX", "--vehicle-year", "1700", "--vehicle-type", " "], in: folder.url)
        #expect(refused.status == 64)
        #expect(refused.stderr.hasPrefix("""
            Error: --vehicle-type: expected some text, found none
            --country-code: expected the two-letter code of a known country such as IT, found "XX"
            --vehicle-year: expected a year from 1885 to 2100, found 1700

            """))
    }

    @Test("the same trip is exported by its id, its folder name and its title, in any case")
    func exportThreeWays() throws {
        let folder = try ScratchFolder()
        try folder.write("trips.json", """
            [{"id": "Rome_Week", "title": "Trip to Rome", "destination": "Rome, Italy", "start_date": "2036-09-12", "end_date": "2036-09-18"},
             {"title": "Trip to Naples", "destination": "Naples, Italy", "start_date": "2036-10-01", "end_date": "2036-10-03"}]
            """)
        var pages: [String] = []
        for name in ["Rome_Week", "rome-week", "TRIP TO ROME"] {
            let run = try TripsiteBinary.run(["export", name, "--force"], in: folder.url)
            #expect(run.status == 0, "\(name): \(run.stderr)")
            #expect(run.stdout == "Exported \(name): rome-week.html\n")
            pages.append(try folder.read("rome-week.html"))
        }
        #expect(Set(pages).count == 1)
        let unknown = try TripsiteBinary.run(["export", "Trip to Roma"], in: folder.url)
        #expect(unknown.status == 64)
        #expect(unknown.stderr == """
            Error: no trip "Trip to Roma" in trips.json; did you mean "Trip to Rome"? Give a trip's id, folder name or title: \
            Rome_Week (folder rome-week, "Trip to Rome", 2036-09-12 to 2036-09-18), trip-to-naples-2036-10-01 ("Trip to Naples", 2036-10-01 to 2036-10-03)

            """)
        // new names the trip the same way: by its folder here.
        let added = try TripsiteBinary.run(["new", "place", "--trip", "rome-week", "--name", "Pantheon", "--dry-run"], in: folder.url)
        #expect(added.status == 0, "\(added.stderr)")
    }

    @Test("a plain price on a trip without a currency is added with a warning naming both fixes")
    func priceWithoutCurrency() throws {
        let folder = try Self.romeFolder()
        let run = try TripsiteBinary.run(["new", "activity", "--trip", "Trip to Rome", "--name", "Vatican Museums", "--day", "4", "--price", "25"],
                                         in: folder.url)
        #expect(run.status == 0)
        #expect(run.stdout == "Added activity activity-vatican-museums to trip-rome-2036-09-12 in trips.json\n")
        #expect(run.stderr == """
            trips.json:57:18: warning: trips[0].activities[1].price: --price "25" has no currency, and the trip trip-rome-2036-09-12 has none; \
            give one with --currency (--currency EUR), or give the trip a "currency" in the trips file

            """)
        let priced = try TripsiteBinary.run(["new", "activity", "--trip", "Trip to Rome", "--name", "Borghese", "--day", "5", "--price", "25",
                                            "--currency", "EUR", "--dry-run"], in: folder.url)
        #expect(priced.status == 0 && priced.stderr.isEmpty, "\(priced.stderr)")
    }

    @Test("the other fields of the input format have their options: each item as --dry-run prints it", arguments: [
        (["new", "hotel", "--trip", "Trip to Rome", "--name", "Hotel Forum", "--address", "Via Tor de' Conti 25", "--check-in", "2036-09-15",
          "--check-out", "2036-09-16", "--stars", "4", "--rooms-left", "2", "--rating", "8.4", "--review-count", "5873",
          "--image", "https://example.com/forum.jpg", "--phone", "+39 06 679 2409"],
         ["\"id\": \"hotel-forum\"", "\"name\": \"Hotel Forum\"", "\"address\": \"Via Tor de' Conti 25\"", "\"check_in_date\": \"2036-09-15\"",
          "\"check_out_date\": \"2036-09-16\"", "\"nights\": 1", "\"stars\": 4", "\"rooms_left\": 2", "\"phone\": \"+39 06 679 2409\"", "\"rating\": 8.4",
          "\"review_count\": 5873", "\"image_url\": \"https://example.com/forum.jpg\""]),
        (["new", "place", "--trip", "Trip to Rome", "--name", "Pantheon", "--no-open", "--rating", "4.8", "--review-count", "15720"],
         ["\"id\": \"place-pantheon\"", "\"name\": \"Pantheon\"", "\"is_open\": false", "\"rating\": 4.8", "\"review_count\": 15720"]),
        (["new", "activity", "--trip", "Trip to Rome", "--name", "Forum", "--day", "2", "--order", "1", "--image", "https://example.com/f.jpg",
          "--confirmation", "FR-19"],
         ["\"id\": \"activity-forum\"", "\"name\": \"Forum\"", "\"day_number\": 2", "\"scheduled_date\": \"2036-09-13\"", "\"activity_number\": 1",
          "\"confirmation\": \"FR-19\"", "\"image_url\": \"https://example.com/f.jpg\""]),
        (["new", "flight", "--trip", "Trip to Rome", "--airline", "ITA", "--flight-number", "AZ-204", "--from", "FCO", "--to", "LHR",
          "--date", "2036-09-18", "--departure-time", "12:35", "--arrival-time", "14:25", "--direct", "--departure-terminal", "3",
          "--departure-gate", "E21", "--arrival-terminal", "5", "--arrival-gate", "A10", "--boarding-time", "11:55", "--seat", "12A",
          "--check-in-url", "https://www.ita-airways.com/check-in"],
         ["\"id\": \"flight-az-204\"", "\"airline\": \"ITA\"", "\"flight_number\": \"AZ-204\"", "\"departure_airport\": \"FCO\"",
          "\"arrival_airport\": \"LHR\"", "\"departure_date\": \"2036-09-18\"", "\"departure_time\": \"12:35\"", "\"arrival_time\": \"14:25\"",
          "\"is_direct\": true", "\"departure_terminal\": \"3\"", "\"departure_gate\": \"E21\"", "\"arrival_terminal\": \"5\"",
          "\"arrival_gate\": \"A10\"", "\"seat\": \"12A\"", "\"check_in_url\": \"https://www.ita-airways.com/check-in\"",
          "\"boarding_time\": \"11:55\""]),
    ])
    func otherFields(arguments: [String], members: [String]) throws {
        let folder = try Self.romeFolder()
        let run = try TripsiteBinary.run(arguments + ["--dry-run"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "{\n" + members.map { "  " + $0 }.joined(separator: ",\n") + "\n}\n")
        #expect(!run.stderr.contains("error"), "\(run.stderr)")
    }

    @Test("refused values of the new options: the exact messages, exit 64", arguments: [
        (["new", "hotel", "--trip", "Trip to Rome", "--name", "X", "--address", "Y", "--check-in", "2036-09-12", "--check-out", "2036-09-13",
          "--stars", "6", "--rating", "11"],
         "Error: --stars: expected a number from 1 to 5, found 6\n--rating: expected a number from 0 to 10, found 11.0\n"),
        (["new", "place", "--trip", "Trip to Rome", "--name", "X", "--rating", "0"],
         "Error: --rating: expected a number from 1 to 5, found 0.0\n"),
        (["new", "trip", "--destination", "Rome, Italy", "--start", "2036-09-12", "--end", "2036-09-18", "--image", " "],
         "Error: --image: expected some text, found none\nUsage: tripsite new trip [<options>] --destination <place> --start <date> --end <date>\n  See 'tripsite new trip --help' for more information.\n"),
        (["new", "place", "--trip", "Trip to Rome", "--name", "X", "--day", "9", "--latitude", "91", "--longitude", "-9.5"],
         "Error: --latitude: expected a number from -90 to 90, found 91.0\n--day: expected a day from 1 to 7 (the trip's days, 2036-09-12 to 2036-09-18), found 9\n"),
        (["new", "place", "--trip", "Trip to Rome", "--name", "X", "--latitude", "0x1p3", "--longitude", "12.5"],
         "Error: The value '0x1p3' is invalid for '--latitude <degrees>': expected a decimal number: digits with an optional sign, point and exponent, such as -9.1393 or 2.5\nHelp:  --latitude <degrees>  Its latitude, -90 to 90, with --longitude: 41.9009.\nUsage: tripsite new place [<options>] --trip <trip> --name <text>\n  See 'tripsite new place --help' for more information.\n"),
        (["new", "hotel", "--trip", "Trip to Rome", "--name", "X", "--address", "Y", "--check-in", "2036-09-12", "--check-out", "2036-09-13", "--rating", "nan"],
         "Error: The value 'nan' is invalid for '--rating <n>': expected a decimal number: digits with an optional sign, point and exponent, such as -9.1393 or 2.5\nHelp:  --rating <n>  Its rating: out of 10 for a hotel or an activity, 1 to 5 for a place.\nUsage: tripsite new hotel [<options>] --trip <trip> --name <text> --address <text> --check-in <date> --check-out <date>\n  See 'tripsite new hotel --help' for more information.\n"),
        (["new", "activity", "--trip", "Trip to Rome", "--name", "X", "--day", "1", "--longitude", "12.5"],
         "Error: --latitude: expected with --longitude, found none\n"),
        (["new", "hotel", "--trip", "Trip to Rome", "--name", "X", "--address", "Y", "--check-in", "2036-09-12", "--check-out", "2036-09-13",
          "--check-in-time", "25:00", "--price-per-night", "lots"],
         "Error: --check-in-time: expected a time such as 09:35 or 9:35 PM, found \"25:00\"\n--price-per-night: expected a price like € 10.00, 120 USD or 1,234.50, found \"lots\"\n"),
        (["new", "trip", "--destination", "Rome, Italy", "--start", "2036-09-12", "--end", "2036-09-18", "--timezone", "CET", "--status", "done",
          "--visibility", "secret"],
         "Error: --timezone: expected an IANA time zone name such as Europe/Rome, found \"CET\"\n--status: expected one of planned, ongoing, completed, found \"done\"\n--visibility: expected one of public, unlisted, draft, found \"secret\"\nUsage: tripsite new trip [<options>] --destination <place> --start <date> --end <date>\n  See 'tripsite new trip --help' for more information.\n"),
        (["new", "flight", "--trip", "Trip to Rome", "--airline", "ITA", "--flight-number", "AZ-1", "--from", "LHR", "--to", "FCO",
          "--date", "2036-09-12", "--departure-time", "08:00", "--arrival-time", "11:35", "--stops", "30", "--arrival-timezone", "Rome"],
         "Error: --arrival-timezone: expected an IANA time zone name such as Europe/Rome, found \"Rome\"\n--stops: expected a number from 0 to 20, found 30\n"),
    ])
    func refusedNewOptions(arguments: [String], message: String) throws {
        let folder = try Self.romeFolder()
        let before = try folder.read("trips.json")
        let run = try TripsiteBinary.run(arguments, in: folder.url)
        #expect(run.status == 64)
        #expect(run.stderr == message)
        #expect(try folder.read("trips.json") == before)
    }

    @Test("each new command's help lists every option it has for a field")
    func helpListsEveryField() throws {
        let folder = try ScratchFolder()
        let expected: [String: [String]] = [
            "trip": ["--timezone", "--status", "--visibility", "--image", "--budget", "--travelers", "--country-code", "--vehicle-type",
                     "--vehicle-make", "--vehicle-model", "--vehicle-year", "--vehicle-fuel-type", "--vehicle-nickname", "--vehicle-image"],
            "flight": ["--stops", "--direct", "--travelers", "--departure-timezone", "--arrival-timezone", "--arrival-date", "--departure-terminal",
                       "--departure-gate", "--arrival-terminal", "--arrival-gate", "--boarding-time", "--seat", "--check-in-url"],
            "hotel": ["--check-in-time", "--check-out-time", "--price-per-night", "--stars", "--rooms-left", "--rating", "--review-count",
                      "--image", "--latitude", "--longitude", "--room-type", "--phone"],
            "activity": ["--time <time>", "--order", "--rating", "--review-count", "--image", "--latitude", "--longitude", "--location",
                         "--confirmation"],
            "place": ["--day", "--url", "--open", "--rating", "--review-count", "--image", "--latitude", "--longitude", "--favourite"],
        ]
        // The help's lines are wrapped to the terminal: compare its words.
        func help(_ arguments: [String]) throws -> String {
            try TripsiteBinary.run(arguments + ["--help"], in: folder.url).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        for (command, options) in expected {
            let help = try help(["new", command])
            for option in options { #expect(help.contains(option), "new \(command) --help lacks \(option)") }
            if command != "trip" { #expect(help.contains("its id, its folder name in the site, or its title"), "new \(command)") }
        }
        #expect(try help(["new", "activity"]).contains("USAGE: tripsite new activity [<options>] --trip <trip> --name <text> OPTIONS:"), "--time is optional")
        let export = try help(["export"])
        #expect(export.contains("Confirmation numbers, prices, the budget and the number of travellers are included unless"))
        #expect(export.contains("its id, its folder name in the site, or its title"))
    }

    @Test("export --format all writes the PDF too when a renderer is found")
    func allWithRenderer() throws {
        let folder = try Self.romeFolder()
        // A stand-in for WeasyPrint: writes the PDF file it is given.
        try folder.write("bin/weasyprint", "#!/bin/sh\nprintf '%%PDF-1.7 stand-in' > \"$2\"\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.url.appendingPathComponent("bin/weasyprint").path)
        let run = try TripsiteBinary.run(["export", "trip-rome-2036-09-12", "--format", "all", "--output", "shared"], in: folder.url,
                                         environment: ["PATH": folder.url.appendingPathComponent("bin").path])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        let files = ["html", "md", "ics", "pdf"].map { "shared/trip-rome-2036-09-12.\($0)" }
        #expect(run.stdout == "Exported trip-rome-2036-09-12: \(files.joined(separator: ", "))\n")
        #expect(try folder.read("shared/trip-rome-2036-09-12.pdf") == "%PDF-1.7 stand-in")
    }

    @Test("export --format all says why the PDF is left out when no renderer is found")
    func allWithoutRenderer() throws {
        let folder = try Self.romeFolder()
        let run = try TripsiteBinary.run(["export", "Trip to Rome", "--format", "all", "--output", "shared"], in: folder.url,
                                         environment: ["PATH": "/nonexistent"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "tripsite: the PDF was left out: no PDF renderer was found: install Chromium (apt-get install chromium) or WeasyPrint (pip install weasyprint)\n")
        #expect(run.stdout == "Exported Trip to Rome: shared/trip-rome-2036-09-12.html, shared/trip-rome-2036-09-12.md, shared/trip-rome-2036-09-12.ics\n")
    }
}
