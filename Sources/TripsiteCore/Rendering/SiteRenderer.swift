/// A file of the generated site: its path inside the output folder and its bytes, or a source file to copy.
public struct OutputFile: Sendable, Equatable {
    public enum Contents: Sendable, Equatable {
        case bytes([UInt8])
        /// A file beside the input (a local image), copied as is.
        case copy(from: String)
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
    /// A trip's card for the pages that list trips at a root: made afresh by default, or taken from a
    /// `TripCards` store that keeps them.
    public let card: @Sendable (TripListing, String) -> TemplateValue

    public init(
        templates: TemplateSet, site: SiteContext,
        card: @escaping @Sendable (TripListing, String) -> TemplateValue = { TripCard.make($0, root: $1) }
    ) {
        self.templates = templates
        self.site = site
        self.card = card
    }

    /// The paths of a trip's files, in the order `renderTrip` returns them.
    public static func tripFilePaths(slug: String) -> [String] {
        let folder = "trips/\(slug)/"
        return [folder + "\(slug).md", folder + "index.html", folder + "print.html", folder + "\(slug).ics"]
    }

    /// A trip's files: its Markdown, its page, its printable itinerary and its calendar. Made in two steps
    /// (`tripMarkdown`, `tripPages`), so that a trip that renders alone can have parts made and written on the
    /// second core meanwhile (`TripPages.LoneTrip`).
    public func renderTrip(_ plan: TripPlan) throws(DiagnosticsError) -> [OutputFile] {
        let markdown = try tripMarkdown(plan, pageValues: TripContext.pageValues(plan, site: site), days: TripContext.days(plan))
        let parts = sideParts(plan)
        return [markdown.file] + (try tripPages(markdown) { parts }) + [markdown.calendarFile(parts)]
    }

    /// What a trip's files take from its plan alone, apart from its page's template values: the sort values of
    /// its lists and its calendar.
    public struct TripSideParts: Sendable {
        var sortKeys: [SortableLists.List]
        var calendar: [UInt8]
    }

    public func sideParts(_ plan: TripPlan) -> TripSideParts {
        Self.sideParts(plan, site: site)
    }

    /// `sideParts`, for a site's trip before its templates are parsed.
    static func sideParts(_ plan: TripPlan, site: SiteContext) -> TripSideParts {
        TripSideParts(sortKeys: TripSortKeys.lists(plan), calendar: TripCalendar.icsBytes(plan, generator: site.generator))
    }

    /// A trip's Markdown, the first step of `renderTrip`: its file, its page's template values with the timeline,
    /// and where the trip's files go (`tripFilePaths`).
    struct TripMarkdown: Sendable {
        var bytes: [UInt8]
        var context: TemplateFields
        var paths: [String]

        var file: OutputFile { OutputFile(path: paths[0], contents: .bytes(bytes)) }

        /// The trip's calendar file, the last of `renderTrip`'s files.
        func calendarFile(_ parts: TripSideParts) -> OutputFile {
            OutputFile(path: paths[3], contents: .bytes(parts.calendar))
        }
    }

    /// - Parameters:
    ///   - pageValues: the page's template values other than its timeline (`TripContext.pageValues`).
    ///   - days: its timeline (`TripContext.days`).
    func tripMarkdown(_ plan: TripPlan, pageValues: TemplateFields, days: TemplateValue) throws(DiagnosticsError) -> TripMarkdown {
        var context = pageValues
        context["days"] = days
        // The Markdown stays bytes from the template to cmark and the file; cmark's HTML stays bytes through
        // the anchors and sort values, and becomes text once.
        let markdown = try templates.renderBytes(context, with: "trip.md")
        return TripMarkdown(bytes: markdown, context: context, paths: Self.tripFilePaths(slug: plan.slug))
    }

    /// A trip's page and printable itinerary, from its Markdown: the second step of `renderTrip`. The side parts are
    /// asked for once cmark's HTML is made, where they are first needed.
    func tripPages(_ markdown: TripMarkdown, sideParts: () -> TripSideParts) throws(DiagnosticsError) -> [OutputFile] {
        let context = tripPageContext(markdown, sideParts: sideParts)
        return [try tripPage(.page, of: markdown, context: context), try tripPage(.printable, of: markdown, context: context)]
    }

    /// The two HTML pages of a trip.
    enum TripPage: Sendable {
        /// The trip's page (`index.html`).
        case page
        /// Its printable itinerary (`print.html`).
        case printable
    }

    /// What both of a trip's HTML pages show: its page's template values with `content`, the HTML cmark makes of its
    /// Markdown, with the headings' anchors and the lists' sort values.
    func tripPageContext(_ markdown: TripMarkdown, sideParts: () -> TripSideParts) -> TemplateFields {
        var context = markdown.context
        let html = HeadingAnchors.add(to: CommonMark.htmlBytes(fromUTF8: markdown.bytes))
        context["content"] = .utf8(SortableLists.annotate(html, sideParts().sortKeys))
        return context
    }

    /// One of a trip's HTML pages, from `tripPageContext`.
    func tripPage(_ page: TripPage, of markdown: TripMarkdown, context: TemplateFields) throws(DiagnosticsError) -> OutputFile {
        switch page {
        case .page: return OutputFile(path: markdown.paths[1], contents: .bytes(try templates.renderBytes(context, with: "trip.html")))
        case .printable:
            // The trip's structured data is the trip page's alone: the printout names that page as its canonical
            // address, and the same JSON-LD on both would describe the trip twice.
            var printable = context
            printable["structuredData"] = nil
            return OutputFile(path: markdown.paths[2], contents: .bytes(try templates.renderBytes(printable, with: "print.html")))
        }
    }

    /// The index of all trips.
    public func renderIndex(_ trips: [TripListing]) throws(DiagnosticsError) -> OutputFile {
        OutputFile(path: "index.html", contents: .bytes(try templates.renderBytes(IndexContext.make(trips, site: site, card: card), with: "index.html")))
    }

    /// The pages that list trips by country and by travel style, each with an index of its groups.
    public func renderGroupPages(_ trips: [TripListing]) throws(DiagnosticsError) -> [OutputFile] {
        try render(groupPages(trips))
    }

    /// The index and the pages by country and by style, rendered on every core (each page on its own), but for
    /// the group pages in `keeping` (already in place from the previous build).
    public func renderListingPages(_ trips: [TripListing], keeping: Set<String> = []) throws(DiagnosticsError) -> [OutputFile] {
        let (site, card) = (self.site, self.card)
        let index = ListingPage(path: "index.html", template: "index.html") { IndexContext.make(trips, site: site, card: card) }
        return try render([index] + groupPages(trips).filter { !keeping.contains($0.path) })
    }

    /// Where a country's or a travel style's page goes: `countries/pt/index.html`.
    static func groupPagePath(_ kind: GroupPagesContext.Kind, slug: String) -> String {
        "\(kind.folder)/\(slug)/index.html"
    }

    /// A page that lists trips, to render: where it goes, its template, and how to make its context.
    private struct ListingPage: Sendable {
        var path: String
        var template: String
        var context: @Sendable () -> TemplateFields
    }

    private func groupPages(_ trips: [TripListing]) -> [ListingPage] {
        let (site, card) = (self.site, self.card)
        var pages: [ListingPage] = []
        for (kind, groups) in [(GroupPagesContext.Kind.country, TripGroups.byCountry(trips)), (.style, TripGroups.byStyle(trips))] {
            guard !groups.isEmpty else { continue }
            pages.append(ListingPage(path: "\(kind.folder)/index.html", template: "directory.html") {
                GroupPagesContext.directory(groups, kind: kind, site: site)
            })
            for group in groups {
                pages.append(ListingPage(path: Self.groupPagePath(kind, slug: group.slug), template: "group.html") {
                    GroupPagesContext.group(group, kind: kind, site: site, card: card)
                })
            }
        }
        return pages
    }

    private func render(_ pages: [ListingPage]) throws(DiagnosticsError) -> [OutputFile] {
        let templates = self.templates
        let results = ParallelMap.map(pages) { page -> Result<OutputFile, DiagnosticsError> in
            do throws(DiagnosticsError) {
                return .success(OutputFile(path: page.path, contents: .bytes(try templates.renderBytes(page.context(), with: page.template))))
            } catch {
                return .failure(error)
            }
        }
        var files: [OutputFile] = []
        for result in results {
            switch result {
            case .success(let file): files.append(file)
            case .failure(let error): throw error
            }
        }
        return files
    }

    /// The page static hosts show for unknown addresses, and robots.txt, sitemap.xml and feed.xml.
    /// The 404 page's links are absolute (it is served at any depth): from the base URL, else from `/`.
    public func renderSiteFiles(_ trips: [TripListing]) throws(DiagnosticsError) -> [OutputFile] {
        let root = site.baseURL ?? "/"
        let context: TemplateFields = [
            "root": .text(root), "home": .text(root), "site": site.values, "title": "Page not found",
            "pageTitle": .text("Page not found · \(site.title)"), "metaDescription": "There is no page at this address.",
            "ogType": "website",
        ]
        let notFound = OutputFile(path: "404.html", text: try templates.render(context, with: "not-found.html"))
        return [notFound] + SiteIndexFiles.files(trips, site: site)
    }

    /// Files every site has: the stylesheet and the browsing script.
    public func renderAssets() -> [OutputFile] {
        [
            OutputFile(path: "assets/style.css", contents: .bytes(EmbeddedResources.stylesheet)),
            OutputFile(path: "assets/browse.js", contents: .bytes(EmbeddedResources.browseScript)),
        ]
    }

    /// Local images the trips use, copied under `media/`.
    public func mediaFiles(_ trips: [TripListing], inputFolder: String) -> [OutputFile] {
        var paths: Set<String> = []
        for trip in trips {
            for case .local(let path) in trip.images { paths.insert(path) }
        }
        return paths.sorted().map { path in
            OutputFile(path: "media/" + path, contents: .copy(from: inputFolder.isEmpty ? path : inputFolder + "/" + path))
        }
    }
}
