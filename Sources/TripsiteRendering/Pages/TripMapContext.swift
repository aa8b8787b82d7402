import TripsiteMaps
import TripsiteModel

/// The `map` value of a trip's templates: the SVG of the trip's map (made by code, only numbers and escaped
/// text), its legend, whether it shows land (to credit its source), and its pins as a list to read, folded when long.
enum TripMapContext {
    /// The names of the map's values and of its pins'.
    static let fieldNames = ["svg", "legend", "hasLand", "pinsSummary", "foldsPins", "pins", "number", "label", "favorite", "anchor"]
    /// A list of more pins than this starts folded, so that a phone reaches the itinerary after the map.
    static let unfoldedPins = 8

    static func value(_ map: TripMap, title: String, lang: SiteLanguage) -> TemplateValue {
        guard !map.pins.isEmpty else { return .absent }
        let drawing = MapSVG.draw(
            map, title: lang.text("map.trip_title", ["title": title]), description: lang.count("map.trip_description", map.pins.count),
            idPrefix: "map-")
        return .object([
            "svg": .utf8(Array(drawing.svg.utf8)),
            "legend": .text(legend(map, lang: lang)),
            "hasLand": .bool(drawing.hasLand),
            "pinsSummary": .text(lang.count("map.stops_in_order", map.pins.count)),
            "foldsPins": .bool(map.pins.count > unfoldedPins),
            "pins": .list(map.pins.map { pin in
                TemplateValue.object([
                    "number": .number(pin.number), "label": .text(pin.label),
                    "favorite": .bool(pin.isFavorite), "anchor": .text(pin.link ?? "map"),
                ])
            }),
        ])
    }

    /// A sentence that says what the map's lines and marks mean: "Numbered pins: the stops in the order of the
    /// itinerary · dashed arcs: flights."
    static func legend(_ map: TripMap, lang: SiteLanguage) -> String {
        var parts = [lang.text("map.legend_pins")]
        if map.pins.contains(where: \.isFavorite) { parts.append(lang.text("map.legend_favourite")) }
        if map.routes.contains(where: { $0.kind == .flight }) { parts.append(lang.text("map.legend_flights")) }
        if map.routes.contains(where: { $0.kind == .road }) { parts.append(lang.text("map.legend_road")) }
        return lang.text("map.legend", ["parts": parts.joined(separator: " · ")])
    }
}
