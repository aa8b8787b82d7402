import Testing
@testable import TripsiteCore
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

/// Where each time's zone comes from (`TripTimeZones`): the data, else the airports, else the country.
@Suite("Planning: airports and time zones")
struct PlanningTimeZonesTests {
    private func plan(_ json: String) -> (plan: TripPlan?, warnings: [String]) {
        let result = RenderFixture.plan(json)
        return (result.plans.first, result.log.warnings.map(\.formatted))
    }

    @Test("a flight's zones come from its airports, and the airport wins over the trip's zone")
    func airportZones() throws {
        let (plan, warnings) = plan(RenderFixture.trip("""
        "timezone": "Asia/Dubai",
        "flights": [{"flight_number": "EK1", "departure_airport": "JFK", "arrival_airport": "omdb",
                     "departure_date": "2025-05-01", "departure_time": "08:35", "arrival_date": "2025-05-02", "arrival_time": "06:00"}]
        """, destination: "Dubai, UAE"))
        let flight = try #require(plan?.trip.flights.first)
        #expect(flight.departureTimeZone == "America/New_York" && flight.arrivalTimeZone == "Asia/Dubai")
        #expect(flight.fromAirport?.iata == "JFK" && flight.toAirport?.iata == "DXB")
        #expect(flight.elapsed?.text == "13 h 25 min")
        #expect(plan?.trip.timeZone == "Asia/Dubai")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test("zones the data gives win over the airports'")
    func dataZones() throws {
        let (plan, _) = plan(RenderFixture.trip("""
        "flights": [{"departure_airport": "JFK", "arrival_airport": "LIS", "departure_timezone": "America/Chicago"}]
        """))
        let flight = try #require(plan?.trip.flights.first)
        #expect(flight.departureTimeZone == "America/Chicago" && flight.arrivalTimeZone == "Europe/Lisbon")
    }

    @Test("the trip's zone: the first flight landing in its country, else the country's only zone, else none")
    func tripZone() {
        let inbound = """
        "flights": [
          {"departure_airport": "DPS", "arrival_airport": "SIN", "departure_date": "2025-05-04"},
          {"departure_airport": "SIN", "arrival_airport": "CGK", "departure_date": "2025-05-01"},
          {"departure_airport": "CGK", "arrival_airport": "DPS", "departure_date": "2025-05-02"}
        ]
        """
        #expect(plan(RenderFixture.trip(inbound, destination: "Bali, Indonesia")).plan?.trip.timeZone == "Asia/Jakarta")
        #expect(plan(RenderFixture.trip()).plan?.trip.timeZone == nil, "Portugal has three zones")
        #expect(plan(RenderFixture.trip(destination: "Kyoto, Japan")).plan?.trip.timeZone == "Asia/Tokyo")
        #expect(plan(RenderFixture.trip(destination: "Bali, Indonesia")).plan?.trip.timeZone == nil)
        #expect(plan(RenderFixture.trip(#""timezone": "Europe/Madrid""#, destination: "Kyoto, Japan")).plan?.trip.timeZone == "Europe/Madrid")
    }

    @Test("an unknown code is a warning at its field, naming it; the flight stays")
    func unknownCode() throws {
        let (plan, warnings) = plan(RenderFixture.trip("""
        "flights": [{"flight_number": "X1", "departureAirport": "QQQ", "arrival_airport": "LIS"}]
        """))
        #expect(plan?.trip.flights.first?.toAirport?.iata == "LIS")
        #expect(warnings == [
            "trips.json:3:59: warning: trips[0].flights[0].departureAirport: the airport code \"QQQ\" is not a known IATA or ICAO code; its name and time zone are unknown",
        ])
    }

    @Test("without an arrival date, the zoned times give it: +1 when the flight lands after midnight")
    func arrivalDate() throws {
        let (plan, warnings) = plan(RenderFixture.trip("""
        "flights": [{"flight_number": "GA88", "departure_airport": "SIN", "arrival_airport": "DPS",
                     "departure_date": "2025-05-01", "departure_time": "23:30", "arrival_time": "02:15", "duration": "2h 45m"}]
        """))
        let flight = try #require(plan?.trip.flights.first)
        #expect(flight.arrivalDate?.iso == "2025-05-02")
        #expect(flight.elapsed?.minutes == 165)
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test("a flight across the date line lands the day before it leaves: no error, its zoned times, −1 on the page and the right instants")
    func dateLine() throws {
        let (plan, warnings) = plan(RenderFixture.trip("""
        "flights": [{"flight_number": "NZ10", "departure_airport": "AKL", "arrival_airport": "HNL",
                     "departure_date": "2025-05-03", "departure_time": "00:30", "arrival_date": "2025-05-02", "arrival_time": "11:00"}]
        """, destination: "Honolulu, United States"))
        let planned = try #require(plan)
        let flight = try #require(planned.trip.flights.first)
        // 00:30 NZST (UTC+12) is 12:30 UTC on 2 May; 11:00 HST (UTC−10) is 21:00 UTC: 8 h 30 min later.
        #expect(flight.elapsed?.text == "8 h 30 min")
        #expect(warnings.isEmpty, "\(warnings)")
        let page = RenderFixture.text(try SiteRenderer(templates: TemplateSet(), site: SiteContext()).renderTrip(planned)[0])
        #expect(page.contains("11:00 HST (\u{2212}1)"), "\(page)")
        let calendar = TripCalendar.ics(planned)
        #expect(calendar.contains("DTSTART;TZID=Pacific/Auckland:20250503T003000"))
        #expect(calendar.contains("DTEND;TZID=Pacific/Honolulu:20250502T110000"))
        // The zones' definitions name their offsets as the pages do.
        #expect(calendar.contains("TZNAME:NZST") && calendar.contains("TZNAME:HST"))
    }

    @Test("a zone the tz database names by number shows the letters travellers know: 23:30 SGT, not GMT+8")
    func formerNames() throws {
        let (plan, _) = plan(RenderFixture.trip("""
        "flights": [{"flight_number": "GA88", "departure_airport": "SIN", "arrival_airport": "DPS",
                     "departure_date": "2025-05-01", "departure_time": "23:30", "arrival_time": "02:15"}]
        """, destination: "Bali, Indonesia"))
        let page = RenderFixture.text(try SiteRenderer(templates: TemplateSet(), site: SiteContext()).renderTrip(try #require(plan))[0])
        #expect(page.contains("23:30 SGT") && page.contains("02:15 WITA"), "\(page)")
        #expect(TripCalendar.ics(try #require(plan)).contains("TZNAME:SGT"))
    }

    @Test("a duration more than 30 minutes off the zoned times is a warning showing both")
    func durationMismatch() {
        let flight = """
        "flights": [{"flight_number": "DL2890", "departure_airport": "AUS", "arrival_airport": "JFK",
                     "departure_date": "2025-05-02", "departure_time": "6:05 AM", "arrival_time": "12:53 PM", "duration": "%@"}]
        """
        #expect(plan(RenderFixture.trip(flight.replacingOccurrences(of: "%@", with: "5h 48m"))).warnings.isEmpty)
        #expect(plan(RenderFixture.trip(flight.replacingOccurrences(of: "%@", with: "6h 18m"))).warnings.isEmpty)
        #expect(plan(RenderFixture.trip(flight.replacingOccurrences(of: "%@", with: "6h 48m"))).warnings == [
            "trips.json:4:115: warning: trips[0].flights[0].duration: the duration 6 h 48 min disagrees with the times: "
                + "2025-05-02 06:05 CDT (America/Chicago) to 2025-05-02 12:53 EDT (America/New_York) is 5 h 48 min; the times are used",
        ])
    }

    @Test("timed events without a zone: one warning per trip, saying what to add")
    func floating() {
        let warnings = plan(RenderFixture.trip("""
        "activities": [{"name": "A", "day_number": 1, "scheduled_time": "10:00"}, {"name": "B", "day_number": 2, "scheduled_time": "11:00"}],
        "flights": [{"flight_number": "F1", "departure_date": "2025-05-01", "departure_time": "08:00"}]
        """, destination: "Bali, Indonesia")).warnings
        #expect(warnings == [
            "trips.json:1:2: warning: trips[0]: 3 timed events of this trip float in its calendar (shown at the same clock time in every zone), "
                + "as no time zone is known for them: add \"timezone\" to the trip (an IANA name such as Europe/Lisbon) and known airport codes or \"departure_timezone\" to the flights",
            "trips.json:1:2: warning: trips[0]: nothing of the trip has coordinates and the built-in gazetteer finds no town in the destination \"Bali, Indonesia\"; the trip has no map",
        ])
        #expect(plan(RenderFixture.trip(#""activities": [{"name": "A", "day_number": 1, "scheduled_time": "10:00"}]"#, destination: "Kyoto, Japan")).warnings.isEmpty)
    }
}

extension RenderFixture {
    /// A one-trip file going to `destination`.
    static func trip(_ members: String = "", destination: String) -> String {
        TripJSON.file([TripJSON.trip(destination: destination, members: members)])
    }
}
