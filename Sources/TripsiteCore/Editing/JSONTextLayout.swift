import TripsiteJSON

/// How a JSON file's text is laid out, read from its bytes: its line breaks, the indentation of a line, where a
/// container closes. The `new` commands write what they add in the same layout.
enum JSONTextLayout {
    /// How the file's first line ends: LF, CR LF (as files saved on Windows) or CR alone (as old Mac files); LF
    /// for a file of one line.
    static func lineBreak(of bytes: [UInt8]) -> String {
        guard let end = bytes.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }), bytes[end] == 0x0D else { return "\n" }
        return end + 1 < bytes.count && bytes[end + 1] == 0x0A ? "\r\n" : "\r"
    }

    /// The offset of the `]` or `}` that closes the array or object opening at `start`, skipping strings.
    static func closingBracket(of start: Int, in bytes: [UInt8]) -> Int? {
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
    static func lineIndent(before offset: Int, in bytes: [UInt8]) -> String {
        var start = offset
        while start > 0, bytes[start - 1] != 0x0A, bytes[start - 1] != 0x0D { start -= 1 }
        var end = start
        while end < offset, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// One level of indentation inside `container` (an array of objects, or an object): how much further its first
    /// member's line is indented than the line of `object`; `nil` when that cannot be seen (no members, or on one line).
    static func level(of object: JSONNode, in bytes: [UInt8]) -> String? {
        guard case .object(let members) = object.kind, let member = members.first else { return nil }
        let outer = lineIndent(before: object.offset, in: bytes)
        let inner = lineIndent(before: member.keyOffset, in: bytes)
        guard inner.count > outer.count, inner.hasPrefix(outer) else { return nil }
        return String(inner.dropFirst(outer.count))
    }

    /// `bytes` with `text` (lines joined by "\n", written with the file's own line breaks) added as the last entry
    /// of the array or object opening at `open` and closing at `close`: after a comma following its last entry, or,
    /// when it is empty, on lines of its own, its closing bracket then indented by `closeIndent`. Every other byte
    /// stays as it was.
    static func appending(_ text: String, toContainerAt open: Int, closingAt close: Int, isEmpty: Bool,
                          closeIndent: String, in bytes: [UInt8]) -> [UInt8] {
        let lineBreak = lineBreak(of: bytes)
        let lines = withLineBreak(text, lineBreak)
        if isEmpty {
            return Array(bytes[...open]) + Array((lineBreak + lines + lineBreak + closeIndent).utf8) + Array(bytes[close...])
        }
        // After the last entry: the last byte before the closing bracket that is not white space.
        var end = close - 1
        while end > open, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end]) { end -= 1 }
        return Array(bytes[...end]) + Array(("," + lineBreak + lines).utf8) + Array(bytes[(end + 1)...])
    }

    /// `bytes` with `text` (lines joined by "\n") in place of the bytes from `start` up to `end`.
    static func replacing(_ start: Int, _ end: Int, with text: String, in bytes: [UInt8]) -> [UInt8] {
        Array(bytes[..<start]) + Array(withLineBreak(text, lineBreak(of: bytes)).utf8) + Array(bytes[end...])
    }

    /// `text`, whose lines are joined by "\n", with `lineBreak` between them instead. The text has no raw line
    /// breaks inside its strings (JSON escapes them), only between lines.
    private static func withLineBreak(_ text: String, _ lineBreak: String) -> String {
        lineBreak == "\n" ? text : text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: lineBreak)
    }
}
