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
        var result: [UInt8] = []
        result.reserveCapacity(point + point / 3 + decimals + 1)
        for index in 0..<point {
            if index > 0, (point - index) % 3 == 0 { result.append(UInt8(ascii: ",")) }
            result.append(digits[index])
        }
        if decimals > 0 {
            let fraction = point < digits.count ? digits[(point + 1)...] : []
            result.append(UInt8(ascii: "."))
            result += fraction
            result += repeatElement(UInt8(ascii: "0"), count: max(0, decimals - fraction.count))
        }
        return String(decoding: result, as: UTF8.self)
    }
}
