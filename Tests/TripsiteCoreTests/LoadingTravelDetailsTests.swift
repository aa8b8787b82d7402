import Foundation
import Testing
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning

/// What a traveller needs at the airport and the hotel, read from every format: a flight's terminals, gates,
/// boarding time, seat and check-in page, a hotel's telephone, an activity's confirmation number.
@Suite("Loading: travel details")
struct LoadingTravelDetailsTests {
    @Test("tripsite's own JSON: terminals, gates, boarding time, seat, check-in page, hotel phone, activity confirmation")
    func ownFormat() throws {
        let trip = try LoadingFixture.cleanTrip("""
            [{"title": "Lisbon", "destination": "Lisbon, Portugal", "start_date": "2026-05-14", "end_date": "2026-05-19",
              "flights": [{"flight_number": "TP1351", "departure_airport": "LHR", "arrival_airport": "LIS", "departure_date": "2026-05-14",
                "departure_time": "07:05", "departure_terminal": "2", "departure_gate": "B12", "arrival_terminal": "1", "boarding_time": "6:25",
                "seat": "14C", "check_in_url": "https://www.flytap.com/check-in"}],
              "hotels": [{"name": "Casa do Miradouro", "check_in_date": "2026-05-14", "check_out_date": "2026-05-19", "phone": "+351 21 123 4567"}],
              "activities": [{"name": "Fado night", "day_number": 2, "confirmation": "FD-77"}]}]
            """)
        let flight = try #require(trip.flights.first)
        #expect([flight.departureTerminal, flight.departureGate, flight.arrivalTerminal, flight.arrivalGate] == ["2", "B12", "1", nil])
        #expect(flight.boardingTime?.text == "06:25" && flight.seat == "14C" && flight.checkInURL == "https://www.flytap.com/check-in")
        #expect(trip.hotels.first?.phone == "+351 21 123 4567")
        #expect(trip.activities.first?.confirmation == "FD-77")
    }

    @Test("a check-in page that is not a web address is warned about and left out")
    func checkInURLChecked() throws {
        let decoded = try LoadingFixture.trips("""
            [{"title": "T", "destination": "Lisbon", "start_date": "2026-05-14", "end_date": "2026-05-19",
              "flights": [{"flight_number": "TP1", "check_in_url": "javascript:alert(1)"}]}]
            """)
        #expect(decoded.trips.first?.flights.first?.checkInURL == nil)
        #expect(decoded.warnings.count == 1 && decoded.warnings[0].contains("flights[0].check_in_url: no link shown"), "\(decoded.warnings)")
    }

    @Test("schema.org: gates, terminals, boarding, seat and check-in page of a real airline e-mail; a hotel's telephone")
    func schemaOrg() throws {
        let decoded = LoadingInputFormatsTests.decode([try LoadingInputFormatsTests.file("Tests/Fixtures/formats/kitinerary-flight-booking.eml")])
        let flight = try #require(decoded.trips.first?.flights.first)
        #expect(flight.departureTerminal != nil && flight.departureGate != nil && flight.arrivalTerminal != nil)
        #expect(flight.boardingTime != nil && flight.seat != nil)
        #expect(flight.checkInURL == "http://united.com/onlinecheckin.html")
        #expect(decoded.log.warnings.isEmpty, "its reservationStatus, http://schema.org/Confirmed as Gmail's markup writes it, is known: \(decoded.log.warnings.map(\.formatted))")
        let hotel = LoadingInputFormatsTests.decode("hotel.json", """
            {"@context": "https://schema.org", "@type": "LodgingReservation", "reservationNumber": "H-9", "checkinDate": "2026-05-14",
             "reservationFor": {"@type": "Hotel", "name": "Casa", "telephone": "+351 21 123 4567", "address": {"addressLocality": "Lisbon", "addressCountry": "PT"}}}
            """)
        #expect(hotel.trips.first?.hotels.first?.phone == "+351 21 123 4567")
        let table = LoadingInputFormatsTests.decode("table.json", """
            {"@context": "https://schema.org", "@type": "FoodEstablishmentReservation", "reservationNumber": "T-4", "startTime": "2026-05-15T20:00:00",
             "reservationFor": {"@type": "Restaurant", "name": "Cervejaria Ramiro", "address": {"addressLocality": "Lisbon", "addressCountry": "PT"}}}
            """)
        #expect(table.trips.first?.activities.first?.confirmation == "T-4")
    }

    @Test("TripIt: a segment's terminals, gates and seats, a hotel's supplier_phone")
    func tripIt() throws {
        let decoded = LoadingInputFormatsTests.decode("tripit.json", """
            {"AirObject": {"trip_id": "9", "supplier_conf_num": "KX4", "Segment": {"StartDateTime": {"date": "2026-02-01", "time": "08:00"},
               "start_airport_code": "OSL", "end_airport_code": "BGO", "start_terminal": "D", "start_gate": "12", "end_terminal": "A", "end_gate": "3", "seats": "7A"}},
             "LodgingObject": {"trip_id": "9", "supplier_name": "Inn", "supplier_phone": "+47 55 00 00 00", "StartDateTime": {"date": "2026-02-01", "time": "16:00"},
              "EndDateTime": {"date": "2026-02-03"}, "Address": {"city": "Bergen", "country": "NO"}}}
            """)
        let flight = try #require(decoded.trips.first?.flights.first)
        #expect([flight.departureTerminal, flight.departureGate, flight.arrivalTerminal, flight.arrivalGate, flight.seat] == ["D", "12", "A", "3", "7A"])
        #expect(decoded.trips.first?.hotels.first?.phone == "+47 55 00 00 00")
    }

    @Test("seats and activities' confirmations are private details, left out unless shown")
    func privateDetails() throws {
        let trip = try LoadingFixture.cleanTrip("""
            [{"title": "T", "destination": "Lisbon", "start_date": "2026-05-14", "end_date": "2026-05-19",
              "flights": [{"flight_number": "TP1", "seat": "14C", "departure_gate": "B12"}],
              "activities": [{"name": "Fado", "day_number": 1, "confirmation": "FD-77"}]}]
            """)
        #expect(trip.hasPrivateDetails)
        let without = trip.withoutPrivateDetails()
        #expect(without.flights[0].seat == nil && without.activities[0].confirmation == nil)
        #expect(without.flights[0].departureGate == "B12", "a gate is no secret")
        #expect(!without.hasPrivateDetails)
    }
}
