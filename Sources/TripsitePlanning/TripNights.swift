import TripsiteModel

/// Where the traveller spends each night of a trip, from the timeline: the flights' local take-offs and
/// landings and the hotels' booked nights. The night of a date runs from its evening to 06:00 the next day.
///
/// - The traveller is at the destination for a night when the flight that brings them lands before it ends
///   and the flight home takes off after it ends (so a landing at 00:35 needs the room of the night before).
/// - A flight in the air when the night ends (it took off before 06:00 the next day and lands after) is
///   where that night is spent.
/// - A hotel's night is used when the traveller is at the destination and not in the air.
/// - A landing in the small hours goes straight to a hotel booked from that day whose `check_in_time` is at or
///   before the landing (an airport hotel open all night, say): the rest of the night before is spent there.
public enum TripNights {
    /// The minute of the morning at which a night ends: a landing before it needs a room for that night.
    static let nightEnd = 6 * 60

    /// Where the traveller is on the night after a day.
    public enum Night: Equatable, Sendable {
        /// At the hotel (by index) booked for that night.
        case hotel(Int)
        /// In the air on the flight (by index).
        case flight(Int)
        /// At the destination, with no hotel booked for that night (said only of a trip with a dated hotel).
        case noRoom
        /// The trip's last day, with no hotel or flight that night.
        case lastDay
    }

    /// The night after `date`, or nil when nothing is known of it (before the traveller arrives, after they
    /// leave, or in a trip that books no hotel).
    public static func night(after date: CivilDate, in trip: Trip) -> Night? {
        if let flight = flightInTheAir(after: date, in: trip) { return .flight(flight) }
        let present = isAtDestination(after: date, in: trip)
        if present, let hotel = trip.hotels.indices.first(where: { covers(trip.hotels[$0], date) }) { return .hotel(hotel) }
        if present, let hotel = roomOnLanding(after: date, in: trip) { return .hotel(hotel) }
        if date >= trip.endDate { return date == trip.endDate ? .lastDay : nil }
        let booksHotels = trip.hotels.contains { $0.checkInDate != nil }
        return present && booksHotels && date >= trip.startDate ? .noRoom : nil
    }

    /// The moment the night after `date` ends: 06:00 the next day.
    static func end(ofNightAfter date: CivilDate) -> ItineraryChecks.Moment {
        ItineraryChecks.Moment(date: date.adding(days: 1), minutes: nightEnd)
    }

    /// The flight in the air at the end of the night after `date`: one that took off before the night ended
    /// and lands after it (on a later date when its landing time is unknown).
    static func flightInTheAir(after date: CivilDate, in trip: Trip) -> Int? {
        let end = end(ofNightAfter: date)
        return trip.flights.indices.first { index in
            let flight = trip.flights[index]
            guard let takeOff = ItineraryChecks.takeOff(flight), takeOff.date >= date, takeOff.isBefore(end),
                  let landing = ItineraryChecks.landing(flight), landing.date > date else { return false }
            return !landing.isBefore(end)
        }
    }

    /// Whether the traveller is at the destination for the night after `date`: the flight that brings them
    /// has landed before it ends, and the flight home does not take off before it ends.
    static func isAtDestination(after date: CivilDate, in trip: Trip) -> Bool {
        let end = end(ofNightAfter: date)
        let (inbound, outbound) = ItineraryChecks.travelFlights(trip)
        if let inbound, let landing = ItineraryChecks.landing(trip.flights[inbound]), !landing.isBefore(end) { return false }
        if let outbound, let takeOff = ItineraryChecks.takeOff(trip.flights[outbound]), takeOff.isBefore(end) { return false }
        return true
    }

    /// The hotel whose room the traveller goes straight to when the flight that brings them lands in the small
    /// hours after `date`: booked from the landing's date, with a `check_in_time` at or before the landing.
    static func roomOnLanding(after date: CivilDate, in trip: Trip) -> Int? {
        guard let inbound = ItineraryChecks.travelFlights(trip).inbound, let landing = ItineraryChecks.landing(trip.flights[inbound]),
              landing.date == date.adding(days: 1), let minutes = landing.minutes, minutes < nightEnd else { return nil }
        return trip.hotels.indices.first { index in
            let hotel = trip.hotels[index]
            guard hotel.checkInDate == landing.date, let checkIn = hotel.checkInTime else { return false }
            return checkIn.minutes <= minutes
        }
    }

    /// Whether the hotel's stay includes the night after `date`: checked in on or before it, and checked out
    /// after it (or within the nights the data states when there is no check-out date, one without either).
    static func covers(_ hotel: Hotel, _ date: CivilDate) -> Bool {
        guard let checkIn = hotel.checkInDate, checkIn <= date else { return false }
        if let checkOut = hotel.checkOutDate { return date < checkOut }
        return date.days(since: checkIn) < max(hotel.statedNights ?? 1, 1)
    }
}
