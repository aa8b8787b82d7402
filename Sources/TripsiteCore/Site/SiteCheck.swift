/// Validates the input of a build without rendering or writing anything: the steps of `SiteBuilder.build`
/// up to and including the template check, returning every diagnostic they report.
public struct SiteCheck: Sendable {
    public let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem = LocalFileSystem()) {
        self.fileSystem = fileSystem
    }

    /// Every error and warning the build would report for the input, sorted by file and position.
    public func run(_ options: BuildOptions) -> [Diagnostic] {
        let input: BuildInput
        do {
            input = try InputLoader(fileSystem: fileSystem).load(options)
        } catch {
            return error.diagnostics
        }
        var log = SitePlan.make(input).log
        do {
            _ = try TemplateSet(overrides: input.templateOverrides)
        } catch {
            error.diagnostics.forEach { log.append($0) }
        }
        return log.sorted
    }
}
