import TripsiteModel

/// The default templates and resources compiled into the binary (see `embeddedFiles` in Package.swift).
public enum EmbeddedResources {
    /// Built-in templates by name (file name without `.mustache`).
    public static let templates: [String: String] = [
        "trip.md": text(PackageResources.trip_md_mustache),
        "trip.html": text(PackageResources.trip_html_mustache),
        "print.html": text(PackageResources.print_html_mustache),
        "index.html": text(PackageResources.index_html_mustache),
        "head.html": text(PackageResources.head_html_mustache),
        "footer.html": text(PackageResources.footer_html_mustache),
        "not-found.html": text(PackageResources.not_found_html_mustache),
        "standalone.html": text(PackageResources.standalone_html_mustache),
        "trip-card.html": text(PackageResources.trip_card_html_mustache),
        "trip-map.html": text(PackageResources.trip_map_html_mustache),
        "browse-form.html": text(PackageResources.browse_form_html_mustache),
        "group.html": text(PackageResources.group_html_mustache),
        "directory.html": text(PackageResources.directory_html_mustache),
        "pagination.html": text(PackageResources.pagination_html_mustache),
    ]

    /// The built-in translation files (`Resources/translations/`) by language code.
    public static let translations: [String: [UInt8]] = [
        "en": PackageResources.en_toml,
        "fr": PackageResources.fr_toml,
        "ar": PackageResources.ar_toml,
        "de": PackageResources.de_toml,
        "es": PackageResources.es_toml,
        "it": PackageResources.it_toml,
        "pt": PackageResources.pt_toml,
        "nl": PackageResources.nl_toml,
        "ja": PackageResources.ja_toml,
        "zh-Hans": PackageResources.zh_Hans_toml,
    ]

    /// The site's stylesheet.
    public static var stylesheet: [UInt8] { PackageResources.style_css }

    /// The listing pages' script (index, country and style pages): it searches, filters and sorts their cards.
    public static let browseScript = pageScript(PackageResources.browse_js)

    /// The trip pages' script: it sorts a trip's lists, marks today in the strip of days and loads the street map's
    /// script when the reader opens the map.
    public static let tripScript = pageScript(PackageResources.trip_js)

    /// A page's script as the site serves it: what both page scripts share (Resources/script-common.js), then the
    /// page's own part, inside one function so that none of their names reaches the page. The same bytes every
    /// build.
    static func pageScript(_ own: [UInt8]) -> [UInt8] {
        Array("(function () {\n  \"use strict\";\n\n".utf8) + PackageResources.script_common_js + Array("\n".utf8) + own + Array("})();\n".utf8)
    }

    /// The script of the trip pages' street map and its stylesheet, and Leaflet, which it loads when the reader asks for the map
    /// (Resources/leaflet/, from Debian's libjs-leaflet by Scripts/update-leaflet.sh), with its licence.
    public static var streetMapScript: [UInt8] { PackageResources.street_map_js }
    public static var streetMapStylesheet: [UInt8] { PackageResources.street_map_css }
    public static var leafletScript: [UInt8] { PackageResources.leaflet_js }
    public static var leafletStylesheet: [UInt8] { PackageResources.leaflet_css }
    public static var leafletLicence: [UInt8] { PackageResources.LICENSE }

    /// The site's icon, and the same as a 32-pixel PNG for browsers that do not read an SVG icon.
    public static var faviconSVG: [UInt8] { PackageResources.favicon_svg }
    public static var faviconPNG: [UInt8] { PackageResources.favicon_png }

    /// The trips.json that `tripsite init` starts a folder with.
    public static var starterTrips: [UInt8] { PackageResources.starter_trips_json }

    /// The GitHub Actions workflow that `tripsite init` writes.
    public static var pagesWorkflow: [UInt8] { PackageResources.pages_workflow_yml }

    /// The default countries list.
    public static var countriesJSON: [UInt8] { PackageResources.countries_json }

    /// The airports flights may name, each country's time zones and the zones' abbreviations
    /// (Scripts/make-airports.py); read once.
    public static let airports = AirportDirectory(
        table: Array(AirportTable.text.utf8), countryZones: PackageResources.country_zones_tsv,
        zoneAbbreviations: PackageResources.zone_abbreviations_tsv)

    private static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
