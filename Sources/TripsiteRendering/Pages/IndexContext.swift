import TripsiteModel

/// Turns the listings of all trips into the values the index template sees: a card per trip, in start-date order,
/// and the choices of the search form's filters (countries, travel styles, statuses, years).
public enum IndexContext {
    /// Every name the index's context can give, at any depth (see `TripContext.fieldNames`).
    public static let fieldNames: Set<String> = Set(
        PageContext.fieldNames + indexFields + filterFields + TripTimeline.fieldNames + TripCard.fieldNames + TripContext.imageFields
            + IndexMapContext.fieldNames + PagedListing.fieldNames)

    /// The names of the index's own values.
    static let indexFields = ["trips", "tripCount", "hasTrips", "calendarFile", "summary", "metaDescription", "filters"]

    /// The context of the index's first page (`listing(_:site:calendarDate:)` for every page).
    public static func make(_ trips: [TripListing], site: SiteContext, calendarDate: CivilDate? = nil) -> TemplateFields {
        listing(trips, site: site, calendarDate: calendarDate).context(page: 1)
    }

    /// The index as a listing to split into pages: every trip, the world map of them all on its first page, the
    /// filters' choices of them all on every page. `calendarDate` is the build's date, from which
    /// `CalendarWindow` chooses the trips of `calendar.ics`, which is linked when it holds any; without it, the
    /// calendar is linked when a trip has events.
    static func listing(_ trips: [TripListing], site: SiteContext, calendarDate: CivilDate? = nil) -> PagedListing {
        let ordered = TripGroups.ordered(trips)
        let lang = site.language
        let (map, dots) = IndexMapContext.make(ordered, lang: lang)
        // Each card names its dot on the map, for the browsing script.
        var dotsBySlug: [String: Int] = [:]
        for (trip, dot) in zip(ordered, dots) { if let dot { dotsBySlug[trip.slug] = dot } }
        var shared: TemplateFields = [:]
        shared["tripCount"] = .text(lang.count("count.trips", trips.count))
        shared["hasTrips"] = .bool(!trips.isEmpty)
        // The calendar of the trips around the build's date, made when there are events to put in it.
        let hasCalendar = calendarDate.map { !site.calendarWindow.trips(trips, asOf: $0).isEmpty } ?? trips.contains(where: \.hasCalendarEvents)
        if hasCalendar { shared["calendarFile"] = .text(SiteCalendar.path) }
        shared["summary"] = .text(lang.count("index.summary", trips.count))
        shared["metaDescription"] = shared["summary"]
        shared["filters"] = .object(filters(ordered, lang: lang))
        return PagedListing(
            folder: "", root: "", title: site.title, site: site, ordered: ordered, today: TripTimeline.referenceDate(trips) ?? "",
            shared: shared, firstPage: ["worldMap": map], dots: dotsBySlug)
    }

    /// The names of the filters' values and of each choice's.
    static let filterFields = [
        "countries", "styles", "statuses", "years", "hasCountries", "hasStyles", "hasStatuses", "hasYears", "hasGroups",
        "value", "label",
    ]

    /// The choices of the search form's filters for these trips. A filter without choices is left out, and
    /// so is the year when all the trips start in the same one.
    static func filters(_ trips: [TripListing], lang: SiteLanguage) -> TemplateFields {
        func choice(_ value: String, _ label: String, _ count: Int) -> TemplateValue {
            ["value": .text(value), "label": .text(lang.text("filter.choice", ["label": label, "count": lang.number(count)]))]
        }
        let countries = TripGroups.byCountry(trips).map { choice($0.slug, $0.country.map(lang.countryName) ?? $0.name, $0.trips.count) }
        let styles = TripGroups.byStyle(trips).map { choice($0.slug, $0.name, $0.trips.count) }
        let statuses = TripStatus.allCases.compactMap { status -> TemplateValue? in
            let count = trips.filter { $0.status == status }.count
            return count == 0 ? nil : choice(status.rawValue, lang.text("status.\(status.rawValue)"), count)
        }
        var yearCounts: [Int: Int] = [:]
        for trip in trips { yearCounts[trip.startDate.year, default: 0] += 1 }
        let years = yearCounts.keys.sorted(by: >).map { choice(String($0), String($0), yearCounts[$0]!) }
        return [
            "countries": .list(countries), "styles": .list(styles), "statuses": .list(statuses), "years": .list(years),
            "hasCountries": .bool(!countries.isEmpty), "hasStyles": .bool(!styles.isEmpty),
            "hasStatuses": .bool(!statuses.isEmpty), "hasYears": .bool(years.count > 1),
            "hasGroups": .bool(!countries.isEmpty || !styles.isEmpty),
        ]
    }
}

/// The values every page template shares: the site, the way back to its root, titles and link previews.
enum PageContext {
    /// The names of the values every page has, the site's included.
    static let fieldNames = ["root", "site", "title", "pageTitle", "ogType", "canonicalURL", "browserWords"] + SiteContext.fieldNames
        + SiteLanguage.fieldNames

    static func base(site: SiteContext, root: String, title: String, path: String) -> TemplateFields {
        var context: TemplateFields = [
            "t": site.language.templateValue,
            "browserWords": .text(site.language.browserWords),
            "root": .text(root),
            "site": site.values,
            "title": .text(title),
            "pageTitle": .text(path.isEmpty ? title : "\(title) · \(site.title)"),
            "ogType": "website",
        ]
        context.set("canonicalURL", site.url(for: path))
        return context
    }
}

/// A trip as a card in a list of trips (the index, a country's or a style's page), with the values the
/// browser's search, filters and sorting read from its data attributes. Its links name the pages'
/// `index.html`, so that they work from `file://` as from a web host.
public enum TripCard {
    /// The names of a card's values (an image's are `TripContext.imageFields`).
    static let fieldNames = [
        "title", "destination", "href", "dateRange", "startDate", "endDate", "year", "dayCount", "durationText", "searchText",
        "flag", "countryName", "countryKey", "countryHref", "travelStyle", "styleKey", "styleHref", "status", "statusKey",
        "costText", "costAmount", "costCurrency", "image", "placeholder", "mapDot",
    ]

    public static func make(_ trip: TripListing, root: String, lang: SiteLanguage) -> TemplateValue {
        var values: TemplateFields = [
            "title": .text(trip.title),
            "destination": .text(trip.destination),
            "href": .text("\(root)trips/\(trip.slug)/index.html"),
            "dateRange": .text(lang.dateRange(trip.startDate, trip.endDate)),
            "startDate": .text(trip.startDate.iso),
            "endDate": .text(trip.endDate.iso),
            "year": .number(trip.startDate.year),
            "dayCount": .number(trip.dayCount),
            "durationText": .text(trip.durationText(lang)),
            "searchText": .text(trip.searchText),
        ]
        if let country = trip.country {
            values.set("flag", country.flag.nonEmpty)
            values["countryName"] = .text(lang.countryName(country))
            let slug = TripGroups.countrySlug(country)
            if !slug.isEmpty {
                values["countryKey"] = .text(slug)
                values["countryHref"] = .text("\(root)countries/\(slug)/index.html")
            }
        }
        if let style = trip.travelStyle {
            values["travelStyle"] = .text(style)
            // A style with no letters or digits (emoji only) has no page of its own, but still shows.
            let slug = TripGroups.styleSlug(style)
            if !slug.isEmpty {
                values["styleKey"] = .text(slug)
                values["styleHref"] = .text("\(root)styles/\(slug)/index.html")
            }
        }
        values.set("status", trip.status.map { lang.text("status.\($0.rawValue)") })
        values.set("statusKey", trip.status?.rawValue)
        values.set("costText", trip.costText)
        // Sorting by cost compares amounts in one currency only; the currency groups the rest.
        values.set("costAmount", trip.costAmount)
        values.set("costCurrency", trip.costCurrency)
        if let image = trip.image, let url = ImageLinks.site(root: root).url(image) {
            values["image"] = ["url": .text(url), "alt": .text(trip.title)]
        }
        values["placeholder"] = .text(placeholder(trip))
        return TemplateScope.object(values, keys: [
            "flag", "countryName", "countryKey", "countryHref", "travelStyle", "styleKey", "styleHref",
            "status", "statusKey", "costText", "costAmount", "costCurrency", "image", "mapDot",
        ])
    }

    /// What a card without a picture shows in its place: the country's flag, else the initials of the destination's
    /// first two words (`Big Sur` → `BS`), else of the title.
    static func placeholder(_ trip: TripListing) -> String {
        if let flag = trip.country?.flag, !flag.isEmpty { return flag }
        for text in [trip.destination, trip.title] {
            let initials = text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).prefix(2).compactMap(\.first)
            if !initials.isEmpty { return String(initials).uppercased() }
        }
        return "·"
    }
}
