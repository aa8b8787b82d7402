import TripsiteModel

/// The pages that list trips by country and by travel style: `countries/` and `styles/` with one entry
/// per group and its count, and `countries/<code>/` and `styles/<style>/` with the group's trips.
enum GroupPagesContext {
    enum Kind {
        case country, style

        var folder: String { self == .country ? "countries" : "styles" }
        var title: String { self == .country ? "Countries" : "Travel styles" }
    }

    /// Every name the directory page's context can give, at any depth (see `TripContext.fieldNames`).
    static let directoryFieldNames: Set<String> = Set(
        PageContext.fieldNames + ["entries", "hasEntries", "summary", "metaDescription", "directoryHref"] + entryFields)
    /// The names of an entry's values.
    static let entryFields = ["href", "name", "count", "flag"]

    /// The page listing every group: `countries/index.html` or `styles/index.html`.
    static func directory(_ groups: [TripGroup], kind: Kind, site: SiteContext) -> TemplateFields {
        var context = PageContext.base(site: site, root: "../", title: kind.title, path: "\(kind.folder)/")
        context["entries"] = .list(groups.map { group in
            var entry: TemplateFields = [
                "href": .text("\(group.slug)/index.html"), "name": .text(group.name), "count": .text(TextFormat.count(group.trips.count, "trip")),
            ]
            entry.set("flag", group.country?.flag.nonEmpty)
            return TemplateScope.object(entry, keys: entryFields)
        })
        context["hasEntries"] = .bool(!groups.isEmpty)
        context["summary"] = .text(kind == .country
            ? "Trips by country: \(TextFormat.count(groups.count, "country", "countries"))."
            : "Trips by travel style: \(TextFormat.count(groups.count, "style"))."
        )
        context["metaDescription"] = context["summary"]
        context["directoryHref"] = ""
        return context
    }

    /// Every name a group page's context can give, at any depth (see `TripContext.fieldNames`).
    static let groupFieldNames: Set<String> = Set(
        PageContext.fieldNames + groupFields + IndexContext.filterFields + TripTimeline.fieldNames + TripCard.fieldNames
            + TripContext.imageFields)
    /// The names of a group page's own values.
    static let groupFields = [
        "trips", "tripCount", "filters", "directoryTitle", "directoryHref", "flag", "dialCode", "countryCode", "summary", "metaDescription",
    ]

    /// One group's page: its name (and, for a country, its flag and dialling code) and its trips, split as of
    /// `today`, the site's date (`TripTimeline.referenceDate`), so that the page agrees with the index.
    static func group(
        _ group: TripGroup, kind: Kind, site: SiteContext, today: String,
        card: (TripListing, String) -> TemplateValue = TripCard.make
    ) -> TemplateFields {
        let root = "../../"
        let cards = group.trips.map { card($0, root) }
        var context = PageContext.base(site: site, root: root, title: group.name, path: "\(kind.folder)/\(group.slug)/")
        context["trips"] = .list(cards)
        for (name, value) in TripTimeline.values(group.trips, cards: cards, asOf: today).fields { context[name] = value }
        context["tripCount"] = .text(TextFormat.count(group.trips.count, "trip"))
        // The same search and sorting as the index; filtering by what the page is about would be empty.
        var filters = IndexContext.filters(group.trips)
        filters[kind == .country ? "hasCountries" : "hasStyles"] = false
        context["filters"] = .object(filters)
        context["directoryTitle"] = .text(kind.title)
        context["directoryHref"] = "../index.html"
        if let country = group.country {
            context.set("flag", country.flag.nonEmpty)
            context.set("dialCode", country.dialCode.nonEmpty)
            context["countryCode"] = .text(country.code)
        }
        context["summary"] = .text(kind == .country
            ? "\(TextFormat.count(group.trips.count, "trip")) in \(group.name)."
            : "\(TextFormat.count(group.trips.count, "trip")) in the travel style \(group.name)."
        )
        context["metaDescription"] = context["summary"]
        return TemplateScope.make(context, keys: ["flag", "dialCode", "countryCode"])
    }
}
