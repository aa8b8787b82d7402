import Foundation
import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

/// Hostile input: deep nesting, small thread stacks, truncation and corruption never crash the parser.
@Suite struct JSONParserRobustnessTests {
    private static func nestedArrays(_ depth: Int) -> [UInt8] {
        [UInt8](repeating: UInt8(ascii: "["), count: depth) + [UInt8](repeating: UInt8(ascii: "]"), count: depth)
    }

    @Test func nestingUpToTheLimitIsAccepted() throws {
        var node = try JSONParser.parse(Self.nestedArrays(JSONParser.maximumDepth)).root
        var depth = 1
        while case .array(let elements) = node.kind, let first = elements.first {
            node = first
            depth += 1
        }
        #expect(depth == 256)
    }

    @Test func nestingBeyondTheLimitIsAnError() {
        #expect(throws: JSONSyntaxError(
            offset: 256, position: SourcePosition(line: 1, column: 257), message: "nesting deeper than 256 levels")) {
            try JSONParser.parse(Self.nestedArrays(257))
        }
        let objects = Array(String(repeating: "{\"a\":", count: 300).utf8)
        #expect(throws: JSONSyntaxError(
            offset: 1280, position: SourcePosition(line: 1, column: 1281), message: "nesting deeper than 256 levels")) {
            try JSONParser.parse(objects)
        }
    }

    @Test func twoHundredThousandOpenBrackets() {
        let bytes = [UInt8](repeating: UInt8(ascii: "["), count: 200_000)
        #expect(throws: JSONSyntaxError(
            offset: 256, position: SourcePosition(line: 1, column: 257), message: "nesting deeper than 256 levels")) {
            try JSONParser.parse(bytes)
        }
    }

    @Test func deepInputOnAThreadWithASmallStack() async {
        let outcome: (String, Int) = await withCheckedContinuation { continuation in
            let thread = Thread {
                var message = ""
                do throws(JSONSyntaxError) {
                    _ = try JSONParser.parse([UInt8](repeating: UInt8(ascii: "["), count: 200_000))
                } catch {
                    message = error.message
                }
                // The deepest valid document is built and released on this thread too.
                var depth = 0
                if var node = try? JSONParser.parse(Self.nestedArrays(256)).root {
                    depth = 1
                    while case .array(let elements) = node.kind, let first = elements.first {
                        node = first
                        depth += 1
                    }
                }
                continuation.resume(returning: (message, depth))
            }
            thread.stackSize = 512 * 1024
            thread.start()
        }
        #expect(outcome.0 == "nesting deeper than 256 levels")
        #expect(outcome.1 == 256)
    }

    private static let sample = Array("""
        \u{FEFF}{"trips": [{"id": "t-1", "title": "Zürich \\"old town\\" \\u00e9\\uD83D\\uDE00",
          "days": [1, -2.5, 3e2, true, false, null], "hotel": {"name": "東京", "nights": 0}}, [], {}]}
        """.utf8)

    @Test func everyTruncationFailsCleanly() throws {
        _ = try JSONParser.parse(Self.sample)
        for length in 0..<Self.sample.count {
            // Every prefix lacks the final '}', so each must be rejected, at or before its end.
            do {
                _ = try JSONParser.parse(Array(Self.sample.prefix(length)))
                Issue.record("prefix of \(length) bytes was accepted")
            } catch {
                #expect(error.offset <= length)
                #expect(!error.message.isEmpty)
            }
        }
    }

    /// Strings are made by `JSONUTF8.string`: it must accept and refuse exactly what the standard library does,
    /// including sequences cut short that a repairing decoder would turn into one character of the same length.
    @Test func stringsAreReadAsTheStandardLibraryReadsThem() {
        var generator = SplitMix64(seed: 7)
        let pool: [UInt8] = [0x41, 0x20, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xAC, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE2,
                             0xED, 0xEF, 0xF0, 0xF3, 0xF4, 0xF5, 0xFF, 0x82]
        var samples: [[UInt8]] = [[], Array("🇵🇹".utf8), Array("€ 443.00".utf8), Array("Åland".utf8), [0xF0, 0x90, 0x80, 0x41]]
        for _ in 0..<20_000 {
            samples.append((0..<Int(generator.next() % 9)).map { _ in pool[Int(generator.next() % UInt64(pool.count))] })
        }
        for bytes in samples {
            bytes.withUnsafeBufferPointer { buffer in
                #expect(JSONUTF8.string(buffer) == String(validating: buffer, as: UTF8.self), "\(bytes)")
            }
        }
    }

    @Test func corruptedBytesNeverCrash() {
        var generator = SplitMix64(seed: 2024)
        let replacements: [UInt8] = Array("{}[]\",:\\/ \n\r\t0-+.eEtfnu'".utf8) + [0x00, 0x1F, 0x80, 0xBF, 0xC0, 0xE2, 0xED, 0xF4, 0xFF]
        for _ in 0..<3_000 {
            var bytes = Self.sample
            for _ in 0..<Int(generator.next() % 3 + 1) {
                let index = Int(generator.next() % UInt64(bytes.count))
                bytes[index] = replacements[Int(generator.next() % UInt64(replacements.count))]
            }
            do {
                _ = try JSONParser.parse(bytes)
            } catch {
                #expect(error.offset >= 0 && error.offset <= bytes.count)
                #expect(error.position.line >= 1 && error.position.column >= 1)
            }
        }
    }

    @Test func tripLikeDocument() throws {
        var text = "{\"trips\": [\n"
        for trip in 0..<500 {
            text += "  {\"id\": \"trip-\(trip)\", \"budget\": \(trip).50, \"activities\": ["
            text += (0..<5).map { "{\"name\": \"Café \($0)\", \"day\": \($0 + 1), \"done\": \($0 % 2 == 0)}" }.joined(separator: ", ")
            text += "]}\(trip < 499 ? "," : "")\n"
        }
        text += "]}\n"
        let document = try JSONParser.parse(Array(text.utf8))
        guard case .array(let trips) = document.root.member("trips")?.value.kind else {
            Issue.record("no trips array")
            return
        }
        #expect(trips.count == 500)
        let last = try #require(trips.last)
        #expect(document.position(of: last.offset) == SourcePosition(line: 501, column: 3))
        if case .number("499.50") = last.member("budget")?.value.kind {} else { Issue.record("wrong budget") }
        guard case .array(let activities) = last.member("activities")?.value.kind else {
            Issue.record("no activities")
            return
        }
        #expect(activities.count == 5)
        if case .string("Café 4") = activities[4].member("name")?.value.kind {} else { Issue.record("wrong name") }
    }
}

/// A small deterministic random number generator, so corruption tests are repeatable.
private struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
