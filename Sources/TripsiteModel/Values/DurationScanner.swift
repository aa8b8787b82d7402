/// A number read from a duration: whole part and fraction digits, kept exact.
struct DurationNumber {
    var whole: Int
    var fractionDigits: Substring

    var isWhole: Bool { fractionDigits.allSatisfy { $0 == "0" } }
}

/// A running total of a duration in microseconds, so fractions of units add up exactly
/// before the one final rounding to minutes.
struct DurationSeconds {
    private var microseconds = 0

    /// Adds `number` units of `unitSeconds`; `false` when the total would overflow.
    mutating func add(_ number: DurationNumber, unitSeconds: Int) -> Bool {
        let fraction = number.fractionDigits.prefix(6)
        let scaledFraction = (ValueText.number(fraction) ?? 0) * Self.powerOfTen(6 - fraction.count)
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

/// Steps through a lowercase duration text.
struct DurationScanner {
    private let text: Substring
    private var index: Substring.Index

    init(text: Substring) {
        self.text = text
        index = text.startIndex
    }

    var isAtEnd: Bool { index == text.endIndex }

    mutating func skipSpaces() {
        while !isAtEnd, text[index] == " " { index = text.index(after: index) }
    }

    /// Skips spaces, commas and the word "and" between parts.
    mutating func skipSeparators() {
        while !isAtEnd {
            if text[index] == " " || text[index] == "," {
                index = text.index(after: index)
            } else if text[index...].hasPrefix("and ") {
                index = text.index(index, offsetBy: 4)
            } else {
                return
            }
        }
    }

    /// Digits with an optional fraction after "." or "," ("2", "2.5", "2,5", ".5").
    mutating func number() -> DurationNumber? {
        let start = index
        while !isAtEnd, ValueText.isDigit(text[index]) { index = text.index(after: index) }
        let wholeDigits = text[start..<index]
        var fraction: Substring = ""
        if !isAtEnd, text[index] == "." || text[index] == ",",
           text.index(after: index) < text.endIndex, ValueText.isDigit(text[text.index(after: index)]) {
            index = text.index(after: index)
            let fractionStart = index
            while !isAtEnd, ValueText.isDigit(text[index]) { index = text.index(after: index) }
            fraction = text[fractionStart..<index]
        }
        guard !wholeDigits.isEmpty || !fraction.isEmpty else { return nil }
        guard let whole = wholeDigits.isEmpty ? 0 : ValueText.number(wholeDigits) else { return nil }
        return DurationNumber(whole: whole, fractionDigits: fraction)
    }

    /// A run of ASCII letters, possibly empty.
    mutating func letters() -> Substring {
        let start = index
        while !isAtEnd, ValueText.isLetter(text[index]) { index = text.index(after: index) }
        return text[start..<index]
    }

    /// The next character, if any.
    mutating func character() -> Character? {
        guard !isAtEnd else { return nil }
        defer { index = text.index(after: index) }
        return text[index]
    }
}
