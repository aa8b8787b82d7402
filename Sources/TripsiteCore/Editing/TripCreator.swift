import TripsiteJSON
import TripsiteModel
import TripsiteLoading

/// Adds a new trip to a trips file on disk (or shows it, for a dry run), through `TripsFileWriter`: locked, replaced
/// at once, every other byte of the file kept.
public struct TripCreator: Sendable {
    let writer: TripsFileWriter

    public init(fileSystem: any FileSystem = LocalFileSystem()) {
        writer = TripsFileWriter(fileSystem: fileSystem)
    }

    /// The id and JSON text of the trip added (or that would be added, when `dryRun`), with a warning when the file
    /// already has a trip of the same title and dates (it is added all the same). The file is read in the site's
    /// `language`, as a build reads it.
    public func add(_ trip: NewTrip, to file: String, dryRun: Bool, language: InputLanguage? = nil) throws(TripsFileEditError) -> AddedEntry {
        var made = AddedEntry(id: "", text: "")
        let notes = try writer.edit(file, dryRun: dryRun) { existing throws(TripsFileEditError) in
            let updated: [UInt8]
            do throws(TripsFileEditor.Failure) {
                updated = try TripsFileEditor.appending(to: existing) { ids, indent, level in
                    let json = trip.json(existingIDs: ids, indent: indent, level: level)
                    made = AddedEntry(id: json.id, text: json.text)
                    return json.text
                }
            } catch { throw TripsFileWriter.failure(file, error) }
            // The result must read back as trips, the new one included, before it replaces the file.
            guard let document = try? JSONParser.parse(updated) else { throw .failed(.file(file, "could not be updated")) }
            let decoded = TripDecoder.decode(document, fileName: file, language: language)
            guard let added = decoded.trips.first(where: { $0.id == made.id }) else {
                throw .failed(.file(file, "the new trip does not read back: \(decoded.log.errors.map(\.formatted).joined(separator: "; "))"))
            }
            made.warnings = decoded.trips.filter {
                $0.id != made.id && $0.title == added.title && $0.startDate == added.startDate && $0.endDate == added.endDate
            }.map { twin in
                Diagnostic(
                    severity: .warning, file: file, position: twin.source.position, path: twin.source.path,
                    message: "a trip titled \(JSONPath.quoted(twin.title, limit: 80)) from \(twin.startDate.iso) to \(twin.endDate.iso) is already here\(twin.id.map { " (\($0))" } ?? ""); \(made.id) is added beside it")
            }
            return updated
        }
        made.notes = notes
        return made
    }
}
