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

    /// Writes each built-in template's text into the folder, making it if needed, and returns the paths written.
    /// A file that is there already is replaced only when `force`; a folder or a symbolic link in the way never
    /// is (a link's file would be written wherever it points). Nothing is written when anything is in the way:
    /// every such path is an error.
    public func copy(_ templates: [BuiltInTemplate], force: Bool) throws(DiagnosticsError) -> [String] {
        var problems: [Diagnostic] = []
        for template in templates {
            let file = file(of: template)
            if fileSystem.isSymbolicLink(file) {
                problems.append(.fileError(file, "is a symbolic link; not replaced"))
            } else if fileSystem.directoryExists(file) {
                problems.append(.fileError(file, "is a folder; not replaced"))
            } else if fileSystem.fileExists(file), !force {
                problems.append(.fileError(file, "already exists; not replaced (--force replaces it with the built-in \(template.name))"))
            }
        }
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        var written: [String] = []
        for template in templates {
            let file = file(of: template)
            do {
                if !path.isEmpty { try fileSystem.createDirectory(path) }
                try fileSystem.write(file, Array((EmbeddedResources.templates[template.name] ?? "").utf8))
            } catch {
                throw DiagnosticsError.file(file, (error as? FileSystemError)?.reason ?? "cannot be written")
            }
            written.append(file)
        }
        return written
    }
}
