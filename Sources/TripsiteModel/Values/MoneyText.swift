extension Money {
    static let expectedPrice = "a price like € 10.00, 120 USD or 1,234.50"
    static let expectedNonNegative = "a price of 0 or more"

    /// Reads a price such as "₦ 450,000.00", "€10", "$1,234.50", "US$ 20", "R$ 50", "USD 120",
    /// "120 usd", "120.50 EUR" or "1.234,50 €" (see `AmountText` for how "." and "," are told apart).
    ///
    /// The currency comes from a symbol or an ISO code before or after the number (both may be
    /// given if they agree). A code must be a listed ISO 4217 code or `defaultCurrency`.
    /// Symbols used by several currencies resolve to `defaultCurrency` when it is one of them,
    /// else to the usual one: "$" is USD unless `defaultCurrency` is another dollar or peso
    /// currency (AUD, CAD, MXN...), "¥" is JPY unless it is CNY, and "kr" needs `defaultCurrency`
    /// to be SEK, NOK, DKK or ISK. A bare number takes `defaultCurrency`, which may be nil.
    /// Negative amounts ("-5.00", "(5.00)") are refused.
    public static func parse(_ text: String, defaultCurrency: String?) -> Result<Money, ValueParseError> {
        let defaultCurrency = defaultCurrency?.uppercased()
        let parts = parts(of: ValueText.normalized(text), defaultCurrency: defaultCurrency)

        let currency: String?
        switch currencyCode(prefix: parts.prefix, suffix: parts.suffix, defaultCurrency: defaultCurrency) {
        case .success(let code): currency = code
        case .failure(let error): return .failure(error)
        }
        guard let amount = AmountText.read(parts.number, minorDigits: Currency.minorDigits(of: currency)) else {
            return .failure(ValueParseError(expected: expectedPrice))
        }
        if parts.isNegative, !amount.isZero {
            return .failure(ValueParseError(expected: expectedNonNegative))
        }
        return .success(Money(amount, code: currency))
    }

    /// A normalized price taken apart: the number's text, the currency markers before and after it, and
    /// whether a sign or brackets made it negative.
    private struct Parts {
        var number: Substring
        var prefix: Marker?
        var suffix: Marker?
        var isNegative: Bool
    }

    /// Splits any normalized price by the rules: brackets and signs, then a marker at either end.
    private static func parts(of normalized: String, defaultCurrency: String?) -> Parts {
        var rest = Substring(normalized)
        var isNegative = false
        if rest.hasPrefix("("), rest.hasSuffix(")") {
            isNegative = true
            rest = rest.dropFirst().dropLast()
        }
        isNegative = dropSign(&rest) || isNegative
        let prefix = dropMarker(atStartOf: &rest, defaultCurrency: defaultCurrency)
        isNegative = dropSign(&rest) || isNegative
        let suffix = dropMarker(atEndOf: &rest, defaultCurrency: defaultCurrency)
        while rest.last == " " { rest.removeLast() }
        return Parts(number: rest, prefix: prefix, suffix: suffix, isNegative: isNegative)
    }

    /// Reads a JSON number literal ("450000", "10.5", "1.2e3", exponents up to 30) as a price in `currency`.
    /// Unlike `parse(_:defaultCurrency:)`, "." is always the decimal point here, so 1.234 stays 1.234.
    public static func parse(jsonNumber literal: String, currency: String?) -> Result<Money, ValueParseError> {
        var text = Substring(literal.trimmingBlanks)
        let isNegative = text.hasPrefix("-")
        if isNegative { text = text.dropFirst() }
        let mantissaEnd = text.firstIndex { $0 == "e" || $0 == "E" } ?? text.endIndex
        var exponent = 0
        if mantissaEnd < text.endIndex {
            var exponentText = text[text.index(after: mantissaEnd)...]
            let exponentIsNegative = exponentText.hasPrefix("-")
            if exponentIsNegative || exponentText.hasPrefix("+") { exponentText = exponentText.dropFirst() }
            guard let value = ValueText.number(exponentText.utf8, maxLength: 2), value <= 30 else {
                return .failure(ValueParseError(expected: expectedPrice))
            }
            exponent = exponentIsNegative ? -value : value
        }
        let parts = text[..<mantissaEnd].split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(ValueText.isDigit) }),
              let amount = ExactAmount(digits: parts.joined(), fractionCount: parts.count == 2 ? parts[1].count : 0),
              let scaled = ExactAmount(units: amount.units, scale: amount.scale - exponent)
        else { return .failure(ValueParseError(expected: expectedPrice)) }
        if isNegative, !scaled.isZero {
            return .failure(ValueParseError(expected: expectedNonNegative))
        }
        return .success(Money(amount: scaled, currency: currency))
    }

    // MARK: Currency markers

    /// A currency symbol or code found next to the number.
    private struct Marker {
        var text: String
        var meaning: Currency.SymbolMeaning
    }

    /// Removes a leading "-" or "−" (and the blank after it); `true` when there was one.
    private static func dropSign(_ text: inout Substring) -> Bool {
        guard let first = text.first, first == "-" || first == "−" else { return false }
        text = text.dropFirst().drop { $0 == " " }
        return true
    }

    private static func dropMarker(atStartOf text: inout Substring, defaultCurrency: String?) -> Marker? {
        for symbol in text.first.flatMap({ Currency.symbolsByFirstCharacter[$0] }) ?? [] where text.hasPrefix(symbol) {
            let after = text.dropFirst(symbol.count)
            if endsWord(symbol.utf8.last, next: after.utf8.first), let meaning = Currency.symbols[symbol] {
                text = after.drop { $0 == " " }
                return Marker(text: symbol, meaning: meaning)
            }
        }
        let letters = Substring(text.utf8.prefix(while: ValueText.isLetter))
        guard let code = knownCode(letters, defaultCurrency: defaultCurrency) else { return nil }
        text = text[letters.endIndex...].drop { $0 == " " }
        return Marker(text: String(letters), meaning: .code(code))
    }

    private static func dropMarker(atEndOf text: inout Substring, defaultCurrency: String?) -> Marker? {
        for symbol in text.last.flatMap({ Currency.symbolsByLastCharacter[$0] }) ?? [] where text.hasSuffix(symbol) {
            let before = text.dropLast(symbol.count)
            if endsWord(symbol.utf8.first, next: before.utf8.last), let meaning = Currency.symbols[symbol] {
                text = before
                return Marker(text: symbol, meaning: meaning)
            }
        }
        let bytes = text.utf8
        var lettersStart = bytes.endIndex
        while lettersStart > bytes.startIndex, ValueText.isLetter(bytes[bytes.index(before: lettersStart)]) {
            lettersStart = bytes.index(before: lettersStart)
        }
        let letters = text[lettersStart...]
        guard let code = knownCode(letters, defaultCurrency: defaultCurrency) else { return nil }
        text = text[..<lettersStart]
        return Marker(text: String(letters), meaning: .code(code))
    }

    /// The upper-case code when `letters` are three ASCII letters naming a listed currency or the trip's own,
    /// so that words such as "ten" or "pax" are not taken for currencies.
    private static func knownCode(_ letters: Substring, defaultCurrency: String?) -> String? {
        guard letters.utf8.count == 3 else { return nil }
        let code = letters.uppercased()
        return Currency.knownCodes.contains(code) || code == defaultCurrency ? code : nil
    }

    /// A symbol ending in a letter ("rp", "kr") must not run into more letters ("krw" is a code).
    private static func endsWord(_ symbolEdge: UInt8?, next: UInt8?) -> Bool {
        guard let symbolEdge, ValueText.isLetter(symbolEdge), let next else { return true }
        return !ValueText.isLetter(next)
    }

    /// The one currency that the markers and the default point to.
    private static func currencyCode(prefix: Marker?, suffix: Marker?, defaultCurrency: String?) -> Result<String?, ValueParseError> {
        // Nearly every price has one marker: its reading, without the lists and sets two markers need.
        if (prefix == nil) != (suffix == nil), let marker = prefix ?? suffix {
            switch marker.meaning {
            case .code(let code): return .success(code)
            case .family(let family, let usual):
                if family.count == 1 { return .success(family.first) }
                if let defaultCurrency, family.contains(defaultCurrency) { return .success(defaultCurrency) }
                if let usual, family.contains(usual) { return .success(usual) }
            }
        }
        let markers = [prefix, suffix].compactMap { $0 }
        guard !markers.isEmpty else { return .success(defaultCurrency) }
        var candidates: Set<String>?
        var usual: String?
        for marker in markers {
            switch marker.meaning {
            case .code(let code):
                candidates = candidates.map { $0.intersection([code]) } ?? [code]
                usual = code
            case .family(let family, let familyUsual):
                candidates = candidates.map { $0.intersection(family) } ?? family
                if usual == nil { usual = familyUsual }
            }
        }
        guard let candidates, !candidates.isEmpty else {
            let written = markers.map { $0.text.uppercased() }.joined(separator: " and ")
            return .failure(ValueParseError(expected: "a price in one currency (found \(written))"))
        }
        if candidates.count == 1 { return .success(candidates.first) }
        if let defaultCurrency, candidates.contains(defaultCurrency) { return .success(defaultCurrency) }
        if let usual, candidates.contains(usual) { return .success(usual) }
        let symbol = markers.map(\.text).joined(separator: " ")
        return .failure(ValueParseError(expected: "a price with a currency code (\(symbol) is used by several currencies)"))
    }
}
