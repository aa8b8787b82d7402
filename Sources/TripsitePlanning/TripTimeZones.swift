import TripsiteJSON
import TripsiteModel

/// Finds the airports a trip's flights name and the time zone of each of its times, from the most specific
/// source:
///
/// - a flight's departure and arrival zones: the data's `departure_timezone`/`arrival_timezone`, else its
///   airports' (never the trip's zone: a departure from home is not in the destination's zone);
/// - the trip's zone, for hotels and activities: the data's `timezone`, else the arrival zone of the first
///   flight that lands in the trip's country (the first flight when the country is unknown), else the
///   country's zone when the tz database gives it only one, else none.
///
/// With both zones of a flight known, its length comes from the two instants, and an arrival without a date
/// gets the one that puts it after the departure (closest to the given duration). Warns about codes the
/// table does not have, a given duration more than 30 minutes off the zoned times, and, once per trip, the
/// timed events that must float in calendars for want of a zone.
enum TripTimeZones {
    /// How far a given duration may be from the zoned times before a warning.
    static let durationTolerance = 30

    static func resolve(_ trip: inout Trip, country: Country?, airports: AirportDirectory, warn: (String, SourceLocation) -> Void) {
        for index in trip.flights.indices {
            resolve(&trip.flights[index], airports: airports, warn: warn)
        }
        if trip.timeZone == nil {
            let countryZones = country.map { airports.zones(ofCountry: $0.code) } ?? []
            trip.timeZone = arrivalZone(of: trip.flights, country: country) ?? (countryZones.count == 1 ? countryZones[0] : nil)
        }
        warnAboutFloatingEvents(trip, warn: warn)
    }

    private static func resolve(_ flight: inout Flight, airports: AirportDirectory, warn: (String, SourceLocation) -> Void) {
        func airport(_ code: String?, _ source: SourceLocation?) -> Airport? {
            guard let code else { return nil }
            if let airport = airports.airport(code: code) { return airport }
            warn("the airport code \(JSONPath.quoted(code, limit: 20)) is not a known IATA or ICAO code; its name and time zone are unknown",
                 source ?? flight.source)
            return nil
        }
        flight.fromAirport = airport(flight.departureAirport, flight.departureAirportSource)
        flight.toAirport = airport(flight.arrivalAirport, flight.arrivalAirportSource)
        flight.departureTimeZone = flight.departureTimeZone ?? flight.fromAirport?.timeZone
        flight.arrivalTimeZone = flight.arrivalTimeZone ?? flight.toAirport?.timeZone

        guard let departureDate = flight.departureDate, let departureTime = flight.departureTime, let arrivalTime = flight.arrivalTime,
              let departureZone = flight.departureTimeZone, let arrivalZone = flight.arrivalTimeZone,
              let leaves = ZonedTime.instant(departureDate, departureTime, zone: departureZone) else { return }
        let lands: Instant
        if let arrivalDate = flight.arrivalDate {
            guard let instant = ZonedTime.instant(arrivalDate, arrivalTime, zone: arrivalZone) else { return }
            lands = instant
        } else {
            // The arrival date that lands the flight after it leaves, as close as can be to its duration.
            let expected = flight.duration?.minutes ?? 0
            let candidates = (-1...2).compactMap { days -> (date: CivilDate, instant: Instant)? in
                let date = departureDate.adding(days: days)
                return ZonedTime.instant(date, arrivalTime, zone: arrivalZone).map { (date, $0) }
            }.filter { $0.instant > leaves }
            guard let best = candidates.min(by: { abs($0.instant.minutes(since: leaves) - expected) < abs($1.instant.minutes(since: leaves) - expected) })
            else { return }
            flight.arrivalDate = best.date
            lands = best.instant
        }
        guard let elapsed = TripDuration(minutes: lands.minutes(since: leaves)), elapsed.minutes > 0 else {
            warn("\(flight.name) lands before it leaves, reading its times in \(departureZone) and \(arrivalZone); check its dates and times",
                 flight.source)
            return
        }
        flight.elapsed = elapsed
        if let given = flight.duration, abs(given.minutes - elapsed.minutes) > durationTolerance {
            /// "2024-03-15 08:35 EDT (America/New_York)".
            func moment(_ date: CivilDate, _ time: ClockTime, _ zone: String, _ instant: Instant) -> String {
                "\(date.iso) \(time.text) \(airports.abbreviation(zone: zone, at: instant) ?? zone) (\(zone))"
            }
            warn("the duration \(given.text) disagrees with the times: \(moment(departureDate, departureTime, departureZone, leaves)) to "
                 + "\(moment(flight.arrivalDate!, arrivalTime, arrivalZone, lands)) is \(elapsed.text); the times are used",
                 flight.durationSource ?? flight.source)
        }
    }

    /// The arrival zone of the first flight (by departure) that lands in the country, or of the first flight
    /// when the country is unknown.
    private static func arrivalZone(of flights: [Flight], country: Country?) -> String? {
        let ordered = flights.inDepartureOrder
        guard let country else { return ordered.first?.arrivalTimeZone }
        return ordered.first { $0.toAirport?.countryCode == country.code }?.arrivalTimeZone
    }

    /// Once per trip: how many timed events float in its calendar, and what to add so that they do not.
    private static func warnAboutFloatingEvents(_ trip: Trip, warn: (String, SourceLocation) -> Void) {
        let flights = trip.flights.filter { $0.departureDate != nil && $0.departureTime != nil && $0.departureTimeZone == nil }.count
        let activities = trip.timeZone == nil ? trip.activities.filter { $0.scheduledTime != nil }.count : 0
        guard flights + activities > 0 else { return }
        var fixes: [String] = []
        if activities > 0 { fixes.append("\"timezone\" to the trip (an IANA name such as Europe/Lisbon)") }
        if flights > 0 { fixes.append("known airport codes or \"departure_timezone\" to the flights") }
        let count = flights + activities
        let (events, float, them) = count == 1 ? ("event", "floats", "it") : ("events", "float", "them")
        warn("\(count) timed \(events) of this trip \(float) in its calendar (shown at the same clock time in every zone), as no time zone "
             + "is known for \(them): add \(fixes.joined(separator: " and "))", trip.source)
    }
}
