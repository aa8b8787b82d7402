/// What a date text says, before a trip's dates settle any doubt about it.
enum DateReading: Equatable {
    /// A date with its year that can be read only one way.
    case exact(CivilDate)
    /// Numbers such as "03-05-2024" that may be day-first or month-first;
    /// a reading is `nil` when it is not a real date, and at least one is set.
    case dayOrMonthFirst(dayFirst: CivilDate?, monthFirst: CivilDate?)
    /// A day and month without a year ("16 Mar"); the pair exists in some year.
    case withoutYear(month: Int, day: Int)

    /// Why a text has no reading.
    enum Failure: Error, Equatable {
        /// The text is not shaped like any known date format.
        case unrecognized
        /// The text is shaped like a date that does not exist; the clause says why.
        case notACalendarDate(String)
    }

    /// Reads the formats listed on `DateText`. A weekday name is ignored.
    ///
    /// The four shapes apps write most are read from the bytes first, each giving what `readByRules` gives (the
    /// tests compare them): they save more than 5% of a build (docs/performance.md, "Instruction counts").
    static func read(_ text: String) -> Result<DateReading, Failure> {
        if let reading = dayAndShortMonth(text) ?? weekdayDayAndShortMonth(text) ?? numbersOnly(text) ?? isoDateTime(text) {
            return reading
        }
        return readByRules(text)
    }

    /// "Sun, 1 Nov" or "Tues, 03 Nov" (a weekday's name, a comma and a space, then what `dayAndShortMonth` reads), as
    /// trip apps write a flight's dates: what the rules give for that shape, which ignore the weekday. `nil` for any
    /// other text.
    static func weekdayDayAndShortMonth(_ text: String) -> Result<DateReading, Failure>? {
        let bytes = text.utf8
        guard (8...20).contains(bytes.count), let comma = bytes.firstIndex(of: UInt8(ascii: ",")) else { return nil }
        let weekday = bytes[..<comma]
        let rest = bytes[bytes.index(after: comma)...]
        guard rest.first == UInt8(ascii: " "),
              weekday.allSatisfy(ValueText.isLetter),
              WeekdayNames.isWeekday(String(decoding: weekday.map(ValueText.lowercasedASCII), as: UTF8.self))
        else { return nil }
        return dayAndShortMonth(String(decoding: rest.dropFirst(), as: UTF8.self))
    }

    /// "2024-03-15T10:00:00" and "2024-03-15T10:00:00Z", as exports write a trip's dates, read from the bytes: what
    /// the rules give for text of exactly that shape whose time is clearly one (hours below 24, minutes and seconds
    /// below 60). `nil` for any other text, which the rules then read.
    static func isoDateTime(_ text: String) -> Result<DateReading, Failure>? {
        var text = text
        return text.withUTF8 { bytes -> Result<DateReading, Failure>? in
            guard bytes.count == 19 || (bytes.count == 20 && (bytes[19] | 0x20) == UInt8(ascii: "z")),
                  bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), (bytes[10] | 0x20) == UInt8(ascii: "t"),
                  bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":")
            else { return nil }
            func number(_ range: Range<Int>) -> Int? { ValueText.number(bytes[range]) }
            guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
                  let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
                  hour < 24, minute < 60, second < 60
            else { return nil }
            return exact(year: year, month: month, day: day)
        }
    }

    /// "2024-03-15", "15/03/2024", "15.03.2024" and the other dates of numbers only, read from the bytes:
    /// what the rules give for text of ASCII digits and two of one separator, up to 10 bytes long (so that
    /// it cannot be an ISO date and time). `nil` for any other text.
    static func numbersOnly(_ text: String) -> Result<DateReading, Failure>? {
        let bytes = Array(text.utf8)
        guard (5...10).contains(bytes.count), let separator = bytes.first(where: { !ValueText.isDigit($0) }),
              separator == UInt8(ascii: "-") || separator == UInt8(ascii: "/") || separator == UInt8(ascii: ".")
        else { return nil }
        var values: [Int] = [0]
        var lengths: [Int] = [0]
        for byte in bytes {
            if byte == separator {
                values.append(0)
                lengths.append(0)
            } else if ValueText.isDigit(byte) {
                values[values.count - 1] = values[values.count - 1] * 10 + Int(byte - UInt8(ascii: "0"))
                lengths[lengths.count - 1] += 1
            } else {
                return nil
            }
        }
        guard values.count == 3, !lengths.contains(0) else { return nil }
        return numeric(values[0], values[1], values[2], lengths: lengths, dotted: separator == UInt8(ascii: "."))
    }

    /// "3 Nov" or "03 Nov" (the month's three letters in any case), read from the bytes: what the rules
    /// give for that shape. `nil` for any other text.
    static func dayAndShortMonth(_ text: String) -> Result<DateReading, Failure>? {
        guard text.utf8.count == 5 || text.utf8.count == 6 else { return nil }
        let bytes = Array(text.utf8)
        let dayDigits = bytes.count - 4
        guard let day = ValueText.number(bytes[0..<dayDigits]), bytes[dayDigits] == UInt8(ascii: " ") else { return nil }
        let letters = bytes[(dayDigits + 1)...]
        guard letters.allSatisfy(ValueText.isLetter),
              let month = MonthNames.month(named: String(decoding: letters.map(ValueText.lowercasedASCII), as: UTF8.self))
        else { return nil }
        return withoutYear(month: month, day: day)
    }

    /// `read` by the general rules, for every format.
    static func readByRules(_ text: String) -> Result<DateReading, Failure> {
        let normalized = ValueText.normalized(text)
        guard !normalized.isEmpty else { return .failure(.unrecognized) }
        if let parts = ISODateTime.parts(of: Substring(normalized)) {
            return readDateTime(date: parts.date, time: parts.time)
        }
        if normalized.utf8.contains(where: ValueText.isLetter) {
            return readWithMonthName(normalized)
        }
        return readNumeric(normalized)
    }

    /// "2024-03-15T23:30:00-05:00": the date as written, once the time is known to be sound.
    private static func readDateTime(date: Substring, time: Substring) -> Result<DateReading, Failure> {
        let reading = readNumeric(String(date))
        guard case .success(.exact) = reading else { return reading }
        guard case .success = ClockTime.parseISOTime(time) else { return .failure(.unrecognized) }
        return reading
    }

    // MARK: Numbers only

    /// "2024-03-15", "2024/03/15", "2024.03.15" (year first); "15-03-2024" and "15/03/2024"
    /// (day-first or month-first); "15.03.2024" (always day-first, as dotted dates are written).
    private static func readNumeric(_ text: String) -> Result<DateReading, Failure> {
        let separators = Set(text.utf8.filter { !ValueText.isDigit($0) })
        guard separators.count == 1, let separator = separators.first,
              separator == UInt8(ascii: "-") || separator == UInt8(ascii: "/") || separator == UInt8(ascii: ".")
        else { return .failure(.unrecognized) }
        let parts = text.utf8.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == 3, let first = ValueText.number(parts[0]), let second = ValueText.number(parts[1]),
              let third = ValueText.number(parts[2])
        else { return .failure(.unrecognized) }
        return numeric(first, second, third, lengths: parts.map(\.count), dotted: separator == UInt8(ascii: "."))
    }

    /// The date that three numbers of these lengths name, year first or last (see `readNumeric`).
    private static func numeric(_ first: Int, _ second: Int, _ third: Int, lengths: [Int], dotted: Bool) -> Result<DateReading, Failure> {
        if lengths[0] == 4, (1...2).contains(lengths[1]), (1...2).contains(lengths[2]) {
            return exact(year: first, month: second, day: third)
        }
        guard lengths[2] == 4, (1...2).contains(lengths[0]), (1...2).contains(lengths[1]) else {
            return .failure(.unrecognized)
        }
        if dotted || first == second {
            return exact(year: third, month: second, day: first)
        }
        let dayFirst = CivilDate(year: third, month: second, day: first)
        let monthFirst = CivilDate(year: third, month: first, day: second)
        if dayFirst == nil, monthFirst == nil {
            return .failure(.notACalendarDate(CivilDate.problem(year: third, month: second, day: first) ?? ""))
        }
        return .success(.dayOrMonthFirst(dayFirst: dayFirst, monthFirst: monthFirst))
    }

    static func exact(year: Int, month: Int, day: Int) -> Result<DateReading, Failure> {
        if let problem = CivilDate.problem(year: year, month: month, day: day) {
            return .failure(.notACalendarDate(problem))
        }
        return .success(.exact(CivilDate(year: year, month: month, day: day)!))
    }

    // MARK: With a month name

    private enum Token {
        case day(Int)
        case month(Int)
        case year(Int)
    }

    /// "15 Mar 2024", "15 March 2024", "March 15, 2024", "Mar 15 2024", "15-Mar-2024",
    /// "15th March", "Fri, 15 Mar 2024", "16 Mar", "Sun, 15 Mar", "Mar 16", "Sept 3".
    private static func readWithMonthName(_ text: String) -> Result<DateReading, Failure> {
        var words = text.split { $0 == " " || $0 == "," || $0 == "-" || $0 == "/" || $0 == "." }.map(String.init)
        if let first = words.first, WeekdayNames.isWeekday(first) {
            words.removeFirst()
        }
        var day: Int?, month: Int?, year: Int?
        var shape = ""
        for word in words {
            switch token(word) {
            case .day(let value): day = value; shape += "d"
            case .month(let value): month = value; shape += "m"
            case .year(let value): year = value; shape += "y"
            case nil: return .failure(.unrecognized)
            }
        }
        guard ["dm", "md", "dmy", "mdy"].contains(shape), let day, let month else {
            return .failure(.unrecognized)
        }
        guard let year else { return withoutYear(month: month, day: day) }
        return exact(year: year, month: month, day: day)
    }

    /// A month name, a day of one or two digits (with an optional st/nd/rd/th), or a four-digit year.
    private static func token(_ word: String) -> Token? {
        if let month = MonthNames.month(named: word) { return .month(month) }
        let digits = word.utf8.prefix(while: ValueText.isDigit)
        let rest = Substring(word.utf8[digits.endIndex...])
        guard let value = ValueText.number(digits) else { return nil }
        if digits.count == 4, rest.isEmpty { return .year(value) }
        guard digits.count <= 2, rest.isEmpty || ["st", "nd", "rd", "th"].contains(rest) else { return nil }
        return .day(value)
    }

    static func withoutYear(month: Int, day: Int) -> Result<DateReading, Failure> {
        let longest = CivilDate.daysInMonth(month, year: 2000)
        guard day >= 1 else { return .failure(.notACalendarDate("there is no day 0")) }
        guard day <= longest else {
            let name = MonthNames.full[month - 1]
            let length = month == 2 ? "at most \(longest)" : "\(longest)"
            return .failure(.notACalendarDate("\(name) has \(length) days"))
        }
        return .success(.withoutYear(month: month, day: day))
    }
}
