import TripsiteModel

extension ItineraryChecks.Checker {
    /// The trip's nights, as `TripNights` works them out, checked against the hotels booked: a booked night the
    /// traveller does not spend there (not yet arrived, already gone, or in the air), and a night at the
    /// destination with no room (said only of a trip that books hotels). Consecutive nights are told as one.
    mutating func checkWhereNightsAreSpent() {
        let dates = plan.days.map(\.date).filter { $0 >= trip.startDate && $0 <= trip.endDate }
        for hotel in trip.hotels.indices {
            let unused = dates.compactMap { date in
                TripNights.covers(trip.hotels[hotel], date) ? whyNotSpent(after: date).map { (date, $0) } : nil
            }
            for run in runs(unused) { warnUnused(hotel: hotel, nights: run.dates, reason: run.value) }
        }
        let noRoom = dates.filter { TripNights.night(after: $0, in: trip) == .noRoom }.map { ($0, true) }
        for run in runs(noRoom) { warnNoRoom(run.dates) }
    }

    /// Why the traveller does not spend the night after `date` at the destination, if they do not.
    private enum Absence: Equatable {
        case notArrived(flight: Int, landing: ItineraryChecks.Moment)
        case gone(flight: Int, takeOff: ItineraryChecks.Moment)
        case inTheAir(flight: Int)
    }

    private func whyNotSpent(after date: CivilDate) -> Absence? {
        let end = TripNights.end(ofNightAfter: date)
        let (inbound, outbound) = ItineraryChecks.travelFlights(trip)
        if let inbound, let landing = ItineraryChecks.landing(trip.flights[inbound]), !landing.isBefore(end) {
            return .notArrived(flight: inbound, landing: landing)
        }
        if let outbound, let takeOff = ItineraryChecks.takeOff(trip.flights[outbound]), takeOff.isBefore(end) {
            return .gone(flight: outbound, takeOff: takeOff)
        }
        return TripNights.flightInTheAir(after: date, in: trip).map { .inTheAir(flight: $0) }
    }

    /// Runs of consecutive dates with the same value, in order.
    private func runs<Value: Equatable>(_ items: [(CivilDate, Value)]) -> [(dates: ClosedRange<CivilDate>, value: Value)] {
        var result: [(dates: ClosedRange<CivilDate>, value: Value)] = []
        for (date, value) in items {
            if let last = result.last, last.value == value, last.dates.upperBound.adding(days: 1) == date {
                result[result.count - 1].dates = last.dates.lowerBound...date
            } else {
                result.append((date...date, value))
            }
        }
        return result
    }

    /// "the night of 2024-03-15", "the nights of 2024-03-15 to 2024-03-17".
    private func nightsText(_ dates: ClosedRange<CivilDate>) -> String {
        dates.lowerBound == dates.upperBound ? "the night of \(dates.lowerBound.iso)" : "the nights of \(dates.lowerBound.iso) to \(dates.upperBound.iso)"
    }

    private mutating func warnUnused(hotel index: Int, nights: ClosedRange<CivilDate>, reason: Absence) {
        let hotel = trip.hotels[index]
        let single = nights.lowerBound == nights.upperBound
        let (verb, that, ends) = single ? ("is", "that night", "ends") : ("are", "those nights", "end")
        let cause: String
        switch reason {
        case .notArrived(let flight, let landing):
            cause = "\(named(trip.flights[flight])) lands at \(landing.text) (\(trip.flights[flight].source.path)), after \(that); check the hotel's check_in_date or the flight's arrival"
        case .gone(let flight, let takeOff):
            cause = "\(named(trip.flights[flight])) takes off at \(takeOff.text) (\(trip.flights[flight].source.path)), before \(that) \(ends); check the hotel's check_out_date or the flight's departure"
        case .inTheAir(let flight):
            cause = "the traveller is in the air on \(named(trip.flights[flight])) (\(trip.flights[flight].source.path)); check the hotel's dates or the flight's"
        }
        warn("\(nightsText(nights)) at \(named(hotel)) \(verb) booked but not used: \(cause)", hotel.source)
    }

    /// A run of nights with no room: after a landing in the small hours, said with the flight; otherwise a gap
    /// between stays. The hotel booked next is named with its check-in time when the data gives it. Warned at the hotel booked next (whose dates are the likely slip), else at the one before,
    /// else at the flight or the trip.
    private mutating func warnNoRoom(_ nights: ClosedRange<CivilDate>) {
        let next = trip.hotels.indices.filter { trip.hotels[$0].checkInDate.map { $0 > nights.upperBound } ?? false }
            .min { trip.hotels[$0].checkInDate! < trip.hotels[$1].checkInDate! }
        let previous = trip.hotels.indices.filter { trip.hotels[$0].checkInDate.map { $0 < nights.lowerBound } ?? false }.last
        let firstNight = next.map { index in
            let hotel = trip.hotels[index]
            return " and the first night booked at \(named(hotel)) is \(hotel.checkInDate!.iso)" + (hotel.checkInTime.map { " (check-in from \($0.text))" } ?? "")
        } ?? ""
        let (inbound, _) = ItineraryChecks.travelFlights(trip)
        if let inbound, let landing = ItineraryChecks.landing(trip.flights[inbound]), landing.date == nights.lowerBound.adding(days: 1) {
            let flight = trip.flights[inbound]
            let rest = nights.lowerBound == nights.upperBound ? "the rest of the night of \(nights.lowerBound.iso) has" : "the rest of \(nightsText(nights)) have"
            warn("\(named(flight)) lands at \(landing.text) (\(flight.source.path))\(firstNight), so \(rest) no room; check the hotel's check_in_date or the flight's arrival",
                 next.map { trip.hotels[$0].source } ?? flight.source)
            return
        }
        let verb = nights.lowerBound == nights.upperBound ? "has" : "have"
        warn("\(nightsText(nights)) \(verb) no room booked\(firstNight); check the hotels' check_in_date and check_out_date",
             (next ?? previous).map { trip.hotels[$0].source } ?? trip.source)
    }
}
