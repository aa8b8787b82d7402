import TripsiteMaps
import TripsiteModel

/// The `map` value of a trip's templates: the SVG of the trip's map (made by code, only numbers and escaped
/// text), its legend, whether it shows land and whose (to credit its source), whether a pin was placed by the
/// gazetteer (to credit GeoNames), a road trip's days with their distances (`roadDays`, `roadDistance`), and its pins
/// as a list to read, folded when long.
enum TripMapContext {
    /// The names of the map's values and of its pins'.
    static let fieldNames = [
        "svg", "caption", "legend", "hasLand", "pinsSummary", "foldsPins", "pins", "number", "label", "favorite", "anchor", "roadDays", "day",
        "distance", "roadDistance", "approximateTown", "hasApproximate", "fineLand",
    ]
    /// A list of more pins than this starts folded, so that a phone reaches the itinerary after the map.
    static let unfoldedPins = 8

    /// - Parameter roadDays: a road trip's days on the road, each with its label ("Day 2") and its distance in
    ///   kilometres, stop to stop.
    static func value(_ map: TripMap, title: String, roadDays: [(day: String, kilometres: Double)] = []) -> TemplateValue {
        guard !map.pins.isEmpty else { return .absent }
        let drawing = MapSVG.draw(
            map, title: "Map of \(title)",
            description: "\(TextFormat.count(map.pins.count, "numbered pin")) for the trip's stops, in the order of the itinerary; "
                + "the list after the map names them.",
            idPrefix: "map-")
        return .object([
            "svg": .utf8(Array(drawing.svg.utf8)),
            "legend": .text(drawing.legend),
            "hasLand": .bool(drawing.hasLand),
            "roadDays": .list(roadDays.map { .object(["day": .text($0.day), "distance": .text(MapFocus.distanceText($0.kilometres))]) }),
            "roadDistance": roadDays.isEmpty ? .absent : .text(MapFocus.distanceText(roadDays.reduce(0) { $0 + $1.kilometres })),
            "fineLand": .bool(drawing.landSource == .gshhg),
            "hasApproximate": .bool(map.pins.contains { $0.approximateTown != nil }),
            "pinsSummary": .text(map.pins.count == 1 ? "The stop" : "The \(map.pins.count) stops, in order"),
            "foldsPins": .bool(map.pins.count > unfoldedPins),
            "pins": .list(map.pins.map { pin in
                TemplateValue.object([
                    "number": .number(pin.number), "label": .text(pin.label),
                    "favorite": .bool(pin.isFavorite), "anchor": .text(pin.link ?? "map"),
                    "approximateTown": pin.approximateTown.map(TemplateValue.text) ?? .absent,
                ])
            }),
        ])
    }
}
