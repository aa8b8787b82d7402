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
    /// The languages pages can be written in: the built-in translation files and the site's own.
    public var languages: LanguageCatalog = .builtIn
    /// What planning found that does not stop a build, sorted: warnings, and with `keepGoing` the errors of the
    /// trips that were left out.
    public var warnings: [Diagnostic]
    /// The input's fields that nothing was made from, in input order (`check --ignored`).
    public var unusedFields: [UnusedField] = []
    /// What the build made of the input that is worth explaining (how reservations were grouped into trips), sorted:
    /// `check` prints these; a build does not.
    public var notes: [Diagnostic] = []

    /// Reads the input files and plans them.
    public static func plan(
        _ options: BuildOptions, fileSystem: any FileSystem, unknownTemplateFields: Diagnostic.Severity = .warning
    ) throws(DiagnosticsError) -> PlannedSite {
        try plan(
            InputLoader(fileSystem: fileSystem).load(options), unknownTemplateFields: unknownTemplateFields, keepGoing: options.keepGoing,
            language: options.site.language.code)
    }

    /// Plans input already read (`DecodedSite.init`, whose failures and arguments these are), every trip at once.
    public static func plan(
        _ input: consuming BuildInput, unknownTemplateFields: Diagnostic.Severity = .warning, keepGoing: Bool = false,
        language: String = "en"
    ) throws(DiagnosticsError) -> PlannedSite {
        let decoded = try DecodedSite(input, unknownTemplateFields: unknownTemplateFields, keepGoing: keepGoing, language: language)
        let (plans, planWarnings) = decoded.trips.planEvery()
        let (warnings, notes) = decoded.finished(planWarnings: planWarnings)
        // A trip that could not be found again in its file (it changed meanwhile) has no plan.
        if warnings.contains(where: { $0.severity == .error }) { throw DiagnosticsError(warnings + notes) }
        var site = PlannedSite(
            input: decoded.input, plans: plans, templates: decoded.templates, warnings: warnings, unusedFields: decoded.log.unusedFields)
        site.notes = notes
        site.languages = decoded.languages
        return site
    }

    /// The trips' plans and every problem with the trips and the countries (`PlannedTrips`).
    public static func planTrips(_ input: BuildInput) -> PlannedTrips {
        var input = input
        return PlannedTrips(decodeTrips(releasing: &input))
    }

    /// The input's trips decoded, letting go of the trips file's bytes once they are: `input.tripsBytes` is left
    /// empty.
    static func decodeTrips(releasing input: inout BuildInput) -> DecodedTrips {
        let files = input.tripsFiles
        input.tripsBytes = []
        input.moreTripsFiles = []
        return DecodedTrips(
            tripsFiles: files, fileName: input.tripsFileName, fieldNames: input.fieldNames, language: input.language,
            countries: InputFile(name: input.countriesFileName, bytes: input.countriesBytes), localFile: input.localFile,
            sourceDate: input.sourceDate)
    }
}
