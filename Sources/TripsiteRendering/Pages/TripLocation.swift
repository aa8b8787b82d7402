import TripsiteMaps
import TripsiteModel

/// Where a trip is on the index's world map: the middle of its located hotels; without any, the middle of its
/// located places and activities; without any, the airport its outward journey ends at (the first flight's
/// arrival airport, followed through connections: a flight that leaves that airport the day it lands); without
/// it, the middle of the towns the built-in gazetteer found for its hotels, else for its places and activities,
/// else for its destination. A trip with none of these is not on the map.
enum TripLocation {
    static func point(of trip: Trip) -> GeoPoint? {
        if let middle = middle(trip.hotels.compactMap(\.coordinates)) { return middle }
        if let middle = middle(trip.places.compactMap(\.coordinates) + trip.activities.compactMap(\.coordinates)) { return middle }
        if let airport = arrival(trip.flights) { return GeoPoint(latitude: airport.latitude, longitude: airport.longitude) }
        // Then the towns the gazetteer found: of the hotels, of the places and activities, of the destination.
        if let middle = middle(trip.hotels.compactMap(\.town?.point)) { return middle }
        if let middle = middle(trip.places.compactMap(\.town?.point) + trip.activities.compactMap(\.town?.point)) { return middle }
        return trip.destinationTown?.point
    }

    /// The mean of the points, with longitudes counted from the middle of their shortest stretch, so that points
    /// either side of the 180° meridian meet there rather than at the Greenwich meridian.
    static func middle(_ points: [GeoPoint]) -> GeoPoint? {
        guard !points.isEmpty else { return nil }
        let center = MapFrame.middleMeridian(of: points.map(\.longitude))
        let count = Double(points.count)
        let latitude = points.reduce(0) { $0 + $1.latitude } / count
        let longitude = points.reduce(0) { $0 + MapFrame.wrapped($1.longitude - center) } / count
        return GeoPoint(latitude: latitude, longitude: MapFrame.wrapped(center + longitude))
    }

    /// The airport the first flight (`inDepartureOrder`) lands at, or the one its connections go on to, when it
    /// is in the airport table.
    static func arrival(_ flights: [Flight]) -> Airport? {
        let ordered = flights.inDepartureOrder
        guard var current = ordered.first else { return nil }
        for next in ordered.dropFirst() {
            guard let landed = current.toAirport, next.fromAirport?.iata == landed.iata,
                  let arrival = current.arrivalDate ?? current.departureDate, next.departureDate == arrival
            else { break }
            current = next
        }
        return current.toAirport
    }
}
