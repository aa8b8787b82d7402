import Foundation
import TripsiteModel

/// The shortest way between two points on the globe, as flights fly it.
public enum GreatCircle {
    /// Points along the great circle from `start` to `end`, about one every `step` degrees of arc, both ends
    /// included. Longitudes are continuous: each differs from the one before by less than 180 degrees, so a
    /// route across the 180° meridian goes on past 180 (or below -180) instead of jumping.
    public static func points(from start: GeoPoint, to end: GeoPoint, step: Double = 2) -> [(longitude: Double, latitude: Double)] {
        let a = vector(start), b = vector(end)
        let dot = max(-1, min(1, a.0 * b.0 + a.1 * b.1 + a.2 * b.2))
        let angle = acos(dot)
        let count = max(1, Int((angle * 180 / .pi / step).rounded(.up)))
        var result: [(longitude: Double, latitude: Double)] = [(start.longitude, start.latitude)]
        let sine = sin(angle)
        for index in 1...count {
            let t = Double(index) / Double(count)
            let point: (Double, Double)
            if index == count || sine < 1e-9 {
                point = index == count ? (end.longitude, end.latitude) : (start.longitude, start.latitude)
            } else {
                let p = sin((1 - t) * angle) / sine, q = sin(t * angle) / sine
                let x = p * a.0 + q * b.0, y = p * a.1 + q * b.1, z = p * a.2 + q * b.2
                point = (atan2(y, x) * 180 / .pi, atan2(z, (x * x + y * y).squareRoot()) * 180 / .pi)
            }
            let previous = result[result.count - 1].longitude
            result.append((previous + MapFrame.wrapped(point.0 - previous), point.1))
        }
        return result
    }

    /// The Earth's mean radius in kilometres.
    public static let earthRadius = 6_371.0

    /// The distance between two points along the great circle, in kilometres.
    public static func kilometres(from start: GeoPoint, to end: GeoPoint) -> Double {
        let a = vector(start), b = vector(end)
        return acos(max(-1, min(1, a.0 * b.0 + a.1 * b.1 + a.2 * b.2))) * earthRadius
    }

    /// The direction a great circle leaves `start` towards `end`, in degrees clockwise from north.
    public static func bearing(from start: GeoPoint, to end: GeoPoint) -> Double {
        let latitude1 = start.latitude * .pi / 180, latitude2 = end.latitude * .pi / 180
        let longitudeDifference = (end.longitude - start.longitude) * .pi / 180
        let y = sin(longitudeDifference) * cos(latitude2), x = cos(latitude1) * sin(latitude2) - sin(latitude1) * cos(latitude2) * cos(longitudeDifference)
        return atan2(y, x) * 180 / .pi
    }

    private static func vector(_ point: GeoPoint) -> (Double, Double, Double) {
        let latitude = point.latitude * .pi / 180, longitude = point.longitude * .pi / 180
        return (cos(latitude) * cos(longitude), cos(latitude) * sin(longitude), sin(latitude))
    }
}
