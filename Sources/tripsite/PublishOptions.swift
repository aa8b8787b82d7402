import ArgumentParser
import TripsiteConfig
import TripsiteCore
import TripsiteJSON
import TripsiteModel
import TripsiteRendering

/// What a built site shows, for `build` and `serve`: drafts, search engines' indexing, private details, the paper
/// of the printouts, the trips per listing page, the window of `calendar.ics` and the street map's tiles. Each flag
/// given wins over the same key of tripsite.toml (`drafts`, `noindex`, `show_private`, `paper`, `page_size`, `feed_size`,
/// `[calendar]`, `[maps]`); `--no-…` turns off what the file turns on.
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
        "How many trips feed.xml holds, 1 to 1000: those changed most recently, newest first. Default: feed_size in tripsite.toml, else \(SiteContext.standardFeedSize).",
        valueName: "n"))
    var feedSize: Int?

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

    @Option(help: ArgumentHelp(
        "The tiles of the street map a trip page shows when the reader asks for it (nothing is loaded before): an http(s) address with {z}, {x} and {y}, or false for no street map. Default: maps.tiles in tripsite.toml, else OpenStreetMap's standard tiles.",
        valueName: "address|false"))
    var streetMapTiles: String?

    @Option(help: ArgumentHelp(
        "The credit the tiles ask for, shown on the street map; needed with --street-map-tiles other than OpenStreetMap's. Default: maps.attribution in tripsite.toml, else \"\(StreetMapTiles.openStreetMap.attribution)\".",
        valueName: "text"))
    var streetMapAttribution: String?

    @Option(help: ArgumentHelp(
        "Where the street map's credit links to. Default: maps.attribution_url in tripsite.toml; OpenStreetMap's copyright page for its tiles.",
        valueName: "address"))
    var streetMapAttributionURL: String?

    func validate() throws {
        if let tiles = streetMapTiles, !["false", "true"].contains(tiles) {
            if let problem = StreetMapTiles.problem(with: tiles) { throw ValidationError("--street-map-tiles: \(problem)") }
            if tiles != StreetMapTiles.openStreetMap.url, streetMapAttribution == nil {
                throw ValidationError("--street-map-tiles other than OpenStreetMap's need the credit their provider asks for: add --street-map-attribution \"…\"")
            }
        }
        if let text = streetMapAttribution, text.trimmingBlanks.isEmpty || text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw ValidationError("--street-map-attribution must be text without control characters, not \(JSONPath.quoted(text, limit: 80))")
        }
        if let address = streetMapAttributionURL, !BaseAddress.isValid(address) {
            throw ValidationError("--street-map-attribution-url must be \(BaseAddress.expected), not \(JSONPath.quoted(address, limit: 80))")
        }
        let ranges: [(String, Int?, ConfigKey)] = [
            ("--page-size", pageSize, .pageSize), ("--feed-size", feedSize, .feedSize), ("--calendar-past-days", calendarPastDays, .calendarPastDays),
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
        options.site.feedSize = feedSize ?? config.feedSize ?? SiteContext.standardFeedSize
        options.site.calendarWindow = CalendarWindow(
            pastDays: calendarPastDays ?? config.calendarPastDays ?? CalendarWindow.standardPastDays,
            futureDays: calendarFutureDays ?? config.calendarFutureDays ?? CalendarWindow.standardFutureDays,
            maxTrips: calendarMaxTrips ?? config.calendarMaxTrips ?? CalendarWindow.standardMaxTrips)
        options.site.streetMap = streetMap(config: config)
        return options
    }

    /// The street map's tiles: the flags' over the file's, the file's over OpenStreetMap's. Other tiles given here
    /// take none of the file's credit.
    private func streetMap(config: SiteConfig) -> StreetMapTiles? {
        var config = config
        if let tiles = streetMapTiles {
            config.showsStreetMap = tiles != "false"
            config.mapTiles = ["false", "true"].contains(tiles) ? config.mapTiles : tiles
            if tiles != "false", tiles != "true" { (config.mapAttribution, config.mapAttributionURL) = (nil, nil) }
        }
        config.mapAttribution = streetMapAttribution ?? config.mapAttribution
        config.mapAttributionURL = streetMapAttributionURL ?? config.mapAttributionURL
        return config.streetMapTiles
    }
}
