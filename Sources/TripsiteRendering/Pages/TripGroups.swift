import TripsiteModel
import TripsitePlanning

/// Trips grouped the ways a reader browses them: by country and by travel style. Each group has a
/// folder name for its page (`countries/pt/`, `styles/road-trip/`) and its trips in start-date order.
public struct TripGroup: Sendable {
    /// The folder of the group's page under `countries/` or `styles/`.
    public var slug: String
    /// The country's or the style's name as the data gives it.
    public var name: String
    public var country: Country?
    public var trips: [TripListing]
}

public enum TripGroups {
    /// Trips in the index's order: start date, then title, then folder name.
    public static func ordered(_ trips: [TripListing]) -> [TripListing] {
        trips.sorted { a, b in
            if a.startDate != b.startDate { return a.startDate < b.startDate }
            if a.title != b.title { return a.title < b.title }
            return a.slug < b.slug
        }
    }

    /// One group per country that has trips, by country name. Trips without a known country are in none.
    public static func byCountry(_ trips: [TripListing]) -> [TripGroup] {
        var groups: [String: TripGroup] = [:]
        for trip in ordered(trips) {
            guard let country = trip.country else { continue }
            let slug = countrySlug(country)
            guard !slug.isEmpty else { continue }
            groups[slug, default: TripGroup(slug: slug, name: country.name, country: country, trips: [])].trips.append(trip)
        }
        return groups.values.sorted { ($0.name, $0.slug) < ($1.name, $1.slug) }
    }

    /// One group per travel style, by name; styles that differ only in case or punctuation are one group,
    /// named as the first trip (in start-date order) spells it.
    public static func byStyle(_ trips: [TripListing]) -> [TripGroup] {
        var groups: [String: TripGroup] = [:]
        for trip in ordered(trips) {
            guard let style = trip.travelStyle else { continue }
            let slug = styleSlug(style)
            guard !slug.isEmpty else { continue }
            groups[slug, default: TripGroup(slug: slug, name: style, country: nil, trips: [])].trips.append(trip)
        }
        return groups.values.map { (key: $0.name.lowercased(), group: $0) }
            .sorted { ($0.key, $0.group.slug) < ($1.key, $1.group.slug) }
            .map(\.group)
    }

    /// `PT` → `pt`: the folder of a country's page.
    public static func countrySlug(_ country: Country) -> String { Slug.make(from: country.code) }

    /// `Road trip` → `road-trip`: the folder of a travel style's page. A style without a Latin letter or a digit
    /// (`冒険`, `Приключения`) is named from a digest of its name as written, lowercased (`style-1a2b3c4d`), so
    /// that it has a page too.
    public static func styleSlug(_ style: String) -> String {
        let slug = Slug.make(from: style)
        guard slug.isEmpty else { return slug }
        let name = ValueText.normalized(style)
        guard !name.isEmpty else { return "" }
        var digest = Fingerprint()
        digest.add(name)
        return "style-" + digest.hex.prefix(8)
    }
}
