/// Reads the number of a price, written with the grouping and decimal marks of any country.
///
/// The rule for "." and ",":
/// - When both appear, the one that comes last is the decimal mark and the other groups
///   thousands: "1.234,50" and "1,234.50" are both 1234.50.
/// - When one of them appears several times it groups thousands: "1,234,567", "1.234.567".
/// - When one of them appears once, it groups thousands if exactly three digits follow it,
///   the part before it is one to three digits not starting with 0, no space or apostrophe
///   already groups the digits, and the currency does not use three decimals (KWD, BHD...):
///   "1,234" and "1.234" are 1234, while "0.500", "12.5", "12,50" and "1.234 KWD" are decimals.
/// - Spaces and apostrophes only group thousands: "1 234,50", "1'234.50".
/// - Groups after the first have three digits, or two before a final three as in India: "1,23,456".
/// - A trailing ",-" or ".-" means no cents, so every mark before it groups: "10,-" is 10, "1.000,-" is 1000.
/// Signs are not read here.
enum AmountText {
    /// The amount, or `nil` when the text is not a well-formed unsigned number.
    static func read(_ text: Substring, minorDigits: Int) -> ExactAmount? {
        readCommonShape(text) ?? readByRules(text, minorDigits: minorDigits)
    }

    /// `read` by the rules above alone, for every shape.
    static func readByRules(_ text: Substring, minorDigits: Int) -> ExactAmount? {
        var text = text
        let wholeOnly = text.hasSuffix(",-") || text.hasSuffix(".-")
        if wholeOnly { text = text.dropLast(2) }
        guard let first = text.utf8.first, ValueText.isDigit(first) || first == UInt8(ascii: ".") || first == UInt8(ascii: ","),
              let last = text.utf8.last, ValueText.isDigit(last)
        else { return nil }
        // Then every character is one scalar: an ASCII digit, a point, a comma or a mark that only groups.
        guard text.unicodeScalars.allSatisfy({ scalar in
            (scalar.isASCII && ValueText.isDigit(UInt8(scalar.value))) || scalar == "." || scalar == "," || spacingGroupMarks.contains(scalar)
        }) else { return nil }
        guard let (whole, fraction) = wholeOnly ? (text, "") : split(text, minorDigits: minorDigits),
              let wholeDigits = ungrouped(whole),
              fraction.utf8.allSatisfy(ValueText.isDigit)
        else { return nil }
        return ExactAmount(digits: wholeDigits + fraction, fractionCount: fraction.count)
    }

    /// The shapes nearly every price has, read from the bytes in one pass: digits ("120"), digits and a
    /// decimal part that is not three digits long ("45.50", "12.5"), and thousands grouped by "," before a
    /// decimal part ("1,234.50", "12,345,678.9"). The rules above give these the same value; `nil` for any
    /// other shape (which the rules then read), and for more than 18 digits.
    /// It saves more than 5% of a build (docs/performance.md, "Instruction counts").
    static func readCommonShape(_ text: Substring) -> ExactAmount? {
        var value: UInt64 = 0
        var digitCount = 0
        var fractionCount = 0
        var run = 0
        var sawComma = false
        var inFraction = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard digitCount < 18 else { return nil }
                value = value * 10 + UInt64(byte - UInt8(ascii: "0"))
                digitCount += 1
                run += 1
                if inFraction { fractionCount += 1 }
            case UInt8(ascii: ",") where !inFraction:
                // The first group has one to three digits, every later one three.
                guard sawComma ? run == 3 : (1...3).contains(run) else { return nil }
                sawComma = true
                run = 0
            case UInt8(ascii: ".") where !inFraction:
                guard sawComma ? run == 3 : run >= 1 else { return nil }
                inFraction = true
                run = 0
            default:
                return nil
            }
        }
        // Ends with a digit; "1,234" (no decimal part) and "0.500" (three decimals, no comma) are left to the rules.
        guard run >= 1, !(sawComma && !inFraction), !(inFraction && !sawComma && fractionCount == 3) else { return nil }
        return ExactAmount(units: UInt128(value), scale: fractionCount)
    }

    /// Marks that can only group thousands, never stand for the decimal point.
    private static let spacingGroupMarks: Set<Unicode.Scalar> = [" ", "'", "’"]

    /// The whole part (still grouped) and the fraction digits, after deciding which mark is decimal.
    private static func split(_ text: Substring, minorDigits: Int) -> (Substring, Substring)? {
        let dots = text.filter { $0 == "." }.count
        let commas = text.filter { $0 == "," }.count
        let decimalMark: Character?
        if dots > 0, commas > 0 {
            decimalMark = text.last { $0 == "." || $0 == "," }
        } else if dots + commas > 1 {
            decimalMark = nil
        } else if dots + commas == 1 {
            let mark: Character = dots == 1 ? "." : ","
            decimalMark = groupsThousands(mark, in: text, minorDigits: minorDigits) ? nil : mark
        } else {
            decimalMark = nil
        }
        guard let decimalMark else { return (text, "") }
        let parts = text.split(separator: decimalMark, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[1].isEmpty else { return nil }
        return (parts[0].isEmpty ? "0" : parts[0], parts[1])
    }

    /// Whether a single "." or "," in `text` is a thousands mark rather than a decimal mark.
    private static func groupsThousands(_ mark: Character, in text: Substring, minorDigits: Int) -> Bool {
        guard minorDigits != 3, !text.unicodeScalars.contains(where: spacingGroupMarks.contains) else { return false }
        let parts = text.split(separator: mark, omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count == 3, (1...3).contains(parts[0].count) else { return false }
        return parts[0].first != "0"
    }

    /// The digits of a whole part whose groups are well formed, without the marks (`readByRules` has checked that
    /// the part holds nothing but ASCII digits and marks, so a whole number is a digit).
    private static func ungrouped(_ whole: Substring) -> String? {
        let marks = Set(whole.filter { !$0.isWholeNumber })
        guard marks.count <= 1 else { return nil }
        guard let mark = marks.first else { return String(whole) }
        let groups = whole.split(separator: mark, omittingEmptySubsequences: false).map(\.count)
        guard let head = groups.first, (1...3).contains(head), groups.last == 3 else { return nil }
        let middle = groups.dropFirst().dropLast()
        let thousands = middle.allSatisfy { $0 == 3 }
        let indian = head <= 2 && middle.allSatisfy { $0 == 2 }
        guard thousands || indian else { return nil }
        return whole.filter(\.isWholeNumber)
    }
}
