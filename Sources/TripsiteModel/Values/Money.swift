import Foundation

/// An amount of money in one currency.
public struct Money: Sendable, Hashable {
    /// The amount: kept as an `ExactAmount` when it is one (a price as written, and the sums and exact
    /// quotients of such prices), else as a `Decimal`.
    private let value: AmountValue
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
    /// calendar and in the structured data.
    public let formatted: String

    /// The money; a currency code is stored in upper case.
    public init(amount: Decimal, currency: String?) {
        let currency = currency?.uppercased()
        self.init(value: .decimal(amount), currency: currency, formatted: Self.format(amount, currency: currency))
    }

    /// The money of an amount as read; a currency code is stored in upper case.
    init(_ amount: AmountValue, currency: String?) {
        let currency = currency?.uppercased()
        switch amount {
        case .exact(let exact): self.init(exactly: exact, currency: currency)
        case .decimal(let decimal): self.init(value: .decimal(decimal), currency: currency, formatted: Self.format(decimal, currency: currency))
        }
    }

    /// The money of an amount held exactly; `currency` is an upper-case code.
    init(exactly amount: ExactAmount, currency: String?) {
        let number = amount.roundedText(decimals: Currency.minorDigits(of: currency))
        self.init(
            value: .exact(amount), currency: currency,
            formatted: number.map { Self.withCurrency($0, currency) } ?? Self.format(amount.decimal, currency: currency))
    }

    private init(value: AmountValue, currency: String?, formatted: String) {
        self.value = value
        self.currency = currency
        self.formatted = formatted
    }

    public var amount: Decimal { value.decimal }

    /// The amount, when it is held exactly.
    var exactAmount: ExactAmount? {
        if case .exact(let exact) = value { exact } else { nil }
    }

    /// The amount, as it is held.
    var amountValue: AmountValue { value }

    /// The amount as plain digits ("443", "1481.5"), as `DecimalText.plain` writes it.
    package var plainAmount: String { exactAmount?.plain ?? DecimalText.plain(amount) }

    /// The same currency, `count` (0 or more) times the amount.
    func multiplied(by count: Int) -> Money {
        if let product = exactAmount?.multiplied(by: count) { return Money(exactly: product, currency: currency) }
        return Money(amount: amount * Decimal(count), currency: currency)
    }

    /// The same currency, the amount divided by `count` (1 or more). A quotient that does not end
    /// (1,000 / 3) is a `Decimal`'s, and its text is still worked out from the exact amount.
    package func divided(by count: Int) -> Money {
        guard let exact = exactAmount else { return Money(amount: amount / Decimal(count), currency: currency) }
        if let quotient = exact.divided(by: count) { return Money(exactly: quotient, currency: currency) }
        let quotient = amount / Decimal(count)
        let number = exact.roundedText(dividedBy: count, decimals: Currency.minorDigits(of: currency))
        return Money(
            value: .decimal(quotient), currency: currency,
            formatted: number.map { Self.withCurrency($0, currency) } ?? Self.format(quotient, currency: currency))
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
        let number = AmountFormat.text(amount, decimals: Currency.minorDigits(of: currency))
        let showsNonZero = number.contains { $0 != "0" && $0 != "." && $0 != "," }
        return (amount < 0 && showsNonZero ? "-" : "") + withCurrency(number, currency)
    }

    /// The number written with the currency's symbol before it, or its code and a space.
    private static func withCurrency(_ number: String, _ currency: String?) -> String {
        guard let currency else { return number }
        if let symbol = Currency.displaySymbols[currency] { return symbol + number }
        return currency + " " + number
    }
}
