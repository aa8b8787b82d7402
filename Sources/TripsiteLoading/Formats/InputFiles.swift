import TripsiteJSON
import TripsiteModel

/// Reads input files of any format tripsite knows, telling each by its content (`InputFormat`): tripsite's own
/// trips JSON, TripIt's API JSON, schema.org reservations as JSON-LD, and saved pages and e-mails with JSON-LD in
/// them. The reservations that no trip holds, from all the files together, are taken as one booking where a later
/// e-mail changes or cancels an earlier one (`ReservationUpdates`), then grouped into trips (`ReservationGrouping`).
public enum InputFiles {
    /// What the files hold: every trip, each with its `sourceFile`, in file order (the grouped reservations' trips
    /// last), and every problem found; notes say how reservations were grouped.
    public struct Decoded: Sendable {
        /// The trips, held, or, for a file that can be read again (`InputFile.reread`), checked and found again when
        /// they are planned.
        public var trips: [DecodedTrip] = []
        public var log = DiagnosticLog()
        /// Whether a file could not be read as trips at all (it is not JSON, or holds no trips): then no error is
        /// one trip's alone, and a build that keeps going past broken trips stops all the same.
        public var unreadable = false
    }

    /// `read`'s trips and log.
    public static func decode(
        _ files: [InputFile], localFile: @escaping @Sendable (String) -> LocalFile, airports: AirportDirectory = .empty
    ) -> (trips: [Trip], log: DiagnosticLog) {
        let held = files.map { InputFile(name: $0.name, bytes: $0.bytes) }
        let decoded = read(held, localFile: localFile, airports: airports)
        return (decoded.trips.compactMap(\.heldTrip), decoded.log)
    }

    /// Every trip of the files and every problem found. `airports` gives the zones of flights' times with offsets;
    /// `fieldNames` are an app's names to read as tripsite's (`[fields]` in tripsite.toml); dates, times and durations
    /// may be written in `language` (the site's) besides English.
    public static func read(
        _ files: [InputFile], localFile: @escaping @Sendable (String) -> LocalFile, airports: AirportDirectory = .empty,
        fieldNames: FieldNames = FieldNames(), language: InputLanguage? = nil
    ) -> Decoded {
        var result = Decoded()
        var trips: [DecodedTrip] = []
        var log = DiagnosticLog()
        var loose: [Reservation] = []
        /// The file's trips, marked as coming from it.
        func add(_ read: [Trip], from file: InputFile) {
            trips += read.map { trip in
                var trip = trip
                trip.sourceFile = file.name
                return DecodedTrip(trip)
            }
        }
        for file in files {
            if let format = InputFormat.ofText(name: file.name, bytes: file.bytes) {
                let whole = EmbeddedBlock(file: file.bytes)
                let blocks = format == .mail ? MailMessage.jsonLD(in: whole) : HTMLScriptBlocks.jsonLD(in: whole)
                loose += EmbeddedReservations.read(blocks, of: file, airports: airports, log: &log)
                continue
            }
            let document: JSONDocument
            do throws(JSONSyntaxError) {
                // Trips are read one by one as they are decoded (in parallel), not all at once.
                document = try JSONParser.parse(file.bytes, defersObjectsInArrays: true)
            } catch {
                log.append(Diagnostic(
                    severity: .error, file: file.name, position: error.position,
                    path: error.path(in: file.bytes, naming: .trips), message: error.message))
                result.unreadable = true
                continue
            }
            switch InputFormat.ofJSON(document) {
            case .tripIt:
                guard let whole = EmbeddedReservations.parsedWhole(file, log: &log) else { continue }
                let context = DecodingContext(
                    document: whole, fileName: file.name, localFile: localFile, fieldNames: fieldNames, language: language)
                let read = TripItReader(context: context, airports: airports, digest: digest(file.bytes)).read()
                add(read.trips, from: file)
                loose += read.loose
                context.collectUnused()
                log.append(contentsOf: context.log)
            case .jsonLD:
                loose += EmbeddedReservations.read([EmbeddedBlock(file: file.bytes)], of: file, airports: airports, log: &log)
            default:
                let decoded = TripDecoder.decodeTrips(
                    document, fileName: file.name, localFile: localFile, sourceBytes: file.bytes, fieldNames: fieldNames,
                    language: language, reread: file.reread)
                // Each trip knows its file already: every trip is not copied to say it again.
                trips += decoded.trips
                log.append(contentsOf: decoded.log)
                result.unreadable = result.unreadable || decoded.unreadable
            }
        }
        let updated = ReservationUpdates.latest(loose)
        updated.notes.forEach { log.append($0) }
        let grouped = ReservationGrouping.trips(updated.kept)
        trips += grouped.trips.map(DecodedTrip.init)
        grouped.notes.forEach { log.append($0) }
        result.trips = trips
        result.log = log
        return result
    }

    static func digest(_ bytes: [UInt8]) -> UInt64 {
        TripDecoder.digest(bytes[...])
    }
}
