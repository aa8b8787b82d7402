/// Turns all trip plans into the values the index template sees: a card per trip, in start-date order,
/// and the choices of the search form's filters (countries, travel styles, statuses, years).
public enum IndexContext {
    public static func make(_ plans: [TripPlan], site: SiteContext) -> [String: Any] {
        let ordered = TripGroups.ordered(plans)
        var context = PageContext.base(site: site, root: "", title: site.title, path: "")
        context["trips"] = ordered.map { TripCard.make($0, root: "") }
        context["tripCount"] = TextFormat.count(plans.count, "trip")
        context["hasTrips"] = !plans.isEmpty
        context["summary"] = "\(TextFormat.count(plans.count, "trip")) with day-by-day itineraries."
        context["metaDescription"] = context["summary"]
        context["filters"] = filters(ordered)
        return context
    }

    /// The choices of the search form's filters for these trips. A filter without choices is left out, and
    /// so is the year when all the trips start in the same one.
    static func filters(_ plans: [TripPlan]) -> [String: Any] {
        let countries = TripGroups.byCountry(plans).map { group in
            ["value": group.slug, "label": "\(group.name) (\(group.plans.count))"]
        }
        let styles = TripGroups.byStyle(plans).map { group in
            ["value": group.slug, "label": "\(group.name) (\(group.plans.count))"]
        }
        let statuses = TripStatus.allCases.compactMap { status -> [String: Any]? in
            let count = plans.filter { $0.trip.status == status }.count
            return count == 0 ? nil : ["value": status.rawValue, "label": "\(status.label) (\(count))"]
        }
        var yearCounts: [Int: Int] = [:]
        for plan in plans { yearCounts[plan.trip.startDate.year, default: 0] += 1 }
        let years = yearCounts.keys.sorted(by: >).map { year in
            ["value": String(year), "label": "\(year) (\(yearCounts[year]!))"]
        }
        return [
            "countries": countries, "styles": styles, "statuses": statuses, "years": years,
            "hasCountries": !countries.isEmpty, "hasStyles": !styles.isEmpty,
            "hasStatuses": !statuses.isEmpty, "hasYears": years.count > 1,
            "hasGroups": !countries.isEmpty || !styles.isEmpty,
        ]
    }
}

/// The values every page template shares: the site, the way back to its root, titles and link previews.
enum PageContext {
    static func base(site: SiteContext, root: String, title: String, path: String) -> [String: Any] {
        var context: [String: Any] = [
            "root": root,
            "site": site.values,
            "title": title,
            "pageTitle": path.isEmpty ? title : "\(title) · \(site.title)",
            "ogType": "website",
        ]
        context["canonicalURL"] = site.url(for: path)
        return context
    }
}

/// A trip as a card in a list of trips (the index, a country's or a style's page), with the values the
/// browser's search, filters and sorting read from its data attributes.
enum TripCard {
    static func make(_ plan: TripPlan, root: String) -> [String: Any] {
        let trip = plan.trip
        var values: [String: Any] = [
            "title": trip.title,
            "destination": trip.destination,
            "href": "\(root)trips/\(plan.slug)/",
            "dateRange": TextFormat.dateRange(trip.startDate, trip.endDate),
            "startDate": trip.startDate.iso,
            "endDate": trip.endDate.iso,
            "year": trip.startDate.year,
            "dayCount": plan.dayCount,
            "durationText": TripContext.durationText(plan),
            "searchText": searchText(plan),
        ]
        if let country = plan.country {
            values["flag"] = country.flag.nonEmpty
            values["countryName"] = country.name
            let slug = TripGroups.countrySlug(country)
            if !slug.isEmpty {
                values["countryKey"] = slug
                values["countryHref"] = "\(root)countries/\(slug)/"
            }
        }
        if let style = trip.travelStyle {
            values["travelStyle"] = style
            // A style with no letters or digits (emoji only) has no page of its own, but still shows.
            let slug = TripGroups.styleSlug(style)
            if !slug.isEmpty {
                values["styleKey"] = slug
                values["styleHref"] = "\(root)styles/\(slug)/"
            }
        }
        values["status"] = trip.status?.label
        values["statusKey"] = trip.status?.rawValue
        if plan.cost.hasCosts {
            values["costText"] = plan.cost.total.formatted
            // Sorting by cost compares amounts in one currency only; the currency groups the rest.
            if plan.cost.total.byCurrency.count == 1, let only = plan.cost.total.byCurrency.first {
                values["costAmount"] = "\(only.amount)"
                values["costCurrency"] = only.currency ?? ""
            }
        }
        if let image = trip.image, let url = ImageLinks.site(root: root).url(image) {
            values["image"] = ["url": url, "alt": trip.title]
        }
        return TemplateScope.make(values, keys: [
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
        return parts.joined(separator: " | ").lowercased()
    }
}
