import Synchronization

/// The path of the land a frame shows, cut to the frame. World frames are the same for many trips, so
/// their paths are kept once made.
public enum LandLayer {
    private static let cache = Mutex<[MapFrame: String]>([:])

    /// SVG path data for the land within `frame`, in whole pixels; rings smaller than two pixels are left out.
    public static func path(for frame: MapFrame) -> String {
        let cached = frame.projection == .equalEarth
        if cached, let path = cache.withLock({ $0[frame] }) { return path }
        let path = makePath(for: frame)
        if cached { cache.withLock { $0[frame] = path } }
        return path
    }

    private static func makePath(for frame: MapFrame) -> String {
        var writer = PathWriter(tenths: false, minimumStep: 2)
        for ring in LandOutlines.rings where ring.south <= frame.north && ring.north >= frame.south {
            // A ring may show once more a turn of the globe away, on a frame across the 180° meridian.
            for turn in [-360.0, 0, 360] {
                let offset = turn - frame.centerLongitude
                guard ring.west + offset <= frame.east, ring.east + offset >= frame.west else { continue }
                let shifted = ring.points.map { (longitude: $0.longitude + offset, latitude: $0.latitude) }
                let clipped = RingClipping.clip(shifted, west: frame.west, east: frame.east, south: frame.south, north: frame.north)
                guard clipped.count >= 3 else { continue }
                let projected = clipped.map { frame.project(relativeLongitude: $0.longitude, latitude: $0.latitude) }
                let xs = projected.map(\.x), ys = projected.map(\.y)
                guard xs.max()! - xs.min()! >= 2 || ys.max()! - ys.min()! >= 2 else { continue }
                for (index, point) in projected.enumerated() {
                    writer.add(point.x, point.y, starting: index == 0)
                }
                writer.close()
            }
        }
        return writer.text
    }
}
