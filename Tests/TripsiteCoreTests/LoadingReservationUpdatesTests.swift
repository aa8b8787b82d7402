import Foundation
import Testing
@testable import TripsiteLoading
@testable import TripsiteModel

/// A booking's later e-mails: a change replaces it, a cancellation removes it, the same confirmation saved twice
/// counts once, and each reservation left out says why in a note.
@Suite("Loading: changed and cancelled bookings")
struct LoadingReservationUpdatesTests {
    private func flight(_ number: String?, departs: String, status: String? = nil, modified: String? = nil, flightNumber: String = "1351") -> String {
        var members = [
            #""@context": "https://schema.org", "@type": "FlightReservation""#,
            #""reservationFor": {"@type": "Flight", "flightNumber": "\#(flightNumber)", "airline": {"@type": "Airline", "name": "TAP Air Portugal", "iataCode": "TP"}, "departureAirport": {"@type": "Airport", "iataCode": "LHR"}, "arrivalAirport": {"@type": "Airport", "iataCode": "LIS"}, "departureTime": "\#(departs)"}"#,
        ]
        if let number { members.append(#""reservationNumber": "\#(number)""#) }
        if let status { members.append(#""reservationStatus": "\#(status)""#) }
        if let modified { members.append(#""modifiedTime": "\#(modified)""#) }
        return "{" + members.joined(separator: ", ") + "}"
    }

    private func decode(_ files: [(String, String)]) -> (trips: [Trip], log: DiagnosticLog) {
        LoadingInputFormatsTests.decode(files.map { InputFile(name: $0.0, bytes: Array($0.1.utf8)) })
    }

    private func notes(_ log: DiagnosticLog) -> [String] {
        log.diagnostics.filter { $0.message.hasPrefix("left out") || $0.severity != .note }.map(\.formatted)
    }

    @Test("a changed time in a later e-mail replaces the booking: one flight, at the new time, and a note on the old one")
    func changeReplaces() throws {
        let decoded = decode([
            ("1-confirmation.json", flight("ABC123", departs: "2026-05-14T07:05:00+01:00")),
            ("2-change.json", flight("abc123", departs: "2026-05-14T09:40:00+01:00")),
        ])
        let trip = try #require(decoded.trips.first)
        #expect(decoded.trips.count == 1)
        #expect(trip.flights.map { $0.departureTime?.text } == ["09:40"])
        #expect(notes(decoded.log) == [
            "1-confirmation.json:1:1: note: FlightReservation: left out: the same booking ABC123 as 2-change.json:1:1, read after it, which is used",
        ])
    }

    @Test("modifiedTime decides over the order the files are read in, with the offsets taken into account")
    func modifiedTimeDecides() throws {
        let decoded = decode([
            ("a.json", flight("ABC123", departs: "2026-05-14T09:40:00+01:00", modified: "2026-03-02T10:00:00+01:00")),
            ("b.json", flight("ABC123", departs: "2026-05-14T07:05:00+01:00", modified: "2026-03-02T09:30:00Z")),
        ])
        #expect(decoded.trips.flatMap(\.flights).map { $0.departureTime?.text } == ["07:05"], "09:30Z is after 10:00+01:00")
        #expect(notes(decoded.log) == [
            "a.json:1:1: note: FlightReservation: left out: the same booking ABC123 as b.json:1:1, changed later (modifiedTime), which is used",
        ])
    }

    @Test("a cancellation removes the booking, every copy of it, each with a note; the trip is made of what is left")
    func cancellationRemoves() throws {
        let hotel = #"{"@context": "https://schema.org", "@type": "LodgingReservation", "reservationNumber": "H-9", "checkinDate": "2026-05-14", "checkoutDate": "2026-05-16", "reservationFor": {"@type": "Hotel", "name": "Casa do Miradouro", "address": {"addressLocality": "Lisbon", "addressCountry": "PT"}}}"#
        let decoded = decode([
            ("confirmation.json", flight("ABC123", departs: "2026-05-14T07:05:00+01:00")),
            ("hotel.json", hotel),
            ("cancelled.json", flight("ABC123", departs: "2026-05-14T07:05:00+01:00", status: "http://schema.org/Cancelled")),
        ])
        let trip = try #require(decoded.trips.first)
        #expect(decoded.trips.count == 1)
        #expect(trip.flights.isEmpty)
        #expect(trip.hotels.map(\.name) == ["Casa do Miradouro"])
        #expect(notes(decoded.log) == [
            "confirmation.json:1:1: note: FlightReservation: left out: booking ABC123 is cancelled, as cancelled.json:1:1 says",
            "cancelled.json:1:1: note: FlightReservation: left out: booking ABC123 is cancelled (reservationStatus)",
        ])
    }

    @Test("another flight of the same booking (the way home) is a booking of its own; a cancelled reservation without a number goes alone")
    func otherFlightsStay() throws {
        var home = flight("ABC123", departs: "2026-05-19T18:00:00+01:00", flightNumber: "1352")
        home = home.replacingOccurrences(of: #""iataCode": "LHR""#, with: #""iataCode": "LGW""#)
        let decoded = decode([
            ("out.json", flight("ABC123", departs: "2026-05-14T07:05:00+01:00")),
            ("home.json", home),
            ("other.json", flight(nil, departs: "2026-05-15T07:05:00+01:00", status: "ReservationCancelled", flightNumber: "200")),
        ])
        #expect(decoded.trips.flatMap(\.flights).map(\.flightNumber) == ["TP1351", "TP1352"])
        #expect(notes(decoded.log) == ["other.json:1:1: note: FlightReservation: left out: the booking is cancelled (reservationStatus)"])
    }

    @Test("a status schema.org does not define is a warning at its place, and the booking is kept")
    func unknownStatus() {
        let decoded = decode([("odd.json", flight("ABC123", departs: "2026-05-14T07:05:00+01:00", status: "Maybe"))])
        #expect(decoded.trips.flatMap(\.flights).count == 1)
        #expect(notes(decoded.log) == [
            "odd.json:1:426: warning: reservationStatus: expected one of schema.org's ReservationCancelled, ReservationConfirmed, ReservationHold, ReservationPending, found \"Maybe\"; the booking is read as confirmed",
        ])
    }

    @Test("the status and modifiedTime are read: check --ignored no longer lists them")
    func statusIsUsed() {
        let decoded = decode([("a.json", flight("ABC123", departs: "2026-05-14T07:05:00+01:00", status: "ReservationConfirmed", modified: "2026-03-02T10:00:00Z"))])
        let unused = decoded.log.unusedFields.map(\.path)
        #expect(!unused.contains("reservationStatus") && !unused.contains("modifiedTime"), "\(unused)")
    }
}
