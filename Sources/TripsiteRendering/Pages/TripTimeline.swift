import TripsiteModel

/// Splits the trips of a listing page into upcoming (or ongoing) and past ones, as of a date the build takes from
/// its input rather than from the clock, so that the same input always gives the same pages: the date of the
/// newest of the trips' `updated` stamps (`updated_at`, else `created_at`, else the build's source date), the
/// feed's `<updated>`. A trip is past once it has ended before that date. The browsing script splits the cards
/// again by the reader's own date when it runs.
public enum TripTimeline {
    /// The date the pages of these trips are split by, `2026-03-02`; `nil` without trips.
    public static func referenceDate(_ trips: [TripListing]) -> String? {
        trips.map(\.updated).max().map { String($0.prefix(10)) }
    }

    /// The trips (in their given order, by start date) that end on or after `date`, and those that ended before
    /// it, latest first.
    public static func split(_ trips: [TripListing], asOf date: String) -> (upcoming: [TripListing], past: [TripListing]) {
        (trips.filter { !isPast($0, asOf: date) }, latestFirst(trips.filter { isPast($0, asOf: date) }.map { ($0.startDate, $0) }))
    }

    /// Past trips the latest first, so that the trip just made comes first; trips that start the same day keep
    /// their order.
    private static func latestFirst<Item>(_ trips: [(start: CivilDate, item: Item)]) -> [Item] {
        trips.enumerated().sorted { ($0.element.start, $1.offset) > ($1.element.start, $0.offset) }.map(\.element.item)
    }

    /// Whether the trip ended before `date` (an ISO date: `2026-03-02`).
    static func isPast(_ trip: TripListing, asOf date: String) -> Bool { trip.endDate.iso < date }

    /// The names of a listing page's values for the split.
    static let fieldNames = ["upcoming", "past", "hasUpcoming", "hasPast", "today"]

    /// A listing page's values for cards split already: those of upcoming trips, soonest first, and of past ones,
    /// latest first.
    static func values(upcoming: [TemplateValue], past: [TemplateValue], asOf date: String) -> TemplateFields {
        [
            "upcoming": .list(upcoming), "past": .list(past),
            "hasUpcoming": .bool(!upcoming.isEmpty), "hasPast": .bool(!past.isEmpty), "today": .text(date),
        ]
    }
}
