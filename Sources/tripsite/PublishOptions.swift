import ArgumentParser
import TripsiteConfig
import TripsiteCore
import TripsiteRendering

/// What a built site shows, for `build` and `serve`: drafts, search engines' indexing, private details, the paper
/// of the printouts. Each flag given wins over the same key of tripsite.toml (`drafts`, `noindex`, `show_private`,
/// `paper`); `--no-…` turns off what the file turns on.
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

    /// `options` with these choices, else the config file's, else off (the paper: each trip's usual one).
    func applied(to options: BuildOptions, config: SiteConfig) -> BuildOptions {
        var options = options
        options.includeDrafts = drafts ?? config.drafts ?? false
        options.noindex = noindex ?? config.noindex ?? false
        options.showPrivateDetails = showPrivate ?? config.showPrivate ?? false
        options.site.paper = paper ?? config.paperSize
        return options
    }
}
