import Foundation
import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

/// Exact amounts must give, on integers, exactly what `Decimal` gives: the pages are byte for byte the same
/// whichever way an amount is held.
@Suite("Exact amounts against Decimal")
struct ValuesExactAmountTests {
    /// Amounts of every size up to 18 digits and every scale up to 18, with the edges.
    private static func amounts(_ count: Int) -> [ExactAmount] {
        var generator = SystemRandomNumberGenerator()
        var amounts = [(0, 0), (0, 2), (1, 0), (5, 3), (999_999_999_999_999_999, 0), (999_999_999_999_999_999, 18), (100, 2), (44300, 2)]
            .compactMap { ExactAmount(units: UInt64($0.0), scale: $0.1) }
        while amounts.count < count {
            let digits = Int.random(in: 1...18, using: &generator)
            let units = UInt64.random(in: 0..<UInt64(pow(10, Double(digits))), using: &generator)
            // Prices mostly end in zeros ("443.00"), which the text leaves out.
            let trailingZeros = Int.random(in: 0...3, using: &generator)
            let shifted = units.multipliedReportingOverflow(by: UInt64(pow(10, Double(trailingZeros))))
            let scale = Int.random(in: 0...(Bool.random(using: &generator) ? 3 : 18), using: &generator)
            if let amount = ExactAmount(units: shifted.overflow ? units : shifted.partialValue, scale: scale) { amounts.append(amount) }
        }
        return amounts
    }

    @Test("only amounts of up to 18 digits at a scale of 0 to 18 are exact")
    func limits() {
        #expect(ExactAmount(units: 999_999_999_999_999_999, scale: 18) != nil)
        #expect(ExactAmount(units: 1_000_000_000_000_000_000, scale: 0) == nil)
        #expect(ExactAmount(units: 1, scale: 19) == nil)
        #expect(ExactAmount(units: 1, scale: -1) == nil)
        #expect(AmountValue(units: 1_000_000_000_000_000_000, scale: 2) == .decimal(Decimal(string: "10000000000000000")!))
        if case .exact = AmountValue(units: 1_000_000_000_000_000_000, scale: 2) { Issue.record("19 digits held exactly") }
    }

    @Test("the value and the plain text are Decimal's")
    func plainText() {
        for amount in Self.amounts(20_000) {
            let decimal = Decimal(sign: .plus, exponent: -amount.scale, significand: Decimal(amount.units))
            #expect(amount.decimal == decimal)
            #expect(amount.plain == DecimalText.plain(decimal), "\(amount)")
        }
        #expect(ExactAmount(units: 44300, scale: 2)?.plain == "443")
        #expect(ExactAmount(units: 148150, scale: 2)?.plain == "1481.5")
        #expect(ExactAmount(units: 5, scale: 3)?.plain == "0.005")
        #expect(ExactAmount(units: 0, scale: 2)?.plain == "0")
    }

    @Test("rounded and grouped text is AmountFormat's, for the amount and for its quotients")
    func roundedText() {
        var generator = SystemRandomNumberGenerator()
        var written = 0
        for amount in Self.amounts(10_000) {
            for decimals in [0, 2, 3] {
                // Numbers that do not fit in 64 bits on the way (18 digits shown with 2 decimals) are left to Decimal.
                if let text = amount.roundedText(decimals: decimals) {
                    written += 1
                    #expect(text == AmountFormat.text(amount.decimal, decimals: decimals), "\(amount) \(decimals)")
                } else {
                    #expect(amount.units.multipliedReportingOverflow(by: UInt64(pow(10, Double(decimals)))).overflow)
                }
                let divisor = Bool.random(using: &generator) ? Int.random(in: 1...12, using: &generator) : Int.random(in: 1...5000, using: &generator)
                if let text = amount.roundedText(dividedBy: divisor, decimals: decimals) {
                    #expect(text == AmountFormat.text(amount.decimal / Decimal(divisor), decimals: decimals), "\(amount) / \(divisor), \(decimals)")
                }
            }
        }
        #expect(written > 20_000)
        // Halves round up; 2,116.00 over 3 nights is 705.333...
        #expect(ExactAmount(units: 5, scale: 3)?.roundedText(decimals: 2) == "0.01")
        #expect(ExactAmount(units: 4, scale: 3)?.roundedText(decimals: 2) == "0.00")
        #expect(ExactAmount(units: 211_600, scale: 2)?.roundedText(dividedBy: 3, decimals: 2) == "705.33")
        #expect(ExactAmount(units: 1_234_567_891, scale: 3)?.roundedText(decimals: 2) == "1,234,567.89")
        // Numbers past 64 bits are left to Decimal.
        #expect(ExactAmount(units: 999_999_999_999_999_999, scale: 0)?.roundedText(decimals: 2) == nil)
    }

    @Test("sums, products and exact quotients are Decimal's, and an amount that would not fit is not made")
    func arithmetic() {
        var generator = SystemRandomNumberGenerator()
        let amounts = Self.amounts(10_000)
        for (left, right) in zip(amounts, amounts.shuffled(using: &generator)) {
            let limit = Decimal(string: "1e18")!
            if let sum = left.adding(right) {
                #expect(sum.decimal == left.decimal + right.decimal)
            } else {
                #expect((left.decimal + right.decimal) * pow(Decimal(10), max(left.scale, right.scale)) >= limit)
            }
            let count = Int.random(in: 0...400, using: &generator)
            if let product = left.multiplied(by: count) {
                #expect(product.decimal == left.decimal * Decimal(count))
            } else {
                #expect(left.decimal * Decimal(count) * pow(Decimal(10), left.scale) >= limit)
            }
            let divisor = Int.random(in: 1...400, using: &generator)
            if let quotient = left.divided(by: divisor) {
                #expect(quotient.decimal == left.decimal / Decimal(divisor))
                #expect(quotient.plain == DecimalText.plain(left.decimal / Decimal(divisor)))
            }
            let power = Int.random(in: -30...30, using: &generator)
            if let scaled = left.timesPowerOfTen(power) {
                #expect(scaled.decimal == Decimal(sign: .plus, exponent: power, significand: left.decimal))
            }
        }
        #expect(ExactAmount(units: 100, scale: 0)?.divided(by: 8)?.plain == "12.5")
        #expect(ExactAmount(units: 100, scale: 0)?.divided(by: 3) == nil)
        #expect(ExactAmount(units: 999_999_999_999_999_999, scale: 0)?.adding(ExactAmount(units: 1, scale: 0)!) == nil)
        #expect(ExactAmount(units: 1, scale: 0)?.adding(ExactAmount(units: 1, scale: 18)!) == nil)
        #expect(ExactAmount(units: 1, scale: 0)?.adding(ExactAmount(units: 1, scale: 17)!)?.plain == "1.00000000000000001")
    }

    @Test("money held exactly shows and sums as money held as a Decimal does")
    func moneyBothWays() {
        var generator = SystemRandomNumberGenerator()
        let currencies: [String?] = ["EUR", "JPY", "KWD", "NGN", "XYZ", nil]
        let amounts = Self.amounts(4_000)
        var exactTotals = MoneyTotals()
        var decimalTotals = MoneyTotals()
        for amount in amounts {
            let currency = currencies.randomElement(using: &generator)!
            let exact = Money(exactly: amount, currency: currency)
            let decimal = Money(amount: amount.decimal, currency: currency)
            #expect(exact == decimal)
            #expect(exact.hashValue == decimal.hashValue)
            #expect(exact.formatted == decimal.formatted, "\(amount) \(currency ?? "none")")
            #expect(exact.plainAmount == decimal.plainAmount)
            let count = Int.random(in: 1...30, using: &generator)
            #expect(exact.multiplied(by: count).formatted == decimal.multiplied(by: count).formatted)
            #expect(exact.divided(by: count).formatted == decimal.divided(by: count).formatted, "\(amount) / \(count)")
            #expect(exact.divided(by: count).plainAmount == decimal.divided(by: count).plainAmount)
            exactTotals.add(exact)
            decimalTotals.add(decimal)
        }
        // The sums of 18-digit amounts soon stop fitting: they go on as Decimals.
        #expect(exactTotals.formatted == decimalTotals.formatted)
        #expect(exactTotals.byCurrency.map(\.amount) == decimalTotals.byCurrency.map(\.amount))
        #expect(exactTotals == decimalTotals)
    }

    @Test("prices read from text and from JSON numbers are held exactly, and show as before")
    func parsedPrices() throws {
        let euros = try Money.parse("€ 1,234.50", defaultCurrency: nil).get()
        #expect(euros.exactAmount == ExactAmount(units: 123_450, scale: 2))
        #expect(euros.formatted == "€1,234.50")
        let number = try Money.parse(jsonNumber: "1.5e3", currency: "eur").get()
        #expect(number.exactAmount == ExactAmount(units: 1500, scale: 0))
        #expect(number.currency == "EUR")
        #expect(number.formatted == "€1,500.00")
        let tiny = try Money.parse(jsonNumber: "1e-30", currency: nil).get()
        #expect(tiny.exactAmount == nil)
        #expect(tiny.amount == Decimal(sign: .plus, exponent: -30, significand: 1))
        let long = try Money.parse("123456789012345678901234 EUR", defaultCurrency: nil).get()
        #expect(long.exactAmount == nil)
        #expect(long.formatted == "€123,456,789,012,345,678,901,234.00")
    }
}
