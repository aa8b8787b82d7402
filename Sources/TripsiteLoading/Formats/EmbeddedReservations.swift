import TripsiteJSON
import TripsiteModel

/// Reads the schema.org reservations of JSON-LD blocks (a JSON-LD file, or the scripts of a page or an e-mail),
/// each block on its own: a block that is not valid JSON is reported where it is in the file, and the others are
/// still read.
enum EmbeddedReservations {
    static func read(_ blocks: [EmbeddedBlock], of file: InputFile, airports: AirportDirectory, log: inout DiagnosticLog) -> [Reservation] {
        guard !blocks.isEmpty else {
            log.append(.fileError(file.name, "found no schema.org reservations: expected JSON-LD, such as a <script type=\"application/ld+json\"> block in a page or an e-mail"))
            return []
        }
        var reservations: [Reservation] = []
        var problems = 0
        let lines = SourceMap.FileLines(file.bytes)
        for block in blocks {
            let map = SourceMap(lines: lines, fileOffsets: block.fileOffsets)
            let document: JSONDocument
            do throws(JSONSyntaxError) {
                document = try JSONParser.parse(block.bytes)
            } catch {
                log.append(Diagnostic(
                    severity: .error, file: file.name, position: map.position(of: error.offset),
                    path: error.path(in: block.bytes, naming: .top), message: "in a JSON-LD block: " + error.message))
                problems += 1
                continue
            }
            let context = DecodingContext(document: document, fileName: file.name, localFile: { _ in .missing }, sourceMap: map)
            reservations += SchemaOrgReader(context: context, airports: airports, digest: InputFiles.digest(block.bytes)).reservations()
            problems += context.log.diagnostics.count
            // The fields the block's reservations did not use are listed by `check --ignored`.
            context.collectUnused()
            log.append(contentsOf: context.log)
        }
        if reservations.isEmpty, problems == 0 {
            log.append(Diagnostic(
                severity: .warning, file: file.name, position: nil, path: "",
                message: "found no reservation of a type tripsite reads (\(SchemaOrgReader.reservationTypes.sorted().joined(separator: ", "))) in its JSON-LD"))
        }
        return reservations
    }

    /// The file parsed in full (TripIt's objects are read wherever they are, not trip by trip); a syntax error
    /// is reported.
    static func parsedWhole(_ file: InputFile, log: inout DiagnosticLog) -> JSONDocument? {
        do throws(JSONSyntaxError) {
            return try JSONParser.parse(file.bytes)
        } catch {
            log.append(Diagnostic(
                severity: .error, file: file.name, position: error.position, path: error.path(in: file.bytes, naming: .top), message: error.message))
            return nil
        }
    }
}
