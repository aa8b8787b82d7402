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
    /// The site's language, a BCP 47 code ("fr", "en-US"), when set: the input's dates, times and durations may be
    /// written in it, and a trip of no known country prints on the paper of the language's region.
    public var language: String?

    public init(title: String = "Trips", baseURL: String? = nil, generator: String = "tripsite", noindex: Bool = false,
                paper: PaperSize? = nil, language: String? = nil) {
        self.language = language
        self.title = title
        self.baseURL = baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        self.generator = generator
        self.noindex = noindex
        self.paper = paper
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
