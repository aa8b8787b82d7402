/// Turns all trip plans into the values the index template sees: a card per trip, in start-date order.
public enum IndexContext {
    public static func make(_ plans: [TripPlan], site: SiteContext) -> [String: Any] {
        let ordered = plans.sorted { a, b in
            if a.trip.startDate != b.trip.startDate { return a.trip.startDate < b.trip.startDate }
            if a.trip.title != b.trip.title { return a.trip.title < b.trip.title }
            return a.slug < b.slug
        }
        var context: [String: Any] = [
            "trips": ordered.map(card),
            "tripCount": TextFormat.count(plans.count, "trip"),
            "hasTrips": !plans.isEmpty,
            "root": "",
            "site": site.values,
            "title": site.title,
            "pageTitle": site.title,
            "summary": "\(TextFormat.count(plans.count, "trip")) with day-by-day itineraries.",
        ]
        context["canonicalURL"] = site.url(for: "")
        context["metaDescription"] = context["summary"]
        context["ogType"] = "website"
        return context
    }

    private static func card(_ plan: TripPlan) -> [String: Any] {
        let trip = plan.trip
        var values: [String: Any] = [
            "title": trip.title,
            "destination": trip.destination,
            "href": "trips/\(plan.slug)/",
            "dateRange": TextFormat.dateRange(trip.startDate, trip.endDate),
            "startDate": trip.startDate.iso,
            "endDate": trip.endDate.iso,
            "durationText": TripContext.durationText(plan),
        ]
        values["flag"] = plan.country?.flag.nonEmpty
        values["countryName"] = plan.country?.name
        values["travelStyle"] = trip.travelStyle
        values["status"] = trip.status?.label
        values["statusKey"] = trip.status?.rawValue
        if let image = trip.image, let url = ImageLinks.site(root: "").url(image) {
            values["image"] = ["url": url, "alt": trip.title]
        }
        return TemplateScope.make(values, keys: ["flag", "countryName", "travelStyle", "status", "statusKey", "image"])
    }
}
