/// The planning half of a build, pure: trips file bytes in, checked trips and their itineraries out.
///
/// Steps: parse JSON → decode trips → resolve countries → assign slugs → plan each trip's days and costs.
public enum SitePlan {
    public struct Result: Sendable {
        public var plans: [TripPlan]
        public var log: DiagnosticLog
    }

    public static func make(_ input: BuildInput) -> Result {
        var log = DiagnosticLog()
        let countries = loadCountries(input, log: &log)

        let document: JSONDocument
        do {
            // Trips are read one by one as they are decoded (in parallel), not all at once.
            document = try JSONParser.parse(input.tripsBytes, defersObjectsInArrays: true)
        } catch {
            log.append(Diagnostic(severity: .error, file: input.tripsFileName, position: error.position, path: "", message: error.message))
            return Result(plans: [], log: log)
        }
        let decoded = TripDecoder.decode(
            document, fileName: input.tripsFileName, localFileExists: input.localFileExists, sourceBytes: input.tripsBytes)
        log.append(contentsOf: decoded.log)

        let slugs = Slug.assign(decoded.trips)
        // Each trip is planned on its own, on every core; the warnings keep the trips' order.
        let fileName = input.tripsFileName
        let planned = ParallelMap.map(Array(zip(decoded.trips, slugs))) { trip, slug in
            ItineraryPlanner.plan(trip, slug: slug, countries: countries, fileName: fileName)
        }
        for (_, warnings) in planned { warnings.forEach { log.append($0) } }
        return Result(plans: planned.map(\.plan), log: log)
    }

    private static func loadCountries(_ input: BuildInput, log: inout DiagnosticLog) -> CountryDirectory {
        do {
            let document = try JSONParser.parse(input.countriesBytes)
            let (countries, countriesLog) = CountriesDecoder.decode(document, fileName: input.countriesFileName)
            log.append(contentsOf: countriesLog)
            return CountryDirectory(countries)
        } catch {
            log.append(Diagnostic(severity: .error, file: input.countriesFileName, position: error.position, path: "", message: error.message))
            return CountryDirectory([])
        }
    }
}
