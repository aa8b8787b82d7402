import Foundation
import TripsiteModel

/// What a trip costs: the sum of its priced items per currency, by category, against the budget.
public struct CostSummary: Sendable {
    /// How the total compares with the budget.
    public enum BudgetStatus: Sendable, Equatable {
        case under(Money)
        case exact
        case over(Money)
        /// The two cannot be compared, for the reason given.
        case notComparable(Mismatch)
    }

    /// Why the costs and the budget cannot be compared.
    public enum Mismatch: Sendable, Equatable {
        case budgetWithoutCurrency
        case severalCurrencies
        /// The costs are in one currency (nil: prices without one), the budget in another.
        case otherCurrency(costs: String?, budget: String)
    }

    public var flights = MoneyTotals()
    public var hotels = MoneyTotals()
    public var activities = MoneyTotals()
    public var total = MoneyTotals()
    /// Items that have no price (or a hotel stay whose total cannot be worked out).
    public var unpricedItems = 0
    public var budget: Money?
    public var budgetStatus: BudgetStatus?

    public init(trip: Trip) {
        // By index, so that only each item's price is read, not a copy of the whole item made.
        for index in trip.flights.indices { add(trip.flights[index].totalPrice, to: \.flights) }
        for index in trip.hotels.indices { add(trip.hotels[index].totalPrice, to: \.hotels) }
        for index in trip.activities.indices { add(trip.activities[index].price, to: \.activities) }
        budget = trip.budget
        budgetStatus = Self.compare(total: total, budget: trip.budget)
    }

    private mutating func add(_ price: Money?, to category: WritableKeyPath<CostSummary, MoneyTotals>) {
        guard let price else {
            unpricedItems += 1
            return
        }
        self[keyPath: category].add(price)
        total.add(price)
    }

    package var hasCosts: Bool { !total.isEmpty }

    static func compare(total: MoneyTotals, budget: Money?) -> BudgetStatus? {
        guard let budget else { return nil }
        let sums = total.byCurrency
        guard !sums.isEmpty else { return nil }
        guard let currency = budget.currency else {
            return .notComparable(.budgetWithoutCurrency)
        }
        guard sums.count == 1, let only = sums.first else {
            return .notComparable(.severalCurrencies)
        }
        guard only.currency == currency else {
            return .notComparable(.otherCurrency(costs: only.currency, budget: currency))
        }
        let difference = budget.amount.distance(to: only.amount)
        if difference.isZero { return .exact }
        return budget.amount > only.amount ? .under(Money(amount: difference, currency: currency)) : .over(Money(amount: difference, currency: currency))
    }
}
