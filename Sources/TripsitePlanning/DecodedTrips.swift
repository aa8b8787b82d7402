import TripsiteLoading
import TripsiteModel
import TripsiteResources

/// The trips of a whole input, decoded and ready to be planned one by one: the trips files read in their formats
/// (`InputFiles`) → the countries list read → folder names assigned → the date the trips' statuses are checked
/// against worked out. Each trip is then planned on its own (`plan(_:slug:)`): all at once (`PlannedTrips`), or a
/// batch at a time as a build makes their files, so that a build never holds every trip's plan.
public struct DecodedTrips: Sendable {
    /// Every trip without an error, in file order: held, or found again in its file when it is planned.
    public var trips: [DecodedTrip]
    /// Each trip's folder name under `trips/`, in the order of `trips`.
    public var slugs: [String]
    /// What was found in the trips and the countries list, in the trips' order.
    public var log: DiagnosticLog
    /// Whether an error is not one trip's alone (the countries list, or a trips file that is not JSON), so that
    /// no trip can be published.
    public var stopsEverything: Bool
    /// The date the trips' pages are split into upcoming and past trips by, and their statuses checked against:
    /// the newest of the trips' `updated` stamps (`updated_at`, else `created_at`, else the build's source date);
    /// `nil` without trips.
    public let referenceDate: CivilDate?
    private let countries: CountryDirectory
    /// One finder for every trip, so that a town named by many trips is looked up once.
    private let towns: TownFinder
    private let fileName: String
    private let sourceDate: SourceDate

    /// Decodes the trips of `tripsFiles`, whose bytes are let go of once the trips are decoded (the largest thing
    /// a build holds). `fileName` is the first trips file's, for trips that do not say which file they came from.
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
        trips = decoded.trips
        slugs = Slug.assign(names: trips.map { Slug.Name(id: $0.id, title: $0.title, startDate: $0.startDate) })
        referenceDate = trips.map { ($0.lastChanged ?? sourceDate.timestamp).date }.max()
        (self.log, self.countries, self.fileName, self.sourceDate) = (log, directory, fileName, sourceDate)
        towns = TownFinder(countries: directory)
    }

    /// One trip planned: its airports, time zones, days and costs, and its status checked against `referenceDate`,
    /// with the warnings found on the way. Pure, and the same whichever trips are planned with it.
    public func plan(_ trip: Trip, slug: String) -> (plan: TripPlan, warnings: [Diagnostic]) {
        let file = trip.sourceFile ?? fileName
        var (plan, warnings) = ItineraryPlanner.plan(
            trip, slug: slug, countries: countries, towns: towns, airports: EmbeddedResources.airports, fileName: file, sourceDate: sourceDate)
        // A status that the dates contradict, as of the date the pages split past from upcoming trips by.
        if let referenceDate, let warning = TripStatusCheck.reconcile(&plan, asOf: referenceDate, fileName: file) {
            warnings.append(warning)
        }
        return (plan, warnings)
    }

    /// `plan(_:slug:)` of a decoded trip, found again in its file first when it is not held (`DecodedTrip.trip()`,
    /// whose errors these are).
    public func plan(_ decoded: DecodedTrip, slug: String) throws(DiagnosticsError) -> (plan: TripPlan, warnings: [Diagnostic]) {
        try plan(decoded.trip(), slug: slug)
    }

    /// Every trip planned (`plan(_:slug:)`), in parallel: the plans in file order, and their warnings in the trips'
    /// order, with the error of any trip that could not be found again in its file (which has no plan).
    public func planEvery() -> (plans: [TripPlan], warnings: [Diagnostic]) {
        let planned = ParallelMap.map(Array(zip(trips, slugs))) { trip, slug in
            Result { () throws(DiagnosticsError) in try plan(trip, slug: slug) }
        }
        let plans = planned.compactMap { try? $0.get().plan }
        return (plans, planned.flatMap { result in (try? result.get().warnings) ?? Self.diagnostics(of: result) }.removingRepeats())
    }

    /// The warnings of every trip's plan (`plan(_:slug:)`), in the trips' order, each trip and its plan let go as
    /// soon as the warnings are known, with the error of any trip that could not be found again in its file.
    public func planWarnings() -> [Diagnostic] {
        ParallelMap.map(Array(zip(trips, slugs))) { trip, slug in
            let result = Result { () throws(DiagnosticsError) in try plan(trip, slug: slug).warnings }
            return (try? result.get()) ?? Self.diagnostics(of: result)
        }.flatMap { $0 }.removingRepeats()
    }

    private static func diagnostics<Value>(of result: Result<Value, DiagnosticsError>) -> [Diagnostic] {
        guard case .failure(let error) = result else { return [] }
        return error.diagnostics
    }
}
