import Foundation
import TripsiteTestSupport
import Testing

/// The project's example and, when it is present beside the checkout, the real seed export build into correct sites.
@Suite("real data")
struct SeedAndExampleTests {
    static let seedTrips = SeedData.trips.path
    static let seedCountries = SeedData.countries.path

    @Test("Examples/trips.json builds without errors")
    func example() throws {
        let folder = try ScratchFolder()
        let trips = Repository.file("Examples/trips.json").path
        // Built as of the example's newest update (2026-03-02): its trips' statuses hold as of then, and a trip
        // without a stamp would otherwise date the site by the file's modification time.
        let run = try TripsiteBinary.run(["build", trips, "--output", "site"], in: folder.url, environment: ["SOURCE_DATE_EPOCH": "1772452800"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(!run.stderr.contains("error:"))
        #expect(!run.stderr.contains("warning:"), "the example's itineraries are consistent: \(run.stderr)")
        #expect(folder.exists("site/index.html"))
    }

    @Test("the seed export's activity before the plane lands is reported, with its place in the file", .enabled(if: SeedData.isPresent))
    func seedItineraryWarnings() throws {
        let folder = try ScratchFolder()
        let run = try TripsiteBinary.run(["check", Self.seedTrips, "--countries", Self.seedCountries, "--format", "json"], in: folder.url)
        #expect(run.status == 0, "warnings only: \(run.stderr)")
        let problems = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        let early = try #require(problems.first { ($0["path"] as? String) == "trips[0].activities[0]" && ($0["message"] as? String)?.contains("before the traveller arrives") == true })
        #expect(early["severity"] as? String == "warning")
        #expect(early["line"] as? Int != nil && early["column"] as? Int != nil)
        #expect((early["message"] as? String)?.contains("at 10:00 on 2024-03-16") == true)
        #expect((early["message"] as? String)?.contains("lands at 19:45 on 2024-03-16 (trips[0].flights[0])") == true)
    }

    @Test("the seed's New York–Dubai trip: no hotel on the night of the flight out, and the night of the flight home warned as unused", .enabled(if: SeedData.isPresent))
    func seedNights() throws {
        let folder = try ScratchFolder()
        let run = try TripsiteBinary.run(["build", Self.seedTrips, "--countries", Self.seedCountries, "--output", "site"], in: folder.url)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let markdown = try folder.read("site/trips/trip-001/trip-001.md")
        let firstDay = try #require(markdown.components(separatedBy: "\n### ").first { $0.contains("15 March 2024") })
        #expect(!firstDay.contains("Tonight: Burj Al Arab"), "\(firstDay)")
        #expect(firstDay.contains("**In the air:** AA-829 · American Airlines"), "\(firstDay)")
        #expect(run.stderr.contains(
            "warning: trips[0].hotels[0]: the night of 2024-03-21 at Burj Al Arab Jumeirah is booked but not used: flight EK-202 · Emirates takes off at 14:20 on 2024-03-21 (trips[0].flights[1]), before that night ends; check the hotel's check_out_date or the flight's departure"),
            "\(run.stderr)")
    }

    @Test("the seed export builds into a correct site", .enabled(if: SeedData.isPresent))
    func seed() throws {
        let folder = try ScratchFolder()
        let trips = Self.seedTrips
        let run = try TripsiteBinary.run(["build", trips, "--countries", Self.seedCountries, "--output", "site"], in: folder.url)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.contains("Built 5 trips"))

        let seed = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: trips))) as! [[String: Any]]
        let flags = ["trip-001": "🇦🇪", "trip-002": "🇫🇷", "trip-003": "🇯🇵", "trip-004": "🇮🇩", "trip-005": "🇺🇸"]
        for trip in seed {
            let id = trip["id"] as! String
            let markdown = try folder.read("site/trips/\(id)/\(id).md")
            let page = try folder.read("site/trips/\(id)/index.html")
            #expect(markdown.contains(flags[id]!), "flag of \(id)")
            for flight in trip["flights"] as! [[String: Any]] {
                #expect(markdown.contains(flight["flight_number"] as! String))
            }
            for hotel in trip["hotels"] as! [[String: Any]] {
                #expect(markdown.contains(hotel["name"] as! String))
            }
            // Every activity appears, under its day, and the days are in order.
            var lastDay = 0
            var lastPosition = markdown.startIndex
            for activity in (trip["activities"] as! [[String: Any]]).sorted(by: { ($0["day_number"] as! Int) < ($1["day_number"] as! Int) }) {
                let day = activity["day_number"] as! Int
                let name = activity["name"] as! String
                let heading = try #require(markdown.range(of: "### Day \(day) · "), "Day \(day) of \(id)")
                let item = try #require(markdown.range(of: name, range: heading.upperBound..<markdown.endIndex), "\(name) in \(id)")
                #expect(day >= lastDay && heading.lowerBound >= lastPosition)
                lastDay = day
                lastPosition = heading.lowerBound
                _ = item
            }
            #expect(page.contains("<h1"))
        }
        let index = try folder.read("site/index.html")
        #expect(index.contains("Dubai, UAE") && index.contains("New York, USA"))
    }
}
