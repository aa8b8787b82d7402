import TripsiteModel

/// Turns the listings of all trips into the values the index template sees: a card per trip, in start-date order,
/// and the choices of the search form's filters (countries, travel styles, statuses, years).
public enum IndexContext {
    /// Every name the index's context can give, at any depth (see `TripContext.fieldNames`).
    public static let fieldNames: Set<String> = Set(
        PageContext.fieldNames + indexFields + filterFields + TripTimeline.fieldNames + TripCard.fieldNames + TripContext.imageFields
            + IndexMapContext.fieldNames)

    /// The names of the index's own values.
    static let indexFields = ["trips", "tripCount", "hasTrips", "calendarFile", "summary", "metaDescription", "filters"]

    /// - Parameter card: a trip's card for pages at a root.
    public static func make(
        _ trips: [TripListing], site: SiteContext, card: (TripListing, String) -> TemplateValue = TripCard.make
    ) -> TemplateFields {
        let ordered = TripGroups.ordered(trips)
        let (map, dots) = IndexMapContext.make(ordered)
        // Each card names its dot on the map, for the browsing script.
        let cards = zip(ordered, dots).map { trip, dot -> TemplateValue in
            let value = card(trip, "")
            guard let dot, case .object(var fields) = value else { return value }
            fields["mapDot"] = .number(dot)
            return .object(fields)
        }
        var context = PageContext.base(site: site, root: "", title: site.title, path: "")
        context["trips"] = .list(cards)
        for (name, value) in TripTimeline.values(ordered, cards: cards, asOf: TripTimeline.referenceDate(trips) ?? "").fields {
            context[name] = value
        }
        context["tripCount"] = .text(TextFormat.count(trips.count, "trip"))
        context["hasTrips"] = .bool(!trips.isEmpty)
        // The calendar of every trip, made when there are events to put in it.
        if trips.contains(where: \.hasCalendarEvents) { context["calendarFile"] = .text(SiteCalendar.path) }
        context["summary"] = .text("\(TextFormat.count(trips.count, "trip")) with day-by-day itineraries.")
        context["metaDescription"] = context["summary"]
        context["filters"] = .object(filters(ordered))
        context["worldMap"] = map
        return context
    }

    /// The names of the filters' values and of each choice's.
    static let filterFields = [
        "countries", "styles", "statuses", "years", "hasCountries", "hasStyles", "hasStatuses", "hasYears", "hasGroups",
        "value", "label",
    ]

    /// The choices of the search form's filters for these trips. A filter without choices is left out, and
    /// so is the year when all the trips start in the same one.
    static func filters(_ trips: [TripListing]) -> TemplateFields {
        func choice(_ value: String, _ label: String, _ count: Int) -> TemplateValue {
            ["value": .text(value), "label": .text("\(label) (\(count))")]
        }
        let countries = TripGroups.byCountry(trips).map { choice($0.slug, $0.name, $0.trips.count) }
        let styles = TripGroups.byStyle(trips).map { choice($0.slug, $0.name, $0.trips.count) }
        let statuses = TripStatus.allCases.compactMap { status -> TemplateValue? in
            let count = trips.filter { $0.status == status }.count
            return count == 0 ? nil : choice(status.rawValue, status.label, count)
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
    static let fieldNames = ["root", "site", "title", "pageTitle", "ogType", "canonicalURL"] + SiteContext.fieldNames

    static func base(site: SiteContext, root: String, title: String, path: String) -> TemplateFields {
        var context: TemplateFields = [
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

    public static func make(_ trip: TripListing, root: String) -> TemplateValue {
        var values: TemplateFields = [
            "title": .text(trip.title),
            "destination": .text(trip.destination),
            "href": .text("\(root)trips/\(trip.slug)/index.html"),
            "dateRange": .text(TextFormat.dateRange(trip.startDate, trip.endDate)),
            "startDate": .text(trip.startDate.iso),
            "endDate": .text(trip.endDate.iso),
            "year": .number(trip.startDate.year),
            "dayCount": .number(trip.dayCount),
            "durationText": .text(trip.durationText),
            "searchText": .text(trip.searchText),
        ]
        if let country = trip.country {
            values.set("flag", country.flag.nonEmpty)
            values["countryName"] = .text(country.name)
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
        values.set("status", trip.status?.label)
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
