import TripsiteModel

/// A sanity check of a planned itinerary: what a traveller would trip over, reported as warnings (never
/// errors), each at the item concerned and naming the other item when two are involved.
///
/// - an activity before the traveller arrives (a date before the inbound flight lands, or that day before
///   it lands) or after they leave (the outbound flight's day from its take-off on, or a later day);
/// - a hotel's booked night the traveller does not spend there (not yet arrived, gone, or in the air), a night
///   at the destination with no room booked, and `nights` that disagree with the stay's dates;
/// - timed items overlapping on one day (activities, and flights on their days);
/// - an activity's `scheduled_date` out of step with its `day_number`;
/// - flights outside the trip's dates.
///
/// Times are local wall-clock times: a flight's are those of its airports, an activity's those of the
/// destination, so a flight's landing and an activity compare on the same calendar date.
public enum ItineraryChecks {
    /// The warnings about a plan's itinerary, in the order of the items they are about.
    public static func warnings(_ plan: TripPlan, fileName: String) -> [Diagnostic] {
        var checker = Checker(plan: plan, fileName: fileName)
        checker.checkFlightDates()
        checker.checkDayNumbers()
        checker.checkArrivalAndDeparture()
        checker.checkNights()
        checker.checkWhereNightsAreSpent()
        checker.checkOverlaps()
        return checker.warnings
    }

    /// A point of a trip in local time: a date, and the minute of the day when known.
    struct Moment: Equatable {
        var date: CivilDate
        var minutes: Int?

        /// "19:45 on 2024-03-16", or "2024-03-16" without a time.
        var text: String {
            guard let minutes, let time = ClockTime(hour: minutes / 60, minute: minutes % 60) else { return date.iso }
            return "\(time.text) on \(date.iso)"
        }

        /// Whether this moment is surely before `other`: an earlier date, or the same date at an earlier time.
        func isBefore(_ other: Moment) -> Bool {
            if date != other.date { return date < other.date }
            guard let minutes, let otherMinutes = other.minutes else { return false }
            return minutes < otherMinutes
        }
    }

    /// The flight that brings the traveller to the destination and the one that takes them home: the first
    /// flight when it leaves within a day of the start, the last when it leaves within a day of the end (a
    /// single flight is the one of the nearer end).
    static func travelFlights(_ trip: Trip) -> (inbound: Int?, outbound: Int?) {
        // The dated flights by when they leave (the earliest and the latest), compared by these keys alone: only
        // the first and the last are needed, and comparing the flights themselves copied them at every step.
        let dated = trip.flights.indices.compactMap { index in
            trip.flights[index].departureDate.map { ($0, trip.flights[index].departureTime?.minutes ?? 0, index) }
        }
        guard let first = dated.min(by: <)?.2, let last = dated.max(by: <)?.2 else { return (nil, nil) }
        let (start, end) = (trip.startDate, trip.endDate)
        var inbound: Int? = trip.flights[first].departureDate!.days(since: start) <= 1 ? first : nil
        var outbound: Int? = end.days(since: trip.flights[last].departureDate!) <= 1 ? last : nil
        if first == last, inbound != nil, outbound != nil {
            let date = trip.flights[first].departureDate!
            if date.days(since: start) <= end.days(since: date) { outbound = nil } else { inbound = nil }
        }
        return (inbound, outbound)
    }

    /// Whether the trip is one way: a flight brings the traveller and none takes them home (see `travelFlights`).
    public static func isOneWay(_ trip: Trip) -> Bool {
        let (inbound, outbound) = travelFlights(trip)
        return inbound != nil && outbound == nil
    }

    /// When a flight lands, in its arrival airport's local time: its arrival date, else its departure date
    /// (the next day when it lands at an earlier hour than it left).
    static func landing(_ flight: Flight) -> Moment? {
        guard let departure = flight.departureDate else { return flight.arrivalDate.map { Moment(date: $0, minutes: flight.arrivalTime?.minutes) } }
        if let date = flight.arrivalDate { return Moment(date: date, minutes: flight.arrivalTime?.minutes) }
        guard let arrival = flight.arrivalTime else { return nil }
        let nextDay = flight.departureTime.map { arrival < $0 } ?? false
        return Moment(date: nextDay ? departure.adding(days: 1) : departure, minutes: arrival.minutes)
    }

    static func takeOff(_ flight: Flight) -> Moment? {
        flight.departureDate.map { Moment(date: $0, minutes: flight.departureTime?.minutes) }
    }
}
