import Foundation

/// A file system held in memory, for tests: files by absolute-looking path, folders implied by them
/// or created explicitly.
public final class InMemoryFileSystem: FileSystem, @unchecked Sendable {
    private let lock = NSLock()
    private var storedFiles: [String: [UInt8]] = [:]
    private var directories: Set<String> = []

    public init(files: [String: String] = [:]) {
        for (path, text) in files { storedFiles[path] = Array(text.utf8) }
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
            var parent = (path as NSString).deletingLastPathComponent
            while !parent.isEmpty && parent != "/" {
                directories.insert(parent)
                parent = (parent as NSString).deletingLastPathComponent
            }
        }
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
                var parent = (String(file.dropFirst(path.count + 1)) as NSString).deletingLastPathComponent
                while !parent.isEmpty {
                    found.insert(parent)
                    parent = (parent as NSString).deletingLastPathComponent
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
        _ = lock.withLock { directories.insert(path) }
    }

    public func move(_ source: String, to destination: String) throws {
        try lock.withLock {
            if let bytes = storedFiles.removeValue(forKey: source) {
                storedFiles[destination] = bytes
                return
            }
            let prefix = source + "/"
            let moved = storedFiles.keys.filter { $0.hasPrefix(prefix) }
            guard !moved.isEmpty || directories.contains(source) else { throw FileSystemError(path: source, reason: "no such file") }
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
            guard !storedFiles.keys.contains(where: { $0.hasPrefix(path + "/") }) else {
                throw FileSystemError(path: path, reason: "the folder is not empty")
            }
            directories = directories.filter { $0 != path && !$0.hasPrefix(path + "/") }
        }
    }
}
