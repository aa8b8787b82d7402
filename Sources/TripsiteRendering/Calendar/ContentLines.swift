/// The text layer of iCalendar (RFC 5545 §3.1–3.3): content lines ended by CRLF and folded at 75 octets,
/// and TEXT values with backslashes, semicolons, commas and line breaks escaped.
struct ContentLines {
    /// The lines so far, as UTF-8.
    private(set) var bytes: [UInt8] = []

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Makes room for `count` bytes in all, so that appending up to them copies nothing.
    mutating func reserve(_ count: Int) {
        bytes.reserveCapacity(count)
    }

    /// Gives back the room reserved or grown into beyond the bytes there are, for lines kept a long time.
    mutating func releaseUnusedCapacity() {
        // A copy from a buffer of the bytes (a slice of the whole array would hand back the array itself).
        if bytes.capacity > bytes.count { bytes = bytes.withUnsafeBufferPointer { Array($0) } }
    }

    /// Appends the lines of `other`.
    mutating func append(_ other: ContentLines) {
        bytes += other.bytes
    }

    /// Appends `NAME;PARAMS:value`, folding it so that no line is longer than 75 octets.
    mutating func add(_ name: String, _ value: String, parameters: [String] = []) {
        var line = start(name, parameters: parameters)
        line.append(value, to: &bytes)
        bytes += [0x0D, 0x0A]
    }

    /// Appends a property whose value is free text, escaped as a TEXT value (see `escapeText`) and folded
    /// in the same pass, without the escaped text being made first.
    mutating func addText(_ name: String, _ value: String) {
        var line = start(name)
        var value = value
        value.withUTF8 { utf8 in
            Self.escape(utf8) { piece in line.append(piece, to: &bytes) }
        }
        bytes += [0x0D, 0x0A]
    }

    /// RFC 5545 §3.3.11: `\` `;` `,` escaped with a backslash, line breaks written as `\n`.
    static func escapeText(_ value: String) -> String {
        var result: [UInt8] = []
        var value = value
        value.withUTF8 { utf8 in
            escape(utf8) { result.append(contentsOf: $0) }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Starts a content line with its name and parameters, up to the colon before the value.
    private mutating func start(_ name: String, parameters: [String] = []) -> Line {
        var line = Line()
        line.append(name, to: &bytes)
        for parameter in parameters {
            line.append(";", to: &bytes)
            line.append(parameter, to: &bytes)
        }
        line.append(":", to: &bytes)
        return line
    }

    /// One content line being written: how many octets its current physical line holds.
    private struct Line {
        var octets = 0

        mutating func append(_ part: String, to bytes: inout [UInt8]) {
            var part = part
            part.withUTF8 { append($0, to: &bytes) }
        }

        /// Appends `part`, starting a continuation line (CRLF and a space, which counts) before a character
        /// that would take the line past 75 octets. Characters are never split: a lead byte says how long
        /// its UTF-8 sequence is.
        mutating func append(_ part: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
            // Octets are bytes: a part that fits on the current line goes in at once.
            if octets + part.count <= 75 {
                bytes.append(contentsOf: part)
                octets += part.count
                return
            }
            // The characters that fit go in at once, then a continuation line starts: a character's bytes after
            // its first are 0b10xxxxxx, so the piece ends where the byte after it starts a character.
            var start = 0
            while part.count - start > 75 - octets {
                var fitting = 75 - octets
                while fitting > 0, part[start + fitting] & 0xC0 == 0x80 { fitting -= 1 }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: part[start..<(start + fitting)]))
                bytes += [0x0D, 0x0A, 0x20]
                start += fitting
                octets = 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: part[start...]))
            octets += part.count - start
        }
    }

    /// Hands the escaped text of a value's UTF-8 bytes to `write` in pieces: runs of bytes that stay as they
    /// are, and the escapes between them. Byte by byte: everything escaped or dropped is ASCII, and bytes of
    /// longer characters are 0x80 or above.
    private static func escape(_ utf8: UnsafeBufferPointer<UInt8>, _ write: (UnsafeBufferPointer<UInt8>) -> Void) {
        var previousWasCR = false
        var runStart = 0
        for (index, byte) in utf8.enumerated() {
            // Most bytes are none of those below: one look in a table passes them.
            guard changes[Int(byte)] else {
                previousWasCR = false
                continue
            }
            let replacement: StaticString
            switch byte {
            case UInt8(ascii: "\\"): replacement = "\\\\"
            case UInt8(ascii: ";"): replacement = "\\;"
            case UInt8(ascii: ","): replacement = "\\,"
            case 0x0D: replacement = "\\n"
            case 0x0A where !previousWasCR: replacement = "\\n"
            case 0x00..<0x20, 0x7F: replacement = ""  // a line feed after a carriage return, and controls, which are not allowed
            default:
                previousWasCR = false
                continue
            }
            if runStart < index { write(UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
            if replacement.utf8CodeUnitCount > 0 {
                write(UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
            }
            runStart = index + 1
            previousWasCR = byte == 0x0D
        }
        if runStart < utf8.count { write(UnsafeBufferPointer(rebasing: utf8[runStart...])) }
    }

    /// The bytes `escape` writes otherwise or drops, by value.
    private static let changes: [Bool] = (0...255).map { byte in
        byte < 0x20 || byte == 0x7F || byte == Int(UInt8(ascii: "\\")) || byte == Int(UInt8(ascii: ";")) || byte == Int(UInt8(ascii: ","))
    }
}
