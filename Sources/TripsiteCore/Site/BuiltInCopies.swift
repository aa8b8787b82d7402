import TripsiteModel

/// Writes copies of built-in files (templates, translation files) into a site's folder, to be changed there.
enum BuiltInCopies {
    /// A file to write: where, and its text; `name` is the built-in file it copies, for the messages.
    struct Copy {
        var file: String
        var name: String
        var text: String
    }

    /// Writes each copy, making `folder` if needed, and returns the paths written. A file that is there already is
    /// replaced only when `force`; a folder or a symbolic link in the way never is (a link's file would be written
    /// wherever it points). Nothing is written when anything is in the way: every such path is an error.
    static func write(_ copies: [Copy], into folder: String, force: Bool, fileSystem: any FileSystem) throws(DiagnosticsError) -> [String] {
        var problems: [Diagnostic] = []
        for copy in copies {
            if fileSystem.isSymbolicLink(copy.file) {
                problems.append(.fileError(copy.file, "is a symbolic link; not replaced"))
            } else if fileSystem.directoryExists(copy.file) {
                problems.append(.fileError(copy.file, "is a folder; not replaced"))
            } else if fileSystem.fileExists(copy.file), !force {
                problems.append(.fileError(copy.file, "already exists; not replaced (--force replaces it with the built-in \(copy.name))"))
            }
        }
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        var written: [String] = []
        for copy in copies {
            do {
                if !folder.isEmpty { try fileSystem.createDirectory(folder) }
                try fileSystem.write(copy.file, Array(copy.text.utf8))
            } catch {
                throw DiagnosticsError.file(copy.file, (error as? FileSystemError)?.reason ?? "cannot be written")
            }
            written.append(copy.file)
        }
        return written
    }
}
