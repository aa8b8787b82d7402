import TripsiteMaps
import TripsitePlanning

/// The `dayMap` value of a day of the timeline: the SVG of the day's own small map (`DayMap`), when two or more
/// of the stops its items name are located, and not all of the trip's: a day that names every pin of the trip's
/// map (the flight out of a trip whose only located stops are its two airports) would have the trip's map again,
/// smaller. Its pins are the trip map's, with the same numbers and links. Its only field, `svg`, is named as the
/// trip map's is (`TripMapContext.fieldNames`).
enum DayMapContext {
    /// - Parameter heading: the day's heading, which titles the map ("Map of Day 2 · Sunday 4 May 2025").
    static func value(_ stops: TripMapStops, day: ItineraryDay, heading: String, lang: SiteLanguage) -> TemplateValue? {
        let pins = stops.pins(on: day.date)
        // A day's pins are some of the trip's, each once: as many means all of them.
        guard pins.count < stops.pins.count else { return nil }
        let numbers = pins.map { lang.number($0.number) }.joined(separator: ", ")
        guard let drawing = DayMap.draw(
            pins, title: lang.text("map.day_title", ["day": heading]), description: lang.text("map.day_description", ["numbers": numbers]))
        else { return nil }
        return .object(["svg": .utf8(Array(drawing.svg.utf8))])
    }
}
