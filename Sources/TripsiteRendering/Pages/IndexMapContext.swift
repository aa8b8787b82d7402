import TripsiteMaps
import TripsiteModel

/// The index's `worldMap` value: a world map with a linked dot for each trip that has a place (see
/// `TripLocation`), and the number of each trip's dot, which its card carries (`mapDot`) so that the browsing
/// script can dim the dots of the trips it hides.
enum IndexMapContext {
    /// The names of the map's values (a card's `mapDot` is among `TripCard.fieldNames`).
    static let fieldNames = ["worldMap", "svg", "caption"]

    /// The map's value (absent when no trip has a place) and, for each trip, its dot's number.
    static func make(_ ordered: [TripListing]) -> (map: TemplateValue, dots: [Int?]) {
        var located: [Int] = []
        var destinations: [WorldMap.Destination] = []
        for (index, trip) in ordered.enumerated() {
            guard let point = trip.mapPoint else { continue }
            located.append(index)
            let country = trip.country.map(TripGroups.countrySlug) ?? ""
            destinations.append(WorldMap.Destination(
                point: point, label: "\(trip.title), \(TextFormat.dateRange(trip.startDate, trip.endDate))",
                link: "trips/\(trip.slug)/index.html", groupLink: country.isEmpty ? nil : "countries/\(country)/index.html"))
        }
        var dots = [Int?](repeating: nil, count: ordered.count)
        guard !destinations.isEmpty else { return (.absent, dots) }
        let onMap = TextFormat.count(destinations.count, "trip")
        let drawing = WorldMap.draw(
            destinations, title: "Map of the trips",
            description: "A dot for each trip's destination (\(onMap) of \(TextFormat.grouped(ordered.count))), linked to the trip's page. "
                + "A dot with a number stands for that many trips close together and links to their country's page, "
                + "or to the first of them when they are in different countries.")
        for (index, number) in zip(located, drawing.dotNumbers) { dots[index] = number }
        let dotCount = TextFormat.count(drawing.dots.count, "dot")
        var caption = destinations.count == ordered.count
            ? "\(onMap) on the map, in \(dotCount)."
            : "\(onMap) of \(TextFormat.grouped(ordered.count)) on the map, in \(dotCount); the others have no known place."
        if drawing.dots.count < destinations.count { caption += " A number on a dot: that many trips close together." }
        return (.object(["svg": .utf8(Array(drawing.svg.utf8)), "caption": .text(caption)]), dots)
    }
}
