import Foundation

/// Places numbered pins so that no two cover each other: a pin that would overlap one already placed moves
/// to the nearest free spot around its point (a line then joins it to the point), staying inside the map.
///
/// The pins placed are kept in a grid of squares as wide as the least distance between two pins, so that
/// whether a spot is free is asked of the pins in the nine squares around it, not of every pin; and only the
/// first `maximumLaidOut` pins look for a spot: a map of 20,000 pins took 45 seconds when each looked, through
/// 6,560 spots on a full map, comparing each spot with every pin.
public enum PinLayout {
    /// A pin's circle and where its point is.
    public struct Placement: Sendable, Equatable {
        public var x: Double, y: Double
        public var pointX: Double, pointY: Double
        public var isMoved: Bool { x != pointX || y != pointY }
    }

    /// How many rings of spots around its point a pin tries before it stays on its point.
    private static let rings = 40
    /// The pins that are moved apart, far more than a map shows apart; the pins after them stay on their
    /// points. Documented in docs/maps.md.
    public static let maximumLaidOut = 300

    /// The positions of pins of `radius` at `points`, in order: earlier pins keep their point. A pin moved off
    /// its point is joined to it by a line that crosses no other pin, and no pin stands on such a line.
    public static func place(_ points: [(x: Double, y: Double)], radius: Double, width: Double, height: Double) -> [Placement] {
        var placed: [Placement] = []
        placed.reserveCapacity(points.count)
        let gap = 2 * radius + 1
        var grid = Grid(cellSize: gap, width: width, height: height)
        /// The lines from moved pins to their points: few, as pins that would cover each other are grouped first.
        var leaders: [Placement] = []
        func isFree(_ x: Double, _ y: Double) -> Bool {
            grid.allNear(x, y) { ($0.x - x) * ($0.x - x) + ($0.y - y) * ($0.y - y) >= gap * gap }
                && leaders.allSatisfy { distance(x, y, toSegment: $0) >= radius + 1 }
        }
        /// Whether a line from a point to a spot passes clear of every pin but those over the point itself.
        func isClear(_ leader: Placement) -> Bool {
            placed.prefix(maximumLaidOut).allSatisfy { pin in
                let overPoint = (pin.x - leader.pointX) * (pin.x - leader.pointX) + (pin.y - leader.pointY) * (pin.y - leader.pointY) < radius * radius
                return overPoint || distance(pin.x, pin.y, toSegment: leader) >= radius + 1
            }
        }
        func inside(_ x: Double, _ y: Double) -> (Double, Double) {
            (min(max(x, radius + 1), width - radius - 1), min(max(y, radius + 1), height - radius - 1))
        }
        // Ring `n` lies at `n` times three quarters of a pin's width and a pixel.
        let ringStep = (gap + 1) * 0.75
        for point in points {
            var spot = inside(point.x, point.y)
            if placed.count < maximumLaidOut, !isFree(spot.0, spot.1) {
                // The nearest free spot whose line is clear; else (many pins on one point, which maps group
                // first) the nearest free one.
                var free: (Double, Double)?
                for offset in ringDirections {
                    let candidate = inside(point.x + offset.x * ringStep, point.y + offset.y * ringStep)
                    guard isFree(candidate.0, candidate.1) else { continue }
                    free = free ?? candidate
                    if isClear(Placement(x: candidate.0, y: candidate.1, pointX: point.x, pointY: point.y)) {
                        free = candidate
                        break
                    }
                }
                spot = free ?? spot
            }
            let placement = Placement(x: spot.0, y: spot.1, pointX: point.x, pointY: point.y)
            placed.append(placement)
            if placed.count <= maximumLaidOut {
                grid.insert(placement)
                if placement.isMoved { leaders.append(placement) }
            }
        }
        return placed
    }

    /// The pins that would cover each other at the map's scale, grouped: each group is the indices of its
    /// points, the first of them the one the group stands on, and every point of a group lies nearer its first
    /// than `distance`. Groups come in the order of their first points; a point joins the earliest group near it.
    public static func groups(_ points: [(x: Double, y: Double)], distance: Double, width: Double, height: Double) -> [[Int]] {
        var groups: [[Int]] = []
        var grid = Grid(cellSize: distance, width: width, height: height)
        for (index, point) in points.enumerated() {
            var near: Int?
            _ = grid.allNear(point.x, point.y) { first in
                guard (first.x - point.x) * (first.x - point.x) + (first.y - point.y) * (first.y - point.y) < distance * distance else { return true }
                // The group is the first's number, kept in `pointX` (its own point is `x`, `y`).
                near = min(near ?? Int.max, Int(first.pointX))
                return true
            }
            if let near {
                groups[near].append(index)
            } else {
                grid.insert(Placement(x: point.x, y: point.y, pointX: Double(groups.count), pointY: 0))
                groups.append([index])
            }
        }
        return groups
    }

    /// How far a point lies from the line between a moved pin and its point.
    private static func distance(_ x: Double, _ y: Double, toSegment leader: Placement) -> Double {
        let (dx, dy) = (leader.x - leader.pointX, leader.y - leader.pointY)
        let length = dx * dx + dy * dy
        let t = length == 0 ? 0 : max(0, min(1, ((x - leader.pointX) * dx + (y - leader.pointY) * dy) / length))
        let (nearX, nearY) = (leader.pointX + t * dx, leader.pointY + t * dy)
        return ((x - nearX) * (x - nearX) + (y - nearY) * (y - nearY)).squareRoot()
    }

    /// The spots tried around a point, nearest ring first, each ring clockwise from the top, for rings one unit
    /// apart: ring `n` at distance `n`, in `8 n` steps. Worked out once: making them again for every map (6,560
    /// sines and cosines each) cost a build much (docs/performance.md, "Why the code is as it is").
    private static let ringDirections: [(x: Double, y: Double)] = {
        var offsets: [(x: Double, y: Double)] = []
        for ring in 1...rings {
            let steps = 8 * ring
            for step in 0..<steps {
                let angle = -Double.pi / 2 + Double(step) * 2 * Double.pi / Double(steps)
                offsets.append((Double(ring) * cos(angle), Double(ring) * sin(angle)))
            }
        }
        return offsets
    }()

    /// The pins placed so far, by the square of the map they are in: each square's pins as a chain through
    /// the pins placed, so that the squares are one array of numbers, made and let go at once. An array of
    /// every square's own array of pins (hundreds, nearly all empty) cost some 12,000 instructions to make and
    /// let go for each of a map's two layouts, more than the pins' own layout on a trip's map.
    private struct Grid {
        let cellSize: Double
        let columns: Int
        let rows: Int
        /// The pin placed last in each square, as an index in `placements`; -1 for none.
        private var lastInCell: [Int]
        /// For each pin, the one placed before it in its square; -1 for none.
        private var previousInCell: [Int] = []
        private var placements: [Placement] = []

        init(cellSize: Double, width: Double, height: Double) {
            self.cellSize = cellSize
            columns = Self.count(width, cellSize)
            rows = Self.count(height, cellSize)
            lastInCell = Array(repeating: -1, count: columns * rows)
        }

        /// Squares across a length: at least one, and few enough for any map (a pin outside is kept at the edge).
        private static func count(_ length: Double, _ cellSize: Double) -> Int {
            let count = length / cellSize
            guard count.isFinite, count >= 1 else { return 1 }
            return Int(min(count, 4_096)) + 1
        }

        /// The square of a coordinate, the ones outside the grid (or not finite) in its first or last.
        private static func index(_ value: Double, _ cellSize: Double, _ count: Int) -> Int {
            let cell = value / cellSize
            guard cell.isFinite, cell > 0 else { return 0 }
            return cell >= Double(count - 1) ? count - 1 : Int(cell)
        }

        mutating func insert(_ placement: Placement) {
            let column = Self.index(placement.x, cellSize, columns), row = Self.index(placement.y, cellSize, rows)
            let cell = row * columns + column
            previousInCell.append(lastInCell[cell])
            lastInCell[cell] = placements.count
            placements.append(placement)
        }

        /// Whether `test` holds for every pin in the nine squares around `(x, y)`: every pin nearer than a
        /// square's width is among them.
        func allNear(_ x: Double, _ y: Double, _ test: (Placement) -> Bool) -> Bool {
            let column = Self.index(x, cellSize, columns), row = Self.index(y, cellSize, rows)
            for nearRow in max(row - 1, 0)...min(row + 1, rows - 1) {
                for nearColumn in max(column - 1, 0)...min(column + 1, columns - 1) {
                    var pin = lastInCell[nearRow * columns + nearColumn]
                    while pin >= 0 {
                        if !test(placements[pin]) { return false }
                        pin = previousInCell[pin]
                    }
                }
            }
            return true
        }
    }
}
