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
}
