import TripsiteModel

/// One booking read from a confirmation (schema.org JSON-LD) or an app's export (TripIt), before it is part of
/// a trip: what it adds to the trip, when and where it is, and where it was read.
struct Reservation: Sendable {
    /// What a booking adds to a trip.
    enum Item: Sendable {
        case flight(Flight)
        case hotel(Hotel)
        /// Dated by its `scheduledDate`; its `dayNumber` is set once its trip is known.
        case activity(Activity)
        case vehicle(Vehicle)
    }

    /// What kind of booking it is, as the data names it: "FlightReservation", "LodgingObject".
    var type: String
    var items: [Item]
    /// The first and last days it covers.
    var start: CivilDate
    var end: CivilDate
    /// Minutes after midnight it starts, when known, to order bookings of the same day.
    var startMinutes: Int?
    /// The town it takes the traveller to, or where it is, when known ("Berlin"), with its country's code.
    var place: String?
    var countryCode: String?
    /// The nights it spends in `place` (a hotel stay), which make that place the trip's main destination.
    var nights = 0
    var file: String
    var source: SourceLocation
    /// A digest of the bytes it was read from.
    var digest: UInt64
}
