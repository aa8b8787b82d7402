import TripsiteModel

/// Where a traveller spends the night after a day of the trip: the hotel booked for that night, else a flight
/// in the air overnight, else nothing, and the trip's last day is said to be so. A trip page writes it under
/// each day's heading ("Tonight: Casa Amora").
enum TripNights {
    enum Night: Equatable {
        case hotel(String)
        case flight
        case lastDay
    }

    /// The night after `date`: a hotel whose stay covers it (checked in on or before, checked out after), else a
    /// flight that leaves on or before it and lands on a later date, else the last day when it is the trip's last.
    static func night(after date: CivilDate, in trip: Trip) -> Night? {
        if let hotel = trip.hotels.first(where: { covers($0, date) }) { return .hotel(hotel.name ?? "Hotel") }
        if trip.flights.contains(where: { flight in
            guard let departure = flight.departureDate, let arrival = flight.arrivalDate else { return false }
            return departure <= date && date < arrival
        }) {
            return .flight
        }
        return date == trip.endDate ? .lastDay : nil
    }

    /// Whether the hotel's stay includes the night after `date`: from check-in to the day before check-out, or
    /// for the nights the data states when there is no check-out date, or the one night of a check-in alone.
    private static func covers(_ hotel: Hotel, _ date: CivilDate) -> Bool {
        guard let checkIn = hotel.checkInDate, checkIn <= date else { return false }
        if let checkOut = hotel.checkOutDate { return date < checkOut }
        return date.days(since: checkIn) < max(hotel.statedNights ?? 1, 1)
    }
}
