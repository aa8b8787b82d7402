import Foundation
import TripsiteModel
import TripsitePlanning
import TripsiteRendering
import TripsiteResources

/// The render-trips step: every trip's files (its Markdown, page, printable itinerary and calendar),
/// rendered and staged in parallel, one trip per task. A trip whose fingerprint is the one the previous
/// build recorded, with its files all still in place, is kept as it is instead.
struct TripPages: Sendable {
    let renderer: SiteRenderer
    let publisher: SitePublisher
    let previous: PreviousSite
    /// Each trip's fingerprint, by folder name (none for a trip whose bytes are not known).
    let fingerprints: [String: String]
    /// Told how many trips are done out of how many, from any thread.
    let progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?

    /// The trips' files, staged.
    func stage(_ plans: [TripPlan]) throws(DiagnosticsError) -> SitePublisher.Staged {
        let counter = ProgressCounter(total: plans.count)
        let trips = try ParallelMap.throwingMap(plans) { plan throws(DiagnosticsError) in
            defer { if let progress { progress(counter.increment(), counter.total) } }
            return try stage(plan)
        }
        return trips.reduce(into: SitePublisher.Staged()) { $0 += $1 }
    }

    /// One trip's files: kept when they are in place as they would come out, else rendered and staged.
    private func stage(_ plan: TripPlan) throws(DiagnosticsError) -> SitePublisher.Staged {
        let paths = SiteRenderer.tripFilePaths(slug: plan.slug)
        if let fingerprint = fingerprints[plan.slug], previous.hasFiles(paths, fingerprint: fingerprint, slug: plan.slug) {
            return try publisher.keep(paths)
        }
        return try publisher.stage(renderer.renderTrip(plan), previous: previous.files)
    }
}

/// What the previous build left in the output folder.
struct PreviousSite: Sendable {
    var manifest: SiteManifest
    var files: Set<String>
    var output: String
    let fileSystem: any FileSystem

    init(_ manifest: SiteManifest, output: String, fileSystem: any FileSystem) {
        (self.manifest, self.output, self.fileSystem) = (manifest, output, fileSystem)
        files = Set(manifest.files)
    }

    /// Whether the previous build wrote these files of the trip with this fingerprint, and they are all still there,
    /// as files (a link put in a file's place is replaced, never kept).
    func hasFiles(_ paths: [String], fingerprint: String, slug: String) -> Bool {
        manifest.tripFingerprints[slug] == fingerprint
            && !hasLinkedFolder(paths) && paths.allSatisfy { files.contains($0) && fileSystem.isPlainFile(output + "/" + $0) }
    }

    /// Whether a folder that holds one of `paths` is a symbolic link (which a build refuses).
    private func hasLinkedFolder(_ paths: [String]) -> Bool {
        SitePublisher.folders(of: paths).contains { fileSystem.isSymbolicLink(output + "/" + $0) }
    }

    /// Whether a build from input with this fingerprint has nothing to do: the previous build was made, without
    /// warnings, from input with the same fingerprint (program, templates, countries, options and every byte
    /// of the trips file), and every file it wrote is still in place, as a file in a folder (not a link, which a
    /// build replaces), with the stylesheet, the script and the copied images as they would be written now.
    func isUpToDate(inputFingerprint: String, inputFolder: String) -> Bool {
        guard let record = manifest.input, record.fingerprint == inputFingerprint, !manifest.files.isEmpty else { return false }
        if hasLinkedFolder(manifest.files) { return false }
        return manifest.files.allSatisfy { path in
            let placed = output + "/" + path
            guard fileSystem.isPlainFile(placed) else { return false }
            switch path {
            case "assets/style.css": return fileSystem.fileHolds(EmbeddedResources.stylesheet, at: placed)
            case "assets/browse.js": return fileSystem.fileHolds(EmbeddedResources.browseScript, at: placed)
            case _ where path.hasPrefix("media/"):
                // Images beside the input may have been replaced or removed since: compare the copies.
                let relative = String(path.dropFirst("media/".count))
                guard let original = try? fileSystem.read(BuildInput.path(of: relative, in: inputFolder)) else { return false }
                return fileSystem.fileHolds(original, at: placed)
            default: return true
            }
        }
    }
}

/// Counts finished trips across threads.
private final class ProgressCounter: Sendable {
    private let done = Locked(0)
    let total: Int

    init(total: Int) { self.total = total }

    func increment() -> Int { done.withLock { $0 += 1; return $0 } }
}
