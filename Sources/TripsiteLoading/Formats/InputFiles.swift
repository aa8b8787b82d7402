import TripsiteJSON
import TripsiteModel

/// One input file as read: its name for messages, and its bytes.
public struct InputFile: Sendable {
    public var name: String
    public var bytes: [UInt8]

    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }
}

/// Reads input files of any format tripsite knows, telling each by its content (`InputFormat`): tripsite's own
/// trips JSON, TripIt's API JSON, schema.org reservations as JSON-LD, and saved pages and e-mails with JSON-LD in
/// them. The reservations that no trip holds, from all the files together, are grouped into trips
/// (`ReservationGrouping`).
public enum InputFiles {
    /// Every trip of the files, in file order (the grouped reservations' trips last), and every problem found;
    /// notes say how reservations were grouped. `airports` gives the zones of flights' times with offsets.
    public static func decode(
        _ files: [InputFile], localFile: @escaping @Sendable (String) -> LocalFile, airports: AirportDirectory = .empty
    ) -> (trips: [Trip], log: DiagnosticLog) {
        var trips: [Trip] = []
        var log = DiagnosticLog()
        var loose: [Reservation] = []
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
                continue
            }
            switch InputFormat.ofJSON(document) {
            case .tripIt:
                guard let whole = EmbeddedReservations.parsedWhole(file, log: &log) else { continue }
                let context = DecodingContext(document: whole, fileName: file.name, localFile: localFile)
                let read = TripItReader(context: context, airports: airports, digest: digest(file.bytes)).read()
                trips += read.trips
                loose += read.loose
                log.append(contentsOf: context.log)
            case .jsonLD:
                loose += EmbeddedReservations.read([EmbeddedBlock(file: file.bytes)], of: file, airports: airports, log: &log)
            default:
                let decoded = TripDecoder.decode(document, fileName: file.name, localFile: localFile, sourceBytes: file.bytes)
                trips += decoded.trips
                log.append(contentsOf: decoded.log)
            }
        }
        let grouped = ReservationGrouping.trips(loose)
        trips += grouped.trips
        grouped.notes.forEach { log.append($0) }
        return (trips, log)
    }

    static func digest(_ bytes: [UInt8]) -> UInt64 {
        var fingerprint = Fingerprint()
        fingerprint.add(wholeBuffer: bytes)
        return fingerprint.value
    }
}
