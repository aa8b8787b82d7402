/// The text layer of iCalendar (RFC 5545 §3.1–3.3): content lines ended by CRLF and folded at 75 octets,
/// and TEXT values with backslashes, semicolons, commas and line breaks escaped.
struct ContentLines {
    private(set) var text = ""

    /// Appends `NAME;PARAMS:value`, folding it so that no line is longer than 75 octets.
    mutating func add(_ name: String, _ value: String, parameters: [String] = []) {
        let line = ([name] + parameters).joined(separator: ";") + ":" + value
        text += Self.fold(line)
    }

    /// Appends a property whose value is free text, escaped as a TEXT value.
    mutating func addText(_ name: String, _ value: String) {
        add(name, Self.escapeText(value))
    }

    /// RFC 5545 §3.3.11: `\` `;` `,` escaped with a backslash, line breaks written as `\n`.
    static func escapeText(_ value: String) -> String {
        // Most values have nothing to escape.
        if !value.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: ",") }) {
            return value
        }
        // Byte by byte: everything escaped or dropped is ASCII, and bytes of longer characters are 0x80 or above.
        var result: [UInt8] = []
        result.reserveCapacity(value.utf8.count + 8)
        var previousWasCR = false
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: ";"), UInt8(ascii: ","):
                result.append(UInt8(ascii: "\\"))
                result.append(byte)
            case 0x0D:
                result.append(contentsOf: "\\n".utf8)
            case 0x0A where !previousWasCR:
                result.append(contentsOf: "\\n".utf8)
            case 0x00..<0x20, 0x7F: break  // a line feed after a carriage return, and controls, which are not allowed
            default: result.append(byte)
            }
            previousWasCR = byte == 0x0D
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Splits a line into chunks of at most 75 octets (continuations start with a space, which counts),
    /// never inside a UTF-8 sequence, each ended by CRLF.
    static func fold(_ line: String) -> String {
        guard line.utf8.count > 75 else { return line + "\r\n" }
        let bytes = Array(line.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + bytes.count / 37 + 2)
        var lineOctets = 0
        var index = 0
        while index < bytes.count {
            // The whole UTF-8 sequence starting here: a lead byte and its continuation bytes (10xxxxxx).
            var end = index + 1
            while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
            if lineOctets + (end - index) > 75 {
                result += [0x0D, 0x0A, 0x20]
                lineOctets = 1
            }
            result += bytes[index..<end]
            lineOctets += end - index
            index = end
        }
        result += [0x0D, 0x0A]
        return String(decoding: result, as: UTF8.self)
    }
}
