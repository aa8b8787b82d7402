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
        var result = ""
        result.reserveCapacity(value.utf8.count)
        var previousWasCR = false
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\r": result += "\\n"
            case "\n": if !previousWasCR { result += "\\n" }
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: break  // other controls are not allowed
            default: result.unicodeScalars.append(scalar)
            }
            previousWasCR = scalar == "\r"
        }
        return result
    }

    /// Splits a line into chunks of at most 75 octets (continuations start with a space, which counts),
    /// never inside a UTF-8 sequence, each ended by CRLF.
    static func fold(_ line: String) -> String {
        var result = ""
        var lineOctets = 0
        var limit = 75
        for scalar in line.unicodeScalars {
            let size = UTF8.width(scalar)
            if lineOctets + size > limit {
                result += "\r\n "
                lineOctets = 1
                limit = 75
            }
            result.unicodeScalars.append(scalar)
            lineOctets += size
        }
        return result + "\r\n"
    }
}
