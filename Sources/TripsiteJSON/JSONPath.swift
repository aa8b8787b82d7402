import Foundation

/// Builds JSON paths such as `trips[1].activities[0].day_number` for messages.
package enum JSONPath {
    package static func member(_ base: String, _ key: String) -> String {
        let isPlain = !key.isEmpty && key.utf8.allSatisfy { byte in
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
        }
        let component = isPlain ? key : "[\(quoted(key, limit: 60))]"
        if base.isEmpty { return component }
        return isPlain ? "\(base).\(component)" : "\(base)\(component)"
    }

    package static func index(_ base: String, _ index: Int) -> String {
        "\(base)[\(index)]"
    }

    /// A string in double quotes with quotes, backslashes and control characters escaped, cut at `limit` characters.
    package static func quoted(_ text: String, limit: Int) -> String {
        // Most text (paths, ids, names) is printable ASCII without quotes or backslashes, and short enough.
        if text.utf8.count <= limit,
           text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
        var shown = text.count > limit ? String(text.prefix(limit)) + "…" : text
        shown = shown.unicodeScalars.map { scalar -> String in
            switch scalar {
            case "\"": return "\\\""
            case "\\": return "\\\\"
            case "\n": return "\\n"
            case "\r": return "\\r"
            case "\t": return "\\t"
            default:
                return scalar.value < 0x20 ? String(format: "\\u%04X", scalar.value) : String(scalar)
            }
        }.joined()
        return "\"\(shown)\""
    }
}
