/// Turns all trip plans into the values the index template sees: a card per trip, in start-date order,
/// and the choices of the search form's filters (countries, travel styles, statuses, years).
public enum IndexContext {
    /// - Parameter card: a trip's card for pages at a root (see `TripCards`).
    public static func make(
        _ plans: [TripPlan], site: SiteContext, card: (TripPlan, String) -> TemplateValue = TripCard.make
    ) -> TemplateFields {
        let ordered = TripGroups.ordered(plans)
        var context = PageContext.base(site: site, root: "", title: site.title, path: "")
        context["trips"] = .list(ordered.map { card($0, "") })
        context["tripCount"] = .text(TextFormat.count(plans.count, "trip"))
        context["hasTrips"] = .bool(!plans.isEmpty)
        context["summary"] = .text("\(TextFormat.count(plans.count, "trip")) with day-by-day itineraries.")
        context["metaDescription"] = context["summary"]
        context["filters"] = .object(filters(ordered))
        return context
    }

    /// The choices of the search form's filters for these trips. A filter without choices is left out, and
    /// so is the year when all the trips start in the same one.
    static func filters(_ plans: [TripPlan]) -> TemplateFields {
        func choice(_ value: String, _ label: String, _ count: Int) -> TemplateValue {
            ["value": .text(value), "label": .text("\(label) (\(count))")]
        }
        let countries = TripGroups.byCountry(plans).map { choice($0.slug, $0.name, $0.plans.count) }
        let styles = TripGroups.byStyle(plans).map { choice($0.slug, $0.name, $0.plans.count) }
        let statuses = TripStatus.allCases.compactMap { status -> TemplateValue? in
            let count = plans.filter { $0.trip.status == status }.count
            return count == 0 ? nil : choice(status.rawValue, status.label, count)
        }
        var yearCounts: [Int: Int] = [:]
        for plan in plans { yearCounts[plan.trip.startDate.year, default: 0] += 1 }
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
/// browser's search, filters and sorting read from its data attributes.
public enum TripCard {
    public static func make(_ plan: TripPlan, root: String) -> TemplateValue {
        let trip = plan.trip
        var values: TemplateFields = [
            "title": .text(trip.title),
            "destination": .text(trip.destination),
            "href": .text("\(root)trips/\(plan.slug)/"),
            "dateRange": .text(TextFormat.dateRange(trip.startDate, trip.endDate)),
            "startDate": .text(trip.startDate.iso),
            "endDate": .text(trip.endDate.iso),
            "year": .number(trip.startDate.year),
            "dayCount": .number(plan.dayCount),
            "durationText": .text(TripContext.durationText(plan)),
            "searchText": .text(searchText(plan)),
        ]
        if let country = plan.country {
            values.set("flag", country.flag.nonEmpty)
            values["countryName"] = .text(country.name)
            let slug = TripGroups.countrySlug(country)
            if !slug.isEmpty {
                values["countryKey"] = .text(slug)
                values["countryHref"] = .text("\(root)countries/\(slug)/")
            }
        }
        if let style = trip.travelStyle {
            values["travelStyle"] = .text(style)
            // A style with no letters or digits (emoji only) has no page of its own, but still shows.
            let slug = TripGroups.styleSlug(style)
            if !slug.isEmpty {
                values["styleKey"] = .text(slug)
                values["styleHref"] = .text("\(root)styles/\(slug)/")
            }
        }
        values.set("status", trip.status?.label)
        values.set("statusKey", trip.status?.rawValue)
        if plan.cost.hasCosts {
            values["costText"] = .text(plan.cost.total.formatted)
            // Sorting by cost compares amounts in one currency only; the currency groups the rest.
            if plan.cost.total.byCurrency.count == 1, let only = plan.cost.total.byCurrency.first {
                values["costAmount"] = .text(DecimalText.plain(only.amount))
                values["costCurrency"] = .text(only.currency ?? "")
            }
        }
        if let image = trip.image, let url = ImageLinks.site(root: root).url(image) {
            values["image"] = ["url": .text(url), "alt": .text(trip.title)]
        }
        return TemplateScope.object(values, keys: [
            "flag", "countryName", "countryKey", "countryHref", "travelStyle", "styleKey", "styleHref",
            "status", "statusKey", "costText", "costAmount", "costCurrency", "image",
        ])
    }

    /// What the search box matches, lowercased: title, destination, country, style and the names of the
    /// trip's activities and places.
    static func searchText(_ plan: TripPlan) -> String {
        let trip = plan.trip
        var parts = [trip.title, trip.destination]
        if let country = plan.country { parts.append(country.name) }
        if let style = trip.travelStyle { parts.append(style) }
        parts += trip.activities.map(\.name) + trip.places.map(\.name)
        // Each part on its own: ASCII text takes the standard library's quick path, which a single non-ASCII
        // name would otherwise turn off for the whole text. (The separator starts and ends words either way.)
        return parts.map { $0.lowercased() }.joined(separator: " | ")
    }
}
