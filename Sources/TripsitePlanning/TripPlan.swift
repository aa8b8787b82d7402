import TripsiteModel

/// Everything the pages need about one trip, worked out from its data: where it goes, its address
/// in the site, its days in order and what it costs. Built by `ItineraryPlanner`; pure data.
public struct TripPlan: Sendable {
    public var trip: Trip {
        _read { yield storage.trip }
        _modify { makeUnique(); yield &storage.trip }
    }
    /// The trip's folder name under `trips/`.
    public var slug: String {
        _read { yield storage.slug }
        _modify { makeUnique(); yield &storage.slug }
    }
    public var country: Country? {
        _read { yield storage.country }
        _modify { makeUnique(); yield &storage.country }
    }
    /// The timeline: every date of the trip (and of any item outside it), in order.
    public var days: [ItineraryDay] {
        _read { yield storage.days }
        _modify { makeUnique(); yield &storage.days }
    }
    public var cost: CostSummary {
        _read { yield storage.cost }
        _modify { makeUnique(); yield &storage.cost }
    }
    /// The date of what the trip's data leaves undated (its calendar's DTSTAMP, its feed and sitemap dates,
    /// without `updated_at`): the build's `SOURCE_DATE_EPOCH`, else the trips file's modification time.
    public var sourceDate: SourceDate {
        _read { yield storage.sourceDate }
        _modify { makeUnique(); yield &storage.sourceDate }
    }
    /// Whether prices, the budget, confirmation numbers and the traveller count were removed for sharing.
    public var isRedacted: Bool {
        _read { yield storage.isRedacted }
        _modify { makeUnique(); yield &storage.isRedacted }
    }

    public init(
        trip: Trip, slug: String, country: Country?, days: [ItineraryDay], cost: CostSummary, sourceDate: SourceDate, isRedacted: Bool = false
    ) {
        storage = Storage(trip: trip, slug: slug, country: country, days: days, cost: cost, sourceDate: sourceDate, isRedacted: isRedacted)
    }

    /// The fields, in one shared box: a plan is copied into many lists (orders, groups, caches, the work
    /// of each thread), and copying it is then one reference count instead of one for each of its many
    /// strings and arrays. A plan about to change gets a box of its own first (copy on write).
    private final class Storage: @unchecked Sendable {
        // `@unchecked Sendable`: changed only through `makeUnique`, when no other plan shares the box.
        var trip: Trip
        var slug: String
        var country: Country?
        var days: [ItineraryDay]
        var cost: CostSummary
        var sourceDate: SourceDate
        var isRedacted: Bool

        init(trip: Trip, slug: String, country: Country?, days: [ItineraryDay], cost: CostSummary, sourceDate: SourceDate, isRedacted: Bool) {
            (self.trip, self.slug, self.country, self.days, self.cost) = (trip, slug, country, days, cost)
            (self.sourceDate, self.isRedacted) = (sourceDate, isRedacted)
        }
    }

    private var storage: Storage

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) {
            storage = Storage(
                trip: storage.trip, slug: storage.slug, country: storage.country, days: storage.days, cost: storage.cost,
                sourceDate: storage.sourceDate, isRedacted: storage.isRedacted)
        }
    }

    /// Calendar days from the first to the last day, both included.
    public var dayCount: Int { trip.endDate.days(since: trip.startDate) + 1 }
    public var nightCount: Int { trip.endDate.days(since: trip.startDate) }
}
