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

    /// Plans input already read; fails with every problem found, warnings included and sorted, when any of
    /// them is an error (in the trips, the countries or the templates). A template field that no context gives
    /// is reported as `unknownTemplateFields` says: a warning, or an error for `check --strict`. With `keepGoing`,
    /// errors that leave out only the trips they are in do not stop the plan (they are in `warnings`, and the
    /// trips are not in `plans`); a trips file that cannot be read as a whole, the countries list and the
    /// templates still do, as a site without them would lose every trip.
    ///
    /// The site's translation files are read too: a file that does not parse is an error; a message the files
    /// of `language` (the site's) or of a trip's own language leave out is a warning naming its key.
    public static func plan(
        _ input: consuming BuildInput, unknownTemplateFields: Diagnostic.Severity = .warning, keepGoing: Bool = false,
        language: String = "en"
    ) throws(DiagnosticsError) -> PlannedSite {
        let trips = planTrips(releasing: &input)
        var (plans, problems, stopsEverything) = (trips.plans, trips.log, trips.stopsEverything)
        let languages = input.translationFiles.isEmpty ? LanguageCatalog.builtIn : LanguageCatalog(siteFiles: input.translationFiles)
        languages.fileDiagnostics.forEach { problems.append($0) }
        languages.warnings(for: [language] + plans.compactMap(\.trip.language)).forEach { problems.append($0) }
        if languages.fileDiagnostics.contains(where: { $0.severity == .error }) { stopsEverything = true }
        let templates = Result { () throws(DiagnosticsError) in
            try TemplateSet(overrides: input.templateOverrides, otherFiles: input.otherTemplateFiles, unknownFields: unknownTemplateFields)
        }
        switch templates {
        case .failure(let error): error.diagnostics.forEach { problems.append($0) }
        case .success(let parsed): parsed.warnings.forEach { problems.append($0) }
        }
        guard case .success(let parsed) = templates, !problems.hasErrors || (keepGoing && !stopsEverything) else {
            throw DiagnosticsError(problems.sorted, unusedFields: problems.unusedFields)
        }
        let sorted = problems.sorted
        var site = PlannedSite(
            input: input, plans: plans, templates: parsed, warnings: sorted.filter { $0.severity != .note }, unusedFields: problems.unusedFields)
        site.notes = sorted.filter { $0.severity == .note }
        site.languages = languages
        return site
    }

    /// The trips' plans and every problem with the trips and the countries (`PlannedTrips`).
    public static func planTrips(_ input: BuildInput) -> PlannedTrips {
        var input = input
        return planTrips(releasing: &input)
    }

    /// `planTrips`, letting go of the trips file's bytes (the largest thing a build holds) once the trips are
    /// decoded: `input.tripsBytes` is left empty.
    static func planTrips(releasing input: inout BuildInput) -> PlannedTrips {
        let files = input.tripsFiles
        input.tripsBytes = []
        input.moreTripsFiles = []
        return PlannedTrips(
            tripsFiles: files, fileName: input.tripsFileName, fieldNames: input.fieldNames, language: input.language,
            countries: InputFile(name: input.countriesFileName, bytes: input.countriesBytes), localFile: input.localFile,
            sourceDate: input.sourceDate)
    }
}
