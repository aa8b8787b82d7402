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
        "distance", "roadDistance", "roadDistanceText", "approximateTown", "approximately", "hasApproximate", "fineLand", "listsStops",
    ]
    /// A list of more pins than this starts folded, so that a phone reaches the itinerary after the map.
    static let unfoldedPins = 8

    /// - Parameter roadDays: a road trip's days on the road, each with its label ("Day 2") and its distance in
    ///   kilometres, stop to stop.
    static func value(_ map: TripMap, title: String, lang: SiteLanguage, roadDays: [(day: String, kilometres: Double)] = []) -> TemplateValue {
        guard !map.pins.isEmpty else { return .absent }
        let drawing = MapSVG.draw(
            map, title: lang.text("map.trip_title", ["title": title]), description: lang.count("map.trip_description", map.pins.count),
            idPrefix: "map-", words: lang.mapWords)
        return .object([
            "svg": .utf8(Array(drawing.svg.utf8)),
            "legend": .text(legend(map, drawing: drawing, lang: lang)),
            "hasLand": .bool(drawing.hasLand),
            "roadDays": .list(roadDays.map { .object(["day": .text($0.day), "distance": .text(lang.distance($0.kilometres))]) }),
            "roadDistance": roadDays.isEmpty ? .absent : .text(lang.distance(roadDays.reduce(0) { $0 + $1.kilometres })),
            "roadDistanceText": roadDays.isEmpty
                ? .absent : .text(lang.text("map.road_total", ["distance": lang.distance(roadDays.reduce(0) { $0 + $1.kilometres })])),
            "fineLand": .bool(drawing.landSource == .gshhg),
            "hasApproximate": .bool(map.pins.contains { $0.approximateTown != nil }),
            "pinsSummary": .text(lang.count("map.stops_in_order", map.pins.count)),
            "foldsPins": .bool(map.pins.count > unfoldedPins),
            "listsStops": .bool(true),
            "pins": .list(pins(map.pins, lang: lang)),
        ])
    }

    /// The map of the printable itinerary: the same, without its list of stops (`listsStops` false), which paper
    /// leaves out, as each day's items print their pin's number beside them.
    static func onPaper(_ map: TemplateValue) -> TemplateValue {
        guard case .object(var fields) = map else { return map }
        fields["listsStops"] = .bool(false)
        return .object(fields)
    }

    /// The pins as a list to read. Pins placed at their town come in runs (a trip's hotels and activities found in
    /// one town): the note that says so is written once for each run, not once for each pin.
    static func pins(_ pins: [TripMap.Pin], lang: SiteLanguage) -> [TemplateValue] {
        var note: (town: String, text: TemplateValue)?
        return pins.map { pin in
            var approximately = TemplateValue.absent
            if let town = pin.approximateTown {
                if note?.town != town { note = (town, .text(lang.text("map.approximately", ["town": town]))) }
                approximately = note?.text ?? .absent
            }
            // In the order the list of stops looks them up, which a look-up goes through one by one.
            var fields = TemplateFields(minimumCapacity: 6)
            fields["number"] = .number(pin.number)
            fields["anchor"] = .text(pin.link ?? "map")
            fields["favorite"] = .bool(pin.isFavorite)
            fields["label"] = .text(pin.label)
            fields["approximately"] = approximately
            fields["approximateTown"] = pin.approximateTown.map(TemplateValue.text) ?? .absent
            return .object(fields)
        }
    }

    /// A sentence that says what the map's lines and marks mean: "Numbered pins: the stops in the order of the
    /// itinerary · dashed arcs: flights."
    static func legend(_ map: TripMap, drawing: MapSVG.Drawing, lang: SiteLanguage) -> String {
        var parts = [lang.text("map.legend_pins")]
        if drawing.hasGroups { parts.append(lang.text("map.legend_groups")) }
        if !drawing.edgePins.isEmpty { parts.append(lang.text("map.legend_edge")) }
        if map.pins.contains(where: \.isFavorite) { parts.append(lang.text("map.legend_favourite")) }
        if map.pins.contains(where: { $0.approximateTown != nil }) { parts.append(lang.text("map.legend_approximate")) }
        if map.routes.contains(where: { $0.kind == .flight }) { parts.append(lang.text("map.legend_flights")) }
        if map.routes.contains(where: { $0.kind == .road }) { parts.append(lang.text("map.legend_road")) }
        if map.routes.contains(where: { $0.kind == .walk }) { parts.append(lang.text("map.legend_walk")) }
        return lang.text("map.legend", ["parts": parts.joined(separator: " · ")])
    }
}
