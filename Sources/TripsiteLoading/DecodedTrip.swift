import TripsiteJSON
import TripsiteModel

/// A trip read and checked without an error: what the whole site needs of it (its folder name is made from its id,
/// title and start date; the site's date from its last change; publishing from its visibility), and the trip itself,
/// held, or found again when it is planned: a trip of a large trips file is decoded once to be checked, let go,
/// and decoded again from its bytes in the file, so that a build holds a batch of trips at a time.
public struct DecodedTrip: Sendable {
    public let id: String?
    public let title: String
    public let startDate: CivilDate
    /// `Trip.lastChanged`.
    public let lastChanged: UTCTimestamp?
    public let visibility: TripVisibility
    /// The trip's own language, when it names one.
    public let language: String?
    private let storage: Storage

    /// Where the trip is. Boxed, so that the arrays of many trips a build passes around are arrays of small values
    /// (a `Trip` is several hundred bytes before any of its text): a million tiny trips hold a boxed trip each, not
    /// a copy of it in every array.
    private indirect enum Storage: Sendable {
        case held(Trip)
        case inFile(TripInFile)
    }

    /// A trip held as it is.
    public init(_ trip: Trip) {
        self.init(trip, storage: .held(trip))
    }

    /// What the site needs of `trip`, which is found again at `place` when it is planned.
    init(summaryOf trip: Trip, place: TripInFile) {
        self.init(trip, storage: .inFile(place))
    }

    private init(_ trip: Trip, storage: Storage) {
        (id, title, startDate, lastChanged) = (trip.id, trip.title, trip.startDate, trip.lastChanged)
        (visibility, language) = (trip.visibility, trip.language)
        self.storage = storage
    }

    /// Whether the trip is held, rather than decoded again when it is asked for.
    public var isHeld: Bool { heldTrip != nil }

    /// The trip, when it is held.
    var heldTrip: Trip? {
        guard case .held(let trip) = storage else { return nil }
        return trip
    }

    /// The trip: the one held, or the one its bytes in the file give again. Fails when the file cannot be read
    /// again or its bytes are no longer the ones checked (the file changed during the build).
    public func trip() throws(DiagnosticsError) -> Trip {
        switch storage {
        case .held(let trip): return trip
        case .inFile(let place): return try place.decode()
        }
    }
}

/// Where a trip is in a trips file read again (`InputFile.reread`), with what decoding it again needs: the bytes
/// it was checked from are known by their digest, so that bytes changed since are an error, never a trip that
/// was not checked.
struct TripInFile: Sendable {
    let file: RereadTripsFile
    /// The trip's path in the file (`trips[12]`).
    let path: String
    /// The bytes of the trip's digest (`Trip.sourceDigest`): from its first byte to the next trip's.
    let range: Range<Int>
    /// How many of them are the trip's object.
    let length: Int
    /// Where the trip's first byte is in the file.
    let start: SourcePosition
    let digest: UInt64

    /// The trip, decoded again from its bytes as the file holds them now.
    func decode() throws(DiagnosticsError) -> Trip {
        let bytes: [UInt8]
        do {
            bytes = try file.reread(range)
        } catch {
            throw problem("could not be read again to make the trips' pages (\(String(describing: error))); build again")
        }
        guard bytes.count == range.count, TripDecoder.digest(bytes[...]) == digest else {
            throw problem(Self.changed)
        }
        let context: DecodingContext
        let root: JSONNode
        do throws(JSONSyntaxError) {
            let document = try JSONParser.parse(Array(bytes[..<length]), at: start)
            root = document.root
            context = DecodingContext(
                document: document, fileName: file.name, localFile: file.localFile, fieldNames: file.fieldNames, language: file.language)
        } catch {
            throw problem(Self.changed)
        }
        // The same bytes as were checked decode the same way, without a problem: what decoding finds was reported then.
        guard var trip = TripDecoder.decodeTrip(root, path: path, context: context), !context.log.hasErrors else {
            throw problem(Self.changed)
        }
        trip.sourceDigest = digest
        trip.sourceFile = file.name
        return trip
    }

    static let changed = "changed while the site was being built (its trips were checked, then found different when read again to make their pages); build again"

    /// A problem with the file as a whole, the same for every trip it stops (a build reports it once).
    private func problem(_ message: String) -> DiagnosticsError {
        DiagnosticsError([.fileError(file.name, message)])
    }
}

/// A trips file whose trips are decoded again when they are planned, and how it was decoded the first time.
final class RereadTripsFile: Sendable {
    let name: String
    let reread: @Sendable (Range<Int>) throws -> [UInt8]
    let localFile: @Sendable (String) -> LocalFile
    let fieldNames: FieldNames
    let language: InputLanguage?

    init(
        name: String, reread: @escaping @Sendable (Range<Int>) throws -> [UInt8], localFile: @escaping @Sendable (String) -> LocalFile,
        fieldNames: FieldNames, language: InputLanguage?
    ) {
        (self.name, self.reread, self.localFile, self.fieldNames, self.language) = (name, reread, localFile, fieldNames, language)
    }
}
