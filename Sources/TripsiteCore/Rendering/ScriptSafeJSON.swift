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
        // Strings first: most values are strings, and a failed cast to a collection type costs more.
        switch value {
        case let string as String:
            writeString(string, to: &output)
        case let object as [String: Any]:
            output.append(UInt8(ascii: "{"))
            for (index, member) in object.sorted(by: { $0.key < $1.key }).enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                writeString(member.key, to: &output)
                output.append(UInt8(ascii: ":"))
                write(member.value, to: &output)
            }
            output.append(UInt8(ascii: "}"))
        case let bool as Bool:
            output += Array((bool ? "true" : "false").utf8)
        case let int as Int:
            output += Array(String(int).utf8)
        case let double as Double:
            output += Array((double.isFinite ? String(double) : "null").utf8)
        case let objects as [[String: Any]]:
            output.append(UInt8(ascii: "["))
            for (index, element) in objects.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                write(element, to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case let array as [Any]:
            output.append(UInt8(ascii: "["))
            for (index, element) in array.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                write(element, to: &output)
            }
            output.append(UInt8(ascii: "]"))
        default:
            output += Array("null".utf8)
        }
    }

    /// Works on the UTF-8 bytes: only ASCII bytes and the three-byte forms of U+2028 and U+2029 change.
    private static func writeString(_ string: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var string = string
        string.makeContiguousUTF8()
        string.utf8.withContiguousStorageIfAvailable { writeEscaped($0, to: &output) }
        output.append(UInt8(ascii: "\""))
    }

    private static func writeEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""): output += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: "\n"): output += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): output += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case UInt8(ascii: "\t"): output += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), 0x00..<0x20:
                output += Array(hexEscape(UInt32(byte)).utf8)
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                output += Array(hexEscape(bytes[index + 2] == 0xA8 ? 0x2028 : 0x2029).utf8)
                index += 2
            default:
                output.append(byte)
            }
            index += 1
        }
    }

    private static func hexEscape(_ value: UInt32) -> String {
        "\\u" + String(value, radix: 16).leftPadded(to: 4)
    }
}
