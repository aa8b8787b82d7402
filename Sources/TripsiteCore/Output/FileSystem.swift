import Foundation

/// The file operations the build needs, so the pipeline can run against the disk or, in tests, in memory.
public protocol FileSystem: Sendable {
    func read(_ path: String) throws -> [UInt8]
    /// Reads a file of at most `limit` bytes, and stops with an error as soon as it has more: an input that
    /// never ends (`/dev/zero`, a stream) must not fill the memory.
    func read(_ path: String, limit: Int) throws -> [UInt8]
    /// Writes a file, creating its folders.
    func write(_ path: String, _ bytes: [UInt8]) throws
    func copy(_ source: String, to destination: String) throws
    /// Whether `path` names something that is not a folder (a file, or a pipe, a socket or a device).
    func fileExists(_ path: String) -> Bool
    /// Whether `path`, with links followed, is a regular file: what a build may read as an image to publish (a pipe
    /// would never end).
    func isRegularFile(_ path: String) -> Bool
    func directoryExists(_ path: String) -> Bool
    /// Paths of all regular files below a folder, relative to it, sorted.
    func files(under path: String) throws -> [String]
    /// Paths of all folders below a folder, relative to it.
    func directories(under path: String) throws -> [String]
    /// Whether the folder has any entry at all.
    func isEmptyDirectory(_ path: String) throws -> Bool
    func createDirectory(_ path: String) throws
    func move(_ source: String, to destination: String) throws
    /// Removes one file or one empty folder.
    func remove(_ path: String) throws
    /// Removes one empty folder, and nothing else (not a file, not a link).
    func removeFolder(_ path: String) throws
    /// Whether the path itself (not what it points to) is a symbolic link.
    func isSymbolicLink(_ path: String) -> Bool
    /// Whether `path`, with its symbolic links followed, is inside `folder` (`""` for the current folder), with
    /// its links followed too: a file reached through a link that leads out of the folder is not.
    func isInside(_ path: String, folder: String) -> Bool
    /// Whether `path` is a file holding exactly `bytes`: a rebuild asks this of every file it makes.
    func fileHolds(_ bytes: [UInt8], at path: String) -> Bool
    /// Writes `bytes` over the file at `path` in place: no new file is made and nothing is renamed. `false`, with
    /// nothing changed, when that cannot be done safely: nothing there, a symbolic link (never followed), a file
    /// with other links (writing through it would change them too), or new bytes that need more room than the
    /// file has (a full disk could then stop the write halfway). The caller then replaces the file another way.
    func replaceContents(_ path: String, with bytes: [UInt8]) throws -> Bool
    /// Replaces a file of the user's (a trips file being edited) with `bytes` in one rename, so that it is never
    /// seen half written: a symbolic link is followed, so the file it leads to is replaced and the link kept, and
    /// the file keeps its permissions (not its owner, nor its other hard links, which keep the old contents). A file
    /// not there yet is made; a link that leads nowhere is an error.
    func replaceFile(_ path: String, with bytes: [UInt8]) throws
}

extension FileSystem {
    public func read(_ path: String, limit: Int) throws -> [UInt8] {
        let bytes = try read(path)
        guard bytes.count <= limit else { throw FileSystemError.tooLarge(path, limit: limit) }
        return bytes
    }

    public func fileHolds(_ bytes: [UInt8], at path: String) -> Bool {
        (try? read(path)) == bytes
    }

    /// Without links or permissions (the in-memory file system), writing the file replaces it at once.
    public func replaceFile(_ path: String, with bytes: [UInt8]) throws {
        try write(path, bytes)
    }

    /// File systems with files only (the in-memory one): every file is a regular one.
    public func isRegularFile(_ path: String) -> Bool { fileExists(path) }

    /// File systems without links (the in-memory one) have none.
    public func isSymbolicLink(_ path: String) -> Bool { false }

    /// Without links, a path is where it is named.
    public func isInside(_ path: String, folder: String) -> Bool {
        folder.isEmpty || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}

/// A file-system error with the path it concerns and what went wrong, in words.
public struct FileSystemError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
    public var description: String { "\(path): \(reason)" }

    /// A file larger than a reader takes.
    static func tooLarge(_ path: String, limit: Int) -> FileSystemError {
        FileSystemError(path: path, reason: "is larger than \(limit >> 20) MiB, the most tripsite reads of such a file")
    }
}
