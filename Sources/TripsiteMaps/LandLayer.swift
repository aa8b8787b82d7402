import TripsiteModel

/// The path of the land a frame shows, cut to the frame. Many trips share a frame (the world, or a region
/// framed by the same points, such as two airports), so each frame's path is clipped and projected once and
/// kept. The path depends on the frame alone, so the output does not depend on which trip made it first.
public enum LandLayer {
    private static let cache = LockedCache<MapFrame, String>(limit: cacheLimit)
    /// The most paths kept (a world path is about 14 KB, a region's less): enough for the frames of a site,
    /// with a bound for a site of thousands of scattered trips.
    static let cacheLimit = 1024

    /// The fewest degrees of longitude or latitude a frame spans for land to be drawn in it. The outlines are
    /// Natural Earth's for maps at 1:110 million, with points tens of kilometres apart: in the frame of a city or of
    /// a day's stops they would put the coast kilometres from where it is, so such a map shows its pins and routes on
    /// plain ground.
    public static let minimumSpan = 1.0

    /// SVG path data for the land within `frame`, in whole pixels; rings smaller than three pixels are left out.
    /// Empty for a frame narrower than `minimumSpan` both ways.
    public static func path(for frame: MapFrame) -> String {
        guard frame.east - frame.west >= minimumSpan || frame.north - frame.south >= minimumSpan else { return "" }
        return cache.value(for: frame) { makePath(for: frame) }
    }

    private static func makePath(for frame: MapFrame) -> String {
        // Three pixels between the points kept, not two: a map of most of the world (the seed data's first trip)
        // has 13.6 KB of land instead of 16.9 KB, and its trip page, with the stylesheet and script, stays well
        // under 60 KB (50.4 KB).
        var writer = PathWriter(tenths: false, minimumStep: 3)
        var shifted: [RingClipping.Point] = []
        let nearest = 3 * (frame.east - frame.west) / frame.width
        for ring in LandOutlines.rings where ring.south <= frame.north && ring.north >= frame.south {
            // A ring may show once more a turn of the globe away, on a frame across the 180° meridian.
            for turn in [-360.0, 0, 360] {
                let offset = turn - frame.centerLongitude
                guard ring.west + offset <= frame.east, ring.east + offset >= frame.west else { continue }
                // Points nearer than about three pixels to the one kept before are left out before any other work.
                shifted.removeAll(keepingCapacity: true)
                var kept = (longitude: Double.infinity, latitude: Double.infinity)
                for point in ring.points where abs(point.longitude - kept.longitude) + abs(point.latitude - kept.latitude) >= nearest {
                    kept = point
                    shifted.append((point.longitude + offset, point.latitude))
                }
                let inside = ring.west + offset >= frame.west && ring.east + offset <= frame.east
                    && ring.south >= frame.south && ring.north <= frame.north
                let clipped = inside ? shifted : RingClipping.clip(shifted, west: frame.west, east: frame.east, south: frame.south, north: frame.north)
                guard clipped.count >= 3 else { continue }
                let first = frame.project(relativeLongitude: clipped[0].longitude, latitude: clipped[0].latitude)
                var (left, right, top, bottom) = (first.x, first.x, first.y, first.y)
                let start = writer.bytes.count
                writer.add(first.x, first.y, starting: true)
                for point in clipped.dropFirst() {
                    let (x, y) = frame.project(relativeLongitude: point.longitude, latitude: point.latitude)
                    (left, right, top, bottom) = (min(left, x), max(right, x), min(top, y), max(bottom, y))
                    writer.add(x, y, starting: false)
                }
                // Islands smaller than three pixels are left out.
                guard right - left >= 3 || bottom - top >= 3 else {
                    writer.removeBytes(from: start)
                    continue
                }
                writer.close()
            }
        }
        return writer.text
    }
}
