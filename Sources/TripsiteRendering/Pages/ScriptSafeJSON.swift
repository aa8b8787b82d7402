import TripsiteJSON

/// Writes JSON for a `<script>` element: keys sorted (deterministic output), and `<`, `>`, `&`, U+2028
/// and U+2029 written as `\u` escapes, which JSON allows and which can never end the element or be read
/// as HTML. Values are typed, so writing them asks no value what it is, unlike Foundation's JSONSerialization
/// (docs/performance.md, "Why the code is as it is").
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

        /// A member `true` when `flag` is, left out otherwise.
        mutating func member(_ key: StaticString, when flag: Bool) {
            guard flag else { return }
            self.key(key)
            bytes += "true".utf8
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

        /// An element of the array being written: an array.
        mutating func arrayElement(_ body: (inout Writer) -> Void) {
            separate()
            array(body)
        }

        /// An element of the array being written: a number.
        mutating func element(_ number: Int) {
            separate()
            bytes += String(number).utf8
        }

        mutating func element(_ number: Double) {
            separate()
            bytes += (number.isFinite ? String(number) : "null").utf8
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

    /// The string as script-safe JSON (`JSONString`), quotes included.
    static func writeString(_ string: String, to output: inout [UInt8]) {
        JSONString.write(string, to: &output, scriptSafe: true)
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
