import TripsiteModel

/// Ids on a trip page's items, so that a warning about one can link to it (`tripsite serve` shows the build's
/// warnings over the page, each linked to the item it is about): the trip's title is `trip-title`, and the
/// items of the Flights, Hotels, Activities and Places sections are `flight-1`, `hotel-2`, `activity-3`,
/// `place-1`, numbered in the order the page lists them. The days keep their headings' ids (`DayHeadings`).
///
/// Works on cmark's HTML after `HeadingAnchors`, finding each section's list as `SortableLists` does.
public enum ItemAnchors {
    /// The id of the trip's title (`<h1>`).
    public static let tripTitle = "trip-title"

    /// The section headings' ids and the prefix of their items' ids, in the input's names for them.
    static let sections: [(heading: String, field: String, prefix: String)] = [
        ("flights", "flights", "flight"), ("hotels", "hotels", "hotel"), ("activities", "activities", "activity"),
        ("places", "places", "place"),
    ]

    /// The id on the trip's page of what `path` names within the trip ("flights[1].departure_date" gives
    /// "flight-2"; "places[0]" the place's id as the page orders the places, favourites first): a flight, hotel,
    /// activity or place, else the trip's title.
    public static func anchor(forPathInTrip path: Substring, of trip: Trip) -> String {
        for section in sections where path.hasPrefix(section.field + "[") {
            let digits = path.dropFirst(section.field.count + 1).prefix { $0.isNumber }
            guard let index = Int(digits) else { break }
            guard index < count(of: section.field, in: trip) else { break }
            let position = section.field == "places" ? placePosition(index, in: trip.places) : index
            return "\(section.prefix)-\(position + 1)"
        }
        return tripTitle
    }

    /// How many items of the input's `field` the trip has.
    private static func count(of field: String, in trip: Trip) -> Int {
        switch field {
        case "flights": trip.flights.count
        case "hotels": trip.hotels.count
        case "activities": trip.activities.count
        default: trip.places.count
        }
    }

    /// Where the place of the input's `index` is listed on the page (`TripContext.orderedPlaces`: favourites first).
    private static func placePosition(_ index: Int, in places: [Place]) -> Int {
        let favorites = places.indices.filter { places[$0].isFavorite }
        let others = places.indices.filter { !places[$0].isFavorite }
        return (favorites + others).firstIndex(of: index) ?? index
    }

    /// `bytes` with the trip title's id and the section items' ids; `counts` gives each section's number of items
    /// (the trip's context's lists), by which its list is told from one of the same name in a description. The
    /// `sortLists`' values (`SortableLists.annotate`) are added in the same pass, the page searched once for both,
    /// each item's before its id.
    static func add(to bytes: [UInt8], counts: [String: Int], sortLists: [SortableLists.List] = []) -> [UInt8] {
        let headings = SortableLists.sectionHeadings(bytes)
        // A section's list, found once for its sort values and its ids.
        var found: [String: (list: Int, items: [Int])?] = [:]
        func list(_ section: String, count: Int) -> (list: Int, items: [Int])? {
            let key = "\(section) \(count)"
            if let known = found[key] { return known }
            let list = SortableLists.sectionList(bytes, section: section, count: count, headings: headings)
            found[key] = list
            return list
        }
        var insertions: [(offset: Int, text: [UInt8])] = []
        for sortList in sortLists where !sortList.items.isEmpty {
            guard let items = list(sortList.section, count: sortList.items.count) else { continue }
            insertions += SortableLists.insertions(sortList, at: items)
        }
        if let title = bytes.firstIndex(of: "<h1>", from: 0) {
            insertions.append((title + 3, Array(" id=\"\(tripTitle)\"".utf8)))
        }
        for section in sections {
            guard let count = counts[section.field], count > 0, let (_, items) = list(section.heading, count: count) else { continue }
            for (number, item) in items.enumerated() {
                insertions.append((item + 3, Array(" id=\"\(section.prefix)-\(number + 1)\"".utf8)))
            }
        }
        return TripHTML.inserting(insertions, into: bytes)
    }
}
