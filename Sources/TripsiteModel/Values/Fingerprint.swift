/// A 64-bit digest of what a build's files are made from, so a rebuild can tell that a trip's pages, or the
/// whole site, would come out the same and skip making them. FNV-1a, with whole buffers (an input file) taken
/// eight bytes at a time. Not a security measure: it only has to change when its input changes.
public struct Fingerprint: Sendable, Hashable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { add(byte: byte) }
        add(byte: 0xFF)
    }

    public mutating func add(_ text: String) { add(text.utf8) }

    /// Adds a large buffer eight bytes at a time, each word mixed in with a multiply and a shift (both
    /// bijections of the state, so a buffer that differs in one word always gives another digest).
    public mutating func add(wholeBuffer bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset + 8 <= raw.count {
                value ^= UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                value &*= 0x9E37_79B9_7F4A_7C15
                value ^= value >> 32
                offset += 8
            }
            for byte in raw[offset...] { add(byte: byte) }
        }
        add(byte: 0xFF)
    }

    public mutating func add(wholeBuffer bytes: [UInt8]) { add(wholeBuffer: bytes[...]) }

    private mutating func add(byte: UInt8) {
        value ^= UInt64(byte)
        value &*= 0x0000_0100_0000_01b3
    }

    /// 16 lowercase hexadecimal digits.
    public var hex: String { ValueText.padded(value, width: 16, radix: 16) }
}
