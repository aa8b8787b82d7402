import Foundation
import TripsiteModel
import TripsitePlanning

/// The values a trip page's hotels, activities and places can be sorted by in the browser, in the order
/// the page lists them: `order` (the recommended, file order), `price`, `stars` and `rating`.
///
/// Prices are compared only when every priced item of the list is in one currency; otherwise the list
/// offers no price sort rather than a wrong one.
enum TripSortKeys {
    static func lists(_ plan: TripPlan) -> [SortableLists.List] {
        let trip = plan.trip
        let hotels = trip.hotels.enumerated().map { index, hotel in
            // Hotels compare by the price of a night; one whose nightly price is unknown has no price to sort by.
            item(order: index, price: hotel.nightlyPrice, stars: hotel.stars.map(Double.init), rating: hotel.rating)
        }
        let activities = trip.activities.enumerated().map { index, activity in
            item(order: index, price: activity.price, stars: nil, rating: activity.rating)
        }
        let places = TripContext.orderedPlaces(trip.places).enumerated().map { index, place in
            item(order: index, price: nil, stars: place.rating, rating: nil)
        }
        return [
            SortableLists.List(section: "hotels", items: comparablePrices(hotels)),
            SortableLists.List(section: "activities", items: comparablePrices(activities)),
            SortableLists.List(section: "places", items: comparablePrices(places)),
        ]
    }

    private struct Item {
        var order: Int
        var price: Money?
        var stars: Double?
        var rating: Double?
    }

    private static func item(order: Int, price: Money?, stars: Double?, rating: Double?) -> Item {
        Item(order: order, price: price, stars: stars, rating: rating)
    }

    private static func comparablePrices(_ items: [Item]) -> [[(name: String, value: String)]] {
        let currencies = Set(items.compactMap { $0.price.map { $0.currency ?? "" } })
        let pricesCompare = currencies.count == 1
        return items.map { item in
            var attributes: [(name: String, value: String)] = [("order", String(item.order))]
            if pricesCompare, let price = item.price { attributes.append(("price", price.plainAmount)) }
            if let stars = item.stars { attributes.append(("stars", TextFormat.oneDecimal(stars))) }
            if let rating = item.rating { attributes.append(("rating", TextFormat.oneDecimal(rating))) }
            return attributes
        }
    }
}
