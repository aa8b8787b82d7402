import TripsiteJSON
import TripsiteModel
import TripsiteLoading
import TripsitePlanning
import TripsiteRendering

/// Adds a new trip to a trips file on disk (or shows it, for a dry run). The file is read, edited and replaced
/// under an exclusive lock (`TripsFileLock`), so that adds made at the same time all land; it is replaced in one
/// rename, so it is never left half written; a link to it stays a link, and the file keeps its permissions. Only a
/// regular file is edited: a folder, a pipe or a device is refused before anything is read from it.
public struct TripCreator: Sendable {
    public let fileSystem: any FileSystem
    /// Whether edits take the lock: on the disk, where other processes may edit the same file.
    let locks: Bool

    public init(fileSystem: any FileSystem = LocalFileSystem()) {
        self.fileSystem = fileSystem
        locks = fileSystem is LocalFileSystem
    }

    /// The id and JSON text of the trip added (or that would be added, when `dryRun`).
    public func add(_ trip: NewTrip, to file: String, dryRun: Bool) throws(DiagnosticsError) -> (id: String, text: String) {
        try refuseIfNotRegular(file)
        var lock: TripsFileLock?
        if locks && !dryRun {
            do { lock = try TripsFileLock(for: file) } catch { throw failure(file, "cannot be edited: \(error)") }
        }
        defer { lock?.release() }
        let existing = try tripsFileBytes(file)
        var made: (id: String, text: String) = ("", "")
        let updated: [UInt8]
        do {
            updated = try TripsFileEditor.appending(to: existing) { ids, indent, level in
                made = trip.json(existingIDs: ids, indent: indent, level: level)
                return made.text
            }
        } catch .notJSON(let message) {
            throw failure(file, "is not valid JSON (\(message)); fix it with `tripsite check` first")
        } catch {
            throw failure(file, "has no trips array (a top-level array, or one under \"trips\" or \"data\")")
        }
        if dryRun { return made }

        // The result must read back as trips, the new one included, before it replaces the file.
        guard let document = try? JSONParser.parse(updated) else { throw failure(file, "could not be updated") }
        let decoded = TripDecoder.decode(document, fileName: file)
        guard decoded.trips.contains(where: { $0.id == made.id }) else {
            throw failure(file, "the new trip does not read back: \(decoded.log.errors.map(\.formatted).joined(separator: "; "))")
        }
        do {
            try fileSystem.replaceFile(file, with: updated)
        } catch {
            throw failure(file, "cannot be written: \(error)")
        }
        return made
    }

    /// The file's bytes, read after the lock is taken; an empty trips array when nothing is there yet.
    private func tripsFileBytes(_ file: String) throws(DiagnosticsError) -> [UInt8] {
        try refuseIfNotRegular(file)
        guard fileSystem.fileExists(file) else { return Array("[\n]\n".utf8) }
        do { return try fileSystem.read(file) } catch { throw failure(file, "cannot be read") }
    }

    /// Stops on a folder, a pipe, a socket or a device (reading a pipe would wait for a writer); a regular file, a
    /// link to one, or nothing at all is fine.
    private func refuseIfNotRegular(_ file: String) throws(DiagnosticsError) {
        if fileSystem.directoryExists(file) { throw failure(file, "is a folder; give the trips file with -f") }
        if fileSystem.fileExists(file), !fileSystem.isRegularFile(file) {
            throw failure(file, "is not a regular file (a pipe, a socket or a device); tripsite edits only a regular trips file")
        }
    }

    private func failure(_ file: String, _ message: String) -> DiagnosticsError {
        .file(file, message)
    }
}
