import Foundation
import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

private func money(_ amount: String, _ currency: String?) -> Money { moneyValue(amount, currency) }

@Suite("Money formatting and totals")
struct ValuesMoneyFormattingTests {
    @Test("formatted uses the symbol or the code, grouped with the currency's decimals", arguments: [
        (money("450000", "NGN"), "₦450,000.00"),
        (money("10", "EUR"), "€10.00"),
        (money("1234.5", "USD"), "$1,234.50"),
        (money("120", "CHF"), "CHF 120.00"),
        (money("12000", "JPY"), "¥12,000"),
        (money("50000", "KRW"), "₩50,000"),
        (money("1.25", "KWD"), "KWD 1.250"),
        (money("1234.5", nil), "1,234.50"),
        (money("0", nil), "0.00"),
        (money("0", "EUR"), "€0.00"),
        (money("5", "GBP"), "£5.00"),
        (money("50", "BRL"), "R$50.00"),
        (money("20", "AUD"), "A$20.00"),
        (money("100", "CNY"), "CN¥100.00"),
        (money("999", "INR"), "₹999.00"),
        (money("1000", "XYZ"), "XYZ 1,000.00"),
        (money("1234567.891", "EUR"), "€1,234,567.89"),
        (money("0.005", "EUR"), "€0.01"),
        (money("0.004", "EUR"), "€0.00"),
        (money("2.5", "JPY"), "¥3"),
        (money("999.999", "USD"), "$1,000.00"),
        (money("100", "usd"), "$100.00"),
        (money("123456789012345678901234567890", "EUR"), "€123,456,789,012,345,678,901,234,567,890.00"),
    ])
    func formatted(value: Money, expected: String) {
        #expect(value.formatted == expected)
    }

    @Test("amounts read from text are shown as rounding them would show them")
    func formattedWithoutRounding() {
        // Amounts with as many decimals as shown, fewer, or more (which are rounded), against a plain
        // rounding of the same amount.
        for text in ["45.00", "45.5", "45", "0.10", "1234567.8", "1000000", "0.00", "12.345", "99.995", "7.1", "100.000"] {
            for currency in ["EUR", "JPY", "KWD"] {
                let decimals = currency == "JPY" ? 0 : currency == "KWD" ? 3 : 2
                let number = referenceText(Decimal(string: text)!, decimals: decimals)
                let symbol = currency == "EUR" ? "€" : currency == "JPY" ? "¥" : "KWD "
                #expect(moneyValue(text, currency).formatted == symbol + number, "\(text) \(currency)")
            }
        }
        #expect(moneyValue("1234.5", "EUR").formatted == "€1,234.50")
    }

    @Test("formatted text reads back as the same money", arguments: [
        "NGN", "EUR", "USD", "GBP", "JPY", "KRW", "INR", "BRL", "AUD", "CAD", "NZD", "HKD", "SGD", "MXN",
        "CNY", "TRY", "PHP", "THB", "VND", "ILS", "UAH", "TWD", "CHF", "KWD", "SEK", "ZAR",
    ])
    func roundTrip(code: String) {
        let value = money("1234567", code)
        #expect(Money.parse(value.formatted, defaultCurrency: nil) == .success(value))
    }

    @Test("totals keep each currency apart")
    func totalsPerCurrency() {
        var totals = MoneyTotals()
        totals.add(money("450000", "NGN"))
        totals.add(money("20", "EUR"))
        totals.add(money("1480000", "NGN"))
        totals.add(money("20", "eur"))
        #expect(totals.byCurrency.map(\.currency) == ["EUR", "NGN"])
        #expect(totals.byCurrency.map(\.amount) == [40, 1_930_000])
        #expect(!totals.isSingleCurrency)
        #expect(totals.formatted == "€40.00 + ₦1,930,000.00")
    }

    @Test("a single currency total")
    func singleCurrency() {
        var totals = MoneyTotals()
        totals.add(money("450000", "NGN"))
        totals.add(money("1480000.00", "NGN"))
        #expect(totals.isSingleCurrency)
        #expect(totals.formatted == "₦1,930,000.00")
        #expect(totals.byCurrency.count == 1)
    }

    @Test("prices without a currency are summed apart and listed last")
    func unknownCurrencyLast() {
        var totals = MoneyTotals()
        totals.add(money("5", nil))
        totals.add(money("7", "USD"))
        totals.add(money("3", "CHF"))
        totals.add(money("2.5", nil))
        #expect(totals.byCurrency.map(\.currency) == ["CHF", "USD", nil])
        #expect(totals.byCurrency.last?.amount == ExactAmount("7.5"))
        #expect(totals.formatted == "CHF 3.00 + $7.00 + 7.50")
    }

    @Test("the order of adding does not matter")
    func orderIndependent() {
        let prices = [money("1", "USD"), money("2", "EUR"), money("3", nil), money("4", "USD"), money("5", "AUD")]
        var forward = MoneyTotals()
        prices.forEach { forward.add($0) }
        var backward = MoneyTotals()
        prices.reversed().forEach { backward.add($0) }
        #expect(forward == backward)
        #expect(forward.formatted == backward.formatted)
        #expect(forward.formatted == "A$5.00 + €2.00 + $5.00 + 3.00")
    }

    @Test("empty totals")
    func empty() {
        let totals = MoneyTotals()
        #expect(totals.byCurrency.isEmpty)
        #expect(totals.isSingleCurrency)
        #expect(totals.formatted == "0.00")
        #expect(totals == MoneyTotals())
    }

    @Test("decimals add exactly")
    func exactSums() {
        var totals = MoneyTotals()
        for _ in 0..<10 { totals.add(money("0.1", "EUR")) }
        #expect(totals.byCurrency.first?.amount == 1)
        #expect(totals.formatted == "€1.00")
    }
}
