/// What the product knows about currencies: display symbols, the symbols found in
/// exports, and how many minor digits (cents) each currency shows.
enum Currency {
    /// Symbols shown instead of the code. Each one reads back as the same currency.
    static let displaySymbols: [String: String] = [
        "USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "CNY": "CN¥",
        "NGN": "₦", "INR": "₹", "KRW": "₩", "TRY": "₺", "PHP": "₱", "THB": "฿",
        "VND": "₫", "ILS": "₪", "UAH": "₴", "BRL": "R$",
        "AUD": "A$", "CAD": "C$", "NZD": "NZ$", "HKD": "HK$", "SGD": "S$", "MXN": "MX$", "TWD": "NT$",
    ]

    /// Currencies written with "$" locally; a bare "$" is one of these (USD unless the trip says otherwise).
    static let dollarCurrencies: Set<String> = [
        "USD", "AUD", "CAD", "NZD", "SGD", "HKD", "TWD", "MXN", "ARS", "CLP", "COP", "CUP", "DOP", "UYU",
        "BBD", "BMD", "BND", "BSD", "BZD", "FJD", "GYD", "JMD", "KYD", "LRD", "NAD", "SBD", "SRD", "TTD", "XCD",
    ]

    /// What a currency symbol in a price means.
    enum SymbolMeaning {
        /// Exactly one currency.
        case code(String)
        /// One of several currencies: the trip's currency when it is among them, else `usual`
        /// (`nil` when no single reading is usual enough to assume).
        case family(Set<String>, usual: String?)
    }

    /// Symbols as they appear in lowercased price texts. Longer symbols are tried first,
    /// so "r$" wins over "$".
    static let symbols: [String: SymbolMeaning] = [
        "$": .family(dollarCurrencies, usual: "USD"),
        "us$": .code("USD"), "u$s": .code("USD"),
        "a$": .code("AUD"), "au$": .code("AUD"),
        "c$": .code("CAD"), "ca$": .code("CAD"),
        "nz$": .code("NZD"), "s$": .code("SGD"), "sg$": .code("SGD"), "hk$": .code("HKD"),
        "mx$": .code("MXN"), "nt$": .code("TWD"), "r$": .code("BRL"),
        "¥": .family(["JPY", "CNY"], usual: "JPY"), "￥": .family(["JPY", "CNY"], usual: "JPY"),
        "jp¥": .code("JPY"), "cn¥": .code("CNY"), "rmb": .code("CNY"),
        "€": .code("EUR"), "£": .code("GBP"), "₦": .code("NGN"), "₹": .code("INR"), "₩": .code("KRW"),
        "₺": .code("TRY"), "₱": .code("PHP"), "฿": .code("THB"), "₫": .code("VND"), "₪": .code("ILS"),
        "₴": .code("UAH"), "₽": .code("RUB"), "₵": .code("GHS"), "₸": .code("KZT"), "₭": .code("LAK"),
        "₮": .code("MNT"), "₲": .code("PYG"), "₡": .code("CRC"), "₼": .code("AZN"), "₾": .code("GEL"),
        "৳": .code("BDT"), "rp": .code("IDR"), "rm": .code("MYR"), "zł": .code("PLN"), "kč": .code("CZK"),
        "ksh": .code("KES"),
        "kr": .family(["SEK", "NOK", "DKK", "ISK"], usual: nil),
    ]

    /// The symbols, longest first.
    static let symbolsByLength: [String] = symbols.keys.sorted { ($0.count, $0) > ($1.count, $1) }
    /// `symbolsByLength` grouped by first and by last character, so a price is compared only with the
    /// symbols that could start or end it (docs/performance.md, "Why the code is as it is").
    static let symbolsByFirstCharacter: [Character: [String]] = Dictionary(grouping: symbolsByLength) { $0.first! }
    static let symbolsByLastCharacter: [Character: [String]] = Dictionary(grouping: symbolsByLength) { $0.last! }

    /// ISO 4217 codes in use (and a few recently retired ones still found in exports),
    /// plus XTS, the code reserved for testing.
    static let knownCodes: Set<String> = Set("""
        AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN BZD
        CAD CDF CHF CLP CNY COP CRC CUC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP
        GMD GNF GTQ GYD HKD HNL HRK HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD
        KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO
        NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SLL
        SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD UYU UZS VED VES VND VUV
        WST XAF XCD XCG XOF XPF XTS YER ZAR ZMW ZWG ZWL
        """.split(whereSeparator: \.isWhitespace).map(String.init))

    /// Currencies without minor units in ISO 4217.
    private static let wholeUnitCurrencies: Set<String> = [
        "BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF",
        "UGX", "UYI", "VND", "VUV", "XAF", "XOF", "XPF",
    ]

    /// Currencies with three minor digits in ISO 4217.
    private static let thousandthCurrencies: Set<String> = ["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"]

    /// How many digits follow the decimal point when showing an amount; 2 when the currency is unknown.
    static func minorDigits(of code: String?) -> Int {
        // Every price asks this twice: a code is looked up as the number its three bytes make, not hashed as text.
        guard let code, code.utf8.count == 3 else { return 2 }
        let packed = Self.packed(code.utf8)
        if wholeUnitCodes.contains(packed) { return 0 }
        if thousandthCodes.contains(packed) { return 3 }
        return 2
    }

    /// A code of three bytes as one number.
    private static func packed(_ code: String.UTF8View) -> UInt32 {
        code.reduce(0) { $0 << 8 | UInt32($1) }
    }

    private static let wholeUnitCodes: [UInt32] = wholeUnitCurrencies.map { packed($0.utf8) }
    private static let thousandthCodes: [UInt32] = thousandthCurrencies.map { packed($0.utf8) }
}
