import TripsiteLoading
import TripsiteModel
import TripsiteResources

/// The plan step for a whole input, pure: the trips files read in their formats (`InputFiles`) → the countries
/// list read → folder names assigned → each trip's airports, time zones, days and costs planned (each trip on its
/// own, in parallel) → the trips' statuses checked against the site's date.
public struct PlannedTrips: Sendable {
    /// Every trip without an error, in file order, with its folder name and itinerary.
    public var plans: [TripPlan]
    /// What was found in the trips and the countries list, the trips' warnings in the trips' order.
    public var log: DiagnosticLog
    /// Whether an error is not one trip's alone (the countries list, or a trips file that is not JSON), so that
    /// no trip can be published.
    public var stopsEverything: Bool

    /// Plans the trips of `tripsFiles`, whose bytes are let go of once the trips are decoded (the largest thing a
    /// build holds). `fileName` is the first trips file's, for trips that do not say which file they came from.
    /// Dates, times and durations may be written in `language` (the site's) besides English.
    public init(
        tripsFiles: consuming [InputFile], fileName: String, fieldNames: FieldNames, language: InputLanguage? = nil, countries: InputFile,
        localFile: @escaping @Sendable (String) -> LocalFile, sourceDate: SourceDate
    ) {
        let (directory, countriesLog) = CountryListReader.read(countries.bytes, fileName: countries.name)
        var log = countriesLog
        let decoded = InputFiles.read(
            tripsFiles, localFile: localFile, airports: EmbeddedResources.airports, fieldNames: fieldNames, language: language)
        log.append(contentsOf: decoded.log)
        // A file that cannot be read as trips at all has no error that is one trip's alone.
        stopsEverything = countriesLog.hasErrors || decoded.unreadable
        let trips = decoded.trips
        let slugs = Slug.assign(names: trips.map { Slug.Name(id: $0.id, title: $0.title, startDate: $0.startDate) })
        let planned = ParallelMap.map(Array(zip(trips, slugs))) { trip, slug in
            ItineraryPlanner.plan(
                trip, slug: slug, countries: directory, airports: EmbeddedResources.airports, fileName: trip.sourceFile ?? fileName,
                sourceDate: sourceDate)
        }
        // The warnings keep the trips' order.
        planned.forEach { $0.warnings.forEach { log.append($0) } }
        var plans = planned.map(\.plan)
        // A status that the dates contradict, as of the date the pages split past from upcoming trips by.
        if let today = Self.referenceDate(of: plans) {
            for index in plans.indices {
                if let warning = TripStatusCheck.reconcile(&plans[index], asOf: today, fileName: plans[index].trip.sourceFile ?? fileName) {
                    log.append(warning)
                }
            }
        }
        (self.plans, self.log) = (plans, log)
    }

    /// The date the pages of these plans are split into upcoming and past trips by: the newest of the trips'
    /// `updated` stamps (`updated_at`, else `created_at`, else the build's source date); `nil` without plans.
    public static func referenceDate(of plans: [TripPlan]) -> CivilDate? {
        plans.map { ($0.trip.lastChanged ?? $0.sourceDate.timestamp).date }.max()
    }
}
