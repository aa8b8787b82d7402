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
