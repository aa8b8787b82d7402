import TripsiteJSON
import TripsiteModel
import TripsiteLoading
import TripsitePlanning
import TripsiteRendering

/// The plan step of a build, pure: the input's bytes in, every trip decoded, checked and planned into its
/// itinerary, and the templates parsed. Every command that reads a site's input starts here (build, check,
/// export).
public struct PlannedSite: Sendable {
    /// The input, without the trips file's bytes (let go once the trips are decoded).
    public var input: BuildInput
    /// Every trip without an error, in file order, with its folder name and itinerary.
    public var plans: [TripPlan]
    public var templates: TemplateSet
    /// What planning found that does not stop a build: warnings only, sorted.
    public var warnings: [Diagnostic]
    /// What the build made of the input that is worth explaining (how reservations were grouped into trips), sorted:
    /// `check` prints these; a build does not.
    public var notes: [Diagnostic] = []

    /// Reads the input files and plans them.
    public static func plan(
        _ options: BuildOptions, fileSystem: any FileSystem, unknownTemplateFields: Diagnostic.Severity = .warning
    ) throws(DiagnosticsError) -> PlannedSite {
        try plan(InputLoader(fileSystem: fileSystem).load(options), unknownTemplateFields: unknownTemplateFields)
    }

    /// Plans input already read; fails with every problem found, warnings included and sorted, when any of
    /// them is an error (in the trips, the countries or the templates). A template field that no context gives
    /// is reported as `unknownTemplateFields` says: a warning, or an error for `check --strict`.
    public static func plan(
        _ input: consuming BuildInput, unknownTemplateFields: Diagnostic.Severity = .warning
    ) throws(DiagnosticsError) -> PlannedSite {
        var (plans, problems) = planTrips(releasing: &input)
        let templates = Result { () throws(DiagnosticsError) in
            try TemplateSet(overrides: input.templateOverrides, otherFiles: input.otherTemplateFiles, unknownFields: unknownTemplateFields)
        }
        switch templates {
        case .failure(let error): error.diagnostics.forEach { problems.append($0) }
        case .success(let parsed): parsed.warnings.forEach { problems.append($0) }
        }
        guard case .success(let parsed) = templates, !problems.hasErrors else { throw DiagnosticsError(problems.sorted) }
        let sorted = problems.sorted
        var site = PlannedSite(input: input, plans: plans, templates: parsed, warnings: sorted.filter { $0.severity != .note })
        site.notes = sorted.filter { $0.severity == .note }
        return site
    }

    /// The trips' plans and every problem with the trips and the countries: read the trips file in its format
    /// (`InputFiles`) → read the countries → assign folder names → plan each trip's airports, time zones, days and costs (each trip on its own, in
    /// parallel).
    public static func planTrips(_ input: BuildInput) -> (plans: [TripPlan], log: DiagnosticLog) {
        var input = input
        return planTrips(releasing: &input)
    }

    /// `planTrips`, letting go of the trips file's bytes (the largest thing a build holds) once the trips are
    /// decoded: `input.tripsBytes` is left empty.
    static func planTrips(releasing input: inout BuildInput) -> (plans: [TripPlan], log: DiagnosticLog) {
        let (countries, countriesLog) = CountryListReader.read(input.countriesBytes, fileName: input.countriesFileName)
        var log = countriesLog
        let decoded = InputFiles.decode(
            [InputFile(name: input.tripsFileName, bytes: input.tripsBytes)], localFile: input.localFile, airports: EmbeddedResources.airports)
        input.tripsBytes = []
        log.append(contentsOf: decoded.log)
        let slugs = Slug.assign(names: decoded.trips.map { Slug.Name(id: $0.id, title: $0.title, startDate: $0.startDate) })
        let (fileName, sourceDate) = (input.tripsFileName, input.sourceDate)
        let planned = ParallelMap.map(Array(zip(decoded.trips, slugs))) { trip, slug in
            ItineraryPlanner.plan(trip, slug: slug, countries: countries, airports: EmbeddedResources.airports, fileName: fileName, sourceDate: sourceDate)
        }
        // The warnings keep the trips' order.
        planned.forEach { $0.warnings.forEach { log.append($0) } }
        return (planned.map(\.plan), log)
    }
}
