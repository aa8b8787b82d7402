/// schema.org JSON-LD for a trip page, so search engines and link previews understand it: a `Trip` whose
/// itinerary lists flights as `FlightReservation`, hotel stays as `LodgingReservation`, activities as
/// `Event` and places as `TouristAttraction`. The JSON is escaped so that no data can end the `<script>` element that carries it.
enum StructuredData {
    typealias JSON = ScriptSafeJSON.Object

    /// `descriptionText` is the trip description's plain text (`PlainText.text(ofMarkdown:)`), when it has one.
    static func trip(_ plan: TripPlan, site: SiteContext, imageURL: String?, descriptionText: String?) -> String {
        let trip = plan.trip
        var object: JSON = [
            "@context": "https://schema.org",
            "@type": "Trip",
            "name": .string(trip.title),
            "departureTime": .string(trip.startDate.iso),
            "arrivalTime": .string(trip.endDate.iso),
        ]
        if let descriptionText { object["description"] = .string(PlainText.shortened(descriptionText, limit: 300)) }
        if let url = site.url(for: "trips/\(plan.slug)/") { object["url"] = .string(url) }
        if let imageURL { object["image"] = .string(imageURL) }
        var place: JSON = ["@type": "Place", "name": .string(trip.destination)]
        if let country = plan.country { place["address"] = ["@type": "PostalAddress", "addressCountry": .string(country.code)] }
        object["itinerary"] = .object(itinerary(plan, destination: place))
        return ScriptSafeJSON.encode(.object(object))
    }

    private static func itinerary(_ plan: TripPlan, destination: JSON) -> JSON {
        var items: [ScriptSafeJSON.Value] = []
        for flight in plan.trip.flights { items.append(.object(reservation(flight))) }
        for hotel in plan.trip.hotels { items.append(.object(reservation(hotel))) }
        for day in plan.days {
            for case .activity(let index) in day.events {
                items.append(.object(event(plan.trip.activities[index], on: day.date, destination: destination)))
            }
        }
        for place in TripContext.orderedPlaces(plan.trip.places) { items.append(.object(attraction(place))) }
        return [
            "@type": "ItemList",
            "numberOfItems": .int(items.count),
            "itemListElement": .array(items.enumerated().map { ["@type": "ListItem", "position": .int($0.offset + 1), "item": $0.element] }),
        ]
    }

    private static func reservation(_ flight: Flight) -> JSON {
        var details: JSON = ["@type": "Flight"]
        details["flightNumber"] = flight.flightNumber.map(ScriptSafeJSON.Value.string)
        if let airline = flight.airline { details["provider"] = ["@type": "Airline", "name": .string(airline)] }
        if let from = flight.departureAirport { details["departureAirport"] = airport(from) }
        if let to = flight.arrivalAirport { details["arrivalAirport"] = airport(to) }
        details["departureTime"] = moment(flight.departureDate, flight.departureTime).map(ScriptSafeJSON.Value.string)
        details["arrivalTime"] = moment(flight.arrivalDate, flight.arrivalTime).map(ScriptSafeJSON.Value.string)
        var object: JSON = ["@type": "FlightReservation", "reservationFor": .object(details)]
        object["reservationNumber"] = flight.confirmation.map(ScriptSafeJSON.Value.string)
        return object
    }

    private static func airport(_ code: String) -> ScriptSafeJSON.Value {
        let isIATA = code.count == 3 && code.allSatisfy { $0.isASCII && $0.isUppercase }
        return isIATA ? ["@type": "Airport", "iataCode": .string(code)] : ["@type": "Airport", "name": .string(code)]
    }

    private static func reservation(_ hotel: Hotel) -> JSON {
        var lodging: JSON = ["@type": "LodgingBusiness", "name": .string(hotel.name ?? "Hotel")]
        lodging["address"] = hotel.address.map(ScriptSafeJSON.Value.string)
        if let stars = hotel.stars { lodging["starRating"] = ["@type": "Rating", "ratingValue": .int(stars)] }
        var object: JSON = ["@type": "LodgingReservation", "reservationFor": .object(lodging)]
        object["checkinTime"] = hotel.checkInDate.map { .string($0.iso) }
        object["checkoutTime"] = hotel.checkOutDate.map { .string($0.iso) }
        object["reservationNumber"] = hotel.confirmation.map(ScriptSafeJSON.Value.string)
        return object
    }

    private static func event(_ activity: Activity, on date: CivilDate, destination: JSON) -> JSON {
        var object: JSON = ["@type": "Event", "name": .string(activity.name), "startDate": .string(moment(date, activity.scheduledTime)!)]
        if let location = activity.location {
            object["location"] = ["@type": "Place", "name": .string(location)]
        } else {
            object["location"] = .object(destination)
        }
        // The description as written (its Markdown is light), not rendered: one cmark run per activity
        // would cost more than the rest of the page.
        if let description = activity.description {
            object["description"] = .string(PlainText.collapsedWhitespace(description, limit: 300))
        }
        if let duration = activity.duration { object["duration"] = .string("PT\(duration.minutes / 60)H\(duration.minutes % 60)M") }
        return object
    }

    private static func attraction(_ place: Place) -> JSON {
        var object: JSON = ["@type": "TouristAttraction", "name": .string(place.name)]
        object["url"] = place.url.map(ScriptSafeJSON.Value.string)
        object["address"] = place.address.map(ScriptSafeJSON.Value.string)
        if let (latitude, longitude) = place.coordinates {
            object["geo"] = ["@type": "GeoCoordinates", "latitude": .double(latitude), "longitude": .double(longitude)]
        }
        if let rating = place.rating {
            var aggregate: JSON = ["@type": "AggregateRating", "ratingValue": .double(rating), "bestRating": 5]
            aggregate["reviewCount"] = place.reviewCount.map(ScriptSafeJSON.Value.int)
            object["aggregateRating"] = .object(aggregate)
        }
        return object
    }

    private static func moment(_ date: CivilDate?, _ time: ClockTime?) -> String? {
        guard let date else { return nil }
        guard let time else { return date.iso }
        return "\(date.iso)T\(time.text):00"
    }

}
