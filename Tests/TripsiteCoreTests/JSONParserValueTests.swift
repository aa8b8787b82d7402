import Foundation
import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

/// Parsing valid JSON: every kind of value, literals kept as written, offsets and duplicate keys.
@Suite struct JSONParserValueTests {
    private func parse(_ text: String) throws -> JSONDocument {
        try JSONParser.parse(Array(text.utf8))
    }

    @Test func scalarsAtTheRoot() throws {
        #expect(try parse("null").root.typeDescription == "null")
        #expect(try parse("true").root.typeDescription == "true")
        #expect(try parse("false").root.typeDescription == "false")
        #expect(try parse(" \t\r\n 42 \r\n").root.typeDescription == "a number")
        #expect(try parse("\"hi\"").root.typeDescription == "a string")
        #expect(try parse("[]").root.typeDescription == "an array")
        #expect(try parse("{}").root.typeDescription == "an object")
    }

    @Test func everyKindWithItsOffset() throws {
        let document = try parse(#"{"n": null, "t": true, "f": false, "x": -1.5, "s": "hé", "a": [1, []], "o": {}}"#)
        guard case .object(let members) = document.root.kind else {
            Issue.record("root is not an object")
            return
        }
        #expect(document.root.offset == 0)
        #expect(members.map(\.key) == ["n", "t", "f", "x", "s", "a", "o"])
        // Offsets count bytes: "é" takes two.
        #expect(members.map(\.keyOffset) == [1, 12, 23, 35, 46, 58, 72])
        #expect(members.map(\.value.offset) == [6, 17, 28, 40, 51, 63, 77])

        if case .null = members[0].value.kind {} else { Issue.record("n is not null") }
        if case .bool(true) = members[1].value.kind {} else { Issue.record("t is not true") }
        if case .bool(false) = members[2].value.kind {} else { Issue.record("f is not false") }
        if case .number("-1.5") = members[3].value.kind {} else { Issue.record("x is not -1.5") }
        if case .string("hé") = members[4].value.kind {} else { Issue.record("s is not hé") }
        guard case .array(let elements) = members[5].value.kind, elements.count == 2 else {
            Issue.record("a is not a two-element array")
            return
        }
        #expect(elements.map(\.offset) == [64, 67])
        if case .array(let inner) = elements[1].kind { #expect(inner.isEmpty) } else { Issue.record("a[1] is not an array") }
        if case .object(let inner) = members[6].value.kind { #expect(inner.isEmpty) } else { Issue.record("o is not an object") }
    }

    @Test(arguments: ["0", "-0", "12.50", "-3", "1e3", "1E+3", "2.5e-10", "-0.0E5", "123456789012345678901234567890"])
    func numbersKeepTheirLiteral(_ literal: String) throws {
        let document = try parse("[\(literal)]")
        guard case .array(let elements) = document.root.kind, case .number(let parsed) = elements.first?.kind else {
            Issue.record("no number parsed from \(literal)")
            return
        }
        #expect(parsed == literal)
    }

    @Test func stringEscapes() throws {
        let document = try parse(#"["a\"b\\c\/d\be\ff\ng\rh\ti", "\u00e9\u6771\uD83D\uDE00", "\u0000", "é\n東", "x\u0041y"]"#)
        guard case .array(let elements) = document.root.kind else {
            Issue.record("root is not an array")
            return
        }
        let strings = elements.compactMap { node -> String? in
            if case .string(let text) = node.kind { return text }
            return nil
        }
        #expect(strings == ["a\"b\\c/d\u{08}e\u{0C}f\ng\rh\ti", "é東😀", "\u{0}", "é\n東", "xAy"])
    }

    /// Strings read eight bytes at a time where they can be: random strings, with the characters that stop
    /// that reading at every offset, read as Foundation reads them, and a raw control character is reported
    /// at its own byte.
    @Test func stringsReadByWordsAndByBytes() throws {
        let pieces = ["a", "Z", " ", "~", "é", "東", "\\\"", "\\\\", "\\n", "\\u0041", "0123456"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let chosen = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
            let content = chosen.joined()
            let json = "[\"\(content)\"]"
            let expected = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String])
            guard case .array(let elements) = try parse(json).root.kind, case .string(let text) = elements.first?.kind else {
                Issue.record("not a string: \(json)")
                continue
            }
            #expect(text == expected[0], "\(json)")
            // Between two pieces, so that it breaks up neither an escape nor a character.
            let control = chosen.prefix(Int.random(in: 0...chosen.count, using: &generator)).joined().utf8.count
            var bytes = Array(json.utf8)
            bytes.insert(0x01, at: 2 + control)
            do {
                _ = try JSONParser.parse(bytes)
                Issue.record("a raw control character was accepted: \(json)")
            } catch {
                #expect(error.offset == 2 + control && error.message.contains("U+0001"), "\(json) at \(control): \(error.message)")
            }
        }
    }

    @Test func rawUnicodeInStrings() throws {
        let document = try parse("\"Zürich 東京 😀\"")
        if case .string("Zürich 東京 😀") = document.root.kind {} else { Issue.record("wrong text") }
    }

    @Test func duplicateKeysAreKeptInOrder() throws {
        let document = try parse(#"{"id": 1, "name": "a", "id": 2}"#)
        guard case .object(let members) = document.root.kind else {
            Issue.record("root is not an object")
            return
        }
        #expect(members.map(\.key) == ["id", "name", "id"])
        #expect(members.map(\.keyOffset) == [1, 10, 23])
        if case .number("1") = members[0].value.kind {} else { Issue.record("first id is not 1") }
        if case .number("2") = members[2].value.kind {} else { Issue.record("second id is not 2") }
    }

    @Test func memberFindsTheFirstMatchingKey() throws {
        let document = try parse(#"{"id": 1, "name": "a", "id": 2}"#)
        let id = try #require(document.root.member("id"))
        #expect(id.keyOffset == 1)
        if case .number("1") = id.value.kind {} else { Issue.record("member(\"id\") is not the first one") }
        #expect(document.root.member("missing") == nil)
        #expect(try parse("[1]").root.member("id") == nil)
        #expect(try parse("\"id\"").root.member("id") == nil)
    }

    @Test func typeDescriptionOfEveryKind() {
        let cases: [(JSONNode.Kind, String)] = [
            (.null, "null"), (.bool(true), "true"), (.bool(false), "false"), (.number("1"), "a number"),
            (.string("x"), "a string"), (.array([]), "an array"), (.object([]), "an object"),
        ]
        for (kind, description) in cases {
            #expect(JSONNode(offset: 0, kind: kind).typeDescription == description)
        }
    }

    @Test func fiveMegabyteString() throws {
        let text = String(repeating: "abcdefghij", count: 500_000)
        let document = try parse("{\"big\": \"\(text)\"}")
        let member = try #require(document.root.member("big"))
        guard case .string(let parsed) = member.value.kind else {
            Issue.record("big is not a string")
            return
        }
        #expect(parsed.utf8.count == 5_000_000)
        #expect(parsed == text)
        #expect(document.position(of: 5_000_011) == SourcePosition(line: 1, column: 5_000_012))
    }

    @Test func fiveMegabyteStringWithEscapesAndUnicode() throws {
        let piece = "Kraków \\\"東京\\\" \\u00e9\\n"
        let document = try parse("\"" + String(repeating: piece, count: 200_000) + "\"")
        guard case .string(let parsed) = document.root.kind else {
            Issue.record("root is not a string")
            return
        }
        #expect(parsed == String(repeating: "Kraków \"東京\" é\n", count: 200_000))
    }
}
