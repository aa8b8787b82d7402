import TripsiteModel

/// Makes a trip of reservations: its flights, hotels and activities in the order they happen, its dates covering
/// them all, each activity on its day of the trip, and the vehicle when there is one car.
enum ReservationTrip {
    static func make(
        title: String, destination: String, countryCode: String?, range: ClosedRange<CivilDate>?, reservations: [Reservation],
        source: SourceLocation
    ) -> Trip {
        let ordered = inTimeOrder(reservations)
        let first = range?.lowerBound ?? ordered.first?.start ?? CivilDate(year: 2000, month: 1, day: 1)!
        let start = ordered.map(\.start).reduce(first, min)
        let end = ordered.map(\.end).reduce(range?.upperBound ?? start, max)
        var trip = Trip(title: title, destination: destination, countryCode: countryCode, startDate: start, endDate: end, source: source)
        var vehicles: [Vehicle] = []
        var activities: [Activity] = []
        for reservation in ordered {
            for item in reservation.items {
                switch item {
                case .flight(let flight): trip.flights.append(flight)
                case .hotel(let hotel): trip.hotels.append(hotel)
                case .vehicle(let vehicle): vehicles.append(vehicle)
                case .activity(var activity):
                    activity.dayNumber = (activity.scheduledDate ?? reservation.start).days(since: start) + 1
                    activities.append(activity)
                }
            }
        }
        // A drop-off comes after the bookings that start between pick-up and drop-off.
        trip.activities = activities.enumerated().sorted {
            ($0.element.dayNumber, $0.element.scheduledTime?.minutes ?? 0, $0.offset) < ($1.element.dayNumber, $1.element.scheduledTime?.minutes ?? 0, $1.offset)
        }.map(\.element)
        if vehicles.count == 1 { trip.vehicle = vehicles[0] }
        return trip
    }

    /// By start day, then time (a booking without a time first), then as read.
    static func inTimeOrder(_ reservations: [Reservation]) -> [Reservation] {
        reservations.enumerated().sorted {
            ($0.element.start, $0.element.startMinutes ?? -1, $0.offset) < ($1.element.start, $1.element.startMinutes ?? -1, $1.offset)
        }.map(\.element)
    }
}
