import Foundation
import Testing
import TripsiteTestSupport
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning

/// A large trips file's trips are checked, let go, and decoded again from the file as their pages are made
/// (`BuildOptions.holdsTripsUpTo`, `DecodedTrip`): the site and the messages must be those of trips held, and a file
/// that changes meanwhile must stop the build, never publish a trip that was not checked.
@Suite("trips read again from their file")
struct SiteTripsReadAgainTests {
    /// The example site's trips, which have warnings at many places (positions must come out the same).
    static let exampleTrips = try! [UInt8](Data(contentsOf: Repository.file("Examples/trips.json")))

    private func fixture(_ bytes: [UInt8] = exampleTrips) -> SiteBuildFixture {
        let fixture = SiteBuildFixture([])
        fixture.setTripsText(String(decoding: bytes, as: UTF8.self))
        return fixture
    }

    private func options(_ fixture: SiteBuildFixture, output: String, holdsTripsUpTo: Int) -> BuildOptions {
        var options = fixture.options(output: output)
        options.sourceDateEpoch = "1767225600"
        options.holdsTripsUpTo = holdsTripsUpTo
        return options
    }

    @Test("a site built from trips read again is byte for byte the site built from trips held, with the same warnings")
    func sameSite() throws {
        let fixture = fixture()
        var builder = SiteBuilder(fileSystem: fixture.fileSystem)
        builder.tripsPerBatch = 2
        let held = try builder.build(options(fixture, output: "/work/held", holdsTripsUpTo: .max))
        let again = try builder.build(options(fixture, output: "/work/again", holdsTripsUpTo: 0))
        #expect(held.tripCount == 9)
        #expect(!held.warnings.isEmpty)
        #expect(held.warnings.map(\.formatted) == again.warnings.map(\.formatted))
        let heldFiles = try fixture.fileSystem.files(under: "/work/held").sorted()
        #expect(heldFiles.count > 50)
        #expect(try fixture.fileSystem.files(under: "/work/again").sorted() == heldFiles)
        for file in heldFiles {
            #expect(try fixture.fileSystem.read("/work/held/" + file) == fixture.fileSystem.read("/work/again/" + file), "\(file)")
        }
    }

    @Test("check reports the same problems whether the trips are held or read again")
    func sameCheck() {
        let fixture = fixture()
        let held = SiteCheck(fileSystem: fixture.fileSystem).run(options(fixture, output: "/work/out", holdsTripsUpTo: .max))
        let again = SiteCheck(fileSystem: fixture.fileSystem).run(options(fixture, output: "/work/out", holdsTripsUpTo: 0))
        #expect(!held.isEmpty)
        #expect(held.map(\.formatted) == again.map(\.formatted))
    }

    @Test("a trips file changed during the build stops it with one error, and the site already there stays as it was")
    func changedDuringBuild() throws {
        let fixture = fixture()
        try SiteBuilder(fileSystem: fixture.fileSystem).build(options(fixture, output: SiteBuildFixture.output, holdsTripsUpTo: 0))
        let before = try fixture.fileSystem.files(under: SiteBuildFixture.output).sorted()
        let index = try fixture.fileSystem.read(SiteBuildFixture.output + "/index.html")
        // Once the first trip's pages are made, every title in the file changes.
        let changed = String(decoding: Self.exampleTrips, as: UTF8.self).replacingOccurrences(of: "\"title\": \"", with: "\"title\": \"X")
        let swapped = Locked(false)
        var builder = SiteBuilder(fileSystem: fixture.fileSystem) { _, _ in
            guard swapped.withLock({ done in defer { done = true }; return !done }) else { return }
            fixture.setTripsText(changed)
        }
        builder.tripsPerBatch = 1
        var options = options(fixture, output: SiteBuildFixture.output, holdsTripsUpTo: 0)
        options.site.title = "Changed"
        #expect {
            try builder.build(options)
        } throws: { error in
            let messages = (error as? DiagnosticsError)?.diagnostics.map(\.formatted) ?? []
            return messages == [
                "\(SiteBuildFixture.tripsFile): error: changed while the site was being built (its trips were checked, then found different when read again to make their pages); build again"
            ]
        }
        #expect(try fixture.fileSystem.files(under: SiteBuildFixture.output).sorted() == before)
        #expect(try fixture.fileSystem.read(SiteBuildFixture.output + "/index.html") == index)
    }

    @Test("warnings far into a file of more than 65,536 lines are at the same lines and columns, trips held or read again")
    func positionsFarIntoALongFile() {
        // 70,000 empty lines after the opening bracket move every trip (and every warning) 70,000 lines down.
        let padding = 70_000
        let padded = [UInt8(ascii: "[")] + [UInt8](repeating: UInt8(ascii: "\n"), count: padding) + Self.exampleTrips.dropFirst()
        let original = fixture()
        let expected = SiteCheck(fileSystem: original.fileSystem).run(options(original, output: "/work/out", holdsTripsUpTo: .max))
        let long = fixture(padded)
        let held = SiteCheck(fileSystem: long.fileSystem).run(options(long, output: "/work/out", holdsTripsUpTo: .max))
        let again = SiteCheck(fileSystem: long.fileSystem).run(options(long, output: "/work/out", holdsTripsUpTo: 0))
        #expect(expected.count > 5)
        #expect(expected.allSatisfy { $0.position == nil || $0.position!.line > 1 })
        let shifted = expected.map { diagnostic in
            var diagnostic = diagnostic
            diagnostic.position?.line += padding
            return diagnostic.formatted
        }
        #expect(held.map(\.formatted) == shifted)
        #expect(again.map(\.formatted) == shifted)
    }

    @Test("a trip read again is the trip decoded the first time, with the same places in the file")
    func sameTrip() throws {
        let bytes = Self.exampleTrips
        let document = try JSONParser.parse(bytes, defersObjectsInArrays: true)
        let decoded = TripDecoder.decodeTrips(
            document, fileName: "trips.json", localFile: { _ in .missing }, sourceBytes: bytes, fieldNames: FieldNames(), language: nil,
            reread: { range in Array(bytes[range]) })
        let held = TripDecoder.decodeFile(document, fileName: "trips.json", sourceBytes: bytes).trips
        #expect(decoded.trips.count == held.count)
        #expect(decoded.trips.allSatisfy { !$0.isHeld })
        for (entry, trip) in zip(decoded.trips, held) {
            let again = try entry.trip()
            #expect(again.title == trip.title && entry.title == trip.title)
            #expect(again.source == trip.source)
            #expect(again.sourceDigest == trip.sourceDigest)
            #expect(again.hotels.map(\.source) == trip.hotels.map(\.source))
            #expect(again.activities.map(\.source) == trip.activities.map(\.source))
            #expect(again.flights.map(\.departureAirportSource) == trip.flights.map(\.departureAirportSource))
        }
    }

    @Test("a trip whose bytes can no longer be read is an error naming the file")
    func unreadable() throws {
        let bytes = Self.exampleTrips
        let document = try JSONParser.parse(bytes, defersObjectsInArrays: true)
        struct Gone: Error, CustomStringConvertible { var description: String { "trips.json: no such file" } }
        let decoded = TripDecoder.decodeTrips(
            document, fileName: "trips.json", localFile: { _ in .missing }, sourceBytes: bytes, fieldNames: FieldNames(), language: nil,
            reread: { _ in throw Gone() })
        #expect(throws: DiagnosticsError.self) { try decoded.trips[0].trip() }
        do {
            _ = try decoded.trips[0].trip()
        } catch {
            #expect(error.diagnostics.map(\.formatted) == [
                "trips.json: error: could not be read again to make the trips' pages (trips.json: no such file); build again"
            ])
        }
    }

    @Test("a piece of a file parsed on its own gives the file's lines and columns")
    func piecePositions() throws {
        let piece = Array("{\n  \"a\": 1, \"é\": [2]\n}".utf8)
        let document = try JSONParser.parse(piece, at: SourcePosition(line: 10, column: 5))
        #expect(document.position(of: 0) == SourcePosition(line: 10, column: 5))
        #expect(document.position(of: 4) == SourcePosition(line: 11, column: 3))
        // "é" is two bytes and one column: `[` is at column 16 of its line.
        #expect(document.position(of: piece.firstIndex(of: UInt8(ascii: "["))!) == SourcePosition(line: 11, column: 16))
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array("{\n  \"a\": }".utf8), at: SourcePosition(line: 3, column: 2)) }
        do {
            _ = try JSONParser.parse(Array("{\n  \"a\": }".utf8), at: SourcePosition(line: 3, column: 2))
        } catch {
            #expect(error.position == SourcePosition(line: 4, column: 8))
        }
    }
}
