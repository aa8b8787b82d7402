/// schema.org JSON-LD for a trip page, so search engines and link previews understand it: a `Trip` whose
/// itinerary lists flights as `FlightReservation`, hotel stays as `LodgingReservation`, activities as
/// `Event` and places as `TouristAttraction`. The JSON is escaped so that no data can end the `<script>` element that carries it.
enum StructuredData {
    /// `descriptionText` is the trip description's plain text (`PlainText.text(ofMarkdown:)`), when it has one.
    static func trip(_ plan: TripPlan, site: SiteContext, imageURL: String?, descriptionText: String?) -> String {
        let trip = plan.trip
        var object: [String: Any] = [
            "@context": "https://schema.org",
            "@type": "Trip",
            "name": trip.title,
            "departureTime": trip.startDate.iso,
            "arrivalTime": trip.endDate.iso,
        ]
        if let descriptionText { object["description"] = PlainText.shortened(descriptionText, limit: 300) }
        if let url = site.url(for: "trips/\(plan.slug)/") { object["url"] = url }
        if let imageURL { object["image"] = imageURL }
        var place: [String: Any] = ["@type": "Place", "name": trip.destination]
        if let country = plan.country { place["address"] = ["@type": "PostalAddress", "addressCountry": country.code] }
        object["itinerary"] = itinerary(plan, destination: place)
        return ScriptSafeJSON.encode(object)
    }

    private static func itinerary(_ plan: TripPlan, destination: [String: Any]) -> [String: Any] {
        var items: [[String: Any]] = []
        for flight in plan.trip.flights { items.append(reservation(flight)) }
        for hotel in plan.trip.hotels { items.append(reservation(hotel)) }
        for day in plan.days {
            for case .activity(let activity) in day.events { items.append(event(activity, on: day.date, destination: destination)) }
        }
        for place in TripContext.orderedPlaces(plan.trip.places) { items.append(attraction(place)) }
        return [
            "@type": "ItemList",
            "numberOfItems": items.count,
            "itemListElement": items.enumerated().map { ["@type": "ListItem", "position": $0.offset + 1, "item": $0.element] as [String: Any] },
        ]
    }

    private static func reservation(_ flight: Flight) -> [String: Any] {
        var details: [String: Any] = ["@type": "Flight"]
        details["flightNumber"] = flight.flightNumber
        if let airline = flight.airline { details["provider"] = ["@type": "Airline", "name": airline] }
        if let from = flight.departureAirport { details["departureAirport"] = airport(from) }
        if let to = flight.arrivalAirport { details["arrivalAirport"] = airport(to) }
        details["departureTime"] = moment(flight.departureDate, flight.departureTime)
        details["arrivalTime"] = moment(flight.arrivalDate, flight.arrivalTime)
        var object: [String: Any] = ["@type": "FlightReservation", "reservationFor": details]
        object["reservationNumber"] = flight.confirmation
        return object
    }

    private static func airport(_ code: String) -> [String: Any] {
        let isIATA = code.count == 3 && code.allSatisfy { $0.isASCII && $0.isUppercase }
        return isIATA ? ["@type": "Airport", "iataCode": code] : ["@type": "Airport", "name": code]
    }

    private static func reservation(_ hotel: Hotel) -> [String: Any] {
        var lodging: [String: Any] = ["@type": "LodgingBusiness", "name": hotel.name ?? "Hotel"]
        lodging["address"] = hotel.address
        if let stars = hotel.stars { lodging["starRating"] = ["@type": "Rating", "ratingValue": stars] }
        var object: [String: Any] = ["@type": "LodgingReservation", "reservationFor": lodging]
        object["checkinTime"] = hotel.checkInDate?.iso
        object["checkoutTime"] = hotel.checkOutDate?.iso
        object["reservationNumber"] = hotel.confirmation
        return object
    }

    private static func event(_ activity: Activity, on date: CivilDate, destination: [String: Any]) -> [String: Any] {
        var object: [String: Any] = ["@type": "Event", "name": activity.name, "startDate": moment(date, activity.scheduledTime)!]
        if let location = activity.location {
            object["location"] = ["@type": "Place", "name": location]
        } else {
            object["location"] = destination
        }
        // The description as written (its Markdown is light), not rendered: one cmark run per activity
        // would cost more than the rest of the page.
        if let description = activity.description {
            object["description"] = PlainText.collapsedWhitespace(description, limit: 300)
        }
        if let duration = activity.duration { object["duration"] = "PT\(duration.minutes / 60)H\(duration.minutes % 60)M" }
        return object
    }

    private static func attraction(_ place: Place) -> [String: Any] {
        var object: [String: Any] = ["@type": "TouristAttraction", "name": place.name]
        object["url"] = place.url
        object["address"] = place.address
        if let (latitude, longitude) = place.coordinates {
            object["geo"] = ["@type": "GeoCoordinates", "latitude": latitude, "longitude": longitude]
        }
        if let rating = place.rating {
            var aggregate: [String: Any] = ["@type": "AggregateRating", "ratingValue": rating, "bestRating": 5]
            aggregate["reviewCount"] = place.reviewCount
            object["aggregateRating"] = aggregate
        }
        return object
    }

    private static func moment(_ date: CivilDate?, _ time: ClockTime?) -> String? {
        guard let date else { return nil }
        guard let time else { return date.iso }
        return "\(date.iso)T\(time.text):00"
    }

}
