import TripsiteModel

/// The pages that list trips by country and by travel style: `countries/` and `styles/` with one entry
/// per group and its count, and `countries/<code>/` and `styles/<style>/` with the group's trips.
enum GroupPagesContext {
    enum Kind {
        case country, style

        var folder: String { self == .country ? "countries" : "styles" }
        /// The key of the directory's title in the translation files.
        var titleKey: String { self == .country ? "groups.countries" : "groups.styles" }
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
        let lang = site.language
        var context = PageContext.base(site: site, root: "../", title: lang.text(kind.titleKey), path: "\(kind.folder)/")
        context["entries"] = .list(groups.map { group in
            var entry: TemplateFields = [
                "href": .text("\(group.slug)/index.html"), "name": .text(group.country.map(lang.countryName) ?? group.name),
                "count": .text(lang.count("count.trips", group.trips.count)),
            ]
            entry.set("flag", group.country?.flag.nonEmpty)
            return TemplateScope.object(entry, keys: entryFields)
        })
        context["hasEntries"] = .bool(!groups.isEmpty)
        context["summary"] = .text(kind == .country
            ? lang.count("groups.countries_summary", groups.count)
            : lang.count("groups.styles_summary", groups.count)
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
        let lang = site.language
        let name = group.country.map(lang.countryName) ?? group.name
        var shared: TemplateFields = [:]
        shared["tripCount"] = .text(lang.count("count.trips", group.trips.count))
        // The same search and sorting as the index; filtering by what the page is about would be empty.
        var filters = IndexContext.filters(group.trips, lang: lang)
        filters[kind == .country ? "hasCountries" : "hasStyles"] = false
        shared["filters"] = .object(filters)
        shared["directoryTitle"] = .text(lang.text(kind.titleKey))
        shared["directoryHref"] = "../index.html"
        if let country = group.country {
            shared.set("flag", country.flag.nonEmpty)
            shared.set("dialCode", country.dialCode.nonEmpty)
            shared["countryCode"] = .text(country.code)
        }
        shared["summary"] = .text(kind == .country
            ? lang.count("groups.country_summary", group.trips.count, ["country": name])
            : lang.count("groups.style_summary", group.trips.count, ["style": name])
        )
        shared["metaDescription"] = shared["summary"]
        return PagedListing(
            folder: "\(kind.folder)/\(group.slug)/", root: "../../", title: name, site: site, ordered: group.trips, today: today,
            shared: TemplateScope.make(shared, keys: ["flag", "dialCode", "countryCode"]),
            // A search over every page keeps to the group's trips.
            searchScope: "\(kind.filter):\(group.slug)")
    }
}
