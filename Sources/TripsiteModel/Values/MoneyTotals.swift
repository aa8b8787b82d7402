/// Totals per currency, never adding different currencies together.
public struct MoneyTotals: Sendable, Equatable {
    private var sums: [String?: ExactAmount] = [:]

    public init() {}

    public mutating func add(_ money: Money) {
        sums[money.currency] = sums[money.currency].map { $0.adding(money.amount) } ?? money.amount
    }

    /// One sum per currency met, ordered by currency code, with the sum of prices without a currency last.
    public var byCurrency: [(currency: String?, amount: ExactAmount)] {
        sumsByCurrency.map { (currency: $0.currency, amount: $0.amount) }
    }

    /// The sums as money, in `byCurrency` order.
    package var sumsByCurrency: [Money] {
        sums.map { Money($0.value, code: $0.key) }.sorted { lhs, rhs in
            switch (lhs.currency, rhs.currency) {
            case let (left?, right?): return left < right
            case (.some, nil): return true
            default: return false
            }
        }
    }

    /// The only sum, when the totals hold exactly one currency (or only prices without one).
    package var onlySum: Money? {
        guard sums.count == 1, let (currency, amount) = sums.first else { return nil }
        return Money(amount, code: currency)
    }

    /// Whether the totals hold at most one currency (so also when nothing was added), that is
    /// whether `formatted` is a single amount.
    public var isSingleCurrency: Bool { sums.count <= 1 }

    /// Whether nothing was added.
    public var isEmpty: Bool { sums.isEmpty }

    /// The number of currencies met (prices without a currency count as one).
    public var currencyCount: Int { sums.count }

    /// The sums joined with " + " in `byCurrency` order: "₦1,930,000.00" or "₦1,930,000.00 + €40.00";
    /// "0.00" when nothing was added.
    public var formatted: String {
        guard !sums.isEmpty else { return Money(.zero, code: nil).formatted }
        return sumsByCurrency.map(\.formatted).joined(separator: " + ")
    }
}
