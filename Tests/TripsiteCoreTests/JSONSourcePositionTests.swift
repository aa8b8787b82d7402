import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

/// Turning byte offsets into line:column: multi-byte characters, byte order marks, CRLF and tabs.
@Suite struct JSONSourcePositionTests {
    private func position(in bytes: [UInt8], of offset: Int) throws -> SourcePosition {
        try JSONParser.parse(bytes).position(of: offset)
    }

    @Test func linesAndColumnsOfValues() throws {
        let text = "{\n  \"trip\": [\n    1,\n\t\"x\"\n  ]\n}\n"
        let document = try JSONParser.parse(Array(text.utf8))
        let trip = try #require(document.root.member("trip"))
        #expect(document.position(of: document.root.offset) == SourcePosition(line: 1, column: 1))
        #expect(document.position(of: trip.keyOffset) == SourcePosition(line: 2, column: 3))
        #expect(document.position(of: trip.value.offset) == SourcePosition(line: 2, column: 11))
        guard case .array(let elements) = trip.value.kind else {
            Issue.record("trip is not an array")
            return
        }
        #expect(document.position(of: elements[0].offset) == SourcePosition(line: 3, column: 5))
        // A tab counts as one column.
        #expect(document.position(of: elements[1].offset) == SourcePosition(line: 4, column: 2))
    }

    @Test func columnsCountCharactersNotBytes() throws {
        // "é" is 2 bytes, "東" 3 and "😀" 4, but each is one column.
        let text = "[\"é\", \"東\", \"😀\", 1]"
        let document = try JSONParser.parse(Array(text.utf8))
        guard case .array(let elements) = document.root.kind else {
            Issue.record("root is not an array")
            return
        }
        #expect(elements.map(\.offset) == [1, 7, 14, 22])
        #expect(elements.map { document.position(of: $0.offset).column } == [2, 7, 12, 17])
    }

    @Test func longLinesWithMultiByteCharacters() throws {
        let prefix = String(repeating: "aé東😀", count: 1000)
        let text = "\"\(prefix)\" "
        let document = try JSONParser.parse(Array(text.utf8))
        #expect(document.position(of: text.utf8.count) == SourcePosition(line: 1, column: 4004))
    }

    /// Minified exports put the whole file on one line: columns far into a line, and on a long line that
    /// starts deep in the file, match a count of the characters before each offset.
    @Test func columnsOnLongLinesMatchACharacterCount() throws {
        let item = "{\"name\":\"Café 東京 😀\",\"n\":1},"
        let text = "[" + String(repeating: item, count: 300) + "1,\n" + String(repeating: item, count: 200) + "2]"
        let bytes = Array(text.utf8)
        let document = try JSONParser.parse(bytes)
        let secondLine = try #require(bytes.firstIndex(of: 0x0A)) + 1
        for offset in stride(from: 0, through: bytes.count, by: 37) where offset == bytes.count || bytes[offset] & 0xC0 != 0x80 {
            let lineStart = offset >= secondLine ? secondLine : 0
            let expected = String(decoding: bytes[lineStart..<offset], as: UTF8.self).unicodeScalars.count + 1
            #expect(document.position(of: offset) == SourcePosition(line: offset >= secondLine ? 2 : 1, column: expected), "offset \(offset)")
        }
    }

    /// Lines of a few thousand bytes (long descriptions in a formatted file) are counted from their start,
    /// without checkpoints: the same columns.
    @Test func columnsOnLinesOfSomeThousandBytes() throws {
        let item = "{\"name\":\"Café 東京 😀\",\"n\":1},"
        let lines = (1...3).map { String(repeating: item, count: 30 * $0) + "\($0)," }
        let text = "[" + lines.joined(separator: "\n") + "0]"
        let bytes = Array(text.utf8)
        let document = try JSONParser.parse(bytes)
        let starts = [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }
        for offset in stride(from: 0, through: bytes.count, by: 29) where offset == bytes.count || bytes[offset] & 0xC0 != 0x80 {
            let line = starts.lastIndex { $0 <= offset }!
            let expected = String(decoding: bytes[starts[line]..<offset], as: UTF8.self).unicodeScalars.count + 1
            #expect(document.position(of: offset) == SourcePosition(line: line + 1, column: expected), "offset \(offset)")
        }
    }

    /// Positions anywhere in a file of more than 2^16 lines, with lines of every length (empty, a few bytes, some
    /// thousand, characters of several bytes), match a count of the lines and characters before each offset.
    @Test func positionsInAFileOfMoreThan65536Lines() throws {
        var text = "[\n"
        for index in 0..<70_000 {
            switch index % 500 {
            case 0: text += "\n\n"
            case 1: text += "\"" + String(repeating: "aé東😀", count: 600) + "\",\n"
            default: text += "  {\"n\": \(index), \"name\": \"Café \(index)\"},\n"
            }
        }
        text += "  0\n]\n"
        let bytes = Array(text.utf8)
        let document = try JSONParser.parse(bytes)
        #expect(bytes.filter { $0 == 0x0A }.count > 70_000)
        guard case .array(let elements) = document.root.kind else {
            Issue.record("root is not an array")
            return
        }
        // Offsets all through the file, and every value of the last lines, far into it.
        var offsets = Array(stride(from: 0, through: bytes.count, by: 997)).filter { $0 == bytes.count || bytes[$0] & 0xC0 != 0x80 }
        offsets += [bytes.count - 1, bytes.count] + elements.suffix(300).map(\.offset)
        let expected = countedPositions(of: Set(offsets), in: bytes)
        for offset in offsets {
            #expect(document.position(of: offset) == expected[offset], "offset \(offset)")
        }
        #expect(document.position(of: bytes.count + 5) == expected[bytes.count])
    }

    /// The trips of a large file are left unread by the first pass (`defersObjectsInArrays`): the lines inside them
    /// still count, and a piece of the file read again on its own gives the same positions as the whole file.
    @Test func positionsInObjectsLeftUnreadAndInPiecesReadAgain() throws {
        var text = "{\"trips\": [\n"
        for index in 0..<20_000 {
            text += "  {\n    \"id\": \"t\(index)\",\n    \"title\": \"Tōkyō \(index)\"\n  },\n"
        }
        text += "  {\"id\": \"last\"}\n]}\n"
        let bytes = Array(text.utf8)
        let document = try JSONParser.parse(bytes, defersObjectsInArrays: true)
        guard case .array(let trips)? = document.root.member("trips")?.value.kind else {
            Issue.record("no trips")
            return
        }
        #expect(trips.count == 20_001)
        let checked = [trips[0], trips[9_999], trips[19_999], trips[20_000]]
        let expected = countedPositions(of: Set(checked.flatMap { trip in
            guard case .object(let members)? = try? document.materialized(trip).kind else { return [trip.offset] }
            return [trip.offset] + members.map(\.value.offset)
        }), in: bytes)
        for trip in checked {
            let start = document.position(of: trip.offset)
            #expect(start == expected[trip.offset])
            let read = try document.materialized(trip)
            let end = try #require(document.end(ofUnread: trip))
            let piece = try JSONParser.parse(Array(bytes[trip.offset..<end]), at: start)
            guard case .object(let members) = read.kind, !members.isEmpty else {
                Issue.record("trip not read")
                continue
            }
            for member in members {
                #expect(document.position(of: member.value.offset) == expected[member.value.offset])
                #expect(piece.position(of: member.value.offset - trip.offset) == expected[member.value.offset])
            }
        }
    }

    /// The line and column of each of `offsets` (at most the end of `bytes`), counted in one pass over the bytes
    /// as `SourcePosition(ofByte:in:)` counts them.
    private func countedPositions(of offsets: Set<Int>, in bytes: [UInt8]) -> [Int: SourcePosition] {
        var (line, column) = (1, 1)
        var found: [Int: SourcePosition] = [:]
        for offset in 0...bytes.count {
            if offsets.contains(offset) { found[offset] = SourcePosition(line: line, column: column) }
            guard offset < bytes.count else { break }
            if bytes[offset] == UInt8(ascii: "\n") {
                (line, column) = (line + 1, 1)
            } else if bytes[offset] & 0xC0 != 0x80 {
                column += 1
            }
        }
        #expect(found.count == offsets.count)
        return found
    }

    @Test func byteOrderMarkIsNotAColumn() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("[1,\n 2]".utf8)
        let document = try JSONParser.parse(bytes)
        #expect(document.root.offset == 3)
        #expect(document.position(of: 3) == SourcePosition(line: 1, column: 1))
        #expect(document.position(of: 4) == SourcePosition(line: 1, column: 2))
        #expect(document.position(of: 0) == SourcePosition(line: 1, column: 1))
        #expect(document.position(of: 8) == SourcePosition(line: 2, column: 2))
    }

    @Test func crlfLineEnds() throws {
        let text = "{\r\n  \"a\": 1,\r\n  \"b\": 2\r\n}\r\n"
        let document = try JSONParser.parse(Array(text.utf8))
        let b = try #require(document.root.member("b"))
        #expect(document.position(of: b.keyOffset) == SourcePosition(line: 3, column: 3))
        #expect(document.position(of: b.value.offset) == SourcePosition(line: 3, column: 8))
        // The "\r\n" ending line 2 is still on line 2; the next byte starts line 3.
        #expect(document.position(of: 12) == SourcePosition(line: 2, column: 10))
        #expect(document.position(of: 13) == SourcePosition(line: 2, column: 11))
        #expect(document.position(of: 14) == SourcePosition(line: 3, column: 1))
    }

    @Test func offsetsOutsideTheSourceAreClamped() throws {
        let document = try JSONParser.parse(Array("[1,\n2]".utf8))
        #expect(document.position(of: -5) == SourcePosition(line: 1, column: 1))
        #expect(document.position(of: 1_000) == SourcePosition(line: 2, column: 3))
    }

    @Test func positionsAreOrderedByLineThenColumn() {
        #expect(SourcePosition(line: 1, column: 9) < SourcePosition(line: 2, column: 1))
        #expect(SourcePosition(line: 2, column: 1) < SourcePosition(line: 2, column: 3))
        #expect(!(SourcePosition(line: 2, column: 3) < SourcePosition(line: 2, column: 3)))
    }
}
