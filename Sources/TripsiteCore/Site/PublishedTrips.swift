import TripsitePlanning

/// The trips a build publishes, chosen from the planned ones by the build's options: drafts left out unless
/// asked for, private details removed unless asked to show them. Listings leave out unlisted trips too.
struct PublishedTrips: Sendable {
    /// The trips whose pages are built, in file order.
    let plans: [TripPlan]
    /// How many drafts were left out.
    let draftsLeftOut: Int

    init(_ planned: [TripPlan], options: BuildOptions) {
        var plans = options.includeDrafts ? planned : planned.filter { $0.trip.visibility != .draft }
        draftsLeftOut = planned.count - plans.count
        if !options.showPrivateDetails { plans = plans.map { $0.withoutPrivateDetails() } }
        self.plans = plans
    }

    /// Whether the pages that list trips (index, countries, styles, sitemap, feed, calendars of the whole
    /// site) show this trip: an unlisted trip's pages are built but listed nowhere.
    static func isListed(_ plan: TripPlan) -> Bool {
        plan.trip.visibility != .unlisted
    }

    /// The note a build without `--drafts` gives when it left drafts out.
    static func note(draftsLeftOut: Int) -> String? {
        guard draftsLeftOut > 0 else { return nil }
        return "left out \(draftsLeftOut) draft trip\(draftsLeftOut == 1 ? "" : "s"); build with --drafts to include \(draftsLeftOut == 1 ? "it" : "them")"
    }
}
