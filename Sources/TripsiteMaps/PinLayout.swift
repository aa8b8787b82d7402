import Foundation

/// Places numbered pins so that no two cover each other: a pin that would overlap one already placed moves
/// to the nearest free spot around its point (a line then joins it to the point), staying inside the map.
public enum PinLayout {
    /// A pin's circle and where its point is.
    public struct Placement: Sendable, Equatable {
        public var x: Double, y: Double
        public var pointX: Double, pointY: Double
        public var isMoved: Bool { x != pointX || y != pointY }
    }

    /// The positions of pins of `radius` at `points`, in order: earlier pins keep their point.
    public static func place(_ points: [(x: Double, y: Double)], radius: Double, width: Double, height: Double) -> [Placement] {
        var placed: [Placement] = []
        let gap = 2 * radius + 1
        func isFree(_ x: Double, _ y: Double) -> Bool {
            placed.allSatisfy { ($0.x - x) * ($0.x - x) + ($0.y - y) * ($0.y - y) >= gap * gap }
        }
        func inside(_ x: Double, _ y: Double) -> (Double, Double) {
            (min(max(x, radius + 1), width - radius - 1), min(max(y, radius + 1), height - radius - 1))
        }
        for point in points {
            var spot = inside(point.x, point.y)
            search: for ring in 1...40 where !isFree(spot.0, spot.1) {
                let distance = Double(ring) * (gap + 1) * 0.75
                let steps = 8 * ring
                for step in 0..<steps {
                    let angle = -Double.pi / 2 + Double(step) * 2 * Double.pi / Double(steps)
                    let candidate = inside(point.x + distance * cos(angle), point.y + distance * sin(angle))
                    if isFree(candidate.0, candidate.1) {
                        spot = candidate
                        break search
                    }
                }
            }
            placed.append(Placement(x: spot.0, y: spot.1, pointX: point.x, pointY: point.y))
        }
        return placed
    }
}
