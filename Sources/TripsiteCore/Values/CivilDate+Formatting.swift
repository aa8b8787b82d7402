/// Fixed English renderings of a date; they never depend on the process locale.
extension CivilDate {
    /// "2024-03-15"
    public var iso: String {
        DigitText.make(capacity: isoCapacity) { appendISO(to: &$0) }
    }

    /// Room for `iso`: its 10 bytes for a four-digit year, else enough for any year.
    var isoCapacity: Int { hasFourDigitYear ? 10 : DigitText.anyNumber + 6 }

    /// Writes `iso` into a longer text (an ISO date and time).
    func appendISO(to text: inout DigitText.Writer) {
        text.append(year, width: 4)
        text.append(UInt8(ascii: "-"))
        text.append(month, width: 2)
        text.append(UInt8(ascii: "-"))
        text.append(day, width: 2)
    }

    /// Whether the year is written in four digits: every date read from text has one, but date arithmetic can
    /// step out of 1...9999 (9999-12-31 and a day).
    var hasFourDigitYear: Bool { (0...9999).contains(year) }

    /// "Friday 15 March 2024"
    public var long: String {
        "\(WeekdayNames.full[weekday - 1]) \(day) \(MonthNames.full[month - 1]) \(year)"
    }

    /// "Fri 15 Mar 2024"
    public var medium: String {
        "\(WeekdayNames.short[weekday - 1]) \(day) \(MonthNames.short[month - 1]) \(year)"
    }

    /// "15 Mar"
    public var short: String {
        "\(day) \(MonthNames.short[month - 1])"
    }
}
