import Foundation
import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

/// Every problem `TripDecoder` and `CountriesDecoder` report, checked as the full one-line diagnostic
/// `file:line:column: severity: path: message`.
///
/// Fixtures keep one member per line where they can, indented by 4 spaces for a trip's members
/// (so a value starts at column 9 + the length of its key) and by 8 for an item's members
/// (column 13 + the key's length). Columns are 1-based and count Unicode scalars, not bytes,
/// UTF-16 units or grapheme clusters: see `columnsCountUnicodeScalars`.
@Suite("Loading: errors and warnings")
struct LoadingErrorTests {
    // MARK: - Shape and types

    @Test("a root that is neither an array nor an object is an error at its position")
    func wrongRoot() throws {
        let number = try LoadingFixture.trips("42")
        #expect(number.trips.isEmpty)
        #expect(number.messages == [
            "trips.json:1:1: error: expected an array of trips, a trip object, or an object with \"trips\", found 42",
        ])
        let text = try LoadingFixture.trips("\n  \"hello\"\n", file: "data/trips.json")
        #expect(text.messages == [
            "data/trips.json:2:3: error: expected an array of trips, a trip object, or an object with \"trips\", found \"hello\"",
        ])
        let null = try LoadingFixture.trips("null")
        #expect(null.messages == [
            "trips.json:1:1: error: expected an array of trips, a trip object, or an object with \"trips\", found null",
        ])
        // A wrapper holding something else is reported at that value, not read as a trip missing every field.
        let wrapped = try LoadingFixture.trips("{\"trips\": 5}")
        #expect(wrapped.messages == ["trips.json:1:11: error: trips: expected an array of trips, or a trip object with a destination and dates, found 5"])
        let data = try LoadingFixture.trips("{\"version\": 2, \"data\": \"none\"}")
        #expect(data.messages == ["trips.json:1:24: error: data: expected an array of trips, or a trip object with a destination and dates, found \"none\""])
        // A trip that happens to have a field named data is still a trip.
        let trip = try LoadingFixture.trips(#"{"destination": "Oslo", "start_date": "2024-03-15", "end_date": "2024-03-16", "data": 5}"#)
        #expect(trip.messages == [] && trip.trips.count == 1)
        // Trip fields in any spelling tell a trip from a wrapper, and the other wrapper is tried first.
        let spelled = try LoadingFixture.trips(#"{"Title": "A", "Destination": "Oslo", "StartDate": "2024-03-15", "EndDate": "2024-03-16", "data": "x"}"#)
        #expect(spelled.messages == [] && spelled.trips.count == 1)
        let other = try LoadingFixture.trips(#"{"trips": null, "data": [{"destination": "Oslo", "start_date": "2024-03-15", "end_date": "2024-03-16"}]}"#)
        #expect(other.messages == [] && other.trips.count == 1)
        let empty = try LoadingFixture.trips(#"{"trips": {}}"#)
        #expect(empty.messages == ["trips.json:1:11: error: trips: expected an array of trips, or a trip object with a destination and dates, found an object"])
    }

    @Test("array elements that are not objects are reported one by one")
    func elementsThatAreNotTrips() throws {
        let json = """
        [1, "x", null, [], {"destination": "Oslo", "start_date": "2024-03-15", "end_date": "2024-03-16"}]
        """
        let decoded = try LoadingFixture.trips(json)
        #expect(decoded.messages == [
            "trips.json:1:2: error: trips[0]: expected a trip (an object), found 1",
            "trips.json:1:5: error: trips[1]: expected a trip (an object), found \"x\"",
            "trips.json:1:10: error: trips[2]: expected a trip (an object), found null",
            "trips.json:1:16: error: trips[3]: expected a trip (an object), found an array",
        ])
        #expect(decoded.trips.map(\.destination) == ["Oslo"])
        #expect(decoded.trips.first?.source.path == "trips[4]")
    }

    @Test("values of the wrong type on a trip")
    func wrongTypesOnATrip() throws {
        let json = """
        [
          {
            "destination": ["Rome"],
            "start_date": "2024-03-15",
            "end_date": "2024-03-20",
            "title": ["x"],
            "travelers": "many",
            "budget": true,
            "flights": 5,
            "hotels": [7],
            "activities": "none"
          }
        ]
        """
        let decoded = try LoadingFixture.trips(json)
        #expect(decoded.trips.isEmpty)
        #expect(decoded.messages == [
            "trips.json:3:20: error: trips[0].destination: expected text, found an array",
            "trips.json:6:14: error: trips[0].title: expected text, found an array",
            "trips.json:8:15: error: trips[0].budget: expected a price such as \"€ 10.00\" or 10, found true",
            "trips.json:7:18: error: trips[0].travelers: expected a whole number of at least 1, found \"many\"",
            "trips.json:9:16: error: trips[0].flights: expected an array, found 5",
            "trips.json:10:16: error: trips[0].hotels[0]: expected a hotel (an object), found 7",
            "trips.json:11:19: error: trips[0].activities: expected an array, found \"none\"",
        ])
    }

    @Test("values of the wrong type or out of range on flights and hotels")
    func wrongValuesOnItems() throws {
        let json = """
        [
          {
            "destination": "Rome",
            "start_date": "2024-03-15",
            "end_date": "2024-03-20",
            "flights": [
              {
                "is_direct": "maybe",
                "stops": 21,
                "departure_time": "25:00",
                "departure_date": 15,
                "price": "lots"
              }
            ],
            "hotels": [
              {
                "rating": 11,
                "stars": 6,
                "name": false
              }
            ]
          }
        ]
        """
        let decoded = try LoadingFixture.trips(json)
        #expect(decoded.trips.isEmpty)
        #expect(decoded.messages == [
            "trips.json:11:27: error: trips[0].flights[0].departure_date: expected a date like 2024-03-15, 15-03-2024 or 16 Mar, found 15",
            "trips.json:10:27: error: trips[0].flights[0].departure_time: expected a real time of day (hours 0 to 23, minutes 00 to 59), found \"25:00\"",
            "trips.json:8:22: error: trips[0].flights[0].is_direct: expected true or false, found \"maybe\"",
            "trips.json:9:18: error: trips[0].flights[0].stops: expected a whole number from 0 to 20, found 21",
            "trips.json:12:18: error: trips[0].flights[0].price: expected a price like € 10.00, 120 USD or 1,234.50, found \"lots\"",
            "trips.json:19:17: error: trips[0].hotels[0].name: expected text, found false",
            "trips.json:17:19: error: trips[0].hotels[0].rating: expected a number from 0 to 10, found 11",
            "trips.json:18:18: error: trips[0].hotels[0].stars: expected a whole number from 1 to 5, found 6",
        ])
    }

    @Test("item elements that are neither objects nor names")
    func itemsThatAreNotObjects() throws {
        let json = """
        {"destination": "X", "start_date": "2024-03-15", "end_date": "2024-03-16", "flights": [null], "hotels": [true], "activities": [3]}
        """
        let decoded = try LoadingFixture.trips(json)
        #expect(decoded.messages == [
            "trips.json:1:88: error: trip.flights[0]: expected a flight (an object), found null",
            "trips.json:1:106: error: trip.hotels[0]: expected a hotel (an object), found true",
            "trips.json:1:128: error: trip.activities[0]: expected an activity (an object), found 3",
        ])
        #expect(decoded.trips.isEmpty)
    }

    @Test("wrong dates, times, prices, durations and ratings on activities")
    func wrongValuesOnActivities() throws {
        let json = """
        [
          {
            "destination": "Rome",
            "start_date": "2024-02-25",
            "end_date": "2024-03-02",
            "activities": [
              {
                "day_number": 1,
                "scheduled_date": "2024-02-30",
                "price": "€ 10 USD",
                "duration": "90"
              },
              {
                "day_number": 2,
                "scheduled_date": "someday",
                "price": -5,
                "rating": "great"
              }
            ]
          }
        ]
        """
        let decoded = try LoadingFixture.trips(json)
        #expect(decoded.trips.isEmpty)
        #expect(decoded.messages == [
            "trips.json:11:21: error: trips[0].activities[0].duration: expected a duration with a unit, like 90 min or 1h 30m, found \"90\"",
            "trips.json:9:27: error: trips[0].activities[0].scheduled_date: expected a real calendar date (February 2024 has 29 days), found \"2024-02-30\"",
            "trips.json:10:18: error: trips[0].activities[0].price: expected a price in one currency (found € and USD), found \"€ 10 USD\"",
            "trips.json:17:19: error: trips[0].activities[1].rating: expected a number from 0 to 10, found \"great\"",
            "trips.json:15:27: error: trips[0].activities[1].scheduled_date: expected a date like 2024-03-15, 15-03-2024 or 16 Mar, found \"someday\"",
            "trips.json:16:18: error: trips[0].activities[1].price: expected a price of 0 or more, found -5",
        ])
    }

    @Test("a duration written the same way again is read again where it stands, good or bad")
    func repeatedDurations() throws {
        let json = """
        [
          {
            "destination": "Rome",
            "start_date": "2024-02-25",
            "end_date": "2024-03-02",
            "activities": [
              {"day_number": 1, "duration": "90"},
              {"day_number": 1, "duration": "1.5 hours"},
              {"day_number": 2, "duration": "90"},
              {"day_number": 2, "duration": "1.5 hours"}
            ]
          },
          {
            "destination": "Oslo",
            "start_date": "2024-03-15",
            "end_date": "2024-03-16",
            "activities": [{"day_number": 1, "duration": "1.5 hours"}, {"day_number": 1, "duration": "2h 5m"}]
          }
        ]
        """
        let decoded = try LoadingFixture.trips(json)
        #expect(decoded.messages == [
            "trips.json:7:37: error: trips[0].activities[0].duration: expected a duration with a unit, like 90 min or 1h 30m, found \"90\"",
            "trips.json:9:37: error: trips[0].activities[2].duration: expected a duration with a unit, like 90 min or 1h 30m, found \"90\"",
        ])
        #expect(decoded.trips.flatMap { $0.activities.map(\.duration?.minutes) } == [90, 125])
    }

    // MARK: - Required fields

    @Test("missing destination, start_date, end_date and activity day_number")
    func missingRequiredFields() throws {
        let json = """
        [
          {
            "id": "t1"
          },
          {
            "destination": "Rome",
            "start_date": "2024-03-15",
            "end_date": "2024-03-20",
            "activities": [
              {
                "name": "Colosseum"
              },
              {
                "name": "Forum",
                "day_number": null
              }
            ]
          },
          {
            "destination": "  ",
            "start_date": null,
            "end_date": "2024-03-20"
          }
        ]
        """
        let decoded = try LoadingFixture.trips(json)
        #expect(decoded.trips.isEmpty)
        // A missing field is reported at the object that lacks it; null counts as missing.
        #expect(decoded.messages == [
            "trips.json:2:3: error: trips[0].destination: missing required field \"destination\"",
            "trips.json:2:3: error: trips[0].start_date: missing required field \"start_date\"",
            "trips.json:2:3: error: trips[0].end_date: missing required field \"end_date\"",
            "trips.json:10:7: error: trips[1].activities[0].day_number: missing required field \"day_number\"",
            "trips.json:13:7: error: trips[1].activities[1].day_number: missing required field \"day_number\"",
            "trips.json:20:20: error: trips[2].destination: expected non-empty text, found \"  \"",
            "trips.json:19:3: error: trips[2].start_date: missing required field \"start_date\"",
        ])
    }

    // MARK: - Dates

    @Test("impossible, year-less, unreadable and non-text trip dates")
    func impossibleTripDates() throws {
        let json = """
        [
          {
            "destination": "Rome",
            "start_date": "2025-02-30",
            "end_date": "2024-04-31"
          },
          {
            "destination": "Rome",
            "start_date": "2024-13-01",
            "end_date": "16 Mar"
          },
          {
            "destination": "Rome",
            "start_date": 20240315,
            "end_date": "next tuesday"
          },
          {
            "destination": "Rome",
            "start_date": "29-02-2023",
            "end_date": "31/04/2024"
          }
        ]
        """
        let decoded = try LoadingFixture.trips(json)
        #expect(decoded.trips.isEmpty)
        #expect(decoded.messages == [
            "trips.json:4:19: error: trips[0].start_date: expected a real calendar date (February 2025 has 28 days), found \"2025-02-30\"",
            "trips.json:5:17: error: trips[0].end_date: expected a real calendar date (April has 30 days), found \"2024-04-31\"",
            "trips.json:9:19: error: trips[1].start_date: expected a real calendar date (there is no month 13), found \"2024-13-01\"",
            "trips.json:10:17: error: trips[1].end_date: expected a date with its year, like 2024-03-15, 15-03-2024 or 15 Mar 2024, found \"16 Mar\"",
            "trips.json:14:19: error: trips[2].start_date: expected a date with its year, like 2024-03-15, 15-03-2024 or 15 Mar 2024, found 20240315",
            "trips.json:15:17: error: trips[2].end_date: expected a date with its year, like 2024-03-15, 15-03-2024 or 15 Mar 2024, found \"next tuesday\"",
            "trips.json:19:19: error: trips[3].start_date: expected a real calendar date (February 2023 has 28 days), found \"29-02-2023\"",
            "trips.json:20:17: error: trips[3].end_date: expected a real calendar date (April has 30 days), found \"31/04/2024\"",
        ])
    }

    @Test("an end date before the start date; year-less item dates then cannot be placed")
    func endBeforeStart() throws {
        let json = """
        [
          {
            "destination": "Rome",
            "start_date": "2024-03-20",
            "end_date": "2024-03-15",
            "activities": [
              {
                "day_number": 1,
                "scheduled_date": "16 Mar"
              }
            ]
          },
          {
            "destination": "Day trip",
            "start_date": "2024-03-20",
            "end_date": "20 Mar 2024"
          }
        ]
        """
        let decoded = try LoadingFixture.trips(json)
        #expect(decoded.messages == [
            "trips.json:5:17: error: trips[0].end_date: expected a date on or after the start date 2024-03-20, found \"2024-03-15\"",
            "trips.json:9:27: error: trips[0].activities[0].scheduled_date: expected a date with its year, like 2024-03-15, 15-03-2024 or 15 Mar 2024, found \"16 Mar\"",
        ])
        // A trip that starts and ends on the same day is fine.
        #expect(decoded.trips.map(\.destination) == ["Day trip"])
    }

    @Test("arrival before departure and check-out before check-in; a direct flight with stops is a warning")
    func itemDatesOutOfOrder() throws {
        let json = """
        [
          {
            "destination": "Rome",
            "start_date": "2024-03-15",
            "end_date": "2024-03-20",
            "flights": [
              {
                "departure_date": "2024-03-16",
                "arrival_date": "2024-03-14",
                "is_direct": true,
                "stops": 2
              }
            ],
            "hotels": [
              {
                "check_in_date": "18 Mar",
                "check_out_date": "17 Mar"
              }
            ]
          }
        ]
        """
        let decoded = try LoadingFixture.trips(json)
        #expect(decoded.trips.isEmpty)
        #expect(decoded.messages == [
            "trips.json:9:25: error: trips[0].flights[0].arrival_date: expected a date no earlier than the day before the departure date 2024-03-16 (crossing the date line), found \"2024-03-14\"",
            "trips.json:11:18: warning: trips[0].flights[0].stops: the flight is marked direct but has 2 stop(s); the stops are shown",
            "trips.json:17:27: error: trips[0].hotels[0].check_out_date: expected a date on or after check-in 2024-03-18, found \"17 Mar\"",
        ])
    }

    // MARK: - Day numbers

    @Test("day_number 0, \"two\", negative, fractional, boolean and too large")
    func badDayNumbers() throws {
        let json = """
        [
          {
            "destination": "Rome",
            "start_date": "2024-03-15",
            "end_date": "2024-03-20",
            "activities": [
              {"name": "A", "day_number": 0},
              {"name": "B", "day_number": "two"},
              {"name": "C", "dayNumber": -1},
              {"name": "D", "day_number": 2.5},
              {"name": "E", "day_number": true},
              {"name": "F", "day_number": 10000},
              {"name": "G", "day_number": "3"}
            ]
          }
        ]
        """
        let decoded = try LoadingFixture.trips(json)
        #expect(decoded.trips.isEmpty)
        // The path keeps the key as the file spells it ("dayNumber").
        #expect(decoded.messages == [
            "trips.json:7:35: error: trips[0].activities[0].day_number: expected a whole number from 1 to 9999, found 0",
            "trips.json:8:35: error: trips[0].activities[1].day_number: expected a whole number from 1 to 9999, found \"two\"",
            "trips.json:9:34: error: trips[0].activities[2].dayNumber: expected a whole number from 1 to 9999, found -1",
            "trips.json:10:35: error: trips[0].activities[3].day_number: expected a whole number from 1 to 9999, found 2.5",
            "trips.json:11:35: error: trips[0].activities[4].day_number: expected a whole number from 1 to 9999, found true",
            "trips.json:12:35: error: trips[0].activities[5].day_number: expected a whole number from 1 to 9999, found 10000",
        ])
    }

    // MARK: - Ids

    @Test("duplicate trip ids, also between a number and a string and on trips with other errors")
    func duplicateTripIDs() throws {
        let json = """
        [
          {"id": "one", "destination": "A", "start_date": "2024-03-15", "end_date": "2024-03-16"},
          {"id": 7, "destination": "B", "start_date": "2024-03-15", "end_date": "2024-03-16"},
          {"id": "one", "destination": "C", "start_date": "2024-03-15", "end_date": "2024-03-16"},
          {"_id": " 7 ", "destination": "D", "start_date": "2024-03-15", "end_date": "2024-03-16"},
          {"id": "one", "destination": true}
        ]
        """
        let decoded = try LoadingFixture.trips(json)
        #expect(decoded.messages == [
            "trips.json:6:32: error: trips[4].destination: expected text, found true",
            "trips.json:6:3: error: trips[4].start_date: missing required field \"start_date\"",
            "trips.json:6:3: error: trips[4].end_date: missing required field \"end_date\"",
            "trips.json:4:10: error: trips[2].id: the id \"one\" is already used by trips[0]; trip ids must be unique",
            "trips.json:5:11: error: trips[3]._id: the id \"7\" is already used by trips[1]; trip ids must be unique",
            "trips.json:6:10: error: trips[4].id: the id \"one\" is already used by trips[0]; trip ids must be unique",
        ])
        // The later trips that repeat an id have an error, so they are left out; the first ones stay.
        #expect(decoded.trips.map(\.destination) == ["A", "B"])
    }

    @Test("duplicate item ids within a trip, across flights, hotels and activities; other trips may reuse them")
    func duplicateItemIDs() throws {
        let json = """
        [
          {
            "id": "t1",
            "destination": "Rome",
            "start_date": "2024-03-15",
            "end_date": "2024-03-20",
            "flights": [{"id": "x1"}],
            "hotels": [{"id": "x1"}, {"id": "h2"}],
            "activities": [{"id": "a1", "day_number": 1}, {"id": "a1", "day_number": 2}, {"id": 3, "day_number": 3}, {"id": "3", "day_number": 3}]
          },
          {
            "id": "t2",
            "destination": "Milan",
            "start_date": "2024-03-21",
            "end_date": "2024-03-22",
            "flights": [{"id": "x1"}],
            "activities": [{"id": "a1", "day_number": 1}]
          }
        ]
        """
        let decoded = try LoadingFixture.trips(json)
        // Reported at the item that repeats the id.
        #expect(decoded.messages == [
            "trips.json:8:23: error: trips[0].hotels[0].id: the id \"x1\" is already used by trips[0].flights[0]; ids must be unique within a trip",
            "trips.json:9:58: error: trips[0].activities[1].id: the id \"a1\" is already used by trips[0].activities[0]; ids must be unique within a trip",
            "trips.json:9:117: error: trips[0].activities[3].id: the id \"3\" is already used by trips[0].activities[2]; ids must be unique within a trip",
        ])
        #expect(decoded.ids == ["t2"])
    }

    // MARK: - Codes and status

    @Test("bad currency code, country code and status")
    func badCodesAndStatus() throws {
        let json = """
        [
          {
            "destination": "Rome",
            "start_date": "2024-03-15",
            "end_date": "2024-03-20",
            "currency": "EURO",
            "country_code": "ITA",
            "status": "cancelled"
          },
          {
            "destination": "Rome",
            "start_date": "2024-03-15",
            "end_date": "2024-03-20",
            "currency": "€",
            "country_code": "I1",
            "status": 3
          }
        ]
        """
        let decoded = try LoadingFixture.trips(json)
        #expect(decoded.trips.isEmpty)
        #expect(decoded.messages == [
            "trips.json:6:17: error: trips[0].currency: expected a three-letter currency code such as EUR, found \"EURO\"",
            "trips.json:7:21: error: trips[0].country_code: expected a two-letter ISO country code such as FR, found \"ITA\"",
            "trips.json:8:15: error: trips[0].status: expected one of planned, ongoing, completed, found \"cancelled\"",
            "trips.json:14:17: error: trips[1].currency: expected a three-letter currency code such as EUR, found \"€\"",
            "trips.json:15:21: error: trips[1].country_code: expected a two-letter ISO country code such as FR, found \"I1\"",
            "trips.json:16:15: error: trips[1].status: expected one of planned, ongoing, completed, found 3",
        ])
    }

    // MARK: - Positions and paths

    @Test("columns count Unicode scalars: not bytes, UTF-16 units or grapheme clusters")
    func columnsCountUnicodeScalars() throws {
        // Before "status" on line 3: ü è û é (2 UTF-8 bytes each), 東 京 (3 bytes each),
        // ☕ + U+FE0F (3 + 3 bytes, 2 scalars, 1 grapheme) and 😀 (4 bytes, 2 UTF-16 units).
        // The value "gone" is at scalar column 73; it would be 88 in bytes, 74 in UTF-16
        // units and 72 in grapheme clusters.
        let json = """
        [
          {
            "destination": "Z\u{FC}rich", "title": "Cr\u{E8}me br\u{FB}l\u{E9}e \u{6771}\u{4EAC} \u{2615}\u{FE0F} \u{1F600}", "status": "gone",
            "start_date": "2024-03-15",
            "end_date": "2024-03-20"
          }
        ]
        """
        let decoded = try LoadingFixture.trips(json)
        #expect(decoded.messages == [
            "trips.json:3:73: error: trips[0].status: expected one of planned, ongoing, completed, found \"gone\"",
        ])
    }

    @Test("an error path uses the key as spelled in the file and the wrapper it sits in")
    func pathsFollowTheFile() throws {
        let camel = try LoadingFixture.trips("""
        {"destination": "X", "startDate": "2024-02-30", "endDate": "2024-03-01"}
        """)
        #expect(camel.messages == [
            "trips.json:1:35: error: trip.startDate: expected a real calendar date (February 2024 has 29 days), found \"2024-02-30\"",
        ])

        let wrapped = try LoadingFixture.trips("""
        {"data": [{"destination": "Oslo", "start_date": "2024-03-15", "end_date": "soon"}]}
        """, file: "export/data.json")
        #expect(wrapped.messages == [
            "export/data.json:1:75: error: data[0].end_date: expected a date with its year, like 2024-03-15, 15-03-2024 or 15 Mar 2024, found \"soon\"",
        ])
    }

    // MARK: - Images

    @Test("characters no page or feed may hold are shown as U+FFFD, with a warning per field")
    func unshowableCharacters() throws {
        let json = #"""
        [
          {
            "id": "t1",
            "title": "Rome\u0000 by night",
            "destination": "Rome",
            "start_date": "2024-03-15",
            "end_date": "2024-03-20",
            "description": "Tabs\tand\nlines stay; \uFFFE and \u0085 and \uDBFF\uDFFF do not",
            "activities": [{"day_number": 1, "name": "Caf\u00e9 \u2028 and ✓ are fine", "description": "DEL \u007f here, \uFDD0 too"}]
          }
        ]
        """#
        let decoded = try LoadingFixture.trips(json)
        #expect(decoded.messages == [
            "trips.json:4:14: warning: trips[0].title: contains U+0000, a character no web page, feed or calendar may hold; it is shown as \u{FFFD}",
            "trips.json:8:20: warning: trips[0].description: contains U+FFFE, a character no web page, feed or calendar may hold; it is shown as \u{FFFD}",
            "trips.json:9:96: warning: trips[0].activities[0].description: contains U+007F, a character no web page, feed or calendar may hold; it is shown as \u{FFFD}",
        ])
        let trip = try #require(decoded.trips.first)
        #expect(trip.title == "Rome\u{FFFD} by night")
        #expect(trip.description == "Tabs\tand\nlines stay; \u{FFFD} and \u{FFFD} and \u{FFFD} do not")
        #expect(trip.activities.map(\.description) == ["DEL \u{FFFD} here, \u{FFFD} too"])
        #expect(trip.activities.map(\.name) == ["Café \u{2028} and ✓ are fine"])

        // A vehicle given as text, and a countries list that would otherwise be read in one pass.
        let vehicle = try LoadingFixture.trips(#"[{"destination": "Oslo", "start_date": "2024-03-15", "end_date": "2024-03-16", "vehicle": "RV\u0004X"}]"#)
        #expect(vehicle.warnings == [
            "trips.json:1:91: warning: trips[0].vehicle: contains U+0004, a character no web page, feed or calendar may hold; it is shown as \u{FFFD}",
        ])
        #expect(vehicle.trips.first?.vehicle?.type == "RV\u{FFFD}X")
        let list = Array(#"[{"name": "Portu\#u{85}gal", "flag": "", "code": "PT", "dial_code": "+351"}]"#.utf8)
        #expect(PlainCountryList.read(list) == nil)
        let countries = CountryListReader.read(list, fileName: "countries.json")
        #expect(countries.log.warnings.map(\.formatted) == [
            "countries.json:1:11: warning: countries[0].name: contains U+0085, a character no web page, feed or calendar may hold; it is shown as \u{FFFD}",
        ])
        #expect(countries.directory.country(code: "PT")?.name == "Portu\u{FFFD}gal")
    }

    @Test("unsafe image references are warnings; the image is dropped and the trip kept")
    func unsafeImages() throws {
        let json = """
        [
          {
            "id": "t1",
            "destination": "Rome",
            "start_date": "2024-03-15",
            "end_date": "2024-03-20",
            "image_url": "javascript:alert(1)",
            "hotels": [
              {"name": "H", "image_url": "data:text/html,<script>alert(1)</script>"}
            ],
            "activities": [
              {"day_number": 1, "image_url": "/etc/passwd"},
              {"day_number": 2, "image_url": "../x.png"}
            ]
          }
        ]
        """
        // Even when files of those names "exist", none of them is used.
        let decoded = try LoadingFixture.trips(json, files: ["/etc/passwd", "../x.png", "etc/passwd", "x.png"])
        #expect(decoded.messages == [
            "trips.json:7:18: warning: trips[0].image_url: no image shown: only http and https addresses are allowed, found \"javascript:alert(1)\"",
            "trips.json:9:34: warning: trips[0].hotels[0].image_url: no image shown: only http and https addresses are allowed, found \"data:text/html,<script>alert(1…\"",
            "trips.json:12:38: warning: trips[0].activities[0].image_url: no image shown: \"/etc/passwd\" must be a path relative to the input file's folder",
            "trips.json:13:38: warning: trips[0].activities[1].image_url: no image shown: \"../x.png\" leaves the input file's folder",
        ])
        #expect(!decoded.log.hasErrors)
        let trip = try #require(decoded.trips.first)
        #expect(decoded.trips.count == 1)
        #expect(trip.image == nil)
        #expect(trip.hotels.map(\.image) == [nil])
        #expect(trip.hotels.map(\.name) == ["H"])
        #expect(trip.activities.map(\.image) == [nil, nil])
    }

    @Test("an image name used several times is reported once, with how many more times it is used")
    func repeatedMissingImages() throws {
        let json = """
        [
          {
            "id": "t1",
            "destination": "Rome",
            "start_date": "2024-03-15",
            "end_date": "2024-03-20",
            "image_url": "hotel1",
            "hotels": [
              {"image_url": "hotel1"},
              {"image_url": "pool.jpg"}
            ]
          },
          {
            "id": "t2",
            "destination": "Milan",
            "start_date": "2024-03-21",
            "end_date": "2024-03-22",
            "image_url": "cover",
            "activities": [
              {"day_number": 1, "image_url": "hotel1"},
              {"day_number": 1, "image_url": "pool.jpg"}
            ]
          }
        ]
        """
        let decoded = try LoadingFixture.trips(json)
        #expect(decoded.messages == [
            "trips.json:7:18: warning: trips[0].image_url: no image shown: \"hotel1\" is not an http(s) URL and no such file is beside the input file (used 2 more times in this file, not reported again)",
            "trips.json:10:21: warning: trips[0].hotels[1].image_url: no image shown: \"pool.jpg\" is not an http(s) URL and no such file is beside the input file (used 1 more time in this file, not reported again)",
            "trips.json:18:18: warning: trips[1].image_url: no image shown: \"cover\" is not an http(s) URL and no such file is beside the input file",
        ])
        #expect(decoded.ids == ["t1", "t2"])

        // With a file named "pool.jpg" beside the input, only the others are reported.
        let withPool = try LoadingFixture.trips(json, files: ["pool.jpg"])
        #expect(withPool.messages.count == 2)
        #expect(withPool.trips.first?.hotels.map(\.image) == [nil, .local("pool.jpg")])
        #expect(withPool.trips.last?.activities.map(\.image) == [nil, .local("pool.jpg")])
    }

    // MARK: - Whole files

    @Test("every problem of a file is reported in one run; trips with errors are left out, warnings keep them")
    func allProblemsInOneRun() throws {
        let json = """
        [
          {
            "id": "good",
            "destination": "Lisbon",
            "start_date": "2024-05-01",
            "end_date": "2024-05-04",
            "image_url": "cover-photo"
          },
          {
            "id": "bad",
            "destination": "Porto",
            "start_date": "2024-05-10",
            "end_date": "2024-05-12",
            "currency": "EURO",
            "activities": [
              {"day_number": "two", "scheduled_time": "25:61"},
              {"name": "No day"}
            ]
          },
          {
            "id": "warned",
            "destination": "Faro",
            "start_date": "2024-06-01",
            "startDate": "2024-06-02",
            "end_date": "2024-06-03",
            "flights": [{"is_direct": true, "stops": 1}]
          }
        ]
        """
        let decoded = try LoadingFixture.trips(json)
        #expect(decoded.messages == [
            "trips.json:7:18: warning: trips[0].image_url: no image shown: \"cover-photo\" is not an http(s) URL and no such file is beside the input file",
            "trips.json:14:17: error: trips[1].currency: expected a three-letter currency code such as EUR, found \"EURO\"",
            "trips.json:16:22: error: trips[1].activities[0].day_number: expected a whole number from 1 to 9999, found \"two\"",
            "trips.json:16:47: error: trips[1].activities[0].scheduled_time: expected a real time of day (hours 0 to 23, minutes 00 to 59), found \"25:61\"",
            "trips.json:17:7: error: trips[1].activities[1].day_number: missing required field \"day_number\"",
            "trips.json:24:5: warning: trips[2].startDate: the key \"startDate\" repeats a field already given; the first one is used",
            "trips.json:26:46: warning: trips[2].flights[0].stops: the flight is marked direct but has 1 stop(s); the stops are shown",
        ])
        #expect(decoded.log.errors.count == 4)
        #expect(decoded.log.warnings.count == 3)
        #expect(decoded.ids == ["good", "warned"])
        #expect(decoded.trips.last?.startDate == civilDate(2024, 6, 1))
        #expect(decoded.trips.last?.flights.first?.stops == 1)
    }

    // MARK: - Limits

    @Test("a short text of 500 characters is read; a longer one is an error naming the limit and the length")
    func shortTextLimit() throws {
        // 500 characters of two bytes each: the limit counts characters, not bytes.
        let atLimit = String(repeating: "\u{E9}", count: 500)
        let json = """
        [
          {
            "destination": "Rome",
            "start_date": "2024-03-15",
            "end_date": "2024-03-20",
            "title": "\(atLimit)"
          },
          {
            "destination": "\(String(repeating: "R", count: 501))",
            "start_date": "2024-03-15",
            "end_date": "2024-03-20",
            "flights": [
              {
                "flight_number": "\(String(repeating: "7", count: 1_000_000))"
              }
            ]
          },
          {
            "destination": "Oslo",
            "start_date": "2024-03-15",
            "end_date": "2024-03-20",
            "hotels": [
              {
                "confirmation": \(String(repeating: "9", count: 600))
              }
            ]
          }
        ]
        """
        let decoded = try LoadingFixture.trips(json)
        #expect(decoded.messages == [
            "trips.json:9:20: error: trips[1].destination: expected at most 500 characters, found 501",
            "trips.json:14:26: error: trips[1].flights[0].flight_number: expected at most 500 characters, found 1,000,000",
            "trips.json:24:25: error: trips[2].hotels[0].confirmation: expected at most 500 characters, found 600",
        ])
        #expect(decoded.trips.map(\.title) == [atLimit])
    }

    @Test("a date, a time, a duration or a price written as text has the limit of a short text too")
    func parsedTextLimit() throws {
        let long = String(repeating: "1", count: 501)
        let json = """
        [
          {
            "destination": "Rome",
            "start_date": "2024-03-15",
            "end_date": "2024-03-20",
            "activities": [
              {
                "day_number": 1,
                "scheduled_date": "\(long)",
                "scheduled_time": "\(long)",
                "duration": "\(long)",
                "price": "\(long)"
              }
            ]
          }
        ]
        """
        let decoded = try LoadingFixture.trips(json)
        #expect(decoded.messages == [
            "trips.json:11:21: error: trips[0].activities[0].duration: expected at most 500 characters, found 501",
            "trips.json:9:27: error: trips[0].activities[0].scheduled_date: expected at most 500 characters, found 501",
            "trips.json:10:27: error: trips[0].activities[0].scheduled_time: expected at most 500 characters, found 501",
            "trips.json:12:18: error: trips[0].activities[0].price: expected at most 500 characters, found 501",
        ])
        #expect(decoded.trips.isEmpty)
    }

    @Test("the limit counts code points, so a character built of many cannot hide a long text")
    func shortTextCountsCodePoints() throws {
        let oneCharacter = "e" + String(repeating: "\u{301}", count: 600)
        #expect(oneCharacter.count == 1)
        let json = #"{"destination": "\#(oneCharacter)", "start_date": "2024-03-15", "end_date": "2024-03-16"}"#
        let decoded = try LoadingFixture.trips(json)
        #expect(decoded.messages == ["trips.json:1:17: error: trip.destination: expected at most 500 characters, found 601"])
        #expect(decoded.trips.isEmpty)
    }

    @Test("a long text of 100,000 bytes is read; a longer one is an error, or a warning in a place")
    func longTextLimit() throws {
        // 50,000 characters of two bytes each: exactly the limit.
        let atLimit = String(repeating: "\u{E9}", count: 50_000)
        let json = """
        [
          {
            "destination": "Rome",
            "start_date": "2024-03-15",
            "end_date": "2024-03-20",
            "description": "\(atLimit)",
            "places": [
              {
                "name": "Pantheon",
                "notes": "\(String(repeating: "n", count: 100_001))"
              }
            ]
          },
          {
            "destination": "Oslo",
            "start_date": "2024-03-15",
            "end_date": "2024-03-20",
            "activities": [
              {
                "day_number": 1,
                "description": "\(String(repeating: "\u{E9}", count: 50_000))a"
              }
            ]
          }
        ]
        """
        let decoded = try LoadingFixture.trips(json)
        #expect(decoded.messages == [
            "trips.json:10:18: warning: trips[0].places[0].notes: expected at most 100,000 bytes of text (UTF-8), found 100,001; it is left out",
            "trips.json:21:24: error: trips[1].activities[0].description: expected at most 100,000 bytes of text (UTF-8), found 100,001",
        ])
        let trip = try #require(decoded.trips.first)
        #expect(decoded.trips.count == 1)
        #expect(trip.description == atLimit)
        #expect(trip.places.first?.name == "Pantheon" && trip.places.first?.notes == nil)
    }

    @Test("a web address may have 8,000 characters; a vehicle's texts are short texts, left out past the limit")
    func addressAndVehicleLimits() throws {
        let address = "https://example.com/" + String(repeating: "a", count: 8_000 - 20)
        let json = """
        [
          {
            "destination": "Rome",
            "start_date": "2024-03-15",
            "end_date": "2024-03-20",
            "image_url": "\(address)",
            "vehicle": "\(String(repeating: "V", count: 501))"
          },
          {
            "destination": "Oslo",
            "start_date": "2024-03-15",
            "end_date": "2024-03-20",
            "image_url": "\(address)b",
            "vehicle": {"make": "\(String(repeating: "M", count: 501))", "model": "T"}
          }
        ]
        """
        let decoded = try LoadingFixture.trips(json)
        #expect(decoded.messages == [
            "trips.json:7:16: warning: trips[0].vehicle: expected at most 500 characters, found 501; it is left out",
            "trips.json:13:18: error: trips[1].image_url: expected at most 8,000 characters, found 8,001",
            "trips.json:14:25: warning: trips[1].vehicle.make: expected at most 500 characters, found 501; it is left out",
        ])
        let trip = try #require(decoded.trips.first)
        #expect(decoded.trips.count == 1)
        #expect(trip.image == .remote(address))
        #expect(trip.vehicle == nil)
    }

    @Test("counts in messages have their thousands set off by commas")
    func groupedCounts() {
        #expect([0, 7, 999, 1_000, 100_001, 8_388_608, -1_234].map(TextFormat.grouped) == [
            "0", "7", "999", "1,000", "100,001", "8,388,608", "-1,234",
        ])
    }

    // MARK: - Countries

    @Test("a good countries list")
    func goodCountries() throws {
        let (countries, messages) = try LoadingFixture.countries("""
        [
          {"name": "France", "flag": "\u{1F1EB}\u{1F1F7}", "code": "fr", "dial_code": "+33"},
          {"name": " Japan ", "code": "JP"}
        ]
        """)
        #expect(messages == [])
        #expect(countries == [
            Country(name: "France", flag: "\u{1F1EB}\u{1F1F7}", code: "FR", dialCode: "+33"),
            Country(name: "Japan", flag: "", code: "JP", dialCode: ""),
        ])
    }

    @Test("a broken countries list reports every entry and keeps the good ones")
    func brokenCountries() throws {
        let (countries, messages) = try LoadingFixture.countries("""
        [
          {"name": "France", "code": "FRA"},
          {"code": "DE"},
          "Spain",
          {"name": "Italy", "code": 39},
          {"name": "Chile", "code": "cl"},
          {"name": "Greece", "code": "ΕΛ"}
        ]
        """)
        #expect(messages == [
            "countries.json:2:30: error: countries[0].code: expected a two-letter ISO country code such as FR, found \"FRA\"",
            "countries.json:3:3: error: countries[1].name: missing required field \"name\"",
            "countries.json:4:3: error: countries[2]: expected a country (an object), found \"Spain\"",
            "countries.json:5:29: error: countries[3].code: expected a two-letter ISO country code such as FR, found 39",
            "countries.json:7:30: error: countries[5].code: expected a two-letter ISO country code such as FR, found \"ΕΛ\"",
        ])
        #expect(countries == [Country(name: "Chile", flag: "", code: "CL", dialCode: "")])
    }

    @Test("a countries file that is not an array, and a wrongly typed optional field")
    func countriesOfTheWrongShape() throws {
        let object = try LoadingFixture.countries("{\"countries\": []}", file: "data/countries.json")
        #expect(object.countries.isEmpty)
        #expect(object.messages == ["data/countries.json:1:1: error: expected an array of countries, found an object"])

        let flag = try LoadingFixture.countries("""
        [{"name": "Peru", "code": "PE", "flag": true}]
        """)
        #expect(flag.messages == ["countries.json:1:41: error: countries[0].flag: expected text, found true"])

        let long = try LoadingFixture.countries("""
        [{"name": "\(String(repeating: "N", count: 501))", "code": "PE"}]
        """)
        #expect(long.messages == ["countries.json:1:11: error: countries[0].name: expected at most 500 characters, found 501"])
        #expect(long.countries.isEmpty)
    }
}
