import Foundation
import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteModel
@testable import TripsitePlanning

/// The itinerary's sanity check: one fixture per rule, each a clean trip (1 to 4 May 2025) with one thing
/// changed, and the clean trip itself, which must give no warning at all.
@Suite("itinerary checks")
struct PlanningItineraryChecksTests {
    static let inbound = #"{"flight_number": "IN1", "departure_date": "2025-05-01", "departure_time": "08:00", "arrival_date": "2025-05-01", "arrival_time": "12:00"}"#
    static let outbound = #"{"flight_number": "OUT1", "departure_date": "2025-05-04", "departure_time": "18:00", "arrival_date": "2025-05-04", "arrival_time": "22:00"}"#
    static let hotel = #"{"name": "Casa", "check_in_date": "2025-05-01", "check_out_date": "2025-05-04", "nights": 3}"#
    static let activities = [
        #"{"name": "Tram", "day_number": 1, "scheduled_date": "2025-05-01", "scheduled_time": "15:00", "duration": "2 hours"}"#,
        #"{"name": "Castle", "day_number": 2, "scheduled_date": "2025-05-02", "scheduled_time": "10:00", "duration": "3 hours"}"#,
        #"{"name": "Fado", "day_number": 2, "scheduled_date": "2025-05-02", "scheduled_time": "20:00"}"#,
        #"{"name": "Market", "day_number": 4, "scheduled_date": "2025-05-04", "scheduled_time": "09:00", "duration": "2 hours"}"#,
    ]

    /// The trip's warnings, as printed, for these items.
    static func warnings(
        flights: [String] = [inbound, outbound], hotels: [String] = [hotel], activities: [String] = activities
    ) -> [String] {
        let members = "\"flights\": [\(flights.joined(separator: ",\n"))],\n\"hotels\": [\(hotels.joined(separator: ",\n"))],\n"
            + "\"activities\": [\(activities.joined(separator: ",\n"))]"
        let result = RenderFixture.plan(TripJSON.file([TripJSON.trip(members: members)]))
        #expect(!result.log.hasErrors, "\(result.log.diagnostics.map(\.formatted))")
        // The fixtures' flights name no airports: the warning that their calendar times float is tested with
        // the time zones, not here.
        return result.log.warnings.map(\.formatted).filter { !$0.contains("float in its calendar") }
    }

    @Test("a clean trip gives no warning")
    func clean() {
        #expect(Self.warnings() == [])
    }

    @Test("an activity before the inbound flight lands, on its day")
    func beforeArrival() {
        let early = #"{"name": "Early tour", "day_number": 1, "scheduled_date": "2025-05-01", "scheduled_time": "10:00"}"#
        #expect(Self.warnings(activities: Self.activities + [early]) == [
            "trips.json:10:1: warning: trips[0].activities[4]: Early tour at 10:00 on 2025-05-01 is before the traveller arrives: flight IN1 lands at 12:00 on 2025-05-01 (trips[0].flights[0]); check the activity's day and time, or the flight's arrival",
        ])
    }

    @Test("an activity after the outbound flight leaves, that day or a later one")
    func afterDeparture() {
        let late = #"{"name": "Late dinner", "day_number": 4, "scheduled_date": "2025-05-04", "scheduled_time": "19:00"}"#
        let outbound = #"{"flight_number": "OUT1", "departure_date": "2025-05-03", "departure_time": "18:00"}"#
        #expect(Self.warnings(activities: Self.activities + [late]) == [
            "trips.json:10:1: warning: trips[0].activities[4]: Late dinner at 19:00 on 2025-05-04 is after the traveller leaves: flight OUT1 takes off at 18:00 on 2025-05-04 (trips[0].flights[1]); check the activity's day and time, or the flight's departure",
        ])
        let warnings = Self.warnings(flights: [Self.inbound, outbound], hotels: [], activities: Self.activities)
        #expect(warnings == [
            "trips.json:9:1: warning: trips[0].activities[3]: Market at 09:00 on 2025-05-04 is after the traveller leaves: flight OUT1 takes off at 18:00 on 2025-05-03 (trips[0].flights[1]); check the activity's day and time, or the flight's departure",
        ])
    }

    @Test("a booked night before the traveller arrives, or after they leave")
    func unusedNights() {
        let overnight = #"{"flight_number": "IN1", "departure_date": "2025-05-01", "departure_time": "08:00", "arrival_date": "2025-05-02", "arrival_time": "07:00"}"#
        let later = Array(Self.activities.dropFirst())
        #expect(Self.warnings(flights: [overnight, Self.outbound], activities: later) == [
            "trips.json:5:12: warning: trips[0].hotels[0]: the night of 2025-05-01 at Casa is booked but not used: flight IN1 lands at 07:00 on 2025-05-02 (trips[0].flights[0]), after that night; check the hotel's check_in_date or the flight's arrival",
        ])
        let early = #"{"flight_number": "OUT1", "departure_date": "2025-05-03", "departure_time": "18:00"}"#
        #expect(Self.warnings(flights: [Self.inbound, early], activities: Array(Self.activities.prefix(3))) == [
            "trips.json:5:12: warning: trips[0].hotels[0]: the night of 2025-05-03 at Casa is booked but not used: flight OUT1 takes off at 18:00 on 2025-05-03 (trips[0].flights[1]), before that night ends; check the hotel's check_out_date or the flight's departure",
        ])
        // Consecutive nights are told as one.
        let lateIn = #"{"flight_number": "IN1", "departure_date": "2025-05-01", "departure_time": "08:00", "arrival_date": "2025-05-03", "arrival_time": "09:00"}"#
        let lastDay = Array(Self.activities.suffix(1))
        #expect(Self.warnings(flights: [lateIn, Self.outbound], activities: lastDay) == [
            "trips.json:5:12: warning: trips[0].hotels[0]: the nights of 2025-05-01 to 2025-05-02 at Casa are booked but not used: flight IN1 lands at 09:00 on 2025-05-03 (trips[0].flights[0]), after those nights; check the hotel's check_in_date or the flight's arrival",
        ])
    }

    @Test("a landing in the small hours with the hotel booked from that day leaves the rest of the night without a room")
    func noRoomAfterLateLanding() {
        let late = #"{"flight_number": "IN1", "departure_date": "2025-05-01", "departure_time": "22:30", "arrival_date": "2025-05-02", "arrival_time": "00:15"}"#
        let fromNextDay = #"{"name": "Casa", "check_in_date": "2025-05-02", "check_out_date": "2025-05-04"}"#
        let later = Array(Self.activities.dropFirst())
        #expect(Self.warnings(flights: [late, Self.outbound], hotels: [fromNextDay], activities: later) == [
            "trips.json:5:12: warning: trips[0].hotels[0]: flight IN1 lands at 00:15 on 2025-05-02 (trips[0].flights[0]) and the first night booked at Casa is 2025-05-02, so the rest of the night of 2025-05-01 has no room; check the hotel's check_in_date or the flight's arrival",
        ])
        // The right booking, from the evening before the landing, is no warning.
        #expect(Self.warnings(flights: [late, Self.outbound], activities: later) == [])
    }

    @Test("a landing in the small hours: a check-in time after it is named in the warning; a room open at the landing is no warning")
    func landingAndCheckInTime() throws {
        let late = #"{"flight_number": "IN1", "departure_date": "2025-05-01", "departure_time": "22:30", "arrival_date": "2025-05-02", "arrival_time": "00:15"}"#
        let later = Array(Self.activities.dropFirst())
        let afternoon = #"{"name": "Casa", "check_in_date": "2025-05-02", "check_out_date": "2025-05-04", "check_in_time": "3 PM"}"#
        #expect(Self.warnings(flights: [late, Self.outbound], hotels: [afternoon], activities: later) == [
            "trips.json:5:12: warning: trips[0].hotels[0]: flight IN1 lands at 00:15 on 2025-05-02 (trips[0].flights[0]) and the first night booked at Casa is 2025-05-02 (check-in from 15:00), so the rest of the night of 2025-05-01 has no room; check the hotel's check_in_date or the flight's arrival",
        ])
        // A room ready from midnight (an airport hotel) is the traveller's for the rest of the night.
        let allNight = #"{"name": "Airport Inn", "check_in_date": "2025-05-02", "check_out_date": "2025-05-04", "check_in_time": "00:00"}"#
        #expect(Self.warnings(flights: [late, Self.outbound], hotels: [allNight], activities: later) == [])
        let members = "\"flights\": [\(late), \(Self.outbound)], \"hotels\": [\(allNight)]"
        let trip = try #require(RenderFixture.plan(TripJSON.file([TripJSON.trip(members: members)])).plans.first).trip
        #expect(TripNights.night(after: CivilDate(year: 2025, month: 5, day: 1)!, in: trip) == .hotel(0))
        // One that opens after the landing still leaves the traveller waiting in the night.
        let fromThree = #"{"name": "Airport Inn", "check_in_date": "2025-05-02", "check_out_date": "2025-05-04", "check_in_time": "03:00"}"#
        #expect(Self.warnings(flights: [late, Self.outbound], hotels: [fromThree], activities: later).count == 1)
    }

    @Test("a check-out hours before a late flight home is no night problem, nor one the day before a flight in the small hours")
    func checkOutBeforeLateFlight() {
        let checkOut = #"{"name": "Casa", "check_in_date": "2025-05-01", "check_out_date": "2025-05-04", "check_out_time": "11:00"}"#
        let evening = #"{"flight_number": "OUT1", "departure_date": "2025-05-04", "departure_time": "21:30", "arrival_date": "2025-05-04", "arrival_time": "23:45"}"#
        #expect(Self.warnings(flights: [Self.inbound, evening], hotels: [checkOut]) == [])
        let early = #"{"name": "Casa", "check_in_date": "2025-05-01", "check_out_date": "2025-05-03", "check_out_time": "11:00"}"#
        let smallHours = #"{"flight_number": "OUT1", "departure_date": "2025-05-04", "departure_time": "01:30", "arrival_date": "2025-05-04", "arrival_time": "09:00"}"#
        #expect(Self.warnings(flights: [Self.inbound, smallHours], hotels: [early], activities: Array(Self.activities.prefix(3))) == [])
    }

    @Test("nights between two stays with no room booked")
    func noRoomBetweenStays() {
        let first = #"{"name": "Casa", "check_in_date": "2025-05-01", "check_out_date": "2025-05-02"}"#
        let second = #"{"name": "Beach house", "check_in_date": "2025-05-03", "check_out_date": "2025-05-04"}"#
        #expect(Self.warnings(hotels: [first, second]) == [
            "trips.json:6:1: warning: trips[0].hotels[1]: the night of 2025-05-02 has no room booked and the first night booked at Beach house is 2025-05-03; check the hotels' check_in_date and check_out_date",
        ])
    }

    @Test("a hotel's check-out time after the flight home leaves; one before it is fine")
    func checkOutAfterTakeOff() {
        let late = #"{"name": "Casa", "check_in_date": "2025-05-01", "check_out_date": "2025-05-04", "check_out_time": "8 PM"}"#
        let warnings = Self.warnings(hotels: [late])
        #expect(warnings == [
            "trips.json:5:12: warning: trips[0].hotels[0]: check-out at Casa at 20:00 on 2025-05-04 is after the traveller leaves: flight OUT1 takes off at 18:00 on 2025-05-04 (trips[0].flights[1]); check the hotel's check_out_date and check_out_time or the flight's departure",
        ])
        let onTime = #"{"name": "Casa", "check_in_date": "2025-05-01", "check_out_date": "2025-05-04", "check_in_time": "15:00", "check_out_time": "11:00"}"#
        #expect(Self.warnings(hotels: [onTime]) == [])
    }

    @Test("nights that disagree with the stay's dates")
    func nights() {
        let hotel = #"{"name": "Casa", "check_in_date": "2025-05-01", "check_out_date": "2025-05-04", "nights": 2}"#
        #expect(Self.warnings(hotels: [hotel]) == [
            "trips.json:5:12: warning: trips[0].hotels[0]: the stay at Casa gives 2 nights, but 2025-05-01 to 2025-05-04 is 3 nights; check nights, check_in_date and check_out_date",
        ])
    }

    @Test("timed items overlapping on one day, an activity with another or with a flight")
    func overlaps() {
        let lunch = #"{"name": "Lunch", "day_number": 2, "scheduled_date": "2025-05-02", "scheduled_time": "12:00"}"#
        #expect(Self.warnings(activities: Self.activities + [lunch]) == [
            "trips.json:10:1: warning: trips[0].activities[4]: Lunch (12:00) overlaps Castle (10:00–13:00) (trips[0].activities[1]) on 2025-05-02; check their times and durations",
        ])
        let long = #"{"name": "Market", "day_number": 4, "scheduled_date": "2025-05-04", "scheduled_time": "16:00", "duration": "3 hours"}"#
        #expect(Self.warnings(activities: Array(Self.activities.prefix(3)) + [long]) == [
            "trips.json:9:1: warning: trips[0].activities[3]: Market (16:00–19:00) overlaps flight OUT1 (18:00–22:00, trips[0].flights[1]) on 2025-05-04; check their times and durations",
        ])
    }

    @Test("a scheduled date out of step with the day number")
    func dayNumber() {
        let beach = #"{"name": "Beach", "day_number": 3, "scheduled_date": "2025-05-02"}"#
        #expect(Self.warnings(activities: Self.activities + [beach]) == [
            "trips.json:10:1: warning: trips[0].activities[4]: Beach is scheduled for 2025-05-02 on day 3, out of step with day 1 on 2025-05-01 (Tram, trips[0].activities[0]): day 3 would be 2025-05-03; check the activity's scheduled_date and day_number",
        ])
        // Numbering that starts later than the start date, but keeps in step, is fine.
        let offset = [
            #"{"name": "Castle", "day_number": 1, "scheduled_date": "2025-05-02", "scheduled_time": "10:00"}"#,
            #"{"name": "Fado", "day_number": 2, "scheduled_date": "2025-05-03", "scheduled_time": "20:00"}"#,
        ]
        #expect(Self.warnings(activities: offset) == [])
    }

    @Test("a flight outside the trip's dates")
    func flightOutside() {
        let late = #"{"flight_number": "OUT1", "departure_date": "2025-05-04", "departure_time": "23:00", "arrival_date": "2025-05-05", "arrival_time": "06:00"}"#
        #expect(Self.warnings(flights: [Self.inbound, late]) == [
            "trips.json:4:1: warning: trips[0].flights[1]: flight OUT1 lands on 2025-05-05, after the trip ends on 2025-05-04; it is shown on its own date: check the flight's arrival_date and the trip's start_date and end_date",
        ])
    }

    @Test("the checks run on no flights, no times and odd data without crashing")
    func sparse() {
        #expect(Self.warnings(flights: [], hotels: [], activities: []) == [])
        let untimed = [#"{"name": "A", "day_number": 1}"#, #"{"name": "B", "day_number": 1}"#]
        #expect(Self.warnings(flights: [#"{"flight_number": "X"}"#], hotels: [#"{"name": "H"}"#], activities: untimed) == [])
    }
}
