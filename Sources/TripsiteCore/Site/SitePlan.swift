/// The planning half of a build, pure: trips file bytes in, checked trips and their itineraries out.
///
/// Steps: parse JSON → decode trips → resolve countries → assign slugs → plan each trip's days and costs.
public enum SitePlan {
    public struct Result: Sendable {
        public var plans: [TripPlan]
        public var log: DiagnosticLog
    }

    /// - Parameter cache: trips earlier builds of this process decoded and planned; they are taken from it
    ///   when their bytes did not change, and it is left holding this build's clean trips.
    public static func make(_ input: BuildInput, cache: TripCache? = nil) -> Result {
        var input = input
        return make(releasing: &input, cache: cache)
    }

    /// `make`, letting go of the trips file's bytes (the largest thing a build holds) once the trips are
    /// decoded, before they are planned: `input.tripsBytes` is left empty.
    static func make(releasing input: inout BuildInput, cache: TripCache? = nil) -> Result {
        var countriesDigest = Fingerprint()
        countriesDigest.add(wholeBuffer: input.countriesBytes)
        // Cached trips have no diagnostics, so the file's name does not matter, only the countries they were planned with.
        let scope = countriesDigest.hex
        // Decoding the trips does not need the countries (planning does): the directory is built meanwhile.
        let (countriesBytes, countriesFileName) = (input.countriesBytes, input.countriesFileName)
        let (decoded, (countries, countriesLog)) = ParallelMap.both(
            { decodeTrips(input, cache: cache?.snapshot(scope: scope) ?? [:]) },
            { loadCountries(countriesBytes, fileName: countriesFileName) })
        input.tripsBytes = []
        var log = countriesLog
        log.append(contentsOf: decoded.log)
        // A trips file that is not JSON has no trips to plan (and leaves the cache as it was).
        guard let decodedTrips = decoded.trips else { return Result(plans: [], log: log) }

        let slugs = Slug.assign(decodedTrips.map(\.trip))
        // Each trip is planned on its own, on every core; the warnings keep the trips' order.
        let fileName = input.tripsFileName
        let planned = ParallelMap.map(Array(zip(decodedTrips, slugs))) { decodedTrip, slug in
            if let cached = decodedTrip.cached, cached.slug == slug { return (plan: cached.plan, warnings: [Diagnostic]()) }
            return ItineraryPlanner.plan(decodedTrip.trip, slug: slug, countries: countries, fileName: fileName)
        }
        for (_, warnings) in planned { warnings.forEach { log.append($0) } }
        if let cache {
            var entries: [TripCache.Key: TripCache.Entry] = [:]
            for (decodedTrip, (plan, warnings)) in zip(decodedTrips, planned) where decodedTrip.isClean && warnings.isEmpty {
                guard let key = decodedTrip.key else { continue }
                entries[key] = TripCache.Entry(trip: decodedTrip.trip, id: decodedTrip.id, slug: plan.slug, plan: plan)
            }
            cache.replace(with: entries, scope: scope)
        }
        return Result(plans: planned.map(\.plan), log: log)
    }

    /// Parses the trips file and decodes its trips; no trips when it is not JSON.
    private static func decodeTrips(
        _ input: BuildInput, cache: [TripCache.Key: TripCache.Entry]
    ) -> (trips: [TripDecoder.DecodedTrip]?, log: DiagnosticLog) {
        let document: JSONDocument
        do {
            // Trips are read one by one as they are decoded (in parallel), not all at once.
            document = try JSONParser.parse(input.tripsBytes, defersObjectsInArrays: true)
        } catch {
            var log = DiagnosticLog()
            log.append(Diagnostic(severity: .error, file: input.tripsFileName, position: error.position, path: "", message: error.message))
            return (nil, log)
        }
        let decoded = TripDecoder.decodeTrips(
            document, fileName: input.tripsFileName, localFileExists: input.localFileExists, sourceBytes: input.tripsBytes, cache: cache)
        return (decoded.trips, decoded.log)
    }

    private static func loadCountries(_ bytes: [UInt8], fileName: String) -> (CountryDirectory, DiagnosticLog) {
        var log = DiagnosticLog()
        do {
            let document = try JSONParser.parse(bytes)
            let (countries, countriesLog) = CountriesDecoder.decode(document, fileName: fileName)
            log.append(contentsOf: countriesLog)
            return (CountryDirectory(countries), log)
        } catch {
            log.append(Diagnostic(severity: .error, file: fileName, position: error.position, path: "", message: error.message))
            return (CountryDirectory([]), log)
        }
    }
}
