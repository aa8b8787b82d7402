import TripsitePlanning
import TripsiteRendering

/// The trips a build publishes, chosen from the planned ones by the build's options: drafts left out unless
/// asked for, private details removed unless asked to show them. Listings leave out unlisted trips too.
struct PublishedTrips: Sendable {
    /// The trips whose pages are built, in file order.
    var plans: [TripPlan]
    /// How many trips are published (`plans` is emptied as their files are made).
    let count: Int
    /// How many drafts were left out.
    let draftsLeftOut: Int

    /// The published trips of `planned`, taken out of it, so that each trip is held once and can be let go as
    /// soon as its files are made (`TripPages`).
    init(taking planned: inout PlannedSite, options: BuildOptions) {
        let all = planned.plans
        planned.plans = []
        var plans = options.includeDrafts ? all : all.filter { $0.trip.visibility != .draft }
        draftsLeftOut = all.count - plans.count
        if !options.showPrivateDetails { plans = plans.map { $0.withoutPrivateDetails() } }
        self.plans = plans
        count = plans.count
        unlisted = Set(plans.lazy.filter { $0.trip.visibility == .unlisted }.map(\.slug))
    }

    /// The folder names of the trips that the pages that list trips (index, countries, styles, sitemap, feed,
    /// the site's calendar) leave out: an unlisted trip's pages are built but listed nowhere.
    let unlisted: Set<String>

    /// The listings of the trips the pages that list trips show, of `all` the trips' listings.
    func listed(_ all: [TripListing]) -> [TripListing] {
        unlisted.isEmpty ? all : all.filter { !unlisted.contains($0.slug) }
    }

    /// The note a build without `--drafts` gives when it left drafts out.
    static func note(draftsLeftOut: Int) -> String? {
        guard draftsLeftOut > 0 else { return nil }
        return "left out \(draftsLeftOut) draft trip\(draftsLeftOut == 1 ? "" : "s"); build with --drafts to include \(draftsLeftOut == 1 ? "it" : "them")"
    }
}
