/// One of the built-in templates: its name (its file is `NAME.mustache`), what it renders, and the names its
/// context gives, against which `TemplateFieldCheck` checks the template's fields.
public struct BuiltInTemplate: Sendable {
    public let name: String
    /// What the template renders, in a few words (`tripsite templates list`).
    public let renders: String
    /// The names the template's context can give at any depth; `nil` for a partial, which is checked against
    /// the names of the templates that include it.
    public let fieldNames: Set<String>?
}

extension BuiltInTemplate {
    /// Every built-in template, pages first, in the order `tripsite templates list` shows them.
    public static let all: [BuiltInTemplate] = [
        BuiltInTemplate(
            name: "trip.md", renders: "a trip's Markdown (trips/SLUG/SLUG.md), from which its page is made",
            fieldNames: TripContext.fieldNames),
        BuiltInTemplate(
            name: "trip.html", renders: "a trip's page (trips/SLUG/index.html) around the HTML of its Markdown",
            fieldNames: TripContext.fieldNames.union(SiteRenderer.tripPageFields)),
        BuiltInTemplate(
            name: "print.html", renders: "a trip's printable itinerary (trips/SLUG/print.html)",
            fieldNames: TripContext.fieldNames.union(SiteRenderer.tripPageFields)),
        BuiltInTemplate(
            name: "standalone.html", renders: "the self-contained page of tripsite export",
            fieldNames: TripContext.fieldNames.union(TripContext.standaloneFields)),
        BuiltInTemplate(name: "index.html", renders: "the index of all trips (index.html)", fieldNames: IndexContext.fieldNames),
        BuiltInTemplate(
            name: "group.html", renders: "a country's or a travel style's page (countries/CODE/index.html, styles/STYLE/index.html)",
            fieldNames: GroupPagesContext.groupFieldNames),
        BuiltInTemplate(
            name: "directory.html", renders: "the lists of countries and of styles (countries/index.html, styles/index.html)",
            fieldNames: GroupPagesContext.directoryFieldNames),
        BuiltInTemplate(
            name: "not-found.html", renders: "the page for unknown addresses (404.html)", fieldNames: Set(SiteRenderer.notFoundFields)),
        BuiltInTemplate(name: "head.html", renders: "partial: the <head> of every page", fieldNames: nil),
        BuiltInTemplate(name: "footer.html", renders: "partial: the footer of the pages", fieldNames: nil),
        BuiltInTemplate(name: "trip-card.html", renders: "partial: one trip in a list of trips", fieldNames: nil),
        BuiltInTemplate(name: "browse-form.html", renders: "partial: the search form of the index and the group pages", fieldNames: nil),
        BuiltInTemplate(
            name: "pagination.html", renders: "partial: the links to the other pages of the index and the group pages", fieldNames: nil),
        BuiltInTemplate(name: "trip-map.html", renders: "partial: a trip's map, its legend and its list of pins", fieldNames: nil),
    ]

    /// The built-in template named `name`, given with or without `.mustache`.
    public static func named(_ name: String) -> BuiltInTemplate? {
        let bare = name.hasSuffix(Self.fileExtension) ? String(name.dropLast(Self.fileExtension.count)) : name
        return all.first { $0.name == bare }
    }

    /// The names each page template's context can give, by template name (partials have none of their own).
    static let contexts: [String: Set<String>] = Dictionary(
        uniqueKeysWithValues: all.compactMap { template in template.fieldNames.map { (template.name, $0) } })

    /// What a template's file name ends in.
    public static let fileExtension = ".mustache"
}
