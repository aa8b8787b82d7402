import TripsiteModel

/// Why a `new` command added nothing: its options were refused (a usage error, exit 64), each problem naming its
/// option, or the trips file could not be read, edited or written (exit 1).
public enum TripsFileEditError: Error {
    case refused([String])
    case failed(DiagnosticsError)
}

/// What a `new` command added (or would add, for a dry run): the new entry's id, its JSON text in the file's
/// indentation, and warnings about it or about the file.
public struct AddedEntry: Sendable {
    public var id: String
    public var text: String
    public var warnings: [Diagnostic] = []
    /// What the edit did besides: the leftovers of stopped edits it removed.
    public var notes: [String] = []
}

/// Edits a trips file on disk. The file is read, edited and replaced under an exclusive lock (`TripsFileLock`),
/// so that edits made at the same time all land; it is replaced in one rename, so it is never left half written;
/// a link to it stays a link, and the file keeps its permissions. Only a regular file is edited: a folder, a pipe
/// or a device is refused before anything is read from it. A missing file is edited as an empty trips array.
struct TripsFileWriter: Sendable {
    let fileSystem: any FileSystem
    /// Whether edits take the lock: on the disk, where other processes may edit the same file.
    let locks: Bool

    init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
        locks = fileSystem is LocalFileSystem
    }

    /// Runs `change` on the file's bytes and, unless `dryRun`, writes what it returns in place of the file. Returns
    /// notes of the new files left by edits that were stopped, which it removed once it held the lock.
    func edit(_ file: String, dryRun: Bool, _ change: ([UInt8]) throws(TripsFileEditError) -> [UInt8]) throws(TripsFileEditError) -> [String] {
        do {
            try refuseIfNotRegular(file)
        } catch { throw .failed(error) }
        var lock: TripsFileLock?
        if locks && !dryRun {
            do { lock = try TripsFileLock(for: file) } catch { throw .failed(.file(file, "cannot be edited: \(error)")) }
        }
        defer { lock?.release() }
        let notes = lock == nil ? [] : StaleReplacements.remove(besides: file)
        let existing: [UInt8]
        do { existing = try tripsFileBytes(file) } catch { throw .failed(error) }
        let updated = try change(existing)
        if dryRun { return notes }
        do {
            try fileSystem.replaceFile(file, with: updated)
        } catch {
            throw .failed(.file(file, "cannot be written: \(error)"))
        }
        return notes
    }

    /// The message of an edit the file's shape did not allow.
    static func failure(_ file: String, _ failure: TripsFileEditor.Failure) -> TripsFileEditError {
        switch failure {
        case .notJSON(let message):
            return .failed(.file(file, "is not valid JSON (\(message)); fix it with `tripsite check` first"))
        case .noTripsArray:
            return .failed(.file(file, "has no trips array (a top-level array, or one under \"trips\" or \"data\")"))
        case .notAnArray(let path, let found):
            return .failed(.file(file, "\(path) is \(found), not an array; fix it with `tripsite check` first"))
        }
    }

    /// The file's bytes, read after the lock is taken; an empty trips array when nothing is there yet.
    private func tripsFileBytes(_ file: String) throws(DiagnosticsError) -> [UInt8] {
        try refuseIfNotRegular(file)
        guard fileSystem.fileExists(file) else { return Array("[\n]\n".utf8) }
        do { return try fileSystem.read(file) } catch { throw .file(file, "cannot be read") }
    }

    /// Stops on a folder, a pipe, a socket or a device (reading a pipe would wait for a writer); a regular file, a
    /// link to one, or nothing at all is fine.
    private func refuseIfNotRegular(_ file: String) throws(DiagnosticsError) {
        if fileSystem.directoryExists(file) { throw .file(file, "is a folder; give the trips file with -f") }
        if fileSystem.fileExists(file), !fileSystem.isRegularFile(file) {
            throw .file(file, "is not a regular file (a pipe, a socket or a device); tripsite edits only a regular trips file")
        }
    }
}
