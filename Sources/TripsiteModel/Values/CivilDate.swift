/// A calendar date without time zone (proleptic Gregorian).
///
/// Dates made from text or by `init?(year:month:day:)` have years 1 through 9999;
/// arithmetic with `adding(days:)` follows the same calendar beyond that range.
public struct CivilDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// The date, or `nil` when it does not exist (30 February, month 13, year 0...).
    public init?(year: Int, month: Int, day: Int) {
        guard Self.problem(year: year, month: month, day: day) == nil else { return nil }
        self.init(unchecked: year, month, day)
    }

    private init(unchecked year: Int, _ month: Int, _ day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The date `days` days later (or earlier, when negative).
    public func adding(days: Int) -> CivilDate {
        Self(dayNumber: dayNumber + days)
    }

    /// The number of days from `other` to this date: 2024-03-22 since 2024-03-15 is 7.
    public func days(since other: CivilDate) -> Int {
        dayNumber - other.dayNumber
    }

    /// The ISO day of the week: 1 is Monday, 7 is Sunday.
    public var weekday: Int {
        // Day number 0 (1970-01-01) was a Thursday.
        let offset = (dayNumber + 3) % 7
        return (offset < 0 ? offset + 7 : offset) + 1
    }

    public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    public var description: String { iso }

    // MARK: Calendar rules

    static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Why the date does not exist, phrased as a short clause, or `nil` when it does.
    static func problem(year: Int, month: Int, day: Int) -> String? {
        guard (1...9999).contains(year) else { return "the year must be between 1 and 9999" }
        guard (1...12).contains(month) else { return "there is no month \(month)" }
        guard day >= 1 else { return "there is no day \(day)" }
        let length = daysInMonth(month, year: year)
        guard day <= length else {
            let name = MonthNames.full[month - 1]
            return month == 2 ? "February \(year) has \(length) days" : "\(name) has \(length) days"
        }
        return nil
    }

    // MARK: Day numbers

    /// Days since 1970-01-01, counting in 400-year cycles that start on 1 March
    /// so that the leap day falls at the end of each counted year.
    var dayNumber: Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let cycle = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfCycle = shiftedYear - cycle * 400
        let monthFromMarch = (month + 9) % 12
        let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1
        let dayOfCycle = yearOfCycle * 365 + yearOfCycle / 4 - yearOfCycle / 100 + dayOfYear
        return cycle * Self.daysPerCycle + dayOfCycle - Self.epochOffset
    }

    /// The date of a day number, reversing `dayNumber`.
    init(dayNumber: Int) {
        let shifted = dayNumber + Self.epochOffset
        let cycle = (shifted >= 0 ? shifted : shifted - (Self.daysPerCycle - 1)) / Self.daysPerCycle
        let dayOfCycle = shifted - cycle * Self.daysPerCycle
        let yearOfCycle = (dayOfCycle - dayOfCycle / 1460 + dayOfCycle / 36524 - dayOfCycle / 146_096) / 365
        let dayOfYear = dayOfCycle - (365 * yearOfCycle + yearOfCycle / 4 - yearOfCycle / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = yearOfCycle + cycle * 400 + (month <= 2 ? 1 : 0)
        self.init(unchecked: year, month, day)
    }

    /// Days in a 400-year Gregorian cycle.
    private static let daysPerCycle = 146_097
    /// Days from 0000-03-01 to 1970-01-01.
    private static let epochOffset = 719_468
}
