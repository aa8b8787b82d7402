/// Everything the pages need about one trip, worked out from its data: where it goes, its address
/// in the site, its days in order and what it costs. Built by `ItineraryPlanner`; pure data.
public struct TripPlan: Sendable {
    public var trip: Trip
    /// The trip's folder name under `trips/`.
    public var slug: String
    public var country: Country?
    /// The timeline: every date of the trip (and of any item outside it), in order.
    public var days: [ItineraryDay]
    public var cost: CostSummary
    /// Whether prices, the budget, confirmation numbers and the traveller count were removed for sharing.
    public var isRedacted = false

    /// Calendar days from the first to the last day, both included.
    public var dayCount: Int { trip.endDate.days(since: trip.startDate) + 1 }
    public var nightCount: Int { trip.endDate.days(since: trip.startDate) }
}
