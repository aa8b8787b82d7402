/// UTF-8 checked one sequence at a time, so that an error can name the exact bad byte.
package enum JSONUTF8 {
    /// 3 when `bytes` starts with the byte order mark EF BB BF that some editors write, else 0.
    package static func byteOrderMarkLength(in bytes: [UInt8]) -> Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    /// Length of the well-formed UTF-8 sequence starting at `index`, or 0 when the bytes there are not
    /// valid UTF-8 (a stray continuation byte, an overlong form, a surrogate, a value above U+10FFFF,
    /// or a sequence cut short). `index` must be below `end`.
    static func sequenceLength(_ base: UnsafePointer<UInt8>, at index: Int, end: Int) -> Int {
        let lead = base[index]
        if lead < 0x80 { return 1 }
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: return 0
        }
        guard index + length <= end, secondRange.contains(base[index + 1]) else { return 0 }
        for next in (index + 2)..<(index + length) where base[next] & 0xC0 != 0x80 {
            return 0
        }
        return length
    }

    /// Offset of the first byte in `start..<end` that does not begin a valid UTF-8 sequence, if any.
    package static func firstInvalidByte(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int? {
        var index = start
        while index < end {
            let length = sequenceLength(base, at: index, end: end)
            if length == 0 { return index }
            index += length
        }
        return nil
    }

    /// The text of `bytes`, or `nil` when they are not valid UTF-8. The standard library's `String(validating:as:)`
    /// gives the same, but looks its generic types up on every call: for a short string outside ASCII (every
    /// flag, every price in euros) that cost more than checking the bytes here and decoding them (docs/performance.md, "Why the code is as it is").
    package static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard let base = bytes.baseAddress else { return "" }
        guard firstInvalidByte(base, from: 0, to: bytes.count) == nil else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The Unicode scalar encoded by the valid sequence of `length` bytes at `index`.
    static func scalar(_ base: UnsafePointer<UInt8>, at index: Int, length: Int) -> Unicode.Scalar? {
        var value = UInt32(base[index])
        switch length {
        case 1: return Unicode.Scalar(value)
        case 2: value &= 0x1F
        case 3: value &= 0x0F
        default: value &= 0x07
        }
        for next in (index + 1)..<(index + length) {
            value = value << 6 | UInt32(base[next] & 0x3F)
        }
        return Unicode.Scalar(value)
    }

    /// Appends the UTF-8 encoding of `scalar` to `bytes`.
    static func append(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        let value = scalar.value
        switch value {
        case 0..<0x80:
            bytes.append(UInt8(value))
        case 0x80..<0x800:
            bytes.append(UInt8(0xC0 | value >> 6))
            bytes.append(UInt8(0x80 | value & 0x3F))
        case 0x800..<0x10000:
            bytes.append(UInt8(0xE0 | value >> 12))
            bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | value & 0x3F))
        default:
            bytes.append(UInt8(0xF0 | value >> 18))
            bytes.append(UInt8(0x80 | value >> 12 & 0x3F))
            bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | value & 0x3F))
        }
    }
}
