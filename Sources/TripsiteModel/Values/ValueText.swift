/// Small text helpers shared by the value parsers.
///
/// Everything here works on ASCII rules only, so results never depend on the
/// process locale. `@usableFromInline`, or the `@inlinable` helpers below are called, not inlined, from other
/// targets: the compiler inlines a package type's members across modules only when the type is marked so.
@usableFromInline
package enum ValueText {
    /// Blanks around and inside values: Unicode's White_Space (which includes no-break and narrow no-break spaces),
    /// plus the invisible zero-width space and byte-order mark that exports sometimes leave behind.
    static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isBlankForTrimming || scalar == "\u{200B}" || scalar == "\u{FEFF}"
    }

    /// The text trimmed, with every run of inner blanks turned into one ASCII space,
    /// and lowercased (by Unicode's default rules, which do not depend on the locale); blanks as `isBlank` says.
    /// One pass over the scalars: prices, dates and durations are read through it, and the scalars
    /// (unlike characters, which need Unicode's grapheme rules) cost little more than the bytes.
    package static func normalized(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if isBlank(scalar) {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace {
                result.append(" ")
                pendingSpace = false
            }
            result.append(scalar)
        }
        return String(result).lowercased()
    }

    /// An ASCII digit, "0" to "9", as a byte of UTF-8 text. Digits of other scripts ("٣", full-width "３") are
    /// not: their bytes are all 128 and more. Inlined into other targets, whose scanners call it for every byte.
    @inlinable
    package static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// An ASCII letter, of either case, as a byte of UTF-8 text; no letter outside ASCII ("é", "ж") is.
    @inlinable
    package static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }

    /// The byte with an ASCII capital made small; any other byte as it is.
    @inlinable
    package static func lowercasedASCII(_ byte: UInt8) -> UInt8 { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte }

    /// The value of one to `maxLength` ASCII digits ("007" is 7); `nil` when there are none, more than `maxLength`
    /// (or more than 18, so that the value never overflows) or a byte that is not an ASCII digit, a sign included.
    @inlinable
    package static func number(_ digits: some Collection<UInt8>, maxLength: Int = 9) -> Int? {
        guard !digits.isEmpty, digits.count <= min(maxLength, 18) else { return nil }
        var value = 0
        for byte in digits {
            guard isDigit(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// The number a decimal literal gives: an optional sign, digits with an optional decimal point, an optional
    /// exponent (`-8.5`, `12`, `.5`, `1e3`). Everything else gives `nil`, among it what `Double("…")` would also
    /// read: hexadecimal (`0x1p3`), `inf`, `infinity` and `nan`.
    package static func decimalNumber(_ text: some StringProtocol) -> Double? {
        var bytes = Substring(text).utf8[...]
        if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let whole = bytes.prefix(while: isDigit)
        bytes = bytes.dropFirst(whole.count)
        var fraction = bytes.prefix(0)
        if bytes.first == UInt8(ascii: ".") {
            fraction = bytes.dropFirst().prefix(while: isDigit)
            bytes = bytes.dropFirst(1 + fraction.count)
        }
        guard !whole.isEmpty || !fraction.isEmpty else { return nil }
        if let mark = bytes.first, mark == UInt8(ascii: "e") || mark == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            let exponent = bytes.prefix(while: isDigit)
            guard !exponent.isEmpty else { return nil }
            bytes = bytes.dropFirst(exponent.count)
        }
        guard bytes.isEmpty else { return nil }
        return Double(Substring(text))
    }

    /// Digits with "," before each group of three but the first: "1234567" → "1,234,567".
    static func groupedByThousands(_ digits: some StringProtocol) -> String {
        // By UTF-8 code unit: the digits are ASCII, and a string's `count` of characters walks the whole string.
        // The bytes are put together first and made a string once: appending to a string character by character
        // checked and grew it at every step.
        let count = digits.utf8.count
        var text: [UInt8] = []
        text.reserveCapacity(count + count / 3)
        for (offset, digit) in digits.utf8.enumerated() {
            if offset > 0, (count - offset) % 3 == 0 { text.append(UInt8(ascii: ",")) }
            text.append(digit)
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// `value` written with at least `width` digits in base `radix`, padded with leading zeros: `padded(7, width: 3)`
    /// is "007", `padded(-5, width: 3)` is "-005", `padded(0xE9, width: 4, radix: 16, uppercase: true)` is "00E9".
    @inlinable
    package static func padded(_ value: some BinaryInteger, width: Int, radix: Int = 10, uppercase: Bool = false) -> String {
        let digits = String(value.magnitude, radix: radix, uppercase: uppercase)
        let zeros = width - digits.utf8.count
        let unsigned = zeros > 0 ? String(repeating: "0", count: zeros) + digits : digits
        return value < 0 ? "-" + unsigned : unsigned
    }
}
