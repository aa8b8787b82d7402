import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

private func date(_ year: Int, _ month: Int, _ day: Int) -> CivilDate {
    CivilDate(year: year, month: month, day: day)!
}

private func range(_ start: CivilDate, _ end: CivilDate) -> ClosedRange<CivilDate> {
    start...end
}

@Suite("DateText")
struct ValuesDateTextTests {
    @Test("complete dates in every accepted format", arguments: [
        "2024-03-15",
        "2024-03-15T00:00:00Z",
        "2024-03-15T23:30:00-05:00",
        "2024-03-15T23:30:00+0530",
        "2024-03-15T23:30:00.000+01",
        "2024-03-15T10:30",
        "2024-03-15 10:30:00",
        "2024/03/15",
        "2024.03.15",
        "2024-3-15",
        "15-03-2024",
        "15/03/2024",
        "15.03.2024",
        "15 Mar 2024",
        "15 March 2024",
        "15 MARCH 2024",
        "15 march 2024",
        "March 15, 2024",
        "Mar 15 2024",
        "Mar. 15, 2024",
        "15-Mar-2024",
        "15th March 2024",
        "Fri, 15 Mar 2024",
        "Friday 15 March 2024",
        "Fri 15 Mar 2024",
        "Friday, March 15, 2024",
        "  2024-03-15\u{00A0}",
        "\u{00A0}15\u{00A0}Mar\u{202F}2024 ",
        "\u{FEFF}2024-03-15",
    ])
    func fullFormats(text: String) {
        #expect(DateText.parseFull(text) == .success(date(2024, 3, 15)))
        #expect(DateText.parse(text, within: nil) == .success(date(2024, 3, 15)))
    }

    @Test("a date-time is taken as written, never shifted by its offset")
    func offsetsDoNotShift() {
        #expect(DateText.parseFull("2024-03-15T23:30:00-05:00") == .success(date(2024, 3, 15)))
        #expect(DateText.parseFull("2024-03-16T01:00:00+09:00") == .success(date(2024, 3, 16)))
        #expect(DateText.parseFull("2024-12-31T23:59:59Z") == .success(date(2024, 12, 31)))
    }

    @Test("month and weekday names: full, three letters, and the usual longer abbreviations, in lower case")
    func calendarNames() {
        for (index, name) in MonthNames.full.enumerated() {
            #expect(MonthNames.month(named: name.lowercased()) == index + 1)
            #expect(MonthNames.month(named: String(name.prefix(3)).lowercased()) == index + 1)
        }
        #expect(MonthNames.month(named: "sept") == 9)
        for word in ["", "ma", "marc", "mar.", "March", "juni", "tues"] { #expect(MonthNames.month(named: word) == nil, "\(word)") }
        for word in ["monday", "mon", "sun", "sunday", "tues", "thur", "thurs"] { #expect(WeekdayNames.isWeekday(word), "\(word)") }
        for word in ["", "mo", "Monday", "weds", "march"] { #expect(!WeekdayNames.isWeekday(word), "\(word)") }
    }

    @Test("the byte-level reading of \"03 Nov\" agrees with the general rules")
    func dayAndShortMonthAgreesWithTheRules() {
        let alphabet: [String] = ["0", "1", "3", "9", " ", "N", "o", "v", "M", "a", "y", "F", "e", "b", "x", ",", "é"]
        var texts = ["03 Nov", "3 nov", "31 Feb", "30 FEB", "00 Nov", "7 May", "12 Sep", "12 Sept", "1 Nov 2026", "Sun 3 Nov",
                     "03  Nov", " 3 Nov", "3 Nox", "3 No", "123 Nov", "3\u{00A0}Nov", "３ Nov"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            texts.append((0..<Int.random(in: 4...7, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }.joined())
        }
        var shortcuts = 0
        for text in texts {
            if DateReading.dayAndShortMonth(text) != nil { shortcuts += 1 }
            #expect(DateReading.read(text) == DateReading.readByRules(text), "\(text.debugDescription)")
        }
        #expect(shortcuts >= 7)
    }

    @Test("the byte-level reading of \"Sun, 1 Nov\" agrees with the general rules")
    func weekdayDayAndShortMonthAgreesWithTheRules() {
        let words = ["Sun", "sun", "SUN", "Tues", "thurs", "Monday", "Sunday", "Wednesday", "WEDNESDAY", "Fri", "Mon", "Nov", "Xyz", "", "1", "Su"]
        let alphabet: [String] = ["0", "1", "3", "9", " ", ",", "N", "o", "v", "M", "a", "y", "F", "e", "b", "x", "é"]
        var texts = ["Sun, 1 Nov", "Mon, 09 Nov", "Tues, 31 Feb", "Sunday, 30 FEB", "Sun, 0 Nov", "Sun,1 Nov", "Sun,  1 Nov", "Sun, 1 Nov 2026",
                     "Sun, 1 November", "Xyz, 1 Nov", ", 1 Nov", "Sun 1 Nov", "Sun, 123 Nov", "Sun, 1 Nox", "Sun, 1\u{00A0}Nov"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let tail = (0..<Int.random(in: 4...7, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }.joined()
            texts.append(words.randomElement(using: &generator)! + [", ", ",", " ", ", "].randomElement(using: &generator)! + tail)
            texts.append("\(words.randomElement(using: &generator)!), \(Int.random(in: 0...33, using: &generator)) "
                + ["Nov", "nov", "Feb", "Sep", "Sept", "Xyz"].randomElement(using: &generator)!)
        }
        var shortcuts = 0
        for text in texts {
            if DateReading.weekdayDayAndShortMonth(text) != nil { shortcuts += 1 }
            #expect(DateReading.read(text) == DateReading.readByRules(text), "\(text.debugDescription)")
        }
        #expect(shortcuts >= 5_000)
    }

    @Test("the byte-level reading of dates of numbers only agrees with the general rules")
    func numbersOnlyAgreesWithTheRules() {
        let alphabet: [String] = ["0", "1", "2", "3", "4", "6", "9", "-", "/", ".", " ", "T", "a", "٣"]
        var texts = ["2024-03-15", "15/03/2024", "03-05-2024", "15.03.2024", "2024.3.5", "31-02-2024", "02-31-2024", "5/5/2024",
                     "2024-03-15T10:00", "2024-03", "15-03-24", "1-2-3", "2024--15", "-2024-03-15", "2024-03-15-", "2024/03-15"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            texts.append((0..<Int.random(in: 4...11, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }.joined())
        }
        for _ in 0..<5_000 {
            let separator = ["-", "/", "."].randomElement(using: &generator)!
            var parts = [Int.random(in: 0...32, using: &generator), Int.random(in: 0...13, using: &generator), Int.random(in: 1990...2100, using: &generator)]
                .map { String($0) }
            if Bool.random(using: &generator) { parts.reverse() }
            texts.append(parts.joined(separator: separator))
        }
        var shortcuts = 0
        for text in texts {
            if DateReading.numbersOnly(text) != nil { shortcuts += 1 }
            #expect(DateReading.read(text) == DateReading.readByRules(text), "\(text.debugDescription)")
        }
        #expect(shortcuts >= 3_000)
    }

    @Test("the byte-level reading of ISO dates with a time agrees with the general rules")
    func isoDateTimeAgreesWithTheRules() {
        let alphabet: [String] = ["0", "1", "2", "3", "5", "6", "9", "-", ":", "T", "t", "Z", "z", " ", "+", "."]
        var texts = ["2026-11-01T00:00:00Z", "2026-11-01T00:00:00", "2026-11-01t23:59:59z", "2024-02-30T10:00:00Z", "2023-02-29T10:00:00",
                     "2026-11-01T24:00:00Z", "2026-11-01T10:60:00", "2026-11-01T10:00:60Z", "2026-11-01T10:00:00+01:00", "2026-11-01 10:00:00",
                     "2026-13-01T10:00:00Z", "2026-00-10T10:00:00Z", "2026-11-01T10:00:00.5Z", "2026-11-01T10:00Z", "2026-11-01T1:00:00Z"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            // The shape with any of the characters in any place, and valid-looking ones with numbers out of range.
            var characters = Array("2024-03-15T10:30:45Z").map(String.init)
            for _ in 0..<Int.random(in: 0...2, using: &generator) {
                characters[Int.random(in: 0..<characters.count, using: &generator)] = alphabet.randomElement(using: &generator)!
            }
            if Bool.random(using: &generator) { characters.removeLast() }
            texts.append(characters.joined())
            let numbers = [Int.random(in: 1990...2100, using: &generator), Int.random(in: 0...13, using: &generator), Int.random(in: 0...32, using: &generator),
                           Int.random(in: 0...25, using: &generator), Int.random(in: 0...61, using: &generator), Int.random(in: 0...61, using: &generator)]
            let padded = numbers.map { ValueText.padded($0, width: 2) }
            texts.append("\(padded[0])-\(padded[1])-\(padded[2])T\(padded[3]):\(padded[4]):\(padded[5])" + (Bool.random(using: &generator) ? "Z" : ""))
        }
        var shortcuts = 0
        for text in texts {
            if DateReading.isoDateTime(text) != nil { shortcuts += 1 }
            #expect(DateReading.read(text) == DateReading.readByRules(text), "\(text.debugDescription)")
        }
        #expect(shortcuts >= 10_000)
    }

    @Test("September may be written Sept")
    func sept() {
        #expect(DateText.parseFull("3 Sept 2024") == .success(date(2024, 9, 3)))
        #expect(DateText.parseFull("Sept 3, 2024") == .success(date(2024, 9, 3)))
        #expect(DateText.parseFull("3 sep 2024") == .success(date(2024, 9, 3)))
        #expect(DateText.parseFull("3 September 2024") == .success(date(2024, 9, 3)))
    }

    @Test("every month name, full and short", arguments: Array(1...12))
    func monthNames(month: Int) {
        let full = ["January", "February", "March", "April", "May", "June",
                    "July", "August", "September", "October", "November", "December"][month - 1]
        #expect(DateText.parseFull("1 \(full) 2024") == .success(date(2024, month, 1)))
        #expect(DateText.parseFull("1 \(full.prefix(3)) 2024") == .success(date(2024, month, 1)))
        #expect(DateText.parseFull("\(full.uppercased()) 1 2024") == .success(date(2024, month, 1)))
    }

    @Test("a wrong weekday in the text is ignored")
    func wrongWeekday() {
        // 15 March 2024 is a Friday.
        #expect(DateText.parseFull("Sun, 15 Mar 2024") == .success(date(2024, 3, 15)))
        #expect(DateText.parse("Sun, 15 Mar", within: range(date(2024, 3, 10), date(2024, 3, 20))) == .success(date(2024, 3, 15)))
        #expect(DateText.parse("Tues 15 Mar", within: range(date(2024, 3, 10), date(2024, 3, 20))) == .success(date(2024, 3, 15)))
    }

    @Test("leap days")
    func leapDays() {
        #expect(DateText.parseFull("2024-02-29") == .success(date(2024, 2, 29)))
        #expect(DateText.parseFull("2000-02-29") == .success(date(2000, 2, 29)))
        #expect(DateText.parseFull("29 Feb 2024") == .success(date(2024, 2, 29)))
        #expect(DateText.parseFull("2023-02-29").isCalendarError)
        #expect(DateText.parseFull("1900-02-29").isCalendarError)
        #expect(DateText.parseFull("29/02/2023").isCalendarError)
    }

    @Test("impossible dates say why", arguments: [
        ("2024-13-01", "a real calendar date (there is no month 13)"),
        ("2024-00-10", "a real calendar date (there is no month 0)"),
        ("2023-02-29", "a real calendar date (February 2023 has 28 days)"),
        ("2024-02-30", "a real calendar date (February 2024 has 29 days)"),
        ("30 Feb 2024", "a real calendar date (February 2024 has 29 days)"),
        ("31 April 2024", "a real calendar date (April has 30 days)"),
        ("32 Mar 2024", "a real calendar date (March has 31 days)"),
        ("2024-03-00", "a real calendar date (there is no day 0)"),
        ("0000-03-15", "a real calendar date (the year must be between 1 and 9999)"),
        ("31.04.2024", "a real calendar date (April has 30 days)"),
        ("2024-03-32T10:00:00Z", "a real calendar date (March has 31 days)"),
    ])
    func impossibleDates(text: String, expected: String) {
        #expect(DateText.parseFull(text) == .failure(ValueParseError(expected: expected)))
    }

    @Test("numbers that fit no reading are impossible dates")
    func noReading() {
        #expect(DateText.parseFull("31-31-2024").isCalendarError)
        #expect(DateText.parseFull("13/13/2024").isCalendarError)
        #expect(DateText.parse("31/04/2024", within: nil).isCalendarError)
    }

    @Test("without a year in the trip range", arguments: [
        ("16 Mar", date(2024, 3, 16)),
        ("Sun, 15 Mar", date(2024, 3, 15)),
        ("Mar 16", date(2024, 3, 16)),
        ("16 March", date(2024, 3, 16)),
        ("march 16th", date(2024, 3, 16)),
        ("16-Mar", date(2024, 3, 16)),
        ("03 May", date(2024, 5, 3)),
    ])
    func withoutYear(text: String, expected: CivilDate) {
        let trip = range(date(2024, 3, 10), date(2024, 5, 20))
        #expect(DateText.parse(text, within: trip) == .success(expected))
    }

    @Test("without a year across New Year")
    func acrossNewYear() {
        let trip = range(date(2024, 12, 28), date(2025, 1, 4))
        #expect(DateText.parse("2 Jan", within: trip) == .success(date(2025, 1, 2)))
        #expect(DateText.parse("30 Dec", within: trip) == .success(date(2024, 12, 30)))
        #expect(DateText.parse("Jan 4", within: trip) == .success(date(2025, 1, 4)))
        #expect(DateText.parse("28 Dec", within: trip) == .success(date(2024, 12, 28)))
        // Outside: the nearest year wins.
        #expect(DateText.parse("6 Jan", within: trip) == .success(date(2025, 1, 6)))
        #expect(DateText.parse("20 Dec", within: trip) == .success(date(2024, 12, 20)))
    }

    @Test("without a year and outside the trip: the nearest year")
    func nearestYear() {
        let trip = range(date(2024, 3, 10), date(2024, 3, 20))
        #expect(DateText.parse("2 Jan", within: trip) == .success(date(2024, 1, 2)))
        #expect(DateText.parse("25 Dec", within: trip) == .success(date(2023, 12, 25)))
        #expect(DateText.parse("1 Apr", within: trip) == .success(date(2024, 4, 1)))
        #expect(DateText.parse("1 Sep", within: trip) == .success(date(2024, 9, 1)))
        #expect(DateText.parse("1 Oct", within: trip) == .success(date(2023, 10, 1)))
        // 29 February goes to the nearest leap year.
        let later = range(date(2026, 3, 1), date(2026, 3, 5))
        #expect(DateText.parse("29 Feb", within: later) == .success(date(2028, 2, 29)))
        let leap = range(date(2024, 2, 20), date(2024, 3, 5))
        #expect(DateText.parse("29 Feb", within: leap) == .success(date(2024, 2, 29)))
    }

    @Test("without a year and without trip dates is an error")
    func withoutYearNoRange() {
        let error = ValueParseError(expected: "a date with its year, like 2024-03-15, 15-03-2024 or 15 Mar 2024")
        #expect(DateText.parse("16 Mar", within: nil) == .failure(error))
        #expect(DateText.parseFull("16 Mar") == .failure(error))
        #expect(DateText.parseFull("Sun, 15 Mar") == .failure(error))
    }

    @Test("a day that no year has, without a year")
    func impossibleWithoutYear() {
        let trip = range(date(2024, 3, 10), date(2024, 3, 20))
        #expect(DateText.parse("30 Feb", within: trip) == .failure(ValueParseError(expected: "a real calendar date (February has at most 29 days)")))
        #expect(DateText.parse("31 Apr", within: trip) == .failure(ValueParseError(expected: "a real calendar date (April has 30 days)")))
        #expect(DateText.parse("32 Mar", within: trip) == .failure(ValueParseError(expected: "a real calendar date (March has 31 days)")))
    }

    @Test("day-first or month-first: the reading inside the trip wins")
    func ambiguityInsideTrip() {
        // "03-05-2024": 3 May day-first, 5 March month-first.
        let march = range(date(2024, 3, 1), date(2024, 3, 10))
        let may = range(date(2024, 5, 1), date(2024, 5, 10))
        #expect(DateText.parse("03-05-2024", within: march) == .success(date(2024, 3, 5)))
        #expect(DateText.parse("03/05/2024", within: march) == .success(date(2024, 3, 5)))
        #expect(DateText.parse("03-05-2024", within: may) == .success(date(2024, 5, 3)))
        #expect(DateText.parse("03/05/2024", within: may) == .success(date(2024, 5, 3)))
    }

    @Test("day-first or month-first: day-first when both or neither is inside")
    func ambiguityFallsBackToDayFirst() {
        let both = range(date(2024, 3, 1), date(2024, 5, 31))
        let neither = range(date(2024, 7, 1), date(2024, 7, 10))
        #expect(DateText.parse("03-05-2024", within: both) == .success(date(2024, 5, 3)))
        #expect(DateText.parse("03-05-2024", within: neither) == .success(date(2024, 5, 3)))
        #expect(DateText.parse("03-05-2024", within: nil) == .success(date(2024, 5, 3)))
        #expect(DateText.parseFull("03/05/2024") == .success(date(2024, 5, 3)))
    }

    @Test("day-first or month-first: a reading that is not a date is never taken")
    func onlyOneReading() {
        let march = range(date(2024, 3, 1), date(2024, 3, 31))
        let june = range(date(2024, 6, 1), date(2024, 6, 30))
        #expect(DateText.parseFull("15-03-2024") == .success(date(2024, 3, 15)))
        #expect(DateText.parseFull("03-15-2024") == .success(date(2024, 3, 15)))
        #expect(DateText.parseFull("03/15/2024") == .success(date(2024, 3, 15)))
        #expect(DateText.parse("03-15-2024", within: june) == .success(date(2024, 3, 15)))
        #expect(DateText.parse("15/03/2024", within: june) == .success(date(2024, 3, 15)))
        #expect(DateText.parse("05/05/2024", within: march) == .success(date(2024, 5, 5)))
    }

    @Test("dotted dates are always day-first")
    func dottedDayFirst() {
        let march = range(date(2024, 3, 1), date(2024, 3, 10))
        #expect(DateText.parse("03.05.2024", within: march) == .success(date(2024, 5, 3)))
        #expect(DateText.parseFull("03.15.2024").isCalendarError)
    }

    @Test("a complete date is kept even outside the trip")
    func fullDateOutsideRange() {
        let trip = range(date(2024, 3, 10), date(2024, 3, 20))
        #expect(DateText.parse("2023-01-01", within: trip) == .success(date(2023, 1, 1)))
        #expect(DateText.parse("1 Jan 2023", within: trip) == .success(date(2023, 1, 1)))
    }

    @Test("texts that are not dates", arguments: [
        "", "   ", "\u{00A0}", "tomorrow", "today", "next friday", "2024", "March 2024", "Mar",
        "15", "15 Mar 24", "15/03/24", "2024-03", "2024-03-15-01", "2024/03-15", "15 Foo 2024",
        "Fry, 15 Mar 2024", "15 Mar 2024 Fri", "Mar 15 Apr", "15 16 Mar", "15 Mar 2024 10:30",
        "2024-03-15T", "2024-03-15Tnoon", "2024-03-15T25:00:00Z", "2024-03-15T10:30:00+25:00",
        "123-03-2024", "1-2-3", "15-03-20245", "2024-003-15", "１５ Mar 2024", "15e Mar 2024",
        "15 Mar 2024!", "Mar 15th 2024 and 16th",
    ])
    func notDates(text: String) {
        #expect(DateText.parseFull(text) == .failure(ValueParseError(expected: "a date with its year, like 2024-03-15, 15-03-2024 or 15 Mar 2024")))
        #expect(DateText.parse(text, within: range(date(2024, 3, 10), date(2024, 3, 20)))
            == .failure(ValueParseError(expected: "a date like 2024-03-15, 15-03-2024 or 16 Mar")))
    }

    @Test("dates print back to text that reads the same")
    func roundTrip() {
        let trip = range(date(2024, 12, 28), date(2025, 1, 4))
        var day = date(2023, 12, 25)
        for _ in 0..<800 {
            #expect(DateText.parseFull(day.iso) == .success(day))
            #expect(DateText.parseFull(day.long) == .success(day))
            #expect(DateText.parseFull(day.medium) == .success(day))
            day = day.adding(days: 1)
        }
        #expect(DateText.parse(date(2025, 1, 3).short, within: trip) == .success(date(2025, 1, 3)))
    }
}

extension Result where Success == CivilDate, Failure == ValueParseError {
    fileprivate var isCalendarError: Bool {
        if case .failure(let error) = self { return error.expected.hasPrefix("a real calendar date") }
        return false
    }
}
