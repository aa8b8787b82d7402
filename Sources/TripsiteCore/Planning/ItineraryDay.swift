/// One dated day of a trip's timeline, with what happens on it in order.
public struct ItineraryDay: Sendable {
    public var date: CivilDate
    /// The data's day number when activities are planned for this day ("Day 2").
    public var dayNumber: Int?
    public var events: [ItineraryEvent]
}

/// Something that happens at a point of a day: a flight leaving or landing, a hotel check-in or
/// check-out, or a planned activity.
public enum ItineraryEvent: Sendable {
    case departure(Flight)
    case arrival(Flight)
    case checkIn(Hotel)
    case checkOut(Hotel)
    case activity(Activity)
    /// A place to see on that day (no time: it closes the day).
    case place(Place)

    /// The time given by the data, if any.
    public var time: ClockTime? {
        switch self {
        case .departure(let flight): flight.departureTime
        case .arrival(let flight): flight.arrivalTime
        case .checkIn, .checkOut: nil
        case .activity(let activity): activity.scheduledTime
        case .place: nil
        }
    }

    /// Where an event without a time sits among timed ones: check-outs in the morning, check-ins in the afternoon.
    var sortMinutes: Int? {
        if let time { return time.minutes }
        switch self {
        case .checkOut: return 10 * 60
        case .checkIn: return 15 * 60
        default: return nil
        }
    }
}
