import TripsiteModel

/// The pages that list trips by country and by travel style: `countries/` and `styles/` with one entry
/// per group and its count, and `countries/<code>/` and `styles/<style>/` with the group's trips.
enum GroupPagesContext {
    enum Kind {
        case country, style

        var folder: String { self == .country ? "countries" : "styles" }
        var title: String { self == .country ? "Countries" : "Travel styles" }
        /// The name of the filter the group stands for, in the search form and the search index.
        var filter: String { self == .country ? "country" : "style" }
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
            + TripContext.imageFields + PagedListing.fieldNames)
    /// The names of a group page's own values.
    static let groupFields = [
        "trips", "tripCount", "filters", "directoryTitle", "directoryHref", "flag", "dialCode", "countryCode", "summary", "metaDescription",
    ]

    /// The context of one group's first page (`listing(_:kind:site:today:)` for every page).
    static func group(_ group: TripGroup, kind: Kind, site: SiteContext, today: String) -> TemplateFields {
        listing(group, kind: kind, site: site, today: today).context(page: 1)
    }

    /// One group's pages: its name (and, for a country, its flag and dialling code) and its trips, split as of
    /// `today`, the site's date (`TripTimeline.referenceDate`), so that the pages agree with the index.
    static func listing(_ group: TripGroup, kind: Kind, site: SiteContext, today: String) -> PagedListing {
        var shared: TemplateFields = [:]
        shared["tripCount"] = .text(TextFormat.count(group.trips.count, "trip"))
        // The same search and sorting as the index; filtering by what the page is about would be empty.
        var filters = IndexContext.filters(group.trips)
        filters[kind == .country ? "hasCountries" : "hasStyles"] = false
        shared["filters"] = .object(filters)
        shared["directoryTitle"] = .text(kind.title)
        shared["directoryHref"] = "../index.html"
        if let country = group.country {
            shared.set("flag", country.flag.nonEmpty)
            shared.set("dialCode", country.dialCode.nonEmpty)
            shared["countryCode"] = .text(country.code)
        }
        shared["summary"] = .text(kind == .country
            ? "\(TextFormat.count(group.trips.count, "trip")) in \(group.name)."
            : "\(TextFormat.count(group.trips.count, "trip")) in the travel style \(group.name)."
        )
        shared["metaDescription"] = shared["summary"]
        return PagedListing(
            folder: "\(kind.folder)/\(group.slug)/", root: "../../", title: group.name, site: site, ordered: group.trips, today: today,
            shared: TemplateScope.make(shared, keys: ["flag", "dialCode", "countryCode"]),
            // A search over every page keeps to the group's trips.
            searchScope: "\(kind.filter):\(group.slug)")
    }
}
