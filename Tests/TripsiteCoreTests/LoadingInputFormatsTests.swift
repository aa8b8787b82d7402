import Foundation
import Testing
import TripsiteTestSupport
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsiteRendering
@testable import TripsiteResources

/// Reading the standard formats: schema.org reservations (alone, in pages, in e-mails), TripIt's JSON, and how
/// loose reservations are grouped into trips.
@Suite("Loading: reservation and TripIt formats")
struct LoadingInputFormatsTests {
    static func file(_ path: String, as name: String? = nil) throws -> InputFile {
        InputFile(name: name ?? URL(fileURLWithPath: path).lastPathComponent, bytes: Array(try Data(contentsOf: Repository.file(path))))
    }

    static func decode(_ files: [InputFile]) -> (trips: [Trip], log: DiagnosticLog) {
        InputFiles.decode(files, localFile: { _ in .missing }, airports: EmbeddedResources.airports)
    }

    static func decode(_ name: String, _ text: String) -> (trips: [Trip], log: DiagnosticLog) {
        decode([InputFile(name: name, bytes: Array(text.utf8))])
    }

    // MARK: - Grouping

    @Test("the three confirmations of one journey, from three files, make one trip named after its hotel's town, each with its note")
    func groupsAJourney() throws {
        let decoded = Self.decode(try ["flight.eml", "hotel.html", "train.jsonld"].map { try Self.file("Examples/reservations/" + $0) })
        #expect(decoded.log.diagnostics.filter { $0.severity != .note }.map(\.formatted) == [])
        try #require(decoded.trips.count == 1)
        let trip = decoded.trips[0]
        #expect(trip.title == "Trip to Lisbon")
        #expect(trip.countryCode == "PT")
        #expect(trip.startDate.iso == "2026-05-14" && trip.endDate.iso == "2026-05-19")
        #expect(trip.flights.map(\.name) == ["TP1351 · TAP Air Portugal", "TP1336 · TAP Air Portugal"])
        #expect(trip.hotels.map(\.name) == ["Casa do Miradouro"])
        #expect(trip.activities.map(\.name) == ["Train Alfa Pendular 133 · Lisboa Santa Apolónia → Porto Campanhã"])
        #expect(trip.activities.map(\.dayNumber) == [5])
        let rule = "within 1 day of each other"
        // In the order of the trip's reservations.
        #expect(decoded.log.diagnostics.map(\.formatted) == [
            "flight.eml:24:3: note: FlightReservation: grouped into \"Trip to Lisbon\" (2026-05-14 to 2026-05-19) with 3 other reservations \(rule)",
            "hotel.html:7:1: note: LodgingReservation: grouped into \"Trip to Lisbon\" (2026-05-14 to 2026-05-19) with 3 other reservations \(rule)",
            "train.jsonld:4:5: note: TrainReservation: grouped into \"Trip to Lisbon\" (2026-05-14 to 2026-05-19) with 3 other reservations \(rule)",
            "flight.eml:42:3: note: FlightReservation: grouped into \"Trip to Lisbon\" (2026-05-14 to 2026-05-19) with 3 other reservations \(rule)",
        ])
    }

    @Test("reservations more than a day apart make two trips; one three days on in a town the trip visits joins it")
    func groupsByTimeAndPlace() {
        func hotel(_ name: String, _ town: String, _ checkIn: String, _ checkOut: String) -> String {
            """
            {"@context": "https://schema.org", "@type": "LodgingReservation", "checkinDate": "\(checkIn)", "checkoutDate": "\(checkOut)",
             "reservationFor": {"@type": "Hotel", "name": "\(name)", "address": {"addressLocality": "\(town)", "addressCountry": "FR"}}}
            """
        }
        let decoded = Self.decode("stays.json", "[" + [
            hotel("A", "Paris", "2026-01-01", "2026-01-03"), hotel("B", "Paris", "2026-01-06", "2026-01-07"),
            hotel("C", "Lyon", "2026-01-20", "2026-01-21"),
        ].joined(separator: ",") + "]")
        #expect(decoded.trips.map(\.title) == ["Trip to Paris", "Trip to Lyon"])
        #expect(decoded.trips.map { $0.hotels.count } == [2, 1])
        #expect(decoded.log.diagnostics.map(\.message) == [
            "grouped into \"Trip to Paris\" (2026-01-01 to 2026-01-07) with 1 other reservation within 1 day of each other, or 3 days in the same town",
            "grouped into \"Trip to Paris\" (2026-01-01 to 2026-01-07) with 1 other reservation within 1 day of each other, or 3 days in the same town",
            "grouped into \"Trip to Lyon\" (2026-01-20 to 2026-01-21) on its own: no other reservation is within 1 day of it",
        ])
    }

    @Test("a grouped trip's digest comes from its reservations' blocks: it changes with any of them, and only then")
    func groupedDigest() throws {
        let files = try ["flight.eml", "hotel.html"].map { try Self.file("Examples/reservations/" + $0) }
        let first = try #require(Self.decode(files).trips.first?.sourceDigest)
        #expect(Self.decode(files).trips.first?.sourceDigest == first)
        var changed = files
        changed[1].bytes = Array(String(decoding: files[1].bytes, as: UTF8.self).replacingOccurrences(of: "11:00:00", with: "10:00:00").utf8)
        #expect(Self.decode(changed).trips.first?.sourceDigest != first)
        // Text outside the JSON-LD blocks is not what the trip is made of.
        changed[1].bytes = files[1].bytes + Array("<!-- saved -->".utf8)
        #expect(Self.decode(changed).trips.first?.sourceDigest == first)
    }

    // MARK: - schema.org

    @Test("a flight's times keep their zone: the airport's when its offset matches, else Etc/GMT±N")
    func flightZones() throws {
        let decoded = Self.decode("flight.json", """
            {"@context": "http://schema.org", "@type": "FlightReservation", "reservationNumber": "RXJ34P",
             "reservationFor": {"@type": "Flight", "flightNumber": "110", "airline": {"name": "United", "iataCode": "UA"},
              "departureAirport": {"iataCode": "SFO"}, "departureTime": "2027-03-04T20:15:00-08:00",
              "arrivalAirport": {"iataCode": "JFK"}, "arrivalTime": "2027-03-05T06:30:00+03:00"}}
            """)
        let flight = try #require(decoded.trips.first?.flights.first)
        #expect(flight.flightNumber == "UA110" && flight.airline == "United" && flight.confirmation == "RXJ34P")
        #expect(flight.departureAirport == "SFO" && flight.arrivalAirport == "JFK")
        #expect(flight.departureDate?.iso == "2027-03-04" && flight.departureTime?.text == "20:15")
        #expect(flight.arrivalDate?.iso == "2027-03-05" && flight.arrivalTime?.text == "06:30")
        #expect(flight.departureTimeZone == "America/Los_Angeles")
        #expect(flight.arrivalTimeZone == "Etc/GMT-3")
    }

    @Test("a hotel's check-in and check-out times, address, place and confirmation, from a real confirmation page")
    func lodging() throws {
        let decoded = Self.decode([try Self.file("Tests/Fixtures/formats/kitinerary-hotel-json-ld.html")])
        let hotel = try #require(decoded.trips.first?.hotels.first)
        #expect(hotel.name == "Parser & Breaking Hotels")
        #expect(hotel.address == "10 Downing Street, 123 ABC London, LONDON, GB")
        #expect(hotel.checkInDate?.iso == "2017-06-15" && hotel.checkInTime?.text == "14:00")
        #expect(hotel.checkOutDate?.iso == "2017-06-18" && hotel.checkOutTime?.text == "11:00")
        #expect(hotel.confirmation == "KDEKDEKDE")
        #expect(decoded.trips.first?.title == "Trip to London")
    }

    @Test("a rental car is a pick-up and a return activity and the trip's vehicle; a restaurant and an event are activities where they are")
    func carRestaurantAndEvent() throws {
        let decoded = Self.decode("bookings.json", """
            [{"@type": "RentalCarReservation", "pickupTime": "2026-07-01T09:00:00", "dropoffTime": "2026-07-03T18:00:00",
              "pickupLocation": {"name": "Sixt Reykjavik", "address": "Keflavík Airport"},
              "reservationFor": {"@type": "Car", "name": "Dacia Duster", "brand": {"name": "Dacia"}, "model": "Duster",
               "rentalCompany": {"name": "Sixt"}}},
             {"@type": "FoodEstablishmentReservation", "startTime": "2026-07-01T19:30:00", "partySize": 2,
              "reservationFor": {"@type": "Restaurant", "name": "Matur og Drykkur", "address": "Grandagarður 2, Reykjavík",
               "geo": {"latitude": 64.1545, "longitude": -21.9505}}},
             {"@type": "EventReservation",
              "reservationFor": {"@type": "Event", "name": "Harpa concert", "startDate": "2026-07-02T20:00:00",
               "location": {"@type": "Place", "name": "Harpa", "address": "Austurbakki 2, Reykjavík"}}}]
            """)
        let trip = try #require(decoded.trips.first)
        #expect(trip.activities.map(\.name) == [
            "Pick up rental car · Dacia Duster · Sixt", "Matur og Drykkur", "Harpa concert", "Return rental car · Dacia Duster · Sixt",
        ])
        #expect(trip.activities.map(\.dayNumber) == [1, 1, 2, 3])
        #expect(trip.activities[0].location == "Sixt Reykjavik, Keflavík Airport")
        #expect(trip.activities[1].coordinates == GeoPoint(latitude: 64.1545, longitude: -21.9505))
        #expect(trip.activities[1].description == "Table for 2")
        #expect(trip.activities[2].location == "Harpa, Austurbakki 2, Reykjavík")
        #expect(trip.vehicle?.description == "Dacia Duster")
    }

    @Test("an unknown @type is no error; a file with no reservation at all says so")
    func unknownType() {
        let decoded = Self.decode("page.html", """
            <script type="application/ld+json">{"@context": "https://schema.org", "@type": "Restaurant", "name": "Trattoria"}</script>
            """)
        #expect(decoded.trips.isEmpty)
        #expect(decoded.log.diagnostics.map(\.formatted) == [
            "page.html: warning: found no reservation of a type tripsite reads (BoatReservation, BusReservation, EventReservation, "
                + "FlightReservation, FoodEstablishmentReservation, LodgingReservation, RentalCarReservation, TrainReservation) in its JSON-LD",
        ])
        #expect(Self.decode("page.html", "<p>No data</p>").log.diagnostics.map(\.formatted) == [
            "page.html: error: found no schema.org reservations: expected JSON-LD, such as a <script type=\"application/ld+json\"> block in a page or an e-mail",
        ])
    }

    @Test("a reservation without its time is an error at the reservation, naming the field")
    func missingTime() {
        let decoded = Self.decode("train.json", """
            {"@type": "TrainReservation",
             "reservationFor": {"@type": "TrainTrip", "trainNumber": "ICE 1234", "departureTime": "soon"}}
            """)
        #expect(decoded.trips.isEmpty)
        #expect(decoded.log.diagnostics.map(\.formatted) == [
            "train.json:2:87: error: reservationFor.departureTime: expected a date or a date and time such as 2017-09-20 or 2017-09-20T15:05:00+03:00, found \"soon\"",
        ])
    }

    // MARK: - Pages and e-mails

    @Test("a malformed block of an e-mail is an error at its line and column in the e-mail, and the other blocks are still read")
    func malformedBlockInMail() {
        let mail = """
            From: Hotel <stay@hotel.example>
            Subject: Your stay
            MIME-Version: 1.0
            Content-Type: multipart/alternative; boundary="b1"

            --b1
            Content-Type: text/html; charset=utf-8
            Content-Transfer-Encoding: quoted-printable

            <script type=3D"application/ld+json">{"@type": "LodgingReservation",, }</script>
            <script type=3D"application/ld+json">{"@type": "LodgingReservation", "checkinDate": "2026-03-0=
            1", "reservationFor": {"name": "Hotel Caf=C3=A9"}}</script>
            --b1--
            """
        let decoded = Self.decode("stay.eml", mail)
        #expect(decoded.log.errors.map(\.formatted) == [
            "stay.eml:10:69: error: in a JSON-LD block: expected a string key after ',', found ','",
        ])
        #expect(decoded.trips.map { $0.hotels.map(\.name) } == [["Hotel Café"]])
        #expect(decoded.trips.first?.startDate.iso == "2026-03-01")
    }

    @Test("base64 parts are decoded, and what is read in them is placed where their text starts")
    func base64Part() throws {
        let json = #"{"@type": "EventReservation", "reservationFor": {"name": "Opera", "startDate": "2026-04-02"}}"#
        let html = "<script type=\"application/ld+json\">" + json + "</script>"
        let encoded = Data(html.utf8).base64EncodedString(options: [.lineLength64Characters, .endLineWithLineFeed])
        let mail = "Content-Type: text/html\nContent-Transfer-Encoding: base64\n\n" + encoded + "\n"
        let decoded = Self.decode("opera.eml", mail)
        #expect(decoded.trips.map { $0.activities.map(\.name) } == [["Opera"]])
        #expect(decoded.log.diagnostics.first?.position?.line == 4)
    }

    @Test("nested multipart parts are looked into: an application/ld+json attachment is read whole, plain text is not")
    func nestedParts() {
        let mail = """
            Content-Type: multipart/mixed; boundary="outer"

            --outer
            Content-Type: multipart/alternative;
             boundary=inner

            --inner
            Content-Type: text/plain

            <script type="application/ld+json">{"@type": "EventReservation"}</script>
            --inner--
            --outer
            Content-Type: application/ld+json

            {"@type": "EventReservation", "reservationFor": {"name": "Fado night", "startDate": "2026-05-16T21:00:00"}}
            --outer--
            """
        let blocks = MailMessage.jsonLD(in: EmbeddedBlock(file: Array(mail.utf8)))
        #expect(blocks.map { String(decoding: $0.bytes, as: UTF8.self) } == [
            #"{"@type": "EventReservation", "reservationFor": {"name": "Fado night", "startDate": "2026-05-16T21:00:00"}}"#,
        ])
        let decoded = Self.decode("fado.eml", mail)
        #expect(decoded.trips.map { $0.activities.map(\.name) } == [["Fado night"]])
        #expect(decoded.trips.first?.activities.first?.scheduledTime?.text == "21:00")
    }

    @Test("only application/ld+json scripts of a page are read, and each keeps its place in the page")
    func htmlScripts() {
        let page = Array("<html><SCRIPT>var x = 1</SCRIPT>\n<script type='application/ld+json'>[1]</script><script type=\"application/LD+JSON\">{}</script>".utf8)
        let blocks = HTMLScriptBlocks.jsonLD(in: EmbeddedBlock(file: page))
        #expect(blocks.map { String(decoding: $0.bytes, as: UTF8.self) } == ["[1]", "{}"])
        let map = SourceMap(lines: SourceMap.FileLines(page), fileOffsets: blocks[0].fileOffsets)
        #expect(map.position(of: 1) == SourcePosition(line: 2, column: 37))
    }

    @Test("a block far into a page of more than 65,536 lines keeps its line and column, a byte order mark counted as one")
    func htmlScriptFarIntoALongPage() {
        let lines = (0..<70_000).map { "<p>Café \($0)</p>\n" }.joined()
        let page = [0xEF, 0xBB, 0xBF] + Array(("<html>" + lines + "<p>東京</p><script type='application/ld+json'>\n  [1, 2]</script>").utf8)
        let blocks = HTMLScriptBlocks.jsonLD(in: EmbeddedBlock(file: page))
        #expect(blocks.count == 1)
        let map = SourceMap(lines: SourceMap.FileLines(page), fileOffsets: blocks[0].fileOffsets)
        // "[" and "2", on the page's last line, and the end of the block.
        let bracket = page.lastIndex(of: UInt8(ascii: "["))!
        #expect(map.position(of: 3) == SourcePosition(line: 70_002, column: 3))
        #expect(map.position(of: 3) == SourcePosition(ofByte: bracket, in: page))
        #expect(map.position(of: 7) == SourcePosition(line: 70_002, column: 7))
        #expect(map.position(of: 0) == SourcePosition(ofByte: blocks[0].fileOffsets[0], in: page))
        #expect(map.position(of: 100) == SourcePosition(ofByte: blocks[0].fileOffsets.last! + 1, in: page))
        // The page's first "<" comes after the byte order mark, in column 2.
        #expect(SourceMap(lines: map.lines, fileOffsets: [3]).position(of: 0) == SourcePosition(line: 1, column: 2))
    }

    @Test("quoted-printable: =XX is a byte, = at a line's end joins it to the next")
    func quotedPrintable() {
        let decoded = TransferEncoding.quotedPrintable(EmbeddedBlock(file: Array("a=3Db=\r\nc=C3=A9 =\nd".utf8)))
        #expect(String(decoding: decoded.bytes, as: UTF8.self) == "a=bcé d")
        #expect(decoded.fileOffsets == [0, 1, 4, 8, 9, 12, 15, 18])
    }

    // MARK: - TripIt

    @Test("TripIt's JSON: the trip with its flights (zones as given), hotel times, train, activities and restaurant on their days")
    func tripIt() throws {
        let decoded = Self.decode([try Self.file("Examples/tripit.json")])
        #expect(decoded.log.diagnostics.map(\.formatted) == [])
        let trip = try #require(decoded.trips.first)
        #expect(trip.id == "tripit-318804221" && trip.title == "Autumn in Kyoto" && trip.destination == "Kyoto, Japan")
        #expect(trip.countryCode == "JP")
        #expect(trip.startDate.iso == "2026-10-08" && trip.endDate.iso == "2026-10-13")
        #expect(trip.flights.map(\.name) == ["KE723 · Korean Air", "KE724 · Korean Air"])
        #expect(trip.flights.map { [$0.departureTimeZone, $0.arrivalTimeZone] } == [["Asia/Seoul", "Asia/Tokyo"], ["Asia/Tokyo", "Asia/Seoul"]])
        #expect(trip.flights[0].confirmation == "KX4RTE")
        let hotel = try #require(trip.hotels.first)
        #expect(hotel.name == "Gion Machiya Inn" && hotel.checkInTime?.text == "15:00" && hotel.checkOutTime?.text == "10:00")
        #expect(hotel.confirmation == "GMI-55120")
        #expect(trip.activities.map(\.name) == [
            "Train Haruka 28 · Kansai Airport → Kyoto", "Tea ceremony in Gion", "Fushimi Inari at dawn", "Kikunoi Roan",
        ])
        #expect(trip.activities.map(\.dayNumber) == [1, 2, 3, 4])
        #expect(trip.activities[0].description == "Arrives at Kyoto 2026-10-08 13:31\n\nCoach 3, seat 7A\n\nOperated by JR West")
        #expect(trip.sourceDigest == InputFiles.digest(try Self.file("Examples/tripit.json").bytes))
    }

    @Test("TripIt objects of a trip the file does not have are grouped like reservations")
    func tripItLooseObjects() {
        let decoded = Self.decode("tripit.json", """
            {"LodgingObject": {"trip_id": "9", "supplier_name": "Inn", "StartDateTime": {"date": "2026-02-01", "time": "16:00"},
              "EndDateTime": {"date": "2026-02-03"}, "Address": {"city": "Oslo", "country": "NO"}}}
            """)
        #expect(decoded.trips.map(\.title) == ["Trip to Oslo"])
        #expect(decoded.trips.first?.hotels.first?.checkInTime?.text == "16:00")
    }

    // MARK: - tripsite's own format

    @Test("tripsite's own JSON decodes as it always has")
    func ownFormat() throws {
        let file = try Self.file("Tests/Fixtures/trips-good.json", as: "trips.json")
        let decoded = Self.decode([file])
        let direct = TripDecoder.decode(try JSONParser.parse(file.bytes, defersObjectsInArrays: true), fileName: "trips.json", sourceBytes: file.bytes)
        #expect(decoded.trips.map(\.title) == direct.trips.map(\.title))
        #expect(decoded.trips.map(\.sourceDigest) == direct.trips.map(\.sourceDigest))
        #expect(decoded.log.diagnostics == direct.log.diagnostics)
    }

    @Test("offsets as booking sites write them, and the zones of whole-hour offsets")
    func offsets() {
        #expect(ReservationTime.parse("2017-06-15T14:00:00+0:00")?.offset == 0)
        #expect(ReservationTime.parse("2017-06-15T14:00:00-0530")?.offset == -330)
        #expect(ReservationTime.parse("2017-06-15T14:00:00Z")?.time?.text == "14:00")
        #expect(ReservationTime.parse("2017-06-15")?.time == nil)
        #expect(ReservationTime.parse("2017-06-15T14:00:00+99:00") == nil)
        #expect(ReservationTime.fixedZone(offset: 180) == "Etc/GMT-3")
        #expect(ReservationTime.fixedZone(offset: -300) == "Etc/GMT+5")
        #expect(ReservationTime.fixedZone(offset: 330) == nil)
    }
}
