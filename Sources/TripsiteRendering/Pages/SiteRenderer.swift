import TripsiteModel
import TripsitePlanning
import TripsiteResources

/// A file of the generated site: its path inside the output folder and its bytes, or a source file to copy.
public struct OutputFile: Sendable, Equatable {
    public enum Contents: Sendable, Equatable {
        case bytes([UInt8])
        /// `head`, the pieces of files of the site written already, and `tail`, one after the other: a large file
        /// made of others (the site's calendar, of every trip's events), read back a piece at a time when it is
        /// written, so that it is never in memory whole.
        case assembled(head: [UInt8], pieces: [Piece], tail: [UInt8])
        /// A file beside the input (a local image), copied as is when, as it is read, it is a regular file inside
        /// the folder `inside`: a path changed after the image was looked at publishes nothing from elsewhere.
        case copy(from: String, inside: String)
    }

    /// Bytes of a file written already: its path where it was written, and the range of them to take.
    public struct Piece: Sendable, Equatable {
        public var path: String
        public var range: Range<Int>

        public init(path: String, range: Range<Int>) {
            (self.path, self.range) = (path, range)
        }
    }

    /// Relative path with `/` separators, e.g. `trips/lisbon/index.html`.
    public var path: String
    public var contents: Contents

    public init(path: String, contents: Contents) {
        self.path = path
        self.contents = contents
    }

    public init(path: String, text: String) {
        self.init(path: path, contents: .bytes(Array(text.utf8)))
    }
}

/// Renders the pages of the site: each trip's from its plan (Markdown through the templates, HTML through
/// cmark and the layouts), the pages that list trips from their listings. Pure: the same plans, listings
/// and templates always give the same files.
public struct SiteRenderer: Sendable {
    public let templates: TemplateSet
    public let site: SiteContext

    public init(templates: TemplateSet, site: SiteContext) {
        self.templates = templates
        self.site = site
    }

    /// The paths of a trip's files, in the order `renderTrip` returns them.
    public static func tripFilePaths(slug: String) -> [String] {
        let folder = "trips/\(slug)/"
        return [folder + "\(slug).md", folder + "index.html", folder + "print.html", tripCalendarPath(slug: slug)]
    }

    /// The path of a trip's calendar file, which the site's calendar is put together from.
    public static func tripCalendarPath(slug: String) -> String {
        "trips/\(slug)/\(slug).ics"
    }

    /// The names `trip.html` and `print.html` are given besides a trip's (`TripContext.fieldNames`): the HTML
    /// cmark made from the trip's Markdown.
    static let tripPageFields = ["content"]

    /// A trip's files: its Markdown, its page, its printable itinerary and its calendar. The Markdown stays
    /// bytes from the template to cmark and the file; cmark's HTML stays bytes through the anchors and sort
    /// values.
    public func renderTrip(_ plan: TripPlan) throws(DiagnosticsError) -> [OutputFile] {
        let paths = Self.tripFilePaths(slug: plan.slug)
        let site = self.site.speaking(plan.trip.language)
        var context = TripContext.make(plan, site: site)
        let markdown = try templates.renderBytes(context, with: "trip.md")
        let html = TripHTML.finish(CommonMark.htmlBytes(fromUTF8: markdown), context: context, sortLists: TripSortKeys.lists(plan))
        context["content"] = .utf8(html)
        let page = try templates.renderBytes(context, with: "trip.html")
        // The trip's structured data is the trip page's alone: the printout names that page as its canonical
        // address, and the same JSON-LD on both would describe the trip twice.
        context["structuredData"] = nil
        // Paper has no street map: the printout keeps the SVG map, without its list of stops.
        context["streetMap"] = nil
        context["map"] = context["map"].map(TripMapContext.onPaper)
        let printable = try templates.renderBytes(context, with: "print.html")
        let calendar = TripCalendar.icsBytes(plan, generator: site.generator, lang: site.language)
        return zip(paths, [markdown, page, printable, calendar]).map { OutputFile(path: $0, contents: .bytes($1)) }
    }

    /// The index of all trips: its first page.
    public func renderIndex(_ trips: [TripListing]) throws(DiagnosticsError) -> OutputFile {
        OutputFile(path: "index.html", contents: .bytes(try templates.renderBytes(IndexContext.make(trips, site: site), with: "index.html")))
    }

    /// The pages that list trips by country and by travel style, each with an index of its groups.
    public func renderGroupPages(_ trips: [TripListing]) throws(DiagnosticsError) -> [OutputFile] {
        try render(groupPages(trips))
    }

    /// The index and the pages by country and by style, every page of each (`ListingPagination`), rendered on every
    /// core (each page on its own), and the search index (`SearchIndexFiles`) when the index has more than one page.
    /// `buildDate` chooses the trips of `calendar.ics` (`CalendarWindow`), which the index links when it holds any.
    public func renderListingPages(_ trips: [TripListing], buildDate: CivilDate? = nil) throws(DiagnosticsError) -> [OutputFile] {
        var files: [OutputFile] = []
        try renderListingPages(trips, buildDate: buildDate) { (batch: [OutputFile]) throws(DiagnosticsError) in files += batch }
        return files
    }

    /// `renderListingPages(_:buildDate:)`, handed to `take` (which writes them) `batchSize` pages at a time, so that
    /// a site of many trips, whose index and country and style pages are thousands of pages, never holds them all.
    /// A page that fails does not stop the others, and every failure is reported.
    public func renderListingPages(
        _ trips: [TripListing], buildDate: CivilDate? = nil, batchSize: Int = 256,
        take: ([OutputFile]) throws(DiagnosticsError) -> Void
    ) throws(DiagnosticsError) {
        let index = IndexContext.listing(trips, site: site, calendarDate: buildDate)
        let pages = pages(of: index, template: "index.html") + groupPages(trips)
        var problems: [Diagnostic] = []
        for start in stride(from: 0, to: pages.count, by: batchSize) {
            do {
                try take(render(Array(pages[start..<min(start + batchSize, pages.count)])))
            } catch {
                problems += error.diagnostics
            }
        }
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        if index.pageCount > 1 {
            try take(SearchIndexFiles.files(upcoming: index.upcoming, past: index.past, today: index.today, lang: site.language))
        }
    }

    /// Where a country's or a travel style's page goes: `countries/pt/index.html`.
    static func groupPagePath(_ kind: GroupPagesContext.Kind, slug: String) -> String {
        ListingPagination.path(folder: "\(kind.folder)/\(slug)/", page: 1)
    }

    /// A page that lists trips, to render: where it goes, its template, and how to make its context.
    private struct ListingPage: Sendable {
        var path: String
        var template: String
        var context: @Sendable () -> TemplateFields
    }

    /// Every page of a listing.
    private func pages(of listing: PagedListing, template: String) -> [ListingPage] {
        (1...listing.pageCount).map { page in
            ListingPage(path: listing.path(page: page), template: template) { listing.context(page: page) }
        }
    }

    private func groupPages(_ trips: [TripListing]) -> [ListingPage] {
        let site = self.site
        let today = TripTimeline.referenceDate(trips) ?? ""
        var pages: [ListingPage] = []
        for (kind, groups) in [(GroupPagesContext.Kind.country, TripGroups.byCountry(trips)), (.style, TripGroups.byStyle(trips))] {
            guard !groups.isEmpty else { continue }
            pages.append(ListingPage(path: "\(kind.folder)/index.html", template: "directory.html") {
                GroupPagesContext.directory(groups, kind: kind, site: site)
            })
            for group in groups {
                pages += self.pages(of: GroupPagesContext.listing(group, kind: kind, site: site, today: today), template: "group.html")
            }
        }
        return pages
    }

    /// The pages rendered on every core; a page that fails does not stop the others, and every failure is reported.
    private func render(_ pages: [ListingPage]) throws(DiagnosticsError) -> [OutputFile] {
        let templates = self.templates
        return try ParallelMap.throwingMap(pages) { page throws(DiagnosticsError) in
            OutputFile(path: page.path, contents: .bytes(try templates.renderBytes(page.context(), with: page.template)))
        }
    }

    /// The names of the 404 page's values, the site's included.
    static let notFoundFields = ["root", "home", "site", "title", "pageTitle", "metaDescription", "ogType"] + SiteContext.fieldNames
        + SiteLanguage.fieldNames

    /// The page static hosts show for unknown addresses, and robots.txt, sitemap.xml and feed.xml (dated by
    /// `sourceDate` when there is no trip). The 404 page's links are absolute from the base URL (it is served at
    /// any depth), else relative to its own folder, the site's root, so that it works opened as a file and on a
    /// host under a subpath (`serve` gives it a `<base>` of its own).
    public func renderSiteFiles(_ trips: [TripListing], sourceDate: SourceDate) throws(DiagnosticsError) -> [OutputFile] {
        let notFound = OutputFile(path: "404.html", text: try templates.render(Self.notFoundContext(site: site), with: "not-found.html"))
        return [notFound] + SiteIndexFiles.files(trips, site: site, sourceDate: sourceDate)
    }

    /// The 404 page's values.
    static func notFoundContext(site: SiteContext) -> TemplateFields {
        let lang = site.language
        let title = lang.text("not_found.title")
        return [
            "root": .text(site.baseURL ?? ""), "home": .text(site.baseURL ?? "index.html"), "site": site.values, "title": .text(title),
            "pageTitle": .text("\(title) · \(site.title)"), "metaDescription": .text(lang.text("not_found.description")),
            "ogType": "website", "t": lang.templateValue,
        ]
    }

    /// `calendar.ics`: the events of the trips' calendar files, in the order given, in one calendar named after
    /// the site; `nil` without any. Each trip is given by the path its calendar file was written to and the events
    /// `SiteCalendar.events(in:)` found in it (none for a trip without any).
    public func siteCalendar(_ trips: [(path: String, events: SiteCalendar.TripEvents)]) -> OutputFile? {
        guard !trips.isEmpty else { return nil }
        let head = SiteCalendar.head(name: site.title, generator: site.generator, trips: trips.map(\.events))
        let pieces = trips.map { OutputFile.Piece(path: $0.path, range: $0.events.range) }
        return OutputFile(path: SiteCalendar.path, contents: .assembled(head: head, pieces: pieces, tail: SiteCalendar.end))
    }

    /// Files every site has: the stylesheet, the listing pages' script and the trip pages' one, and the icon (SVG,
    /// and PNG for browsers that do not read an SVG icon), which every page names so that none asks for a missing
    /// `/favicon.ico`; and, unless the site has no street map, its script and Leaflet.
    public func renderAssets() -> [OutputFile] {
        [
            OutputFile(path: "assets/style.css", contents: .bytes(EmbeddedResources.stylesheet)),
            OutputFile(path: "assets/browse.js", contents: .bytes(EmbeddedResources.browseScript)),
            OutputFile(path: "assets/trip.js", contents: .bytes(EmbeddedResources.tripScript)),
            OutputFile(path: "assets/favicon.svg", contents: .bytes(EmbeddedResources.faviconSVG)),
            OutputFile(path: "assets/favicon.png", contents: .bytes(EmbeddedResources.faviconPNG)),
        ] + (site.streetMap == nil ? [] : Self.streetMapAssets)
    }

    /// The street map's script and its stylesheet, and Leaflet, with its licence, which a trip page loads when the
    /// reader first opens its street map.
    static let streetMapAssets = [
        OutputFile(path: "assets/street-map.js", contents: .bytes(EmbeddedResources.streetMapScript)),
        OutputFile(path: "assets/street-map.css", contents: .bytes(EmbeddedResources.streetMapStylesheet)),
        OutputFile(path: "assets/leaflet/leaflet.js", contents: .bytes(EmbeddedResources.leafletScript)),
        OutputFile(path: "assets/leaflet/leaflet.css", contents: .bytes(EmbeddedResources.leafletStylesheet)),
        OutputFile(path: "assets/leaflet/LICENSE.txt", contents: .bytes(EmbeddedResources.leafletLicence)),
    ]

    /// Local images the trips use, under `media/`, each with the contents `contents` gives for its relative path
    /// (`nil` leaves it out).
    public func mediaFiles(_ trips: [TripListing], contents: (String) -> OutputFile.Contents?) -> [OutputFile] {
        var paths: Set<String> = []
        for trip in trips {
            for case .local(let path) in trip.images { paths.insert(path) }
        }
        return paths.sorted().compactMap { path in
            contents(path).map { OutputFile(path: "media/" + path, contents: $0) }
        }
    }
}
