import TripsiteModel
import TripsitePlanning

/// schema.org JSON-LD for a trip page, so search engines and link previews understand it: a `Trip` whose
/// itinerary lists flights as `FlightReservation`, hotel stays as `LodgingReservation`, activities as
/// `Event` and places as `TouristAttraction`. The JSON is escaped so that no data can end the `<script>` element that carries it.
///
/// It is written straight into bytes as it is worked out, each object's keys in ascending order (the order
/// `ScriptSafeJSON` writes objects in): building it as values first cost more than writing it.
enum StructuredData {
    typealias Writer = ScriptSafeJSON.Writer

    /// The JSON as UTF-8 bytes. `descriptionText` is the trip description's plain text (`PlainText.text(ofMarkdown:)`),
    /// when it has one.
    static func trip(_ plan: TripPlan, site: SiteContext, imageURL: String?, descriptionText: String?) -> [UInt8] {
        let trip = plan.trip
        var json = Writer(capacity: 8192)
        json.object { json in
            json.member("@context", "https://schema.org")
            json.member("@type", "Trip")
            json.member("arrivalTime", trip.endDate.iso)
            json.member("departureTime", trip.startDate.iso)
            json.member("description", descriptionText.map { PlainText.shortened($0, limit: 300) })
            json.member("image", imageURL)
            json.member("itinerary") { itinerary(plan, unnamedHotel: site.language.text("hotel.unnamed"), to: &$0) }
            json.member("name", trip.title)
            json.member("url", site.url(for: "trips/\(plan.slug)/"))
        }
        return json.bytes
    }

    /// The trip's destination, where an activity without a location of its own takes place.
    private static func destination(_ plan: TripPlan, to json: inout Writer) {
        json.member("@type", "Place")
        if let country = plan.country {
            json.member("address") { address in
                address.member("@type", "PostalAddress")
                address.member("addressCountry", country.code)
            }
        }
        json.member("name", plan.trip.destination)
    }

    private static func itinerary(_ plan: TripPlan, unnamedHotel: String, to json: inout Writer) {
        let trip = plan.trip
        json.member("@type", "ItemList")
        var count = 0
        json.list("itemListElement") { list in
            func add(_ item: (inout Writer) -> Void) {
                count += 1
                list.element { listItem in
                    listItem.member("@type", "ListItem")
                    listItem.member("item", item)
                    listItem.member("position", count)
                }
            }
            for flight in trip.flights { add { reservation(flight, to: &$0) } }
            for hotel in trip.hotels { add { reservation(hotel, unnamedHotel: unnamedHotel, to: &$0) } }
            for day in plan.days {
                for case .activity(let index) in day.events {
                    add { event(trip.activities[index], on: day.date, of: plan, to: &$0) }
                }
            }
            for place in TripContext.orderedPlaces(trip.places) { add { attraction(place, to: &$0) } }
        }
        json.member("numberOfItems", count)
    }

    private static func reservation(_ flight: Flight, to json: inout Writer) {
        json.member("@type", "FlightReservation")
        // Members in the order of their names, as the writer checks.
        json.member("airplaneSeat", flight.seat)
        json.member("checkinUrl", flight.checkInURL)
        json.member("reservationFor") { details in
            details.member("@type", "Flight")
            if let to = flight.arrivalAirport { details.member("arrivalAirport") { airport(to, to: &$0) } }
            details.member("arrivalGate", flight.arrivalGate)
            details.member("arrivalTerminal", flight.arrivalTerminal)
            details.member("arrivalTime", moment(flight.arrivalDate, flight.arrivalTime))
            // Boarding at 23:40 for a flight at 00:10 is the evening before.
            let boardingDate = flight.boardingTime.flatMap { boarding in
                flight.departureTime.map { boarding.minutes > $0.minutes } == true ? flight.departureDate?.adding(days: -1) : flight.departureDate
            }
            details.member("boardingTime", flight.boardingTime.flatMap { moment(boardingDate, $0) })
            if let from = flight.departureAirport { details.member("departureAirport") { airport(from, to: &$0) } }
            details.member("departureGate", flight.departureGate)
            details.member("departureTerminal", flight.departureTerminal)
            details.member("departureTime", moment(flight.departureDate, flight.departureTime))
            details.member("flightNumber", flight.flightNumber)
            if let airline = flight.airline {
                details.member("provider") { provider in
                    provider.member("@type", "Airline")
                    provider.member("name", airline)
                }
            }
        }
        json.member("reservationNumber", flight.confirmation)
    }

    private static func airport(_ code: String, to json: inout Writer) {
        let isIATA = code.count == 3 && code.allSatisfy { $0.isASCII && $0.isUppercase }
        json.member("@type", "Airport")
        json.member(isIATA ? "iataCode" : "name", code)
    }

    private static func reservation(_ hotel: Hotel, unnamedHotel: String, to json: inout Writer) {
        json.member("@type", "LodgingReservation")
        json.member("checkinTime", hotel.checkInDate.map { date in hotel.checkInTime.map { date.iso + "T" + $0.text } ?? date.iso })
        json.member("checkoutTime", hotel.checkOutDate.map { date in hotel.checkOutTime.map { date.iso + "T" + $0.text } ?? date.iso })
        json.member("reservationFor") { lodging in
            lodging.member("@type", "LodgingBusiness")
            lodging.member("address", hotel.address)
            lodging.member("name", hotel.name ?? unnamedHotel)
            if let stars = hotel.stars {
                lodging.member("starRating") { rating in
                    rating.member("@type", "Rating")
                    rating.member("ratingValue", stars)
                }
            }
            lodging.member("telephone", hotel.phone)
        }
        json.member("reservationNumber", hotel.confirmation)
    }

    private static func event(_ activity: Activity, on date: CivilDate, of plan: TripPlan, to json: inout Writer) {
        json.member("@type", "Event")
        // The description as written (its Markdown is light), not rendered: one cmark run per activity
        // would cost more than the rest of the page.
        json.member("description", activity.description.map { PlainText.collapsedWhitespace($0, limit: 300) })
        json.member("duration", activity.duration.map(isoDuration))
        json.member("location") { location in
            if let name = activity.location {
                location.member("@type", "Place")
                location.member("name", name)
            } else {
                destination(plan, to: &location)
            }
        }
        json.member("name", activity.name)
        json.member("startDate", moment(date, activity.scheduledTime))
    }

    private static func attraction(_ place: Place, to json: inout Writer) {
        json.member("@type", "TouristAttraction")
        json.member("address", place.address)
        if let rating = place.rating {
            json.member("aggregateRating") { aggregate in
                aggregate.member("@type", "AggregateRating")
                aggregate.member("bestRating", 5)
                aggregate.member("ratingValue", rating)
                aggregate.member("reviewCount", place.reviewCount)
            }
        }
        if let point = place.coordinates {
            json.member("geo") { geo in
                geo.member("@type", "GeoCoordinates")
                geo.member("latitude", point.latitude)
                geo.member("longitude", point.longitude)
            }
        }
        json.member("name", place.name)
        json.member("url", place.url)
    }

    /// ISO 8601: `2025-11-03T09:30:00`, or the date alone without a time.
    private static func moment(_ date: CivilDate?, _ time: ClockTime?) -> String? {
        guard let date else { return nil }
        guard let time else { return date.iso }
        return "\(date.iso)T\(time.text):00"
    }

    /// ISO 8601 in hours and minutes: `PT1H30M`, `PT0H45M`.
    private static func isoDuration(_ duration: TripDuration) -> String {
        "PT\(duration.minutes / 60)H\(duration.minutes % 60)M"
    }
}
