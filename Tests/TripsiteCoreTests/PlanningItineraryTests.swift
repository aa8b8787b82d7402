import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

@Suite("itinerary planning")
struct PlanningItineraryTests {
    /// Each day as `2025-05-01 Day 1: event, event` for compact comparisons.
    private func outline(_ plan: TripPlan) -> [String] {
        plan.days.map { day in
            let number = day.dayNumber.map { " Day \($0)" } ?? ""
            let events = day.events.map { describe($0, in: plan.trip) }.joined(separator: ", ")
            return "\(day.date.iso)\(number): \(events)"
        }
    }

    private func describe(_ event: ItineraryEvent, in trip: Trip) -> String {
        switch event {
        case .departure(let flight): "dep \(trip.flights[flight].flightNumber ?? "?")"
        case .arrival(let flight): "arr \(trip.flights[flight].flightNumber ?? "?")"
        case .checkIn(let hotel): "in \(trip.hotels[hotel].name ?? "?")"
        case .checkOut(let hotel): "out \(trip.hotels[hotel].name ?? "?")"
        case .activity(let activity): trip.activities[activity].name
        case .place(let place): "place \(trip.places[place].name)"
        }
    }

    @Test("activities group by day number and sort by activity number, then time, then file order")
    func activityOrder() throws {
        let plan = try RenderFixture.onlyPlan(RenderFixture.trip("""
        "activities": [
          {"name": "C", "day_number": 2, "activity_number": 2},
          {"name": "B", "day_number": 2, "activity_number": 1},
          {"name": "E", "day_number": 1, "scheduled_time": "14:00"},
          {"name": "D", "day_number": 1, "scheduled_time": "9:30 AM"},
          {"name": "F", "day_number": 1},
          {"name": "G", "day_number": "3"}
        ]
        """))
        #expect(outline(plan) == [
            "2025-05-01 Day 1: D, E, F",
            "2025-05-02 Day 2: B, C",
            "2025-05-03 Day 3: G",
            "2025-05-04: ",
        ])
    }

    @Test("a day's date comes from its activities' scheduled date, else start date + N - 1")
    func dayDates() throws {
        let plan = try RenderFixture.onlyPlan(RenderFixture.trip("""
        "activities": [
          {"name": "Late start", "day_number": 1, "scheduled_date": "3 May"},
          {"name": "Counted", "day_number": 2}
        ]
        """))
        #expect(outline(plan) == [
            "2025-05-01: ",
            "2025-05-02 Day 2: Counted",
            "2025-05-03 Day 1: Late start",
            "2025-05-04: ",
        ])
    }

    @Test("flights and hotel stays land on the days their dates fall on, merged by time")
    func timeline() throws {
        let plan = try RenderFixture.onlyPlan(RenderFixture.trip("""
        "flights": [
          {"flight_number": "TP1", "departure_date": "Thu, 1 May", "departure_time": "07:00",
           "arrival_date": "01-05-2025", "arrival_time": "10:15 AM"},
          {"flight_number": "TP2", "departure_date": "2025-05-04", "departure_time": "18:00",
           "arrival_date": "2025-05-04", "arrival_time": "21:00"}
        ],
        "hotels": [{"name": "Casa", "check_in_date": "01-05-2025", "check_out_date": "04-05-2025"}],
        "activities": [
          {"name": "Tram", "day_number": 1, "scheduled_time": "12:00"},
          {"name": "Fado", "day_number": 1, "scheduled_time": "21:00"},
          {"name": "Market", "day_number": 4, "scheduled_time": "08:00"}
        ]
        """))
        #expect(outline(plan) == [
            "2025-05-01 Day 1: dep TP1, arr TP1, Tram, in Casa, Fado",
            "2025-05-02: ",
            "2025-05-03: ",
            "2025-05-04 Day 4: Market, out Casa, dep TP2, arr TP2",
        ])
    }

    @Test("a flight that lands at an earlier local time on the day it left lands after it leaves")
    func westwardFlight() throws {
        let plan = try RenderFixture.onlyPlan(RenderFixture.trip("""
        "flights": [{"flight_number": "NH7", "departure_date": "2025-05-04", "departure_time": "18:45",
                     "arrival_date": "2025-05-04", "arrival_time": "12:15"}],
        "activities": [{"name": "Lunch", "day_number": 4, "scheduled_time": "13:00"},
                       {"name": "Dinner", "day_number": 4, "scheduled_time": "20:00"}]
        """))
        #expect(outline(plan).last == "2025-05-04 Day 4: Lunch, dep NH7, arr NH7, Dinner")
    }

    @Test("an untimed check-in follows the day's last landing; an untimed check-out comes before its first take-off")
    func untimedStaysFollowFlights() throws {
        let plan = try RenderFixture.onlyPlan(RenderFixture.trip("""
        "flights": [
          {"flight_number": "IN", "departure_date": "2025-05-01", "departure_time": "11:00",
           "arrival_date": "2025-05-01", "arrival_time": "16:30"},
          {"flight_number": "OUT", "departure_date": "2025-05-04", "departure_time": "07:10",
           "arrival_date": "2025-05-04", "arrival_time": "09:00"}
        ],
        "hotels": [{"name": "Casa", "check_in_date": "2025-05-01", "check_out_date": "2025-05-04"}]
        """))
        let days = outline(plan)
        #expect(days.first == "2025-05-01: dep IN, arr IN, in Casa")
        #expect(days.last == "2025-05-04: out Casa, dep OUT, arr OUT")
    }

    @Test("items dated outside the trip get their own day, with a warning")
    func outside() throws {
        let result = RenderFixture.plan(RenderFixture.trip("""
        "flights": [{"flight_number": "EARLY", "departure_date": "2025-04-30", "departure_time": "23:00"}]
        """))
        let plan = try #require(result.plans.first)
        #expect(outline(plan).first == "2025-04-30: dep EARLY")
        #expect(result.log.warnings.map(\.formatted) == [
            "trips.json:1:2: warning: trips[0]: 1 timed event of this trip floats in its calendar (shown at the same clock time in every zone), as no time zone is known for it: add known airport codes or \"departure_timezone\" to the flights",
            "trips.json:3:15: warning: trips[0].flights[0]: flight EARLY leaves on 2025-04-30, before the trip starts on 2025-05-01; it is shown on its own date: check the flight's departure_date and the trip's start_date and end_date",
        ])
    }

    @Test("two activities of one day scheduled on different dates: a warning, shown on the day")
    func conflictingDates() throws {
        let result = RenderFixture.plan(RenderFixture.trip("""
        "activities": [
          {"name": "A", "day_number": 1, "scheduled_date": "2025-05-01"},
          {"name": "B", "day_number": 1, "scheduled_date": "2025-05-02"}
        ]
        """))
        let plan = try #require(result.plans.first)
        #expect(outline(plan).first == "2025-05-01 Day 1: A, B")
        #expect(result.log.warnings.count == 1)
        #expect(result.log.warnings.first?.message.contains("day 1 is on 2025-05-01") == true)
    }

    @Test("hotel stays that share a night are a warning; back-to-back stays are not")
    func overlappingStays() throws {
        let result = RenderFixture.plan(RenderFixture.trip("""
        "hotels": [
          {"name": "A", "check_in_date": "2025-05-01", "check_out_date": "2025-05-03"},
          {"name": "B", "check_in_date": "2025-05-03", "check_out_date": "2025-05-04"},
          {"name": "C", "check_in_date": "2025-05-02", "check_out_date": "2025-05-04"}
        ]
        """))
        #expect(result.log.warnings.map(\.message) == [
            "the stay at C (2025-05-02 to 2025-05-04) overlaps the stay at A (2025-05-01 to 2025-05-03) and the stay at B (2025-05-03 to 2025-05-04)",
        ])
    }

    @Test("many stays on the same nights: one warning per stay, naming two and counting the rest")
    func manyOverlappingStays() throws {
        let hotels = (1...2000).map { #"{"name": "H\#($0)", "check_in_date": "2025-05-01", "check_out_date": "2025-05-04"}"# }
        let result = RenderFixture.plan(RenderFixture.trip("\"hotels\": [\(hotels.joined(separator: ",\n"))]"))
        #expect(result.log.warnings.count == 1999)
        #expect(result.log.warnings.last?.message == "the stay at H2000 (2025-05-01 to 2025-05-04) overlaps the stay at H1 (2025-05-01 to 2025-05-04), the stay at H2 (2025-05-01 to 2025-05-04) and 1,997 other stays")
    }

    @Test("duration counts days and nights")
    func duration() throws {
        let plan = try RenderFixture.onlyPlan(RenderFixture.trip())
        #expect(plan.dayCount == 4)
        #expect(plan.nightCount == 3)
    }

    @Test("the cost sums prices per currency and compares with a budget in the same currency")
    func cost() throws {
        let plan = try RenderFixture.onlyPlan(RenderFixture.trip("""
        "currency": "EUR", "budget": 1000,
        "flights": [{"flight_number": "TP1", "price": "€ 120.50"}],
        "hotels": [{"name": "Casa", "price": 300}],
        "activities": [{"name": "Tram", "day_number": 1, "price": "€3"}, {"name": "Walk", "day_number": 1}]
        """))
        #expect(plan.cost.total.formatted == "€423.50")
        #expect(plan.cost.unpricedItems == 1)
        #expect(plan.cost.budgetStatus == .under(moneyValue("576.5", "EUR")))
    }

    @Test("amounts in different currencies are never added together")
    func mixedCurrencies() throws {
        let plan = try RenderFixture.onlyPlan(RenderFixture.trip("""
        "budget": "$2,000",
        "flights": [{"flight_number": "X", "price": "$1,234.50"}],
        "hotels": [{"name": "H", "price": "₦ 450,000.00"}]
        """))
        #expect(plan.cost.total.formatted == "₦450,000.00 + $1,234.50", "sorted by currency code")
        #expect(plan.cost.budgetStatus == .notComparable(.severalCurrencies))
    }

    @Test("the country comes from country_code, else from the destination's last part, including aliases",
          arguments: [
            (#""destination": "Dubai, UAE""#, "AE"),
            (#""destination": "New York, USA""#, "US"),
            (#""destination": "Seoul, South Korea""#, "KR"),
            (#""destination": "Somewhere", "country_code": "pt""#, "PT"),
          ])
    func country(members: String, code: String) throws {
        let json = """
        [{"title": "T", \(members), "start_date": "2025-05-01", "end_date": "2025-05-02"}]
        """
        #expect(try RenderFixture.onlyPlan(json).country?.code == code)
    }

    @Test("an unknown country is a warning, never a failure")
    func unknownCountry() throws {
        let result = RenderFixture.plan("""
        [{"title": "T", "destination": "Atlantis", "start_date": "2025-05-01", "end_date": "2025-05-02"}]
        """)
        #expect(result.plans.count == 1)
        #expect(!result.log.hasErrors)
        #expect(result.log.warnings.map(\.formatted) == [
            "trips.json:1:2: warning: trips[0]: no country found for the destination \"Atlantis\"; add \"country_code\" to show its flag",
        ])
    }

    @Test("a plan is a value: changing a copy, or redacting it, leaves the original as it was")
    func planIsAValue() throws {
        let original = try RenderFixture.onlyPlan(RenderFixture.trip(#""budget": 1200, "activities": [{"name": "A", "day_number": 1, "price": 10}]"#))
        var copy = original
        copy.trip.title = "Changed"
        copy.slug = "changed"
        copy.days.removeAll()
        copy.isRedacted = true
        #expect(original.trip.title != "Changed")
        #expect(original.slug != "changed")
        #expect(!original.days.isEmpty)
        #expect(!original.isRedacted)
        #expect(copy.trip.title == "Changed" && copy.slug == "changed" && copy.days.isEmpty && copy.isRedacted)

        let redacted = original.redacted()
        #expect(redacted.isRedacted && redacted.trip.budget == nil)
        #expect(!original.isRedacted && original.trip.budget != nil)
    }
}
