import TripsiteJSON
import TripsiteModel
import TripsiteLoading
import TripsitePlanning
import TripsiteRendering

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
        do {
            let site = try PlannedSite.plan(options, fileSystem: fileSystem, unknownTemplateFields: strict ? .error : .warning)
            return DiagnosticLog(site.warnings + site.notes).sorted
        } catch {
            return error.diagnostics
        }
    }
}
