import Foundation

/// An amount of money in one currency.
public struct Money: Sendable, Hashable {
    public let amount: Decimal
    /// The ISO 4217 code ("NGN", "EUR", "USD") when known; `nil` when the price gave none
    /// and no default applied.
    public let currency: String?
    /// The amount for display, the same on every machine: the currency's well-known symbol when it
    /// has one, else its code and a space, then the amount grouped by thousands with "," and rounded
    /// to the currency's usual decimals (2 when unknown): "₦450,000.00", "€10.00", "$1,234.50",
    /// "CHF 120.00", "¥12,000", "KWD 1.250"; just "1,234.50" without a currency.
    /// A negative amount starts with "-": "-€5.00".
    ///
    /// Written once, when the money is made: a price is shown on its trip's page, in its list, in the
    /// calendar and in the structured data, and writing a `Decimal` out is not cheap.
    public let formatted: String

    /// The money; a currency code is stored in upper case.
    public init(amount: Decimal, currency: String?) {
        self.amount = amount
        self.currency = currency?.uppercased()
        self.formatted = Self.format(amount, currency: self.currency)
    }

    /// Whether `text` has the shape of an ISO 4217 code: exactly three ASCII letters, in either
    /// case (callers store it upper-cased). Whether the code is actually assigned is not checked.
    public static func isCurrencyCode(_ text: String) -> Bool {
        text.count == 3 && text.allSatisfy(ValueText.isLetter)
    }

    private static func format(_ amount: Decimal, currency: String?) -> String {
        let number = AmountFormat.text(amount, decimals: Currency.minorDigits(of: currency))
        let showsNonZero = number.contains { $0 != "0" && $0 != "." && $0 != "," }
        let sign = amount < 0 && showsNonZero ? "-" : ""
        guard let currency else { return sign + number }
        if let symbol = Currency.displaySymbols[currency] { return sign + symbol + number }
        return sign + currency + " " + number
    }
}
