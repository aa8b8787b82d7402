import TripsitePlanning

extension TripContext {
    /// The names of a day link's values (`dayLinks`).
    static let dayLinkFields = ["label", "dayLabel", "anchor", "date", "isFirst"]

    /// The links of the day strip: one for every date of the timeline, its weekday and date first ("Sat 3 May"),
    /// then the app's "Day 3" (`dayLabel`) when the day has a number. Each links to its day's heading; a date
    /// inside a run of free days, which share one heading, links to the run's.
    /// - Parameter anchors: the ids of the timeline's headings (`days`).
    static func dayLinks(_ days: [ItineraryDay], anchors: Set<String>, lang: SiteLanguage) -> TemplateValue {
        var links: [TemplateValue] = []
        var previousAnchor: String?
        for day in days {
            var anchor = anchor(of: day)
            if !anchors.contains(anchor), let previousAnchor { anchor = previousAnchor }
            var values: TemplateFields = [
                "label": .text(lang.shortWithWeekday(day.date)),
                "anchor": .text(anchor),
                "date": .text(day.date.iso),
                "isFirst": .bool(links.isEmpty),
            ]
            values.set("dayLabel", day.dayNumber.map { lang.text("day.number", ["number": lang.number($0)]) })
            links.append(TemplateScope.object(values, keys: dayLinkFields))
            previousAnchor = anchor
        }
        return .list(links)
    }
}
