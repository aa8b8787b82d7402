import TripsiteJSON
import TripsiteModel
import TripsiteLoading
import TripsitePlanning

/// Adds a flight, hotel, activity or place to a trip of a trips file on disk (or shows it, for a dry run), through
/// `TripsFileWriter`: locked, replaced at once, every other byte of the file kept. The trip is named by its id,
/// folder name or title (`TripSelection`); the item is checked against it (its dates, its days, its currency)
/// and, once added, read back and planned as a build would: an error about it stops the edit, a warning about it
/// (or about a price in no currency) is returned.
public struct ItemCreator: Sendable {
    let writer: TripsFileWriter

    public init(fileSystem: any FileSystem = LocalFileSystem()) {
        writer = TripsFileWriter(fileSystem: fileSystem)
    }

    /// The added item (or the one that would be added, when `dryRun`); `trip` is its trip's id, else its title.
    /// The file is read in the site's `language`, as a build reads it; the item's options are read in the item's
    /// language when it has one, else the trip's, else the site's.
    public func add<Item: NewTripItem>(_ item: Item, toTrip query: String, in file: String, dryRun: Bool, language: InputLanguage? = nil)
        throws(TripsFileEditError) -> (entry: AddedEntry, trip: String) {
        var item = item
        var made = AddedEntry(id: "", text: "")
        var tripName = ""
        let notes = try writer.edit(file, dryRun: dryRun) { existing throws(TripsFileEditError) in
            let document: JSONDocument
            do throws(TripsFileEditor.Failure) { document = try TripsFileEditor.parse(existing) } catch { throw TripsFileWriter.failure(file, error) }
            guard let nodes = TripsFileEditor.trips(in: document) else { throw TripsFileWriter.failure(file, .noTripsArray) }
            let decoded = TripDecoder.decode(document, fileName: file, language: language).trips
            let trips = nodes.map { node in decoded.first { $0.source.path == node.path } }
            let selection = TripSelection(candidates: Self.candidates(nodes, trips), file: file)

            let index: Int
            switch selection.find(query) {
            case .success(let found): index = found
            case .failure(let problem):
                item.language = item.language ?? language
                throw .refused(["--trip: " + problem.message] + item.allProblems(in: nil))
            }
            guard let trip = trips[index] else {
                throw .failed(.file(file, "the trip \(JSONPath.quoted(query.trimmingBlanks, limit: 80)) at \(nodes[index].path) has errors; fix them first (`tripsite check \(file)` lists them)"))
            }
            item.language = item.language ?? trip.language.flatMap(InputLanguage.named) ?? language
            let problems = item.allProblems(in: trip)
            if !problems.isEmpty { throw .refused(problems) }
            tripName = trip.id ?? trip.title

            let updated: [UInt8]
            do throws(TripsFileEditor.Failure) {
                updated = try TripsFileEditor.appendingItem(to: existing, key: Item.arrayKey, ofTrip: nodes[index]) { indent, level in
                    let json = item.json(in: trip, indent: indent, level: level)
                    made = AddedEntry(id: json.id, text: json.text)
                    return json.text
                }
            } catch { throw TripsFileWriter.failure(file, error) }
            let itemPath = Self.itemPath(of: trip, in: nodes[index], key: Item.arrayKey)
            made.warnings = try Self.readBack(updated, file: file, itemPath: itemPath, noun: Item.noun, language: language)
                + Self.warnings(item.currencyWarnings(in: trip), at: itemPath, ofTrip: index, key: Item.arrayKey, in: updated, file: file)
            return updated
        }
        made.notes = notes
        return (made, tripName)
    }

    /// The path of the item appended to the trip's array: one past the array's last element.
    private static func itemPath(of trip: Trip, in node: TripsFileEditor.TripNode, key: String) -> String {
        var count = 0
        if case .array(let elements)? = node.node.member(key)?.value.kind { count = elements.count }
        return JSONPath.index(JSONPath.member(node.path, key), count)
    }

    /// The problems a build would report about the new item, read from the edited file: errors stop the edit,
    /// warnings are returned.
    private static func readBack(
        _ updated: [UInt8], file: String, itemPath: String, noun: String, language: InputLanguage?
    ) throws(TripsFileEditError) -> [Diagnostic] {
        var input = BuildInput(tripsFileName: file, tripsBytes: updated, sourceDate: SourceDate(clamping: 0))
        input.language = language
        let log = PlannedSite.planTrips(input).log
        let about = log.diagnostics.filter { $0.path == itemPath || $0.path.hasPrefix(itemPath + ".") || $0.path.hasPrefix(itemPath + "[") }
        let errors = about.filter { $0.severity == .error }
        if !errors.isEmpty {
            throw .failed(.file(file, "the new \(noun) does not read back: \(errors.map(\.formatted).joined(separator: "; "))"))
        }
        return about
    }

    /// Warnings about members of the new item, placed where the member is in the edited file.
    private static func warnings(_ warnings: [(member: String, message: String)], at itemPath: String, ofTrip index: Int, key: String,
                                 in updated: [UInt8], file: String) -> [Diagnostic] {
        guard !warnings.isEmpty, let document = try? TripsFileEditor.parse(updated),
              case .array(let items)? = TripsFileEditor.trips(in: document)?[index].node.member(key)?.value.kind,
              let item = items.last else { return [] }
        return warnings.map { member, message in
            let position = item.member(member).map { document.position(of: $0.value.offset) }
            return Diagnostic(severity: .warning, file: file, position: position, path: JSONPath.member(itemPath, member), message: message)
        }
    }

    /// The trips as `--trip` may name them: the folder names are those a build of the trips that read gives.
    private static func candidates(_ nodes: [TripsFileEditor.TripNode], _ trips: [Trip?]) -> [TripSelection.Candidate] {
        var folders = Slug.assign(trips.compactMap { $0 }).makeIterator()
        return zip(nodes, trips).map { node, trip in candidate(node, trip, folder: trip == nil ? nil : folders.next()) }
    }

    private static func candidate(_ node: TripsFileEditor.TripNode, _ trip: Trip?, folder: String?) -> TripSelection.Candidate {
        if let trip {
            return TripSelection.Candidate(id: trip.id, folder: folder, title: trip.title, dates: "\(trip.startDate.iso) to \(trip.endDate.iso)")
        }
        // A trip with errors may still be named; it is refused once chosen.
        var id: String?
        for key in ["id", "_id"] {
            if case .string(let text)? = node.node.member(key)?.value.kind { id = text; break }
        }
        var title = ""
        if case .string(let text)? = node.node.member("title")?.value.kind { title = text }
        return TripSelection.Candidate(id: id, folder: nil, title: title, dates: nil)
    }
}
