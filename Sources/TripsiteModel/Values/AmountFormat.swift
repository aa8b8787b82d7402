import Foundation

/// Writes amounts with "," grouping thousands and "." before the decimals, whatever the
/// process locale: 1234.5 with 2 decimals is "1,234.50".
enum AmountFormat {
    /// The size of `amount`, rounded half up to `decimals` digits and grouped by thousands;
    /// the sign is left to the caller.
    static func text(_ amount: Decimal, decimals: Int) -> String {
        var source = amount.magnitude
        var rounded = source
        // An amount with no more decimals than shown (as prices read from text are) needs no rounding.
        if source.isNaN || source.exponent < -decimals {
            rounded = Decimal()
            NSDecimalRound(&rounded, &source, decimals, .plain)
        }
        // Plain digits with "." for the decimals, never localized.
        let digits = Array(DecimalText.plain(rounded).utf8)
        let point = digits.firstIndex(of: UInt8(ascii: ".")) ?? digits.count
        return text(whole: digits[..<point], fraction: point < digits.count ? digits[(point + 1)...] : [], decimals: decimals)
    }

    /// The whole part's digits grouped by thousands with ",", then, when `decimals` is above 0, "." and the
    /// fraction's digits with zeros after them up to `decimals`: "1,234.50".
    static func text(whole: ArraySlice<UInt8>, fraction: ArraySlice<UInt8>, decimals: Int) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(whole.count + whole.count / 3 + decimals + 1)
        appendGrouped(whole, to: &result)
        if decimals > 0 {
            result.append(UInt8(ascii: "."))
            result += fraction
            result += repeatElement(UInt8(ascii: "0"), count: max(0, decimals - fraction.count))
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Appends the digits of a whole number with "," before each group of three but the first: "1,234,567".
    static func appendGrouped(_ digits: some Collection<UInt8>, to bytes: inout [UInt8]) {
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(digit)
        }
    }
}
