import TripsiteMaps
import TripsiteModel
import TripsitePlanning

/// The `dayMap` value of a day of the timeline: the SVG of the day's own small map (`DayMap`), when it shows
/// something useful (two or more of the day's stops, near enough to each other, apart at its scale) and not all
/// of the trip's stops: a day that names every pin of the trip's map would have the trip's map again, smaller.
/// Its pins are the trip map's, with the same numbers and links. `svg` is named as the trip map's is
/// (`TripMapContext.fieldNames`); `caption` is the HTML under it: the stops by name, in the day's order, with the
/// distance from each to the next and the day's in all.
enum DayMapContext {
    /// - Parameter heading: the day's heading, which titles the map ("Map of Day 2 · Sunday 4 May 2025").
    static func value(_ stops: TripMapStops, day: ItineraryDay, heading: String, byRoad: Bool, lang: SiteLanguage) -> TemplateValue? {
        let numbered = stops.numbers(on: day.date)
        // A day's pins are some of the trip's, each once: as many means all of them.
        guard numbered.count >= DayMap.minimumPins, numbered.count < stops.pins.count else { return nil }
        guard DayMap.mayShow(numbered.map { stops.pins[$0 - 1].point }) else { return nil }
        let pins = numbered.map { stops.pins[$0 - 1] }
        let numbers = pins.map { lang.number($0.number) }.joined(separator: ", ")
        guard let drawing = DayMap.draw(
            pins, title: lang.text("map.day_title", ["day": heading]), description: lang.text("map.day_description", ["numbers": numbers]),
            byRoad: byRoad, words: lang.mapWords)
        else { return nil }
        return .object(["svg": .utf8(Array(drawing.svg.utf8)), "caption": .utf8(Array(caption(pins, byRoad: byRoad, lang: lang).utf8))])
    }

    /// The stops in order, each after the distance from the one before, and the day's distance in all.
    static func caption(_ pins: [TripMap.Pin], byRoad: Bool, lang: SiteLanguage) -> String {
        let legs = DayMap.legs(pins)
        var html = "<figcaption><ol class=\"day-stops\">"
        for (index, pin) in pins.enumerated() {
            html += "<li value=\"\(pin.number)\">"
            if index > 0 { html += "<span class=\"day-leg\">\(HTMLEscaping.text(lang.distance(legs[index - 1])))</span> " }
            html += HTMLEscaping.text(pin.label) + "</li>"
        }
        let total = lang.distance(legs.reduce(0, +))
        html += "</ol><p class=\"day-distance\">"
        html += HTMLEscaping.text(lang.text(byRoad ? "map.day_road" : "map.day_distance", ["distance": total]))
        return html + "</p></figcaption>"
    }
}
