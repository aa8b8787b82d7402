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
}
