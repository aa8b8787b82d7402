import Foundation
import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

/// What `TripDecoder` accepts: the shapes and the messy value formats of real trip-app exports.
@Suite("Loading: trip decoder")
struct LoadingTripDecoderTests {
    // MARK: - Shapes of the file

    @Test("a trip decoded alone, its activities on two cores, comes out as one decoded beside another, problems in the same order",
          arguments: [true, false])
    func aloneTripDecodesAsInAFile(withErrors: Bool) throws {
        // Problems in activities before and after the quarter where the work is split: a missing image used in
        // both parts (reported once, with a count), days outside the trip, and with errors, a repeated id across
        // the parts, bad prices and times (the trip is then left out).
        var activities: [String] = []
        for number in 1...12 {
            let id = withErrors && number == 11 ? 2 : number
            var members = ["\"id\": \"a\(id)\"", "\"name\": \"Stop \(number)\"", "\"day_number\": \(number % 4 == 0 ? 9 : 1 + number % 3)"]
            members.append(withErrors && number % 3 == 0 ? "\"price\": \"about ten\"" : "\"price\": \"€\(number),50\"")
            if withErrors && number % 5 == 0 { members.append("\"scheduled_time\": \"25:99\"") }
            if number == 2 || number == 7 || number == 12 { members.append("\"image_url\": \"asset\(number == 7 ? 2 : 1)\"") }
            activities.append("{" + members.joined(separator: ", ") + "}")
        }
        let trip = """
            {"id": "t", "title": "Lisbon", "destination": "Lisbon, Portugal", "start_date": "2025-05-01", "end_date": "2025-05-04",
             "flights": [{"airline": "TAP", "price": "\(withErrors ? "x" : "€ 80")"}], "hotels": [{"name": "Casa", "image_url": "asset1"}],
             "activities": [\(activities.joined(separator: ",\n"))]}
            """
        // The other trip names no image, so that the counts of repeated images are the same.
        let other = SiteBuildFixture.trip("u", title: "Porto")
        let alone = try LoadingFixture.trips("[" + trip + "]")
        let paired = try LoadingFixture.trips("[" + trip + ",\n" + other + "]")
        #expect(alone.warnings.count == 2)
        #expect(alone.errors.count == (withErrors ? 8 : 0))
        #expect(alone.log.diagnostics == paired.log.diagnostics.filter { $0.path.hasPrefix("trips[0]") })
        #expect(alone.trips.count == (withErrors ? 0 : 1))
        #expect(alone.trips.map { String(describing: $0) } == paired.trips.filter { $0.id == "t" }.map { String(describing: $0) })
    }

    @Test("a root array gives one trip per element, with its path and position")
    func rootArray() throws {
        let json = """
        [
          {"id": "a", "destination": "Lisbon", "start_date": "2024-03-15", "end_date": "2024-03-20"},
          {"id": "b", "destination": "Porto", "start_date": "2024-04-01", "end_date": "2024-04-02"}
        ]
        """
        let decoded = try LoadingFixture.trips(json)
        #expect(decoded.messages == [])
        #expect(decoded.ids == ["a", "b"])
        #expect(decoded.trips.map(\.destination) == ["Lisbon", "Porto"])
        #expect(decoded.trips.map(\.title) == ["Trip to Lisbon", "Trip to Porto"])
        #expect(decoded.trips.map(\.startDate) == [civilDate(2024, 3, 15), civilDate(2024, 4, 1)])
        #expect(decoded.trips.map(\.endDate) == [civilDate(2024, 3, 20), civilDate(2024, 4, 2)])
        #expect(decoded.trips.map(\.source) == [
            SourceLocation(path: "trips[0]", position: SourcePosition(line: 2, column: 3)),
            SourceLocation(path: "trips[1]", position: SourcePosition(line: 3, column: 3)),
        ])
    }

    @Test("an empty array, or an empty wrapped list, is no trips and no problem")
    func emptyLists() throws {
        for json in ["[]", "{\"trips\": []}", "{\"data\": []}", " [ ] "] {
            let decoded = try LoadingFixture.trips(json)
            #expect(decoded.trips.isEmpty, "\(json)")
            #expect(decoded.messages == [], "\(json)")
        }
    }

    @Test("a single trip object at the root is one trip at path \"trip\"")
    func singleTripObject() throws {
        let json = """
        {
          "id": "solo",
          "title": "Weekend in Oslo",
          "destination": "Oslo, Norway",
          "start_date": "2024-06-07",
          "end_date": "2024-06-09",
          "data": "an unrelated field that is not a list of trips"
        }
        """
        let trip = try LoadingFixture.cleanTrip(json)
        #expect(trip.id == "solo")
        #expect(trip.title == "Weekend in Oslo")
        #expect(trip.destination == "Oslo, Norway")
        #expect(trip.source == SourceLocation(path: "trip", position: SourcePosition(line: 1, column: 1)))
    }

    @Test("trips wrapped in an object under \"trips\"")
    func wrappedUnderTrips() throws {
        let json = """
        {
          "version": 3,
          "exported_at": "2024-06-01",
          "trips": [
            {"id": "w1", "destination": "Oslo", "start_date": "2024-06-07", "end_date": "2024-06-09"},
            {"id": "w2", "destination": "Bergen", "start_date": "2024-06-10", "end_date": "2024-06-12"}
          ]
        }
        """
        let decoded = try LoadingFixture.trips(json)
        #expect(decoded.messages == [])
        #expect(decoded.ids == ["w1", "w2"])
        #expect(decoded.trips.map(\.source) == [
            SourceLocation(path: "trips[0]", position: SourcePosition(line: 5, column: 5)),
            SourceLocation(path: "trips[1]", position: SourcePosition(line: 6, column: 5)),
        ])
    }

    @Test("trips wrapped in an object under \"data\", as a list, a single trip, or a further \"trips\"")
    func wrappedUnderData() throws {
        let list = try LoadingFixture.trips("""
        {"data": [{"id": "d1", "destination": "Rome", "start_date": "2024-05-01", "end_date": "2024-05-03"}]}
        """)
        #expect(list.messages == [])
        #expect(list.ids == ["d1"])
        #expect(list.trips.first?.source == SourceLocation(path: "data[0]", position: SourcePosition(line: 1, column: 11)))

        let single = try LoadingFixture.trips("""
        {"data": {"id": "d2", "destination": "Rome", "start_date": "2024-05-01", "end_date": "2024-05-03"}}
        """)
        #expect(single.messages == [])
        #expect(single.ids == ["d2"])
        #expect(single.trips.first?.source == SourceLocation(path: "data", position: SourcePosition(line: 1, column: 10)))

        let nested = try LoadingFixture.trips("""
        {"data": {"trips": [{"id": "d3", "destination": "Rome", "start_date": "2024-05-01", "end_date": "2024-05-03"}]}}
        """)
        #expect(nested.messages == [])
        #expect(nested.ids == ["d3"])
        #expect(nested.trips.first?.source == SourceLocation(path: "data.trips[0]", position: SourcePosition(line: 1, column: 21)))
    }

    @Test("camelCase, capitalised and _id keys are read as their snake_case fields")
    func camelCaseKeys() throws {
        let json = """
        [
          {
            "_id": "c1",
            "Title": "Temples and tea",
            "destination": "Kyoto",
            "countryCode": "jp",
            "startDate": "2024-04-01",
            "endDate": "2024-04-05",
            "travelStyle": "Solo",
            "tripDescription": "Temples\\n\\nand *tea*",
            "imageUrl": "https://example.com/kyoto.jpg",
            "createdAt": "2024-01-01T10:00:00Z",
            "updatedAt": "2024-02-01T10:00:00Z",
            "flights": [
              {"ID": "f1", "flightNumber": "JL-5", "departureAirport": "HND", "arrivalAirport": "ITM",
               "departureDate": "2024-04-01", "departureTime": "08:35", "arrivalTime": "09:40", "isDirect": true}
            ],
            "hotels": [
              {"id": "h1", "name": "Ryokan", "roomType": "Tatami", "checkInDate": "2024-04-01", "checkOutDate": "2024-04-03",
               "pricePerNight": "¥ 12,000", "reviewCount": 12, "roomsLeft": 2}
            ],
            "activities": [
              {"id": "a1", "name": "Fushimi Inari", "dayNumber": 2, "activityNumber": 1,
               "scheduledDate": "2024-04-02", "scheduledTime": "10:00 AM"}
            ]
          }
        ]
        """
        let trip = try LoadingFixture.cleanTrip(json)
        #expect(trip.id == "c1")
        #expect(trip.title == "Temples and tea")
        #expect(trip.countryCode == "JP")
        #expect(trip.startDate == civilDate(2024, 4, 1))
        #expect(trip.endDate == civilDate(2024, 4, 5))
        #expect(trip.travelStyle == "Solo")
        #expect(trip.description == "Temples\n\nand *tea*")
        #expect(trip.image == .remote("https://example.com/kyoto.jpg"))
        #expect(trip.createdAt?.rfc3339 == "2024-01-01T10:00:00Z")
        #expect(trip.updatedAt?.rfc3339 == "2024-02-01T10:00:00Z")

        let flight = try #require(trip.flights.first)
        #expect(flight.id == "f1")
        #expect(flight.flightNumber == "JL-5")
        #expect(flight.departureAirport == "HND")
        #expect(flight.arrivalAirport == "ITM")
        #expect(flight.departureDate == civilDate(2024, 4, 1))
        #expect(flight.departureTime == clockTime(8, 35))
        #expect(flight.arrivalTime == clockTime(9, 40))
        #expect(flight.isDirect == true)

        let hotel = try #require(trip.hotels.first)
        #expect(hotel.roomType == "Tatami")
        #expect(hotel.checkInDate == civilDate(2024, 4, 1))
        #expect(hotel.checkOutDate == civilDate(2024, 4, 3))
        #expect(hotel.pricePerNight == moneyValue("12000", "JPY"))
        #expect(hotel.reviewCount == 12)
        #expect(hotel.roomsLeft == 2)

        let activity = try #require(trip.activities.first)
        #expect(activity.dayNumber == 2)
        #expect(activity.activityNumber == 1)
        #expect(activity.scheduledDate == civilDate(2024, 4, 2))
        #expect(activity.scheduledTime == clockTime(10, 0))
    }

    @Test("key spellings normalise to snake_case", arguments: [
        ("startDate", "start_date"), ("endDate", "end_date"), ("dayNumber", "day_number"),
        ("tripDescription", "trip_description"), ("checkInDate", "check_in_date"), ("imageURL", "image_url"),
        ("flightID", "flight_id"), ("_id", "id"), ("ID", "id"), ("Title", "title"), ("start_date", "start_date"),
        ("address2Line", "address2_line"),
    ])
    func keyNormalization(key: String, canonical: String) {
        #expect(KeyNormalization.canonical(key) == canonical)
    }

    // MARK: - Messy value formats

    @Test("dates as exports write them, with the year of a short date taken from the trip")
    func messyDates() throws {
        let json = """
        [{
          "destination": "Lagos", "start_date": "2024-03-15T00:00:00Z", "end_date": "2024-03-22",
          "flights": [{"departure_date": "Sun, 15 Mar", "arrival_date": "16 Mar"}],
          "hotels": [{"check_in_date": "15-03-2024", "check_out_date": "2024/03/18"},
                     {"check_in_date": "18.03.2024", "check_out_date": "March 21, 2024"}],
          "activities": [{"day_number": 1, "scheduled_date": "Mar 17"},
                         {"day_number": 2, "scheduled_date": "2024-03-19T23:30:00-05:00"},
                         {"day_number": 3, "scheduled_date": "Thu, 21st March 2024"}]
        }]
        """
        let decoded = try LoadingFixture.trips(json)
        // 15 March 2024 was a Friday: the wrong weekday of the export is said, and left aside.
        #expect(decoded.messages == [
            "trips.json:3:34: warning: trips[0].flights[0].departure_date: \"Sun, 15 Mar\" names a Sunday, but 2024-03-15 is a Friday; the date is used and the weekday ignored",
        ])
        let trip = try #require(decoded.trips.first)
        #expect(trip.startDate == civilDate(2024, 3, 15))
        #expect(trip.endDate == civilDate(2024, 3, 22))
        #expect(trip.flights.map(\.departureDate) == [civilDate(2024, 3, 15)])
        #expect(trip.flights.map(\.arrivalDate) == [civilDate(2024, 3, 16)])
        #expect(trip.hotels.map(\.checkInDate) == [civilDate(2024, 3, 15), civilDate(2024, 3, 18)])
        #expect(trip.hotels.map(\.checkOutDate) == [civilDate(2024, 3, 18), civilDate(2024, 3, 21)])
        // An ISO date-time keeps the date as written; the offset does not move it to the next day.
        #expect(trip.activities.map(\.scheduledDate) == [civilDate(2024, 3, 17), civilDate(2024, 3, 19), civilDate(2024, 3, 21)])
    }

    @Test("a date without a year takes the year that puts it inside a trip over New Year")
    func shortDatesAcrossNewYear() throws {
        let json = """
        [{
          "destination": "Vienna", "start_date": "28 Dec 2024", "end_date": "4 Jan 2025",
          "flights": [{"departure_date": "Sat, 4 Jan", "arrival_date": "5 Jan"}],
          "activities": [{"day_number": 3, "scheduled_date": "30 Dec"},
                         {"day_number": 6, "scheduled_date": "2 Jan"}]
        }]
        """
        let trip = try LoadingFixture.cleanTrip(json)
        #expect(trip.startDate == civilDate(2024, 12, 28))
        #expect(trip.endDate == civilDate(2025, 1, 4))
        #expect(trip.activities.map(\.scheduledDate) == [civilDate(2024, 12, 30), civilDate(2025, 1, 2)])
        #expect(trip.flights.first?.departureDate == civilDate(2025, 1, 4))
        // The arrival may fall after the trip's last day: it is read near the departure.
        #expect(trip.flights.first?.arrivalDate == civilDate(2025, 1, 5))
    }

    @Test("an ambiguous 03-05-2024 takes the reading inside the trip, else day-first with a warning")
    func ambiguousNumericDates() throws {
        func scheduled(start: String, end: String, _ text: String) throws -> (CivilDate?, [String]) {
            let decoded = try LoadingFixture.trips("""
            [{"destination": "X", "start_date": "\(start)", "end_date": "\(end)",
              "activities": [{"day_number": 1, "scheduled_date": "\(text)"}]}]
            """)
            return (decoded.trips.first?.activities.first?.scheduledDate, decoded.messages)
        }
        // Month-first (5 March) is inside a trip in early March; day-first (3 May) is not.
        #expect(try scheduled(start: "2024-03-01", end: "2024-03-10", "03-05-2024") == (civilDate(2024, 3, 5), []))
        #expect(try scheduled(start: "2024-03-01", end: "2024-03-10", "03/05/2024") == (civilDate(2024, 3, 5), []))
        // Day-first (3 May) is inside a trip in May.
        #expect(try scheduled(start: "2024-05-01", end: "2024-05-10", "03-05-2024") == (civilDate(2024, 5, 3), []))
        // Neither reading is inside: day-first, and the reading is a choice the warning names.
        #expect(try scheduled(start: "2024-07-01", end: "2024-07-10", "03-05-2024") == (civilDate(2024, 5, 3), [
            "trips.json:2:54: warning: trips[0].activities[0].scheduled_date: \"03-05-2024\" could be read day first or month first; it is read day first (set language to read them as another language writes them): 2024-05-03 (the other dates of this file like it are read the same way and not reported)",
        ]))
        // Only one reading exists: that one, even outside the trip.
        #expect(try scheduled(start: "2024-07-01", end: "2024-07-10", "03-15-2024") == (civilDate(2024, 3, 15), []))
        #expect(try scheduled(start: "2024-07-01", end: "2024-07-10", "15-03-2024") == (civilDate(2024, 3, 15), []))
    }

    @Test("an ambiguous trip start date, with no trip to settle it, is read day-first, warned once in the file")
    func ambiguousTripDates() throws {
        let decoded = try LoadingFixture.trips("""
        [{"destination": "X", "start_date": "03-05-2024", "end_date": "10-05-2024"},
         {"destination": "Y", "start_date": "04-06-2024", "end_date": "05-06-2024"}]
        """)
        #expect(decoded.trips.map(\.startDate) == [civilDate(2024, 5, 3), civilDate(2024, 6, 4)])
        #expect(decoded.trips.map(\.endDate) == [civilDate(2024, 5, 10), civilDate(2024, 6, 5)])
        #expect(decoded.messages == [
            "trips.json:1:37: warning: trips[0].start_date: \"03-05-2024\" could be read day first or month first; it is read day first (set language to read them as another language writes them): 2024-05-03 (the other dates of this file like it are read the same way and not reported)",
        ])
        // In American English, month first.
        let american = try LoadingFixture.trips("""
        [{"destination": "X", "start_date": "03-05-2024", "end_date": "03-10-2024"}]
        """, language: "en-US")
        #expect(american.trips.map(\.startDate) == [civilDate(2024, 3, 5)])
        #expect(american.trips.map(\.endDate) == [civilDate(2024, 3, 10)])
        #expect(american.messages.count == 1)
    }

    @Test("a trip's own language reads its dates, times and durations; the site's reads the others")
    func tripLanguage() throws {
        let decoded = try LoadingFixture.trips("""
        [{"destination": "Rome, Italy", "language": "it", "start_date": "18 maggio 2026", "end_date": "20 maggio 2026",
          "activities": [{"day_number": 1, "scheduled_time": "ore 9.30", "duration": "3 ore"}]},
         {"destination": "Paris, France", "start_date": "12 mai 2026", "end_date": "14 mai 2026",
          "activities": [{"day_number": 1, "scheduled_time": "22h30", "duration": "1 h 30"}]}]
        """, language: "fr")
        #expect(decoded.messages == [])
        #expect(decoded.trips.map(\.language) == ["it", nil])
        #expect(decoded.trips.map(\.startDate) == [civilDate(2026, 5, 18), civilDate(2026, 5, 12)])
        #expect(decoded.trips.map { $0.activities[0].scheduledTime } == [clockTime(9, 30), clockTime(22, 30)])
        #expect(decoded.trips.map { $0.activities[0].duration?.minutes } == [180, 90])
        let unknown = try LoadingFixture.trips("""
        [{"destination": "X", "language": "elvish", "start_date": "2026-05-12", "end_date": "2026-05-14"}]
        """)
        #expect(unknown.messages == [
            "trips.json:1:35: error: trips[0].language: expected a language code such as fr, de-CH or zh-Hans (BCP 47), found \"elvish\"",
        ])
    }

    @Test("times in 24-hour, 12-hour and ISO forms")
    func times() throws {
        let json = """
        [{
          "destination": "Lisbon", "start_date": "2025-05-02", "end_date": "2025-05-09",
          "flights": [{"departure_time": "08:35", "arrival_time": "10:00 AM"},
                      {"departure_time": "9:35 PM", "arrival_time": "12:00 AM"},
                      {"departure_time": "2025-05-09T14:20:00Z", "arrival_time": "23:59:59"}],
          "activities": [{"day_number": 1, "scheduled_time": "noon"}, {"day_number": 1, "scheduled_time": "3 pm"}]
        }]
        """
        let trip = try LoadingFixture.cleanTrip(json)
        #expect(trip.flights.map(\.departureTime) == [clockTime(8, 35), clockTime(21, 35), clockTime(14, 20)])
        #expect(trip.flights.map(\.arrivalTime) == [clockTime(10, 0), clockTime(0, 0), clockTime(23, 59)])
        #expect(trip.activities.map(\.scheduledTime) == [clockTime(12, 0), clockTime(15, 0)])
    }

    @Test("prices with a symbol or code keep it; bare numbers take the trip currency")
    func prices() throws {
        let json = """
        [{
          "destination": "Lagos", "start_date": "2024-03-15", "end_date": "2024-03-22", "currency": "ngn",
          "budget": "₦ 450,000.00",
          "flights": [{"price": "€ 10.00"}, {"price": "$1,234.50"}, {"price": "120 USD"}],
          "hotels": [{"price": 250000, "price_per_night": "25,000"}],
          "activities": [{"day_number": 1, "price": "15000"}, {"day_number": 1, "price": 12.5}]
        }]
        """
        let trip = try LoadingFixture.cleanTrip(json)
        #expect(trip.currency == "NGN")
        #expect(trip.budget == moneyValue("450000", "NGN"))
        #expect(trip.flights.map(\.price) == [moneyValue("10", "EUR"), moneyValue("1234.5", "USD"), moneyValue("120", "USD")])
        #expect(trip.hotels.first?.price == moneyValue("250000", "NGN"))
        #expect(trip.hotels.first?.pricePerNight == moneyValue("25000", "NGN"))
        #expect(trip.activities.map(\.price) == [moneyValue("15000", "NGN"), moneyValue("12.5", "NGN")])
    }

    @Test("a bare number price without a trip currency has no currency; a bare $ follows a dollar trip currency")
    func pricesWithoutOrWithDollarCurrency() throws {
        let plain = try LoadingFixture.cleanTrip("""
        {"destination": "X", "start_date": "2024-03-15", "end_date": "2024-03-16", "budget": 40}
        """)
        #expect(plain.currency == nil)
        #expect(plain.budget == moneyValue("40", nil))

        let canadian = try LoadingFixture.cleanTrip("""
        {"destination": "X", "start_date": "2024-03-15", "end_date": "2024-03-16", "currency": "CAD", "budget": "$ 20"}
        """)
        #expect(canadian.budget == moneyValue("20", "CAD"))
    }

    @Test("a JSON number price is a plain number: 1.234 is not read as 1,234 and exponents are allowed")
    func jsonNumberPricesUseTheDecimalPoint() throws {
        let trip = try LoadingFixture.cleanTrip("""
        [{"destination": "X", "start_date": "2024-03-15", "end_date": "2024-03-16", "currency": "EUR",
          "budget": 1.234, "hotels": [{"price": 1.5e3}, {"price": 0.5}]}]
        """)
        #expect(trip.budget == moneyValue("1.234", "EUR"))
        #expect(trip.hotels.map(\.price) == [moneyValue("1500", "EUR"), moneyValue("0.5", "EUR")])
    }

    @Test("numbers given as strings, and whole numbers written with .0")
    func numbersAsStrings() throws {
        let json = """
        [{
          "destination": "Lisbon", "start_date": "2025-05-02", "end_date": "2025-05-09", "travelers": "2",
          "flights": [{"stops": "0", "is_direct": "yes"}, {"stops": 1, "is_direct": "No"}],
          "hotels": [{"stars": "4", "rating": "9.2", "review_count": "2987", "rooms_left": 3.0}],
          "activities": [{"day_number": "2", "rating": 4.5, "activity_number": " 3 "}, {"day_number": 3.0}]
        }]
        """
        let trip = try LoadingFixture.cleanTrip(json)
        #expect(trip.travelers == 2)
        #expect(trip.flights.map(\.stops) == [0, 1])
        #expect(trip.flights.map(\.isDirect) == [true, false])
        let hotel = try #require(trip.hotels.first)
        #expect(hotel.stars == 4)
        #expect(hotel.rating == 9.2)
        #expect(hotel.reviewCount == 2987)
        #expect(hotel.roomsLeft == 3)
        #expect(trip.activities.map(\.dayNumber) == [2, 3])
        #expect(trip.activities.first?.rating == 4.5)
        #expect(trip.activities.first?.activityNumber == 3)
    }

    @Test("ids given as numbers are kept as their literal text")
    func numericIDs() throws {
        let json = """
        [{
          "id": 1042, "destination": "Lisbon", "start_date": "2025-05-02", "end_date": "2025-05-09",
          "flights": [{"id": 7}], "hotels": [{"_id": 8.5}], "activities": [{"id": " 9 ", "day_number": 1}]
        }]
        """
        let trip = try LoadingFixture.cleanTrip(json)
        #expect(trip.id == "1042")
        #expect(trip.flights.map(\.id) == ["7"])
        #expect(trip.hotels.map(\.id) == ["8.5"])
        #expect(trip.activities.map(\.id) == ["9"])
    }

    @Test("durations, stops and other item fields")
    func itemFields() throws {
        let json = """
        [{
          "destination": "Lisbon", "start_date": "2025-05-02", "end_date": "2025-05-09",
          "status": "Completed", "country_code": "pt", "travel_style": "Couple",
          "flights": [{"airline": "TAP Air Portugal", "flight_number": "TP-218", "duration": "6h 20m",
                       "confirmation": "K7PQ2M"}],
          "hotels": [{"name": "Memmo Alfama", "address": "Travessa 27", "confirmation": "X1"}],
          "activities": [{"name": "Tram 28", "day_number": 2, "location": "Alfama", "duration": "2h",
                          "description": "Ride **early**.\\n\\nThen walk."}]
        }]
        """
        let trip = try LoadingFixture.cleanTrip(json)
        #expect(trip.status == .completed)
        #expect(trip.countryCode == "PT")
        #expect(trip.travelStyle == "Couple")
        let flight = try #require(trip.flights.first)
        #expect(flight.name == "TP-218 · TAP Air Portugal")
        #expect(flight.duration == TripDuration(minutes: 380))
        #expect(flight.confirmation == "K7PQ2M")
        #expect(trip.hotels.first?.name == "Memmo Alfama")
        #expect(trip.hotels.first?.address == "Travessa 27")
        let activity = try #require(trip.activities.first)
        #expect(activity.name == "Tram 28")
        #expect(activity.location == "Alfama")
        #expect(activity.duration == TripDuration(minutes: 120))
        #expect(activity.description == "Ride **early**.\n\nThen walk.")
        #expect(activity.source == SourceLocation(path: "trips[0].activities[0]", position: SourcePosition(line: 7, column: 18)))
        #expect(flight.source == SourceLocation(path: "trips[0].flights[0]", position: SourcePosition(line: 4, column: 15)))
    }

    @Test("trip_description wins over description; blank text counts as absent")
    func descriptions() throws {
        let both = try LoadingFixture.cleanTrip("""
        {"destination": "X", "start_date": "2024-03-15", "end_date": "2024-03-16",
         "description": "short", "trip_description": "long"}
        """)
        #expect(both.description == "long")
        let plain = try LoadingFixture.cleanTrip("""
        {"destination": "X", "start_date": "2024-03-15", "end_date": "2024-03-16", "description": "short"}
        """)
        #expect(plain.description == "short")
        let blank = try LoadingFixture.cleanTrip("""
        {"destination": "X", "start_date": "2024-03-15", "end_date": "2024-03-16", "description": " \\n ",
         "title": "   ", "travel_style": ""}
        """)
        #expect(blank.description == nil)
        #expect(blank.title == "Trip to X")
        #expect(blank.travelStyle == nil)
        // Named by its place, as `new trip` names a trip.
        let untitled = try LoadingFixture.cleanTrip("""
        {"destination": "Paris, France", "start_date": "2024-03-15", "end_date": "2024-03-16"}
        """)
        #expect(untitled.title == "Trip to Paris")
    }

    @Test("null optional fields and unknown keys are ignored without a message")
    func nullsAndUnknownKeys() throws {
        let trip = try LoadingFixture.cleanTrip("""
        {"id": null, "title": null, "destination": "X", "start_date": "2024-03-15", "end_date": "2024-03-16",
         "budget": null, "currency": null, "status": null, "image_url": null, "flights": null,
         "hotels": [], "activities": [{"day_number": 1, "price": null, "scheduled_date": null}],
         "colour": "teal", "nested": {"anything": [1, 2, {"x": null}]}}
        """)
        #expect(trip.id == nil)
        #expect(trip.title == "Trip to X")
        #expect(trip.budget == nil)
        #expect(trip.currency == nil)
        #expect(trip.status == nil)
        #expect(trip.image == nil)
        #expect(trip.flights.isEmpty)
        #expect(trip.hotels.isEmpty)
        #expect(trip.activities.count == 1)
        #expect(trip.activities.first?.name == "Activity")
        #expect(trip.activities.first?.price == nil)
    }

    // MARK: - Images

    @Test("http(s) URLs are kept as written; relative paths of existing files are kept, normalised")
    func acceptedImages() throws {
        let json = """
        [{
          "destination": "X", "start_date": "2024-03-15", "end_date": "2024-03-16",
          "image_url": "HTTPS://Example.com/A.jpg?w=800#top",
          "hotels": [{"image_url": "./images/h.png"}, {"image_url": " http://example.com/h2.png "}],
          "activities": [{"day_number": 1, "image_url": "images//a.png"}]
        }]
        """
        let trip = try LoadingFixture.cleanTrip(json, files: ["images/h.png", "images/a.png"])
        #expect(trip.image == .remote("HTTPS://Example.com/A.jpg?w=800#top"))
        #expect(trip.hotels.map(\.image) == [.local("images/h.png"), .remote("http://example.com/h2.png")])
        #expect(trip.activities.map(\.image) == [.local("images/a.png")])
    }

    @Test("image references are classified", arguments: [
        ("https://example.com/a.jpg", ImageReferenceRules.Classification.remote("https://example.com/a.jpg")),
        ("photos/./a.jpg", .local("photos/a.jpg")),
        ("javascript:alert(1)", .rejected("only http and https addresses are allowed, found \"javascript:alert(1)\"")),
        ("JavaScript:alert(1)", .rejected("only http and https addresses are allowed, found \"JavaScript:alert(1)\"")),
        ("data:text/html,<script>alert(1)</script>", .rejected("only http and https addresses are allowed, found \"data:text/html,<script>alert(1…\"")),
        ("file:///etc/passwd", .rejected("only http and https addresses are allowed, found \"file:///etc/passwd\"")),
        ("/etc/passwd", .rejected("\"/etc/passwd\" must be a path relative to the input file's folder")),
        ("//evil.example/x.png", .rejected("\"//evil.example/x.png\" must be a path relative to the input file's folder")),
        ("images\\x.png", .rejected("\"images\\\\x.png\" must be a path relative to the input file's folder")),
        ("../x.png", .rejected("\"../x.png\" leaves the input file's folder")),
        ("images/../../x.png", .rejected("\"images/../../x.png\" leaves the input file's folder")),
        ("https:///x.png", .rejected("\"https:///x.png\" is not a valid web address")),
        ("https://", .rejected("\"https://\" is not a valid web address")),
        ("http://?x=1", .rejected("\"http://?x=1\" is not a valid web address")),
        ("HTTPS://#top", .rejected("\"HTTPS://#top\" is not a valid web address")),
        ("http://é.example/a.png", .remote("http://é.example/a.png")),
        ("hTtP://Example.org/a.png", .remote("hTtP://Example.org/a.png")),
        ("httpx://example.org/a.png", .rejected("only http and https addresses are allowed, found \"httpx://example.org/a.png\"")),
        ("https://example.com/a b.png", .rejected("\"https://example.com/a b.png\" is not a valid web address")),
        ("a\u{7}.png", .rejected("the image reference contains control characters")),
    ])
    func imageClassification(text: String, expected: ImageReferenceRules.Classification) {
        #expect(ImageReferenceRules.classify(text) == expected)
    }
}
