import Foundation
import Testing
@testable import TripsiteModel

/// Coordinates of hotels and activities: every spelling apps use, GeoJSON's order, and values out of range.
@Suite("loading: coordinates")
struct LoadingCoordinatesTests {
    @Test("lat/lng, latitude/longitude and GeoJSON's [longitude, latitude] all give the point; none is no point")
    func spellings() throws {
        let trip = try LoadingFixture.cleanTrip(RenderFixture.trip("""
        "hotels": [{"name": "A", "lat": 38.7, "lng": -9.1}, {"name": "B", "latitude": "38.7", "lon": -9.1}, {"name": "C"}],
        "activities": [{"name": "Walk", "day_number": 1, "coordinates": [139.65, 35.68, 40]},
          {"name": "Boat", "day_number": 1, "Latitude": -16.9, "Longitude": -179.97}]
        """))
        #expect(trip.hotels.map(\.coordinates) == [GeoPoint(latitude: 38.7, longitude: -9.1), GeoPoint(latitude: 38.7, longitude: -9.1), nil])
        #expect(trip.activities.map(\.coordinates) == [GeoPoint(latitude: 35.68, longitude: 139.65), GeoPoint(latitude: -16.9, longitude: -179.97)])
    }

    @Test("values out of range are errors at their position; one of the two alone is a warning")
    func outOfRange() throws {
        let decoded = try LoadingFixture.trips(RenderFixture.trip("""
        "hotels": [
        {"name": "A", "lat": 38.7, "lng": -9.1},
        {"name": "B", "latitude": 95, "longitude": 10},
        {"name": "C", "latitude": 10}],
        "activities": [
        {"name": "Walk", "day_number": 1, "coordinates": [139.65, 35.68]},
        {"name": "Swap", "day_number": 1, "coordinates": [35.68, 139.65]},
        {"name": "Text", "day_number": 1, "coordinates": "here"}]
        """))
        let expected = "[longitude, latitude], longitude (-180 to 180) first as in GeoJSON, then latitude (-90 to 90)"
        #expect(decoded.messages == [
            "trips.json:5:27: error: trips[0].hotels[1].latitude: expected a number from -90 to 90, found 95",
            "trips.json:6:27: warning: trips[0].hotels[2].latitude: a hotel needs both latitude and longitude to be on the map",
            "trips.json:9:50: error: trips[0].activities[1].coordinates: expected \(expected) (these two look swapped), found an array",
            "trips.json:10:50: error: trips[0].activities[2].coordinates: expected \"latitude, longitude\" such as \"38.71, -9.14\" (latitude from -90 to 90 first), found \"here\"",
        ])
    }

    @Test("a number in text is read only when written in decimal: hexadecimal, inf and nan are errors at their place")
    func decimalOnly() throws {
        let decoded = try LoadingFixture.trips(RenderFixture.trip("""
        "hotels": [
        {"name": "A", "latitude": "-8.5e0", "longitude": " +12."},
        {"name": "B", "latitude": "0x1p3", "longitude": "inf"},
        {"name": "C", "latitude": "nan", "longitude": "1e"}]
        """))
        #expect(decoded.messages == [
            "trips.json:5:27: error: trips[0].hotels[1].latitude: expected a number from -90 to 90, found \"0x1p3\"",
            "trips.json:5:49: error: trips[0].hotels[1].longitude: expected a number from -180 to 180, found \"inf\"",
            "trips.json:6:27: error: trips[0].hotels[2].latitude: expected a number from -90 to 90, found \"nan\"",
            "trips.json:6:47: error: trips[0].hotels[2].longitude: expected a number from -180 to 180, found \"1e\"",
        ])
    }

    @Test("decimal literals and nothing else", arguments: [
        ("12", 12.0), ("-8.5", -8.5), ("+3", 3.0), (".5", 0.5), ("2.", 2.0), ("1e3", 1000.0), ("1.5E-1", 0.15),
        ("0x1p3", nil), ("inf", nil), ("-infinity", nil), ("nan", nil), ("", nil), ("-", nil), (".", nil), ("1e", nil),
        ("1_000", nil), ("1,5", nil), ("٣", nil),
    ] as [(String, Double?)])
    func decimalLiterals(text: String, value: Double?) {
        #expect(ValueText.decimalNumber(text) == value)
    }
}
