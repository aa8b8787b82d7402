/// The text layer of iCalendar (RFC 5545 §3.1–3.3): content lines ended by CRLF and folded at 75 octets,
/// and TEXT values with backslashes, semicolons, commas and line breaks escaped.
struct ContentLines {
    /// The lines so far, as UTF-8.
    private var bytes: [UInt8] = []

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends the lines of `other`.
    mutating func append(_ other: ContentLines) {
        bytes += other.bytes
    }

    /// Appends `NAME;PARAMS:value`, folding it so that no line is longer than 75 octets.
    mutating func add(_ name: String, _ value: String, parameters: [String] = []) {
        var line = Line()
        line.append(name, to: &bytes)
        for parameter in parameters {
            line.append(";", to: &bytes)
            line.append(parameter, to: &bytes)
        }
        line.append(":", to: &bytes)
        line.append(value, to: &bytes)
        bytes += [0x0D, 0x0A]
    }

    /// One content line being written: how many octets its current physical line holds.
    private struct Line {
        var octets = 0

        /// Appends `part`, starting a continuation line (CRLF and a space, which counts) before a character
        /// that would take the line past 75 octets. Characters are never split: a lead byte says how long
        /// its UTF-8 sequence is.
        mutating func append(_ part: String, to bytes: inout [UInt8]) {
            // Octets are bytes: a part that fits on the current line goes in at once.
            if octets + part.utf8.count <= 75 {
                bytes.append(contentsOf: part.utf8)
                octets += part.utf8.count
                return
            }
            var part = part
            part.withUTF8 { utf8 in
                for byte in utf8 {
                    if byte & 0xC0 != 0x80 {
                        let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                        if octets + length > 75 {
                            bytes += [0x0D, 0x0A, 0x20]
                            octets = 1
                        }
                        octets += length
                    }
                    bytes.append(byte)
                }
            }
        }
    }

    /// Appends a property whose value is free text, escaped as a TEXT value.
    mutating func addText(_ name: String, _ value: String) {
        add(name, Self.escapeText(value))
    }

    /// RFC 5545 §3.3.11: `\` `;` `,` escaped with a backslash, line breaks written as `\n`.
    static func escapeText(_ value: String) -> String {
        var value = value
        return value.withUTF8(escaped) ?? value
    }

    /// The escaped text of a value's UTF-8 bytes; `nil` when there is nothing to escape (most values).
    private static func escaped(_ utf8: UnsafeBufferPointer<UInt8>) -> String? {
        if !utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: ",") }) {
            return nil
        }
        // Byte by byte: everything escaped or dropped is ASCII, and bytes of longer characters are 0x80 or above.
        // Runs of bytes that stay as they are are copied at once.
        var result: [UInt8] = []
        result.reserveCapacity(utf8.count + 8)
        var previousWasCR = false
        var runStart = 0
        for (index, byte) in utf8.enumerated() {
            let replacement: [UInt8]
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: ";"), UInt8(ascii: ","): replacement = [UInt8(ascii: "\\"), byte]
            case 0x0D: replacement = Array("\\n".utf8)
            case 0x0A where !previousWasCR: replacement = Array("\\n".utf8)
            case 0x00..<0x20, 0x7F: replacement = []  // a line feed after a carriage return, and controls, which are not allowed
            default:
                previousWasCR = false
                continue
            }
            result += UnsafeBufferPointer(rebasing: utf8[runStart..<index])
            result += replacement
            runStart = index + 1
            previousWasCR = byte == 0x0D
        }
        result += UnsafeBufferPointer(rebasing: utf8[runStart...])
        return String(decoding: result, as: UTF8.self)
    }
}
