import TripsiteJSON
import TripsiteModel

/// Reads a countries list into a `CountryDirectory`, the one way every command does: a plainly written list in
/// one pass over its bytes (`PlainCountryList`), any other through `JSONParser` and `CountriesDecoder`, which
/// report what is wrong with it, with its place in the file.
public enum CountryListReader {
    /// The countries the list gives, and its problems; an empty directory when it is not JSON at all.
    public static func read(_ bytes: [UInt8], fileName: String) -> (directory: CountryDirectory, log: DiagnosticLog) {
        var log = DiagnosticLog()
        if let countries = PlainCountryList.read(bytes) { return (CountryDirectory(countries), log) }
        do {
            let document = try JSONParser.parse(bytes)
            let (countries, countriesLog) = CountriesDecoder.decode(document, fileName: fileName)
            log.append(contentsOf: countriesLog)
            return (CountryDirectory(countries), log)
        } catch {
            log.append(Diagnostic(
                severity: .error, file: fileName, position: error.position, path: error.path(in: bytes, naming: .countries), message: error.message))
            return (CountryDirectory([]), log)
        }
    }
}
