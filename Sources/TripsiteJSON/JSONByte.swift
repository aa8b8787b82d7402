/// The ASCII bytes JSON syntax is made of, and tests on single bytes.
package enum JSONByte {
    package static let tab: UInt8 = 0x09
    package static let lineFeed: UInt8 = 0x0A
    package static let carriageReturn: UInt8 = 0x0D
    package static let space: UInt8 = 0x20
    static let quote: UInt8 = 0x22
    static let apostrophe: UInt8 = 0x27
    static let asterisk: UInt8 = 0x2A
    static let plus: UInt8 = 0x2B
    static let comma: UInt8 = 0x2C
    static let minus: UInt8 = 0x2D
    static let period: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F
    static let zero: UInt8 = 0x30
    static let nine: UInt8 = 0x39
    static let colon: UInt8 = 0x3A
    static let openBracket: UInt8 = 0x5B
    static let backslash: UInt8 = 0x5C
    static let closeBracket: UInt8 = 0x5D
    static let openBrace: UInt8 = 0x7B
    static let closeBrace: UInt8 = 0x7D
    static let delete: UInt8 = 0x7F

    static func isDigit(_ byte: UInt8) -> Bool { byte &- zero < 10 }

    package static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }

    /// Letters, digits, `_` and `$`: what a bare word such as `NaN` or an unquoted key is made of.
    static func isWordByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == 0x5F || byte == 0x24
    }

    /// The value of a hexadecimal digit, or nil.
    static func hexValue(_ byte: UInt8) -> UInt32? {
        if isDigit(byte) { return UInt32(byte - zero) }
        let lower = byte | 0x20
        if lower >= 0x61 && lower <= 0x66 { return UInt32(lower - 0x61 + 10) }
        return nil
    }
}

/// Tests on eight bytes read as one word, to pass over runs of ordinary bytes eight at a time. The usual
/// word-at-a-time arithmetic: subtracting one from every byte borrows into a byte's high bit, where it was
/// clear, exactly when the byte was zero.
package enum ByteWord {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Whether any of the eight bytes is `byte`.
    package static func contains(_ word: UInt64, _ byte: UInt8) -> Bool {
        matches(word, byte) != 0
    }

    /// The high bit of each of the eight bytes that is `byte` (a word read little-endian, first byte lowest), or 0 when none is. Bytes
    /// after a match may be marked too (a borrow runs on), so only the lowest mark, `firstMatch`, is exact;
    /// that holds for several of these masks joined with `|` as well.
    static func matches(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let differences = word ^ (ones &* UInt64(byte))
        return (differences &- ones) & ~differences & highs
    }

    /// The index (0 to 7) of the byte of the lowest mark of a non-zero `matches` mask.
    static func firstMatch(_ mask: UInt64) -> Int { mask.trailingZeroBitCount >> 3 }

    /// Whether any of the eight bytes is below `limit` (at most 0x80), for a word whose bytes are all ASCII.
    package static func containsASCII(_ word: UInt64, below limit: UInt8) -> Bool {
        (word &- ones &* UInt64(limit)) & ~word & highs != 0
    }

    /// Whether all eight bytes are ASCII.
    package static func isASCII(_ word: UInt64) -> Bool { word & highs == 0 }
}
