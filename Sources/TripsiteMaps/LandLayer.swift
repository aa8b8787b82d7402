import Foundation
import TripsiteModel

/// The geography a frame shows, cut to the frame, at the resolution that fits its size: Natural Earth's 1:110m
/// land for the world and continents, GSHHG's low resolution with the larger lakes for a country, GSHHG's
/// intermediate resolution with lakes and major rivers for a region, a city or a day (`Level`). Many trips share a
/// frame (the world, or a region framed by the same points, such as two airports), so each frame's layers are
/// clipped and projected once and kept. They depend on the frame alone, so the output does not depend on which
/// trip made them first.
public enum LandLayer {
    /// Whose outlines a map draws, for its credit.
    public enum Source: Sendable {
        /// Natural Earth's 1:110m countries (public domain).
        case naturalEarth
        /// GSHHG's coasts, lakes and rivers (LGPL).
        case gshhg
    }

    /// Which outlines a frame draws, by its size.
    public enum Level: Sendable {
        /// Natural Earth's 1:110m land: the world, a continent, an ocean's crossing (40 degrees or more).
        case world
        /// GSHHG low (about 5 km between points) and lakes of 300 km² or more: a country (8 to 40 degrees).
        case country
        /// GSHHG intermediate (about 1 km), lakes of 30 km² or more and major rivers: a region, a city, a day.
        case region

        /// The level for a frame: by its larger side in degrees of a great circle (a degree of longitude is
        /// shorter away from the equator).
        public static func of(_ frame: MapFrame) -> Level {
            guard frame.projection == .equirectangular else { return .world }
            let middle = (frame.south + frame.north) / 2
            let size = max((frame.east - frame.west) * cos(middle * .pi / 180), frame.north - frame.south)
            return size >= countrySpan ? .world : size >= regionSpan ? .country : .region
        }

        /// The largest side of a frame drawn at the country level, in degrees.
        public static let countrySpan = 40.0
        /// The largest side of a frame drawn at the region level.
        public static let regionSpan = 8.0
    }

    /// The SVG path data of a frame's land, lakes and rivers, in whole pixels, with their source.
    public struct Layers: Sendable {
        public var land: String
        public var lakes: String
        public var rivers: String
        public var source: Source
    }

    private static let cache = LockedCache<MapFrame, Layers>(limit: cacheLimit)
    /// The most frames kept (a world's land is about 14 KB, a region's less): enough for the frames of a site,
    /// with a bound for a site of thousands of scattered trips.
    static let cacheLimit = 1024

    /// The land, lakes and rivers within `frame`; rings smaller than three pixels are left out.
    public static func layers(for frame: MapFrame) -> Layers {
        cache.value(for: frame) { makeLayers(for: frame) }
    }

    /// SVG path data for the land within `frame`, in whole pixels.
    public static func path(for frame: MapFrame) -> String { layers(for: frame).land }

    private static func makeLayers(for frame: MapFrame) -> Layers {
        // Three pixels between the points kept, not two: a map of most of the world (the seed data's first trip)
        // has 13.6 KB of land instead of 16.9 KB, and its trip page, with the stylesheet and script, stays well
        // under 60 KB (50.4 KB).
        var land = PathWriter(tenths: false, minimumStep: 3)
        let level = Level.of(frame)
        guard level != .world else {
            for ring in LandOutlines.rings { addRing(ring, in: frame, to: &land) }
            return Layers(land: land.text, lakes: "", rivers: "", source: .naturalEarth)
        }
        var lakes = PathWriter(tenths: false, minimumStep: 3), rivers = PathWriter(tenths: false, minimumStep: 3)
        let table = level == .country ? CoastTable.country : CoastTable.region
        let (west, east) = (frame.centerLongitude + frame.west, frame.centerLongitude + frame.east)
        for shape in table.shapes(west: west, east: east, south: frame.south, north: frame.north) {
            switch shape.kind {
            case .land: addRing(shape.ring, in: frame, to: &land)
            case .lake: addRing(shape.ring, in: frame, to: &lakes)
            case .river: addLine(shape.ring, in: frame, to: &rivers)
            }
        }
        return Layers(land: land.text, lakes: lakes.text, rivers: rivers.text, source: .gshhg)
    }

    /// Clips a closed ring to the frame and writes it, once for each turn of the globe at which it shows.
    private static func addRing(_ ring: LandOutlines.Ring, in frame: MapFrame, to writer: inout PathWriter) {
        guard ring.south <= frame.north, ring.north >= frame.south else { return }
        let nearest = 3 * (frame.east - frame.west) / frame.width
        var shifted: [RingClipping.Point] = []
        // A ring may show once more a turn of the globe away, on a frame across the 180° meridian.
        for turn in [-360.0, 0, 360] {
            let offset = turn - frame.centerLongitude
            guard ring.west + offset <= frame.east, ring.east + offset >= frame.west else { continue }
            // Points nearer than about three pixels to the one kept before are left out before any other work.
            var kept = (longitude: Double.infinity, latitude: Double.infinity)
            for point in ring.points where abs(point.longitude - kept.longitude) + abs(point.latitude - kept.latitude) >= nearest {
                kept = point
                shifted.append((point.longitude + offset, point.latitude))
            }
            let inside = ring.west + offset >= frame.west && ring.east + offset <= frame.east
                && ring.south >= frame.south && ring.north <= frame.north
            let clipped = inside ? shifted : RingClipping.clip(shifted, west: frame.west, east: frame.east, south: frame.south, north: frame.north)
            shifted.removeAll(keepingCapacity: true)
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

    /// Writes the parts of an open line (a river) that cross the frame, each with the point just outside at
    /// either end, so that it runs to the frame's edge (the SVG cuts it there).
    private static func addLine(_ line: LandOutlines.Ring, in frame: MapFrame, to writer: inout PathWriter) {
        let offset = -frame.centerLongitude
        guard line.south <= frame.north, line.north >= frame.south,
              line.west + offset <= frame.east, line.east + offset >= frame.west else { return }
        var previous: (longitude: Double, latitude: Double)?
        var drawing = false
        for point in line.points {
            let here = (longitude: point.longitude + offset, latitude: point.latitude)
            defer { previous = here }
            guard let before = previous else { continue }
            let meets = max(before.longitude, here.longitude) >= frame.west && min(before.longitude, here.longitude) <= frame.east
                && max(before.latitude, here.latitude) >= frame.south && min(before.latitude, here.latitude) <= frame.north
            guard meets else {
                drawing = false
                continue
            }
            if !drawing {
                let start = frame.project(relativeLongitude: before.longitude, latitude: before.latitude)
                writer.add(start.x, start.y, starting: true)
                drawing = true
            }
            let end = frame.project(relativeLongitude: here.longitude, latitude: here.latitude)
            writer.add(end.x, end.y, starting: false)
        }
    }
}
