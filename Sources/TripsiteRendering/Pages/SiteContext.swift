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
    /// The languages pages can be written in: the built-in translation files and the site's own.
    public var languages: LanguageCatalog {
        didSet { language = languages.language(language.code) }
    }
    /// The language of the site's pages (`language` in tripsite.toml, `--language`); a trip's own `language`
    /// writes its pages in another (`speaking`).
    public private(set) var language: SiteLanguage

    /// - Parameter language: a BCP 47 code (`LanguageCode.isValid`); English when nil.
    public init(title: String = "Trips", baseURL: String? = nil, generator: String = "tripsite", noindex: Bool = false,
                paper: PaperSize? = nil, language: String? = nil, languages: LanguageCatalog = .builtIn) {
        self.title = title
        self.baseURL = baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        self.generator = generator
        self.noindex = noindex
        self.paper = paper
        self.languages = languages
        self.language = languages.language(language ?? "en")
    }

    /// Writes the site's pages in `code`, a BCP 47 code.
    public mutating func setLanguage(_ code: String) {
        language = languages.language(code)
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
