import ArgumentParser
import TripsiteConfig
import TripsiteCore
import TripsiteModel
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

    @Option(help: ArgumentHelp(
        "The language of the pages: their words, dates, numbers and money (a BCP 47 code: en, fr, ar, pt-BR…). A trip's own \"language\" still writes its pages in its own. Default: language in tripsite.toml, else en.",
        valueName: "code"))
    var language: String?

    func validate() throws {
        if let language, !LanguageCode.isValid(language) {
            throw ValidationError("--language: expected \(LanguageCode.expected), found \"\(language)\"")
        }
    }

    /// `options` with these choices, else the config file's, else off (the paper: each trip's usual one).
    func applied(to options: BuildOptions, config: SiteConfig) -> BuildOptions {
        var options = options
        options.includeDrafts = drafts ?? config.drafts ?? false
        options.noindex = noindex ?? config.noindex ?? false
        options.showPrivateDetails = showPrivate ?? config.showPrivate ?? false
        options.site.paper = paper ?? config.paperSize
        if let code = language ?? config.language { options.site.setLanguage(code) }
        return options
    }
}
