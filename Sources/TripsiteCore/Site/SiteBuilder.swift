import TripsiteModel
import TripsitePlanning
import TripsiteRendering

/// Builds a whole site, from the options on the command line to the published output folder, in named
/// steps:
///
/// lock the output folder → clear what an interrupted build left → load the input → stop if nothing changed
/// since the last build (`PreviousBuild`) → decode (read and check the trips, parse the templates, choose the
/// trips published and listed: `DecodedSite`, `PublishedTrips`) → render (each trip's itinerary planned and its
/// files made, a batch of trips at a time, then the listing pages and the site's calendar) → publish. A build
/// holds every trip decoded and, of the trips done, only their listings, never every trip's plan.
///
/// Every file is written into a staging folder; publishing swaps it with the output folder in one step, so
/// the output folder holds the old site or the new one, never a mix, and nothing in it changes unless every
/// step succeeded.
public struct SiteBuilder: Sendable {
    public let fileSystem: any FileSystem
    /// Told, from any thread, how many trips are done out of how many, as the trips are rendered.
    public var progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?
    /// Whether a build waits for another build of the same output folder to end (else it stops at once).
    public var waitsForLock = true
    /// Told once when the build waits for another build of the same output folder.
    public var waiting: @Sendable () -> Void = {}
    /// Whether the caller holds the output folder's lock already (`serve` holds it while it runs).
    public var outputIsLocked = false
    /// How many trips are made into files at once (`TripPages.defaultBatchSize`).
    var tripsPerBatch = TripPages.defaultBatchSize

    public init(fileSystem: any FileSystem = LocalFileSystem(), progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil) {
        self.fileSystem = fileSystem
        self.progress = progress
    }

    /// What a finished build did.
    public struct Report: Sendable {
        public var tripCount: Int
        public var summary: SitePublisher.Summary
        /// Every warning, and with `keepGoing` the errors of the trips left out (sorted with them).
        public var warnings: [Diagnostic]
        /// The errors among `warnings`: trips left out by `--keep-going`. A build with any fails (exit 1) though it published.
        public var errors: [Diagnostic] { warnings.filter { $0.severity == .error } }
        /// How many fields of the input nothing was made from (each repeated field once).
        public var unusedFieldCount = 0
        /// The site-relative address of the item each warning about a published trip is about (`WarningTargets`).
        public var warningTargets: [Diagnostic: String] = [:]
        /// Things the user may want to know that are not problems in the input, to say after this build.
        public var notes: [String] = []
        /// Notes that do not change from one build to the next (the base-URL note, the templates taken from the
        /// templates folder), said in `notes` at the first build into a folder and kept here after that, for `--verbose`.
        public var settledNotes: [String] = []
    }

    public func build(_ options: BuildOptions) throws(DiagnosticsError) -> Report {
        var publisher = SitePublisher(fileSystem: fileSystem, output: options.output)
        publisher.outputSetting = options.origins.output
        let lock = outputIsLocked ? nil : try publisher.lock(wait: waitsForLock, waiting: waiting)
        defer { lock?.release() }
        try publisher.clearLeftovers()
        let input = try InputLoader(fileSystem: fileSystem).load(options)
        let inputs = BuildInputs(input, options: options)
        // A problem with the output folder is reported after the trips are checked, with any problem in them.
        let previous = Result { () throws(DiagnosticsError) in try publisher.previousBuild() }
        if let previous = try? previous.get(), previous.isUpToDate(inputs) {
            return Self.unchangedReport(previous.manifest, options: options, templatesTaken: Array(input.templateOverrides.keys))
        }
        // The trips file's bytes, the largest thing a build holds, are let go once the trips are decoded.
        var decoded = try DecodedSite(consume input, keepGoing: options.keepGoing, language: options.site.language.code)
        var published = PublishedTrips(taking: &decoded, options: options)
        let site = try render(decoded, &published, options: options, inputs: inputs, previous: previous.get(), publisher: publisher)
        return try publish(site, decoded, published, options: options, publisher: publisher)
    }

    /// A rendered site, staged and not yet published, with the record the next build reads.
    private struct RenderedSite {
        var staged: SitePublisher.Staged
        var record: SiteManifest
        var previous: PreviousBuild
        var unusedFieldCount: Int
        /// Every warning of the plan step, sorted, and where on the site each one about a trip's item is.
        var warnings: [Diagnostic]
        var warningTargets: [Diagnostic: String]
    }

    /// The render step: every trip planned and its files made, a batch at a time (letting go of the trips and
    /// their plans as they are done), then the pages that list the listed ones, the site's calendar, the assets and
    /// the images, all staged (or kept from the last build, as `previous` allows).
    private func render(
        _ decoded: DecodedSite, _ published: inout PublishedTrips, options: BuildOptions, inputs: BuildInputs,
        previous: PreviousBuild, publisher: SitePublisher
    ) throws(DiagnosticsError) -> RenderedSite {
        var site = options.site
        site.languages = decoded.languages
        var templates = decoded.templates
        templates.buildByteLimit = TemplateSet.buildByteLimit(trips: published.count)
        let renderer = SiteRenderer(templates: templates, site: site)
        try publisher.beginStaging()
        do {
            let trips = try TripPages(
                renderer: renderer, publisher: publisher, previous: previous, inputs: inputs,
                // The date planning checks the trips' statuses against, which their pages show.
                splitDate: published.trips.referenceDate, decodeWarnings: TripPages.decodeWarnings(decoded.log),
                progress: progress, batchSize: tripsPerBatch
            ).stage(taking: &published)
            let listingPages = try ListingPages(renderer: renderer, publisher: publisher, previous: previous, input: decoded.input)
                .stage(listed: published.listed(trips.listings), all: trips.listings)
            let staged = trips.files + listingPages
            let warnings = decoded.finished(planWarnings: trips.warnings).warnings
            let unusedFieldCount = UnusedField.grouped(decoded.log.unusedFields).count
            let record = PreviousBuild.record(
                files: staged.paths, inputs: inputs, tripFingerprints: trips.fingerprints, tripCount: published.count,
                draftsLeftOut: published.draftsLeftOut, unusedFields: unusedFieldCount, hadWarnings: !warnings.isEmpty)
            return RenderedSite(
                staged: staged, record: record, previous: previous, unusedFieldCount: unusedFieldCount, warnings: warnings,
                warningTargets: trips.warningTargets)
        } catch {
            publisher.discard()
            throw error
        }
    }

    /// The publish step: the staged site put in place of the current one, and what the build did.
    private func publish(
        _ site: RenderedSite, _ decoded: DecodedSite, _ published: PublishedTrips, options: BuildOptions, publisher: SitePublisher
    ) throws(DiagnosticsError) -> Report {
        let summary: SitePublisher.Summary
        let leftOver: String?
        do {
            (summary, leftOver) = try publisher.publish(site.staged, manifest: site.record, previous: site.previous.manifest)
        } catch {
            publisher.discard()
            throw error
        }
        var report = Self.report(
            tripCount: published.count, summary: summary, warnings: site.warnings, options: options,
            templatesTaken: decoded.input.templateOverrides.keys.filter(decoded.templates.used.contains),
            firstBuild: site.previous.isFirst)
        report.unusedFieldCount = site.unusedFieldCount
        report.warningTargets = site.warningTargets
        if let note = PublishedTrips.note(draftsLeftOut: published.draftsLeftOut) { report.notes.append(note) }
        if let leftOver { report.notes.append(leftOver) }
        return report
    }

    /// The report of a build that found nothing to do, from the last build's record.
    private static func unchangedReport(_ manifest: SiteManifest, options: BuildOptions, templatesTaken: [String]) -> Report {
        var report = report(
            tripCount: manifest.input?.tripCount ?? 0, summary: SitePublisher.Summary(unchanged: manifest.files), warnings: [],
            options: options, templatesTaken: templatesTaken, firstBuild: false)
        if let note = PublishedTrips.note(draftsLeftOut: manifest.input?.draftsLeftOut ?? 0) { report.notes.append(note) }
        report.unusedFieldCount = manifest.input?.unusedFields ?? 0
        return report
    }

    /// The report of a build; `templatesTaken` are the templates taken from the templates folder (a build that
    /// found nothing to do had no warning before, so every template there was used), `firstBuild` when the
    /// output folder held no site of tripsite's before it.
    private static func report(
        tripCount: Int, summary: SitePublisher.Summary, warnings: [Diagnostic], options: BuildOptions, templatesTaken: [String],
        firstBuild: Bool
    ) -> Report {
        var report = Report(tripCount: tripCount, summary: summary, warnings: warnings)
        var settled: [String] = []
        if options.site.baseURL == nil {
            settled.append("without a base URL (--base-url, or base_url in tripsite.toml), the canonical and Open Graph addresses, the preview images of local files, sitemap.xml and feed.xml are left out, because they must be absolute")
        }
        if let note = templatesNote(templatesTaken, folder: options.templatesFolderOrDefault) { settled.append(note) }
        if firstBuild { report.notes += settled } else { report.settledNotes += settled }
        return report
    }

    /// "Templates: trip.md, index.html from Templates/": the templates taken from the folder instead of the
    /// built-in ones (in the order of `BuiltInTemplate.all`, then the partials of the folder's own), if any.
    static func templatesNote(_ names: [String], folder: String) -> String? {
        guard !names.isEmpty else { return nil }
        let builtIn = BuiltInTemplate.all.map(\.name).filter(names.contains)
        let own = names.filter { !builtIn.contains($0) }.sorted()
        return "Templates: \((builtIn + own).joined(separator: ", ")) from \(folder.hasSuffix("/") ? folder : folder + "/")"
    }
}
