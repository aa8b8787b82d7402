/// The planning half of a build, pure: trips file bytes in, checked trips and their itineraries out.
///
/// Steps: parse JSON → decode trips → resolve countries → assign slugs → plan each trip's days and costs.
public enum SitePlan {
    public struct Result: Sendable {
        /// The plans of the trips that were decoded: every trip, unless listings of the previous build were given.
        public var plans: [TripPlan]
        public var log: DiagnosticLog
        /// The trips taken from the previous build's listings instead of being decoded (with this build's slugs).
        public var listed: [TripListing] = []
        /// How the next build finds each decoded trip again, by slug, for the trips without a diagnostic.
        var reuse: [String: TripListing.Reuse] = [:]
        /// Each plan's listing, by slug: made once for a plan, and kept with it in `TripCache`.
        var keptListings: [String: KeptListing] = [:]

        /// Every trip's listing: the decoded trips' made from their plans (on every core) unless a build made
        /// them before, then the listed ones.
        public func listings() -> [TripListing] {
            let (reuse, kept) = (self.reuse, keptListings)
            let new = plans.lazy.filter { kept[$0.slug] == nil }.prefix(2).count
            return ParallelMap.map(plans, onAllCores: new > 1) { plan in
                var listing = kept[plan.slug]?.listing(of: plan) ?? TripListing(plan)
                listing.reuse = reuse[plan.slug]
                return listing
            } + listed
        }
    }

    /// - Parameter cache: trips earlier builds of this process decoded and planned; they are taken from it
    ///   when their bytes did not change, and it is left holding this build's clean trips.
    public static func make(_ input: BuildInput, cache: TripCache? = nil) -> Result {
        var input = input
        return make(releasing: &input, cache: cache)
    }

    /// `make`, letting go of the trips file's bytes (the largest thing a build holds) once the trips are
    /// decoded, before they are planned: `input.tripsBytes` is left empty.
    /// - Parameters:
    ///   - listings: reads the previous build's kept listings (`ListingStore`): a trip whose bytes are among
    ///     them is taken as that listing, without a plan, unless `cache` has it. Their keys are read on the second
    ///     core while this one parses the trips, and the listings themselves there while the other trips are decoded.
    ///   - secondCore: the second core's work, to which reading the listings' keys, the listings and the countries is
    ///     added (they are read while this thread parses and decodes the trips), then `afterwards`.
    static func make(
        releasing input: inout BuildInput, cache: TripCache? = nil, listings: (@Sendable () -> ListingStore.Kept?)? = nil,
        secondCore: HelperQueue = HelperQueue(), afterwards: (@Sendable () -> Void)? = nil
    ) -> Result {
        var countriesDigest = Fingerprint()
        countriesDigest.add(wholeBuffer: input.countriesBytes)
        // Cached trips have no diagnostics, so the file's name does not matter, only the countries they were planned with.
        let scope = countriesDigest.hex
        // Decoding the trips does not need the countries (planning does): the directory is built meanwhile.
        let (countriesBytes, countriesFileName) = (input.countriesBytes, input.countriesFileName)
        // Under `serve`, the trips the build before took as listings are kept with the decoded ones: together
        // they are all the kept listings hold, and the listings are not read again.
        let kept: ForkedWork<ListingStore.Kept?>? = listings.map { read in
            guard let snapshot = cache?.listedSnapshot(scope: scope) else { return ForkedWork(read) }
            let kept = ListingStore.Kept(keys: Set(snapshot.keys), listings: ForkedWork { snapshot })
            return ForkedWork { kept }
        }
        let countriesWork = ForkedWork {
            let load = { CountryListReader.read(countriesBytes, fileName: countriesFileName) }
            // Kept between builds while serving, for as long as the countries file stays the same.
            guard let cache else { return load() }
            return cache.countries.value(for: TripCache.CountriesInput(bytes: countriesBytes, fileName: countriesFileName), make: load)
        }
        // In the order they are needed: decoding needs the listings' keys once the trips are parsed and the listings
        // once the other trips are decoded, planning the countries. (A piece the helper has not started when it is
        // needed is done by the thread that needs it.)
        secondCore.add {
            kept?.result()?.listings.runUnlessStarted()
            countriesWork.runUnlessStarted()
            afterwards?()
        }
        let decoded = decodeTrips(input, cache: cache?.snapshot(scope: scope) ?? [:], listings: kept)
        let (countries, countriesLog) = countriesWork.result()
        input.tripsBytes = []
        var log = countriesLog
        log.append(contentsOf: decoded.log)
        // A trips file that is not JSON has no trips to plan (and leaves the cache as it was).
        guard let decodedTrips = decoded.trips else { return Result(plans: [], log: log) }

        let slugs = Slug.assign(names: decodedTrips.map(\.slugName))
        // Each trip is planned on its own, on every core; the warnings keep the trips' order.
        let fileName = input.tripsFileName
        // A rebuild after one change plans one trip: the others come planned from the cache, or as listings.
        let toPlan = decodedTrips.lazy.filter { $0.trip != nil && $0.cached == nil }.prefix(2).count
        let planned = ParallelMap.map(Array(zip(decodedTrips, slugs)), onAllCores: toPlan > 1) { decodedTrip, slug -> Planned? in
            guard let trip = decodedTrip.trip else { return nil }
            if let cached = decodedTrip.cached, cached.slug == slug { return Planned(plan: cached.plan, warnings: [], listing: cached.listing) }
            let (plan, warnings) = ItineraryPlanner.plan(trip, slug: slug, countries: countries, fileName: fileName)
            return Planned(plan: plan, warnings: warnings, listing: KeptListing())
        }
        var result = Result(plans: [], log: log)
        var entries: [TripCache.Key: TripCache.Entry] = [:]
        var listed: [TripCache.Key: TripListing] = [:]
        for ((decodedTrip, slug), planned) in zip(zip(decodedTrips, slugs), planned) {
            guard let planned else {
                if var listing = decodedTrip.listing {
                    if cache != nil, let key = decodedTrip.key { listed[key] = listing }
                    // Its kept line names its folder: with another folder, it is written anew.
                    if listing.slug != slug { listing.reuse?.keptLine = nil }
                    listing.slug = slug
                    result.listed.append(listing)
                }
                continue
            }
            let plan = planned.plan
            planned.warnings.forEach { result.log.append($0) }
            result.plans.append(plan)
            result.keptListings[plan.slug] = planned.listing
            guard decodedTrip.isClean, planned.warnings.isEmpty, let key = decodedTrip.key, let trip = decodedTrip.trip else { continue }
            result.reuse[plan.slug] = TripListing.Reuse(key: key, id: decodedTrip.id)
            if cache != nil { entries[key] = TripCache.Entry(trip: trip, id: decodedTrip.id, slug: plan.slug, plan: plan, listing: planned.listing) }
        }
        cache?.replace(with: entries, listed: listed, scope: scope)
        return result
    }

    /// A trip planned (or taken from the cache), with its listing.
    private struct Planned: Sendable {
        var plan: TripPlan
        var warnings: [Diagnostic]
        var listing: KeptListing
    }

    /// Parses the trips file and decodes its trips; no trips when it is not JSON.
    private static func decodeTrips(
        _ input: BuildInput, cache: [TripCache.Key: TripCache.Entry], listings kept: ForkedWork<ListingStore.Kept?>?
    ) -> (trips: [TripDecoder.DecodedTrip]?, log: DiagnosticLog) {
        // Trips are read one by one as they are decoded (in parallel), not all at once.
        let parsed = Swift.Result { () throws(JSONSyntaxError) in try JSONParser.parse(input.tripsBytes, defersObjectsInArrays: true) }
        let document: JSONDocument
        do {
            document = try parsed.get()
        } catch {
            var log = DiagnosticLog()
            log.append(Diagnostic(
                severity: .error, file: input.tripsFileName, position: error.position,
                path: error.path(in: input.tripsBytes, naming: .trips), message: error.message))
            return (nil, log)
        }
        let listings = kept?.result() ?? nil
        let decoded = TripDecoder.decodeTrips(
            document, fileName: input.tripsFileName, localFile: input.localFile, sourceBytes: input.tripsBytes, cache: cache,
            listedKeys: listings?.keys ?? [], listings: { listings?.listings.result() ?? [:] })
        return (decoded.trips, decoded.log)
    }
}
