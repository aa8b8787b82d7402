import TripsiteModel

/// Validates the input of a build without rendering or writing anything: `PlannedSite.plan`, the steps
/// that `SiteBuilder.build` and export start with, returning every diagnostic they report.
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
            let planned = try PlannedSite.plan(options, fileSystem: fileSystem, unknownTemplateFields: strict ? .error : .warning)
            return (DiagnosticLog(planned.warnings + planned.notes).sorted, planned.unusedFields)
        } catch {
            return (error.diagnostics, error.unusedFields)
        }
    }
}
