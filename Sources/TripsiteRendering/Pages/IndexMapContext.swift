import TripsiteMaps
import TripsiteModel

/// The index's `worldMap` value: a world map with a linked dot for each trip that has a place (see
/// `TripLocation`), and the number of each trip's dot, which its card carries (`mapDot`) so that the browsing
/// script can dim the dots of the trips it hides.
enum IndexMapContext {
    /// The names of the map's values (a card's `mapDot` is among `TripCard.fieldNames`).
    static let fieldNames = ["worldMap", "svg", "caption"]

    /// The map's value (absent when no trip has a place) and, for each trip, its dot's number.
    static func make(_ ordered: [TripListing], lang: SiteLanguage) -> (map: TemplateValue, dots: [Int?]) {
        var located: [Int] = []
        var destinations: [WorldMap.Destination] = []
        for (index, trip) in ordered.enumerated() {
            guard let point = trip.mapPoint else { continue }
            located.append(index)
            let country = trip.country.map(TripGroups.countrySlug) ?? ""
            destinations.append(WorldMap.Destination(
                point: point, label: lang.text("map.dot_label", ["title": trip.title, "dates": lang.dateRange(trip.startDate, trip.endDate)]),
                link: "trips/\(trip.slug)/index.html", groupLink: country.isEmpty ? nil : "countries/\(country)/index.html"))
        }
        var dots = [Int?](repeating: nil, count: ordered.count)
        guard !destinations.isEmpty else { return (.absent, dots) }
        let onMap = lang.count("count.trips", destinations.count)
        let all = lang.number(ordered.count)
        let drawing = WorldMap.draw(
            destinations, title: lang.text("map.world_title"),
            description: lang.text("map.world_description", ["trips": onMap, "all": all])
        ) { count, names, more in
            let title = lang.text("map.dot_trips", ["trips": lang.count("count.trips", count), "names": names.joined(separator: "; ")])
            return more > 0 ? lang.text("map.dot_more", ["title": title, "count": lang.number(more)]) : title
        }
        for (index, number) in zip(located, drawing.dotNumbers) { dots[index] = number }
        let dotCount = lang.count("count.dots", drawing.dots.count)
        var caption = destinations.count == ordered.count
            ? lang.text("map.world_caption", ["trips": onMap, "dots": dotCount])
            : lang.text("map.world_caption_some", ["trips": onMap, "all": all, "dots": dotCount])
        if drawing.dots.count < destinations.count { caption += " " + lang.text("map.world_caption_clusters") }
        return (.object(["svg": .utf8(Array(drawing.svg.utf8)), "caption": .text(caption)]), dots)
    }
}
