import TripsiteModel

/// A small map of one day's stops, to stand beside that day: the day's located stops with the numbers their
/// pins have on the trip's map, joined in the day's order (by the road on a road trip), with a scale bar. It is
/// drawn only when it shows something the trip's map does not: two or more stops, close enough to be reached on
/// foot or by road in a day, that stay apart at its scale.
public enum DayMap {
    /// The fewest located stops that make a day's map.
    public static let minimumPins = 2
    /// The day map's width in pixels: small, beside the day's list.
    public static let width = 240.0
    /// The widest spread of a day's stops that makes a day's map, in kilometres: a day that flies further is
    /// shown by the trip's map, with its flight.
    public static let maximumSpread = 500.0

    /// The day's map, or nil when it would not help: fewer than `minimumPins` located stops, stops further
    /// apart than `maximumSpread`, or all of them in one mark. Its pins have no ids (the trip's map has them)
    /// and link where the trip map's pins link.
    /// - Parameters:
    ///   - title: the map's title for screen readers ("Map of Day 2 · Sunday 4 May 2025").
    ///   - description: what it shows ("The day's stops, numbered as on the trip's map, in the day's order: 3, 4.").
    ///   - byRoad: the stops are joined by the road (a road trip's day) rather than a dotted line.
    public static func draw(
        _ pins: [TripMap.Pin], title: String, description: String, byRoad: Bool = false, words: MapWords
    ) -> MapSVG.Drawing? {
        guard mayShow(pins.map(\.point)) else { return nil }
        let stops = pins.map { pin in
            var stop = pin
            stop.isStop = true
            return stop
        }
        let drawing = MapSVG.draw(
            TripMap(pins: stops, routes: [TripMap.Route(kind: byRoad ? .road : .walk, points: stops.map(\.point))]),
            title: title, description: description, width: width, pinRadius: 9, className: "map day-map", words: words)
        return drawing.markCount >= minimumPins ? drawing : nil
    }

    /// Whether the pins may make a day's map, as far as can be told before it is drawn: enough of them, at that
    /// many points (stops placed at the town their text names share one point, so one mark), within
    /// `maximumSpread`. A map that passes may still be left out if its pins make fewer marks than `minimumPins`.
    /// It takes the pins' points alone, so that the days without a map (most of them) copy no pin.
    public static func mayShow(_ points: [GeoPoint]) -> Bool {
        guard points.count >= minimumPins else { return false }
        // Counted until there are enough: most days that name stops name them all at one point or at two.
        var distinct: [GeoPoint] = []
        for point in points where !distinct.contains(point) {
            distinct.append(point)
            if distinct.count == minimumPins { break }
        }
        return distinct.count >= minimumPins && MapFocus.spread(points) <= maximumSpread
    }

    /// The distance between each stop and the next, in straight lines, in kilometres.
    public static func legs(_ pins: [TripMap.Pin]) -> [Double] {
        zip(pins, pins.dropFirst()).map { GreatCircle.kilometres(from: $0.point, to: $1.point) }
    }
}
