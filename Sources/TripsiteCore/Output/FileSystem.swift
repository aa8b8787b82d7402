import Foundation

/// The file operations the build needs, so the pipeline can run against the disk or, in tests, in memory.
public protocol FileSystem: Sendable {
    func read(_ path: String) throws -> [UInt8]
    /// Reads a file of at most `limit` bytes, and stops with an error as soon as it has more: an input that
    /// never ends (`/dev/zero`, a stream) must not fill the memory.
    func read(_ path: String, limit: Int) throws -> [UInt8]
    /// Reads a file of at most `limit` bytes that, as it is opened, is a regular file inside `folder` (`""` for the
    /// current folder), its links followed: the checks are made on the file read, not on its path, so a path
    /// changed meanwhile (a file swapped for a link that leads out of the folder) yields no bytes from elsewhere.
    func read(_ path: String, inside folder: String, limit: Int) throws -> [UInt8]
    /// Reads the bytes of `range` of a regular file: fewer when the file ends before the range does.
    func read(_ path: String, range: Range<Int>) throws -> [UInt8]
    /// Writes a file, creating its folders.
    func write(_ path: String, _ bytes: [UInt8]) throws
    /// Writes a file of `count` pieces, one after the other, each asked of `piece` (by its index) as it is
    /// written, creating its folders.
    func write(_ path: String, pieces count: Int, _ piece: (Int) throws -> ArraySlice<UInt8>) throws
    /// Writes a file at `path` itself, never through a symbolic link there (a link, even one that leads nowhere,
    /// is an error that says so): a file already there is an error too, unless `replacing`, when a regular file is
    /// replaced. Its folder must exist. How a file is written where the user works (`init`, `export`).
    func writeNoFollow(_ path: String, _ bytes: [UInt8], replacing: Bool) throws
    func copy(_ source: String, to destination: String) throws
    /// Whether `path` names something that is not a folder (a file, or a pipe, a socket or a device).
    func fileExists(_ path: String) -> Bool
    /// Whether `path`, with links followed, is a regular file: what a build may read as an image to publish (a pipe
    /// would never end).
    func isRegularFile(_ path: String) -> Bool
    func directoryExists(_ path: String) -> Bool
    /// What `path` names, with links followed, without opening it (opening a pipe can wait forever); `nil` when
    /// nothing is there.
    func kind(of path: String) -> FileKind?
    /// When the file at `path` (links followed) last changed, in whole seconds since 1970-01-01 UTC; `nil` when
    /// nothing is there.
    func modificationTime(of path: String) -> Int64?
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
    /// Whether the path itself is a regular file: not a link, even to one. A file a build wrote is one.
    func isPlainFile(_ path: String) -> Bool
    /// Whether `path`, with its symbolic links followed, is inside `folder` (`""` for the current folder), with
    /// its links followed too: a file reached through a link that leads out of the folder is not.
    func isInside(_ path: String, folder: String) -> Bool
    /// Whether `path` is a file holding exactly `bytes`: a rebuild asks this of every file it makes.
    func fileHolds(_ bytes: [UInt8], at path: String) -> Bool
    /// Makes `destination` another name for the file at `source` (a hard link; a symbolic link is linked as
    /// the link it is), creating the destination's folders: how a build keeps an unchanged file in the new
    /// site without copying it. A file system without hard links copies the file.
    func link(_ source: String, to destination: String) throws
    /// Swaps two folders in one step: whoever opens a path inside either sees all of one folder or all of the
    /// other, never a mix. Throws `FileSystemError` with `exchangeUnsupported` when the file system cannot.
    func exchange(_ first: String, _ second: String) throws
    /// Takes the exclusive lock named by `path` (a file made if missing), held until the returned lock is
    /// released or the process ends. `nil` when another process holds it and `wait` is false.
    func lock(_ path: String, wait: Bool) throws -> FileLock?
    /// Replaces a file of the user's (a trips file being edited) with `bytes` in one rename, so that it is never
    /// seen half written: a symbolic link is followed, so the file it leads to is replaced and the link kept, and
    /// the file keeps its permissions (not its owner, nor its other hard links, which keep the old contents). A file
    /// not there yet is made; a link that leads nowhere is an error.
    func replaceFile(_ path: String, with bytes: [UInt8]) throws
}

extension FileSystem {
    /// The pieces joined, written as one (a file system in memory keeps files whole anyway).
    public func write(_ path: String, pieces count: Int, _ piece: (Int) throws -> ArraySlice<UInt8>) throws {
        var bytes: [UInt8] = []
        for index in 0..<count { bytes += try piece(index) }
        try write(path, bytes)
    }

    public func read(_ path: String, limit: Int) throws -> [UInt8] {
        let bytes = try read(path)
        guard bytes.count <= limit else { throw FileSystemError.tooLarge(path, limit: limit) }
        return bytes
    }

    public func read(_ path: String, range: Range<Int>) throws -> [UInt8] {
        let bytes = try read(path)
        return Array(bytes[min(range.lowerBound, bytes.count)..<min(range.upperBound, bytes.count)])
    }

    /// Without links, a path is where it is named, and it holds the file read.
    public func read(_ path: String, inside folder: String, limit: Int) throws -> [UInt8] {
        guard isInside(path, folder: folder) else { throw FileSystemError.outside(path, folder: folder) }
        return try read(path, limit: limit)
    }

    public func fileHolds(_ bytes: [UInt8], at path: String) -> Bool {
        (try? read(path)) == bytes
    }

    /// Without links or permissions (the in-memory file system), writing the file replaces it at once.
    public func replaceFile(_ path: String, with bytes: [UInt8]) throws {
        try write(path, bytes)
    }

    /// Without links (the in-memory one), only a file already there can stop the write.
    public func writeNoFollow(_ path: String, _ bytes: [UInt8], replacing: Bool) throws {
        if directoryExists(path) || (!replacing && fileExists(path)) { throw FileSystemError(path: path, reason: "already exists") }
        try write(path, bytes)
    }

    /// File systems with files only (the in-memory one): every file is a regular one.
    public func isRegularFile(_ path: String) -> Bool { fileExists(path) }

    /// File systems with files and folders only (the in-memory one).
    public func kind(of path: String) -> FileKind? {
        if directoryExists(path) { return .folder }
        return fileExists(path) ? .regularFile : nil
    }

    /// File systems without links (the in-memory one) have none.
    public func isSymbolicLink(_ path: String) -> Bool { false }

    public func isPlainFile(_ path: String) -> Bool { !isSymbolicLink(path) && isRegularFile(path) }

    /// Without links, a path is where it is named.
    public func isInside(_ path: String, folder: String) -> Bool {
        folder.isEmpty || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}

/// What a path names: what a build reads must be a regular file.
public enum FileKind: Sendable, Equatable {
    case regularFile, folder, namedPipe, socket, device, other

    /// How a message names it: "is a folder", "is a named pipe (FIFO)".
    public var phrase: String {
        switch self {
        case .regularFile: return "is a regular file"
        case .folder: return "is a folder"
        case .namedPipe: return "is a named pipe (FIFO)"
        case .socket: return "is a socket"
        case .device: return "is a device"
        case .other: return "is not a regular file"
        }
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

    /// What a write refused because the path is a link says.
    public static let linkRefused = "is a symbolic link; tripsite does not write through links"

    /// Whether this error says the file system cannot swap two folders in one step.
    public var exchangeUnsupported: Bool { reason == Self.noExchange }
    static let noExchange = "cannot be swapped with another folder in one step on this file system"

    /// A file that, read from a folder, is not in it.
    static func outside(_ path: String, folder: String) -> FileSystemError {
        FileSystemError(path: path, reason: "leads out of the folder \(folder.isEmpty ? "." : folder)")
    }

    /// A file larger than a reader takes.
    static func tooLarge(_ path: String, limit: Int) -> FileSystemError {
        FileSystemError(path: path, reason: "is larger than \(limit >> 20) MiB, the most tripsite reads of such a file")
    }

    /// Whether this error says the file is larger than the reader takes.
    var isTooLarge: Bool { reason.hasPrefix("is larger than ") }
}

/// An exclusive lock taken with `FileSystem.lock`, given back by `release` (or when the process ends).
public protocol FileLock: AnyObject, Sendable {
    func release()
}
