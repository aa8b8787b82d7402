/// Writes JSON for a `<script>` element: keys sorted (deterministic output), and `<`, `>`, `&`, U+2028
/// and U+2029 written as `\u` escapes, which JSON allows and which can never end the element or be read
/// as HTML. Foundation's JSONSerialization took a fifth of a whole build for this.
enum ScriptSafeJSON {
    /// Encodes dictionaries with string keys, arrays, strings, integers, doubles and booleans.
    static func encode(_ value: Any) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        write(value, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    private static func write(_ value: Any, to output: inout [UInt8]) {
        switch value {
        case let object as [String: Any]:
            output.append(UInt8(ascii: "{"))
            for (index, key) in object.keys.sorted().enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                writeString(key, to: &output)
                output.append(UInt8(ascii: ":"))
                write(object[key]!, to: &output)
            }
            output.append(UInt8(ascii: "}"))
        case let array as [Any]:
            output.append(UInt8(ascii: "["))
            for (index, element) in array.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                write(element, to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case let string as String:
            writeString(string, to: &output)
        case let bool as Bool:
            output += Array((bool ? "true" : "false").utf8)
        case let int as Int:
            output += Array(String(int).utf8)
        case let double as Double:
            output += Array((double.isFinite ? String(double) : "null").utf8)
        default:
            output += Array("null".utf8)
        }
    }

    private static func writeString(_ string: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += Array("\\\"".utf8)
            case "\\": output += Array("\\\\".utf8)
            case "\n": output += Array("\\n".utf8)
            case "\r": output += Array("\\r".utf8)
            case "\t": output += Array("\\t".utf8)
            case "<", ">", "&", "\u{2028}", "\u{2029}":
                output += Array(hexEscape(scalar.value).utf8)
            case _ where scalar.value < 0x20:
                output += Array(hexEscape(scalar.value).utf8)
            default:
                output += Array(String(scalar).utf8)
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    private static func hexEscape(_ value: UInt32) -> String {
        "\\u" + String(value, radix: 16).leftPadded(to: 4)
    }
}
