import Foundation

/// How a locale writes a number, learnt once from Foundation's own formatting of a probe (1234567 and 1234):
/// what comes before and after the digits (a currency's symbol and its spacing, a right-to-left mark), the
/// separator of thousands, the decimal separator, and whether four-digit numbers are grouped (Spanish and
/// Italian write "3500,50 €"). Applied to an exact amount's digits, it writes it as Foundation would, without
/// going through a binary floating-point number and at the cost of a few string appends.
struct NumberPattern: Sendable, Equatable {
    var prefix: String
    var suffix: String
    var groupSeparator: String
    var decimalSeparator: String
    var groupsFourDigits: Bool

    /// The pattern of `format`'s output, or nil when it does not read as a probe written with ASCII digits
    /// (a numbering system of other digits), for which Foundation formats each number itself.
    static func learn(_ format: (Decimal) -> String, decimalSeparator fallback: String) -> NumberPattern? {
        let large = Array(format(Decimal(1_234_567)))
        let small = Array(format(Decimal(1234)))
        guard let first = large.firstIndex(where: \.isASCIIDigit), let last = large.lastIndex(where: \.isASCIIDigit) else { return nil }
        let body = large[first...last]
        // "1" group "234" group "567", then a decimal separator and zeros when the format shows decimals.
        guard let twoIndex = body.firstIndex(of: "2"), body.starts(with: ["1"]) else { return nil }
        let group = String(body[(body.startIndex + 1)..<twoIndex])
        let afterGroups = Array(body[twoIndex...])
        let expected = Array("234" + group + "567")
        guard afterGroups.starts(with: expected) else { return nil }
        let rest = afterGroups.dropFirst(expected.count)
        var decimal = fallback
        if let zero = rest.firstIndex(of: "0") {
            decimal = String(rest[..<zero])
            guard rest[zero...].allSatisfy({ $0 == "0" }) else { return nil }
        } else if !rest.isEmpty {
            return nil
        }
        let groupsFour = !group.isEmpty && String(small).contains("1" + group + "234")
        return NumberPattern(
            prefix: String(large[..<first]), suffix: String(large[(last + 1)...]), groupSeparator: group,
            decimalSeparator: decimal, groupsFourDigits: groupsFour)
    }

    /// Digits written as `"450,000.00"` (grouped by "," with "." before the fraction, as `Money.roundedAmount`
    /// gives them) written the locale's way, with the prefix and suffix around them.
    func apply(toGrouped text: String) -> String {
        let negative = text.hasPrefix("-")
        let number = negative ? text.utf8.dropFirst() : text.utf8[...]
        let dot = number.firstIndex(of: UInt8(ascii: "."))
        // ASCII digits, so that their bytes are their characters.
        let digits = String(decoding: number[..<(dot ?? number.endIndex)].filter { $0 != UInt8(ascii: ",") }, as: UTF8.self)
        let fraction = dot.map { String(decoding: number[number.index(after: $0)...], as: UTF8.self) } ?? ""
        return written(negative: negative, digits: digits, fraction: fraction)
    }

    /// A whole number written the locale's way.
    func apply(to value: Int) -> String {
        written(negative: value < 0, digits: String(value.magnitude), fraction: "")
    }

    /// ASCII `digits` grouped by threes from the right when the locale groups a number that long, then the
    /// fraction's digits after the decimal separator, with the prefix and suffix around them.
    private func written(negative: Bool, digits: String, fraction: String) -> String {
        var result = negative ? "-" + prefix : prefix
        let count = digits.utf8.count
        if !groupSeparator.isEmpty, count > 4 || (count == 4 && groupsFourDigits) {
            var start = digits.utf8.startIndex
            var length = count % 3 == 0 ? 3 : count % 3
            while start < digits.utf8.endIndex {
                let end = digits.utf8.index(start, offsetBy: length)
                if start > digits.utf8.startIndex { result += groupSeparator }
                result += digits[start..<end]
                (start, length) = (end, 3)
            }
        } else {
            result += digits
        }
        if !fraction.isEmpty { result += decimalSeparator + fraction }
        return result + suffix
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
