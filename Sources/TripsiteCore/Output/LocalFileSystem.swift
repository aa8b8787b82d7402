import CFolderSwap
import CSignalCleanup
import Foundation

/// The real disk.
public struct LocalFileSystem: FileSystem {
    public init() {}

    public func read(_ path: String) throws -> [UInt8] {
        try read(path, limit: .max)
    }

    /// Reads the file with plain POSIX calls into the array it returns, in chunks, stopping with an error as
    /// soon as it holds more than `limit` bytes.
    public func read(_ path: String, limit: Int) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw FileSystemError(path: path, reason: errno == ENOENT ? "no such file" : "cannot be read")
        }
        defer { close(descriptor) }
        var status = stat()
        // Anything but a folder: a pipe such as `<(command)` or /dev/stdin has no size and is read to its end.
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) != S_IFDIR else {
            throw FileSystemError(path: path, reason: "cannot be read")
        }
        return try Self.readAll(descriptor, size: Int(status.st_size), path: path, limit: limit)
    }

    /// Opens the file once, without waiting (a named pipe put in its place would wait for a writer), and reads it
    /// only when the file opened is a regular file and the very file that the path, its links resolved, names
    /// inside the folder: same device, same inode. A path changed between the two gives an error, never the
    /// bytes of a file from elsewhere.
    public func read(_ path: String, inside folder: String, limit: Int) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw FileSystemError(path: path, reason: errno == ENOENT ? "no such file" : "cannot be read")
        }
        defer { close(descriptor) }
        var opened = stat()
        guard fstat(descriptor, &opened) == 0 else { throw FileSystemError(path: path, reason: "cannot be read") }
        guard (opened.st_mode & S_IFMT) == S_IFREG else { throw FileSystemError(path: path, reason: "is not a regular file") }
        var named = stat()
        guard let real = Self.realPath(path), Self.isInside(real: real, folder: folder), stat(real, &named) == 0,
              named.st_dev == opened.st_dev, named.st_ino == opened.st_ino else {
            throw FileSystemError.outside(path, folder: folder)
        }
        return try Self.readAll(descriptor, size: Int(opened.st_size), path: path, limit: limit)
    }

    /// Opens the file and reads the range with `pread`, a piece at a time until it has the whole range or the file
    /// ends.
    public func read(_ path: String, range: Range<Int>) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw FileSystemError(path: path, reason: errno == ENOENT ? "no such file" : "cannot be read")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            throw FileSystemError(path: path, reason: "is not a regular file")
        }
        var bytes = [UInt8](repeating: 0, count: range.count)
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(range.lowerBound + done))
            }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileSystemError(path: path, reason: "cannot be read")
            }
            done += count
        }
        bytes.removeLast(bytes.count - done)
        return bytes
    }

    /// Reads an open file of `size` bytes (as `fstat` gave it; 0 for a pipe) to its end, stopping with an error as
    /// soon as it holds more than `limit` bytes.
    private static func readAll(_ descriptor: Int32, size: Int, path: String, limit: Int) throws -> [UInt8] {
        guard size <= limit else { throw FileSystemError.tooLarge(path, limit: limit) }
        let size = max(size, 0)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size + 1)
        // A small file is read in one piece the size of it: a chunk of 64 KB to clear for each of a site's
        // calendar files, read back for calendar.ics, cost more than reading them.
        var chunk = [UInt8](repeating: 0, count: min(1 << 16, max(size + 1, 4096)))
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress!, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileSystemError(path: path, reason: "cannot be read")
            }
            guard bytes.count + count <= limit else { throw FileSystemError.tooLarge(path, limit: limit) }
            bytes.append(contentsOf: chunk[..<count])
        }
        return bytes
    }

    /// Writes the file with plain POSIX calls, creating its folder only when the first attempt finds it
    /// missing. Foundation's `Data.write` synced every file to disk (docs/performance.md, "Why the code is as it is"); a site is rebuilt from
    /// its input, so it does not need that guarantee.
    public func write(_ path: String, _ bytes: [UInt8]) throws {
        try write(path, pieces: 1) { _ in bytes[...] }
    }

    public func write(_ path: String, pieces count: Int, _ piece: (Int) throws -> ArraySlice<UInt8>) throws {
        var descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        if descriptor < 0 && errno == ENOENT, let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            try createDirectory(String(path[..<slash]))
            descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else {
            throw FileSystemError(path: path, reason: "cannot be written (\(String(cString: strerror(errno))))")
        }
        defer { close(descriptor) }
        for index in 0..<count { try Self.writeAll(piece(index), to: descriptor, path: path) }
    }

    /// Opens with `O_NOFOLLOW` (and `O_EXCL` unless `replacing`), so that a link planted at `path` is never
    /// followed, whatever it leads to; what it opened must be a regular file before anything is cut or written.
    public func writeNoFollow(_ path: String, _ bytes: [UInt8], replacing: Bool) throws {
        let flags = O_WRONLY | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | (replacing ? 0 : O_EXCL)
        let descriptor = open(path, flags, 0o644)
        guard descriptor >= 0 else {
            let failure = errno
            if isSymbolicLink(path) { throw FileSystemError(path: path, reason: FileSystemError.linkRefused) }
            if failure == EEXIST { throw FileSystemError(path: path, reason: "already exists") }
            throw FileSystemError(path: path, reason: "cannot be written (\(String(cString: strerror(failure))))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            throw FileSystemError(path: path, reason: "is not a regular file")
        }
        guard ftruncate(descriptor, 0) == 0 else {
            throw FileSystemError(path: path, reason: "cannot be written (\(String(cString: strerror(errno))))")
        }
        try Self.writeAll(bytes[...], to: descriptor, path: path)
    }

    /// Writes every byte from the descriptor's offset on.
    private static func writeAll(_ bytes: ArraySlice<UInt8>, to descriptor: Int32, path: String) throws {
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                throw FileSystemError(path: path, reason: "cannot be written (\(String(cString: strerror(errno))))")
            }
            written += result
        }
    }

    /// What is put between a file's name and six random characters to name its replacement while it is written.
    static let replacementInfix = ".tripsite-"

    /// Writes a new file beside the one the path leads to (links followed), with its permissions, syncs it to disk
    /// and renames it over the old one: a crash leaves either the old file or the new one, never a mix. The new
    /// file is named `<name>.tripsite-XXXXXX` (`replacementInfix`), and removed if the process is stopped by
    /// SIGINT, SIGTERM or SIGHUP before the rename.
    public func replaceFile(_ path: String, with bytes: [UInt8]) throws {
        // A link that leads nowhere is neither replaced (the link would be lost) nor followed to make its target.
        let resolved = Self.realPath(path)
        if resolved == nil, isSymbolicLink(path) {
            throw FileSystemError(path: path, reason: "is a symbolic link to a file that does not exist")
        }
        let target = resolved ?? path
        var status = stat()
        let mode: mode_t
        if stat(target, &status) == 0 {
            guard (status.st_mode & S_IFMT) == S_IFREG else { throw FileSystemError(path: path, reason: "is not a regular file") }
            mode = status.st_mode & 0o7777
        } else {
            // As `open` would make it: readable and writable by all, less the process's umask.
            let mask = umask(0)
            umask(mask)
            mode = 0o666 & ~mask
        }
        // Stopped by Ctrl-C or `kill` before the rename, the process removes the new file on its way out. The name
        // is chosen and armed for removal before the file is made (as mkstemp would make it: six letters or digits,
        // created only if new), so that no signal finds a new file the handler does not know of.
        var descriptor: Int32 = -1
        var temporary = ""
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        for _ in 0..<100 where descriptor < 0 {
            temporary = target + Self.replacementInfix + String((0..<6).map { _ in letters.randomElement()! })
            tripsite_remove_on_signal(temporary)
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if descriptor < 0, errno != EEXIST { break }
        }
        defer { tripsite_remove_on_signal(nil) }
        guard descriptor >= 0 else {
            throw FileSystemError(path: path, reason: "cannot be written (\(String(cString: strerror(errno))))")
        }
        do {
            defer { close(descriptor) }
            try Self.writeAll(bytes[...], to: descriptor, path: path)
            guard fchmod(descriptor, mode) == 0, fsync(descriptor) == 0 else {
                throw FileSystemError(path: path, reason: "cannot be written (\(String(cString: strerror(errno))))")
            }
        } catch {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, target) == 0 else {
            let failure = errno
            unlink(temporary)
            throw FileSystemError(path: path, reason: "cannot be replaced (\(String(cString: strerror(failure))))")
        }
    }

    public func copy(_ source: String, to destination: String) throws {
        try write(destination, try read(source))
    }

    /// Whether `path` names something that is not a folder, following links, as `FileManager.fileExists` does, with
    /// one `stat` call (a rebuild asks this of every file of the previous site).
    public func fileExists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) != S_IFDIR
    }

    public func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }

    public func modificationTime(of path: String) -> Int64? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        #if canImport(Darwin)
        return Int64(status.st_mtimespec.tv_sec)
        #else
        return Int64(status.st_mtim.tv_sec)
        #endif
    }

    public func kind(of path: String) -> FileKind? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .regularFile
        case S_IFDIR: return .folder
        case S_IFIFO: return .namedPipe
        case S_IFSOCK: return .socket
        case S_IFCHR, S_IFBLK: return .device
        default: return .other
        }
    }

    public func directoryExists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    public func files(under path: String) throws -> [String] {
        try entries(under: path, directories: false)
    }

    public func directories(under path: String) throws -> [String] {
        try entries(under: path, directories: true)
    }

    /// Walks the folder with `readdir`, which says of most entries whether they are folders without a `stat`
    /// call (FileManager's enumerator asked twice of each entry, which was most of a rebuild's publishing). A
    /// link is listed as what it leads to, and never followed into: nothing outside the folder is walked.
    private func entries(under path: String, directories wantsFolders: Bool) throws -> [String] {
        var found: [String] = []
        func walk(_ relative: String) throws {
            let folder = relative.isEmpty ? path : path + "/" + relative
            guard let stream = opendir(folder) else { throw FileSystemError(path: folder, reason: "cannot be listed") }
            defer { closedir(stream) }
            while let entry = readdir(stream) {
                var nameTuple = entry.pointee.d_name
                let name = withUnsafePointer(to: &nameTuple) { $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) } }
                if name == "." || name == ".." { continue }
                let child = relative.isEmpty ? name : relative + "/" + name
                let type = Int32(entry.pointee.d_type)
                var isFolder = type == Int32(DT_DIR)
                let isLink = type == Int32(DT_LNK)
                if isLink || type == Int32(DT_UNKNOWN) { isFolder = directoryExists(path + "/" + child) }
                if isFolder == wantsFolders { found.append(child) }
                // (An entry of unknown type is asked whether it is a link.)
                if isFolder && !isLink && (type == Int32(DT_DIR) || !isSymbolicLink(path + "/" + child)) { try walk(child) }
            }
        }
        try walk("")
        return found.sorted()
    }

    public func isEmptyDirectory(_ path: String) throws -> Bool {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: path).isEmpty
        } catch {
            throw FileSystemError(path: path, reason: "cannot be listed")
        }
    }

    /// Creates the folder and any missing folders above it with `mkdir` alone: a trip's folder costs one call
    /// when its parent is there (Foundation's `createDirectory` asked about every folder of the path first,
    /// thousands of failed `stat` calls in a build of many trips).
    public func createDirectory(_ path: String) throws {
        guard !path.isEmpty, mkdir(path, 0o777) != 0 else { return }
        var failure = errno
        if failure == ENOENT, let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            try createDirectory(String(path[..<slash]))
            guard mkdir(path, 0o777) != 0 else { return }
            failure = errno
        }
        // Made meanwhile by another thread writing into the same folder, or there already.
        if failure == EEXIST, directoryExists(path) { return }
        throw FileSystemError(path: path, reason: "cannot create the folder (\(String(cString: strerror(failure))))")
    }

    /// One `rmdir` call, which refuses files, links and folders that are not empty.
    public func removeFolder(_ path: String) throws {
        guard rmdir(path) == 0 else {
            throw FileSystemError(path: path, reason: "cannot be removed (\(String(cString: strerror(errno))))")
        }
    }

    public func isInside(_ path: String, folder: String) -> Bool {
        guard let real = Self.realPath(path) else { return false }
        return Self.isInside(real: real, folder: folder)
    }

    /// Whether the absolute path `real`, its links resolved, is inside `folder` with its links resolved.
    private static func isInside(real: String, folder: String) -> Bool {
        guard let root = realPath(folder.isEmpty ? "." : folder) else { return false }
        return real.hasPrefix(root == "/" ? root : root + "/")
    }

    /// The absolute path with every link resolved, or `nil` when nothing is there.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    public func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
    }

    /// One `lstat` call (a rebuild with nothing to do asks this of every file of the previous site).
    public func isPlainFile(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }

    public func move(_ source: String, to destination: String) throws {
        guard rename(source, destination) == 0 else {
            throw FileSystemError(path: source, reason: "cannot be moved to \(destination) (\(String(cString: strerror(errno))))")
        }
    }

    public func remove(_ path: String) throws {
        // A link is removed itself (unlink), never treated as the folder it may point to.
        let status = directoryExists(path) && !isSymbolicLink(path) ? rmdir(path) : unlink(path)
        guard status == 0 else {
            throw FileSystemError(path: path, reason: "cannot be removed (\(String(cString: strerror(errno))))")
        }
    }

    public func link(_ source: String, to destination: String) throws {
        var result = linkat(AT_FDCWD, source, AT_FDCWD, destination, 0)
        if result != 0 && errno == ENOENT, let slash = destination.lastIndex(of: "/"), slash != destination.startIndex {
            try createDirectory(String(destination[..<slash]))
            result = linkat(AT_FDCWD, source, AT_FDCWD, destination, 0)
        }
        guard result != 0 else { return }
        let failure = errno
        // A file system without hard links, or a file with too many of them: a copy of a regular file will do.
        guard [EPERM, EMLINK, EXDEV, ENOTSUP, EOPNOTSUPP].contains(failure), !isSymbolicLink(source) else {
            throw FileSystemError(path: destination, reason: "cannot be linked to \(source) (\(String(cString: strerror(failure))))")
        }
        try copy(source, to: destination)
    }

    public func exchange(_ first: String, _ second: String) throws {
        let result = tripsite_swap_paths(first, second)
        guard result != 0 else { return }
        let failure = errno
        if [EINVAL, ENOSYS, ENOTSUP, EOPNOTSUPP].contains(failure) {
            throw FileSystemError(path: second, reason: FileSystemError.noExchange)
        }
        throw FileSystemError(path: second, reason: "cannot be swapped with \(first) (\(String(cString: strerror(failure))))")
    }

    /// An `flock` on the file at `path`: the kernel gives it back when the process ends, however it ends. A lock
    /// file removed (or replaced) by the process that held it while this one waited is let go, and the lock taken
    /// anew on the file now there, so that its holder may remove it.
    public func lock(_ path: String, wait: Bool) throws -> FileLock? {
        while true {
            let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
            guard descriptor >= 0 else {
                throw FileSystemError(path: path, reason: "cannot be opened to lock (\(String(cString: strerror(errno))))")
            }
            var result = flock(descriptor, LOCK_EX | (wait ? 0 : LOCK_NB))
            while result != 0 && errno == EINTR { result = flock(descriptor, LOCK_EX | (wait ? 0 : LOCK_NB)) }
            guard result == 0 else {
                let failure = errno
                close(descriptor)
                if failure == EWOULDBLOCK { return nil }
                throw FileSystemError(path: path, reason: "cannot be locked (\(String(cString: strerror(failure))))")
            }
            var held = stat(), named = stat()
            if fstat(descriptor, &held) == 0, lstat(path, &named) == 0, held.st_dev == named.st_dev, held.st_ino == named.st_ino {
                return DescriptorLock(descriptor)
            }
            close(descriptor)
        }
    }

    private final class DescriptorLock: FileLock, @unchecked Sendable {
        // `@unchecked Sendable`: `descriptor` is read and cleared under `guardLock`, so it is closed once, which gives the `flock` back.
        private var descriptor: Int32
        private let guardLock = NSLock()
        init(_ descriptor: Int32) { self.descriptor = descriptor }
        func release() {
            let descriptor = guardLock.withLock { () -> Int32 in
                defer { self.descriptor = -1 }
                return self.descriptor
            }
            if descriptor >= 0 { close(descriptor) }
        }
        deinit { release() }
    }
}
