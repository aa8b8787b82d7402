import Foundation
import TripsiteTestSupport
import Testing

/// `tripsite build` and `check` on reservations (schema.org JSON-LD, alone, in a page or in an e-mail) and on
/// TripIt's JSON: what the built pages say.
@Suite("input formats: reservations and TripIt")
struct InputFormatsTests {
    static let examples = Repository.examples

    /// Builds one input file into `site/` of a scratch folder and returns the folder and the only trip's page.
    static func build(_ path: URL, trip: String) throws -> (ScratchFolder, String) {
        let folder = try ScratchFolder()
        let run = try TripsiteBinary.run(["build", path.path, "-o", "site", "-q"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        return (folder, try folder.read("site/trips/\(trip)/index.html"))
    }

    /// Checks kitinerary's flight booking e-mail, changed by `edit`, in a scratch folder as `booking.eml`.
    static func checkBooking(_ edit: (String) -> String = { $0 }) throws -> (ScratchFolder, TripsiteBinary.Run) {
        let folder = try ScratchFolder()
        try folder.copyFixture("formats/kitinerary-flight-booking.eml", as: "booking.eml")
        try folder.write("booking.eml", edit(try folder.read("booking.eml")))
        return (folder, try TripsiteBinary.run(["check", "booking.eml"], in: folder.url))
    }

    @Test("an airline's confirmation e-mail: flight numbers, airports, local times with their zones, dates")
    func flightMail() throws {
        let (folder, page) = try Self.build(Self.examples.appendingPathComponent("reservations/flight.eml"), trip: "trip-to-lisbon-2026-05-14")
        #expect(page.contains("TP1351 · TAP Air Portugal"))
        #expect(page.contains("LHR Thu 14 May 2026 10:05 BST → LIS Thu 14 May 2026 12:35 WEST"))
        // The return flight is five days on: a trip of its own when this e-mail is built alone.
        let home = try folder.read("site/trips/trip-to-london-2026-05-19/index.html")
        #expect(home.contains("OPO Tue 19 May 2026 18:40 WEST → LHR Tue 19 May 2026 21:05 BST"))
    }

    @Test("a hotel's confirmation page: its name, address and dates")
    func hotelPage() throws {
        let (_, page) = try Self.build(Self.examples.appendingPathComponent("reservations/hotel.html"), trip: "trip-to-lisbon-2026-05-14")
        #expect(page.contains("Casa do Miradouro"))
        #expect(page.contains("Rua de São Tomé 12, 1100-564 Lisbon, PT"))
        #expect(page.contains("14 May – 18 May 2026"))
        #expect(page.contains("4 nights"))
    }

    @Test("a JSON-LD train booking: an activity named at a glance, with its arrival, seat and operator")
    func trainJSONLD() throws {
        let (_, page) = try Self.build(Self.examples.appendingPathComponent("reservations/train.jsonld"), trip: "trip-to-porto-2026-05-18")
        #expect(page.contains("Train Alfa Pendular 133 · Lisboa Santa Apolónia → Porto Campanhã"))
        #expect(page.contains("Arrives at Porto Campanhã 2026-05-18 16:27"))
        #expect(page.contains("Coach 5, seat 52"))
        #expect(page.contains("Operated by Comboios de Portugal"))
    }

    @Test("TripIt's JSON: the trip's title, flights in their zones, hotel, and the day of each activity")
    func tripIt() throws {
        let (_, page) = try Self.build(Self.examples.appendingPathComponent("tripit.json"), trip: "tripit-318804221")
        #expect(page.contains("Autumn in Kyoto"))
        #expect(page.contains("ICN Thu 8 Oct 2026 09:30 KST → KIX Thu 8 Oct 2026 11:10 JST"))
        #expect(page.contains("Gion Machiya Inn"))
        #expect(page.contains("Tea ceremony in Gion"))
        #expect(page.contains("Day 4 · Sunday 11 October 2026"))
    }

    @Test("a real confirmation e-mail (kitinerary's test data) builds, and check explains the trip it made")
    func realMail() throws {
        let (folder, check) = try Self.checkBooking()
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stderr.contains(
            "booking.eml:29:1: note: FlightReservation: grouped into \"Trip to New York\" (2027-03-04 to 2027-03-05) on its own: "
                + "no other reservation is within 1 day of it"))
        #expect(check.stderr.contains("0 errors, 0 warnings"))
        let build = try TripsiteBinary.run(["build", "booking.eml", "-o", "site"], in: folder.url)
        #expect(build.status == 0)
        #expect(!build.stderr.contains("note: FlightReservation"))
        let page = try folder.read("site/trips/trip-to-new-york-2027-03-04/index.html")
        #expect(page.contains("UA110 · United"))
        #expect(page.contains("SFO Thu 4 Mar 2027 20:15 PST (Terminal B · gate 11) → JFK Fri 5 Mar 2027 06:30 EST"), "the terminal and gate the e-mail gives")
        #expect(page.contains("boarding 19:15"))
    }

    @Test("an e-mail with a flight and a hotel makes one trip; check --format json gives the notes")
    func groupsOneMail() throws {
        let folder = try ScratchFolder()
        try folder.write("trip.eml", """
            Subject: Your trip to Berlin
            Content-Type: text/html

            <script type="application/ld+json">
            {"@type": "FlightReservation", "reservationNumber": "BX12",
             "reservationFor": {"flightNumber": "LH 2034", "departureAirport": {"iataCode": "MUC"}, "arrivalAirport": {"iataCode": "BER"},
              "departureTime": "2017-09-20T15:05:00+02:00", "arrivalTime": "2017-09-20T16:10:00+02:00"}}
            </script>
            <script type="application/ld+json">
            {"@type": "LodgingReservation", "checkinTime": "2017-09-20T15:00:00+02:00", "checkoutTime": "2017-09-24T11:00:00+02:00",
             "reservationFor": {"name": "Hotel Adlon", "address": {"streetAddress": "Unter den Linden 77", "addressLocality": "Berlin", "addressCountry": "DE"}}}
            </script>
            """)
        let check = try TripsiteBinary.run(["check", "trip.eml", "--format", "json"], in: folder.url)
        #expect(check.status == 0)
        let notes = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [[String: Any]])
        #expect(notes.map { "\($0["severity"]!) \($0["line"]!):\($0["column"]!) \($0["message"]!)" } == [
            "note 5:1 grouped into \"Trip to Berlin\" (2017-09-20 to 2017-09-24) with 1 other reservation within 1 day of each other",
            "note 10:1 grouped into \"Trip to Berlin\" (2017-09-20 to 2017-09-24) with 1 other reservation within 1 day of each other",
        ])
        let github = try TripsiteBinary.run(["check", "trip.eml", "--format", "github", "--strict"], in: folder.url)
        #expect(github.status == 0)
        #expect(github.stdout.hasPrefix(
            "::notice file=trip.eml,line=5,col=1,title=FlightReservation::grouped into \"Trip to Berlin\" (2017-09-20 to 2017-09-24)"))
        let build = try TripsiteBinary.run(["build", "trip.eml", "-o", "site"], in: folder.url)
        #expect(build.stdout.contains("Built 1 trip into site"))
        let page = try folder.read("site/trips/trip-to-berlin-2017-09-20/index.html")
        #expect(page.contains("LH 2034"))
        // In the trip's own zone, the times need no zone's name.
        #expect(page.contains("MUC Wed 20 Sep 2017 15:05 → BER Wed 20 Sep 2017 16:10"))
        #expect(page.contains("Hotel Adlon"))
        #expect(page.contains("Unter den Linden 77, Berlin, DE"))
    }

    @Test("a malformed JSON-LD block in an e-mail is an error at its line and column in the e-mail; the other blocks are read")
    func malformedBlock() throws {
        let (_, check) = try Self.checkBooking {
            $0.replacingOccurrences(of: "<script type=\"application/ld+json\">", with: """
                <script type="application/ld+json">{"@type": "LodgingReservation" "checkinDate": "2027-03-05"}</script>
                <script type="application/ld+json">
                """)
        }
        #expect(check.status == 1)
        #expect(check.stderr.contains(
            "booking.eml:28:67: error: [\"@type\"]: in a JSON-LD block: missing ',' between object members: expected ',' or '}' after an object member, found '\"'"),
            "\(check.stderr)")
        #expect(check.stderr.contains("booking.eml:30:1: note: FlightReservation: grouped into \"Trip to New York\""), "\(check.stderr)")
    }
}
