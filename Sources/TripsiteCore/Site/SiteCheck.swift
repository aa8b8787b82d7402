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

    /// Every error and warning the build would report for the input, sorted by file and position; with
    /// `strict`, a template field that no context gives is an error instead of a warning.
    public func run(_ options: BuildOptions, strict: Bool = false) -> [Diagnostic] {
        do {
            return try PlannedSite.plan(options, fileSystem: fileSystem, unknownTemplateFields: strict ? .error : .warning).warnings
        } catch {
            return error.diagnostics
        }
    }
}
