import TripsiteJSON
import TripsiteModel

/// Places what the data gives no coordinates for by the town its text names, in the built-in gazetteer
/// (`TownFinder`): a hotel's or a place's address, an activity's location, and the trip's destination. The maps
/// show such a pin as approximate. Warns once per trip, naming each hotel and place whose address names no known
/// town (it is not on the map; an activity's location, often a venue or a street, is placed when it names a town
/// and passed over in silence when not), and about a trip with nothing located whose destination names no known
/// town (it has no map).
enum TripTowns {
    /// The most unplaced items a warning names; it counts the others.
    static let namedInWarning = 5

    static func resolve(_ trip: inout Trip, country: Country?, finder: TownFinder, warn: (String, SourceLocation) -> Void) {
        let code = country?.code
        var unplaced: [String] = []
        func town(_ text: String?, what: String, _ source: SourceLocation, warns: Bool = true) -> GazetteerTown? {
            guard let text, !text.trimmingBlanks.isEmpty else { return nil }
            if let town = finder.town(in: text, countryCode: code) { return town }
            if warns { unplaced.append("\(what) (\(source.path), \(JSONPath.quoted(text, limit: 40)))") }
            return nil
        }
        for index in trip.hotels.indices where trip.hotels[index].coordinates == nil {
            let hotel = trip.hotels[index]
            trip.hotels[index].town = town(hotel.address, what: hotel.name ?? "the hotel", hotel.source)
        }
        for index in trip.activities.indices where trip.activities[index].coordinates == nil {
            let activity = trip.activities[index]
            trip.activities[index].town = town(activity.location, what: activity.name, activity.source, warns: false)
        }
        for index in trip.places.indices where trip.places[index].coordinates == nil {
            let place = trip.places[index]
            trip.places[index].town = town(place.address, what: place.name, place.source)
        }
        if !unplaced.isEmpty {
            var named = unplaced.prefix(namedInWarning).joined(separator: ", ")
            if unplaced.count > namedInWarning { named += " and \(unplaced.count - namedInWarning) more" }
            let count = unplaced.count == 1 ? "1 hotel or place has" : "\(unplaced.count) hotels and places have"
            warn("\(count) no coordinates and an address that names no town the built-in gazetteer knows, "
                + "so not on the map: \(named); give their \"latitude\" and \"longitude\" to place them", trip.source)
        }
        trip.destinationTown = finder.town(in: trip.destination, kind: .destination, countryCode: code)
        let locatesSomething = trip.flights.contains { $0.fromAirport != nil || $0.toAirport != nil }
            || trip.hotels.contains { $0.coordinates != nil || $0.town != nil }
            || trip.activities.contains { $0.coordinates != nil || $0.town != nil }
            || trip.places.contains { $0.coordinates != nil || $0.town != nil }
        // A trip with nothing in it yet (just made by `tripsite new trip`) is not expected to have a map.
        let hasItems = !trip.flights.isEmpty || !trip.hotels.isEmpty || !trip.activities.isEmpty || !trip.places.isEmpty
        if hasItems, !locatesSomething, trip.destinationTown == nil, !trip.destination.trimmingBlanks.isEmpty {
            warn("nothing of the trip has coordinates and the built-in gazetteer finds no town in the destination "
                + "\(JSONPath.quoted(trip.destination, limit: 60)); the trip has no map", trip.source)
        }
    }
}
