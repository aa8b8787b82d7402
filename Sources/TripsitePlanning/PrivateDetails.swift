import TripsiteModel

/// The details of a trip that must not reach the open web: with a surname, a booking's confirmation number
/// lets anyone manage (or cancel) the booking, and a seat number tells where the traveller sits on a known flight. A build leaves them out unless told to show them; `export`
/// keeps them unless `--redact`. The input format has no traveller names, e-mail addresses or phone numbers:
/// a field it does not know is never read, so never shown. The list is documented in docs/security.md.
public enum PrivateDetails {
    /// Every private field, as its path in a trip of the input.
    public static let fields = ["flights[].confirmation", "flights[].seat", "hotels[].confirmation", "activities[].confirmation"]
}

extension Trip {
    /// The trip without the fields in `PrivateDetails.fields`.
    public func withoutPrivateDetails() -> Trip {
        var trip = self
        for index in trip.flights.indices {
            trip.flights[index].confirmation = nil
            trip.flights[index].seat = nil
        }
        for index in trip.hotels.indices { trip.hotels[index].confirmation = nil }
        for index in trip.activities.indices { trip.activities[index].confirmation = nil }
        return trip
    }

    /// Whether the trip has any field of `PrivateDetails.fields`.
    public var hasPrivateDetails: Bool {
        flights.contains { $0.confirmation != nil || $0.seat != nil } || hotels.contains { $0.confirmation != nil }
            || activities.contains { $0.confirmation != nil }
    }
}

extension TripPlan {
    /// The plan without the fields in `PrivateDetails.fields`; the plan itself when it has none (no copy).
    public func withoutPrivateDetails() -> TripPlan {
        guard trip.hasPrivateDetails else { return self }
        var copy = self
        copy.trip = trip.withoutPrivateDetails()
        return copy
    }
}
