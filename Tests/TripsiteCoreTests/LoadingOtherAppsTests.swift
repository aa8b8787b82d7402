import Foundation
import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning

/// Trips as other apps export them: other names for the same fields, other shapes for coordinates, names where
/// items are expected, one object where a list is expected, and every field left unused reported.
@Suite("Loading: other apps' names and shapes")
struct LoadingOtherAppsTests {
    @Test("the title, dates and place under the names other apps give them")
    func otherNames() throws {
        let decoded = try LoadingFixture.trips("""
        [{"tripName": "Summer in Paris", "city": "Paris", "country": "France", "startDate": "2024-06-01", "endDate": "2024-06-03"},
         {"display_name": "Dayton work trip", "primary_location": "Dayton, OH", "start": "2024-05-01", "end": "2024-05-04"},
         {"trip_name": "Lagos", "destination": "Lagos", "country": "NG", "from_date": "2024-07-01", "to_date": "2024-07-03"},
         {"name": "Rome", "destination": "Rome", "country": "Italy", "start_date": "2024-08-01", "end_date": "2024-08-02"}]
        """)
        #expect(decoded.messages == [])
        #expect(decoded.trips.map(\.title) == ["Summer in Paris", "Dayton work trip", "Lagos", "Rome"])
        #expect(decoded.trips.map(\.destination) == ["Paris, France", "Dayton, OH", "Lagos", "Rome"])
        #expect(decoded.trips.map(\.startDate) == [civilDate(2024, 6, 1), civilDate(2024, 5, 1), civilDate(2024, 7, 1), civilDate(2024, 8, 1)])
        #expect(decoded.trips.map(\.countryCode) == [nil, nil, "NG", nil])
        #expect(decoded.trips.map(\.countryName) == ["France", nil, nil, "Italy"])
        #expect(decoded.log.unusedFields.isEmpty)
    }

    @Test("a country named in full, and US states and Canadian provinces, give the trip's country")
    func countriesFromNamesAndRegions() {
        let planned = RenderFixture.plan("""
        [{"id": "a", "title": "A", "destination": "Lagos", "country": "Nigeria", "start_date": "2024-07-01", "end_date": "2024-07-03"},
         {"id": "b", "title": "B", "destination": "Dayton, OH", "start_date": "2024-07-01", "end_date": "2024-07-03"},
         {"id": "c", "title": "C", "destination": "Toronto, ON", "start_date": "2024-07-01", "end_date": "2024-07-03"},
         {"id": "d", "title": "D", "destination": "Los Angeles, CA", "start_date": "2024-07-01", "end_date": "2024-07-03",
          "flights": [{"departure_airport": "JFK", "arrival_airport": "LAX"}]},
         {"id": "e", "title": "E", "destination": "Perth, WA", "start_date": "2024-07-01", "end_date": "2024-07-03",
          "flights": [{"departure_airport": "SIN", "arrival_airport": "PER"}]},
         {"id": "f", "title": "F", "destination": "Springfield, CA", "start_date": "2024-07-01", "end_date": "2024-07-03"},
         {"id": "g", "title": "G", "destination": "Atlantis", "country": "Atlantis", "start_date": "2024-07-01", "end_date": "2024-07-03"}]
        """)
        #expect(planned.plans.map { $0.country?.code } == ["NG", "US", "CA", "US", "AU", nil, nil])
        let warnings = planned.log.warnings.map(\.formatted)
        #expect(warnings.contains("trips.json:8:2: warning: trips[5]: no country found for the destination \"Springfield, CA\"; add \"country_code\" to show its flag"))
        #expect(warnings.contains("trips.json:9:2: warning: trips[6]: the country \"Atlantis\" is not in the countries list; no country is shown"))
    }

    @Test("coordinates as an object, a GeoJSON point, text, or lat/lng")
    func coordinateShapes() throws {
        let trip = try LoadingFixture.cleanTrip(RenderFixture.trip("""
        "hotels": [{"name": "A", "location": {"lat": 38.7, "lng": -9.1}}, {"name": "B", "coords": "38.71, -9.14"}],
        "places": [{"name": "C", "geometry": {"type": "Point", "coordinates": [2.33, 48.86]}},
                   {"name": "D", "position": {"latitude": 1.5, "longitude": 2}}, {"name": "E", "location": "Near the river"}]
        """))
        #expect(trip.hotels.map(\.coordinates) == [GeoPoint(latitude: 38.7, longitude: -9.1), GeoPoint(latitude: 38.71, longitude: -9.14)])
        #expect(trip.places.map(\.latitude) == [48.86, 1.5, nil])
        #expect(trip.places.map(\.longitude) == [2.33, 2, nil])
    }

    @Test("coordinates in text are decimal numbers only")
    func coordinateTextIsDecimal() throws {
        let decoded = try LoadingFixture.trips(RenderFixture.trip("""
        "hotels": [{"name": "A", "coords": "0x1p3, 5"}, {"name": "B", "coords": "nan, 5"}]
        """))
        let expected = "expected \"latitude, longitude\" such as \"38.71, -9.14\" (latitude from -90 to 90 first)"
        #expect(decoded.errors == [
            "trips.json:3:38: error: trips[0].hotels[0].coords: \(expected), found \"0x1p3, 5\"",
            "trips.json:3:75: error: trips[0].hotels[1].coords: \(expected), found \"nan, 5\"",
        ])
    }

    @Test("names where items are expected, and one object where a list is expected")
    func namesAndSingleObjects() throws {
        let trip = try LoadingFixture.cleanTrip(RenderFixture.trip("""
        "flights": {"flight_number": "AF 11", "departure_airport": "JFK"},
        "hotels": ["Hotel Artemide"],
        "activities": ["Louvre", {"name": "Seine cruise", "day_number": 2}],
        "places": ["Café de Flore"]
        """))
        #expect(trip.flights.map(\.flightNumber) == ["AF 11"])
        #expect(trip.flights.map(\.source.path) == ["trips[0].flights"])
        #expect(trip.hotels.map(\.name) == ["Hotel Artemide"])
        #expect(trip.activities.map(\.name) == ["Seine cruise"])
        // An activity with no day is a place to see.
        #expect(trip.places.map(\.name) == ["Café de Flore", "Louvre"])
    }

    @Test("every field nothing is made from is listed once, with its count and the name it is closest to")
    func unusedFields() throws {
        let decoded = try LoadingFixture.trips("""
        {"exported_at": "2024-01-01", "trips": [
         {"destination": "Paris, France", "start_date": "2024-05-01", "end_date": "2024-05-04", "mood": "happy",
          "flights": [{"airline": "AF", "meal": "veg"}, {"airline": "AF", "meal": "none"}],
          "activities": [{"name": "Louvre", "day_number": 2, "descripton": "Art"}], "notes": null, "tags": [], "confirmation_code": ""},
         {"destination": "Rome, Italy", "start_date": "2024-06-01", "end_date": "2024-06-02", "flights": [{"meal": "fish"}]}
        ]}
        """)
        #expect(decoded.errors == [])
        let listed = UnusedField.grouped(decoded.log.unusedFields).map(\.formatted)
        #expect(listed == [
            "trips.json:1:2: ignored: exported_at: not used",
            "trips.json:2:89: ignored: trips[].mood: not used",
            "trips.json:3:33: ignored: trips[].flights[].meal: not used (in 3 places)",
            "trips.json:4:54: ignored: trips[].activities[].descripton: not used; did you mean \"description\"?",
        ])
        #expect(UnusedField.summary(count: listed.count) == "4 fields of the input not used; see `tripsite check --ignored`")
    }

    @Test("confirmation numbers and other private fields are used, not ignored")
    func privateFieldsAreUsed() throws {
        let decoded = try LoadingFixture.trips(RenderFixture.trip("""
        "flights": [{"flight_number": "AF 11", "confirmation": "ABC123"}], "hotels": [{"name": "H", "confirmation": "X9"}]
        """))
        #expect(decoded.log.unusedFields.isEmpty)
    }

    @Test("hotels' check-in and check-out times are read, and place the check-in and check-out in the day")
    func hotelTimes() throws {
        let trip = try LoadingFixture.cleanTrip(RenderFixture.trip("""
        "hotels": [{"name": "Farol", "check_in_date": "2025-05-02", "check_out_date": "2025-05-04",
                    "checkinTime": "2:30 PM", "check_out_time": "11:00"}]
        """))
        #expect(trip.hotels[0].checkInTime == clockTime(14, 30))
        #expect(trip.hotels[0].checkOutTime == clockTime(11, 0))
        #expect(ItineraryEvent.checkIn(hotel: 0).time(in: trip) == clockTime(14, 30))
        #expect(ItineraryEvent.checkOut(hotel: 0).time(in: trip) == clockTime(11, 0))
    }

    @Test("a weekday that is not the date's is a warning; the date is used")
    func wrongWeekday() throws {
        let decoded = try LoadingFixture.trips("""
        {"destination": "Dubai, UAE", "start_date": "Fri, 15 Mar 2024", "end_date": "2024-03-22",
         "flights": [{"departure_date": "Sun, 15 Mar", "arrival_date": "Sat, 16 Mar"}]}
        """)
        #expect(decoded.messages == [
            "trips.json:2:33: warning: trip.flights[0].departure_date: \"Sun, 15 Mar\" names a Sunday, but 2024-03-15 is a Friday; the date is used and the weekday ignored",
        ])
        #expect(decoded.trips.first?.flights.first?.departureDate == civilDate(2024, 3, 15))
        #expect(DateText.weekdayMismatch("tues 12 mar 2024", date: civilDate(2024, 3, 12)) == nil)
        #expect(DateText.weekdayMismatch("Thurs, 12 Mar", date: civilDate(2024, 3, 12)) == "names a Thursday, but 2024-03-12 is a Tuesday")
    }
}
