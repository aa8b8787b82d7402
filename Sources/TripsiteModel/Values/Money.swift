import Foundation

/// An amount of money in one currency.
public struct Money: Sendable, Hashable {
    /// The amount, exact as written: prices are read digit for digit, and sums and products of them are exact.
    public let amount: Decimal
    /// The ISO 4217 code ("NGN", "EUR", "USD") when known; `nil` when the price gave none
    /// and no default applied.
    public let currency: String?
    /// The amount for display, the same on every machine: the currency's well-known symbol when it
    /// has one, else its code and a space, then the amount grouped by thousands with "," and rounded
    /// half up to the currency's usual decimals (2 when unknown): "₦450,000.00", "€10.00", "$1,234.50",
    /// "CHF 120.00", "¥12,000", "KWD 1.250"; just "1,234.50" without a currency.
    /// A negative amount starts with "-": "-€5.00".
    ///
    /// Written once, when the money is made: a price is shown on its trip's page, in its list, in the
    /// calendar and in the structured data.
    public let formatted: String

    /// The money; a currency code is stored in upper case.
    public init(amount: Decimal, currency: String?) {
        let currency = currency?.uppercased()
        self.amount = amount
        self.currency = currency
        formatted = Self.format(amount, currency: currency)
    }

    /// The amount as plain digits, as `Decimal` writes it: no trailing zeros after the point, no point for a
    /// whole amount ("443", "1481.5", "0.005", "0").
    package var plainAmount: String { Self.plainText(amount) }

    /// The same currency, `count` (0 or more) times the amount.
    func multiplied(by count: Int) -> Money {
        Money(amount: amount * Decimal(count), currency: currency)
    }

    /// The same currency, the amount divided by `count` (1 or more). A quotient that does not end
    /// (1,000 / 3) is cut to the 38 digits a `Decimal` holds.
    package func divided(by count: Int) -> Money {
        Money(amount: amount / Decimal(count), currency: currency)
    }

    public static func == (left: Money, right: Money) -> Bool {
        left.currency == right.currency && left.amount == right.amount
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(currency)
        hasher.combine(amount)
    }

    /// Whether `text` has the shape of an ISO 4217 code: exactly three ASCII letters, in either
    /// case (callers store it upper-cased). Whether the code is actually assigned is not checked.
    public static func isCurrencyCode(_ text: String) -> Bool {
        text.count == 3 && text.allSatisfy(ValueText.isLetter)
    }

    private static func format(_ amount: Decimal, currency: String?) -> String {
        let number = grouped(amount.magnitude, decimals: Currency.minorDigits(of: currency))
        let showsNonZero = number.contains { $0 != "0" && $0 != "." && $0 != "," }
        let sign = amount < 0 && showsNonZero ? "-" : ""
        guard let currency else { return sign + number }
        return sign + (Currency.displaySymbols[currency] ?? currency + " ") + number
    }

    /// The amount rounded half up to `decimals` digits, with "," grouping thousands and "." before the
    /// decimals, whatever the process locale: 1234.5 with 2 decimals is "1,234.50".
    static func grouped(_ amount: Decimal, decimals: Int) -> String {
        var source = amount
        var rounded = Decimal()
        NSDecimalRound(&rounded, &source, decimals, .plain)
        let parts = plainText(rounded).split(separator: ".", omittingEmptySubsequences: false)
        let text = ValueText.groupedByThousands(parts[0])
        guard decimals > 0 else { return text }
        let fraction = parts.count > 1 ? parts[1] : ""
        return text + "." + fraction + String(repeating: "0", count: max(0, decimals - fraction.count))
    }

    /// `amount.description` ("1234.5", "-0.05", "0"), written from the amount's digits and exponent when its
    /// digits fit in 64 bits, as a price's always do. Foundation's description took 6.6% of a build's
    /// instructions (callgrind, 200 synthetic trips), about twenty times as much as this.
    static func plainText(_ amount: Decimal) -> String {
        let significand = amount.significand
        let value = UInt64(truncating: NSDecimalNumber(decimal: significand))
        guard !amount.isNaN, Decimal(value) == significand else { return amount.description }
        guard value != 0 else { return "0" }
        var digits = String(value)
        if amount.exponent >= 0 {
            digits += String(repeating: "0", count: amount.exponent)
        } else {
            let places = -amount.exponent
            if digits.count <= places { digits = String(repeating: "0", count: places - digits.count + 1) + digits }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -places))
        }
        return (amount.sign == .minus ? "-" : "") + digits
    }
}
