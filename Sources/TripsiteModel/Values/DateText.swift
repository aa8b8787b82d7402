/// Reads dates as trip-planning exports write them.
///
/// Accepted, case-insensitively and with surrounding blanks ignored:
/// - year first: "2024-03-15", "2024/03/15", "2024.03.15", and ISO date-times such as
///   "2024-03-15T23:30:00-05:00" (the date as written; the offset never shifts it);
/// - numbers with the year last: "15-03-2024", "15/03/2024" (day-first or month-first,
///   see `parse(_:within:)`) and "15.03.2024" (always day-first);
/// - English month names, full, three-letter or "Sept": "15 Mar 2024", "15 March 2024",
///   "March 15, 2024", "Mar 15 2024", "15-Mar-2024", "15th March 2024";
/// - any of the named-month forms without a year ("16 Mar", "Mar 16"), only in `parse(_:within:)`.
///
/// A leading weekday name ("Fri, 15 Mar 2024") is skipped when reading: exports often carry a wrong one, which
/// `weekdayMismatch(_:date:)` finds so that the loader can say so.
public enum DateText {
    /// When `text` begins with a weekday name that is not `date`'s, what to say of it: "\"Sun, 15 Mar\" names a
    /// Sunday, but 2024-03-15 is a Friday". `nil` when the text names no weekday or the right one.
    public static func weekdayMismatch(_ text: String, date: CivilDate) -> String? {
        englishWeekday(text).flatMap { mismatch(stated: $0, date: date) }
    }

    /// `weekdayMismatch(_:date:)` for a date written in `language` too, whose weekday may be anywhere in it
    /// ("5月12日(火)", "martes, 12 de mayo").
    public static func weekdayMismatch(_ text: String, date: CivilDate, language: InputLanguage?) -> String? {
        guard let language else { return weekdayMismatch(text, date: date) }
        let stated = LocalDateParts(LocalText.tokens(text), language: language)?.weekday ?? englishWeekday(text)
        return stated.flatMap { mismatch(stated: $0, date: date) }
    }

    private static func mismatch(stated: Int, date: CivilDate) -> String? {
        guard stated != date.weekday else { return nil }
        return "names a \(WeekdayNames.full[stated - 1]), but \(date.iso) is a \(WeekdayNames.full[date.weekday - 1])"
    }

    private static func englishWeekday(_ text: String) -> Int? {
        WeekdayNames.number(text.trimmingBlanks.prefix { $0.isLetter }.lowercased())
    }

    static let expectedDate = "a date like 2024-03-15, 15-03-2024 or 16 Mar"
    static let expectedDateWithYear = "a date with its year, like 2024-03-15, 15-03-2024 or 15 Mar 2024"

    /// A complete date, with its year. A number date that reads both day-first and month-first
    /// ("03-05-2024") is taken day-first; one that reads only one way ("03-15-2024") is taken that way.
    public static func parseFull(_ text: String) -> Result<CivilDate, ValueParseError> {
        readFull(text, language: nil).map(\.date)
    }

    /// `parseFull`, also reading dates written in `language` ("12 mai 2026"), whose order of numbers then decides
    /// a date that reads both ways (month first in American English).
    public static func readFull(_ text: String, language: InputLanguage?) -> Result<ReadDate, ValueParseError> {
        let expected = expectedDateWithYear + (language?.dateExamplesText ?? "")
        let (result, isLocal) = reading(text, language: language)
        switch result {
        case .success(.exact(let date)):
            return .success(ReadDate(date: date).local(isLocal))
        case .success(.dayOrMonthFirst(let dayFirst, let monthFirst)):
            return .success(choose(dayFirst: dayFirst, monthFirst: monthFirst, within: nil, language: language).local(isLocal))
        case .success(.withoutYear):
            return .failure(ValueParseError(expected: expected))
        case .failure(let failure):
            return .failure(error(for: failure, expected: expected))
        }
    }

    /// A date read from text, and whether it was one of two readings of its numbers, chosen by the usual order.
    public struct ReadDate: Sendable, Equatable {
        public var date: CivilDate
        /// Set when the text's numbers read both day first and month first and neither the trip's dates nor the
        /// separator decided: what was chosen, for a warning ("day first, as French writes dates").
        public var guessedOrder: String?
        /// Whether the text was read in the site's language, English having failed: only then may a weekday in
        /// it be that language's.
        public var isLocal = false

        public init(date: CivilDate, guessedOrder: String? = nil) {
            self.date = date
            self.guessedOrder = guessedOrder
        }

        func local(_ isLocal: Bool) -> ReadDate {
            var read = self
            read.isLocal = isLocal
            return read
        }
    }

    /// The English reading of the text, else the reading in `language` when one is set. English input never pays
    /// for the language: its reading comes first and is the one kept.
    private static func reading(_ text: String, language: InputLanguage?) -> (Result<DateReading, DateReading.Failure>, isLocal: Bool) {
        let english = DateReading.read(text)
        guard let language, case .failure(let failure) = english else { return (english, false) }
        let local = DateReading.readLocal(text, language: language)
        if case .failure(.unrecognized) = local, case .notACalendarDate = failure { return (english, false) }
        return (local, true)
    }

    /// A date with or without its year, settled by the trip's dates in `range`:
    /// - Without a year, the year that puts the date inside `range` (so "2 Jan" in a trip from
    ///   2024-12-28 to 2025-01-04 is 2025-01-02); when no year does, the year that puts it
    ///   nearest to `range`, the earlier one on a tie. Without `range` such a text is an error.
    /// - Numbers that read both day-first and month-first ("03-05-2024", also with "/") are taken
    ///   month-first only when that reading alone falls inside `range`; otherwise day-first.
    ///   Numbers that read only one way ("15-03-2024", "03-15-2024") are taken that way.
    public static func parse(_ text: String, within range: ClosedRange<CivilDate>?) -> Result<CivilDate, ValueParseError> {
        read(text, within: range, language: nil).map(\.date)
    }

    /// `parse`, also reading dates written in `language` ("mardi 12 mai", "12/05/2026"), whose order of numbers then
    /// decides a date that reads both ways and that `range` does not settle.
    public static func read(_ text: String, within range: ClosedRange<CivilDate>?, language: InputLanguage?) -> Result<ReadDate, ValueParseError> {
        let (result, isLocal) = reading(text, language: language)
        switch result {
        case .success(.exact(let date)):
            return .success(ReadDate(date: date).local(isLocal))
        case .success(.dayOrMonthFirst(let dayFirst, let monthFirst)):
            return .success(choose(dayFirst: dayFirst, monthFirst: monthFirst, within: range, language: language).local(isLocal))
        case .success(.withoutYear(let month, let day)):
            guard let range, let date = placed(month: month, day: day, near: range) else {
                return .failure(ValueParseError(expected: expectedDateWithYear + (language?.dateExamplesText ?? "")))
            }
            return .success(ReadDate(date: date).local(isLocal))
        case .failure(let failure):
            return .failure(error(for: failure, expected: expectedDate + (language?.dateExamplesText ?? "")))
        }
    }

    private static func error(for failure: DateReading.Failure, expected: String) -> ValueParseError {
        switch failure {
        case .unrecognized: return ValueParseError(expected: expected)
        case .notACalendarDate(let reason): return ValueParseError(expected: "a real calendar date (\(reason))")
        }
    }

    /// The reading of numbers that may be day first or month first: the only real one; else the only one inside
    /// `range`; else the language's order (day first when no language is set), which is then a guess.
    private static func choose(
        dayFirst: CivilDate?, monthFirst: CivilDate?, within range: ClosedRange<CivilDate>?, language: InputLanguage?
    ) -> ReadDate {
        guard let dayFirst else { return ReadDate(date: monthFirst!) }
        guard let monthFirst else { return ReadDate(date: dayFirst) }
        if let range, range.contains(monthFirst) != range.contains(dayFirst) {
            return ReadDate(date: range.contains(dayFirst) ? dayFirst : monthFirst)
        }
        let isDayFirst = language?.writesDayFirst ?? true
        let order = isDayFirst ? "day first" : "month first"
        let reason = language.map { ", as \($0.name) writes dates" } ?? " (set language to read them as another language writes them)"
        return ReadDate(date: isDayFirst ? dayFirst : monthFirst, guessedOrder: order + reason)
    }

    /// The date with this month and day inside `range`, else the one nearest to it.
    /// Years up to four either side are tried, so 29 February always finds a leap year.
    private static func placed(month: Int, day: Int, near range: ClosedRange<CivilDate>) -> CivilDate? {
        // A date inside the range is in one of its years: the earliest such is the first inside among all candidates.
        for year in range.lowerBound.year...range.upperBound.year {
            if let date = CivilDate(year: year, month: month, day: day), range.contains(date) { return date }
        }
        let years = (range.lowerBound.year - 4)...(range.upperBound.year + 4)
        let candidates = years.compactMap { CivilDate(year: $0, month: month, day: day) }
        if let inside = candidates.first(where: range.contains) { return inside }
        var best: (date: CivilDate, distance: Int)?
        for candidate in candidates {
            let distance = candidate < range.lowerBound
                ? range.lowerBound.days(since: candidate)
                : candidate.days(since: range.upperBound)
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.date
    }
}
