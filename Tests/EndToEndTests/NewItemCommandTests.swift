import Foundation
import Testing

/// End-to-end tests of `tripsite new flight`, `hotel`, `activity` and `place`: checked like the apps' forms, added
/// to the named trip with every other byte of the file kept, and read by a build without a problem.
@Suite("tripsite new flight, hotel, activity, place")
struct NewItemCommandTests {
    /// Two trips, the second with no arrays at all, and two more sharing a title.
    static let trips = """
        [
          {
            "id": "trip-porto-2026",
            "title": "Porto in spring",
            "destination": "Porto, Portugal",
            "start_date": "2026-04-10",
            "end_date": "2026-04-14",
            "currency": "EUR",
            "timezone": "Europe/Lisbon",
            "updated_at": "2026-03-01T10:00:00Z",
            "flights": [],
            "hotels": [],
            "activities": [
              {
                "id": "activity-1",
                "name": "Livraria Lello",
                "day_number": 2,
                "scheduled_time": "11:00"
              }
            ]
          },
          {
            "id": "trip-rome-2026",
            "title": "Rome",
            "destination": "Rome, Italy",
            "start_date": "2026-05-01",
            "end_date": "2026-05-03",
            "timezone": "Europe/Rome",
            "updated_at": "2026-03-01T10:00:00Z",
            "places": null
          },
          {"id": "trip-a", "title": "Weekend", "destination": "Lyon, France", "start_date": "2026-06-01", "end_date": "2026-06-02", "timezone": "Europe/Paris", "updated_at": "2026-03-01T10:00:00Z"},
          {"id": "trip-b", "title": "Weekend", "destination": "Nice, France", "start_date": "2026-07-01", "end_date": "2026-07-02", "timezone": "Europe/Paris", "updated_at": "2026-03-01T10:00:00Z"}
        ]

        """

    static let flight = ["new", "flight", "--trip", "trip-porto-2026", "--airline", "TAP Air Portugal", "--flight-number", "TP-1951",
                         "--from", "LIS", "--to", "opo", "--date", "10 Apr", "--departure-time", "7:10 AM", "--arrival-time", "08:05",
                         "--duration", "55m", "--confirmation", "TP7QX2", "--price", "89"]
    static let hotel = ["new", "hotel", "--trip", "Porto in spring", "--name", "Casa da Ribeira", "--address", "Cais da Ribeira 12, Porto",
                        "--check-in", "2026-04-10", "--check-out", "2026-04-14", "--nights", "4", "--price", "€ 560.00"]
    static let activity = ["new", "activity", "--trip", "porto IN spring", "--title", "Port tasting", "--day", "3", "--time", "5 pm",
                           "--duration", "1h 30m", "--location", "Vila Nova de Gaia", "--cost", "35"]
    static let place = ["new", "place", "--trip", "trip-rome-2026", "--name", "Trevi Fountain", "--category", "Sight", "--favourite",
                        "--notes", "Go **early**."]

    /// What `after` holds that `before` does not, when `after` is `before` with one run of bytes put in; else `nil`.
    static func insertion(_ before: Data, _ after: Data) -> String? {
        let (old, new) = (Array(before), Array(after))
        guard new.count >= old.count else { return nil }
        var prefix = 0
        while prefix < old.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        guard prefix + suffix == old.count else { return nil }
        return String(decoding: new[prefix..<(new.count - suffix)], as: UTF8.self)
    }

    /// The trips file's bytes.
    static func bytes(_ folder: ScratchFolder, _ name: String = "trips.json") throws -> Data {
        try Data(contentsOf: folder.url.appendingPathComponent(name))
    }

    @Test("each item is added to its trip, every other byte kept, and the file checks and builds without a warning")
    func addsEachItem() throws {
        let folder = try ScratchFolder()
        try folder.write("trips.json", Self.trips)
        let expected: [([String], String, String)] = [
            (Self.flight, "Added flight flight-tp-1951 to trip-porto-2026 in trips.json\n", """
                
                      {
                        "id": "flight-tp-1951",
                        "airline": "TAP Air Portugal",
                        "flight_number": "TP-1951",
                        "departure_airport": "LIS",
                        "arrival_airport": "OPO",
                        "departure_date": "2026-04-10",
                        "departure_time": "07:10",
                        "arrival_time": "08:05",
                        "duration": "55m",
                        "price": 89,
                        "confirmation": "TP7QX2"
                      }
                    
                """),
            (Self.hotel, "Added hotel hotel-casa-da-ribeira to trip-porto-2026 in trips.json\n", """
                
                      {
                        "id": "hotel-casa-da-ribeira",
                        "name": "Casa da Ribeira",
                        "address": "Cais da Ribeira 12, Porto",
                        "check_in_date": "2026-04-10",
                        "check_out_date": "2026-04-14",
                        "nights": 4,
                        "price": "€ 560.00"
                      }
                    
                """),
            (Self.activity, "Added activity activity-port-tasting to trip-porto-2026 in trips.json\n", """
                ,
                      {
                        "id": "activity-port-tasting",
                        "name": "Port tasting",
                        "day_number": 3,
                        "scheduled_date": "2026-04-12",
                        "scheduled_time": "17:00",
                        "duration": "1h 30m",
                        "location": "Vila Nova de Gaia",
                        "price": 35
                      }
                """),
            (Self.place, "Added place place-trevi-fountain to trip-rome-2026 in trips.json\n", """
                [
                      {
                        "id": "place-trevi-fountain",
                        "name": "Trevi Fountain",
                        "category": "Sight",
                        "notes": "Go **early**.",
                        "favorite": true
                      }
                    ]
                """),
        ]
        for (arguments, message, inserted) in expected {
            let before = try Self.bytes(folder)
            let run = try TripsiteBinary.run(arguments, in: folder.url)
            #expect(run.status == 0, "\(arguments[1]): \(run.stderr)")
            #expect(run.stdout == message)
            #expect(run.stderr == "", "no warning about the new \(arguments[1])")
            let after = try Self.bytes(folder)
            if arguments[1] == "place" {
                // `"places": null` is replaced by the array; nothing else changes.
                let text = try folder.read("trips.json")
                #expect(text == String(decoding: before, as: UTF8.self).replacingOccurrences(of: "\"places\": null", with: "\"places\": " + inserted))
            } else {
                #expect(Self.insertion(before, after) == inserted, "\(arguments[1])")
            }
            let check = try TripsiteBinary.run(["check", "trips.json", "--strict"], in: folder.url)
            #expect(check.status == 0, "after new \(arguments[1]): \(check.stderr)")
            #expect(check.stderr.hasSuffix("0 errors, 0 warnings\n"), "after new \(arguments[1]): \(check.stderr)")
        }
        let build = try TripsiteBinary.run(["build", "trips.json", "-q"], in: folder.url)
        #expect(build.status == 0)
        #expect(build.stderr == "", "\(build.stderr)")
        #expect(try folder.read("_site/trips/trip-rome-2026/index.html").contains("Trevi Fountain"))
    }

    @Test("a trip without the array gets one, after its last member; a second item gets a fresh id")
    func makesTheArray() throws {
        let folder = try ScratchFolder()
        try folder.write("trips.json", Self.trips)
        let before = try Self.bytes(folder)
        let run = try TripsiteBinary.run(["new", "activity", "--trip", "trip-a", "--name", "Vieux Lyon", "--date", "2026-06-02", "--time", "10:00"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Self.insertion(before, try Self.bytes(folder)) == """
            ,
              "activities": [
                {
                  "id": "activity-vieux-lyon",
                  "name": "Vieux Lyon",
                  "day_number": 2,
                  "scheduled_date": "2026-06-02",
                  "scheduled_time": "10:00"
                }
              ]
            """)
        let again = try TripsiteBinary.run(["new", "activity", "--trip", "trip-a", "--name", "Vieux Lyon", "--day", "1", "--time", "10:00"], in: folder.url)
        #expect(again.stdout == "Added activity activity-vieux-lyon-2 to trip-a in trips.json\n")
        #expect(try TripsiteBinary.run(["check", "trips.json", "--strict"], in: folder.url).status == 0)
    }

    @Test("a CRLF file stays CRLF, every other byte kept")
    func crlf() throws {
        let folder = try ScratchFolder()
        try folder.write("trips.json", Self.trips.replacingOccurrences(of: "\n", with: "\r\n"))
        let before = try Self.bytes(folder)
        let run = try TripsiteBinary.run(Self.hotel, in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        let inserted = try #require(Self.insertion(before, try Self.bytes(folder)))
        #expect(inserted.hasPrefix("\r\n      {\r\n        \"id\": \"hotel-casa-da-ribeira\",\r\n"), "\(inserted.debugDescription)")
        #expect(!inserted.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        #expect(try TripsiteBinary.run(["check", "trips.json", "--strict"], in: folder.url).status == 0)
    }

    @Test("refused values: the exact messages, exit 64, the file's bytes untouched", arguments: [
        (NewItemCommandTests.flight.map { $0 == "LIS" ? "XQZ" : $0 },
         "Error: --from: no airport \"XQZ\" in the airport table; expected the IATA code (LIS) or ICAO code (LPPT) of an airport with scheduled flights\n"),
        (NewItemCommandTests.flight.map { $0 == "opo" ? "LPPT" : $0 == "LIS" ? "lis" : $0 },
         "Error: --to: expected another airport than --from, found \"LPPT\", Lisbon Portela again\n"),
        (NewItemCommandTests.flight.map { $0 == "10 Apr" ? "2026-04-20" : $0 == "7:10 AM" ? "7:70" : $0 },
         "Error: --departure-time: expected a time such as 09:35 or 9:35 PM, found \"7:70\"\n--date: expected a date from 2026-04-10 to 2026-04-14 (the trip's dates), found 2026-04-20\n"),
        (NewItemCommandTests.hotel.map { $0 == "2026-04-10" ? "2026-04-13" : $0 == "2026-04-14" ? "2026-04-11" : $0 },
         "Error: --check-out: expected a date after the check-in date 2026-04-13, found 2026-04-11\n"),
        (NewItemCommandTests.hotel.map { $0 == "2026-04-14" ? "2026-04-15" : $0 },
         "Error: --check-out: expected a date from 2026-04-10 to 2026-04-14 (the trip's dates), found 2026-04-15\n"),
        (NewItemCommandTests.hotel.map { $0 == "4" ? "3" : $0 },
         "Error: --nights: expected 4, the nights from 2026-04-10 to 2026-04-14, found 3\n"),
        (NewItemCommandTests.activity.map { $0 == "3" ? "6" : $0 },
         "Error: --day: expected a day from 1 to 5 (the trip's days, 2026-04-10 to 2026-04-14), found 6\n"),
        (["new", "activity", "--trip", "trip-porto-2026", "--name", "X", "--day", "2", "--date", "2026-04-12", "--time", "10:00"],
         "Error: --date: expected 2026-04-11, the date of day 2, found 2026-04-12\n"),
        (["new", "activity", "--trip", "trip-porto-2026", "--name", "X", "--time", "10:00"],
         "Error: --day or --date: expected the activity's day of the trip, found neither\n"),
        (NewItemCommandTests.place.map { $0 == "trip-rome-2026" ? "trip-rome-2025" : $0 },
         "Error: --trip: no trip \"trip-rome-2025\" in trips.json; did you mean \"trip-rome-2026\"? Give a trip's id, folder name or title: trip-porto-2026 (\"Porto in spring\", 2026-04-10 to 2026-04-14), trip-rome-2026 (\"Rome\", 2026-05-01 to 2026-05-03), trip-a (\"Weekend\", 2026-06-01 to 2026-06-02), trip-b (\"Weekend\", 2026-07-01 to 2026-07-02)\n"),
        (NewItemCommandTests.place.map { $0 == "trip-rome-2026" ? "Atlantis" : $0 },
         "Error: --trip: no trip \"Atlantis\" in trips.json; give a trip's id, folder name or title: trip-porto-2026 (\"Porto in spring\", 2026-04-10 to 2026-04-14), trip-rome-2026 (\"Rome\", 2026-05-01 to 2026-05-03), trip-a (\"Weekend\", 2026-06-01 to 2026-06-02), trip-b (\"Weekend\", 2026-07-01 to 2026-07-02)\n"),
        (NewItemCommandTests.place.map { $0 == "trip-rome-2026" ? "weekend" : $0 },
         "Error: --trip: \"weekend\" is the title of 2 trips in trips.json: trip-a (\"Weekend\", 2026-06-01 to 2026-06-02), trip-b (\"Weekend\", 2026-07-01 to 2026-07-02); give the trip's id\n"),
        (NewItemCommandTests.place.map { $0 == "Trevi Fountain" ? "Trevi\u{202E}Fountain" : $0 },
         "Error: --name contains U+202E, a bidirectional override or isolate\n"),
    ])
    func refused(arguments: [String], message: String) throws {
        let folder = try ScratchFolder()
        try folder.write("trips.json", Self.trips)
        let before = try Self.bytes(folder)
        for extra in [[], ["--dry-run"]] {
            let run = try TripsiteBinary.run(arguments + extra, in: folder.url)
            #expect(run.status == 64)
            #expect(run.stderr == message)
            #expect(run.stdout == "")
            #expect(try Self.bytes(folder) == before)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["trips.json"], "no lock or temporary file is left")
    }

    @Test("--dry-run prints the item without the file's indentation and writes nothing")
    func dryRun() throws {
        let folder = try ScratchFolder()
        try folder.write("trips.json", Self.trips)
        let before = try Self.bytes(folder)
        let run = try TripsiteBinary.run(Self.place + ["--dry-run"], in: folder.url)
        #expect(run.status == 0)
        #expect(run.stdout == """
            {
              "id": "place-trevi-fountain",
              "name": "Trevi Fountain",
              "category": "Sight",
              "notes": "Go **early**.",
              "favorite": true
            }

            """)
        #expect(try Self.bytes(folder) == before)
    }

    @Test("a warning a build would give about the new item is printed; the item is added")
    func warnsLikeABuild() throws {
        let folder = try ScratchFolder()
        try folder.write("trips.json", Self.trips)
        #expect(try TripsiteBinary.run(Self.hotel, in: folder.url).status == 0)
        let second = try TripsiteBinary.run(Self.hotel.map { $0 == "Casa da Ribeira" ? "Hotel Infante" : $0 }, in: folder.url)
        #expect(second.status == 0)
        #expect(second.stdout == "Added hotel hotel-infante to trip-porto-2026 in trips.json\n")
        #expect(second.stderr.contains("warning: trips[0].hotels[1]: the stay at Hotel Infante (2026-04-10 to 2026-04-14) overlaps the stay at Casa da Ribeira"), "\(second.stderr)")
    }

    @Test("new trip warns when a trip of the same title and dates is already there, and adds it")
    func duplicateTrip() throws {
        let folder = try ScratchFolder()
        try folder.write("trips.json", "[]\n")
        let paris = NewTripCommandTests.paris
        #expect(try TripsiteBinary.run(paris, in: folder.url).stderr == "")
        let again = try TripsiteBinary.run(paris, in: folder.url)
        #expect(again.status == 0)
        #expect(again.stdout == "Added trip-paris-2026-04-10-2 to trips.json\n")
        #expect(again.stderr == "trips.json:2:3: warning: trips[0]: a trip titled \"Trip to Paris\" from 2026-04-10 to 2026-04-17 is already here (trip-paris-2026-04-10); trip-paris-2026-04-10-2 is added beside it\n")
    }
}
