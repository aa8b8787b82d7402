import Foundation
import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

/// Runs the trips and countries decoders on JSON text, for the loading tests.
enum LoadingFixture {
    struct Decoded {
        var trips: [Trip]
        var log: DiagnosticLog

        /// Every diagnostic in its one-line form, in the order the decoder reported them.
        var messages: [String] { log.diagnostics.map(\.formatted) }
        var errors: [String] { log.errors.map(\.formatted) }
        var warnings: [String] { log.warnings.map(\.formatted) }
        var ids: [String?] { trips.map(\.id) }
    }

    /// Parses `json` (which must be valid JSON) and decodes its trips. `files` are the paths,
    /// relative to the input's folder, that exist beside the input.
    static func trips(_ json: String, file: String = "trips.json", files: Set<String> = [], language: String? = nil) throws -> Decoded {
        let document = try JSONParser.parse(Array(json.utf8))
        let (trips, log) = TripDecoder.decode(
            document, fileName: file, localFile: { LocalFile(exists: files.contains($0)) }, language: language.flatMap(InputLanguage.named))
        return Decoded(trips: trips, log: log)
    }

    /// The only trip of a file that must decode without any diagnostic.
    static func cleanTrip(_ json: String, files: Set<String> = []) throws -> Trip {
        let decoded = try trips(json, files: files)
        #expect(decoded.messages == [])
        try #require(decoded.trips.count == 1)
        return decoded.trips[0]
    }

    static func countries(_ json: String, file: String = "countries.json") throws -> (countries: [Country], messages: [String]) {
        let document = try JSONParser.parse(Array(json.utf8))
        let (countries, log) = CountriesDecoder.decode(document, fileName: file)
        return (countries, log.diagnostics.map(\.formatted))
    }
}

// Named so as not to clash with the private helpers of other test files.
func civilDate(_ year: Int, _ month: Int, _ day: Int) -> CivilDate {
    CivilDate(year: year, month: month, day: day)!
}

func clockTime(_ hour: Int, _ minute: Int) -> ClockTime {
    ClockTime(hour: hour, minute: minute)!
}
