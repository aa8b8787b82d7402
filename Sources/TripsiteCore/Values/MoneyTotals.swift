import Foundation

/// Totals per currency, never adding different currencies together.
public struct MoneyTotals: Sendable, Equatable {
    private var sums: [String?: Decimal] = [:]

    public init() {}

    public mutating func add(_ money: Money) {
        sums[money.currency?.uppercased(), default: 0] += money.amount
    }

    /// One sum per currency met, ordered by currency code, with the sum of prices without a currency last.
    public var byCurrency: [(currency: String?, amount: Decimal)] {
        sums.map { (currency: $0.key, amount: $0.value) }.sorted { lhs, rhs in
            switch (lhs.currency, rhs.currency) {
            case let (left?, right?): return left < right
            case (.some, nil): return true
            default: return false
            }
        }
    }

    /// Whether the totals hold at most one currency (so also when nothing was added), that is
    /// whether `formatted` is a single amount.
    public var isSingleCurrency: Bool { sums.count <= 1 }

    /// The sums joined with " + " in `byCurrency` order: "₦1,930,000.00" or "₦1,930,000.00 + €40.00";
    /// "0.00" when nothing was added.
    public var formatted: String {
        guard !sums.isEmpty else { return Money(amount: 0, currency: nil).formatted }
        return byCurrency.map { Money(amount: $0.amount, currency: $0.currency).formatted }.joined(separator: " + ")
    }
}
