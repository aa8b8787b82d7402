import TripsiteModel
import TripsitePlanning
import TripsiteRendering

/// Builds a whole site, from the options on the command line to the published output folder, in named
/// steps:
///
/// lock the output folder → clear what an interrupted build left → load the input → stop if nothing changed
/// → plan (decode and check the trips, plan their itineraries, parse the templates) → render the trips →
/// render the listing pages and the site's calendar → publish.
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
        let fingerprints = BuildFingerprints(input, options: options)
        // A problem with the output folder is reported after the trips are checked, with any problem in them.
        let previousManifest = Result { () throws(DiagnosticsError) in try publisher.previousManifest() }
        if let manifest = try? previousManifest.get() {
            let previous = PreviousSite(manifest, output: publisher.output, fileSystem: fileSystem)
            if previous.isUpToDate(inputFingerprint: fingerprints.input, inputFolder: input.inputFolder) {
                let summary = SitePublisher.Summary(unchanged: manifest.files)
                var report = Self.report(
                    tripCount: manifest.input?.tripCount ?? 0, summary: summary, warnings: [], options: options,
                    templatesTaken: Array(input.templateOverrides.keys), firstBuild: false)
                if let note = PublishedTrips.note(draftsLeftOut: manifest.input?.draftsLeftOut ?? 0) { report.notes.append(note) }
                report.unusedFieldCount = manifest.input?.unusedFields ?? 0
                return report
            }
        }
        // The trips file's bytes, the largest thing a build holds, are let go once the trips are decoded.
        let planned = try PlannedSite.plan(consume input, keepGoing: options.keepGoing, language: options.site.language.code)
        let published = PublishedTrips(planned.plans, options: options)
        let previous = PreviousSite(try previousManifest.get(), output: publisher.output, fileSystem: fileSystem)
        let tripFingerprints = fingerprints.trips(published.plans)
        var site = options.site
        site.languages = planned.languages
        let renderer = SiteRenderer(templates: planned.templates, site: site)

        try publisher.beginStaging()
        do {
            let trips = try TripPages(
                renderer: renderer, publisher: publisher, previous: previous, fingerprints: tripFingerprints, progress: progress
            ).stage(published.plans)
            let language = site.language
            let listings = ParallelMap.map(published.plans) { TripListing($0, language: language) }
            let listed = zip(published.plans, listings).filter { PublishedTrips.isListed($0.0) }.map(\.1)
            let listingPages = try ListingPages(
                renderer: renderer, publisher: publisher, previous: previous, input: planned.input
            ).stage(listed: listed, all: listings)
            // A build with warnings is always made again, so that they are shown again.
            let unusedFieldCount = UnusedField.grouped(planned.unusedFields).count
            let record = planned.warnings.isEmpty
                ? SiteManifest.InputRecord(
                    fingerprint: fingerprints.input, tripCount: published.plans.count, draftsLeftOut: published.draftsLeftOut,
                    unusedFields: unusedFieldCount) : nil
            let staged = trips + listingPages
            let manifest = SiteManifest(files: staged.paths, tripFingerprints: tripFingerprints, input: record)
            let (summary, leftOver) = try publisher.publish(staged, manifest: manifest, previous: previous.manifest)
            var report = Self.report(
                tripCount: published.plans.count, summary: summary, warnings: planned.warnings, options: options,
                templatesTaken: planned.input.templateOverrides.keys.filter(planned.templates.used.contains),
                firstBuild: previous.manifest.files.isEmpty)
            report.unusedFieldCount = unusedFieldCount
            report.warningTargets = WarningTargets.targets(for: planned.warnings, plans: published.plans)
            if let note = PublishedTrips.note(draftsLeftOut: published.draftsLeftOut) { report.notes.append(note) }
            if let leftOver { report.notes.append(leftOver) }
            return report
        } catch {
            publisher.discard()
            throw error
        }
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

/// The fingerprints a build compares with the previous build's: of its whole input, and of each trip.
private struct BuildFingerprints {
    let site: Fingerprint
    let input: String

    init(_ input: BuildInput, options: BuildOptions) {
        var site = Fingerprint.site(
            templates: TemplateSet.sources(overrides: input.templateOverrides), countries: input.countriesBytes, site: options.site)
        // What the build shows depends on these too: a build that changes them renders again.
        site.add("drafts \(options.includeDrafts) private \(options.showPrivateDetails)")
        if !input.fieldNames.isEmpty { site.add(input.fieldNames.fingerprintText) }
        // A file put in the templates folder that is not a template is warned of at the next build.
        site.add(input.otherTemplateFiles.keys.sorted().joined(separator: "\n"))
        // The site's translation files change the words of every page.
        for code in input.translationFiles.keys.sorted() {
            site.add(code)
            site.add(input.translationFiles[code]!.text)
        }
        self.site = site
        self.input = Fingerprint.input(tripsFiles: input.tripsFiles, sourceDate: input.sourceDate, site: site).hex
    }

    /// Each trip's fingerprint, by folder name (none for a trip without one).
    func trips(_ plans: [TripPlan]) -> [String: String] {
        var fingerprints: [String: String] = [:]
        for plan in plans { fingerprints[plan.slug] = Fingerprint.trip(plan, site: site)?.hex }
        return fingerprints
    }
}
