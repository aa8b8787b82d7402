import TripsiteMaps
import TripsiteModel

/// The `map` value of a trip's templates: the SVG of the trip's map (made by code, only numbers and escaped
/// text), its legend, whether it shows land (to credit its source), and its pins as a list to read, folded when long.
enum TripMapContext {
    /// The names of the map's values and of its pins'.
    static let fieldNames = ["svg", "legend", "hasLand", "pinsSummary", "foldsPins", "pins", "number", "label", "favorite", "anchor"]
    /// A list of more pins than this starts folded, so that a phone reaches the itinerary after the map.
    static let unfoldedPins = 8

    static func value(_ map: TripMap, title: String) -> TemplateValue {
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
            "pinsSummary": .text(map.pins.count == 1 ? "The stop" : "The \(map.pins.count) stops, in order"),
            "foldsPins": .bool(map.pins.count > unfoldedPins),
            "pins": .list(map.pins.map { pin in
                TemplateValue.object([
                    "number": .number(pin.number), "label": .text(pin.label),
                    "favorite": .bool(pin.isFavorite), "anchor": .text(pin.link ?? "map"),
                ])
            }),
        ])
    }
}
