/// Writes JSON for a `<script>` element: keys sorted (deterministic output), and `<`, `>`, `&`, U+2028
/// and U+2029 written as `\u` escapes, which JSON allows and which can never end the element or be read
/// as HTML. Foundation's JSONSerialization took a fifth of a whole build for this; values are typed, so
/// writing them asks no value what it is.
enum ScriptSafeJSON {
    /// A JSON value, built with literals: `["@type": "Place", "name": .string(name)]`.
    indirect enum Value: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
        ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
        case string(String)
        case int(Int)
        case double(Double)
        case bool(Bool)
        case array([Value])
        case object([String: Value])

        init(stringLiteral value: String) { self = .string(value) }
        init(integerLiteral value: Int) { self = .int(value) }
        init(booleanLiteral value: Bool) { self = .bool(value) }
        init(arrayLiteral elements: Value...) { self = .array(elements) }
        init(dictionaryLiteral elements: (String, Value)...) {
            self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
        }
    }

    static func encode(_ value: Value) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        write(value, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    private static func write(_ value: Value, to output: inout [UInt8]) {
        switch value {
        case .string(let string):
            writeString(string, to: &output)
        case .object(let object):
            output.append(UInt8(ascii: "{"))
            for (index, member) in object.sorted(by: { $0.key < $1.key }).enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                writeString(member.key, to: &output)
                output.append(UInt8(ascii: ":"))
                write(member.value, to: &output)
            }
            output.append(UInt8(ascii: "}"))
        case .bool(let bool):
            output += (bool ? "true" : "false").utf8
        case .int(let int):
            output += String(int).utf8
        case .double(let double):
            output += (double.isFinite ? String(double) : "null").utf8
        case .array(let array):
            output.append(UInt8(ascii: "["))
            for (index, element) in array.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                write(element, to: &output)
            }
            output.append(UInt8(ascii: "]"))
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
