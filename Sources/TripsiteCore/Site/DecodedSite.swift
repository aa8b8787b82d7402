import TripsiteModel
import TripsitePlanning
import TripsiteRendering

/// The plan step's first half, pure: the input's bytes in, every trip decoded and checked, ready to be planned on
/// its own, and the templates parsed. `PlannedSite` plans every trip of it at once; a build plans them a batch at a
/// time as it makes their files (`TripPages`), so that it never holds every trip's plan.
public struct DecodedSite: Sendable {
    /// The input, without the trips file's bytes (let go once the trips are decoded).
    public var input: BuildInput
    /// The trips without an error, with their folder names, and how each is planned.
    public var trips: DecodedTrips
    public var templates: TemplateSet
    /// The languages pages can be written in: the built-in translation files and the site's own.
    public var languages: LanguageCatalog
    /// What decoding and the templates gave that does not stop a build, in the trips' order (not yet sorted):
    /// warnings, notes, and with `keepGoing` the errors of the trips that were left out. Planning adds its warnings
    /// (`finished(planWarnings:)`).
    public var log: DiagnosticLog

    /// Decodes input already read; fails with every problem found, warnings included and sorted (those planning
    /// finds too), when any of them is an error (in the trips, the countries or the templates). A template field
    /// that no context gives is reported as `unknownTemplateFields` says: a warning, or an error for `check --strict`.
    /// With `keepGoing`, errors that leave out only the trips they are in do not stop the build (they are in `log`,
    /// and the trips are not in `trips`); a trips file that cannot be read as a whole, the countries list and the
    /// templates still do, as a site without them would lose every trip.
    ///
    /// The site's translation files are read too: a file that does not parse is an error; a message the files
    /// of `language` (the site's) or of a trip's own language leave out is a warning naming its key.
    public init(
        _ input: consuming BuildInput, unknownTemplateFields: Diagnostic.Severity = .warning, keepGoing: Bool = false,
        language: String = "en"
    ) throws(DiagnosticsError) {
        var input = input
        let trips = PlannedSite.decodeTrips(releasing: &input)
        var problems = trips.log
        var stopsEverything = trips.stopsEverything
        let languages = input.translationFiles.isEmpty ? LanguageCatalog.builtIn : LanguageCatalog(siteFiles: input.translationFiles)
        languages.fileDiagnostics.forEach { problems.append($0) }
        languages.warnings(for: [language] + trips.trips.compactMap(\.language)).forEach { problems.append($0) }
        if languages.fileDiagnostics.contains(where: { $0.severity == .error }) { stopsEverything = true }
        let templates = Result { () throws(DiagnosticsError) in
            try TemplateSet(overrides: input.templateOverrides, otherFiles: input.otherTemplateFiles, unknownFields: unknownTemplateFields)
        }
        switch templates {
        case .failure(let error): error.diagnostics.forEach { problems.append($0) }
        case .success(let parsed): parsed.warnings.forEach { problems.append($0) }
        }
        guard case .success(let parsed) = templates, !problems.hasErrors || (keepGoing && !stopsEverything) else {
            // The trips' own warnings are reported with the errors, as a build that goes on would report them.
            trips.planWarnings().forEach { problems.append($0) }
            throw DiagnosticsError(problems.sorted, unusedFields: problems.unusedFields)
        }
        (self.input, self.trips, self.templates, self.languages, log) = (input, trips, parsed, languages, problems)
    }

    /// The warnings and the notes of the whole plan step, each sorted, once `planWarnings`, the warnings found in
    /// planning the trips, are known.
    public func finished(planWarnings: [Diagnostic]) -> (warnings: [Diagnostic], notes: [Diagnostic]) {
        var log = log
        planWarnings.forEach { log.append($0) }
        let sorted = log.sorted
        return (sorted.filter { $0.severity != .note }, sorted.filter { $0.severity == .note })
    }
}
