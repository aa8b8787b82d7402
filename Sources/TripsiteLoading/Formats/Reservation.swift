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
    /// The booking's number (schema.org's `reservationNumber`, TripIt's confirmation numbers), when given: what
    /// tells a booking's later e-mails (a change, a cancellation) from another booking (`ReservationUpdates`).
    var number: String?
    /// Whether the booking says it was cancelled (schema.org's `reservationStatus` ReservationCancelled).
    var isCancelled = false
    /// When the booking was last changed (schema.org's `modifiedTime`), in minutes since 1970-01-01 (in UTC when
    /// the time gives its offset), when known.
    var modified: Int?

    /// Gives the booking's confirmation number to the activity it is (a table, a ticket, a train), which the
    /// readers make without one; flights and hotels get theirs as they are read.
    mutating func setActivityConfirmation(_ confirmation: String?) {
        guard let confirmation else { return }
        items = items.map { item in
            guard case .activity(var activity) = item, activity.confirmation == nil else { return item }
            activity.confirmation = confirmation
            return .activity(activity)
        }
    }

    /// What was booked, for telling the same booking read twice: its kind and flight (number and airports),
    /// hotel, activity or car, whatever the format it came in.
    var bookedThing: String {
        func plain(_ text: String?) -> String {
            String((text ?? "").lowercased().unicodeScalars.filter { !$0.properties.isWhitespace && $0 != "-" })
        }
        switch items.first {
        case .flight(let flight): return "flight|" + [flight.flightNumber, flight.departureAirport, flight.arrivalAirport].map(plain).joined(separator: "|")
        case .hotel(let hotel): return "hotel|" + plain(hotel.name)
        case .activity(let activity): return "activity|" + plain(activity.name)
        case .vehicle: return "vehicle"
        case nil: return ""
        }
    }
}
