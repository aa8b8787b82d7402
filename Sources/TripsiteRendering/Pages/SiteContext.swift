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
    /// Which trips `calendar.ics` holds.
    public var calendarWindow: CalendarWindow
    /// The site's language, a BCP 47 code ("fr", "en-US"), when set: the input's dates, times and durations may be
    /// written in it, and a trip of no known country prints on the paper of the language's region.
    public var language: String?
    /// The tiles of the street map trip pages offer on request; `nil` for no street map (`[maps] tiles = false`).
    public var streetMap: StreetMapTiles?

    /// Trips per listing page unless `page_size` says otherwise: some 90 KB of cards.
    public static let standardPageSize = 60

    public init(title: String = "Trips", baseURL: String? = nil, generator: String = "tripsite", noindex: Bool = false,
                paper: PaperSize? = nil, pageSize: Int = SiteContext.standardPageSize, calendarWindow: CalendarWindow = CalendarWindow(),
                language: String? = nil, streetMap: StreetMapTiles? = .openStreetMap) {
        self.language = language
        self.streetMap = streetMap
        self.title = title
        self.baseURL = baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        self.generator = generator
        self.noindex = noindex
        self.paper = paper
        self.pageSize = max(1, pageSize)
        self.calendarWindow = calendarWindow
    }

    /// The absolute address of a path inside the site, when the base URL is known.
    public func url(for path: String) -> String? {
        baseURL.map { $0 + path }
    }

    /// The names of the values under `site`.
    static let fieldNames = ["title", "generator", "noindex", "baseURL"]

    var values: TemplateValue {
        var values: TemplateFields = ["title": .text(title), "generator": .text(generator), "noindex": .bool(noindex)]
        values.set("baseURL", baseURL)
        return .object(values)
    }
}
