import Foundation
@testable import TripsiteModel

/// Whole amounts written as numbers in the tests: `Money(amount: 5, currency: "EUR")`.
extension ExactAmount: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: UInt64) { self = ExactAmount(String(value))! }
}

extension ExactAmount {
    /// The same amount as a `Decimal`, the reference the tests compare with.
    var decimal: Decimal { Decimal(string: plain, locale: Locale(identifier: "en_US_POSIX"))! }
}

/// Money of an amount written as plain digits ("1234.5").
func moneyValue(_ amount: String, _ currency: String?) -> Money {
    Money(amount: ExactAmount(amount)!, currency: currency)
}

/// What rounding a `Decimal` half up to `decimals` digits and grouping its whole part by thousands gives:
/// the reference for `ExactAmount.roundedText`.
func referenceText(_ amount: Decimal, decimals: Int) -> String {
    var source = amount, rounded = Decimal()
    NSDecimalRound(&rounded, &source, decimals, .plain)
    let parts = rounded.description.split(separator: ".", omittingEmptySubsequences: false)
    let whole = Array(parts[0])
    var text = ""
    for (offset, digit) in whole.enumerated() {
        if offset > 0, (whole.count - offset) % 3 == 0 { text += "," }
        text.append(digit)
    }
    guard decimals > 0 else { return text }
    let fraction = parts.count > 1 ? String(parts[1]) : ""
    return text + "." + fraction + String(repeating: "0", count: decimals - fraction.count)
}
