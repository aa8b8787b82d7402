import Foundation
import TripsiteModel

/// What a map shows and how: the projection, the meridian at its middle, the bounds (longitudes counted from
/// that meridian, so a frame across the 180° meridian is one range) and the size in pixels.
///
/// `fitting` frames a set of points with a margin: a city's points give a map of the city's area, points
/// around the world the whole world.
public struct MapFrame: Sendable, Hashable {
    public enum Projection: Sendable, Hashable {
        /// Degrees of longitude shrunk by the cosine of the middle latitude: true to shape near the middle,
        /// for a region.
        case equirectangular
        /// The Equal Earth projection (Šavrič, Patterson and Jenny, 2018), for the whole world.
        case equalEarth
    }

    public var projection: Projection
    /// The longitude at the map's middle; the frame's longitudes are counted from it.
    public var centerLongitude: Double
    public var west: Double, east: Double, south: Double, north: Double
    public var width: Double, height: Double
    private var scale: Double
    private var cosine: Double
    private var originX: Double, originY: Double

    /// `degrees` brought into -180..<180.
    public static func wrapped(_ degrees: Double) -> Double {
        var value = (degrees + 180).truncatingRemainder(dividingBy: 360)
        if value < 0 { value += 360 }
        return value - 180
    }

    /// A longitude counted from the frame's middle meridian, in -180..<180.
    public func relative(_ longitude: Double) -> Double { Self.wrapped(longitude - centerLongitude) }

    /// Where a point falls on the map, in pixels from the top left.
    public func project(_ point: GeoPoint) -> (x: Double, y: Double) {
        project(relativeLongitude: relative(point.longitude), latitude: point.latitude)
    }

    /// Where a longitude counted from the middle meridian (it may pass ±180 for a route that goes on) falls.
    public func project(relativeLongitude: Double, latitude: Double) -> (x: Double, y: Double) {
        let raw = Self.raw(projection, relativeLongitude, latitude, cosine)
        return ((raw.x - originX) * scale, (originY - raw.y) * scale)
    }

    /// The projection's own coordinates, before scaling.
    private static func raw(_ projection: Projection, _ longitude: Double, _ latitude: Double, _ cosine: Double) -> (x: Double, y: Double) {
        switch projection {
        case .equirectangular:
            return (longitude * cosine, latitude)
        case .equalEarth:
            let (a1, a2, a3, a4) = (1.340264, -0.081106, 0.000893, 0.003796)
            let theta = asin(3.0.squareRoot() / 2 * sin(latitude * .pi / 180))
            let t2 = theta * theta, t6 = t2 * t2 * t2
            let lambda = longitude * .pi / 180
            let x = 2 * 3.0.squareRoot() * lambda * cos(theta) / (3 * (9 * a4 * t6 * t2 + 7 * a3 * t6 + 3 * a2 * t2 + a1))
            let y = theta * (a1 + a2 * t2 + t6 * (a3 + a4 * t2))
            return (x, y)
        }
    }

    public init(projection: Projection, centerLongitude: Double, west: Double, east: Double, south: Double, north: Double, width: Double) {
        self.projection = projection
        self.centerLongitude = centerLongitude
        (self.west, self.east, self.south, self.north) = (west, east, south, north)
        self.width = width
        cosine = projection == .equirectangular ? cos((south + north) / 2 * .pi / 180) : 1
        let left = Self.raw(projection, west, 0, cosine).x, right = Self.raw(projection, east, 0, cosine).x
        let top = Self.raw(projection, 0, north, cosine).y, bottom = Self.raw(projection, 0, south, cosine).y
        scale = width / (right - left)
        (originX, originY) = (left, top)
        height = ((top - bottom) * scale).rounded()
    }

    /// The meridian halfway along the shortest stretch of longitudes that holds every point: across the 180°
    /// meridian for a trip to Fiji, so that its points stay together.
    public static func middleMeridian(of longitudes: [Double]) -> Double {
        let sorted = longitudes.map { wrapped($0) }.sorted()
        guard let first = sorted.first, let last = sorted.last else { return 0 }
        // The widest gap between neighbours (the last back round to the first) is what the map leaves out.
        var gapEnd = first, widest = first + 360 - last
        for (a, b) in zip(sorted, sorted.dropFirst()) where b - a > widest {
            (widest, gapEnd) = (b - a, b)
        }
        return wrapped(gapEnd + (360 - widest) / 2)
    }

    /// A frame for `points`: a region with a margin around them, or the world when they spread too far.
    /// - Parameters:
    ///   - minimumSpan: the fewest degrees of latitude shown, so that one point or a city's points show their area.
    public static func fitting(_ points: [GeoPoint], width: Double = 640, minimumSpan: Double = 0.15) -> MapFrame {
        let center = middleMeridian(of: points.map(\.longitude))
        let longitudes = points.map { wrapped($0.longitude - center) }
        let latitudes = points.map(\.latitude)
        guard let west = longitudes.min(), let east = longitudes.max(), let south = latitudes.min(), let north = latitudes.max(),
              east - west <= 150, north - south <= 70
        else { return world(points, width: width) }
        let middle = (south + north) / 2
        let cosine = max(cos(middle * .pi / 180), 0.2)
        // A margin of a sixth on each side, at least half the minimum span around the middle (0.15° of latitude
        // is about 17 km: a city's centre).
        var halfHeight = max((north - south) * (0.5 + 1 / 6), minimumSpan / 2)
        var halfWidth = max((east - west) * (0.5 + 1 / 6), minimumSpan / 2 / cosine)
        // Between twice as wide as high and four thirds as wide.
        if halfHeight < halfWidth * cosine / 2 { halfHeight = halfWidth * cosine / 2 }
        if halfHeight > halfWidth * cosine * 0.75 { halfWidth = halfHeight / cosine / 0.75 }
        let centerLatitude = max(-85 + halfHeight, min(85 - halfHeight, middle))
        let centerLongitude = (west + east) / 2
        return MapFrame(
            projection: .equirectangular, centerLongitude: wrapped(center + centerLongitude),
            west: -halfWidth, east: halfWidth,
            south: max(-85, centerLatitude - halfHeight), north: min(85, centerLatitude + halfHeight), width: width)
    }

    /// The world, from 85° north to 60° south (further south when a point is), centred on the Greenwich
    /// meridian or, when that keeps the points further from the edges, on the 180° meridian.
    public static func world(_ points: [GeoPoint], width: Double = 640) -> MapFrame {
        func reach(_ center: Double) -> Double { points.map { abs(wrapped($0.longitude - center)) }.max() ?? 0 }
        let center: Double = reach(180) < reach(0) - 10 ? 180 : 0
        let south = min(-60, (points.map(\.latitude).min() ?? 0) - 5)
        return MapFrame(projection: .equalEarth, centerLongitude: center, west: -180, east: 180, south: max(-90, south), north: 85, width: width)
    }
}
