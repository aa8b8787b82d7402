import Foundation

/// The real disk.
public struct LocalFileSystem: FileSystem {
    public init() {}

    /// Reads the file with plain POSIX calls straight into the array it returns (Foundation's `contents(atPath:)`
    /// read into `Data`, which was then copied: twice the memory touched, for a 128 MB input too).
    public func read(_ path: String) throws -> [UInt8] {
        try read(path, limit: .max)
    }

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
        // The size is a first guess: a file that grows meanwhile is read to its end all the same (up to the limit).
        var failed = false
        let size = max(Int(status.st_size), 0)
        guard size <= limit else { throw FileSystemError.tooLarge(path, limit: limit) }
        let expected = size + 1
        var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, count in
            let requested = UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[..<expected]))
            if size >= Self.halvedReadSize, (status.st_mode & S_IFMT) == S_IFREG,
               Self.readInHalves(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: requested[..<size])) {
                // The rest, if the file grew since: from its end, where `pread` left the offset untouched.
                guard lseek(descriptor, off_t(size), SEEK_SET) == off_t(size) else {
                    failed = true
                    return
                }
                count = size + Self.readFully(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: requested[size...]), failed: &failed)
                return
            }
            count = Self.readFully(descriptor, into: requested, failed: &failed)
        }
        while !failed, bytes.count >= expected {
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = chunk.withUnsafeMutableBytes { Self.readFully(descriptor, into: $0, failed: &failed) }
            if count == 0 { break }
            guard bytes.count + count <= limit else { throw FileSystemError.tooLarge(path, limit: limit) }
            bytes.append(contentsOf: chunk[..<count])
        }
        if failed { throw FileSystemError(path: path, reason: "cannot be read") }
        return bytes
    }

    /// Compares the file's size first, and reads it only when the size is the same: most files a rebuild
    /// makes anew after a change differ in size from the ones they replace.
    public func fileHolds(_ bytes: [UInt8], at path: String) -> Bool {
        // One `stat` call answers most of the time; the file is opened only when it has the same size.
        var status = stat()
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) == bytes.count else {
            return false
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        // One byte more than expected is asked for, so that a file that grew since is not taken as the same.
        var failed = false
        let old = [UInt8](unsafeUninitializedCapacity: bytes.count + 1) { buffer, count in
            count = Self.readFully(descriptor, into: UnsafeMutableRawBufferPointer(buffer), failed: &failed)
        }
        return !failed && old == bytes
    }

    /// From this size on, a regular file is read in two halves at once, one on each core: for a trips file of
    /// thousands of trips, the time of the read is mostly the kernel copying into pages it gives the array
    /// for the first time, and nothing else of the build can start before it is done.
    static let halvedReadSize = 4 << 20

    /// Fills the buffer from the start of the file in two halves, the second on a helper thread; false when the
    /// file turned out shorter than the buffer or could not be read (then nothing is known of the buffer).
    private static func readInHalves(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Bool {
        let half = buffer.count / 2
        let first = UnsafeMutableRawBufferPointer(rebasing: buffer[..<half])
        let second = UncheckedBuffer(buffer: UnsafeMutableRawBufferPointer(rebasing: buffer[half...]))
        let (firstRead, secondRead) = ParallelMap.both({ fills(descriptor, first, at: 0) }, { fills(descriptor, second.buffer, at: half) })
        return firstRead && secondRead
    }

    /// A buffer a helper thread fills, while no other thread touches that part of it.
    private struct UncheckedBuffer: @unchecked Sendable {
        var buffer: UnsafeMutableRawBufferPointer
    }

    /// Whether the buffer was filled from `start` in the file: false when the file ends first or cannot be read.
    private static func fills(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer, at start: Int) -> Bool {
        var failed = false
        return readFully(descriptor, into: buffer, at: start, failed: &failed) == buffer.count && !failed
    }

    /// Reads until the buffer is full or the file ends; the number of bytes read. From the file's offset (which
    /// moves on), or with `pread` from `start` when one is given (the file's offset is left alone, so that
    /// threads may read parts of one file at once).
    private static func readFully(
        _ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, at start: Int? = nil, failed: inout Bool
    ) -> Int {
        var offset = 0
        while offset < buffer.count {
            let (destination, length) = (buffer.baseAddress! + offset, buffer.count - offset)
            let count = start.map { pread(descriptor, destination, length, off_t($0 + offset)) } ?? Foundation.read(descriptor, destination, length)
            if count > 0 {
                offset += count
            } else if count == 0 {
                break
            } else if errno != EINTR {
                failed = true
                break
            }
        }
        return offset
    }

    /// Writes the file with plain POSIX calls, creating its folder only when the first attempt finds it
    /// missing. Foundation's `Data.write` synced every file to disk, which was half the time of a build
    /// of many trips; a site is rebuilt from its input, so it does not need that guarantee.
    public func write(_ path: String, _ bytes: [UInt8]) throws {
        var descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        if descriptor < 0 && errno == ENOENT, let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            try createDirectory(String(path[..<slash]))
            descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else {
            throw FileSystemError(path: path, reason: "cannot be written (\(String(cString: strerror(errno))))")
        }
        defer { close(descriptor) }
        try Self.writeAll(bytes, to: descriptor, path: path)
    }

    /// Writes every byte from the descriptor's offset on.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws {
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

    /// Writes over the file, then cuts it to the new length. On ext4 this costs about a tenth of the other two
    /// ways of replacing a file: truncating it to nothing first, or renaming a new file over it, both make the
    /// file system write the new data out at once (its `auto_da_alloc` guard for programs that do not sync),
    /// about 0.1 ms a file. The room check uses the blocks the file holds, which on ext4, XFS and tmpfs means
    /// the write needs no new space.
    public func replaceContents(_ path: String, with bytes: [UInt8]) throws -> Bool {
        let descriptor = open(path, O_WRONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_nlink == 1,
              bytes.count <= Int(status.st_blocks) * 512 else {
            return false
        }
        try Self.writeAll(bytes, to: descriptor, path: path)
        if bytes.count < Int(status.st_size), ftruncate(descriptor, off_t(bytes.count)) != 0 {
            throw FileSystemError(path: path, reason: "cannot be written (\(String(cString: strerror(errno))))")
        }
        return true
    }

    /// Writes a new file beside the one the path leads to (links followed), with its permissions, syncs it to disk
    /// and renames it over the old one: a crash leaves either the old file or the new one, never a mix.
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
        var template = Array((target + ".tripsite-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw FileSystemError(path: path, reason: "cannot be written (\(String(cString: strerror(errno))))")
        }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do {
            defer { close(descriptor) }
            try Self.writeAll(bytes, to: descriptor, path: path)
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

    private func entries(under path: String, directories: Bool) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: path) else {
            throw FileSystemError(path: path, reason: "cannot be listed")
        }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path + "/" + relative, isDirectory: &isDirectory), isDirectory.boolValue == directories {
                found.append(relative)
            }
        }
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
        guard let real = Self.realPath(path), let root = Self.realPath(folder.isEmpty ? "." : folder) else { return false }
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
}
