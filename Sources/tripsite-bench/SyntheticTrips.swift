import Foundation
import TripsiteJSON
import TripsiteResources

/// The benchmark's workload: deterministic synthetic trips in the seed app's snake_case format.
///
/// Each trip lasts 7–14 days and has 2 flights, 1–3 hotels and K activities spread over the days between its
/// first and its last, one after the other (so that the itinerary checks find nothing), with the
/// messy formats real exports use: ISO timestamps for the trip, "Sun, 15 Mar" flight dates, "15-03-2024"
/// hotel dates, "16 Mar" activity dates, "10:00 AM" times, "1.5 hours" durations, "€ 1,234.00" prices and
/// activity images that are sometimes `null`. The JSON is pretty-printed with an indent of one space, so a
/// trip with 20 activities takes about 12.8 KB.
///
/// The generator uses its own seeded PRNG and its own calendar arithmetic, so the same seed gives the same
/// bytes on every run and platform; flights' local times follow their airports' zones in the system's time-zone
/// database, so that they agree with the durations given.
enum SyntheticTrips {
    struct City {
        var name: String
        var country: String
        var countryCode: String
        var airport: String
    }

    static let cities = [
        City(name: "Paris", country: "France", countryCode: "FR", airport: "CDG"),
        City(name: "Tokyo", country: "Japan", countryCode: "JP", airport: "NRT"),
        City(name: "Dubai", country: "UAE", countryCode: "AE", airport: "DXB"),
        City(name: "New York", country: "USA", countryCode: "US", airport: "JFK"),
        // Denpasar rather than "Bali": the built-in gazetteer places towns, not islands, and a workload's hotels
        // are all on the map.
        City(name: "Denpasar", country: "Indonesia", countryCode: "ID", airport: "DPS"),
        City(name: "Lagos", country: "Nigeria", countryCode: "NG", airport: "LOS"),
        City(name: "Lisbon", country: "Portugal", countryCode: "PT", airport: "LIS"),
        City(name: "Cape Town", country: "South Africa", countryCode: "ZA", airport: "CPT"),
        City(name: "Reykjavík", country: "Iceland", countryCode: "IS", airport: "KEF"),
        City(name: "São Paulo", country: "Brazil", countryCode: "BR", airport: "GRU"),
        City(name: "Zürich", country: "Switzerland", countryCode: "CH", airport: "ZRH"),
        City(name: "Kyoto", country: "Japan", countryCode: "JP", airport: "KIX"),
    ]
    static let styles = ["Solo", "Couple", "Family", "Group", "Luxury", "Adventure", "Cultural", "Relaxation"]
    static let airlines = ["Air France", "Japan Airlines", "Emirates", "Delta Airlines", "Garuda Indonesia", "TAP"]
    static let words = ("museum tour walk market river old town castle garden food tasting cruise hike "
        + "temple beach sunset gallery cathedral harbour night bazaar cooking class").split(separator: " ").map(String.init)

    /// `count` trips with `activities` activities each; `located`, their hotels and activities have coordinates
    /// within about 8 km of the city's airport (drawn from a generator of their own, so everything else is the same
    /// as without them).
    static func generate(count: Int, activities: Int = 20, located: Bool = false, seed: UInt64 = 7) -> [Trip] {
        var random = SplitMix64(seed: seed)
        var places = SplitMix64(seed: seed ^ 0x5EED)
        return (0..<count).map { index in
            var trip = trip(&random, index: index, activityCount: activities)
            if located { locate(&trip, &places) }
            return trip
        }
    }

    /// Gives the trip's hotels and activities points around its arrival airport.
    private static func locate(_ trip: inout Trip, _ r: inout SplitMix64) {
        guard let airport = EmbeddedResources.airports.airport(code: trip.flights[0].arrivalAirport) else { return }
        func near() -> Point { Point(latitude: airport.latitude + (r.unit() - 0.5) * 0.15, longitude: airport.longitude + (r.unit() - 0.5) * 0.15) }
        for index in trip.hotels.indices { trip.hotels[index].point = near() }
        for index in trip.activities.indices { trip.activities[index].point = near() }
    }

    /// A place's coordinates, in degrees.
    struct Point {
        var latitude, longitude: Double

        var json: [(String, JSON)] {
            [("latitude", .number(String(format: "%.4f", latitude))), ("longitude", .number(String(format: "%.4f", longitude)))]
        }
    }

    // MARK: - The trips

    struct Flight {
        var id, airline, flightNumber, departureTime, departureDate, departureAirport: String
        var arrivalTime, arrivalDate, arrivalAirport, duration: String
        var isDirect: Bool
        var price: String
    }

    struct Hotel {
        var id, name, address: String
        /// Tenths: 87 is a rating of 8.7.
        var ratingTenths: Int
        var reviewCount: Int
        var roomType, checkInDate, checkOutDate, imageURL, price: String
        var point: Point?
    }

    struct Activity {
        var id, name, description, location: String
        var ratingTenths: Int
        var reviewCount: Int
        var duration, scheduledTime, scheduledDate: String
        var dayNumber, activityNumber: Int
        var imageURL: String?
        var price: String
        var point: Point?
    }

    struct Trip {
        var id, destination, countryCode, startDate, endDate, title, travelStyle, description: String
        var budget: Int
        var currency: String
        var travelers: Int
        var status, imageURL, createdAt, updatedAt: String
        var flights: [Flight]
        var hotels: [Hotel]
        var activities: [Activity]
    }

    private static func trip(_ r: inout SplitMix64, index i: Int, activityCount: Int) -> Trip {
        let city = r.pick(cities)
        let start = CivilDay(year: 2026, month: 1, day: 1).adding(r.int(0..<700))
        let days = r.int(7..<15)
        let end = start.adding(days - 1)
        let home = r.pick(["LHR", "LAX", "SFO", "SIN", "ABV"])
        func price(_ low: Int, _ high: Int) -> String { "€ " + grouped(r.int(low..<high)) + ".00" }

        var flights: [Flight] = []
        for (j, leg) in [(start, home, city.airport), (end, city.airport, home)].enumerated() {
            let (date, from, to) = leg
            // The flight home leaves after the last night ends (06:00), so that every night booked is spent.
            let times = Self.sameDayTimes(on: date, from: from, to: to, notBefore: j == 0 ? 0 : 6 * 60, &r)
            flights.append(Flight(
                id: "flight-\(padded(i, 6))-\(j)", airline: r.pick(airlines),
                flightNumber: "\(r.pick(Array("AFDJEG")))\(r.pick(Array("ALKSU")))-\(r.int(10..<9999))",
                departureTime: Self.clock(times.departure), departureDate: date.weekdayDayMonth, departureAirport: from,
                arrivalTime: Self.clock(times.arrival), arrivalDate: date.weekdayDayMonth, arrivalAirport: to,
                duration: "\(times.duration / 60)h \(times.duration % 60)m",
                isDirect: r.unit() < 0.6, price: price(300, 1500)))
        }

        var hotels: [Hotel] = []
        var current = start
        let hotelCount = r.int(1..<4)
        for j in 0..<hotelCount {
            let next = j == hotelCount - 1 ? end : current.adding(max(1, days / hotelCount))
            hotels.append(Hotel(
                id: "hotel-\(padded(i, 6))-\(j)", name: "Hotel \(capitalized(r.pick(words))) \(city.name)",
                address: "\(r.int(1..<200)) \(capitalized(r.pick(words))) Street, \(city.name), \(city.country)",
                ratingTenths: r.int(65..<100), reviewCount: r.int(10..<20000),
                roomType: r.pick(["Deluxe Suite", "Standard Room", "Ocean View Villa"]),
                checkInDate: current.dayMonthYear, checkOutDate: next.dayMonthYear,
                imageURL: "https://images.example.org/hotel/\(i)/\(j).jpg", price: price(400, 4000)))
            current = next
        }

        var activities: [Activity] = []
        var perDay: [Int: Int] = [:]
        for j in 0..<activityCount {
            // Between the day of arrival and the day of departure, one after the other: a consistent itinerary,
            // as the itinerary checks expect (each activity starts 90 minutes after the one before, from 6:00,
            // and lasts at most that).
            let day = r.int(2..<days)
            perDay[day, default: 0] += 1
            let date = start.adding(day - 1)
            let minutes = min(6 * 60 + (perDay[day]! - 1) * 90, 22 * 60 + 30)
            let (hour, minute) = (minutes / 60, minutes % 60)
            let name = sentence(&r, words: 3).dropLast().split(separator: " ").map { capitalized(String($0)) }.joined(separator: " ")
            let description = sentence(&r, words: r.int(8..<30))
            activities.append(Activity(
                id: "activity-\(padded(i, 6))-\(j)", name: name, description: description,
                location: "\(capitalized(r.pick(words))) District, \(city.name)",
                ratingTenths: r.int(60..<100), reviewCount: r.int(1..<50000),
                duration: "\(r.pick(["1", "1.5"])) hours",
                scheduledTime: "\((hour + 11) % 12 + 1):\(minute == 0 ? "00" : "30") \(hour < 12 ? "AM" : "PM")",
                scheduledDate: date.dayMonth, dayNumber: day, activityNumber: perDay[day]!,
                imageURL: r.unit() < 0.3 ? nil : "https://images.example.org/act/\(i)/\(j).jpg",
                price: price(0, 300)))
        }

        let title = "\(r.pick(["Hidden", "Grand", "Slow", "Wild"])) \(city.name) \(r.pick(["Escape", "Adventure", "Week"]))"
        return Trip(
            id: "trip-\(padded(i, 6))", destination: "\(city.name), \(city.country)", countryCode: city.countryCode,
            startDate: start.iso + "T00:00:00Z", endDate: end.iso + "T00:00:00Z", title: title,
            travelStyle: r.pick(styles), description: sentence(&r, words: r.int(15..<60)),
            budget: r.int(1000..<20000), currency: "EUR", travelers: r.int(1..<6),
            status: Self.status(drawn: r.pick(["planned", "ongoing", "completed"]), end: end),
            imageURL: "https://images.example.org/trip/\(i).jpg",
            createdAt: "2025-12-01T10:30:00Z", updatedAt: Self.lastChanged.iso + "T14:20:00Z",
            flights: flights, hotels: hotels, activities: activities)
    }

    /// `n` random words, the first capitalised, ending with a full stop.
    private static func sentence(_ r: inout SplitMix64, words n: Int) -> String {
        capitalized((0..<n).map { _ in r.pick(words) }.joined(separator: " ")) + "."
    }

    private static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// 1234 → "1,234".
    private static func grouped(_ value: Int) -> String {
        var digits = String(value)
        var index = digits.count - 3
        while index > 0 {
            digits.insert(",", at: digits.index(digits.startIndex, offsetBy: index))
            index -= 3
        }
        return digits
    }

    static func ratingText(_ tenths: Int) -> String { "\(tenths / 10).\(tenths % 10)" }
}

// MARK: - JSON

extension SyntheticTrips {
    /// The trips as JSON text, shaped like Python's `json.dump(trips, f, ensure_ascii=False, indent=1)`.
    /// The trips as trips.json: indented like a pretty-printed export, or on one line like a minified one.
    static func json(_ trips: [Trip], minified: Bool = false) -> [UInt8] {
        var writer = JSONWriter(minified: minified)
        writer.bytes.reserveCapacity(trips.count * 13_500)
        writer.write(.array(trips.map(\.json)), level: 0)
        return writer.bytes
    }

    /// A JSON value whose objects keep their keys in order.
    indirect enum JSON {
        case string(String)
        /// A number, already written out.
        case number(String)
        case bool(Bool)
        case null
        case array([JSON])
        case object([(String, JSON)])

        static func int(_ value: Int) -> JSON { .number(String(value)) }
        static func optional(_ value: String?) -> JSON { value.map(JSON.string) ?? .null }
    }

    struct JSONWriter {
        var bytes: [UInt8] = []
        /// No line breaks, no indentation, no space after ":".
        var minified = false

        mutating func write(_ value: JSON, level: Int) {
            switch value {
            case .string(let text): quote(text)
            case .number(let text): bytes += text.utf8
            case .bool(let flag): bytes += (flag ? "true" : "false").utf8
            case .null: bytes += "null".utf8
            case .array(let items):
                guard !items.isEmpty else { bytes += "[]".utf8; return }
                bytes.append(UInt8(ascii: "["))
                for (index, item) in items.enumerated() {
                    separate(index, level: level)
                    write(item, level: level + 1)
                }
                close("]", level: level)
            case .object(let members):
                guard !members.isEmpty else { bytes += "{}".utf8; return }
                bytes.append(UInt8(ascii: "{"))
                for (index, (key, item)) in members.enumerated() {
                    separate(index, level: level)
                    quote(key)
                    bytes += (minified ? ":" : ": ").utf8
                    write(item, level: level + 1)
                }
                close("}", level: level)
            }
        }

        /// Before the item at `index` of an array or object at `level`: a comma after the first, and a
        /// line break and indentation unless minified.
        private mutating func separate(_ index: Int, level: Int) {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            guard !minified else { return }
            bytes.append(UInt8(ascii: "\n"))
            indent(level + 1)
        }

        private mutating func close(_ bracket: Character, level: Int) {
            if !minified {
                bytes.append(UInt8(ascii: "\n"))
                indent(level)
            }
            bytes.append(contentsOf: String(bracket).utf8)
        }

        private mutating func indent(_ level: Int) {
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: level))
        }

        /// A JSON string; non-ASCII characters are written as UTF-8, as with `ensure_ascii=False`.
        mutating func quote(_ text: String) {
            JSONString.write(text, to: &bytes)
        }
    }
}

extension SyntheticTrips.Trip {
    var json: SyntheticTrips.JSON {
        .object([
            ("id", .string(id)), ("destination", .string(destination)), ("country_code", .string(countryCode)),
            ("start_date", .string(startDate)), ("end_date", .string(endDate)), ("title", .string(title)),
            ("travel_style", .string(travelStyle)), ("trip_description", .string(description)),
            ("budget", .int(budget)), ("currency", .string(currency)), ("travelers", .int(travelers)),
            ("status", .string(status)), ("image_url", .string(imageURL)),
            ("created_at", .string(createdAt)), ("updated_at", .string(updatedAt)),
            ("flights", .array(flights.map(\.json))), ("hotels", .array(hotels.map(\.json))),
            ("activities", .array(activities.map(\.json))),
        ])
    }
}

extension SyntheticTrips.Flight {
    var json: SyntheticTrips.JSON {
        .object([
            ("id", .string(id)), ("airline", .string(airline)), ("flight_number", .string(flightNumber)),
            ("departure_time", .string(departureTime)), ("departure_date", .string(departureDate)),
            ("departure_airport", .string(departureAirport)), ("arrival_time", .string(arrivalTime)),
            ("arrival_date", .string(arrivalDate)), ("arrival_airport", .string(arrivalAirport)),
            ("duration", .string(duration)), ("is_direct", .bool(isDirect)), ("price", .string(price)),
        ])
    }
}

extension SyntheticTrips.Hotel {
    var json: SyntheticTrips.JSON {
        .object([
            ("id", .string(id)), ("name", .string(name)), ("address", .string(address)),
            ("rating", .number(SyntheticTrips.ratingText(ratingTenths))), ("review_count", .int(reviewCount)),
            ("room_type", .string(roomType)), ("check_in_date", .string(checkInDate)),
            ("check_out_date", .string(checkOutDate)), ("image_url", .string(imageURL)), ("price", .string(price)),
        ] + (point?.json ?? []))
    }
}

extension SyntheticTrips.Activity {
    var json: SyntheticTrips.JSON {
        .object([
            ("id", .string(id)), ("name", .string(name)), ("description", .string(description)),
            ("location", .string(location)), ("rating", .number(SyntheticTrips.ratingText(ratingTenths))),
            ("review_count", .int(reviewCount)), ("duration", .string(duration)),
            ("scheduled_time", .string(scheduledTime)), ("scheduled_date", .string(scheduledDate)),
            ("day_number", .int(dayNumber)), ("activity_number", .int(activityNumber)),
            ("image_url", .optional(imageURL)), ("price", .string(price)),
        ] + (point?.json ?? []))
    }
}

// MARK: - Randomness and dates

/// SplitMix64: a tiny, fast, seedable generator whose output depends on the seed only.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `range`, like Python's `randrange(low, high)` (the modulo bias is negligible here).
    mutating func int(_ range: Range<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// A number in [0, 1).
    mutating func unit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    mutating func pick<T>(_ items: [T]) -> T {
        items[int(0..<items.count)]
    }
}

/// A calendar day as a count of days since 1970-01-01 (proleptic Gregorian), formatted without Foundation
/// so the output never depends on the locale or time zone.
extension SyntheticTrips {
    /// A flight's local departure and arrival minutes and its duration, landing on the day it leaves in the
    /// arrival airport's zone (as the itinerary checks expect of a trip's first and last flights): a duration
    /// of 1 to 15 hours, shortened when the zones leave no such day, and a departure time within the hours that
    /// allow it.
    ///
    /// `notBefore`: the earliest departure, in minutes. On a day when either zone changes its clocks (in the small
    /// hours), both times are kept after 04:00, so that the offsets of noon, which the times are worked out with,
    /// are the ones in force.
    static func sameDayTimes(on date: CivilDay, from: String, to: String, notBefore: Int = 0, _ r: inout SplitMix64) -> (departure: Int, arrival: Int, duration: Int) {
        let shift = zoneOffsetMinutes(to, on: date) - zoneOffsetMinutes(from, on: date)
        let start = max(notBefore, changesClocks(from, around: date) || changesClocks(to, around: date) ? 4 * 60 : 0)
        // Arrival = departure + duration + shift must stay within the day: start ≤ departure, arrival < 24 h.
        let duration = max(60, min(r.int(60..<15 * 60), 23 * 60 - shift - 15 - start))
        let earliest = max(start, start - (duration + shift)), latest = min(24 * 60 - 1, 24 * 60 - 1 - duration - shift)
        let departure = min(earliest + r.int(0..<max(1, (latest - earliest) / 15 + 1)) * 15, latest)
        return (departure, departure + duration + shift, duration)
    }

    /// The day the workload's trips were last changed (their `updated_at`), which builds split past trips from
    /// upcoming ones by: about a third of the trips have ended by then.
    static let lastChanged = CivilDay(year: 2026, month: 10, day: 28)

    /// The trip's status as its dates say on `lastChanged`: "completed" once it has ended, else the status drawn,
    /// "planned" for a drawn "completed" (the itinerary checks warn of a status the dates contradict, and a
    /// workload draws no warnings).
    static func status(drawn: String, end: CivilDay) -> String {
        if end.daysSinceEpoch < lastChanged.daysSinceEpoch { return "completed" }
        return drawn == "completed" ? "planned" : drawn
    }

    /// The airport's offset from UTC at noon on `date` (plus `days`), in minutes.
    private static func zoneOffsetMinutes(_ airport: String, on date: CivilDay, days: Int = 0) -> Int {
        guard let zone = EmbeddedResources.airports.airport(code: airport).flatMap({ TimeZone(identifier: $0.timeZone) }) else { return 0 }
        let noon = Date(timeIntervalSince1970: TimeInterval((date.daysSinceEpoch + days) * 86_400 + 12 * 3_600))
        return zone.secondsFromGMT(for: noon) / 60
    }

    /// Whether the airport's clocks change between noon the day before `date` and noon the day after.
    private static func changesClocks(_ airport: String, around date: CivilDay) -> Bool {
        zoneOffsetMinutes(airport, on: date, days: -1) != zoneOffsetMinutes(airport, on: date, days: 1)
    }

    /// "07:05"
    static func clock(_ minutes: Int) -> String { "\(padded(minutes / 60, 2)):\(padded(minutes % 60, 2))" }
}

struct CivilDay {
    var daysSinceEpoch: Int

    private static let weekdays = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]  // 1970-01-01 was a Thursday
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// Howard Hinnant's days_from_civil.
    init(year: Int, month: Int, day: Int) {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        daysSinceEpoch = era * 146_097 + dayOfEra - 719_468
    }

    private init(days: Int) { daysSinceEpoch = days }

    func adding(_ days: Int) -> CivilDay { CivilDay(days: daysSinceEpoch + days) }

    /// Howard Hinnant's civil_from_days.
    var components: (year: Int, month: Int, day: Int) {
        let z = daysSinceEpoch + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private var weekday: String { Self.weekdays[((daysSinceEpoch % 7) + 7) % 7] }

    /// "2026-03-15"
    var iso: String {
        let (y, m, d) = components
        return "\(y)-\(SyntheticTrips.padded(m, 2))-\(SyntheticTrips.padded(d, 2))"
    }

    /// "Sun, 15 Mar" (`%a, %-d %b`)
    var weekdayDayMonth: String {
        let (_, m, d) = components
        return "\(weekday), \(d) \(Self.months[m - 1])"
    }

    /// "15-03-2026" (`%d-%m-%Y`)
    var dayMonthYear: String {
        let (y, m, d) = components
        return "\(SyntheticTrips.padded(d, 2))-\(SyntheticTrips.padded(m, 2))-\(y)"
    }

    /// "06 Mar" (`%d %b`)
    var dayMonth: String {
        let (_, m, d) = components
        return "\(SyntheticTrips.padded(d, 2)) \(Self.months[m - 1])"
    }
}
