import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

@Suite("TripDuration")
struct ValuesDurationTests {
    @Test("accepted forms", arguments: [
        ("2 hours", 120),
        ("2.5 hours", 150),
        ("2,5 h", 150),
        ("1 hour", 60),
        ("1h 30m", 90),
        ("13h 10m", 790),
        ("1h30", 90),
        ("1h 30", 90),
        ("1h30m", 90),
        ("90 min", 90),
        ("90min", 90),
        ("45 minutes", 45),
        ("1 minute", 1),
        ("1 hour 30 minutes", 90),
        ("1 hour and 30 minutes", 90),
        ("1 hour, 30 minutes", 90),
        ("2 hrs", 120),
        ("2 hr 5 mins", 125),
        ("1.5h", 90),
        (".5 h", 30),
        ("3 days", 4320),
        ("1 day", 1440),
        ("1d 2h", 1560),
        ("1 week", 10080),
        ("2 Hours", 120),
        ("1H 30M", 90),
        ("0 min", 0),
        ("1.33 hours", 80),
        ("  45 min\u{00A0}", 45),
        ("PT1H30M", 90),
        ("pt1h30m", 90),
        ("PT45M", 45),
        ("PT2H", 120),
        ("P1D", 1440),
        ("P1DT2H", 1560),
        ("P1W", 10080),
        ("PT1H30M0S", 90),
        ("PT90S", 2),
        ("PT89S", 1),
        ("PT0.5H", 30),
        ("PT13H10M", 790),
    ])
    func accepted(text: String, minutes: Int) {
        #expect(TripDuration.parse(text) == .success(TripDuration(minutes: minutes)!))
    }

    @Test("plain numbers need a unit", arguments: ["90", "1.5", "0"])
    func plainNumbers(text: String) {
        #expect(TripDuration.parse(text) == .failure(ValueParseError(expected: "a duration with a unit, like 90 min or 1h 30m")))
    }

    @Test("ISO months and years are refused", arguments: ["P1M", "P1Y", "P1Y2M3DT4H"])
    func isoCalendarUnits(text: String) {
        #expect(TripDuration.parse(text) == .failure(ValueParseError(expected: "a duration in weeks, days, hours or minutes (months and years vary in length)")))
    }

    @Test("texts that are not durations", arguments: [
        "", " ", "hours", "h", "two hours", "2 parsecs", "2 hours 3 hours", "30m 1h", "1h 30m 2h",
        "1h30 15", "1h75", "1h 30 m 10", "30 1h", "-2 hours", "2 hours ago", "1:30", "and 2 hours",
        "P", "PT", "PT1H30", "PTH", "P1H", "PT1D", "PT30M1H", "P1DT", "2 h,", "1 hour and", "2..5 h",
    ])
    func notDurations(text: String) {
        #expect(TripDuration.parse(text) == .failure(ValueParseError(expected: "a duration like 2 hours, 1h 30m or 45 min")))
    }

    @Test("huge numbers are refused, not overflowed")
    func huge() {
        #expect(TripDuration.parse("999999999999999999999 hours") == .failure(ValueParseError(expected: "a duration like 2 hours, 1h 30m or 45 min")))
        #expect(TripDuration.parse("999999999 weeks") == .failure(ValueParseError(expected: "a duration like 2 hours, 1h 30m or 45 min")))
    }

    @Test("text uses d, h and min, largest first, skipping zeros", arguments: [
        (0, "0 min"), (1, "1 min"), (45, "45 min"), (60, "1 h"), (120, "2 h"), (150, "2 h 30 min"),
        (790, "13 h 10 min"), (1440, "1 d"), (4320, "3 d"), (1500, "1 d 1 h"), (1441, "1 d 1 min"),
        (1561, "1 d 2 h 1 min"), (1439, "23 h 59 min"), (14_401_439, "10000 d 23 h 59 min"),
    ])
    func text(minutes: Int, expected: String) {
        #expect(TripDuration(minutes: minutes)!.text == expected)
        #expect(TripDuration(minutes: minutes)!.description == expected)
    }

    @Test("text reads back as the same duration")
    func roundTrip() {
        for minutes in [0, 1, 59, 60, 61, 150, 1439, 1440, 1441, 10_000, 100_000] {
            let duration = TripDuration(minutes: minutes)!
            #expect(TripDuration.parse(duration.text) == .success(duration))
        }
    }

    @Test("the shapes apps write read as their minutes: \"7h 4m\", \"1.5 hours\", \"45 min\", \"2 days\"")
    func commonShapes() {
        let unitSeconds = [
            "h": 3_600, "H": 3_600, "hr": 3_600, "hrs": 3_600, "hour": 3_600, "hours": 3_600, "Hours": 3_600, "m": 60, "min": 60, "mins": 60,
            "minute": 60, "minutes": 60, "d": 86_400, "days": 86_400, "w": 604_800,
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            let (hours, minutes) = (Int.random(in: 0...9_999, using: &generator), Int.random(in: 0...99, using: &generator))
            let text = "\(hours)\(["h", "H"].randomElement(using: &generator)!)\([" ", ""].randomElement(using: &generator)!)"
                + "\(minutes)\(["m", "M", "min"].randomElement(using: &generator)!)"
            #expect(TripDuration.parse(text) == .success(TripDuration(minutes: hours * 60 + minutes)!), "\(text.debugDescription)")
            // A number of hundredths of a unit, written "12.5" or "12.05" or "12": its seconds, rounded to the nearest minute.
            let (unit, seconds) = unitSeconds.randomElement(using: &generator)!
            let hundredths = Int.random(in: 0...1_200_000, using: &generator)
            let fraction = hundredths % 100
            let number = "\(hundredths / 100)" + (fraction == 0 ? "" : fraction % 10 == 0 ? ".\(fraction / 10)" : fraction < 10 ? ".0\(fraction)" : ".\(fraction)")
            let measured = number + [" ", "", "  "].randomElement(using: &generator)! + unit
            #expect(TripDuration.parse(measured) == .success(TripDuration(minutes: (hundredths * seconds + 3_000) / 6_000)!), "\(measured.debugDescription)")
        }
        let edges: [(String, Int?)] = [
            ("2. hours", nil), (".5 hours", 30), ("2 hours ", 120), ("2  hours", 120), ("7h4m", 424), ("7 h 4 m", 424), ("7h 4min", 424),
            ("h 4m", nil), ("7h m", nil), ("1.5h 4m", 94), ("7m 4h", nil), ("12345h 1m", 740_701), ("2,5 hours", 150), ("0.0 h", 0),
            ("2 weeks", 20_160), ("2 hoursx", nil), ("90", nil), ("1h30", 90), ("1h75", nil), ("1.5 min", 2), ("1 hour and 30 minutes", 90),
            ("1h 30m, 2d", nil), ("2 hours\u{301}", nil), ("1\u{301}0 min", nil), ("é h", nil), ("1234567890 min", nil),
        ]
        for (text, minutes) in edges {
            let parsed = try? TripDuration.parse(text).get()
            #expect(parsed == minutes.map { TripDuration(minutes: $0)! }, "\(text.debugDescription)")
        }
    }

    @Test("negative minutes make no duration")
    func negative() {
        #expect(TripDuration(minutes: -1) == nil)
        #expect(TripDuration(minutes: 30)! < TripDuration(minutes: 90)!)
    }
}
