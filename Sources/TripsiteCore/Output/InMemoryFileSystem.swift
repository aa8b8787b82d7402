import Foundation

/// A file system held in memory, for tests: files by absolute-looking path, folders implied by them
/// or created explicitly.
public final class InMemoryFileSystem: FileSystem, @unchecked Sendable {
    // `@unchecked Sendable`: `lock` guards the files, folders and times below, `lockReleased` the held locks.
    private let lock = NSLock()
    private var storedFiles: [String: [UInt8]] = [:]
    private var directories: Set<String> = []
    /// When each file was last written, in seconds since 1970 (the clock's time, unless a test sets it).
    private var modificationTimes: [String: Int64] = [:]

    public init(files: [String: String] = [:]) {
        let now = Self.now
        for (path, text) in files {
            storedFiles[path] = Array(text.utf8)
            modificationTimes[path] = now
            addFolders(enclosing: path)
        }
    }

    /// Records every folder above `path` as existing, as a disk would keep them (call with the lock held).
    private func addFolders(enclosing path: String) {
        var parent = Self.parent(of: path)
        while !parent.isEmpty && parent != "/" {
            directories.insert(parent)
            parent = Self.parent(of: parent)
        }
    }

    /// The folder holding `path`: "" for a bare name, "/" for a top-level absolute path. (Not Foundation's
    /// `deletingLastPathComponent`, which traps on Linux for a one-character name such as "a".)
    static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    /// Whether the folder that would hold `path` exists (call with the lock held).
    private func parentExists(of path: String) -> Bool {
        let parent = Self.parent(of: path)
        return parent.isEmpty || parent == "/" || directories.contains(parent) || storedFiles.keys.contains { $0.hasPrefix(parent + "/") }
    }

    /// Every file and its text, for assertions.
    public var snapshot: [String: [UInt8]] { lock.withLock { storedFiles } }

    public func read(_ path: String) throws -> [UInt8] {
        try lock.withLock {
            guard let bytes = storedFiles[path] else { throw FileSystemError(path: path, reason: "no such file") }
            return bytes
        }
    }

    public func write(_ path: String, _ bytes: [UInt8]) throws {
        lock.withLock {
            storedFiles[path] = bytes
            modificationTimes[path] = Self.now
            addFolders(enclosing: path)
        }
    }

    private static var now: Int64 { Int64(Date().timeIntervalSince1970) }

    public func modificationTime(of path: String) -> Int64? {
        lock.withLock { storedFiles[path] == nil ? nil : modificationTimes[path] }
    }

    /// Dates the file at `path` as last changed at `seconds` since 1970, as `touch -d` would.
    public func setModificationTime(_ seconds: Int64, of path: String) {
        lock.withLock { modificationTimes[path] = seconds }
    }

    public func copy(_ source: String, to destination: String) throws {
        try write(destination, try read(source))
    }

    public func fileExists(_ path: String) -> Bool { lock.withLock { storedFiles[path] != nil } }

    public func directoryExists(_ path: String) -> Bool {
        lock.withLock { directories.contains(path) || storedFiles.keys.contains { $0.hasPrefix(path + "/") } }
    }

    public func files(under path: String) throws -> [String] {
        lock.withLock {
            storedFiles.keys.filter { $0.hasPrefix(path + "/") }.map { String($0.dropFirst(path.count + 1)) }.sorted()
        }
    }

    public func directories(under path: String) throws -> [String] {
        lock.withLock {
            var found: Set<String> = []
            for directory in directories where directory.hasPrefix(path + "/") { found.insert(String(directory.dropFirst(path.count + 1))) }
            for file in storedFiles.keys where file.hasPrefix(path + "/") {
                var parent = Self.parent(of: String(file.dropFirst(path.count + 1)))
                while !parent.isEmpty {
                    found.insert(parent)
                    parent = Self.parent(of: parent)
                }
            }
            return found.sorted()
        }
    }

    public func isEmptyDirectory(_ path: String) throws -> Bool {
        lock.withLock {
            !storedFiles.keys.contains { $0.hasPrefix(path + "/") } && !directories.contains { $0.hasPrefix(path + "/") }
        }
    }

    public func createDirectory(_ path: String) throws {
        lock.withLock {
            guard !path.isEmpty else { return }
            directories.insert(path)
            addFolders(enclosing: path)
        }
    }

    public func move(_ source: String, to destination: String) throws {
        try lock.withLock {
            guard storedFiles[source] != nil || directories.contains(source) || storedFiles.keys.contains(where: { $0.hasPrefix(source + "/") }) else {
                throw FileSystemError(path: source, reason: "no such file")
            }
            // Like rename(2): the destination's folder must exist.
            guard parentExists(of: destination) else { throw FileSystemError(path: destination, reason: "no such folder") }
            addFolders(enclosing: destination)
            if let bytes = storedFiles.removeValue(forKey: source) {
                storedFiles[destination] = bytes
                return
            }
            let prefix = source + "/"
            let moved = storedFiles.keys.filter { $0.hasPrefix(prefix) }
            for key in moved {
                storedFiles[destination + "/" + key.dropFirst(prefix.count)] = storedFiles.removeValue(forKey: key)
            }
            for directory in directories where directory == source || directory.hasPrefix(prefix) {
                directories.remove(directory)
                directories.insert(destination + directory.dropFirst(source.count))
            }
        }
    }

    public func remove(_ path: String) throws {
        try lock.withLock {
            if storedFiles.removeValue(forKey: path) != nil { return }
            guard directories.contains(path) || storedFiles.keys.contains(where: { $0.hasPrefix(path + "/") }) else {
                throw FileSystemError(path: path, reason: "no such file")
            }
            // Like rmdir(2): a folder holding anything, even only an empty folder, is not removed.
            guard !storedFiles.keys.contains(where: { $0.hasPrefix(path + "/") }), !directories.contains(where: { $0.hasPrefix(path + "/") }) else {
                throw FileSystemError(path: path, reason: "the folder is not empty")
            }
            directories.remove(path)
        }
    }

    public func removeFolder(_ path: String) throws {
        // Like rmdir(2): a file is not a folder.
        if fileExists(path) { throw FileSystemError(path: path, reason: "not a folder") }
        try remove(path)
    }

    /// A copy: files held in memory have no other names.
    public func link(_ source: String, to destination: String) throws {
        try copy(source, to: destination)
    }

    public func exchange(_ first: String, _ second: String) throws {
        try lock.withLock {
            let (firstPrefix, secondPrefix) = (first + "/", second + "/")
            func exists(_ prefix: String, _ folder: String) -> Bool {
                directories.contains(folder) || storedFiles.keys.contains { $0.hasPrefix(prefix) }
            }
            guard exists(firstPrefix, first), exists(secondPrefix, second) else {
                throw FileSystemError(path: first, reason: "no such folder")
            }
            func swapped(_ path: String) -> String {
                if path == first { return second }
                if path == second { return first }
                if path.hasPrefix(firstPrefix) { return second + path.dropFirst(first.count) }
                if path.hasPrefix(secondPrefix) { return first + path.dropFirst(second.count) }
                return path
            }
            storedFiles = Dictionary(uniqueKeysWithValues: storedFiles.map { (swapped($0.key), $0.value) })
            directories = Set(directories.map(swapped))
        }
    }

    /// Locks within this process, by path (no lock file is made).
    public func lock(_ path: String, wait: Bool) throws -> FileLock? {
        lockReleased.lock()
        defer { lockReleased.unlock() }
        while heldLocks.contains(path) {
            if !wait { return nil }
            lockReleased.wait()
        }
        heldLocks.insert(path)
        return MemoryLock { [self] in
            lockReleased.lock()
            heldLocks.remove(path)
            lockReleased.broadcast()
            lockReleased.unlock()
        }
    }

    // Guarded by `lockReleased`.
    private var heldLocks: Set<String> = []
    private let lockReleased = NSCondition()

    private final class MemoryLock: FileLock, @unchecked Sendable {
        // `@unchecked Sendable`: `unlock` is read and cleared under `guardLock`, so a release from any thread runs it once.
        private var unlock: (() -> Void)?
        private let guardLock = NSLock()
        init(_ unlock: @escaping () -> Void) { self.unlock = unlock }
        func release() {
            let unlock = guardLock.withLock { () -> (() -> Void)? in
                defer { self.unlock = nil }
                return self.unlock
            }
            unlock?()
        }
    }
}
