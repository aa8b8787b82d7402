import TripsiteModel
import TripsitePlanning
import TripsiteRendering

/// The trips a build publishes, chosen from the decoded ones by the build's options: drafts left out unless
/// asked for, private details removed unless asked to show them (`published(_:)`). Listings leave out unlisted
/// trips too. Every trip is still planned, drafts included, for its warnings.
struct PublishedTrips: Sendable {
    /// Every decoded trip, drafts included, in file order, ready to be planned (emptied as their files are made).
    var trips: DecodedTrips
    /// How many trips are published.
    let count: Int
    /// How many drafts were left out.
    let draftsLeftOut: Int
    /// Whether drafts are published, and private details shown.
    private let includeDrafts: Bool
    private let showPrivateDetails: Bool

    /// The trips of `decoded`, taken out of it, so that each trip is held once and can be let go as soon as its
    /// files are made (`TripPages`).
    init(taking decoded: inout DecodedSite, options: BuildOptions) {
        trips = decoded.trips
        decoded.trips.trips = []
        decoded.trips.slugs = []
        (includeDrafts, showPrivateDetails) = (options.includeDrafts, options.showPrivateDetails)
        draftsLeftOut = includeDrafts ? 0 : trips.trips.count { $0.visibility == .draft }
        count = trips.trips.count - draftsLeftOut
        unlisted = Set(zip(trips.trips, trips.slugs).lazy.filter { $0.0.visibility == .unlisted }.map(\.1))
    }

    /// The plan as it is published, or `nil` for a draft left out.
    func published(_ plan: TripPlan) -> TripPlan? {
        guard includeDrafts || plan.trip.visibility != .draft else { return nil }
        return showPrivateDetails ? plan : plan.withoutPrivateDetails()
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
