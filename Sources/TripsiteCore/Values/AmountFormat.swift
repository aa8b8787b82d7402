import Foundation

/// Writes amounts with "," grouping thousands and "." before the decimals, whatever the
/// process locale: 1234.5 with 2 decimals is "1,234.50".
enum AmountFormat {
    /// The size of `amount`, rounded half up to `decimals` digits and grouped by thousands;
    /// the sign is left to the caller.
    static func text(_ amount: Decimal, decimals: Int) -> String {
        var source = amount.magnitude
        var rounded = Decimal()
        NSDecimalRound(&rounded, &source, decimals, .plain)
        // `Decimal.description` is plain digits with "." for the decimals, never localized.
        let digits = rounded.description
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = grouped(parts[0])
        var fraction = parts.count == 2 ? String(parts[1]) : ""
        fraction += String(repeating: "0", count: max(0, decimals - fraction.count))
        return whole + (decimals > 0 ? "." + fraction : "")
    }

    private static func grouped(_ digits: Substring) -> String {
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
