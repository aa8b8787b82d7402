import Foundation

/// The cards of the trips on the pages that list them, made once per trip and way back to the root and
/// kept by the trip's fingerprint: a trip is on the index and on its country's and its style's pages, and
/// under `tripsite serve` the cards of the trips that did not change are kept from the build before.
///
/// Each build that lists trips keeps only the cards it used, so the cards of changed or deleted trips do not
/// stay in memory; a build that listed none (its listing pages were unchanged, or it failed first) keeps
/// the cards it had.
public final class TripCards: @unchecked Sendable {
    private let lock = NSLock()
    /// The cards the build before used.
    private var kept: [String: TemplateValue] = [:]
    /// The cards this build has used so far.
    private var used: [String: TemplateValue] = [:]

    public init() {}

    /// The trip's card for pages at `root`; `fingerprint` is the trip's (`nil` makes it afresh each time).
    func card(_ trip: TripListing, root: String, fingerprint: String?) -> TemplateValue {
        guard let fingerprint else { return TripCard.make(trip, root: root) }
        // Fingerprints are hexadecimal and roots are dots and slashes: the two cannot run into each other.
        let key = fingerprint + root
        if let card = lock.withLock({ () -> TemplateValue? in
            let card = used[key] ?? kept[key]
            if let card { used[key] = card }
            return card
        }) {
            return card
        }
        let card = TripCard.make(trip, root: root)
        lock.withLock { used[key] = card }
        return card
    }

    /// Ends a build: the cards it used are the ones kept for the next, if it used any.
    func endBuild() {
        lock.withLock {
            if !used.isEmpty { kept = used }
            used = [:]
        }
    }

    /// How many cards are kept (for tests).
    var count: Int { lock.withLock { kept.count } }
}
