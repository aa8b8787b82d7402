/// A name's length and first 16 bytes, made once, so that comparing it with the other names of a template
/// context's fields is comparing three words: the standard library's comparison of two different strings is a
/// call each time. Names are the same when their bytes are: names with equal keys are the same name when the
/// keys hold them whole (names of up to 16 bytes: nearly every field name); longer ones are then compared byte
/// by byte.
struct NameKey: Sendable, Equatable {
    private let count: Int
    private let head: (UInt64, UInt64)

    init(_ name: String) {
        var name = name
        var head: (UInt64, UInt64) = (0, 0)
        count = name.withUTF8 { bytes in
            withUnsafeMutableBytes(of: &head) { words in
                words.copyMemory(from: UnsafeRawBufferPointer(start: bytes.baseAddress, count: min(bytes.count, words.count)))
            }
            return bytes.count
        }
        self.head = head
    }

    /// Whether the key holds the whole name: two such keys are equal exactly when their names' bytes are.
    var isWholeName: Bool { count <= 16 }

    static func == (left: NameKey, right: NameKey) -> Bool {
        left.count == right.count && left.head.0 == right.head.0 && left.head.1 == right.head.1
    }
}
