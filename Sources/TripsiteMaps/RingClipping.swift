/// Cuts a closed ring to a rectangle of longitudes and latitudes (Sutherland–Hodgman), so a map draws only
/// the land it shows: a smaller file, and land that stops at the map's edge.
enum RingClipping {
    typealias Point = (longitude: Double, latitude: Double)

    static func clip(_ ring: [Point], west: Double, east: Double, south: Double, north: Double) -> [Point] {
        var points = ring
        points = clip(points, inside: { $0.longitude >= west }, cross: { a, b in crossing(a, b, longitude: west) })
        points = clip(points, inside: { $0.longitude <= east }, cross: { a, b in crossing(a, b, longitude: east) })
        points = clip(points, inside: { $0.latitude >= south }, cross: { a, b in crossing(a, b, latitude: south) })
        points = clip(points, inside: { $0.latitude <= north }, cross: { a, b in crossing(a, b, latitude: north) })
        return points
    }

    private static func clip(_ points: [Point], inside: (Point) -> Bool, cross: (Point, Point) -> Point) -> [Point] {
        guard var previous = points.last else { return [] }
        var result: [Point] = []
        result.reserveCapacity(points.count + 4)
        for point in points {
            switch (inside(previous), inside(point)) {
            case (true, true): result.append(point)
            case (true, false): result.append(cross(previous, point))
            case (false, true): result.append(cross(previous, point)); result.append(point)
            case (false, false): break
            }
            previous = point
        }
        return result
    }

    private static func crossing(_ a: Point, _ b: Point, longitude: Double) -> Point {
        let t = (longitude - a.longitude) / (b.longitude - a.longitude)
        return (longitude, a.latitude + t * (b.latitude - a.latitude))
    }

    private static func crossing(_ a: Point, _ b: Point, latitude: Double) -> Point {
        let t = (latitude - a.latitude) / (b.latitude - a.latitude)
        return (a.longitude + t * (b.longitude - a.longitude), latitude)
    }
}
