/// An amount of money in one currency.
public struct Money: Sendable, Hashable {
    /// The amount, exactly as written or worked out.
    public let amount: ExactAmount
    /// The ISO 4217 code ("NGN", "EUR", "USD") when known; `nil` when the price gave none
    /// and no default applied.
    public let currency: String?
    /// The amount for display, the same on every machine: the currency's well-known symbol when it
    /// has one, else its code and a space, then the amount grouped by thousands with "," and rounded
    /// to the currency's usual decimals (2 when unknown): "₦450,000.00", "€10.00", "$1,234.50",
    /// "CHF 120.00", "¥12,000", "KWD 1.250"; just "1,234.50" without a currency.
    ///
    /// Written once, when the money is made: a price is shown on its trip's page, in its list, in the
    /// calendar and in the structured data.
    public let formatted: String

    /// The money; a currency code is stored in upper case.
    public init(amount: ExactAmount, currency: String?) {
        self.init(amount, code: currency?.uppercased())
    }

    /// The money of an amount; `code` is an upper-case currency code.
    init(_ amount: ExactAmount, code: String?) {
        let number = amount.roundedText(decimals: Currency.minorDigits(of: code))
        self.init(amount: amount, currency: code, formatted: Self.withCurrency(number, code))
    }

    private init(amount: ExactAmount, currency: String?, formatted: String) {
        self.amount = amount
        self.currency = currency
        self.formatted = formatted
    }

    /// The amount rounded to the currency's usual decimals, grouped by thousands with "," ("450,000.00"): the
    /// number `formatted` writes, for a page that writes numbers the way its language does.
    package var roundedAmount: String { amount.roundedText(decimals: Currency.minorDigits(of: currency)) }

    /// The amount as plain digits ("443", "1481.5").
    package var plainAmount: String { amount.plain }

    /// The same currency, `count` (0 or more) times the amount.
    func multiplied(by count: Int) -> Money {
        Money(amount.multiplied(by: count), code: currency)
    }

    /// The same currency, the amount divided by `count` (1 or more). A quotient that does not end (1,000 / 3)
    /// is shown rounded from the exact one.
    package func divided(by count: Int) -> Money {
        let number = amount.roundedText(dividedBy: count, decimals: Currency.minorDigits(of: currency))
        return Money(amount: amount.divided(by: count), currency: currency, formatted: Self.withCurrency(number, currency))
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
        text.utf8.count == 3 && text.utf8.allSatisfy(ValueText.isLetter)
    }

    /// The number written with the currency's symbol before it, or its code and a space.
    private static func withCurrency(_ number: String, _ currency: String?) -> String {
        guard let currency else { return number }
        if let symbol = Currency.displaySymbols[currency] { return symbol + number }
        return currency + " " + number
    }
}
