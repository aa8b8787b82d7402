
/// Writes JSON for a `<script>` element: keys sorted (deterministic output), and `<`, `>`, `&`, U+2028
/// and U+2029 written as `\u` escapes, which JSON allows and which can never end the element or be read
/// as HTML. Foundation's JSONSerialization took a fifth of a whole build for this; values are typed, so
/// writing them asks no value what it is.
enum ScriptSafeJSON {
    /// Writes JSON straight into bytes, without building values first: for JSON made fresh on every page.
    /// Each object's members are written in the order they are given, so callers give the keys in ascending
    /// order (debug builds check it); a `nil` value leaves its member out. Keys are
    /// literals, written as they are: none needs an escape.
    struct Writer {
        private(set) var bytes: [UInt8] = []
        /// Whether the object or array being written has a member or element yet, innermost last.
        private var hasItems: [Bool] = []
        private var keyOrder = KeyOrderCheck()

        init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

        /// The JSON written, as text.
        var text: String { String(decoding: bytes, as: UTF8.self) }

        /// Writes an object whose members `body` writes.
        mutating func object(_ body: (inout Writer) -> Void) {
            open(UInt8(ascii: "{"))
            keyOrder.openObject()
            body(&self)
            keyOrder.closeObject()
            close(UInt8(ascii: "}"))
        }

        /// Writes an array whose elements `body` writes.
        mutating func array(_ body: (inout Writer) -> Void) {
            open(UInt8(ascii: "["))
            body(&self)
            close(UInt8(ascii: "]"))
        }

        mutating func member(_ key: StaticString, _ text: String?) {
            guard let text else { return }
            self.key(key)
            writeString(text, to: &bytes)
        }

        mutating func member(_ key: StaticString, _ number: Int?) {
            guard let number else { return }
            self.key(key)
            bytes += String(number).utf8
        }

        mutating func member(_ key: StaticString, _ number: Double?) {
            guard let number else { return }
            self.key(key)
            bytes += (number.isFinite ? String(number) : "null").utf8
        }

        /// A member whose value is an object.
        mutating func member(_ key: StaticString, _ body: (inout Writer) -> Void) {
            self.key(key)
            object(body)
        }

        /// A member whose value is an array.
        mutating func list(_ key: StaticString, _ body: (inout Writer) -> Void) {
            self.key(key)
            array(body)
        }

        /// An element of the array being written: an object.
        mutating func element(object body: (inout Writer) -> Void) {
            separate()
            object(body)
        }

        private mutating func key(_ key: StaticString) {
            keyOrder.check(key)
            separate()
            bytes.append(UInt8(ascii: "\""))
            key.withUTF8Buffer { bytes += $0 }
            bytes.append(UInt8(ascii: "\""))
            bytes.append(UInt8(ascii: ":"))
        }

        private mutating func separate() {
            if hasItems.last == true { bytes.append(UInt8(ascii: ",")) }
            if !hasItems.isEmpty { hasItems[hasItems.count - 1] = true }
        }

        private mutating func open(_ bracket: UInt8) {
            bytes.append(bracket)
            hasItems.append(false)
        }

        private mutating func close(_ bracket: UInt8) {
            hasItems.removeLast()
            bytes.append(bracket)
        }
    }

    /// Works on the UTF-8 bytes: only ASCII bytes and the three-byte forms of U+2028 and U+2029 change.
    static func writeString(_ string: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var string = string
        string.makeContiguousUTF8()
        string.utf8.withContiguousStorageIfAvailable { writeEscaped($0, to: &output) }
        output.append(UInt8(ascii: "\""))
    }

    /// Copies runs of bytes that need no escape at once, passing over eight ASCII bytes at a time while
    /// none of them needs one (most of a description's bytes).
    private static func writeEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var runStart = 0
        var index = 0
        func flush() {
            if runStart < index { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
        }
        // Where the byte-by-byte reading may try eight bytes at once again: after a word that needed a closer look.
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

/// Checks, in debug builds (the tests), that each object's keys are written in order, as the output must be the
/// same bytes for the same trip; release builds keep no keys and check nothing.
private struct KeyOrderCheck {
    #if DEBUG
    /// The key written last in each open object, innermost last.
    private var lastKeys: [String] = []

    mutating func openObject() { lastKeys.append("") }

    mutating func closeObject() { lastKeys.removeLast() }

    mutating func check(_ key: StaticString) {
        let key = key.description
        assert(lastKeys.last.map { $0 < key } ?? false, "JSON keys out of order: \(lastKeys.last ?? "") before \(key)")
        assert(!key.utf8.contains { $0 < 0x20 || $0 >= 0x80 || "\"\\<>&".utf8.contains($0) }, "JSON key \(key) needs an escape")
        lastKeys[lastKeys.count - 1] = key
    }
    #else
    func openObject() {}

    func closeObject() {}

    func check(_ key: StaticString) {}
    #endif
}
