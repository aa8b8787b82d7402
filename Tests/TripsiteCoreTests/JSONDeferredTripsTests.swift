import Foundation
import Testing
import TripsiteTestSupport
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

/// A trips file is parsed in two steps: the whole file is checked, but each trip object is built only when
/// it is decoded (on its own thread, then dropped). The results must be exactly those of one full parse.
@Suite("JSON: trips read one by one")
struct JSONDeferredTripsTests {
    private static func inputs() throws -> [(String, [UInt8])] {
        var inputs: [(String, [UInt8])] = []
        for path in ["Examples/trips.json", "Tests/Fixtures/trips-good.json", "Tests/Fixtures/trips-errors.json", "Resources/starter-trips.json"] {
            inputs.append((path, Array(try Data(contentsOf: Repository.file(path)))))
        }
        // Wrapped lists, a single trip, duplicate ids, and objects nested in arrays inside trips.
        inputs.append(("wrapped", Array(#"{"data": {"trips": [{"id": "a", "destination": "Oslo", "start_date": "2024-06-07", "end_date": "2024-06-09", "flights": [{"id": "f"}, {"id": "f"}]}, {"id": "a", "destination": "Bergen"}]}}"#.utf8)))
        inputs.append(("single", Array(#"{"id": "solo", "destination": "Oslo", "start_date": "2024-06-07", "end_date": "2024-06-09", "activities": [{"name": "x", "day_number": "two"}]}"#.utf8)))
        inputs.append(("mixed", Array(#"[1, {"destination": "Oslo", "start_date": "2024-06-07", "end_date": "2024-06-09"}, [], {}, "x"]"#.utf8)))
        return inputs
    }

    @Test("decoding gives the same trips and the same messages, positions included, as a full parse")
    func sameResults() throws {
        for (name, bytes) in try Self.inputs() {
            let full = try JSONParser.parse(bytes)
            let deferred = try JSONParser.parse(bytes, defersObjectsInArrays: true)
            let a = TripDecoder.decode(full, fileName: "trips.json", sourceBytes: bytes)
            let b = TripDecoder.decode(deferred, fileName: "trips.json", sourceBytes: bytes)
            #expect(a.log.diagnostics.map(\.formatted) == b.log.diagnostics.map(\.formatted), "\(name)")
            #expect(a.trips.map(\.title) == b.trips.map(\.title), "\(name)")
            #expect(a.trips.map(\.source) == b.trips.map(\.source), "\(name)")
            #expect(a.trips.map(\.sourceDigest) == b.trips.map(\.sourceDigest), "\(name)")
            #expect(a.trips.map { $0.activities.map(\.source) } == b.trips.map { $0.activities.map(\.source) }, "\(name)")
        }
    }

    @Test("trips are left unread by the first pass, and read in full on demand")
    func deferral() throws {
        let bytes = Array(#"{"trips": [{"id": "a", "flights": [{"id": "f", "price": "$ 1"}]}, {}]}"#.utf8)
        let document = try JSONParser.parse(bytes, defersObjectsInArrays: true)
        guard case .array(let trips)? = document.root.member("trips")?.value.kind else { Issue.record("no trips"); return }
        guard case .object(let unread) = trips[0].kind else { Issue.record("not an object"); return }
        #expect(unread.isEmpty)
        let read = try document.materialized(trips[0])
        #expect(read.offset == trips[0].offset)
        guard case .object(let members) = read.kind else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["id", "flights"])
        #expect(document.position(of: members[1].value.offset) == SourcePosition(line: 1, column: 35))
    }

    @Test("a syntax error inside a trip is reported as a full parse reports it, by the first pass or when the trip is read")
    func syntaxErrors() {
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        let broken = [
            #"[{"id": "a", "title": "x"}, {"id": "b", "title": "unterminated}]"#,
            "[{\"id\": \"a\", \"title\": \"bad \u{1} control\"}]",
            #"[{"id": "a", "flights": [{"price": 01}]}]"#,
            #"{"trips": [{"id": "a", "title": "\uD800 lone"}]}"#,
            #"[{"id": "a",}]"#,
            #"[{"id": "a" "title": "b"}]"#,
            // Braces inside strings, escaped quotes, and a problem only in the second trip.
            #"[{"id": "a", "title": "{\"}"}, {"id": "b", "title": "x", "budget": tru}]"#,
            // Two broken trips: the first is reported.
            #"[{"id": "a", "title": 1.}, {"id": "b", "title": -}]"#,
            // A trip that is fine, then the list is not closed, or closed with the wrong bracket.
            #"[{"id": "a", "title": "x"}"#,
            #"[{"id": "a", "title": "x"}}"#,
            // Brackets that do not match inside a trip whose braces do.
            #"[{"id": "a", "flights": [{"price": 1}}]"#,
            #"[{"id": "a", "flights": [{"price": 1]}]}]"#,
            // The braces of a trip never balance.
            #"[{"id": "a", "flights": [{"price": 1}]"#,
            // A trip on several lines, with the problem on a later line.
            "[\n  {\n    \"id\": \"a\",\n    \"title\": nul\n  }\n]",
            // One trip at the root: its activities are left unread by the first pass.
            #"{"id": "solo", "destination": "Oslo", "activities": [{"name": "x"}, {"name": "y" "z"}]}"#,
            // Nesting too deep, counted from the root of the file.
            #"[{"id": "a", "extra": "# + deep + "}]",
        ]
        for text in broken {
            var bytes = Array(text.utf8)
            if text.contains("\u{1}") == false, text.contains("unterminated") { bytes.append(contentsOf: [0xFF]) }
            let full = Result { () throws(JSONSyntaxError) in try JSONParser.parse(bytes) }
            guard case .failure(let expected) = full else {
                Issue.record("expected the full parse to fail: \(text)")
                continue
            }
            do throws(JSONSyntaxError) {
                let document = try JSONParser.parse(bytes, defersObjectsInArrays: true)
                let decoded = TripDecoder.decode(document, fileName: "trips.json", sourceBytes: bytes)
                let error = Diagnostic(severity: .error, file: "trips.json", position: expected.position, path: expected.path(in: bytes, naming: .trips), message: expected.message)
                #expect(decoded.trips.isEmpty, "\(text)")
                #expect(decoded.log.diagnostics.map(\.formatted) == [error.formatted], "\(text)")
            } catch {
                #expect(error.message == expected.message, "\(text)")
                #expect(error.position == expected.position, "\(text)")
            }
        }
    }

    @Test("the first pass notes the same lines as a full parse")
    func lines() throws {
        let text = "{\n \"trips\": [\n  {\n   \"id\": \"a\",\n   \"title\": \"x { y\",\n   \"flights\": [\n    {\"id\": \"f\"}\n   ]\n  },\n  {\"id\": \"b\"}\n ]\n}\n"
        let bytes = Array(text.utf8)
        let full = try JSONParser.parse(bytes)
        let deferred = try JSONParser.parse(bytes, defersObjectsInArrays: true)
        for offset in 0...bytes.count {
            #expect(full.position(of: offset) == deferred.position(of: offset), "offset \(offset)")
        }
    }
}
