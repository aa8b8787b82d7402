import TripsiteModel

/// Validates the input of a build without rendering or writing anything: the plan step that `SiteBuilder.build`
/// and export start with (`DecodedSite`, each trip planned for its warnings and let go), returning every
/// diagnostic it reports.
public struct SiteCheck: Sendable {
    public let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem = LocalFileSystem()) {
        self.fileSystem = fileSystem
    }

    /// Every error and warning the build would report for the input, and the notes that explain how it read it,
    /// sorted by file and position; with
    /// `strict`, a template field that no context gives is an error instead of a warning.
    public func run(_ options: BuildOptions, strict: Bool = false) -> [Diagnostic] {
        check(options, strict: strict).diagnostics
    }

    /// `run`'s diagnostics, and the input's fields that nothing was made from (`check --ignored`).
    public func check(_ options: BuildOptions, strict: Bool = false) -> (diagnostics: [Diagnostic], unusedFields: [UnusedField]) {
        do {
            // Each trip's plan is let go as soon as its warnings are known: a check holds no more than the trips.
            let input = try InputLoader(fileSystem: fileSystem).load(options)
            let decoded = try DecodedSite(
                input, unknownTemplateFields: strict ? .error : .warning, keepGoing: options.keepGoing, language: options.site.language.code)
            let (warnings, notes) = decoded.finished(planWarnings: decoded.trips.planWarnings())
            return (DiagnosticLog(warnings + notes).sorted, decoded.log.unusedFields)
        } catch {
            return (error.diagnostics, error.unusedFields)
        }
    }
}
