import TripsiteJSON
import TripsiteModel
import TripsiteLoading
import TripsitePlanning
import TripsiteRendering

/// Adds a trip to the text of a trips file: the new object goes after the last trip of the trips array
/// (the root array, or the one under "trips" or "data"), indented like the others and with the file's line
/// breaks (LF, CRLF or CR alone, as its first line ends); every other byte of the file stays as it was.
public enum TripsFileEditor {
    public enum Failure: Error, Equatable {
        case notJSON(String)
        case noTripsArray
    }

    /// The file with `trip` appended, given the file's bytes and a function that makes the trip's JSON text
    /// from the ids already used and the file's indentation (one level, and the indentation of a trip).
    public static func appending(
        to bytes: [UInt8], makeTrip: (_ existingIDs: Set<String>, _ indent: String, _ level: String) -> String
    ) throws(Failure) -> [UInt8] {
        let document: JSONDocument
        do { document = try JSONParser.parse(bytes) } catch { throw .notJSON(error.message) }
        guard let array = tripsArray(document.root), case .array(let trips) = array.kind,
              let close = closingBracket(of: array.offset, in: bytes) else { throw .noTripsArray }

        var ids: Set<String> = []
        for trip in trips {
            if case .string(let id)? = trip.member("id")?.value.kind { ids.insert(id) }
            if case .number(let id)? = trip.member("id")?.value.kind { ids.insert(id) }
        }
        let arrayIndent = lineIndent(before: array.offset, in: bytes)
        let indent = trips.first.map { lineIndent(before: $0.offset, in: bytes) } ?? arrayIndent + "  "
        var level = "  "
        if let first = trips.first, case .object(let members) = first.kind, let member = members.first {
            let memberIndent = lineIndent(before: member.keyOffset, in: bytes)
            if memberIndent.count > indent.count, memberIndent.hasPrefix(indent) { level = String(memberIndent.dropFirst(indent.count)) }
        }
        let text = makeTrip(ids, indent, level)

        let lineBreak = lineBreak(of: bytes)
        // The trip's text has no raw line breaks inside its strings (JSON escapes them), only between lines.
        let lines = lineBreak == "\n" ? text : text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: lineBreak)
        if trips.isEmpty {
            let inserted = Array((lineBreak + lines + lineBreak + arrayIndent).utf8)
            return Array(bytes[...array.offset]) + inserted + Array(bytes[close...])
        }
        // After the last trip's closing brace: the last byte before the array's `]` that is not white space.
        var end = close - 1
        while end > array.offset, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end]) { end -= 1 }
        let inserted = Array(("," + lineBreak + lines).utf8)
        return Array(bytes[...end]) + inserted + Array(bytes[(end + 1)...])
    }

    /// How the file's first line ends: LF, CR LF (as files saved on Windows) or CR alone (as old Mac files); LF
    /// for a file of one line.
    static func lineBreak(of bytes: [UInt8]) -> String {
        guard let end = bytes.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }), bytes[end] == 0x0D else { return "\n" }
        return end + 1 < bytes.count && bytes[end + 1] == 0x0A ? "\r\n" : "\r"
    }

    private static func tripsArray(_ root: JSONNode) -> JSONNode? {
        if case .array = root.kind { return root }
        for key in ["trips", "data"] {
            if let member = root.member(key), case .array = member.value.kind { return member.value }
        }
        return nil
    }

    /// The offset of the `]` that closes the array opening at `start`, skipping strings.
    private static func closingBracket(of start: Int, in bytes: [UInt8]) -> Int? {
        var depth = 0
        var index = start
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
            } else {
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if depth == 0 { return index }
                default: break
                }
            }
            index += 1
        }
        return nil
    }

    /// The spaces and tabs at the start of the line holding `offset` (lines end with LF, CR LF or CR).
    private static func lineIndent(before offset: Int, in bytes: [UInt8]) -> String {
        var start = offset
        while start > 0, bytes[start - 1] != 0x0A, bytes[start - 1] != 0x0D { start -= 1 }
        var end = start
        while end < offset, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
