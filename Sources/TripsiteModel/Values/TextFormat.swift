/// Locale-independent formatting of numbers and counts for pages, so output is the same on every machine.
package enum TextFormat {
    /// `8567` → `"8,567"`.
    package static func grouped(_ number: Int) -> String {
        // Below a thousand there is nothing to group: the number's own digits.
        guard number.magnitude >= 1000 else { return String(number) }
        return (number < 0 ? "-" : "") + ValueText.groupedByThousands(String(number.magnitude))
    }

    /// `9.25` → `"9.3"`, `9.0` → `"9"`: one decimal at most.
    package static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        let fraction = abs(tenths % 10)
        return fraction == 0 ? String(tenths / 10) : "\(tenths / 10).\(fraction)"
    }

    /// The parts there are, with " · " between them: "Day 3 · 2 h · €124.00".
    package static func detailLine(_ parts: [String?]) -> String {
        parts.compactMap { $0 }.joined(separator: " · ")
    }

    /// `count(1, "night")` → `"1 night"`, `count(3, "night")` → `"3 nights"`.
    package static func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(grouped(number)) \(number == 1 ? singular : plural ?? singular + "s")"
    }

    /// `"rated 9.3/10"`, with `" (1,234 reviews)"` when the number of reviews is known: an activity's or a hotel's
    /// rating out of 10.
    package static func rating(outOfTen rating: Double, reviews: Int?) -> String {
        "rated \(oneDecimal(rating))/10" + (reviews.map { " (\(count($0, "review")))" } ?? "")
    }

    /// `"5 days, 4 nights"`, or `"1 day"` for a trip without a night.
    package static func duration(dayCount: Int, nightCount: Int) -> String {
        let days = count(dayCount, "day")
        return nightCount == 0 ? days : "\(days), \(count(nightCount, "night"))"
    }

    /// `"15 Mar – 22 Mar 2024"`, or with both years when the range crosses a year.
    package static func dateRange(_ start: CivilDate, _ end: CivilDate) -> String {
        if start == end { return start.medium }
        if start.year == end.year { return "\(start.short) – \(end.short) \(end.year)" }
        return "\(start.short) \(start.year) – \(end.short) \(end.year)"
    }

    /// `"Monday 10 – Friday 14 June 2024"`: a range of whole days for a heading, naming each weekday.
    package static func longDateRange(_ start: CivilDate, _ end: CivilDate) -> String {
        if start == end { return start.long }
        if start.year != end.year { return "\(start.long) – \(end.long)" }
        if start.month != end.month { return "\(weekdayDayMonth(start)) – \(end.long)" }
        return "\(weekdayDay(start)) – \(end.long)"
    }

    /// "Monday 10"
    package static func weekdayDay(_ date: CivilDate) -> String {
        "\(WeekdayNames.full[date.weekday - 1]) \(date.day)"
    }

    /// "Monday 10 June"
    package static func weekdayDayMonth(_ date: CivilDate) -> String {
        "\(weekdayDay(date)) \(MonthNames.full[date.month - 1])"
    }
}
