import Foundation
import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

/// Sums, products and quotients of prices, and the texts they are shown with, against the same worked out on
/// whole numbers of units.
@Suite("Money arithmetic and text")
struct ValuesMoneyArithmeticTests {
    /// Amounts of every size up to 18 digits and every scale up to 18, with the edges: `units` × 10^-`scale`.
    private static func amounts(_ count: Int) -> [(units: UInt64, scale: Int)] {
        var generator = SystemRandomNumberGenerator()
        var amounts: [(units: UInt64, scale: Int)] = [(0, 0), (0, 2), (1, 0), (5, 3), (999_999_999_999_999_999, 0), (999_999_999_999_999_999, 18),
                                                      (100, 2), (44300, 2)]
        while amounts.count < count {
            let digits = Int.random(in: 1...18, using: &generator)
            let units = UInt64.random(in: 0..<UInt64(pow(10, Double(digits))), using: &generator)
            // Prices mostly end in zeros ("443.00"), which the plain text leaves out.
            let trailingZeros = Int.random(in: 0...3, using: &generator)
            let shifted = units.multipliedReportingOverflow(by: UInt64(pow(10, Double(trailingZeros))))
            let scale = Int.random(in: 0...(Bool.random(using: &generator) ? 3 : 18), using: &generator)
            let value = shifted.overflow || shifted.partialValue >= 1_000_000_000_000_000_000 ? units : shifted.partialValue
            amounts.append((value, scale))
        }
        return amounts
    }

    private static func decimal(_ amount: (units: UInt64, scale: Int)) -> Decimal {
        Decimal(sign: .plus, exponent: -amount.scale, significand: Decimal(amount.units))
    }

    private static func power(_ exponent: Int) -> UInt64 { (0..<exponent).reduce(1) { value, _ in value * 10 } }

    /// The digits of `units` with the point put back before the last `scale`, trailing zeros after it left out.
    private static func plain(units: UInt64, scale: Int) -> String {
        var (units, scale) = (units, scale)
        while scale > 0, units % 10 == 0 { (units, scale) = (units / 10, scale - 1) }
        let (whole, fraction) = split(units, decimals: scale)
        return scale > 0 ? whole + "." + fraction : whole
    }

    /// `units` × 10^-`scale` / `divisor` rounded half up to `decimals` and grouped by thousands; `nil` past 64 bits.
    private static func shown(units: UInt64, scale: Int, dividedBy divisor: UInt64 = 1, decimals: Int) -> String? {
        let (numerator, numeratorOverflow) = units.multipliedReportingOverflow(by: power(decimals))
        let (denominator, denominatorOverflow) = divisor.multipliedReportingOverflow(by: power(scale))
        guard !numeratorOverflow, !denominatorOverflow else { return nil }
        var (quotient, remainder) = numerator.quotientAndRemainder(dividingBy: denominator)
        if remainder >= denominator - remainder { quotient += 1 }
        let (whole, fraction) = split(quotient, decimals: decimals)
        var grouped = ""
        for (offset, digit) in whole.enumerated() {
            if offset > 0, (whole.count - offset) % 3 == 0 { grouped += "," }
            grouped.append(digit)
        }
        return decimals > 0 ? grouped + "." + fraction : grouped
    }

    private static func split(_ units: UInt64, decimals: Int) -> (whole: String, fraction: String) {
        let digits = String(repeating: "0", count: max(0, decimals + 1 - String(units).count)) + String(units)
        return (String(digits.dropLast(decimals)), String(digits.suffix(decimals)))
    }

    @Test("the plain text is the digits without trailing zeros after the point")
    func plainText() {
        for amount in Self.amounts(20_000) {
            #expect(Money(amount: Self.decimal(amount), currency: nil).plainAmount == Self.plain(units: amount.units, scale: amount.scale), "\(amount)")
        }
        #expect(Money(amount: Decimal(string: "443.00")!, currency: "EUR").plainAmount == "443")
        #expect(Money(amount: Decimal(string: "1481.50")!, currency: "EUR").plainAmount == "1481.5")
        #expect(Money(amount: Decimal(string: "0.005")!, currency: "EUR").plainAmount == "0.005")
        #expect(Money(amount: Decimal(string: "0.00")!, currency: "EUR").plainAmount == "0")
    }

    @Test("the shown text is rounded half up and grouped, for the amount and for its quotients")
    func shownText() {
        var generator = SystemRandomNumberGenerator()
        var written = 0
        for amount in Self.amounts(10_000) {
            for (currency, decimals, prefix) in [("JPY", 0, "¥"), ("EUR", 2, "€"), ("KWD", 3, "KWD ")] {
                let money = Money(amount: Self.decimal(amount), currency: currency)
                if let text = Self.shown(units: amount.units, scale: amount.scale, decimals: decimals) {
                    written += 1
                    #expect(money.formatted == prefix + text, "\(amount) \(currency)")
                }
                let divisor = Bool.random(using: &generator) ? Int.random(in: 1...12, using: &generator) : Int.random(in: 1...5000, using: &generator)
                if let text = Self.shown(units: amount.units, scale: amount.scale, dividedBy: UInt64(divisor), decimals: decimals) {
                    #expect(money.divided(by: divisor).formatted == prefix + text, "\(amount) / \(divisor), \(currency)")
                }
            }
        }
        #expect(written > 20_000)
        // Halves round up; 2,116.00 over 3 nights is 705.333...
        #expect(Money(amount: Decimal(string: "0.005")!, currency: nil).formatted == "0.01")
        #expect(Money(amount: Decimal(string: "0.004")!, currency: nil).formatted == "0.00")
        let stay = Money(amount: 2116, currency: "EUR").divided(by: 3)
        #expect(stay.formatted == "€705.33")
        #expect(stay.plainAmount == "705.33333333333333333333333333333333333")
        #expect(Money(amount: Decimal(string: "1234567.891")!, currency: nil).formatted == "1,234,567.89")
    }

    @Test("sums, products and quotients that end are exact")
    func arithmetic() {
        var generator = SystemRandomNumberGenerator()
        let amounts = Self.amounts(10_000)
        for (left, right) in zip(amounts, amounts.shuffled(using: &generator)) {
            let scale = max(left.scale, right.scale)
            let leftUnits = left.units.multipliedReportingOverflow(by: Self.power(scale - left.scale))
            let rightUnits = right.units.multipliedReportingOverflow(by: Self.power(scale - right.scale))
            var totals = MoneyTotals()
            totals.add(Money(amount: Self.decimal(left), currency: "EUR"))
            totals.add(Money(amount: Self.decimal(right), currency: "EUR"))
            if !leftUnits.overflow, !rightUnits.overflow, case (let sum, false) = leftUnits.partialValue.addingReportingOverflow(rightUnits.partialValue) {
                #expect(totals.onlySum?.plainAmount == Self.plain(units: sum, scale: scale), "\(left) + \(right)")
            }
            let money = Money(amount: Self.decimal(left), currency: "EUR")
            let count = Int.random(in: 0...400, using: &generator)
            if case (let product, false) = left.units.multipliedReportingOverflow(by: UInt64(count)) {
                #expect(money.multiplied(by: count).plainAmount == Self.plain(units: product, scale: left.scale), "\(left) × \(count)")
            }
            // A quotient that ends within three more decimals.
            let divisor = Int.random(in: 1...400, using: &generator)
            if case (let scaled, false) = left.units.multipliedReportingOverflow(by: 1000), scaled % UInt64(divisor) == 0 {
                #expect(money.divided(by: divisor).plainAmount == Self.plain(units: scaled / UInt64(divisor), scale: left.scale + 3), "\(left) / \(divisor)")
            }
        }
        #expect(Money(amount: 100, currency: nil).divided(by: 8).plainAmount == "12.5")
        #expect(Money(amount: 999_999_999_999_999_999, currency: nil).multiplied(by: 10).plainAmount == "9999999999999999990")
        var tenths = MoneyTotals()
        for _ in 0..<10 { tenths.add(Money(amount: Decimal(string: "0.1")!, currency: nil)) }
        #expect(tenths.onlySum?.amount == 1)
    }

    @Test("equal amounts written with more or fewer zeros are the same money")
    func equalAmounts() {
        let short = Money(amount: Decimal(string: "1.5")!, currency: "eur")
        let long = Money(amount: Decimal(string: "1.500")!, currency: "EUR")
        #expect(short == long)
        #expect(short.hashValue == long.hashValue)
        #expect(short.formatted == long.formatted)
        #expect(short.plainAmount == long.plainAmount)
        #expect(short != Money(amount: Decimal(string: "1.5")!, currency: "USD"))
    }

    @Test("prices read from text and from JSON numbers keep every digit, past 18 of them too")
    func parsedPrices() throws {
        let euros = try Money.parse("€ 1,234.50", defaultCurrency: nil).get()
        #expect(euros.amount == Decimal(string: "1234.5"))
        #expect(euros.formatted == "€1,234.50")
        let number = try Money.parse(jsonNumber: "1.5e3", currency: "eur").get()
        #expect(number.amount == 1500)
        #expect(number.currency == "EUR")
        #expect(number.formatted == "€1,500.00")
        let tiny = try Money.parse(jsonNumber: "1e-30", currency: nil).get()
        #expect(tiny.amount == Decimal(sign: .plus, exponent: -30, significand: 1))
        #expect(tiny.formatted == "0.00")
        let long = try Money.parse("123456789012345678901234 EUR", defaultCurrency: nil).get()
        #expect(long.amount == Decimal(string: "123456789012345678901234"))
        #expect(long.formatted == "€123,456,789,012,345,678,901,234.00")
        #expect(long.plainAmount == "123456789012345678901234")
    }
}
