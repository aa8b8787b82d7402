/// Small text helpers shared by the value parsers.
///
/// Everything here works on ASCII rules only, so results never depend on the
/// process locale.
package enum ValueText {
    /// Blanks around and inside values: Unicode's White_Space (which includes no-break and narrow no-break spaces),
    /// plus the invisible zero-width space and byte-order mark that exports sometimes leave behind.
    static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isBlankForTrimming || scalar == "\u{200B}" || scalar == "\u{FEFF}"
    }

    /// The text without leading and trailing blanks.
    static func trimmed(_ text: String) -> Substring {
        let scalars = text.unicodeScalars
        guard let start = scalars.firstIndex(where: { !isBlank($0) }), let last = scalars.lastIndex(where: { !isBlank($0) }) else { return "" }
        return Substring(scalars[start...last])
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

    /// An ASCII digit, as a byte of UTF-8 text.
    package static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// The byte with an ASCII capital made small; any other byte as it is.
    package static func lowercasedASCII(_ byte: UInt8) -> UInt8 { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte }

    /// An ASCII letter, of either case, as a byte of UTF-8 text.
    package static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }

    /// The value of ASCII digits (the caller has checked they are digits, and few enough not to overflow).
    package static func value(ofDigits digits: some Sequence<UInt8>) -> Int {
        digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }

    static func isDigit(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return ascii >= 48 && ascii <= 57
    }

    package static func isLetter(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return (ascii >= 65 && ascii <= 90) || (ascii >= 97 && ascii <= 122)
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

    /// The value of a non-empty run of ASCII digits of at most `maxLength` characters.
    static func number<S: StringProtocol>(_ digits: S, maxLength: Int = 9) -> Int? {
        guard !digits.isEmpty, digits.count <= maxLength else { return nil }
        var value = 0
        for character in digits {
            guard isDigit(character), let ascii = character.asciiValue else { return nil }
            value = value * 10 + Int(ascii - 48)
        }
        return value
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

    /// `value` written with at least `width` digits, padded with leading zeros.
    package static func padded(_ value: Int, width: Int) -> String {
        let digits = String(value.magnitude)
        let zeros = width - digits.utf8.count
        let unsigned = zeros > 0 ? String(repeating: "0", count: zeros) + digits : digits
        return value < 0 ? "-" + unsigned : unsigned
    }
}

extension String {
    /// The text with `pad` in front up to `length` characters: `"7".leftPadded(to: 3)` is `"007"`.
    package func leftPadded(to length: Int, with pad: Character = "0") -> String {
        count >= length ? self : String(repeating: pad, count: length - count) + self
    }
}
