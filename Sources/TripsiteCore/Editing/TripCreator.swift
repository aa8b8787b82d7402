/// Adds a new trip to a trips file on disk (or shows it, for a dry run). The file is replaced in one
/// rename, so it is never left half written; a link to it stays a link, and the file keeps its permissions.
public struct TripCreator: Sendable {
    public let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem = LocalFileSystem()) {
        self.fileSystem = fileSystem
    }

    /// The id and JSON text of the trip added (or that would be added, when `dryRun`).
    public func add(_ trip: NewTrip, to file: String, dryRun: Bool) throws(DiagnosticsError) -> (id: String, text: String) {
        let existing: [UInt8]
        if fileSystem.fileExists(file) {
            do { existing = try fileSystem.read(file) } catch { throw failure(file, "cannot be read") }
        } else {
            existing = Array("[\n]\n".utf8)
        }
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

    private func failure(_ file: String, _ message: String) -> DiagnosticsError {
        .file(file, message)
    }
}
