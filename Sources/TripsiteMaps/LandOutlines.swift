/// The land of the world as rings of (longitude, latitude) in degrees, read once from the embedded table
/// that Scripts/make-land.py made from Natural Earth's 1:110m countries (public domain).
public enum LandOutlines {
    /// One closed ring with its bounding box, for skipping the rings a frame does not show.
    public struct Ring: Sendable {
        public var points: [(longitude: Double, latitude: Double)]
        public var west: Double, east: Double, south: Double, north: Double
    }

    public static let rings: [Ring] = landTable.split(separator: "\n").map(ring(from:))

    private static func ring(from line: Substring) -> Ring {
        var points: [(longitude: Double, latitude: Double)] = []
        var x = 0, y = 0
        for pair in line.split(separator: " ") {
            let parts = pair.split(separator: ",")
            x += Int(parts[0]) ?? 0
            y += Int(parts[1]) ?? 0
            points.append((Double(x) / 100, Double(y) / 100))
        }
        let longitudes = points.map(\.longitude), latitudes = points.map(\.latitude)
        return Ring(
            points: points, west: longitudes.min() ?? 0, east: longitudes.max() ?? 0,
            south: latitudes.min() ?? 0, north: latitudes.max() ?? 0)
    }
}
