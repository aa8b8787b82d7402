import Foundation
import TripsiteLoading
import TripsiteModel
import TripsitePlanning
import TripsiteRendering

/// The render-trips step: every trip planned (`DecodedTrips.plan`), and every published trip's files (its
/// Markdown, page, printable itinerary and calendar) rendered and staged, in parallel, one trip per task, a batch
/// of trips at a time; of each trip, what the pages that list trips need of it (its listing) is kept, its plan let
/// go. A trip's files that the last build made from the same inputs, all still in place, are kept as they are
/// instead (`PreviousBuild.mayKeep`).
struct TripPages: Sendable {
    let renderer: SiteRenderer
    let publisher: SitePublisher
    let previous: PreviousBuild
    /// What the trips' files are made from, with the date the site splits past from upcoming trips by.
    let inputs: BuildInputs
    let splitDate: CivilDate?
    /// The warnings decoding found, by the path of the trip they are about (`decodeWarnings(_:)`), which `serve`
    /// links to the trips' items.
    let decodeWarnings: [String: [Diagnostic]]
    /// Told how many trips are done out of how many, from any thread.
    let progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?

    /// The trips' files, staged, and what the next build and the report are told of them.
    struct Staged: Sendable {
        var files = SitePublisher.Staged()
        /// Each published trip's listing, in the order of the trips.
        var listings: [TripListing] = []
        /// Each trip's fingerprint, by folder name (none for a trip whose bytes are not known).
        var fingerprints: [String: String] = [:]
        /// The warnings planning found, in the trips' order.
        var warnings: [Diagnostic] = []
        /// Where on the site each warning about a published trip's item is (`WarningTargets`).
        var warningTargets: [Diagnostic: String] = [:]
    }

    /// How many trips are made into files at once (`defaultBatchSize`).
    var batchSize = Self.defaultBatchSize

    /// Enough trips to keep every core busy, few enough that the plans a build holds do not grow with the number of
    /// trips.
    static let defaultBatchSize = 256

    /// The trips planned and made into files, with their listings, a batch at a time: `published.trips` is emptied
    /// as the trips are done, and each batch's trips and plans are let go once its files are made, so that what
    /// stays is the trips' listings. Every trip is tried; the problems of all that failed are reported together.
    func stage(taking published: inout PublishedTrips) throws(DiagnosticsError) -> Staged {
        let counter = ProgressCounter(total: published.count)
        // The batches are taken from the end of the reversed trips, so that removing one lets its trips go.
        var pending = Array(zip(published.trips.trips, published.trips.slugs).reversed())
        published.trips.trips = []
        published.trips.slugs = []
        let planning = published
        var staged = Staged()
        staged.listings.reserveCapacity(published.count)
        var problems: [Diagnostic] = []
        while !pending.isEmpty {
            let batch = Array(pending.suffix(batchSize).reversed())
            pending.removeLast(batch.count)
            do {
                let trips = try ParallelMap.throwingMap(batch) { trip, slug throws(DiagnosticsError) in
                    try stage(trip, slug: slug, of: planning, counter: counter)
                }
                for trip in trips {
                    staged.warnings += trip.warnings
                    guard let listing = trip.listing else { continue }
                    staged.files += trip.files
                    staged.listings.append(listing)
                    if let fingerprint = trip.fingerprint { staged.fingerprints[listing.slug] = fingerprint }
                    staged.warningTargets.merge(trip.warningTargets) { first, _ in first }
                }
            } catch {
                // A file the output folder cannot take (a full disk) fails every file after it: the first one says
                // why, and no more trips are tried.
                let (output, others) = (error.diagnostics.filter(isOutputProblem), error.diagnostics.filter { !isOutputProblem($0) })
                problems += others + output.prefix(1)
                if !output.isEmpty { break }
            }
        }
        if !problems.isEmpty { throw DiagnosticsError(problems.removingRepeats()) }
        return staged
    }

    /// Whether a problem is the output folder's (a file it could not take), rather than a trip's.
    private func isOutputProblem(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.file == publisher.output
    }

    /// One trip, planned (found again in its file first when it is not held); when it is published, its files kept when they are in place as they would come out, else
    /// rendered and staged.
    private func stage(
        _ trip: DecodedTrip, slug: String, of published: PublishedTrips, counter: ProgressCounter
    ) throws(DiagnosticsError) -> StagedTrip {
        let (planned, warnings) = try published.trips.plan(trip, slug: slug)
        guard let plan = published.published(planned) else { return StagedTrip(warnings: warnings) }
        defer { if let progress { progress(counter.increment(), counter.total) } }
        let paths = SiteRenderer.tripFilePaths(slug: plan.slug)
        let fingerprint = inputs.trip(plan, splitDate: splitDate)
        let files = previous.mayKeep(paths, ofTrip: plan.slug, madeFrom: fingerprint)
            ? try publisher.keep(paths) : try publisher.stage(renderer.renderTrip(plan), previous: previous)
        // Trips of several input files may share a path: the warnings of the trip's own file.
        let decoded = (decodeWarnings[plan.trip.source.path] ?? []).filter { plan.trip.sourceFile == nil || $0.file == plan.trip.sourceFile }
        let targets = WarningTargets.targets(for: decoded + warnings, plans: [plan])
        return StagedTrip(files: files, listing: TripListing(plan, language: renderer.site.language), fingerprint: fingerprint, warnings: warnings, warningTargets: targets)
    }

    /// What one trip gave: its warnings, and when it is published its files, listing, fingerprint and warnings' places.
    private struct StagedTrip: Sendable {
        var files = SitePublisher.Staged()
        var listing: TripListing?
        var fingerprint: String?
        var warnings: [Diagnostic]
        var warningTargets: [Diagnostic: String] = [:]
    }

    /// `decodeWarnings` of a build: the warnings of `log`, by the path of the trip they are about (`trips[2]`).
    static func decodeWarnings(_ log: DiagnosticLog) -> [String: [Diagnostic]] {
        var byTrip: [String: [Diagnostic]] = [:]
        for warning in log.diagnostics {
            // "trips[2].hotels[0].check_in_date" is about the trip "trips[2]".
            guard let close = warning.path.firstIndex(of: "]") else { continue }
            byTrip[String(warning.path[...close]), default: []].append(warning)
        }
        return byTrip
    }
}


/// Counts finished trips across threads.
private final class ProgressCounter: Sendable {
    private let done = Locked(0)
    let total: Int

    init(total: Int) { self.total = total }

    func increment() -> Int { done.withLock { $0 += 1; return $0 } }
}
