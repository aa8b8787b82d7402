import Foundation
import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

private func money(_ amount: String, _ currency: String?) -> Money { moneyValue(amount, currency) }

@Suite("Money parsing")
struct ValuesMoneyParsingTests {
    @Test("prices with a symbol or a code", arguments: [
        ("₦ 450,000.00", money("450000", "NGN")),
        ("₦450,000", money("450000", "NGN")),
        ("€ 10.00", money("10", "EUR")),
        ("€10", money("10", "EUR")),
        ("€10,50", money("10.5", "EUR")),
        ("$1,234.50", money("1234.5", "USD")),
        ("US$ 20", money("20", "USD")),
        ("us$20", money("20", "USD")),
        ("£5", money("5", "GBP")),
        ("¥12000", money("12000", "JPY")),
        ("¥12,000", money("12000", "JPY")),
        ("R$ 50", money("50", "BRL")),
        ("R$ 1.234,56", money("1234.56", "BRL")),
        ("A$ 99.95", money("99.95", "AUD")),
        ("C$15", money("15", "CAD")),
        ("NZ$ 40", money("40", "NZD")),
        ("HK$ 88", money("88", "HKD")),
        ("S$ 12", money("12", "SGD")),
        ("CN¥ 100", money("100", "CNY")),
        ("₹ 1,23,456.50", money("123456.5", "INR")),
        ("₩ 50,000", money("50000", "KRW")),
        ("₺ 300", money("300", "TRY")),
        ("₱ 500", money("500", "PHP")),
        ("฿ 1,200", money("1200", "THB")),
        ("USD 120", money("120", "USD")),
        ("USD120", money("120", "USD")),
        ("120 USD", money("120", "USD")),
        ("120USD", money("120", "USD")),
        ("120 usd", money("120", "USD")),
        ("120.50 EUR", money("120.5", "EUR")),
        ("NGN 5000", money("5000", "NGN")),
        ("ngn 5,000.00", money("5000", "NGN")),
        ("CHF 1'234.50", money("1234.5", "CHF")),
        ("1.234,50 €", money("1234.5", "EUR")),
        ("1 234,50 €", money("1234.5", "EUR")),
        ("1\u{00A0}234,50\u{00A0}€", money("1234.5", "EUR")),
        ("1\u{202F}234,50 €", money("1234.5", "EUR")),
        ("10,- €", money("10", "EUR")),
        ("€ 1.000,-", money("1000", "EUR")),
        ("€ 10.00 EUR", money("10", "EUR")),
        ("$ 20 AUD", money("20", "AUD")),
        ("kr 20 SEK", money("20", "SEK")),
        ("€ 10 €", money("10", "EUR")),
        ("10 XTS", money("10", "XTS")),
        ("Rp 50.000", money("50000", "IDR")),
        ("RM 25", money("25", "MYR")),
        ("120 zł", money("120", "PLN")),
        ("RMB 88", money("88", "CNY")),
        ("1.234 KWD", money("1.234", "KWD")),
        ("1,234.500 KWD", money("1234.5", "KWD")),
        ("  € 10.00  ", money("10", "EUR")),
        ("€0", money("0", "EUR")),
        ("-0.00 €", money("0", "EUR")),
    ])
    func withCurrency(text: String, expected: Money) {
        #expect(Money.parse(text, defaultCurrency: nil) == .success(expected))
        // An explicit currency wins over the trip's currency.
        #expect(Money.parse(text, defaultCurrency: "NGN") == .success(expected))
    }

    @Test("the decimal and grouping marks", arguments: [
        ("1.234,50", "1234.50"),
        ("1,234.50", "1234.50"),
        ("1,234", "1234"),
        ("1.234", "1234"),
        ("12,50", "12.5"),
        ("12.5", "12.5"),
        ("12.50", "12.5"),
        ("0.500", "0.5"),
        ("0,500", "0.5"),
        ("1234.567", "1234.567"),
        ("1,2345", "1.2345"),
        ("1,234,567", "1234567"),
        ("1.234.567", "1234567"),
        ("1,234,567.89", "1234567.89"),
        ("1.234.567,89", "1234567.89"),
        ("1 234 567", "1234567"),
        ("1 234.567", "1234.567"),
        ("1'234'567.5", "1234567.5"),
        ("12,34,567", "1234567"),
        (".50", "0.5"),
        (",50", "0.5"),
        ("450000", "450000"),
        ("0", "0"),
        ("007", "7"),
        ("123456789012345678901234567890", "123456789012345678901234567890"),
    ])
    func marks(text: String, amount: String) {
        #expect(Money.parse(text, defaultCurrency: nil) == .success(money(amount, nil)))
    }

    @Test("a bare number takes the default currency")
    func defaultCurrency() {
        #expect(Money.parse("450000", defaultCurrency: "NGN") == .success(money("450000", "NGN")))
        #expect(Money.parse("10.5", defaultCurrency: "eur") == .success(money("10.5", "EUR")))
        #expect(Money.parse("10.5", defaultCurrency: nil) == .success(money("10.5", nil)))
        #expect(Money.parse("1.234", defaultCurrency: "KWD") == .success(money("1.234", "KWD")))
        #expect(Money.parse("1.234", defaultCurrency: "EUR") == .success(money("1234", "EUR")))
    }

    @Test("a bare dollar sign is USD unless the trip uses another dollar")
    func dollarSign() {
        #expect(Money.parse("$20", defaultCurrency: nil) == .success(money("20", "USD")))
        #expect(Money.parse("$20", defaultCurrency: "EUR") == .success(money("20", "USD")))
        #expect(Money.parse("$20", defaultCurrency: "USD") == .success(money("20", "USD")))
        for dollar in ["AUD", "CAD", "NZD", "SGD", "HKD", "MXN", "TWD"] {
            #expect(Money.parse("$20", defaultCurrency: dollar) == .success(money("20", dollar)))
            #expect(Money.parse("20 $", defaultCurrency: dollar.lowercased()) == .success(money("20", dollar)))
        }
        // A dollar with its own prefix is never reinterpreted.
        #expect(Money.parse("US$ 20", defaultCurrency: "AUD") == .success(money("20", "USD")))
    }

    @Test("a yen sign is JPY unless the trip uses yuan")
    func yenSign() {
        #expect(Money.parse("¥100", defaultCurrency: nil) == .success(money("100", "JPY")))
        #expect(Money.parse("¥100", defaultCurrency: "CNY") == .success(money("100", "CNY")))
        #expect(Money.parse("￥100", defaultCurrency: "USD") == .success(money("100", "JPY")))
    }

    @Test("kr needs to know which krona or krone")
    func kronor() {
        #expect(Money.parse("100 kr", defaultCurrency: "SEK") == .success(money("100", "SEK")))
        #expect(Money.parse("kr 100", defaultCurrency: "NOK") == .success(money("100", "NOK")))
        #expect(Money.parse("100 kr", defaultCurrency: "EUR") == .failure(ValueParseError(expected: "a price with a currency code (kr is used by several currencies)")))
        #expect(Money.parse("100 kr", defaultCurrency: nil) == .failure(ValueParseError(expected: "a price with a currency code (kr is used by several currencies)")))
        // "krw" is a code, not "kr" followed by letters.
        #expect(Money.parse("100 krw", defaultCurrency: nil) == .success(money("100", "KRW")))
    }

    @Test("an unlisted code is read only when it is the trip's currency")
    func unlistedCodes() {
        #expect(Money.parse("10 XYZ", defaultCurrency: "xyz") == .success(money("10", "XYZ")))
        #expect(Money.parse("10 XYZ", defaultCurrency: "EUR") == .failure(ValueParseError(expected: "a price like € 10.00, 120 USD or 1,234.50")))
        #expect(Money.parse("10", defaultCurrency: "XYZ") == .success(money("10", "XYZ")))
    }

    @Test("two different currencies in one price are refused")
    func conflictingCurrencies() {
        #expect(Money.parse("€ 10 USD", defaultCurrency: nil) == .failure(ValueParseError(expected: "a price in one currency (found € and USD)")))
        #expect(Money.parse("USD 10 EUR", defaultCurrency: nil) == .failure(ValueParseError(expected: "a price in one currency (found USD and EUR)")))
        #expect(Money.parse("$ 10 EUR", defaultCurrency: nil) == .failure(ValueParseError(expected: "a price in one currency (found $ and EUR)")))
    }

    @Test("negative prices are refused", arguments: ["-5.00", "-5", "− 5", "-€5", "€-5", "€ -5.00", "-5 EUR", "(5.00)", "(€ 5)"])
    func negative(text: String) {
        #expect(Money.parse(text, defaultCurrency: "EUR") == .failure(ValueParseError(expected: "a price of 0 or more")))
    }

    @Test("texts that are not prices", arguments: [
        "", " ", "€", "USD", "free", "TBD", "ten euros", "10 euros", "$$10", "10 abc", "abc 10", "€ ten", "1.2.3",
        "1,234.5,6", "1.234,567.8", "12,34,56", "1,2,3", "10.", "10,", "1 2", "1'23", "10 EUR USD",
        "10e3", "0x10", "1,000,00", "10 € 20", "5-", "1.000,5,-", "１０ €", "€ 10 .00",
        "1234567890123456789012345678901",
    ])
    func notPrices(text: String) {
        #expect(Money.parse(text, defaultCurrency: "EUR") == .failure(ValueParseError(expected: "a price like € 10.00, 120 USD or 1,234.50")))
    }

    @Test("JSON numbers always use a decimal point")
    func jsonNumbers() {
        #expect(Money.parse(jsonNumber: "450000", currency: "NGN") == .success(money("450000", "NGN")))
        #expect(Money.parse(jsonNumber: "1.234", currency: "EUR") == .success(money("1.234", "EUR")))
        #expect(Money.parse(jsonNumber: "10.5", currency: nil) == .success(money("10.5", nil)))
        #expect(Money.parse(jsonNumber: "1.5e3", currency: "USD") == .success(money("1500", "USD")))
        #expect(Money.parse(jsonNumber: "25E-1", currency: "USD") == .success(money("2.5", "USD")))
        #expect(Money.parse(jsonNumber: "0", currency: "USD") == .success(money("0", "USD")))
        #expect(Money.parse(jsonNumber: "-0", currency: "USD") == .success(money("0", "USD")))
        #expect(Money.parse(jsonNumber: "-1", currency: "USD") == .failure(ValueParseError(expected: "a price of 0 or more")))
        for bad in ["", "1,5", "1.", ".5", "1e", "1e+", "e3", "1.2.3", "NaN", "1e999"] {
            #expect(Money.parse(jsonNumber: bad, currency: "USD") == .failure(ValueParseError(expected: "a price like € 10.00, 120 USD or 1,234.50")))
        }
    }

    @Test("currency codes are three ASCII letters")
    func currencyCodes() {
        #expect(Money.isCurrencyCode("EUR"))
        #expect(Money.isCurrencyCode("eur"))
        #expect(Money.isCurrencyCode("Ngn"))
        #expect(!Money.isCurrencyCode(""))
        #expect(!Money.isCurrencyCode("EU"))
        #expect(!Money.isCurrencyCode("EURO"))
        #expect(!Money.isCurrencyCode("E1R"))
        #expect(!Money.isCurrencyCode(" EUR"))
        #expect(!Money.isCurrencyCode("€"))
        #expect(!Money.isCurrencyCode("ÉUR"))
    }

    @Test("a currency given in lower case is stored in upper case")
    func codeCase() {
        #expect(Money(amount: 5, currency: "eur").currency == "EUR")
        #expect(Money(amount: 5, currency: nil).currency == nil)
    }

    @Test("digits become the exact decimal value, on the fast path for up to 18 digits and beyond it")
    func exactDecimals() {
        var generator = SystemRandomNumberGenerator()
        for length in 1...30 {
            for _ in 0..<20 {
                let digits = String((0..<length).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
                let fraction = Int.random(in: 0...min(length, 6), using: &generator)
                let written = fraction == 0 ? digits : String(digits.dropLast(fraction)) + "." + String(digits.suffix(fraction))
                let expected = Decimal(string: written.hasPrefix(".") ? "0" + written : written, locale: Locale(identifier: "en_US_POSIX"))
                #expect(ExactAmount(digits: digits, fractionCount: fraction)?.decimal == expected, "\(written)")
            }
        }
    }

    @Test("the one-pass reading of common amounts agrees with the rules for every short amount")
    func commonShapesAgreeWithTheRules() {
        // Every string of up to six characters from digits and marks, for each number of minor digits.
        let alphabet: [String] = ["0", "1", "5", ",", ".", " ", "-"]
        var texts: [String] = [""]
        for _ in 0..<6 {
            texts += texts.filter { $0.count == texts.last!.count }.flatMap { text in alphabet.map { text + $0 } }
        }
        texts += ["1,234.50", "12,345,678.90", "1,234.567", "450,000.00", "0,123.45", "1,23,456.00", "123456789012345678", "1234567890123456789.5"]
        var common = 0
        for text in texts {
            if AmountText.readCommonShape(Substring(text)) != nil { common += 1 }
            for minorDigits in [0, 2, 3] {
                #expect(AmountText.read(Substring(text), minorDigits: minorDigits) == AmountText.readByRules(Substring(text), minorDigits: minorDigits),
                        "\(text.debugDescription), \(minorDigits) minor digits")
            }
        }
        #expect(common > 500)
    }

    @Test("any mix of markers, signs and numbers reads the same in either case and with more blanks, to a listed currency")
    func mixes() {
        let tokens = ["€", "$", "us$", "s$", "kr", "rp", "¥", "₦", "zł", "R$", "USD", "eur", "xyz", "krw", "rmb", "ksh", "sek",
                      " ", " ", "", "-", "(", ")", "−", "443.00", "1,234.50", "12", "1.234,50", "0", ".5", "1 234", "ten", "pax", "a",
                      // A prepended concatenation mark makes one character with the space after it.
                      "\u{0600}", "\u{06DD}"]
        var generator = SystemRandomNumberGenerator()
        var prices = 0
        for _ in 0..<6_000 {
            let text = (0..<Int.random(in: 1...5, using: &generator)).map { _ in tokens.randomElement(using: &generator)! }.joined()
            let defaultCurrency = [nil, "SEK", "eur", "AUD", "CNY", "XYZ"].randomElement(using: &generator)!
            let parsed = Money.parse(text, defaultCurrency: defaultCurrency)
            let label = "\(text.debugDescription) in \(defaultCurrency ?? "no currency")"
            #expect(Money.parse(text.uppercased(), defaultCurrency: defaultCurrency) == parsed, "\(label), upper case")
            #expect(Money.parse(" \(text.replacingOccurrences(of: " ", with: "\u{00A0} "))\t", defaultCurrency: defaultCurrency) == parsed, "\(label), blanks")
            if case .success(let money) = parsed {
                prices += 1
                #expect(money.currency == nil || Currency.knownCodes.contains(money.currency!) || money.currency == defaultCurrency?.uppercased(), "\(label)")
            }
        }
        #expect(prices > 500, "enough of the samples are prices")
    }
}
