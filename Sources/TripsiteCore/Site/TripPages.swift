import Foundation
import TripsiteModel
import TripsitePlanning
import TripsiteRendering

/// The render-trips step: every trip's files (its Markdown, page, printable itinerary and calendar),
/// rendered and staged in parallel, one trip per task, and each trip's listing, what the pages that list trips
/// need of it. A trip's files that the last build made from the same inputs, all still in place, are kept as
/// they are instead (`PreviousBuild.mayKeep`).
struct TripPages: Sendable {
    let renderer: SiteRenderer
    let publisher: SitePublisher
    let previous: PreviousBuild
    /// What the trips' files are made from, with the date the site splits past from upcoming trips by.
    let inputs: BuildInputs
    let splitDate: CivilDate?
    /// Told how many trips are done out of how many, from any thread.
    let progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?

    /// The trips' files, staged, and what the next build is told of them.
    struct Staged: Sendable {
        var files = SitePublisher.Staged()
        /// Each trip's listing, in the order of the plans.
        var listings: [TripListing] = []
        /// Each trip's fingerprint, by folder name (none for a trip whose bytes are not known).
        var fingerprints: [String: String] = [:]
    }

    /// How many trips are made into files at once (`defaultBatchSize`).
    var batchSize = Self.defaultBatchSize

    /// Enough trips to keep every core busy, few enough that the plans a build holds do not grow with the number of
    /// trips.
    static let defaultBatchSize = 256

    /// The trips' files, staged, with their listings, a batch at a time: `plans` is emptied as the trips are
    /// done, and each batch's plans are let go once its files are made, so that what stays is the trips'
    /// listings. Every trip is tried; the problems of all that failed are reported together.
    func stage(taking plans: inout [TripPlan]) throws(DiagnosticsError) -> Staged {
        let counter = ProgressCounter(total: plans.count)
        // The batches are taken from the end of the reversed plans, so that removing one lets its plans go.
        var pending = plans
        plans = []
        pending.reverse()
        var staged = Staged()
        staged.listings.reserveCapacity(pending.count)
        var problems: [Diagnostic] = []
        while !pending.isEmpty {
            let batch = Array(pending.suffix(batchSize).reversed())
            pending.removeLast(batch.count)
            do {
                let trips = try ParallelMap.throwingMap(batch) { plan throws(DiagnosticsError) in
                    defer { if let progress { progress(counter.increment(), counter.total) } }
                    return try stage(plan)
                }
                for trip in trips {
                    staged.files += trip.files
                    staged.listings.append(trip.listing)
                    if let fingerprint = trip.fingerprint { staged.fingerprints[trip.listing.slug] = fingerprint }
                }
            } catch {
                problems += error.diagnostics
            }
        }
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        return staged
    }

    /// One trip's files: kept when they are in place as they would come out, else rendered and staged.
    private func stage(_ plan: TripPlan) throws(DiagnosticsError) -> (files: SitePublisher.Staged, listing: TripListing, fingerprint: String?) {
        let paths = SiteRenderer.tripFilePaths(slug: plan.slug)
        let fingerprint = inputs.trip(plan, splitDate: splitDate)
        let files = previous.mayKeep(paths, ofTrip: plan.slug, madeFrom: fingerprint)
            ? try publisher.keep(paths) : try publisher.stage(renderer.renderTrip(plan), previous: previous)
        return (files, TripListing(plan, language: renderer.site.language), fingerprint)
    }
}

/// Counts finished trips across threads.
private final class ProgressCounter: Sendable {
    private let done = Locked(0)
    let total: Int

    init(total: Int) { self.total = total }

    func increment() -> Int { done.withLock { $0 += 1; return $0 } }
}
