import TripsiteModel

/// The settings read from a `tripsite.toml`: each is `nil` when the file does not set it, so that a command
/// takes its own default. Paths are as the file wrote them; `resolved` makes them relative to the current folder.
public struct SiteConfig: Sendable, Equatable {
    /// The file the settings were read from, as the user named it or as it was found; `nil` when there is none.
    public var file: String?
    public var title: String?
    public var baseURL: String?
    public var outputDir: String?
    public var templatesDir: String?
    public var countriesFile: String?
    public var drafts: Bool?
    public var noindex: Bool?
    public var showPrivate: Bool?
    /// "a4" or "letter".
    public var paper: String?
    /// Trips per listing page (`page_size`).
    public var pageSize: Int?
    /// Trips in feed.xml (`feed_size`).
    public var feedSize: Int?
    /// `calendar.ics`'s window (`[calendar]` `past_days`, `future_days`, `max_trips`).
    public var calendarPastDays: Int?
    public var calendarFutureDays: Int?
    public var calendarMaxTrips: Int?
    /// The site's language, a BCP 47 code that `InputLanguage` knows ("fr", "en-US"): the pages' words and the
    /// input's dates.
    public var language: String?
    public var servePort: Int?
    public var serveHost: String?
    public var checkStrict: Bool?
    public var exportFormat: String?
    public var exportRedact: Bool?
    /// `[maps] tiles`: `false` when the trip pages have no street map.
    public var showsStreetMap: Bool?
    /// `[maps] tiles` when it is an address, `attribution` and `attribution_url`: the street map's tiles and credit.
    public var mapTiles: String?
    public var mapAttribution: String?
    public var mapAttributionURL: String?
    /// The files and folders of trips read when the command line names none (`inputs`).
    public var inputs: [String]?
    /// The app's names read as tripsite's (`[fields]`).
    public var fieldNames = FieldNames()

    public init(file: String? = nil) {
        self.file = file
    }

    /// The street map's tiles as the file sets them: none with `tiles = false`; else its address and credit, each
    /// in place of OpenStreetMap's.
    public var streetMapTiles: StreetMapTiles? {
        guard showsStreetMap != false else { return nil }
        let standard = StreetMapTiles.openStreetMap
        let custom = mapTiles != nil && mapTiles != standard.url
        return StreetMapTiles(
            url: mapTiles ?? standard.url, attribution: mapAttribution ?? standard.attribution,
            attributionURL: mapAttributionURL ?? (custom || mapAttribution != nil ? nil : standard.attributionURL))
    }

    /// A path from the file, as seen from the current folder: relative paths are relative to the file's folder.
    public func resolved(_ path: String?) -> String? {
        guard let path, let file, !path.hasPrefix("/"), let slash = file.lastIndex(of: "/") else { return path }
        return String(file[...slash]) + path
    }
}
