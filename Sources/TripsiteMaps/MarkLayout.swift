import Foundation
import TripsiteModel

/// Where a map's marks go: the frame the destination's stops set (`MapFocus`), the pins grouped where they would
/// cover each other at that scale, and the far airports at the edge, towards where they lie.
struct MarkLayout {
    let frame: MapFrame
    /// The pins drawn inside the frame, grouped: each group one mark, on the point of its first pin.
    let groups: [[Int]]
    let groupPlacements: [PinLayout.Placement]
    /// The pins drawn at the edge, and where.
    let edgePins: [Int]
    let edgePlacements: [PinLayout.Placement]
    /// Each pin's mark's position, in the order of the map's pins.
    let pinPlacements: [PinLayout.Placement]
    private let map: TripMap
    /// The middle of what the frame holds, where an edge pin's direction and distance are measured from.
    private let middle: GeoPoint
    private let edgePoints: Set<GeoPoint>

    init(_ map: TripMap, width: Double, pinRadius: Double) {
        self.map = map
        var edge = MapFocus.distantPins(of: map)
        var far = Set(edge.map { map.pins[$0].point })
        let notFar = map.pins.indices.filter { !far.contains(map.pins[$0].point) }
        let inFrame = notFar.map { map.pins[$0].point } + map.routes.filter { !$0.points.contains(where: far.contains) }.flatMap(\.points)
        var frame = MapFrame.fitting(inFrame, width: width)
        var framed = inFrame
        if !edge.isEmpty, frame.projection == .equalEarth {
            // The stops spread over the world anyway: the far airports are on it too.
            (edge, far, framed) = ([], [], map.points)
            frame = MapFrame.fitting(framed, width: width)
        }
        self.frame = frame
        edgePins = edge
        edgePoints = far
        let center = MapFocus.middle(of: framed)
        middle = center

        // The pins not at the edge: all of them when none is (the far airports drawn where they are).
        let near = edge.isEmpty ? Array(map.pins.indices) : notFar
        let projected = near.map { frame.project(map.pins[$0].point) }
        let grouped = PinLayout.groups(projected, distance: 2 * pinRadius + 1, width: frame.width, height: frame.height)
        groups = grouped.map { $0.map { near[$0] } }
        let spots = grouped.map { projected[$0[0]] }
            + edge.map { Self.edgeSpot(towards: map.pins[$0].point, from: center, in: frame, inset: pinRadius + 1) }
        let placed = PinLayout.place(spots, radius: pinRadius, width: frame.width, height: frame.height)
        let inside = Array(placed.prefix(grouped.count))
        // A pin at the edge stands for a point off the map: it has no line back to it.
        let atEdge = placed.dropFirst(grouped.count).map { PinLayout.Placement(x: $0.x, y: $0.y, pointX: $0.x, pointY: $0.y) }
        var byPin = [PinLayout.Placement](repeating: PinLayout.Placement(x: 0, y: 0, pointX: 0, pointY: 0), count: map.pins.count)
        for (group, placement) in zip(grouped, inside) { for index in group { byPin[near[index]] = placement } }
        for (index, placement) in zip(edge, atEdge) { byPin[index] = placement }
        (groupPlacements, edgePlacements, pinPlacements) = (inside, atEdge, byPin)
    }

    /// Where the line from `middle` towards `point` leaves the frame, `inset` pixels inside its edges.
    static func edgeSpot(towards point: GeoPoint, from middle: GeoPoint, in frame: MapFrame, inset: Double) -> (x: Double, y: Double) {
        let bearing = GreatCircle.bearing(from: middle, to: point) * .pi / 180
        let (dx, dy) = (sin(bearing), -cos(bearing))
        let center = frame.project(middle)
        var reach = Double.infinity
        if dx > 1e-9 { reach = min(reach, (frame.width - inset - center.x) / dx) }
        if dx < -1e-9 { reach = min(reach, (inset - center.x) / dx) }
        if dy > 1e-9 { reach = min(reach, (frame.height - inset - center.y) / dy) }
        if dy < -1e-9 { reach = min(reach, (inset - center.y) / dy) }
        guard reach.isFinite else { return center }
        return (center.x + max(0, reach) * dx, center.y + max(0, reach) * dy)
    }

    /// Whether a route goes to or from a pin at the edge.
    func touchesEdge(_ route: TripMap.Route) -> Bool { route.points.contains(where: edgePoints.contains) }

    /// A flight between a point on the map and a pin at the edge, as a straight line from the one to the other.
    func edgeLine(_ route: TripMap.Route) -> (from: (x: Double, y: Double), to: (x: Double, y: Double))? {
        guard route.points.count == 2 else { return nil }
        let (first, last) = (route.points[0], route.points[1])
        let (inside, outside) = edgePoints.contains(last) ? (first, last) : (last, first)
        guard !edgePoints.contains(inside), edgePoints.contains(outside),
              let index = edgePins.firstIndex(where: { map.pins[$0].point == outside }) else { return nil }
        let spot = edgePlacements[index]
        return (frame.project(inside), (spot.x, spot.y))
    }

    /// The words beside a pin at the edge: where the flights come from (or go to) and how far away it is.
    func edgeText(_ index: Int, words: MapWords) -> String {
        let pin = map.pins[index]
        let flights = map.routes.filter { $0.kind == .flight && $0.points.count == 2 }
        let direction: MapWords.Direction = flights.contains { $0.points[0] == pin.point } ? .from : flights.contains { $0.points[1] == pin.point } ? .to : .neither
        return words.edgeCaption(direction, pin.town ?? pin.label, words.distance(GreatCircle.kilometres(from: middle, to: pin.point)))
    }
}
