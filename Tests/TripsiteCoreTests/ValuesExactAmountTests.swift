import Foundation
import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

/// Exact amounts must give, on integers, exactly what `Decimal` gives (which holds up to 38 digits exactly):
/// the same values, the same plain text and the same rounded text.
@Suite("Exact amounts against Decimal")
struct ValuesExactAmountTests {
    /// Amounts of every size up to 30 digits and every scale up to 30, with the edges.
    private static func amounts(_ count: Int) -> [ExactAmount] {
        var generator = SystemRandomNumberGenerator()
        var amounts: [ExactAmount] = ["0", "0.00", "1", "0.005", "999999999999999999", "0.999999999999999999", "1.00", "443.00"]
            .map { ExactAmount($0)! }
        while amounts.count < count {
            let digitCount = Int.random(in: 1...(Bool.random(using: &generator) ? 9 : 30), using: &generator)
            // Prices mostly end in zeros ("443.00"), which the plain text leaves out.
            let zeros = Int.random(in: 0...3, using: &generator)
            let digits = (0..<digitCount).map { _ in String(Int.random(in: 0...9, using: &generator)) }.joined()
                + String(repeating: "0", count: digitCount + zeros <= 30 ? zeros : 0)
            let scale = Int.random(in: 0...(Bool.random(using: &generator) ? 3 : 30), using: &generator)
            amounts.append(ExactAmount(digits: digits, fractionCount: scale)!)
        }
        return amounts
    }

    @Test("up to 30 digits and 30 decimals are read; finer amounts are rounded, larger ones refused")
    func limits() {
        #expect(ExactAmount(digits: String(repeating: "9", count: 30), fractionCount: 30) != nil)
        #expect(ExactAmount(digits: String(repeating: "9", count: 31), fractionCount: 0) == nil)
        #expect(ExactAmount(digits: "1", fractionCount: 31) == nil)
        #expect(ExactAmount(units: 150, scale: 40) == ExactAmount(units: 2, scale: 38))
        #expect(ExactAmount(units: 1, scale: -38) != nil)
        #expect(ExactAmount(units: 1, scale: -39) == nil)
        #expect(ExactAmount("1.5") == ExactAmount("1.50"))
        #expect(ExactAmount("1.5")!.hashValue == ExactAmount("1.50")!.hashValue)
        #expect(ExactAmount("12")! < ExactAmount("12.01")!)
    }

    @Test("the value and the plain text are Decimal's")
    func plainText() {
        for amount in Self.amounts(20_000) {
            let decimal = Decimal(sign: .plus, exponent: -amount.scale, significand: Decimal(string: String(amount.units))!)
            #expect(amount.decimal == decimal)
            #expect(amount.plain == decimal.description, "\(amount)")
        }
        #expect(ExactAmount("443.00")?.plain == "443")
        #expect(ExactAmount("1481.50")?.plain == "1481.5")
        #expect(ExactAmount("0.005")?.plain == "0.005")
        #expect(ExactAmount("0.00")?.plain == "0")
    }

    @Test("rounded and grouped text is Decimal's rounding, for the amount and for its quotients")
    func roundedText() {
        var generator = SystemRandomNumberGenerator()
        for amount in Self.amounts(10_000) {
            for decimals in [0, 2, 3] {
                #expect(amount.roundedText(decimals: decimals) == referenceText(amount.decimal, decimals: decimals), "\(amount) \(decimals)")
                let divisor = Bool.random(using: &generator) ? Int.random(in: 1...12, using: &generator) : Int.random(in: 1...5000, using: &generator)
                #expect(
                    amount.roundedText(dividedBy: divisor, decimals: decimals) == referenceText(amount.decimal / Decimal(divisor), decimals: decimals),
                    "\(amount) / \(divisor), \(decimals)")
            }
        }
        // Halves round up, carrying into the whole part; 2,116.00 over 3 nights is 705.333...
        #expect(ExactAmount("0.005")?.roundedText(decimals: 2) == "0.01")
        #expect(ExactAmount("0.004")?.roundedText(decimals: 2) == "0.00")
        #expect(ExactAmount("999.995")?.roundedText(decimals: 2) == "1,000.00")
        #expect(ExactAmount("2116.00")?.roundedText(dividedBy: 3, decimals: 2) == "705.33")
        #expect(ExactAmount("1234567.891")?.roundedText(decimals: 2) == "1,234,567.89")
        #expect(ExactAmount(String(repeating: "9", count: 30))?.roundedText(decimals: 3) == "999," + Array(repeating: "999", count: 9).joined(separator: ",") + ".000")
    }

    @Test("sums, differences, products and quotients are Decimal's")
    func arithmetic() {
        var generator = SystemRandomNumberGenerator()
        let amounts = Self.amounts(10_000)
        for (left, right) in zip(amounts, amounts.shuffled(using: &generator)) {
            // Both have at most 30 digits: a sum fits in Decimal's 38 unless their scales are far apart.
            if abs(left.scale - right.scale) < 6 {
                #expect(left.adding(right).decimal == left.decimal + right.decimal, "\(left) + \(right)")
                #expect(left.distance(to: right).decimal == abs(left.decimal - right.decimal), "\(left) - \(right)")
            }
            let count = Int.random(in: 0...400, using: &generator)
            #expect(left.multiplied(by: count).decimal == left.decimal * Decimal(count))
            let divisor = Int.random(in: 1...400, using: &generator)
            let quotient = left.divided(by: divisor)
            // A quotient that ends is exact; one that does not is cut off after 38 digits (as Decimal's is) or
            // 38 decimals, whichever comes first.
            let exact = left.decimal / Decimal(divisor)
            if quotient.multiplied(by: divisor) == left {
                #expect(quotient.decimal == exact)
            } else {
                #expect(abs(quotient.decimal - exact) <= max(exact * Decimal(sign: .plus, exponent: -35, significand: 1), Decimal(sign: .plus, exponent: -38, significand: 1)), "\(left) / \(divisor)")
            }
        }
        #expect(ExactAmount(100).divided(by: 8).plain == "12.5")
        #expect(ExactAmount(100).divided(by: 3).roundedText(decimals: 2) == "33.33")
        #expect(ExactAmount(1).adding(ExactAmount("0.000000000000000000000000000001")!).plain == "1.000000000000000000000000000001")
        #expect(ExactAmount("12.5")!.distance(to: ExactAmount(20)) == ExactAmount("7.5"))
    }

    @Test("amounts past 128 bits round off their finest decimals, and the largest sums stay at the largest amount")
    func overflow() {
        let large = ExactAmount(String(repeating: "9", count: 30))!
        let fine = ExactAmount("0." + String(repeating: "0", count: 29) + "1")!
        // 30 digits plus 30 decimals do not fit: the tiny amount is rounded away.
        #expect(large.adding(fine) == large)
        var sum = large
        for _ in 0..<20 { sum = sum.adding(sum) }
        #expect(sum.decimal == large.decimal * Decimal(1 << 20))
        #expect(large.multiplied(by: Int.max) > large)
        var huge = large.multiplied(by: Int.max)
        for _ in 0..<10 { huge = huge.adding(huge) }
        #expect(huge == ExactAmount(units: .max, scale: 0))
        #expect(huge.roundedText(decimals: 2).hasSuffix(".00"))
    }

    @Test("money sums and shows as money made from the same amounts")
    func moneyTotals() {
        var generator = SystemRandomNumberGenerator()
        let currencies: [String?] = ["EUR", "JPY", "KWD", "NGN", "XYZ", nil]
        var totals = MoneyTotals()
        var expected: [String?: Decimal] = [:]
        for amount in Self.amounts(4_000).filter({ $0.scale <= 6 }) {
            let currency = currencies.randomElement(using: &generator)!
            let money = Money(amount: amount, currency: currency)
            let decimals = Currency.minorDigits(of: currency)
            #expect(money.formatted.hasSuffix(referenceText(amount.decimal, decimals: decimals)), "\(amount) \(currency ?? "none")")
            #expect(money.plainAmount == amount.decimal.description)
            totals.add(money)
            expected[currency, default: 0] += amount.decimal
        }
        for (currency, amount) in totals.byCurrency {
            #expect(amount.decimal == expected[currency])
        }
    }

    @Test("prices read from text and from JSON numbers are held exactly, and show as before")
    func parsedPrices() throws {
        let euros = try Money.parse("€ 1,234.50", defaultCurrency: nil).get()
        #expect(euros.amount == ExactAmount("1234.5"))
        #expect(euros.formatted == "€1,234.50")
        let number = try Money.parse(jsonNumber: "1.5e3", currency: "eur").get()
        #expect(number.amount == 1500)
        #expect(number.currency == "EUR")
        #expect(number.formatted == "€1,500.00")
        let tiny = try Money.parse(jsonNumber: "1e-30", currency: nil).get()
        #expect(tiny.amount.decimal == Decimal(sign: .plus, exponent: -30, significand: 1))
        #expect(tiny.formatted == "0.00")
        let long = try Money.parse("123456789012345678901234 EUR", defaultCurrency: nil).get()
        #expect(long.formatted == "€123,456,789,012,345,678,901,234.00")
        #expect((try? Money.parse(jsonNumber: "1e30", currency: nil).get())?.amount.plain == "1" + String(repeating: "0", count: 30))
        #expect((try? Money.parse(jsonNumber: "1.5e-30", currency: nil).get())?.amount.plain == "0." + String(repeating: "0", count: 29) + "15")
    }
}
