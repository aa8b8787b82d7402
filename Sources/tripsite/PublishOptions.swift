import ArgumentParser
import TripsiteCore

/// What a built site shows, for `build` and `serve`: drafts, search engines' indexing, private details.
struct PublishOptions: ParsableArguments {
    @Flag(help: "Build trips marked \"visibility\": \"draft\" too.")
    var drafts = false

    @Flag(help: "Ask search engines not to index any page (robots meta tag on every page; robots.txt disallows all).")
    var noindex = false

    @Flag(help: "Show confirmation numbers in the pages, Markdown, calendars and structured data (left out by default).")
    var showPrivate = false

    /// `options` with these choices.
    func applied(to options: BuildOptions) -> BuildOptions {
        var options = options
        options.includeDrafts = drafts
        options.noindex = noindex
        options.showPrivateDetails = showPrivate
        return options
    }
}
