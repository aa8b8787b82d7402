import TripsiteModel

extension ItineraryChecks {
    /// Runs the rules over one plan, collecting their warnings.
    struct Checker {
        let plan: TripPlan
        let fileName: String
        /// Each activity's date in the timeline, by index.
        let activityDates: [Int: CivilDate]
        private(set) var warnings: [Diagnostic] = []
        /// Activities already reported as before arrival or after departure (not reported again as overlapping).
        private var misplaced: Set<Int> = []

        init(plan: TripPlan, fileName: String) {
            self.plan = plan
            self.fileName = fileName
            var dates: [Int: CivilDate] = [:]
            for day in plan.days {
                for case .activity(let index) in day.events { dates[index] = day.date }
            }
            activityDates = dates
        }

        var trip: Trip { plan.trip }
        private var range: ClosedRange<CivilDate> { trip.startDate...trip.endDate }

        mutating func warn(_ message: String, _ source: SourceLocation) {
            warnings.append(Diagnostic(severity: .warning, file: fileName, position: source.position, path: source.path, message: message))
        }

        /// How the warnings name an item, with its path when it is not the item warned about.
        func named(_ flight: Flight) -> String { "flight \(flight.name)" }
        func named(_ hotel: Hotel) -> String { hotel.name ?? "the hotel" }

        /// An activity at a moment: "Burj Khalifa at 10:00 on 2024-03-16".
        private func describe(_ index: Int, on date: CivilDate) -> String {
            let activity = trip.activities[index]
            return "\(activity.name) at \(Moment(date: date, minutes: activity.scheduledTime?.minutes).text)"
        }

        // MARK: Flights outside the trip

        mutating func checkFlightDates() {
            for flight in trip.flights {
                if let date = flight.departureDate, !range.contains(date) {
                    let side = date < trip.startDate ? "before the trip starts on \(trip.startDate.iso)" : "after the trip ends on \(trip.endDate.iso)"
                    warn("\(named(flight)) leaves on \(date.iso), \(side); it is shown on its own date: check the flight's departure_date and the trip's start_date and end_date", flight.source)
                } else if let date = flight.arrivalDate, !range.contains(date) {
                    let side = date < trip.startDate ? "before the trip starts on \(trip.startDate.iso)" : "after the trip ends on \(trip.endDate.iso)"
                    warn("\(named(flight)) lands on \(date.iso), \(side); it is shown on its own date: check the flight's arrival_date and the trip's start_date and end_date", flight.source)
                }
            }
        }

        // MARK: Day numbers and scheduled dates

        /// Day numbers count days: day 3 is two days after day 1. The date of each day comes from its first
        /// activity with a `scheduled_date` (the planner warns about the others of that day); a day whose date
        /// is not as many days from the lowest dated day as their numbers say is out of step.
        mutating func checkDayNumbers() {
            var firstDated: [Int: Int] = [:]
            for index in trip.activities.indices where trip.activities[index].scheduledDate != nil {
                let number = trip.activities[index].dayNumber
                if firstDated[number] == nil { firstDated[number] = index }
            }
            guard let lowest = firstDated.keys.min(), let reference = firstDated[lowest] else { return }
            let referenceDate = trip.activities[reference].scheduledDate!
            for number in firstDated.keys.sorted() where number != lowest {
                let index = firstDated[number]!
                let activity = trip.activities[index]
                let expected = referenceDate.adding(days: number - lowest)
                guard activity.scheduledDate! != expected else { continue }
                warn(
                    "\(activity.name) is scheduled for \(activity.scheduledDate!.iso) on day \(number), out of step with day \(lowest) on \(referenceDate.iso) (\(trip.activities[reference].name), \(trip.activities[reference].source.path)): day \(number) would be \(expected.iso); check the activity's scheduled_date and day_number",
                    activity.source)
            }
        }

        // MARK: Arrival and departure

        mutating func checkArrivalAndDeparture() {
            let (inbound, outbound) = ItineraryChecks.travelFlights(trip)
            let arrival = inbound.flatMap { index in ItineraryChecks.landing(trip.flights[index]).map { (index, $0) } }
            let departure = outbound.flatMap { index in ItineraryChecks.takeOff(trip.flights[index]).map { (index, $0) } }

            for index in trip.activities.indices {
                guard let date = activityDates[index], range.contains(date) else { continue }
                let moment = Moment(date: date, minutes: trip.activities[index].scheduledTime?.minutes)
                if let (flight, landing) = arrival, moment.isBefore(landing) {
                    misplaced.insert(index)
                    warn(
                        "\(describe(index, on: date)) is before the traveller arrives: \(named(trip.flights[flight])) lands at \(landing.text) (\(trip.flights[flight].source.path)); check the activity's day and time, or the flight's arrival",
                        trip.activities[index].source)
                } else if let (flight, takeOff) = departure, !moment.isBefore(takeOff), date > takeOff.date || (moment.minutes != nil && takeOff.minutes != nil) {
                    misplaced.insert(index)
                    warn(
                        "\(describe(index, on: date)) is after the traveller leaves: \(named(trip.flights[flight])) takes off at \(takeOff.text) (\(trip.flights[flight].source.path)); check the activity's day and time, or the flight's departure",
                        trip.activities[index].source)
                }
            }

            // A check-out time the booking gives that is after the flight home leaves.
            for hotel in trip.hotels {
                guard let checkOut = hotel.checkOutDate, let time = hotel.checkOutTime, let (flight, takeOff) = departure else { continue }
                let leaving = Moment(date: checkOut, minutes: time.minutes)
                guard takeOff.isBefore(leaving) else { continue }
                warn(
                    "check-out at \(named(hotel)) at \(leaving.text) is after the traveller leaves: \(named(trip.flights[flight])) takes off at \(takeOff.text) (\(trip.flights[flight].source.path)); check the hotel's check_out_date and check_out_time or the flight's departure",
                    hotel.source)
            }
        }

        // MARK: Nights

        mutating func checkNights() {
            for hotel in trip.hotels {
                guard let stated = hotel.statedNights, let nights = hotel.nights, let checkIn = hotel.checkInDate,
                      let checkOut = hotel.checkOutDate, stated != nights else { continue }
                warn(
                    "the stay at \(named(hotel)) gives \(TextFormat.count(stated, "night")), but \(checkIn.iso) to \(checkOut.iso) is \(TextFormat.count(nights, "night")); check nights, check_in_date and check_out_date",
                    hotel.source)
            }
        }

        // MARK: Overlaps

        /// A timed item of one date: its minutes there (a moment when `end == start`) and what it is, an
        /// activity or a flight (by index), and how it takes that date (`label`, made only for a warning).
        private struct Timed {
            enum Kind { case activity, flightWhole, flightLeaving, flightLanding }
            var start: Int
            var end: Int
            var kind: Kind
            var index: Int

            var activity: Int? { kind == .activity ? index : nil }

            func overlaps(_ other: Timed) -> Bool {
                start == other.start || (start < other.end && other.start < end)
            }
        }

        /// Two timed items overlap when one starts before the other ends (an activity without a duration is a
        /// moment). Flights occupy their day from take-off on, and their landing day until landing. Each activity
        /// is reported once, at the first item it overlaps.
        mutating func checkOverlaps() {
            var byDate: [CivilDate: [Timed]] = [:]
            for index in trip.activities.indices where !misplaced.contains(index) {
                guard let date = activityDates[index], let time = trip.activities[index].scheduledTime else { continue }
                let end = min(time.minutes + (trip.activities[index].duration?.minutes ?? 0), 24 * 60)
                byDate[date, default: []].append(Timed(start: time.minutes, end: end, kind: .activity, index: index))
            }
            guard !byDate.isEmpty else { return }
            for index in trip.flights.indices {
                let flight = trip.flights[index]
                guard let leaves = flight.departureDate, let takeOff = flight.departureTime else { continue }
                let landing = ItineraryChecks.landing(flight)
                if let landing, landing.date == leaves, let minutes = landing.minutes, minutes > takeOff.minutes {
                    byDate[leaves]?.append(Timed(start: takeOff.minutes, end: minutes, kind: .flightWhole, index: index))
                    continue
                }
                // A flight whose landing is not known is taken as its take-off alone, not as lasting all day.
                let rest = landing == nil ? takeOff.minutes : 24 * 60
                byDate[leaves]?.append(Timed(start: takeOff.minutes, end: rest, kind: .flightLeaving, index: index))
                if let landing, landing.date > leaves, let minutes = landing.minutes {
                    byDate[landing.date]?.append(Timed(start: 0, end: minutes, kind: .flightLanding, index: index))
                }
            }
            var reported: Set<Int> = []
            for date in byDate.keys.sorted() {
                let items = byDate[date]!.sorted { ($0.start, $0.activity ?? -1) < ($1.start, $1.activity ?? -1) }
                for (position, later) in items.enumerated() {
                    for earlier in items[..<position] where (earlier.activity != nil || later.activity != nil) && earlier.overlaps(later) {
                        // Said at an activity, naming the other item.
                        let (at, other) = later.activity != nil ? (later, earlier) : (earlier, later)
                        guard let activity = at.activity, !reported.contains(activity) else { continue }
                        reported.insert(activity)
                        let otherName = other.activity.map { "\(label(other)) (\(trip.activities[$0].source.path))" } ?? label(other)
                        warn("\(label(at)) overlaps \(otherName) on \(date.iso); check their times and durations", trip.activities[activity].source)
                        break
                    }
                }
            }
        }

        /// "Castle (10:00–13:00)", "flight OUT1 (18:00–22:00, trips[0].flights[1])", "flight IN1 (landing at 07:00, …)".
        private func label(_ item: Timed) -> String {
            switch item.kind {
            case .activity: return "\(trip.activities[item.index].name) (\(span(item.start, item.end)))"
            case .flightWhole, .flightLeaving, .flightLanding:
                let flight = trip.flights[item.index]
                let when = switch item.kind {
                case .flightLeaving: "leaving at \(clock(item.start))"
                case .flightLanding: "landing at \(clock(item.end))"
                default: span(item.start, item.end)
                }
                return "\(named(flight)) (\(when), \(flight.source.path))"
            }
        }

        private func clock(_ minutes: Int) -> String {
            minutes >= 24 * 60 ? "24:00" : ClockTime(hour: minutes / 60, minute: minutes % 60)!.text
        }

        /// "10:00–12:00", or "10:00" for a moment.
        private func span(_ start: Int, _ end: Int) -> String {
            end == start ? clock(start) : "\(clock(start))–\(clock(end))"
        }
    }
}
