import TripsiteModel

/// Removes what should not be shared publicly from a trip plan: prices, the budget, the number of travellers
/// and the private details (`PrivateDetails.fields`). Every renderer then leaves them out without knowing
/// about redaction.
extension TripPlan {
    public func redacted() -> TripPlan {
        var copy = self
        // The days' events name the trip's items, which are redacted with it.
        copy.trip = Self.redact(trip.withoutPrivateDetails())
        copy.cost = CostSummary(trip: copy.trip)
        copy.isRedacted = true
        return copy
    }

    private static func redact(_ trip: Trip) -> Trip {
        var trip = trip
        trip.budget = nil
        trip.travelers = nil
        trip.flights = trip.flights.map(redact)
        trip.hotels = trip.hotels.map(redact)
        trip.activities = trip.activities.map(redact)
        return trip
    }

    private static func redact(_ flight: Flight) -> Flight {
        var flight = flight
        flight.price = nil
        flight.travelers = nil
        return flight
    }

    private static func redact(_ hotel: Hotel) -> Hotel {
        var hotel = hotel
        hotel.price = nil
        hotel.pricePerNight = nil
        return hotel
    }

    private static func redact(_ activity: Activity) -> Activity {
        var activity = activity
        activity.price = nil
        return activity
    }

}
