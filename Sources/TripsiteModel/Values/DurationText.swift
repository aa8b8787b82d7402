extension TripDuration {
    static let expectedDuration = "a duration like 2 hours, 1h 30m or 45 min"

    /// Reads "2 hours", "2.5 hours", "1 hour", "1h 30m", "13h 10m", "1h30", "90 min", "45 minutes",
    /// "1 hour 30 minutes", "1 hour and 30 minutes", "2 hrs", "1.5h", "3 days", "1 week", and ISO 8601
    /// durations in weeks, days, hours, minutes and seconds ("PT1H30M", "P1DT2H").
    ///
    /// Units go from largest to smallest, each at most once. A fraction ("2.5 hours", also "2,5 h")
    /// and seconds count exactly, and the total is then rounded to the nearest minute.
    /// A number without a unit ("90") is refused, since it could mean minutes or hours.
    public static func parse(_ text: String) -> Result<TripDuration, ValueParseError> {
        let normalized = ValueText.normalized(text)
        let seconds: DurationSeconds?
        if normalized.hasPrefix("p"), let second = normalized.utf8.dropFirst().first, second == UInt8(ascii: "t") || ValueText.isDigit(second) {
            if mentionsMonthsOrYears(isoDuration: normalized) {
                return .failure(ValueParseError(expected: "a duration in weeks, days, hours or minutes (months and years vary in length)"))
            }
            seconds = readISO(normalized.dropFirst())
        } else {
            if !normalized.isEmpty, normalized.utf8.allSatisfy({ ValueText.isDigit($0) || $0 == UInt8(ascii: ".") }) {
                return .failure(ValueParseError(expected: "a duration with a unit, like 90 min or 1h 30m"))
            }
            seconds = readWords(Substring(normalized))
        }
        guard let seconds, let minutes = seconds.roundedMinutes else {
            return .failure(ValueParseError(expected: expectedDuration))
        }
        return .success(TripDuration(minutes: minutes)!)
    }

    /// Whether an ISO duration counts years ("P1Y") or months ("P2M", unlike minutes in "PT2M").
    private static func mentionsMonthsOrYears(isoDuration text: String) -> Bool {
        let datePart = text.split(separator: "t", maxSplits: 1, omittingEmptySubsequences: false)[0]
        return datePart.contains("y") || datePart.contains("m")
    }

    /// Units by the number of seconds they last, for the spelled-out forms.
    static let wordUnits: [String: Int] = [
        "w": 604_800, "wk": 604_800, "wks": 604_800, "week": 604_800, "weeks": 604_800,
        "d": 86_400, "day": 86_400, "days": 86_400,
        "h": 3_600, "hr": 3_600, "hrs": 3_600, "hour": 3_600, "hours": 3_600,
        "m": 60, "min": 60, "mins": 60, "minute": 60, "minutes": 60,
    ]

    /// "1 hour 30 minutes", "1h30", "2.5 hours", with optional commas or "and" between parts.
    private static func readWords(_ text: Substring) -> DurationSeconds? {
        var scanner = DurationScanner(text: text)
        var total = DurationSeconds()
        var lastUnit = Int.max
        while !scanner.isAtEnd {
            if lastUnit != Int.max {
                // Between parts only: a leading or trailing "and" or comma is not a duration.
                scanner.skipSeparators()
                guard !scanner.isAtEnd else { return nil }
            }
            guard let number = scanner.number() else { return nil }
            scanner.skipSpaces()
            let word = scanner.letters()
            if word.isEmpty {
                // "1h30": whole minutes straight after the hours, and nothing after them.
                guard lastUnit == 3_600, scanner.isAtEnd, number.isWhole, number.whole < 60 else { return nil }
                guard total.add(number, unitSeconds: 60) else { return nil }
                break
            }
            guard let unit = wordUnits[word], unit < lastUnit else { return nil }
            guard total.add(number, unitSeconds: unit) else { return nil }
            lastUnit = unit
        }
        return lastUnit == Int.max ? nil : total
    }

    /// The part of an ISO 8601 duration after "P": "T1H30M", "1DT2H", "2W", "T45M30S".
    private static func readISO(_ text: Substring) -> DurationSeconds? {
        let halves = text.split(separator: "t", maxSplits: 1, omittingEmptySubsequences: false)
        guard let datePart = halves.first else { return nil }
        var total = DurationSeconds()
        var components = 0
        let groups: [(Substring, [UInt8: Int])] = [
            (datePart, [UInt8(ascii: "w"): 604_800, UInt8(ascii: "d"): 86_400]),
            (halves.count == 2 ? halves[1] : "", [UInt8(ascii: "h"): 3_600, UInt8(ascii: "m"): 60, UInt8(ascii: "s"): 1]),
        ]
        for (part, units) in groups {
            var scanner = DurationScanner(text: part)
            var lastUnit = Int.max
            while !scanner.isAtEnd {
                guard let number = scanner.number(), let designator = scanner.byte(),
                      let unit = units[designator], unit < lastUnit,
                      total.add(number, unitSeconds: unit)
                else { return nil }
                lastUnit = unit
                components += 1
            }
        }
        // "PT" must be followed by something, and there must be at least one part in all.
        if halves.count == 2, halves[1].isEmpty { return nil }
        return components > 0 ? total : nil
    }
}
