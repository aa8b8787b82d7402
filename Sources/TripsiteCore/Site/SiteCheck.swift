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

    /// Every error and warning the build would report for the input, sorted by file and position.
    public func run(_ options: BuildOptions) -> [Diagnostic] {
        do {
            return try PlannedSite.plan(options, fileSystem: fileSystem).warnings
        } catch {
            return error.diagnostics
        }
    }
}
