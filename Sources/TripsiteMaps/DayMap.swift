/// A small map of one day's stops, to stand beside that day: the day's located stops with the numbers their
/// pins have on the trip's map, and no routes. A day with fewer than two located stops has none (one pin says
/// no more than the trip's map does).
public enum DayMap {
    /// The fewest located stops that make a day's map.
    public static let minimumPins = 2
    /// The day map's width in pixels: small, beside the day's list.
    public static let width = 240.0

    /// The day's map, or nil when fewer than `minimumPins` of its stops are located. Its pins have no ids (the
    /// trip's map has them) and link where the trip map's pins link.
    /// - Parameters:
    ///   - title: the map's title for screen readers ("Map of Day 2 · Sunday 4 May 2025").
    ///   - description: what it shows ("The day's stops, numbered as on the trip's map: 3, 4.").
    public static func draw(_ pins: [TripMap.Pin], title: String, description: String) -> MapSVG.Drawing? {
        guard pins.count >= minimumPins else { return nil }
        return MapSVG.draw(
            TripMap(pins: pins, routes: []), title: title, description: description, width: width, pinRadius: 7,
            className: "map day-map")
    }
}
