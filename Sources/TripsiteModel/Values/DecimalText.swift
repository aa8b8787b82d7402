import Foundation

/// A `Decimal` written out as plain digits, as `description` writes it ("443", "1481.5", "0.005", "-2"),
/// several times faster for the amounts prices hold.
///
/// `Decimal.description` builds its text a digit at a time and took a twentieth of a whole build's work: every
/// price is written for its page, its sort key and its calendar entry. A decimal whose digits fit in 18
/// decimal places is read as a 64-bit integer instead (its exponent shifted away), then written with the
/// point put back; any other value (NaN, longer digits) is left to `description`.
enum DecimalText {
    static func plain(_ value: Decimal) -> String {
        guard !value.isNaN else { return value.description }
        if value.isZero { return "0" }
        let decimals = max(0, -value.exponent)
        guard let digits = integerDigits(value.magnitude, shiftedBy: decimals) else { return value.description }
        let sign = value < 0 ? "-" : ""
        guard decimals > 0 else { return sign + digits }
        guard digits.utf8.count > decimals else {
            return sign + "0." + String(repeating: "0", count: decimals - digits.utf8.count) + digits
        }
        let point = digits.index(digits.endIndex, offsetBy: -decimals)
        return sign + digits[..<point] + "." + digits[point...]
    }

    /// The digits of `magnitude × 10^places` (a whole number) when they are at most 18; `nil` otherwise.
    private static func integerDigits(_ magnitude: Decimal, shiftedBy places: Int) -> String? {
        guard places <= 18 else { return nil }
        var source = magnitude
        var shifted = Decimal()
        guard NSDecimalMultiplyByPowerOf10(&shifted, &source, Int16(places), .plain) == .noError,
              shifted < largest else { return nil }
        // A whole number below 10^18 converts exactly.
        return String(NSDecimalNumber(decimal: shifted).uint64Value)
    }

    private static let largest = Decimal(sign: .plus, exponent: 18, significand: 1)
}
