import TripsiteModel
import TripsitePlanning
import TripsiteRendering

/// One trip as files to share on their own, outside a site: a self-contained HTML page (stylesheet
/// inlined, local images embedded, no request needed), its Markdown, and its calendar.
public struct TripExport: Sendable {
    /// What `tripsite export` writes.
    public enum Format: String, Sendable, CaseIterable {
        case html, md, ics, pdf, all

        /// The file extensions the format produces; `all` adds the PDF when a renderer is found (`TripExporter`).
        public var extensions: [String] {
            switch self {
            case .html: ["html"]
            case .md: ["md"]
            case .ics: ["ics"]
            case .pdf: ["pdf"]
            case .all: ["html", "md", "ics"]
            }
        }
    }

    public let templates: TemplateSet
    public let site: SiteContext

    public init(templates: TemplateSet, site: SiteContext) {
        self.templates = templates
        self.site = site
    }

    /// The Markdown to paste into notes or a chat: local images are left out (they would not travel with it).
    public func markdown(_ plan: TripPlan) throws(DiagnosticsError) -> String {
        try templates.render(TripContext.make(plan, site: site, images: .remoteOnly), with: "trip.md")
    }

    /// The trip as one HTML file that needs nothing else: `read` gives the bytes of a local image file
    /// (relative to the trips file's folder), which is embedded as a `data:` URI.
    public func html(_ plan: TripPlan, read: @escaping @Sendable (String) -> [UInt8]?) throws(DiagnosticsError) -> String {
        let context = TripContext.make(plan, site: site.speaking(plan.trip.language), images: .embedded(canRead: { read($0) != nil }))
        let markdown = try templates.render(context, with: "trip.md")
        let images = Set(plan.trip.images.compactMap { image -> String? in
            if case .local(let path) = image { path } else { nil }
        })
        let html = TripHTML.finish(CommonMark.html(from: markdown), context: context)
        let page = TripContext.standalone(context, content: ImageLinks.embed(in: html, images: images, read: read))
        return try templates.render(page, with: "standalone.html")
    }

    public func ics(_ plan: TripPlan) -> String {
        TripCalendar.ics(plan, redact: plan.isRedacted, generator: site.generator, lang: site.speaking(plan.trip.language).language)
    }
}
