/// One setting of `tripsite.toml`: where it lives, what kind of value it takes and what it means. The list of
/// keys (`all`) is the one source of what the file may hold: the reader, the commented file `init` writes and
/// the "did you mean" suggestions all come from it.
public struct ConfigKey: Sendable, Hashable {
    /// What kind of value a key takes.
    public enum Kind: Sendable, Hashable {
        /// Any string that is not empty.
        case text
        /// A path, relative to the folder of the config file.
        case path
        /// An http(s) address.
        case url
        /// A port number, 0 to 65535.
        case port
        case boolean
        /// One of a few words.
        case choice([String])
        /// A list of paths, relative to the folder of the config file.
        case paths
        /// A whole number in a range.
        case number(ClosedRange<Int>)
        /// A BCP 47 language code that `InputLanguage` knows: "fr", "pt-BR", "zh-Hans".
        case language
        /// The street map's tiles: an http(s) address with `{z}`, `{x}` and `{y}` (`StreetMapTiles`), or `false` for
        /// no street map (`true`: OpenStreetMap's).
        case tiles
    }

    /// The table the key is in: "" for the top of the file, else "serve", "check", "export", "calendar" or "maps".
    public var table: String
    public var name: String
    public var kind: Kind
    /// The command-line option the key stands for (a flag given there wins over the file).
    public var flag: String
    /// What the key means, for the commented file and the docs.
    public var help: String
    /// The value shown in the commented file `init` writes.
    public var example: String

    /// The key as written in messages: `base_url`, `serve.port`.
    public var path: String { table.isEmpty ? name : table + "." + name }

    /// The tables a config file may have below its top (and `[fields]`, read by its own rules: `fieldsTable`).
    public static let tables = ["serve", "check", "export", "calendar", "maps", fieldsTable]

    /// The table that maps an app's names onto tripsite's: `title = "headline"`, `[fields.hotel] name = "property"`.
    public static let fieldsTable = "fields"

    public static let inputs = ConfigKey(
        table: "", name: "inputs", kind: .paths, flag: "<trips-file>…",
        help: "The files and folders of trips and reservations read when the command line names none; the first is where countries.json and Templates/ are looked for.",
        example: "[\"trips.json\"]")

    public static let title = ConfigKey(
        table: "", name: "title", kind: .text, flag: "--title",
        help: "The site's title, shown on the index and in page titles.", example: "\"Trips\"")
    public static let baseURL = ConfigKey(
        table: "", name: "base_url", kind: .url, flag: "--base-url",
        help: "The address the site is published at, for canonical links, sitemap.xml and feed.xml.",
        example: "\"https://me.github.io/trips/\"")
    public static let outputDir = ConfigKey(
        table: "", name: "output_dir", kind: .path, flag: "--output",
        help: "The folder the site is written into.", example: "\"_site\"")
    public static let templatesDir = ConfigKey(
        table: "", name: "templates_dir", kind: .path, flag: "--templates",
        help: "A folder of templates overriding the built-in ones by file name.", example: "\"Templates\"")
    public static let countriesFile = ConfigKey(
        table: "", name: "countries_file", kind: .path, flag: "--countries",
        help: "A countries JSON file (name, flag, code, dial_code) in place of the built-in list.",
        example: "\"countries.json\"")
    public static let drafts = ConfigKey(
        table: "", name: "drafts", kind: .boolean, flag: "--drafts",
        help: "Whether trips marked \"visibility\": \"draft\" are built (and exported) too.", example: "false")
    public static let noindex = ConfigKey(
        table: "", name: "noindex", kind: .boolean, flag: "--noindex",
        help: "Whether every page asks search engines not to index it (and robots.txt disallows all).", example: "false")
    public static let showPrivate = ConfigKey(
        table: "", name: "show_private", kind: .boolean, flag: "--show-private",
        help: "Whether confirmation numbers are shown in the built pages, Markdown, calendars and structured data.",
        example: "false")
    public static let paper = ConfigKey(
        table: "", name: "paper", kind: .choice(["a4", "letter"]), flag: "--paper",
        help: "The paper printouts are laid out for: a4 or letter. Unset, each trip prints on its country's usual paper (letter for the United States, Canada and Mexico, a4 elsewhere).",
        example: "\"a4\"")
    public static let pageSize = ConfigKey(
        table: "", name: "page_size", kind: .number(1...100), flag: "--page-size",
        help: "How many trips the index and each country's and style's page list per page (1 to 100); more are on numbered pages, page/2/ and on.",
        example: "60")
    public static let feedSize = ConfigKey(
        table: "", name: "feed_size", kind: .number(1...1_000), flag: "--feed-size",
        help: "How many trips feed.xml holds (1 to 1000): the ones changed most recently (their updated_at, else created_at), newest first.",
        example: "50")
    public static let language = ConfigKey(
        table: "", name: "language", kind: .language, flag: "--language",
        help: "The site's language, a BCP 47 code such as fr, ar, de-CH or en-US. The pages are written in it: their words, dates, numbers and money (English where no translation file has a word). Dates, times and durations in trips.json may be written in it as well as in English (\"12 mai 2026\", \"22h30\", \"3 heures\"), a date of numbers such as 03/05/2026 is read in its order (month first in en-US), and a trip of no known country prints on the paper of its region. A trip's own language field wins over it for that trip. Unset, English.",
        example: "\"fr\"")
    public static let servePort = ConfigKey(
        table: "serve", name: "port", kind: .port, flag: "--port",
        help: "The port `tripsite serve` listens on (0 picks a free one).", example: "8080")
    public static let serveHost = ConfigKey(
        table: "serve", name: "host", kind: .text, flag: "--host",
        help: "The address `tripsite serve` listens on; 0.0.0.0 makes the site visible to your network.",
        example: "\"127.0.0.1\"")
    public static let checkStrict = ConfigKey(
        table: "check", name: "strict", kind: .boolean, flag: "--strict",
        help: "Whether `tripsite check` fails on warnings too.", example: "false")
    public static let exportFormat = ConfigKey(
        table: "export", name: "format", kind: .choice(["html", "md", "ics", "pdf", "all"]), flag: "--format",
        help: "What `tripsite export` writes: html, md, ics, pdf or all (html, md, ics, and pdf when it can be made).", example: "\"html\"")
    public static let exportRedact = ConfigKey(
        table: "export", name: "redact", kind: .boolean, flag: "--redact",
        help: "Whether `tripsite export` leaves out prices, the budget, confirmation numbers and the number of travellers (without it, an export includes them); true for exports shared beyond the travellers.",
        example: "true")

    public static let calendarPastDays = ConfigKey(
        table: "calendar", name: "past_days", kind: .number(0...36_500), flag: "--calendar-past-days",
        help: "How many days back from the build's date calendar.ics keeps trips that have ended (0: none that has ended).",
        example: "90")
    public static let calendarFutureDays = ConfigKey(
        table: "calendar", name: "future_days", kind: .number(0...36_500), flag: "--calendar-future-days",
        help: "How many days ahead of the build's date calendar.ics takes trips that start then or sooner.",
        example: "730")
    public static let calendarMaxTrips = ConfigKey(
        table: "calendar", name: "max_trips", kind: .number(1...1_000), flag: "--calendar-max-trips",
        help: "The most trips calendar.ics holds: the ones nearest the build's date, upcoming ones first (1 to 1000).",
        example: "50")

    public static let mapTiles = ConfigKey(
        table: "maps", name: "tiles", kind: .tiles, flag: "--street-map-tiles",
        help: "The tiles of the street map a trip page shows when the reader asks for it (nothing is loaded before): an http(s) address with {z}, {x} and {y}, or false for no street map. Default: OpenStreetMap's standard tiles.",
        example: "\"https://tile.openstreetmap.org/{z}/{x}/{y}.png\"")
    public static let mapAttribution = ConfigKey(
        table: "maps", name: "attribution", kind: .text, flag: "--street-map-attribution",
        help: "The credit the tiles ask for, shown on the street map; needed with tiles other than OpenStreetMap's.",
        example: "\"© OpenStreetMap contributors\"")
    public static let mapAttributionURL = ConfigKey(
        table: "maps", name: "attribution_url", kind: .url, flag: "--street-map-attribution-url",
        help: "Where the credit links to, such as the tiles' copyright page.",
        example: "\"https://www.openstreetmap.org/copyright\"")

    /// Every key, in the order of the commented file.
    public static let all: [ConfigKey] = [
        title, baseURL, inputs, outputDir, templatesDir, countriesFile, language, drafts, noindex, showPrivate, paper, pageSize, feedSize, servePort, serveHost,
        checkStrict, exportFormat, exportRedact, calendarPastDays, calendarFutureDays, calendarMaxTrips, mapTiles, mapAttribution,
        mapAttributionURL,
    ]

    /// The keys of one table ("" for the top of the file).
    public static func keys(in table: String) -> [ConfigKey] {
        all.filter { $0.table == table }
    }
}
