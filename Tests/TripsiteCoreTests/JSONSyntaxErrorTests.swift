import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

/// Invalid JSON: every kind of mistake is reported at its line:column with what was expected and found.
@Suite struct JSONSyntaxErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var bytes: [UInt8]
        var line: Int
        var column: Int
        var message: String

        init(_ text: String, _ line: Int, _ column: Int, _ message: String) {
            self.init(bytes: Array(text.utf8), line, column, message)
        }

        init(bytes: [UInt8], _ line: Int, _ column: Int, _ message: String) {
            self.bytes = bytes
            self.line = line
            self.column = column
            self.message = message
        }

        var testDescription: String { String(decoding: bytes.prefix(40), as: UTF8.self).debugDescription }
    }

    private func check(_ expected: Case) {
        do {
            let document = try JSONParser.parse(expected.bytes)
            Issue.record("parsed without error: \(document.root.typeDescription)")
        } catch {
            #expect(error.message == expected.message)
            #expect(error.position == SourcePosition(line: expected.line, column: expected.column))
        }
    }

    static let emptyAndTruncated: [Case] = [
        Case("", 1, 1, "the file is empty: expected a JSON value"),
        Case(bytes: [0xEF, 0xBB, 0xBF], 1, 1, "the file is empty: expected a JSON value"),
        Case("  \n\t ", 1, 1, "the file contains only whitespace: expected a JSON value"),
        Case("[1, 2", 1, 6, "unexpected end of file: expected ',' or ']' after an array element"),
        Case("[1,", 1, 4, "unexpected end of file: expected a JSON value after ','"),
        Case("[", 1, 2, "unexpected end of file: expected a JSON value or ']'"),
        Case("{", 1, 2, "unexpected end of file: expected a string key or '}'"),
        Case("{\"a\"", 1, 5, "unexpected end of file: expected ':' after the object key"),
        Case("{\"a\":", 1, 6, "unexpected end of file: expected a JSON value after ':'"),
        Case("{\"a\": 1\n", 2, 1, "unexpected end of file: expected ',' or '}' after an object member"),
        Case("\"abc", 1, 5, "unexpected end of file: expected '\"' to end the string"),
        Case("\"a\\", 1, 4, "unexpected end of file: expected an escape character after '\\'"),
        Case("\"\\u12", 1, 6, "unexpected end of file: expected four hexadecimal digits after '\\u'"),
        Case("[tru", 1, 5, "unexpected end of file: expected 'true'"),
        Case("nul", 1, 4, "unexpected end of file: expected 'null'"),
        Case("-", 1, 2, "unexpected end of file: expected a digit after '-'"),
        Case("1.", 1, 3, "unexpected end of file: expected a digit after the decimal point"),
        Case("1e", 1, 3, "unexpected end of file: expected a digit in the exponent"),
    ]

    @Test(arguments: emptyAndTruncated) func emptyAndTruncatedInput(_ expected: Case) { check(expected) }

    static let structure: [Case] = [
        Case("{\"a\": 1 x}", 1, 9, "expected ',' or '}' after an object member, found 'x'"),
        Case("{\n  \"a\": 1\n  \"b\": 2\n}", 3, 3,
             "missing ',' between object members: expected ',' or '}' after an object member, found '\"'"),
        Case("[1 2]", 1, 4, "missing ',' between array elements: expected ',' or ']' after an array element, found '2'"),
        Case("[1}", 1, 3, "expected ',' or ']' after an array element, found '}'"),
        Case("[1,,2]", 1, 4, "expected a JSON value after ',', found ','"),
        Case("[1,\n 2,\n]", 2, 3, "trailing comma before ']': expected a JSON value after ',', found ']'"),
        Case("{\r\n  \"a\": 1,\r\n}", 2, 9, "trailing comma before '}': expected a string key after ',', found '}'"),
        Case("{\"a\" 1}", 1, 6, "expected ':' after the object key, found '1'"),
        Case("{\"a\":}", 1, 6, "expected a JSON value after ':', found '}'"),
        Case("{a: 1}", 1, 2, "object keys must be strings in double quotes: expected a string key or '}', found 'a'"),
        Case("{\"a\": 1, trip_id: 2}", 1, 10,
             "object keys must be strings in double quotes: expected a string key after ',', found 'trip_id'"),
        Case("['a']", 1, 2, "strings must use double quotes: expected a JSON value or ']', found a single quote"),
        Case("{'a': 1}", 1, 2, "strings must use double quotes: expected a string key or '}', found a single quote"),
        Case("“a”", 1, 1, "strings must use plain double quotes (\"): expected a JSON value, found '“'"),
        Case("[1] 2", 1, 5, "unexpected content after the JSON value: expected end of file, found '2'"),
        Case("{}\n{}", 2, 1, "unexpected content after the JSON value: expected end of file, found '{'"),
        Case("é", 1, 1, "expected a JSON value, found 'é'"),
        Case("[\u{1}]", 1, 2, "expected a JSON value or ']', found the control character U+0001"),
    ]

    @Test(arguments: structure) func structureMistakes(_ expected: Case) { check(expected) }

    static let commentsAndLiterals: [Case] = [
        Case("// trips\n[]", 1, 1, "comments are not allowed in JSON: expected a JSON value, found '//'"),
        Case("[1 /* one */]", 1, 4, "comments are not allowed in JSON: expected ',' or ']' after an array element, found '/*'"),
        Case("{\"a\": // note\n 1}", 1, 7, "comments are not allowed in JSON: expected a JSON value after ':', found '//'"),
        Case("[NaN]", 1, 2, "NaN and Infinity are not valid JSON: expected a JSON value or ']', found 'NaN'"),
        Case("{\"x\": Infinity}", 1, 7, "NaN and Infinity are not valid JSON: expected a JSON value after ':', found 'Infinity'"),
        Case("[-Infinity]", 1, 3, "NaN and Infinity are not valid JSON: expected a digit after '-', found 'Infinity'"),
        Case("nan", 1, 1, "NaN and Infinity are not valid JSON: expected a JSON value, found 'nan'"),
        Case("[True]", 1, 2, "true, false and null must be written in lower case: expected a JSON value or ']', found 'True'"),
        Case("[nil]", 1, 2, "expected a JSON value or ']', found 'nil'"),
        Case("[trux]", 1, 2, "expected a JSON value or ']', found 'trux'"),
        Case("[nulll]", 1, 2, "expected a JSON value or ']', found 'nulll'"),
        Case("undefined", 1, 1, "expected a JSON value, found 'undefined'"),
    ]

    @Test(arguments: commentsAndLiterals) func commentsAndBareWords(_ expected: Case) { check(expected) }

    static let numbers: [Case] = [
        Case("[01]", 1, 2, "numbers cannot have leading zeros: expected a number such as 7 or 0.7, found '01'"),
        Case("-007", 1, 1, "numbers cannot have leading zeros: expected a number such as 7 or 0.7, found '-007'"),
        Case("[1.]", 1, 4, "expected a digit after the decimal point, found ']'"),
        Case("[.5]", 1, 2, "numbers must start with a digit, as in 0.5: expected a JSON value or ']', found '.5'"),
        Case("[+1]", 1, 2, "numbers cannot start with '+': expected a JSON value or ']', found '+1'"),
        Case("[-]", 1, 3, "expected a digit after '-', found ']'"),
        Case("[- 1]", 1, 3, "expected a digit after '-', found a space"),
        Case("1e+x", 1, 4, "expected a digit in the exponent, found 'x'"),
        Case("[1.5.3]", 1, 5, "expected ',' or ']' after an array element, found '.3'"),
        Case("0x1F", 1, 2, "unexpected content after the JSON value: expected end of file, found 'x1F'"),
    ]

    @Test(arguments: numbers) func numberMistakes(_ expected: Case) { check(expected) }

    static let strings: [Case] = [
        Case("[\"ab\nc\"]", 1, 5, "unterminated string: expected '\"' before the end of the line, found a line break"),
        Case("\"a\tb\"", 1, 3,
             "control characters in strings must be escaped: expected a visible character or an escape such as \\t, found a tab"),
        Case("\"é\u{1}\"", 1, 3,
             "control characters in strings must be escaped: expected a visible character or an escape such as \\t, found the control character U+0001"),
        Case("\"ok\\n\u{1F}\"", 1, 6,
             "control characters in strings must be escaped: expected a visible character or an escape such as \\t, found the control character U+001F"),
        Case("\"a\\x\"", 1, 3,
             "invalid escape sequence in a string: expected one of \" \\ / b f n r t u after '\\', found 'x'"),
        Case("\"\\'\"", 1, 2,
             "invalid escape sequence in a string: expected one of \" \\ / b f n r t u after '\\', found a single quote"),
        Case("\"\\u12g4\"", 1, 6, "expected four hexadecimal digits after '\\u', found 'g4'"),
        Case("\"\\uD83D\"", 1, 2,
             "unpaired surrogate '\\uD83D': expected it to be followed by a low surrogate \\uDC00 to \\uDFFF"),
        Case("\"\\uD83Dx\"", 1, 2,
             "unpaired surrogate '\\uD83D': expected it to be followed by a low surrogate \\uDC00 to \\uDFFF"),
        Case("\"\\uD83D\\u0041\"", 1, 2,
             "unpaired surrogate '\\uD83D': expected a low surrogate \\uDC00 to \\uDFFF after it, found '\\u0041'"),
        Case("\"ab\\uDE00\"", 1, 4,
             "unpaired surrogate '\\uDE00': expected a high surrogate \\uD800 to \\uDBFF before it"),
    ]

    @Test(arguments: strings) func stringMistakes(_ expected: Case) { check(expected) }

    static let invalidUTF8: [Case] = [
        Case(bytes: [0x22, 0xFF, 0x22], 1, 2, "invalid UTF-8 byte 0xFF"),
        Case(bytes: [0x5B, 0x0A, 0x20, 0xFF, 0x5D], 2, 2, "invalid UTF-8 byte 0xFF"),
        // "café" saved as Latin-1: 0xE9 starts a three-byte sequence that never comes.
        Case(bytes: Array("{\"city\": \"caf".utf8) + [0xE9, 0x22, 0x7D], 1, 14, "invalid UTF-8 byte 0xE9"),
        // After valid multi-byte text, the column counts characters.
        Case(bytes: Array("\"東京".utf8) + [0x80, 0x22], 1, 4, "invalid UTF-8 byte 0x80"),
        // An overlong encoding of '/', a UTF-16 surrogate and a value above U+10FFFF.
        Case(bytes: [0x22, 0xC0, 0xAF, 0x22], 1, 2, "invalid UTF-8 byte 0xC0"),
        Case(bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], 1, 2, "invalid UTF-8 byte 0xED"),
        Case(bytes: [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 1, 2, "invalid UTF-8 byte 0xF4"),
        // Truncated at the end of the file, and inside a string that has escapes.
        Case(bytes: [0x22, 0xE6, 0x9D], 1, 2, "invalid UTF-8 byte 0xE6"),
        Case(bytes: Array("\"\\n".utf8) + [0xFE, 0x22], 1, 4, "invalid UTF-8 byte 0xFE"),
        Case(bytes: Array("{\"a\": 1}".utf8) + [0xFF], 1, 9, "invalid UTF-8 byte 0xFF"),
    ]

    @Test(arguments: invalidUTF8) func invalidUTF8IsReportedAtTheBadByte(_ expected: Case) { check(expected) }

    @Test func errorCarriesTheByteOffset() {
        #expect(throws: JSONSyntaxError(
            offset: 7, position: SourcePosition(line: 2, column: 4),
            message: "expected ',' or ']' after an array element, found 'x'")) {
            try JSONParser.parse(Array("[1,\n 2 x]".utf8))
        }
    }

    @Test("a syntax error names its JSON path as the decoders name it", arguments: [
        (#"[{"id": "a"}, {"id": "b", "flights": [{"price": 1.}]}]"#, "trips[1].flights[0].price"),
        (#"{"trips": [{"a": 1}, {"b": [1, 2, tru]}]}"#, "trips[1].b[2]"),
        (#"{"data": [{"title": "x" "id": 2}]}"#, "data[0].title"),
        (#"{"id": "solo", "activities": [{"name": "x"}, {"name": }]}"#, "trip.activities[1].name"),
        // A wrapper's other keys are not a trip's: a trip is known by its fields, in any spelling.
        (#"{"version": 1.2.3, "trips": []}"#, "version"),
        (#"{"Title": "A", "vehicle": {"type": x}}"#, "trip.vehicle.type"),
        (#"[{"a\"b]": {"c": }}]"#, #"trips[0]["a\"b]"].c"#),
        (#"[{"title": "a, b", "x": [1, 2], "y": nul}]"#, "trips[0].y"),
        (#"[1, 2"#, "trips[1]"),
        (#"{"#, ""),
        (#"nul"#, ""),
    ])
    func path(text: String, path: String) {
        let bytes = Array(text.utf8)
        do {
            _ = try JSONParser.parse(bytes)
            Issue.record("parsed without error")
        } catch {
            #expect(error.path(in: bytes, naming: .trips) == path)
        }
    }

    @Test("the path of an error nested very deep is cut short")
    func deepPath() {
        let bytes = Array(("[" + String(repeating: "[", count: 300)).utf8)
        do {
            _ = try JSONParser.parse(bytes)
            Issue.record("parsed without error")
        } catch {
            #expect(error.path(in: bytes, naming: .trips) == "trips[0]" + String(repeating: "[0]", count: 11) + "…")
            #expect(error.path(in: bytes, naming: .countries).hasPrefix("countries[0][0]"))
        }
    }
}
