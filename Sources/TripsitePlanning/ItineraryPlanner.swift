import TripsiteJSON
import TripsiteModel

/// Works out a trip's timeline: which date each numbered day falls on, and what happens on each date.
///
/// - The flights' airports and the time zones of the trip's times are found first (`TripTimeZones`).
/// - A numbered day's date is its activities' `scheduled_date`, else the start date plus the number minus one.
/// - Flights (departure and arrival) and hotel check-ins and check-outs go on the dates they fall on,
///   joining the numbered day of that date when there is one.
/// - Every date from start to end is a day of the timeline, so free days show too; items dated outside
///   the trip get days of their own, and a warning.
/// - Within a day, activities keep their `activity_number` order (then time, then file order), and the
///   other events are merged in by time.
public enum ItineraryPlanner {
    /// Trips longer than this list only the dates that have events (a guard against a mistyped year).
    static let longestListedTrip = 366

    /// `towns`: the build's one finder of towns, which keeps what it found for the next trips; without it, the trip
    /// gets a finder of its own.
    public static func plan(
        _ trip: Trip, slug: String, countries: CountryDirectory, towns: TownFinder? = nil, airports: AirportDirectory, fileName: String,
        sourceDate: SourceDate
    ) -> (plan: TripPlan, warnings: [Diagnostic]) {
        var warnings: [Diagnostic] = []
        func warn(_ message: String, _ source: SourceLocation) {
            warnings.append(Diagnostic(severity: .warning, file: fileName, position: source.position, path: source.path, message: message))
        }

        let country = resolveCountry(trip, countries: countries, airports: airports, warn: warn)
        var trip = trip
        TripTimeZones.resolve(&trip, country: country, airports: airports, warn: warn)
        TripTowns.resolve(&trip, country: country, finder: towns ?? TownFinder(countries: countries), warn: warn)
        let dayDates = dayDates(of: trip, warn: warn)

        // The numbered day each date belongs to (the lowest number when several share a date).
        var dayNumberOfDate: [CivilDate: Int] = [:]
        for (number, date) in dayDates.sorted(by: { $0.key < $1.key }) where dayNumberOfDate[date] == nil {
            dayNumberOfDate[date] = number
        }

        struct DayKey: Hashable, Comparable {
            var date: CivilDate
            var number: Int?
            static func < (a: DayKey, b: DayKey) -> Bool {
                a.date != b.date ? a.date < b.date : (a.number ?? 0) < (b.number ?? 0)
            }
        }
        var activitiesByDay: [DayKey: [ActivityOrder]] = [:]
        var othersByDay: [DayKey: [ItineraryEvent]] = [:]
        let range = trip.startDate...trip.endDate

        func key(for date: CivilDate) -> DayKey { DayKey(date: date, number: dayNumberOfDate[date]) }
        // Flights outside the trip are the itinerary checks' to report.
        func place(_ event: ItineraryEvent, on date: CivilDate?, _ source: SourceLocation, what: String?) {
            guard let date else { return }
            if let what, !range.contains(date) {
                warn("\(what) on \(date.iso) is outside the trip (\(trip.startDate.iso) to \(trip.endDate.iso)); it is shown on its own date", source)
            }
            othersByDay[key(for: date), default: []].append(event)
        }

        for (index, flight) in trip.flights.enumerated() {
            place(.departure(flight: index), on: flight.departureDate, flight.source, what: nil)
            place(.arrival(flight: index), on: flight.arrivalDate, flight.source, what: nil)
        }
        warnAboutOverlappingStays(trip.hotels, warn: warn)
        for (index, hotel) in trip.hotels.enumerated() {
            let name = hotel.name ?? "the hotel"
            place(.checkIn(hotel: index), on: hotel.checkInDate, hotel.source, what: "check-in at \(name)")
            place(.checkOut(hotel: index), on: hotel.checkOutDate, hotel.source, what: "check-out at \(name)")
        }
        // By index: an activity is a large value, and copying one copies each of its texts.
        for index in trip.activities.indices {
            let dayNumber = trip.activities[index].dayNumber
            let date = dayDates[dayNumber]!
            if !range.contains(date) {
                warn("day \(dayNumber) falls on \(date.iso), outside the trip (\(trip.startDate.iso) to \(trip.endDate.iso))", trip.activities[index].source)
            }
            activitiesByDay[DayKey(date: date, number: dayNumber), default: []].append(ActivityOrder(trip.activities[index], index: index))
        }

        // Places kept for a numbered day close that day, in the file's order.
        var placesByDay: [DayKey: [ItineraryEvent]] = [:]
        for (index, place) in trip.places.enumerated() {
            guard let number = place.dayNumber, let date = dayDates[number] else { continue }
            if !range.contains(date) {
                warn("day \(number) falls on \(date.iso), outside the trip (\(trip.startDate.iso) to \(trip.endDate.iso))", place.source)
            }
            placesByDay[DayKey(date: date, number: number), default: []].append(.place(index))
        }

        var keys = Set(activitiesByDay.keys).union(othersByDay.keys).union(placesByDay.keys)
        if range.upperBound.days(since: range.lowerBound) < longestListedTrip {
            var date = trip.startDate
            while date <= trip.endDate {
                if !keys.contains(where: { $0.date == date }) { keys.insert(key(for: date)) }
                date = date.adding(days: 1)
            }
        }

        let days = keys.sorted().map { key in
            let activities = (activitiesByDay[key] ?? []).sorted().map { ItineraryEvent.activity($0.index) }
            // By time (an event without one first), then in the order they were placed; each time worked out once.
            let placed = othersByDay[key] ?? []
            let others = zip(orderMinutes(of: placed, in: trip), placed).enumerated()
                .map { (minutes: $0.element.0, offset: $0.offset, event: $0.element.1) }
                .sorted { $0.minutes != $1.minutes ? $0.minutes < $1.minutes : $0.offset < $1.offset }
            return ItineraryDay(date: key.date, dayNumber: key.number, events: merge(activities, others, in: trip) + (placesByDay[key] ?? []))
        }

        let plan = TripPlan(trip: trip, slug: slug, country: country, days: days, cost: CostSummary(trip: trip), sourceDate: sourceDate)
        return (plan, warnings + ItineraryChecks.warnings(plan, fileName: fileName))
    }

    /// Two hotel stays that share a night are usually a mistake (or a booking to cancel): say so, once per
    /// stay, naming the first two earlier stays it overlaps and counting the others (a file with thousands of
    /// stays on the same nights gets one warning per stay, not one per pair).
    private static func warnAboutOverlappingStays(_ hotels: [Hotel], warn: (String, SourceLocation) -> Void) {
        let stays = hotels.indices.compactMap { index -> (hotel: Int, from: CivilDate, to: CivilDate)? in
            guard let checkIn = hotels[index].checkInDate, let checkOut = hotels[index].checkOutDate, checkOut > checkIn else { return nil }
            return (index, checkIn, checkOut)
        }
        func describe(_ stay: (hotel: Int, from: CivilDate, to: CivilDate), _ unnamed: String) -> String {
            "the stay at \(hotels[stay.hotel].name ?? unnamed) (\(stay.from.iso) to \(stay.to.iso))"
        }
        for (index, later) in stays.enumerated() {
            var named: [String] = []
            var others = 0
            for earlier in stays[..<index] where later.from < earlier.to && earlier.from < later.to {
                if named.count < 2 { named.append(describe(earlier, "another hotel")) } else { others += 1 }
            }
            guard !named.isEmpty else { continue }
            let more = others == 0 ? "" : " and \(TextFormat.count(others, "other stay"))"
            warn("\(describe(later, "this hotel")) overlaps \(named.joined(separator: others == 0 ? " and " : ", "))\(more)", hotels[later.hotel].source)
        }
    }

    /// Where an activity goes in its day: `activity_number` first, then time, then the order in the file (an
    /// activity without a number or a time after those with one).
    private struct ActivityOrder: Comparable {
        var number: Int
        var minutes: Int
        var index: Int

        init(_ activity: Activity, index: Int) {
            number = activity.activityNumber ?? Int.max
            minutes = activity.scheduledTime?.minutes ?? Int.max
            self.index = index
        }

        static func < (a: ActivityOrder, b: ActivityOrder) -> Bool {
            (a.number, a.minutes, a.index) < (b.number, b.minutes, b.index)
        }
    }

    /// Merges the other events (in order, with the minutes they are ordered by) into the activities by time,
    /// keeping the activities' own order. An activity without a time stays right after the one before it.
    static func merge(_ activities: [ItineraryEvent], _ others: [(minutes: Int, offset: Int, event: ItineraryEvent)], in trip: Trip) -> [ItineraryEvent] {
        var result: [ItineraryEvent] = []
        result.reserveCapacity(activities.count + others.count)
        var pending = others[...]
        for activity in activities {
            if let minutes = activity.sortMinutes(in: trip) {
                while let next = pending.first, next.minutes <= minutes {
                    result.append(next.event)
                    pending.removeFirst()
                }
            }
            result.append(activity)
        }
        result.append(contentsOf: pending.map(\.event))
        return result
    }

    /// The minute of the day each of a day's flight and hotel events is ordered by (-1 for none): its time,
    /// else the usual hour (`sortMinutes`), moved where the day's flights say it must be. Local times of a
    /// flight are in two time zones, and untimed hotel events are a guess, so:
    /// - a flight that lands on the date it left, at an earlier local time (westward), lands after it leaves;
    /// - an untimed check-in comes after the day's last landing, an untimed check-out before its first take-off.
    static func orderMinutes(of events: [ItineraryEvent], in trip: Trip) -> [Int] {
        var lastLanding: Int?
        var firstTakeOff: Int?
        var minutes = events.map { event -> Int in
            switch event {
            case .arrival(let index):
                let flight = trip.flights[index]
                guard let arrival = flight.arrivalTime?.minutes else { return -1 }
                var landing = arrival
                if flight.departureDate == flight.arrivalDate, let departure = flight.departureTime?.minutes, departure > arrival {
                    landing = departure
                }
                lastLanding = max(lastLanding ?? landing, landing)
                return landing
            case .departure(let index):
                guard let departure = trip.flights[index].departureTime?.minutes else { return -1 }
                firstTakeOff = min(firstTakeOff ?? departure, departure)
                return departure
            default:
                return event.sortMinutes(in: trip) ?? -1
            }
        }
        for (position, event) in events.enumerated() where event.time(in: trip) == nil {
            switch event {
            case .checkIn:
                if let lastLanding { minutes[position] = max(minutes[position], lastLanding) }
            case .checkOut:
                if let firstTakeOff { minutes[position] = min(minutes[position], firstTakeOff - 1) }
            default:
                break
            }
        }
        return minutes
    }

    /// The date of each numbered day (of activities and places): from its activities' scheduled dates, else counted from the start.
    private static func dayDates(of trip: Trip, warn: (String, SourceLocation) -> Void) -> [Int: CivilDate] {
        var dates: [Int: CivilDate] = [:]
        // The activity each day's date was taken from, by index.
        var firstSource: [Int: Int] = [:]
        for index in trip.activities.indices {
            guard let scheduled = trip.activities[index].scheduledDate else { continue }
            let dayNumber = trip.activities[index].dayNumber
            if let known = dates[dayNumber] {
                if known != scheduled, let first = firstSource[dayNumber] {
                    warn("day \(dayNumber) is on \(known.iso) (from \(trip.activities[first].source.path)) but this activity is scheduled for \(scheduled.iso); it is shown on day \(dayNumber)", trip.activities[index].source)
                }
            } else {
                dates[dayNumber] = scheduled
                firstSource[dayNumber] = index
            }
        }
        for number in trip.activities.map(\.dayNumber) + trip.places.compactMap(\.dayNumber) where dates[number] == nil {
            dates[number] = trip.startDate.adding(days: number - 1)
        }
        return dates
    }

    private static func resolveCountry(
        _ trip: Trip, countries: CountryDirectory, airports: AirportDirectory, warn: (String, SourceLocation) -> Void
    ) -> Country? {
        if let code = trip.countryCode {
            if let country = countries.country(code: code) { return country }
            warn("the country code \(code) is not in the countries list; no country is shown", trip.source)
            return nil
        }
        if let name = trip.countryName {
            if let country = countries.country(forDestination: name) { return country }
            warn("the country \(JSONPath.quoted(name, limit: 60)) is not in the countries list; no country is shown", trip.source)
            return nil
        }
        // "Los Angeles, CA" is in the United States when the trip flies to LAX; the airports are looked up only then.
        var airportCountries: Set<String> {
            Set(trip.flights.flatMap { [$0.departureAirport, $0.arrivalAirport] }.compactMap { $0.flatMap(airports.airport(code:))?.countryCode })
        }
        if let country = countries.country(forDestination: trip.destination) { return country }
        if let country = countries.country(forDestination: trip.destination, airportCountries: airportCountries) { return country }
        warn("no country found for the destination \(JSONPath.quoted(trip.destination, limit: 60)); add \"country_code\" to show its flag", trip.source)
        return nil
    }
}
