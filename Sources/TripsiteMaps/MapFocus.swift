import TripsiteModel

/// Which pins a trip's map frames: the destination's stops (its hotels, activities, places and road) and the
/// airports near them. An airport far from them (the home a flight comes from) does not set the frame: it
/// stands at the map's edge, in its direction, with its distance, so that the destination is drawn at its own
/// scale rather than as a speck beside the flight.
public enum MapFocus {
    /// An airport this near a stop (or nearer than the stops' own spread) is framed with them, in kilometres:
    /// the city's airport, or a neighbouring town's.
    public static let nearby = 150.0

    /// The indices of the pins that stand at the edge, or none when the stops are all there is (a trip of
    /// flights only) or spread over the world anyway.
    public static func distantPins(of map: TripMap) -> [Int] {
        // Each point once in a row: stops often share one (those the gazetteer placed at their town, a hotel's
        // check-in and check-out, a road through them), and each is measured from every airport.
        var points: [GeoPoint] = []
        func add(_ point: GeoPoint) { if points.last != point { points.append(point) } }
        for index in map.pins.indices where map.pins[index].isStop { add(map.pins[index].point) }
        for route in map.routes where route.kind == .road { route.points.forEach(add) }
        guard !points.isEmpty else { return [] }
        // The spread of the stops' extremes, which leaving out a point that repeats does not change.
        let reach = max(nearby, spread(points))
        return map.pins.indices.filter { index in
            !map.pins[index].isStop && !points.contains { GreatCircle.kilometres(from: $0, to: map.pins[index].point) <= reach }
        }
    }

    /// The middle of the stops: the point a distant pin's direction and distance are measured from.
    public static func middle(of points: [GeoPoint]) -> GeoPoint {
        let latitudes = points.map(\.latitude), center = MapFrame.middleMeridian(of: points.map(\.longitude))
        let longitudes = points.map { MapFrame.wrapped($0.longitude - center) }
        guard let south = latitudes.min(), let north = latitudes.max(), let west = longitudes.min(), let east = longitudes.max()
        else { return GeoPoint(latitude: 0, longitude: 0) }
        return GeoPoint(latitude: (south + north) / 2, longitude: MapFrame.wrapped(center + (west + east) / 2))
    }

    /// How far apart the stops' extremes lie, in kilometres: the diagonal of the box that holds them.
    static func spread(_ points: [GeoPoint]) -> Double {
        let center = MapFrame.middleMeridian(of: points.map(\.longitude))
        let longitudes = points.map { MapFrame.wrapped($0.longitude - center) }, latitudes = points.map(\.latitude)
        guard let south = latitudes.min(), let north = latitudes.max(), let west = longitudes.min(), let east = longitudes.max() else { return 0 }
        return GreatCircle.kilometres(
            from: GeoPoint(latitude: south, longitude: center + west), to: GeoPoint(latitude: north, longitude: center + east))
    }

    /// A distance rounded as a reader takes it in, for the page's language to write (`SiteLanguage.distance`):
    /// metres under a kilometre (to ten metres), else kilometres (to the tenth under 10 km, to 1, 10 or 100 km
    /// above): "5,300 km", "1.2 km", "350 m" in English.
    public static func roundedDistance(_ kilometres: Double) -> (value: Double, inMetres: Bool) {
        if kilometres < 1 { return (Double(max(10, Int((kilometres * 100).rounded()) * 10)), true) }
        if kilometres < 10 { return ((kilometres * 10).rounded() / 10, false) }
        let step = kilometres >= 1_000 ? 100 : kilometres >= 100 ? 10 : 1
        return (Double(Int((kilometres / Double(step)).rounded()) * step), false)
    }
}
