import ArgumentParser
import TripsiteConfig
import TripsiteCore
import TripsiteModel
import TripsiteRendering

/// What a built site shows, for `build` and `serve`: drafts, search engines' indexing, private details, the paper
/// of the printouts, the trips per listing page and the window of `calendar.ics`. Each flag given wins over the same
/// key of tripsite.toml (`drafts`, `noindex`, `show_private`, `paper`, `page_size`, `[calendar]`); `--no-…` turns off
/// what the file turns on.
struct PublishOptions: ParsableArguments {
    @Flag(inversion: .prefixedNo, help: "Build trips marked \"visibility\": \"draft\" too. Default: drafts in tripsite.toml, else no.")
    var drafts: Bool?

    @Flag(inversion: .prefixedNo, help: "Ask search engines not to index any page (robots meta tag on every page; robots.txt disallows all). Default: noindex in tripsite.toml, else no.")
    var noindex: Bool?

    @Flag(inversion: .prefixedNo, help: "Show confirmation numbers in the pages, Markdown, calendars and structured data. Default: show_private in tripsite.toml, else no (left out).")
    var showPrivate: Bool?

    @Option(help: ArgumentHelp(
        "The paper of the printable itineraries (print.html). Default: paper in tripsite.toml, else each trip's country's usual paper: letter for the United States, Canada and Mexico, a4 elsewhere.",
        valueName: "a4|letter"))
    var paper: PaperSize?

    @Option(help: ArgumentHelp(
        "How many trips the index and each country's and style's page list per page, 1 to 100; the others are on numbered pages (page/2/). Default: page_size in tripsite.toml, else \(SiteContext.standardPageSize).",
        valueName: "n"))
    var pageSize: Int?

    @Option(help: ArgumentHelp(
        "calendar.ics keeps trips that ended up to this many days before the build's date. Default: calendar.past_days in tripsite.toml, else \(CalendarWindow.standardPastDays).",
        valueName: "days"))
    var calendarPastDays: Int?

    @Option(help: ArgumentHelp(
        "calendar.ics takes trips that start up to this many days after the build's date. Default: calendar.future_days in tripsite.toml, else \(CalendarWindow.standardFutureDays).",
        valueName: "days"))
    var calendarFutureDays: Int?

    @Option(help: ArgumentHelp(
        "The most trips calendar.ics holds, those nearest the build's date, 1 to 1000. Default: calendar.max_trips in tripsite.toml, else \(CalendarWindow.standardMaxTrips).",
        valueName: "n"))
    var calendarMaxTrips: Int?

    func validate() throws {
        let ranges: [(String, Int?, ConfigKey)] = [
            ("--page-size", pageSize, .pageSize), ("--calendar-past-days", calendarPastDays, .calendarPastDays),
            ("--calendar-future-days", calendarFutureDays, .calendarFutureDays), ("--calendar-max-trips", calendarMaxTrips, .calendarMaxTrips),
        ]
        for (flag, value, key) in ranges {
            guard let value, case .number(let range) = key.kind, !range.contains(value) else { continue }
            throw ValidationError("\(flag) must be a whole number from \(range.lowerBound) to \(range.upperBound), not \(value)")
        }
    }

    /// `options` with these choices, else the config file's, else off (the paper: each trip's usual one; the page
    /// size and the calendar's window: the built-in ones).
    func applied(to options: BuildOptions, config: SiteConfig) -> BuildOptions {
        var options = options
        options.includeDrafts = drafts ?? config.drafts ?? false
        options.noindex = noindex ?? config.noindex ?? false
        options.showPrivateDetails = showPrivate ?? config.showPrivate ?? false
        options.site.paper = paper ?? config.paperSize
        options.site.pageSize = pageSize ?? config.pageSize ?? SiteContext.standardPageSize
        options.site.calendarWindow = CalendarWindow(
            pastDays: calendarPastDays ?? config.calendarPastDays ?? CalendarWindow.standardPastDays,
            futureDays: calendarFutureDays ?? config.calendarFutureDays ?? CalendarWindow.standardFutureDays,
            maxTrips: calendarMaxTrips ?? config.calendarMaxTrips ?? CalendarWindow.standardMaxTrips)
        return options
    }
}
