import Dispatch
import Foundation
import TripsiteCore
import TripsiteModel
import TripsitePlanning
import TripsiteRendering

/// A monotonic clock for timing.
enum Clock {
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    static func seconds(since start: UInt64) -> Double { Double(now() - start) / 1e9 }

    static func measure<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> (T, Double) {
        let start = now()
        let value = try body()
        return (value, seconds(since: start))
    }
}

/// The times of one benchmark run of one workload, in seconds.
struct PhaseSample {
    /// Reading the input files (`InputLoader.load`).
    var load = 0.0
    /// Parsing, decoding and planning (`PlannedSite.planTrips`).
    var plan = 0.0
    /// Parsing the templates and rendering every trip's Markdown.
    var markdown = 0.0
    /// cmark, heading anchors and the HTML layouts of every trip, the index, the assets and the site files.
    var html = 0.0
    /// Staging, writing and publishing the files into a fresh output folder (`SitePublisher`).
    var write = 0.0
    /// `SiteBuilder().build(…)` end to end into a fresh output folder.
    var total = 0.0
    /// The same build again into the same folder, nothing changed.
    var rebuildUnchanged = 0.0
    /// The build again after one trip's description changed.
    var rebuildChanged = 0.0
    /// The build again with another site title: every page is made again and written over the old one, as
    /// after an edit to a template or a new tripsite version.
    var rebuildRestyled = 0.0

    /// What the rebuilds wrote (to check they did what they are meant to).
    var unchangedRebuildWrote = 0
    var changedRebuildWrote = 0
    var restyledRebuildWrote = 0
    var warnings = 0

    /// The median of each time over several runs.
    static func median(_ samples: [PhaseSample]) -> PhaseSample {
        func mid(_ key: KeyPath<PhaseSample, Double>) -> Double { Stats.median(samples.map { $0[keyPath: key] }) }
        var result = samples.last ?? PhaseSample()
        result.load = mid(\.load)
        result.plan = mid(\.plan)
        result.markdown = mid(\.markdown)
        result.html = mid(\.html)
        result.write = mid(\.write)
        result.total = mid(\.total)
        result.rebuildUnchanged = mid(\.rebuildUnchanged)
        result.rebuildChanged = mid(\.rebuildChanged)
        result.rebuildRestyled = mid(\.rebuildRestyled)
        return result
    }
}

enum Stats {
    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// Times the phases of a build through the library, then whole builds and rebuilds with `SiteBuilder`.
enum PhaseTimings {
    /// One run. `scratch` receives the output folders, which are set aside first (untimed).
    static func run(tripsFile: String, changedTripsFile: String, scratch: String) throws(DiagnosticsError) -> PhaseSample {
        let fileSystem = LocalFileSystem()
        let phasesOutput = scratch + "/phases-site"
        let fullOutput = scratch + "/full-site"
        Discarded.discard(phasesOutput)
        Discarded.discard(fullOutput)
        var sample = PhaseSample()
        let options = BuildOptions(tripsFile: tripsFile, output: phasesOutput)

        // 1. Load: read the input files.
        let input: BuildInput
        (input, sample.load) = try Clock.measure { () throws(DiagnosticsError) in
            try InputLoader(fileSystem: fileSystem).load(options)
        }

        // 2. Plan: parse the JSON, decode the trips, plan their days and costs.
        let planned: PlannedTrips
        (planned, sample.plan) = Clock.measure { PlannedSite.planTrips(input) }
        if planned.log.hasErrors { throw DiagnosticsError(planned.log.sorted) }
        let plans = planned.plans

        // 3. Markdown: parse the templates, then render each trip's Markdown on every core. This mirrors the
        //    first half of `SiteRenderer.renderTrip` (context, then the trip.md template).
        let templates: TemplateSet
        (templates, sample.markdown) = try Clock.measure { () throws(DiagnosticsError) in
            try TemplateSet(overrides: input.templateOverrides)
        }
        let site = options.site
        let (_, markdownOnly) = try Clock.measure { () throws(DiagnosticsError) in
            try ParallelMap.throwingMap(plans) { plan throws(DiagnosticsError) -> Int in
                try templates.render(TripContext.make(plan, site: site), with: "trip.md").utf8.count
            }
        }
        sample.markdown += markdownOnly

        // 4. HTML: `SiteRenderer.renderTrip` (Markdown, cmark, heading anchors, the two layouts) on every core,
        //    then the index, the assets and the site files (404, robots.txt, sitemap, feed), as `SiteBuilder`
        //    does (the site's calendar is put together from the trips' calendar files when they are written). The heading anchors step is internal to the library, so the HTML time is this render's time
        //    less the Markdown time measured just above.
        let renderer = SiteRenderer(templates: templates, site: site)
        let listings = plans.map { TripListing($0, language: site.language) }
        let (rendered, renderTime) = try Clock.measure { () throws(DiagnosticsError) -> ([[OutputFile]], [OutputFile]) in
            let trips = try ParallelMap.throwingMap(plans) { plan throws(DiagnosticsError) in try renderer.renderTrip(plan) }
            var shared = renderer.renderAssets() + renderer.mediaFiles(listings, contents: input.publishedImage)
            shared += try renderer.renderListingPages(listings, buildDate: input.sourceDate.date)
            shared += try renderer.renderSiteFiles(listings, sourceDate: input.sourceDate)
            return (trips, shared)
        }
        sample.html = max(0, renderTime - markdownOnly)

        // 5. Write: stage every file (in parallel, as the build does), then publish into a fresh folder.
        (_, sample.write) = try Clock.measure { () throws(DiagnosticsError) in
            let publisher = SitePublisher(fileSystem: fileSystem, output: phasesOutput)
            let previous = try publisher.previousManifest()
            try publisher.beginStaging()
            let (tripFiles, shared) = rendered
            let tripsStaged = try ParallelMap.throwingMap(tripFiles) { files throws(DiagnosticsError) in
                try publisher.stage(files, previous: nil)
            }
            let calendar = try publisher.siteCalendar(of: listings, asOf: input.sourceDate.date, renderer: renderer)
            let staged = tripsStaged.reduce(try publisher.stage(shared + calendar, previous: nil), +)
            _ = try publisher.publish(staged, manifest: SiteManifest(files: staged.paths), previous: previous)
        }
        Discarded.discard(phasesOutput)

        // 6. The whole build, then the two rebuilds into the same folder.
        let builder = SiteBuilder(fileSystem: fileSystem)
        let full = BuildOptions(tripsFile: tripsFile, output: fullOutput)
        let report: SiteBuilder.Report
        (report, sample.total) = try Clock.measure { () throws(DiagnosticsError) in try builder.build(full) }
        sample.warnings = report.warnings.count

        let unchanged: SiteBuilder.Report
        (unchanged, sample.rebuildUnchanged) = try Clock.measure { () throws(DiagnosticsError) in try builder.build(full) }
        sample.unchangedRebuildWrote = unchanged.summary.written.count

        let changedOptions = BuildOptions(tripsFile: changedTripsFile, output: fullOutput)
        let changed: SiteBuilder.Report
        (changed, sample.rebuildChanged) = try Clock.measure { () throws(DiagnosticsError) in try builder.build(changedOptions) }
        sample.changedRebuildWrote = changed.summary.written.count

        // 7. Last, as it leaves the most for the system to write out: the site's title changed, so that every page
        //    is made again and written over the old one.
        var restyledOptions = changedOptions
        restyledOptions.site.title = "Restyled trips"
        let restyled: SiteBuilder.Report
        (restyled, sample.rebuildRestyled) = try Clock.measure { () throws(DiagnosticsError) in try builder.build(restyledOptions) }
        sample.restyledRebuildWrote = restyled.summary.written.count
        Discarded.discard(fullOutput)
        return sample
    }

    static func removeFolder(_ path: String) {
        if FileManager.default.fileExists(atPath: path) { try? FileManager.default.removeItem(atPath: path) }
    }
}

/// Output folders the benchmark is done with. On disk they are moved aside, not deleted, until the benchmark
/// ends: on ext4, creating files is several times slower for minutes after thousands were deleted (the inode
/// allocator passes over the recently freed ones), which would charge each run, of tripsite or of Hugo,
/// for the clean-up of the run before rather than measure a build into a fresh folder. On tmpfs that does not
/// happen, and a folder kept would hold its bytes in memory, so it is deleted at once.
enum Discarded {
    /// In the temporary folder, where the benchmark's own folder is unless `--keep` puts it elsewhere, so that
    /// moving a folder is a rename.
    static let folder = NSTemporaryDirectory() + "/tripsite-bench-discarded-\(ProcessInfo.processInfo.processIdentifier)"

    /// Deletes the folder when it is in memory; else moves it aside (deleting it when it cannot be moved).
    static func discard(_ path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return }
        if ScratchSpace.isInMemory(path) { return PhaseTimings.removeFolder(path) }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        if (try? FileManager.default.moveItem(atPath: path, toPath: folder + "/" + UUID().uuidString)) == nil {
            PhaseTimings.removeFolder(path)
        }
    }

    /// Deletes everything discarded, once nothing more is measured.
    static func deleteAll() { PhaseTimings.removeFolder(folder) }
}

/// Several runs of a program: the median wall time and the highest peak memory.
struct ProcessSample {
    var seconds: Double
    var peakBytes: Int

    /// Runs `command(run)` `runs` times, spawned directly, for the time; then once more under `/usr/bin/time`
    /// (when installed) for the peak memory, so that the time does not include that tool's own start.
    /// `after(run)` cleans up between runs (untimed). Without `measuringMemory`, there is no memory run and
    /// the peak is 0.
    static func measure(
        _ name: String, runs: Int, scratch: String, measuringMemory: Bool = true,
        command: (Int) -> (String, [String]), after: (Int) -> Void = { _ in }
    ) throws -> ProcessSample {
        var times: [Double] = []
        var peak = 0
        let memoryRun = measuringMemory && ChildProcess.hasTimeTool ? [runs] : []
        for run in Array(0..<runs) + memoryRun {
            let (executable, arguments) = command(run)
            let forMemory = measuringMemory && (run == runs || !ChildProcess.hasTimeTool)
            let measurement = try ChildProcess.run(executable, arguments, scratch: scratch, measuringMemory: forMemory)
            guard measurement.exitCode == 0 else {
                throw ChildProcess.SpawnError(description:
                    "\(name) failed (exit status \(measurement.exitCode)): \(executable) \(arguments.joined(separator: " "))\n"
                    + measurement.errorOutput)
            }
            if run < runs { times.append(measurement.seconds) }
            if forMemory { peak = max(peak, measurement.peakBytes) }
            after(run)
        }
        return ProcessSample(seconds: Stats.median(times), peakBytes: peak)
    }
}
