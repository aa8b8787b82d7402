/// Writes JSON for a `<script>` element: keys sorted (deterministic output), and `<`, `>`, `&`, U+2028
/// and U+2029 written as `\u` escapes, which JSON allows and which can never end the element or be read
/// as HTML. Foundation's JSONSerialization took a fifth of a whole build for this; values are typed, so
/// writing them asks no value what it is.
enum ScriptSafeJSON {
    /// A JSON value, built with literals: `["@type": "Place", "name": .string(name)]`.
    enum Value: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
        ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
        case string(String)
        case int(Int)
        case double(Double)
        case bool(Bool)
        case array([Value])
        case object(Object)

        init(stringLiteral value: String) { self = .string(value) }
        init(integerLiteral value: Int) { self = .int(value) }
        init(booleanLiteral value: Bool) { self = .bool(value) }
        init(arrayLiteral elements: Value...) { self = .array(elements) }
        init(dictionaryLiteral elements: (String, Value)...) { self = .object(Object(elements)) }
    }

    /// A JSON object: its members kept in the order of their keys, as they are written. A list, not a
    /// dictionary: the objects of structured data have a handful of members, and hashing their keys cost more
    /// than looking through them (and sorting them for every write, more than placing each as it is set).
    struct Object: ExpressibleByDictionaryLiteral {
        private(set) var members: [(key: String, value: Value)] = []

        init(_ elements: [(String, Value)]) {
            for (key, value) in elements { self[key] = value }
        }

        init(dictionaryLiteral elements: (String, Value)...) { self.init(elements) }

        /// A member's value; setting `nil` removes the member, as with a dictionary.
        subscript(key: String) -> Value? {
            get { members.first { $0.key == key }?.value }
            set {
                if let index = members.firstIndex(where: { $0.key == key }) {
                    if let newValue { members[index].value = newValue } else { members.remove(at: index) }
                } else if let newValue {
                    members.insert((key, newValue), at: members.firstIndex { $0.key > key } ?? members.endIndex)
                }
            }
        }
    }

    static func encode(_ value: Value) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        write(value, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the value's JSON to `output`.
    static func encode(_ value: Value, into output: inout [UInt8]) {
        write(value, to: &output)
    }

    private static func write(_ value: Value, to output: inout [UInt8]) {
        switch value {
        case .string(let string):
            writeString(string, to: &output)
        case .object(let object):
            output.append(UInt8(ascii: "{"))
            for (index, member) in object.members.enumerated() {
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

    /// Copies runs of bytes that need no escape at once.
    private static func writeEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var runStart = 0
        var index = 0
        func flush() {
            if runStart < index { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
        }
        while index < bytes.count {
            let byte = bytes[index]
            let escape: String
            switch byte {
            case UInt8(ascii: "\""): escape = "\\\""
            case UInt8(ascii: "\\"): escape = "\\\\"
            case UInt8(ascii: "\n"): escape = "\\n"
            case UInt8(ascii: "\r"): escape = "\\r"
            case UInt8(ascii: "\t"): escape = "\\t"
            case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), 0x00..<0x20:
                escape = hexEscape(UInt32(byte))
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                flush()
                output += hexEscape(bytes[index + 2] == 0xA8 ? 0x2028 : 0x2029).utf8
                index += 3
                runStart = index
                continue
            default:
                index += 1
                continue
            }
            flush()
            output += escape.utf8
            index += 1
            runStart = index
        }
        flush()
    }

    private static func hexEscape(_ value: UInt32) -> String {
        "\\u" + String(value, radix: 16).leftPadded(to: 4)
    }
}
