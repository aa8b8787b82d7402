import TripsiteModel
import TripsitePlanning

/// What the pages that list trips need to know about one trip: the index and the country and style pages
/// (its card, its groups, the filters), the sitemap and the feed, the trip's fingerprint and the images
/// copied into the site. Made from the trip's plan.
public struct TripListing: Sendable {
    /// The trip's folder name under `trips/`.
    public var slug: String
    /// Everything else, which never changes once made: in one shared box, since listings are sorted and
    /// grouped several times a build, and a copy is then a reference instead of some twenty.
    let facts: Facts

    /// The trip's `id`, from which its folder name is made when it has one.
    public var id: String? { facts.id }
    public var title: String { facts.title }
    public var destination: String { facts.destination }
    public var startDate: CivilDate { facts.startDate }
    public var endDate: CivilDate { facts.endDate }
    public var country: Country? { facts.country }
    public var travelStyle: String? { facts.travelStyle }
    public var status: TripStatus? { facts.status }
    /// The trip's total cost in words ("€1,240.50"), when anything has a price.
    public var costText: String? { facts.costText }
    /// The total as a plain number and its currency, for sorting by cost, when it is in one currency only.
    public var costAmount: String? { facts.costAmount }
    public var costCurrency: String? { facts.costCurrency }
    /// The trip's own picture, shown on its card.
    public var image: ImageReference? { facts.image }
    /// Every image the trip names (its own, its hotels', activities', places' and vehicle's).
    public var images: [ImageReference] { facts.images }
    /// What the search box matches, lowercased: title, destination, country, style and the names of the
    /// trip's activities and places.
    public var searchText: String { facts.searchText }
    /// The trip's `updated_at` (else `created_at`) as an RFC 3339 UTC timestamp, when it is one, else its plan's
    /// source date.
    public var updated: String { facts.updated }
    /// The trip's entry in the feed: its facts and the start of its description.
    public var feedSummary: String { facts.feedSummary }
    /// Whether the trip has events for the calendars (a dated flight, hotel stay or activity).
    public var hasCalendarEvents: Bool { facts.hasCalendarEvents }
    /// Where the trip's dot is on the index's world map (see `TripLocation`), when it has one.
    public var mapPoint: GeoPoint? { facts.mapPoint }

    /// A listing's fields but its folder name and how it is found again.
    final class Facts: Sendable {
        let id: String?
        let title: String
        let destination: String
        let startDate: CivilDate
        let endDate: CivilDate
        let country: Country?
        let travelStyle: String?
        let status: TripStatus?
        let costText: String?
        let costAmount: String?
        let costCurrency: String?
        let image: ImageReference?
        let images: [ImageReference]
        let searchText: String
        let updated: String
        let feedSummary: String
        let hasCalendarEvents: Bool
        let mapPoint: GeoPoint?

        init(
            id: String?, title: String, destination: String, startDate: CivilDate, endDate: CivilDate, country: Country?,
            travelStyle: String?, status: TripStatus?, costText: String?, costAmount: String?, costCurrency: String?,
            image: ImageReference?, images: [ImageReference], searchText: String, updated: String, feedSummary: String,
            hasCalendarEvents: Bool, mapPoint: GeoPoint?
        ) {
            (self.id, self.title, self.destination, self.startDate, self.endDate) = (id, title, destination, startDate, endDate)
            (self.country, self.travelStyle, self.status) = (country, travelStyle, status)
            (self.costText, self.costAmount, self.costCurrency) = (costText, costAmount, costCurrency)
            (self.image, self.images, self.searchText, self.updated) = (image, images, searchText, updated)
            (self.feedSummary, self.hasCalendarEvents, self.mapPoint) = (feedSummary, hasCalendarEvents, mapPoint)
        }
    }

    public var dayCount: Int { endDate.days(since: startDate) + 1 }
    public var nightCount: Int { endDate.days(since: startDate) }

    /// "5 days, 4 nights".
    public func durationText(_ lang: SiteLanguage) -> String {
        let days = lang.count("count.days", dayCount)
        return nightCount == 0 ? days : lang.text("trip.days_and_nights", ["days": days, "nights": lang.count("count.nights", nightCount)])
    }

    /// - Parameter language: the language of the pages that list the trip (the site's, whatever the trip's own).
    public init(_ plan: TripPlan, language: SiteLanguage) {
        let trip = plan.trip
        var (costText, costAmount, costCurrency): (String?, String?, String?) = (nil, nil, nil)
        if plan.cost.hasCosts {
            costText = language.totals(plan.cost.total)
            if let only = plan.cost.total.onlySum {
                costAmount = only.plainAmount
                costCurrency = only.currency ?? ""
            }
        }
        let summary = TripContext.summary(plan, lang: language)
        slug = plan.slug
        facts = Facts(
            id: trip.id, title: trip.title, destination: trip.destination, startDate: trip.startDate, endDate: trip.endDate,
            country: plan.country, travelStyle: trip.travelStyle, status: trip.status, costText: costText, costAmount: costAmount,
            costCurrency: costCurrency, image: trip.image, images: trip.images, searchText: Self.searchText(plan),
            updated: (trip.lastChanged ?? plan.sourceDate.timestamp).rfc3339,
            feedSummary: trip.description.map { "\(summary). \(PlainText.summary(ofMarkdown: $0, limit: 300))" } ?? summary,
            hasCalendarEvents: TripCalendar.hasEvents(plan), mapPoint: TripLocation.point(of: trip))
    }

    /// What the search box matches for a plan.
    static func searchText(_ plan: TripPlan) -> String {
        let trip = plan.trip
        var parts = [trip.title, trip.destination]
        if let country = plan.country { parts.append(country.name) }
        if let style = trip.travelStyle { parts.append(style) }
        parts += trip.activities.map(\.name) + trip.places.map(\.name)
        // Each part on its own: ASCII text is lowered byte by byte, any other by Unicode's rules (which a single
        // non-ASCII name would otherwise apply to the whole text). The separator starts and ends words either way.
        var text: [UInt8] = []
        text.reserveCapacity(parts.reduce(0) { $0 + $1.utf8.count + 3 })
        for (index, part) in parts.enumerated() {
            if index > 0 { text += " | ".utf8 }
            if part.utf8.allSatisfy({ $0 < 0x80 }) {
                text += part.utf8.lazy.map(ValueText.lowercasedASCII)
            } else {
                text += part.lowercased().utf8
            }
        }
        return String(decoding: text, as: UTF8.self)
    }
}
