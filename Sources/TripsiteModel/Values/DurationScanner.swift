/// A number read from a duration: whole part and fraction digits (ASCII bytes), kept exact.
struct DurationNumber {
    var whole: Int
    var fractionDigits: Substring.UTF8View

    var isWhole: Bool { fractionDigits.allSatisfy { $0 == UInt8(ascii: "0") } }
}

/// A running total of a duration in microseconds, so fractions of units add up exactly
/// before the one final rounding to minutes.
struct DurationSeconds {
    private var microseconds = 0

    /// Adds `number` units of `unitSeconds`; `false` when the total would overflow.
    mutating func add(_ number: DurationNumber, unitSeconds: Int) -> Bool {
        let fraction = number.fractionDigits.prefix(6)
        // The fraction's digits were scanned as digits: `nil` means there are none.
        let scaledFraction = (ValueText.number(fraction, maxLength: 6) ?? 0) * Self.powerOfTen(6 - fraction.count)
        let (wholeMicros, wholeOverflow) = number.whole.multipliedReportingOverflow(by: 1_000_000)
        let (micros, sumOverflow) = wholeMicros.addingReportingOverflow(scaledFraction)
        let (amount, amountOverflow) = micros.multipliedReportingOverflow(by: unitSeconds)
        let (newTotal, totalOverflow) = microseconds.addingReportingOverflow(amount)
        guard !(wholeOverflow || sumOverflow || amountOverflow || totalOverflow) else { return false }
        microseconds = newTotal
        return true
    }

    /// The total rounded to the nearest minute, half a minute rounding up.
    var roundedMinutes: Int? {
        let (rounded, overflow) = microseconds.addingReportingOverflow(30_000_000)
        return overflow ? nil : rounded / 60_000_000
    }

    private static func powerOfTen(_ exponent: Int) -> Int {
        (0..<exponent).reduce(1) { value, _ in value * 10 }
    }
}

/// Steps through a lowercase duration text, byte by byte: everything it looks for (digits, letters, spaces,
/// commas, points) is ASCII, and any other character stops it where a character-by-character reading would.
struct DurationScanner {
    private let bytes: Substring.UTF8View
    private var index: Substring.UTF8View.Index

    init(text: Substring) {
        bytes = text.utf8
        index = bytes.startIndex
    }

    var isAtEnd: Bool { index == bytes.endIndex }

    private var current: UInt8? { isAtEnd ? nil : bytes[index] }

    private mutating func advance() { index = bytes.index(after: index) }

    mutating func skipSpaces() {
        while current == UInt8(ascii: " ") { advance() }
    }

    /// Skips spaces, commas and the word "and" between parts.
    mutating func skipSeparators() {
        while let byte = current {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: ",") {
                advance()
            } else if bytes[index...].starts(with: "and ".utf8) {
                index = bytes.index(index, offsetBy: 4)
            } else {
                return
            }
        }
    }

    /// Digits with an optional fraction after "." or "," ("2", "2.5", "2,5", ".5"); at most 9 whole digits.
    mutating func number() -> DurationNumber? {
        let wholeDigits = digits()
        var fraction = bytes[index..<index]
        if let byte = current, byte == UInt8(ascii: ".") || byte == UInt8(ascii: ","),
           let next = bytes[bytes.index(after: index)...].first, ValueText.isDigit(next) {
            advance()
            fraction = digits()
        }
        guard !wholeDigits.isEmpty || !fraction.isEmpty, wholeDigits.count <= 9 else { return nil }
        return DurationNumber(whole: ValueText.number(wholeDigits) ?? 0, fractionDigits: fraction)
    }

    private mutating func digits() -> Substring.UTF8View {
        let start = index
        while let byte = current, ValueText.isDigit(byte) { advance() }
        return bytes[start..<index]
    }

    /// A run of ASCII letters, possibly empty, as text.
    mutating func letters() -> String {
        let start = index
        while let byte = current, ValueText.isLetter(byte) { advance() }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// The next byte, if any.
    mutating func byte() -> UInt8? {
        defer { if !isAtEnd { advance() } }
        return current
    }
}
