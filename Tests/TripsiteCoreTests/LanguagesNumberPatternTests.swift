import Foundation
import Testing
@testable import TripsiteRendering

/// A number pattern learnt from a locale, applied to an exact amount's grouped digits.
@Suite("Languages: number patterns")
struct LanguagesNumberPatternTests {
    private let french = NumberPattern(prefix: "", suffix: "\u{A0}€", groupSeparator: "\u{202F}", decimalSeparator: ",", groupsFourDigits: true)
    private let spanish = NumberPattern(prefix: "", suffix: "\u{A0}€", groupSeparator: ".", decimalSeparator: ",", groupsFourDigits: false)
    private let dollars = NumberPattern(prefix: "$", suffix: "", groupSeparator: ",", decimalSeparator: ".", groupsFourDigits: true)

    @Test("digits regrouped by the locale's separator, from the right, with its decimal separator", arguments: [
        ("450,000.00", "450\u{202F}000,00\u{A0}€"),
        ("1,234,567", "1\u{202F}234\u{202F}567\u{A0}€"),
        ("3,500.50", "3\u{202F}500,50\u{A0}€"),
        ("999.99", "999,99\u{A0}€"),
        ("12345", "12\u{202F}345\u{A0}€"),
        ("0.5", "0,5\u{A0}€"),
        ("7", "7\u{A0}€"),
        ("-1,234.00", "-1\u{202F}234,00\u{A0}€"),
    ])
    func french(text: String, expected: String) {
        #expect(french.apply(toGrouped: text) == expected)
    }

    @Test("four digits stay together where the locale writes them so; a prefix follows the minus sign")
    func fourDigitsAndPrefix() {
        #expect(spanish.apply(toGrouped: "3,500.50") == "3500,50\u{A0}€")
        #expect(spanish.apply(toGrouped: "13,500.50") == "13.500,50\u{A0}€")
        #expect(dollars.apply(toGrouped: "-1,234.00") == "-$1,234.00")
        #expect(dollars.apply(toGrouped: "100") == "$100")
    }

    @Test("a whole number written the locale's way, as Foundation writes it", arguments: ["de", "fr", "es", "ja", "pt-BR", "ar-MA"])
    func wholeNumbers(code: String) throws {
        let locale = Locale(identifier: code)
        let pattern = try #require(NumberPattern.learn({ $0.formatted(.number.locale(locale)) }, decimalSeparator: locale.decimalSeparator ?? "."))
        // Counts on a page are never negative: Arabic's left-to-right mark before a minus sign is not learnt.
        for value in [0, 7, 42, 999, 1_000, 1_234, 12_345, 999_999, 1_234_567, -1_234] where value >= 0 || !code.hasPrefix("ar") {
            #expect(pattern.apply(to: value) == value.formatted(.number.locale(locale)), "\(code) \(value)")
        }
    }

    @Test("a locale that groups otherwise than by threes (Indian English's 12,34,567) has no pattern: Foundation writes each number")
    func otherGrouping() {
        let locale = Locale(identifier: "en-IN")
        #expect(NumberPattern.learn({ $0.formatted(.number.locale(locale)) }, decimalSeparator: ".") == nil)
    }
}
