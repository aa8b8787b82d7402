/// Fixed English renderings of a date; they never depend on the process locale.
extension CivilDate {
    /// "2024-03-15"
    public var iso: String {
        "\(ValueText.padded(year, width: 4))-\(ValueText.padded(month, width: 2))-\(ValueText.padded(day, width: 2))"
    }

    /// "Friday 15 March 2024"
    public var long: String {
        "\(WeekdayNames.full[weekday - 1]) \(day) \(MonthNames.full[month - 1]) \(year)"
    }

    /// "Fri 15 Mar 2024"
    public var medium: String {
        "\(WeekdayNames.short[weekday - 1]) \(day) \(MonthNames.short[month - 1]) \(year)"
    }

    /// "Fri 15 Mar"
    public var shortWithWeekday: String {
        "\(WeekdayNames.short[weekday - 1]) \(short)"
    }

    /// "15 Mar"
    public var short: String {
        "\(day) \(MonthNames.short[month - 1])"
    }
}
