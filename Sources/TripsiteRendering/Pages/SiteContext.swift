import TripsiteModel

/// Site-wide settings the templates see under `site`: its title, and its public address when known.
public struct SiteContext: Sendable {
    public var title: String
    /// The address the site is published at, always ending in `/` (e.g. `https://me.github.io/trips/`).
    public var baseURL: String?
    public var generator: String
    /// Whether every page carries `<meta name="robots" content="noindex">` and robots.txt disallows all.
    public var noindex: Bool
    /// The paper every printout is laid out for; `nil` for each trip's usual paper (`PaperSize.usual`).
    public var paper: PaperSize?
    /// How many trips a listing page (the index, a country's or a style's page) holds; the others are on numbered
    /// pages (`ListingPagination`).
    public var pageSize: Int
    /// How many trips `feed.xml` holds: the ones changed most recently.
    public var feedSize = SiteContext.standardFeedSize
    /// Which trips `calendar.ics` holds.
    public var calendarWindow: CalendarWindow
    /// The languages pages can be written in: the built-in translation files and the site's own.
    public var languages: LanguageCatalog {
        didSet { language = languages.language(language.code) }
    }
    /// The language of the site's pages (`language` in tripsite.toml, `--language`); a trip's own `language`
    /// writes its pages in another (`speaking`).
    public private(set) var language: SiteLanguage
    /// The `language` setting as given, a BCP 47 code ("fr", "en-US"), `nil` when unset: besides the pages' words,
    /// the input's dates, times and durations may be written in it, and a trip of no known country prints on the
    /// paper of the language's region.
    public private(set) var languageSetting: String?
    /// The tiles of the street map trip pages offer on request; `nil` for no street map (`[maps] tiles = false`).
    public var streetMap: StreetMapTiles?

    /// Trips per listing page unless `page_size` says otherwise: some 90 KB of cards.
    public static let standardPageSize = 60
    /// Trips in the feed unless `feed_size` says otherwise: a feed reader fetches the whole file each time it looks.
    public static let standardFeedSize = 50

    /// - Parameters:
    ///   - title: the site's title; the language's default title (`site.default_title`) when nil.
    ///   - language: a BCP 47 code (`LanguageCode.isValid`); English when nil.
    public init(title: String? = nil, baseURL: String? = nil, generator: String = "tripsite", noindex: Bool = false,
                paper: PaperSize? = nil, pageSize: Int = SiteContext.standardPageSize, calendarWindow: CalendarWindow = CalendarWindow(),
                language: String? = nil, languages: LanguageCatalog = .builtIn, streetMap: StreetMapTiles? = .openStreetMap) {
        self.streetMap = streetMap
        self.baseURL = baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        self.generator = generator
        self.noindex = noindex
        self.paper = paper
        self.pageSize = max(1, pageSize)
        self.calendarWindow = calendarWindow
        self.languages = languages
        self.language = languages.language(language ?? "en")
        self.languageSetting = language
        self.title = title ?? self.language.text("site.default_title")
    }

    /// Writes the site's pages in `code`, a BCP 47 code, and reads its input in it; English alone when nil.
    public mutating func setLanguage(_ code: String?) {
        language = languages.language(code ?? "en")
        languageSetting = code
    }

    /// The same site, its pages written in `code` (a trip's own language), or as they are when `code` is nil.
    public func speaking(_ code: String?) -> SiteContext {
        guard let code, code != language.code else { return self }
        var site = self
        site.language = languages.language(code)
        return site
    }

    /// The absolute address of a path inside the site, when the base URL is known.
    public func url(for path: String) -> String? {
        baseURL.map { $0 + path }
    }

    /// The names of the values under `site`.
    static let fieldNames = ["title", "generator", "noindex", "baseURL", "lang", "dir"]

    var values: TemplateValue {
        var values: TemplateFields = [
            "title": .text(title), "generator": .text(generator), "noindex": .bool(noindex), "lang": .text(language.code),
            "dir": .text(language.direction),
        ]
        values.set("baseURL", baseURL)
        return .object(values)
    }
}
