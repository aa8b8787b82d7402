import TripsiteModel

/// One dated day of a trip's timeline, with what happens on it in order.
public struct ItineraryDay: Sendable {
    public var date: CivilDate
    /// The data's day number when activities are planned for this day ("Day 2").
    public var dayNumber: Int?
    public var events: [ItineraryEvent]
}

/// Something that happens at a point of a day: a flight leaving or landing, a hotel check-in or
/// check-out, or a planned activity. Each names its item by its index in the trip's list
/// (`trip.flights[index]`, `trip.hotels[index]`, `trip.activities[index]`, `trip.places[index]`): the
/// timeline refers to the trip's items instead of holding a copy of each (about a fifth of a plan's memory).
public enum ItineraryEvent: Sendable, Hashable {
    case departure(flight: Int)
    case arrival(flight: Int)
    case checkIn(hotel: Int)
    case checkOut(hotel: Int)
    case activity(Int)
    /// A place to see on that day (no time: it closes the day).
    case place(Int)

    /// The time the data gives the event, if any.
    public func time(in trip: Trip) -> ClockTime? {
        switch self {
        case .departure(let flight): trip.flights[flight].departureTime
        case .arrival(let flight): trip.flights[flight].arrivalTime
        case .checkIn(let hotel): trip.hotels[hotel].checkInTime
        case .checkOut(let hotel): trip.hotels[hotel].checkOutTime
        case .activity(let activity): trip.activities[activity].scheduledTime
        case .place: nil
        }
    }

    /// Where an event without a time sits among timed ones: check-outs in the morning, check-ins in the afternoon.
    func sortMinutes(in trip: Trip) -> Int? {
        if let time = time(in: trip) { return time.minutes }
        switch self {
        case .checkOut: return 10 * 60
        case .checkIn: return 15 * 60
        default: return nil
        }
    }
}
