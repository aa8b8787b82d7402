import TripsiteModel
import TripsiteRendering
import TripsiteResources

/// A site's templates folder (`--templates`, `templates_dir` in tripsite.toml, else `Templates/` beside the
/// trips file): which built-in templates it replaces, and copies of built-in templates written into it to be
/// changed (`tripsite templates`).
public struct TemplatesFolder: Sendable {
    public let path: String
    public let fileSystem: any FileSystem

    public init(_ path: String, fileSystem: any FileSystem = LocalFileSystem()) {
        self.path = path
        self.fileSystem = fileSystem
    }

    /// Where the folder's copy of `template` is (or would be): `Templates/trip.md.mustache`.
    public func file(of template: BuiltInTemplate) -> String {
        (path.isEmpty ? "" : path + "/") + template.name + BuiltInTemplate.fileExtension
    }

    /// Whether the folder has a file that replaces `template`.
    public func replaces(_ template: BuiltInTemplate) -> Bool {
        fileSystem.fileExists(file(of: template))
    }

    /// Writes each built-in template's text into the folder, making it if needed, and returns the paths written
    /// (`BuiltInCopies`: nothing is replaced without `force`, and nothing is written when anything is in the way).
    public func copy(_ templates: [BuiltInTemplate], force: Bool) throws(DiagnosticsError) -> [String] {
        let copies = templates.map { BuiltInCopies.Copy(file: file(of: $0), name: $0.name, text: EmbeddedResources.templates[$0.name] ?? "") }
        return try BuiltInCopies.write(copies, into: path, force: force, fileSystem: fileSystem)
    }
}
