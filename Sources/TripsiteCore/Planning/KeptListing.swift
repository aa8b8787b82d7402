import Foundation

/// The listing of one trip's plan, made the first time a build asks for it and kept beside the plan.
///
/// `TripCache` keeps one with each trip it keeps, so the builds of `tripsite serve` make listings only for the
/// trips that changed: making the listings of 5 trips again was a twentieth of the rebuild after one of them
/// changed, on the way from decoding the trip to rendering it. One belongs to one plan, from which it is made.
final class KeptListing: @unchecked Sendable {
    private let lock = NSLock()
    private var facts: TripListing.Facts?

    init() {}

    /// The listing of `plan`, the plan this one belongs to: made from it the first time only.
    func listing(of plan: TripPlan) -> TripListing {
        if let facts = lock.withLock({ facts }) { return TripListing(slug: plan.slug, facts: facts, reuse: nil) }
        let listing = TripListing(plan)
        lock.withLock { facts = listing.facts }
        return listing
    }
}
