import Foundation

/// What the previous build left in the output folder.
struct PreviousBuild: Sendable {
    var manifest: SiteManifest
    var files: Set<String>
    var output: String

    /// Whether this build wrote the trip's pages with this fingerprint and they are all still in place.
    func hasPages(_ slug: String, fingerprint: String?, fileSystem: any FileSystem) -> Bool {
        guard let fingerprint, manifest.tripFingerprints[slug] == fingerprint else { return false }
        return SiteRenderer.tripFilePaths(slug: slug).allSatisfy { files.contains($0) && fileSystem.fileExists(output + "/" + $0) }
    }
}

/// The build step that renders the trips' pages into the staging folder (`SiteBuilder`). A trip whose
/// fingerprint is the one the previous build recorded, and whose files are all still there, is not rendered.
struct TripPages: Sendable {
    let renderer: SiteRenderer
    let writer: SiteWriter
    let previous: PreviousBuild
    /// Each trip's fingerprint, by folder name.
    let fingerprints: [String: String]
    let fileSystem: any FileSystem
    /// Told how many trips are done out of how many, as they are.
    private let progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?
    private let counter: ProgressCounter

    init(
        renderer: SiteRenderer, writer: SiteWriter, previous: PreviousBuild, fingerprints: [String: String], fileSystem: any FileSystem,
        tripCount: Int, progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?
    ) {
        (self.renderer, self.writer, self.previous, self.fingerprints, self.fileSystem) = (renderer, writer, previous, fingerprints, fileSystem)
        (self.progress, counter) = (progress, ProgressCounter(total: tripCount))
    }

    /// The paths of the trips' files, and those of them already in place from the previous build (not staged).
    typealias Staged = (paths: [String], unchanged: Set<String>)

    /// Renders the trips on every core; or, for a lone changed trip, that one here while the second core
    /// helps with it and then checks the other trips' pages (`LoneRendering`).
    func render(_ plans: [TripPlan], lone: LoneRendering?) throws(DiagnosticsError) -> Staged {
        let results: [Result<Staged, DiagnosticsError>]
        if let lone, let index = plans.firstIndex(where: { $0.slug == lone.trip.plan.slug }) {
            let own = Result { () throws(DiagnosticsError) in try renderAlone(lone.trip) }
            reportOne()
            var others = lone.otherTrips.result()
            others.insert(own, at: index)
            results = others
        } else {
            results = ParallelMap.map(plans, pages(of:))
        }
        var staged: Staged = ([], [])
        var problems: [Diagnostic] = []
        for result in results {
            switch result {
            case .success(let files):
                staged.paths += files.paths
                staged.unchanged.formUnion(files.unchanged)
            case .failure(let error): problems += error.diagnostics
            }
        }
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        return staged
    }

    /// A lone changed trip's rendering: the trip, and the other trips' pages, checked (or rendered) on the second core.
    struct LoneRendering: Sendable {
        let trip: LoneTrip
        let otherTrips: ForkedWork<[Result<Staged, DiagnosticsError>]>
    }

    /// How `render` renders `lone` among `plans`.
    func rendering(_ lone: LoneTrip, among plans: [TripPlan]) -> LoneRendering {
        let others = plans.filter { $0.slug != lone.plan.slug }
        return LoneRendering(trip: lone, otherTrips: ForkedWork { others.map(pages(of:)) })
    }

    /// One trip's files, rendered and staged unless they are in place.
    func pages(of plan: TripPlan) -> Result<Staged, DiagnosticsError> {
        defer { reportOne() }
        if previous.hasPages(plan.slug, fingerprint: fingerprints[plan.slug], fileSystem: fileSystem) {
            let paths = SiteRenderer.tripFilePaths(slug: plan.slug)
            return .success((paths, Set(paths)))
        }
        return Result { () throws(DiagnosticsError) in
            try writer.writeStaged(try renderer.renderTrip(plan), unlessUnchangedFrom: previous.files)
        }
    }

    private func renderAlone(_ lone: LoneTrip) throws(DiagnosticsError) -> Staged {
        let (plan, writer, previousFiles) = (lone.plan, self.writer, previous.files)
        let markdown = try renderer.tripMarkdown(plan, pageValues: lone.pageValues, days: lone.days.result())
        // The Markdown and the calendar are staged on the second core once it has done its share of the build, while
        // this one makes the page: the second core goes on to them, and then to the printable itinerary, without
        // falling asleep in between (waking a sleeping thread takes tens of µs here, as long as a write).
        let early = ForkedWork { [markdown] in
            Result { () throws(DiagnosticsError) in
                try writer.writeStaged([markdown.file, markdown.calendarFile(lone.sideParts.result())], unlessUnchangedFrom: previousFiles)
            }
        }
        lone.secondCore.add { early.runUnlessStarted() }
        // Done before this returns, even with an error: a failed build clears the staging folder, and a write
        // after that would make it again.
        defer { _ = early.result() }
        // The page here and the printable itinerary on the second core, each rendered from the HTML cmark makes here.
        let context = renderer.tripPageContext(markdown) { lone.sideParts.result() }
        let renderer = self.renderer
        let stage = { @Sendable (page: SiteRenderer.TripPage) in
            Result { () throws(DiagnosticsError) in
                try writer.writeStaged([renderer.tripPage(page, of: markdown, context: context)], unlessUnchangedFrom: previousFiles)
            }
        }
        let (page, printable) = ParallelMap.both({ stage(.page) }, { stage(.printable) }, after: lone.secondCore)
        let staged = [try early.result().get(), try page.get(), try printable.get()]
        return (markdown.paths, staged.reduce(into: Set()) { $0.formUnion($1.unchanged) })
    }

    private func reportOne() {
        if let progress { progress(counter.increment(), counter.total) }
    }

    /// The one trip a build renders anew, when only one trip's fingerprint differs from the previous build's (a
    /// rebuild after a save), found as soon as the trips are planned. Its page's template values are made then, on
    /// this core, while the second parses the templates; its timeline and then its side parts (sort values,
    /// calendar) are queued on the second core after the templates. The rest of its page is made here once the
    /// templates are parsed.
    final class LoneTrip: Sendable {
        let plan: TripPlan
        /// Its page's template values other than its timeline.
        let pageValues: TemplateFields
        let days: ForkedWork<TemplateValue>
        let sideParts: ForkedWork<SiteRenderer.TripSideParts>
        /// The build's work for the second core, where the trip's Markdown and calendar are then staged.
        let secondCore: HelperQueue

        init?(_ plans: [TripPlan], fingerprints: [String: String], previous: SiteManifest, site: SiteContext, secondCore: HelperQueue) {
            // The search stops at a second changed trip: in a first build that is the second plan.
            var changed: TripPlan?
            for plan in plans where fingerprints[plan.slug].map({ previous.tripFingerprints[plan.slug] != $0 }) ?? true {
                guard changed == nil else { return nil }
                changed = plan
            }
            guard let plan = changed else { return nil }
            (self.plan, self.secondCore) = (plan, secondCore)
            let (days, sideParts) = (ForkedWork { TripContext.days(plan) }, ForkedWork { SiteRenderer.sideParts(plan, site: site) })
            secondCore.add {
                days.runUnlessStarted()
                sideParts.runUnlessStarted()
            }
            (self.days, self.sideParts) = (days, sideParts)
            pageValues = TripContext.pageValues(plan, site: site)
        }
    }
}

/// Counts finished trips across threads.
private final class ProgressCounter: @unchecked Sendable {
    private var done = 0
    private let lock = NSLock()
    let total: Int

    init(total: Int) { self.total = total }

    func increment() -> Int { lock.withLock { done += 1; return done } }
}
