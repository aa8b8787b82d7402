/// Fixed English renderings of a date; they never depend on the process locale.
extension CivilDate {
    /// "2024-03-15"
    public var iso: String {
        DigitText.make(capacity: hasFourDigitYear ? 10 : DigitText.anyNumber + 6) { text in
            text.append(year, width: 4)
            text.append(UInt8(ascii: "-"))
            text.append(month, width: 2)
            text.append(UInt8(ascii: "-"))
            text.append(day, width: 2)
        }
    }

    /// Whether the year is written in four digits: every date read from text has one; only date arithmetic far
    /// out of range leaves years 0...9999.
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
