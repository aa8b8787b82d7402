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
    public init(
        _ input: consuming BuildInput, unknownTemplateFields: Diagnostic.Severity = .warning, keepGoing: Bool = false
    ) throws(DiagnosticsError) {
        var input = input
        let trips = PlannedSite.decodeTrips(releasing: &input)
        var problems = trips.log
        let templates = Result { () throws(DiagnosticsError) in
            try TemplateSet(overrides: input.templateOverrides, otherFiles: input.otherTemplateFiles, unknownFields: unknownTemplateFields)
        }
        switch templates {
        case .failure(let error): error.diagnostics.forEach { problems.append($0) }
        case .success(let parsed): parsed.warnings.forEach { problems.append($0) }
        }
        guard case .success(let parsed) = templates, !problems.hasErrors || (keepGoing && !trips.stopsEverything) else {
            // The trips' own warnings are reported with the errors, as a build that goes on would report them.
            trips.planWarnings().forEach { problems.append($0) }
            throw DiagnosticsError(problems.sorted, unusedFields: problems.unusedFields)
        }
        (self.input, self.trips, self.templates, log) = (input, trips, parsed, problems)
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
