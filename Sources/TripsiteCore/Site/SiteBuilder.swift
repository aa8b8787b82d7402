import Foundation

/// Builds a whole site: the named steps of the pipeline, from the options on the command line to the
/// published output folder.
///
/// load input → stop if nothing changed → plan (parse, decode, itineraries) → check templates → render
/// each trip (in parallel, each trip's pages depend on that trip only) → render the index and assets →
/// publish. Nothing in the output folder changes unless every step succeeded.
public struct SiteBuilder: Sendable {
    public let fileSystem: any FileSystem

    /// Told, from any thread, how many trips are done out of how many, as the trips are rendered.
    public var progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?

    /// The trips earlier builds of this process decoded and planned, for a process that builds again and
    /// again (`tripsite serve`); `nil` to decode every trip.
    public var tripCache: TripCache?

    /// Whether what a build holds (the decoded trips, their plans, listings and cards) is left for the process's
    /// exit to give back instead of being freed piece by piece as the build returns: for a process that ends right
    /// after one build (`tripsite build`). Freeing them took about 2% of a build of 1,000 or 10,000 trips, on one
    /// core, after the site was published; compilers skip the same work the same way (clang's `-disable-free`).
    /// Off by default, as a process that builds again and again (`serve`, tests) must free them.
    public var leavesMemoryToExit = false

    public init(
        fileSystem: any FileSystem = LocalFileSystem(), progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil,
        tripCache: TripCache? = nil
    ) {
        self.fileSystem = fileSystem
        self.progress = progress
        self.tripCache = tripCache
    }

    /// What a finished build did.
    public struct Report: Sendable {
        public var tripCount: Int
        public var summary: SiteWriter.Summary
        public var warnings: [Diagnostic]
        /// Things the user may want to know that are not problems in the input (said once per build).
        public var notes: [String] = []
    }

    public func build(_ options: BuildOptions) throws(DiagnosticsError) -> Report {
        try build(options, usingListings: true)
    }

    /// - Parameter usingListings: whether trips may be taken from the previous build's listings (they are not
    ///   when the build is made again because the pages of such a trip turned out not to be in place).
    private func build(_ options: BuildOptions, usingListings: Bool) throws(DiagnosticsError) -> Report {
        let loaded = try InputLoader(fileSystem: fileSystem).load(options)
        let writer = SiteWriter(fileSystem: fileSystem, output: options.output)
        // The templates' sources are known before they are parsed: the site's fingerprint is made once, here.
        let siteFingerprint = Fingerprint.site(
            templates: TemplateSet.sources(overrides: loaded.templateOverrides), countries: loaded.countriesBytes, site: options.site)
        let inputFingerprint = Fingerprint.input(tripsBytes: loaded.tripsBytes, site: siteFingerprint).hex
        // Read once: a problem with it is reported after the trips are checked, with any problem in them.
        let previousManifest = Result { () throws(DiagnosticsError) in try writer.previousManifest() }
        if let previous = try? previousManifest.get(),
           let summary = UnchangedSite.check(previous, inputFingerprint: inputFingerprint, inputFolder: loaded.inputFolder, writer: writer) {
            return Self.report(tripCount: previous.input?.tripCount ?? 0, summary: summary, warnings: [], options: options)
        }
        // Trips whose bytes the previous build listed are taken as those listings, not decoded.
        let store = ListingStore(for: writer)
        let scope = siteFingerprint.hex
        let hasTripPages = (try? previousManifest.get()).map { !$0.tripFingerprints.isEmpty } ?? false
        let readListings: (@Sendable () -> ListingStore.Kept?)? =
            usingListings && hasTripPages ? { @Sendable in store.read(scope: scope) } : nil
        // The second core's work, in the order it is needed: planning's, the templates, then a lone changed trip's.
        let secondCore = HelperQueue()
        let firstPlan = try PreparingSite.start(consume loaded, cache: tripCache, listings: readListings, secondCore: secondCore)
        let previous = try previousManifest.get()
        let previousFiles = Set(previous.files)
        let previousBuild = PreviousBuild(manifest: previous, files: previousFiles, output: writer.output)
        let planned = PlannedTrips(consume firstPlan, site: siteFingerprint, inputFingerprint: inputFingerprint)
        // The templates are parsed on the second core meanwhile: they are needed from here on. A lone changed trip
        // has what needs no template made before.
        let lone = TripPages.LoneTrip(
            planned.preparing.planned.plans, fingerprints: planned.fingerprints, previous: previous, site: options.site, secondCore: secondCore)
        let prepared = try planned.preparing.finished()
        let (input, plans, templates) = (prepared.input, prepared.plans, prepared.templates)
        let (listings, tripFingerprints, listed) = (planned.listings, planned.fingerprints, prepared.planned.listed)
        let tripCount = plans.count + listed.count

        try writer.stage()
        do {
            // Each trip's card is made once per build for the pages that list it, and kept while serving.
            let cards = tripCache?.cards ?? TripCards()
            let renderer = SiteRenderer(templates: templates, site: options.site) { trip, root in
                cards.card(trip, root: root, fingerprint: tripFingerprints[trip.slug])
            }
            defer { cards.endBuild() }
            // The index, country and style pages depend on all the trips' listings, not on their pages: which
            // of them the previous build left in place is found, and the others rendered and staged, at the
            // same time as the trips, with the assets and media. The listings kept for the next build are
            // encoded meanwhile too.
            let inputFolder = input.inputFolder
            let tripRendering = TripPages(
                renderer: renderer, writer: writer, previous: previousBuild, fingerprints: tripFingerprints, fileSystem: fileSystem,
                tripCount: plans.count, progress: progress)
            let loneRendering = lone.map { tripRendering.rendering($0, among: plans) }
            let keptListings = ForkedWork { ListingStore.encode(listings.result(), scope: scope) }
            let (tripPages, sharedPages) = ParallelMap.both(
                {
                    // Encoded beside the trips, on a helper of its own; but a lone trip has the second core's help,
                    // and they are encoded there after it, so that two threads do not share that core.
                    if lone == nil { HelperThreads.shared.run { keptListings.runUnlessStarted() } }
                    return Swift.Result { () throws(DiagnosticsError) in try tripRendering.render(plans, lone: loneRendering) }
                },
                {
                    defer { keptListings.runUnlessStarted() }
                    return Swift.Result { () throws(DiagnosticsError) -> (ListingPages, TripPages.Staged)? in
                        loneRendering?.otherTrips.runUnlessStarted()
                        // A trip taken from the previous build's listings must have its pages in place under the same
                        // folder name; if one has not (a folder name now taken by a new trip, pages deleted), the
                        // build is made again without the listings. Checked here, beside the trips' pages.
                        guard listed.allSatisfy({ previousBuild.hasPages($0.slug, fingerprint: tripFingerprints[$0.slug], fileSystem: fileSystem) }) else {
                            return nil
                        }
                        let trips = listings.result()
                        let listing = self.listingPages(trips, options: options, site: siteFingerprint, previous: previousBuild)
                        // Assets and media are always compared (they come from the program and from beside the input).
                        var shared = renderer.renderAssets() + renderer.mediaFiles(trips, inputFolder: inputFolder)
                        if listing.keptAll == nil {
                            // The index is the largest page: the sitemap, the feed and the 404 page are made beside it.
                            let (pages, siteFiles) = ParallelMap.both(
                                { Swift.Result { () throws(DiagnosticsError) in try renderer.renderListingPages(trips, keeping: listing.keptGroupPages) } },
                                { Swift.Result { () throws(DiagnosticsError) in try renderer.renderSiteFiles(trips) } })
                            shared += try pages.get() + siteFiles.get()
                        }
                        return (listing, try writer.writeStaged(shared, unlessUnchangedFrom: previousFiles))
                    }
                }, after: secondCore)
            guard let sharedResult = try sharedPages.get() else {
                writer.discard()
                return try build(options, usingListings: false)
            }
            let (listingPages, shared) = sharedResult
            var (files, unchanged) = try tripPages.get()
            // The trips taken as listings have their pages in place.
            for trip in listed {
                let paths = SiteRenderer.tripFilePaths(slug: trip.slug)
                files += paths
                unchanged.formUnion(paths)
            }
            if let keptAll = listingPages.keptAll {
                files += keptAll
                unchanged.formUnion(keptAll)
            } else {
                files += listingPages.keptGroupPages.sorted()
                unchanged.formUnion(listingPages.keptGroupPages)
            }
            files += shared.paths
            unchanged.formUnion(shared.unchanged)
            // A build with warnings is always made again, so that they are shown again.
            let record = prepared.warnings.isEmpty
                ? SiteManifest.InputRecord(fingerprint: planned.inputFingerprint, tripCount: tripCount) : nil
            let summary = try writer.publish(
                files: files, unchanged: unchanged, previous: previous, tripFingerprints: tripFingerprints,
                listingFingerprint: listingPages.fingerprint, pageFingerprints: listingPages.pageFingerprints, input: record,
                stagedFilesDiffer: true)
            store.write(encoded: keptListings.result())
            if leavesMemoryToExit { LeftToExit.keep((prepared, planned, cards, previousBuild, tripFingerprints, listingPages)) }
            return Self.report(tripCount: tripCount, summary: summary, warnings: prepared.warnings, options: options)
        } catch {
            writer.discard()
            throw error
        }
    }

    /// The planned site, every trip's fingerprint and listing, and the fingerprint of the input they come from.
    private struct PlannedTrips {
        var preparing: PreparingSite
        /// Each trip's fingerprint, by folder name (none for a trip without one).
        var fingerprints: [String: String]
        /// Every trip's listing: only the pages that list trips need them, so they are made on the second core.
        var listings: ForkedWork<[TripListing]>
        var inputFingerprint: String

        init(_ preparing: PreparingSite, site: Fingerprint, inputFingerprint: String) {
            self.preparing = preparing
            var fingerprints: [String: String] = [:]
            for plan in preparing.planned.plans {
                fingerprints[plan.slug] = Fingerprint.trip(slug: plan.slug, sourceDigest: plan.trip.sourceDigest, images: plan.trip.images, site: site)?.hex
            }
            for trip in preparing.planned.listed { fingerprints[trip.slug] = Fingerprint.trip(trip, site: site)?.hex }
            self.fingerprints = fingerprints
            let planned = preparing.planned
            listings = ForkedWork { planned.listings() }
            self.inputFingerprint = inputFingerprint
        }
    }

    private static func report(tripCount: Int, summary: SiteWriter.Summary, warnings: [Diagnostic], options: BuildOptions) -> Report {
        var report = Report(tripCount: tripCount, summary: summary, warnings: warnings)
        if options.site.baseURL == nil {
            report.notes.append(
                "without --base-url, the canonical and Open Graph addresses, the preview images of local files, sitemap.xml and feed.xml are left out, because they must be absolute")
        }
        return report
    }

    /// The fingerprints of the pages that list trips, and which of those pages the previous build left in place.
    private struct ListingPages: Sendable {
        /// Of what all those pages show: the index, the site files and the directories depend on it.
        var fingerprint: String
        /// Of each country's and travel style's page, by path.
        var pageFingerprints: [String: String]
        /// Every page outside `trips/`, `media/` and `assets/`, when they are all in place as they would come out.
        var keptAll: [String]?
        /// Else the country and style pages that are.
        var keptGroupPages: Set<String>
    }

    private func listingPages(
        _ trips: [TripListing], options: BuildOptions, site: Fingerprint, previous: PreviousBuild
    ) -> ListingPages {
        let fingerprint = Fingerprint.listing(trips, site: site, withFeed: options.site.baseURL != nil).hex
        let keptAll = unchangedListings(fingerprint, previous: previous)
        let pageFingerprints = Fingerprint.groupPages(trips, site: site)
        let keptGroupPages = keptAll == nil ? unchangedGroupPages(pageFingerprints, previous: previous) : []
        return ListingPages(fingerprint: fingerprint, pageFingerprints: pageFingerprints, keptAll: keptAll, keptGroupPages: keptGroupPages)
    }

    /// The previous build's pages outside `trips/`, `media/` and `assets/` (index, country and style pages,
    /// 404, robots, sitemap, feed), when they were made from the same trips, templates and options and are
    /// all still in place; `nil` when they must be rendered.
    private func unchangedListings(_ listing: String, previous: PreviousBuild) -> [String]? {
        guard previous.manifest.listingFingerprint == listing else { return nil }
        let paths = previous.manifest.files.filter { !$0.hasPrefix("trips/") && !$0.hasPrefix("media/") && !$0.hasPrefix("assets/") }
        guard paths.allSatisfy({ fileSystem.fileExists(previous.output + "/" + $0) }) else { return nil }
        return paths
    }

    /// The pages of countries and travel styles whose fingerprint is the one the previous build recorded for
    /// them, and that are still in place: they would come out the same.
    private func unchangedGroupPages(_ fingerprints: [String: String], previous: PreviousBuild) -> Set<String> {
        Set(fingerprints.compactMap { path, fingerprint in
            previous.manifest.pageFingerprints[path] == fingerprint && previous.files.contains(path)
                && fileSystem.fileExists(previous.output + "/" + path) ? path : nil
        })
    }
}
