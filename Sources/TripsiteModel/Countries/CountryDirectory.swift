import Foundation

/// Looks countries up by ISO code, name or common alias.
///
/// Names match whatever their case, accents, punctuation or a "the" (see `CountryNameKey`).
/// Every lookup is a dictionary hit: the tables are built once, when the directory is made.
public struct CountryDirectory: Sendable {
    /// The countries in list order, including any whose code repeats an earlier one.
    public let all: [Country]

    /// Upper-case alpha-2 code → the first country listed with it.
    private let byCode: [String: Country]
    /// Name key → country; see `makeNameIndex` for which spellings are in it.
    private let names: NameIndex

    public init(_ countries: [Country]) {
        all = countries
        var byCode: [String: Country] = [:]
        byCode.reserveCapacity(countries.count)
        // Backwards, so that the first country listed with a code is the one left there.
        for country in countries.reversed() {
            byCode[country.code.uppercased()] = country
        }
        self.byCode = byCode
        names = NameIndex { [byCode] in Self.makeNameIndex(countries, byCode: byCode) }
    }

    private var byName: [String: Country] { names.index }

    /// The country with this alpha-2 code, in any case: "ae", "AE".
    public func country(code: String) -> Country? {
        byCode[code.trimmingBlanks.uppercased()]
    }

    /// The country that `text` names: a listed name or a spelling of it, an alias, or an alpha-2 code.
    public func country(named text: String) -> Country? {
        if let country = byName[CountryNameKey.make(text)] { return country }
        let trimmed = text.trimmingBlanks
        if trimmed.count == 2, trimmed.allSatisfy({ $0.isASCII && $0.isLetter }) {
            return country(code: trimmed)
        }
        return nil
    }

    /// The country known by exactly this name key, without trying codes.
    func country(nameKey key: String) -> Country? {
        key.isEmpty ? nil : byName[key]
    }

    /// Indexes, in order of precedence (an earlier spelling is never replaced by a later one):
    /// 1. each listed name;
    /// 2. the aliases whose code is in the list;
    /// 3. the alternative forms of listed names (`CountryNameForms`), unless a form would name
    ///    two different countries, as "Korea" or "Virgin Islands" would in ISO lists.
    private static func makeNameIndex(_ countries: [Country], byCode: [String: Country]) -> [String: Country] {
        var index: [String: Country] = [:]
        func add(_ key: String, _ country: Country) {
            if !key.isEmpty && index[key] == nil { index[key] = country }
        }
        for country in countries {
            add(CountryNameKey.make(country.name), byCode[country.code.uppercased()] ?? country)
        }
        for alias in CountryAliases.keys {
            if let country = byCode[alias.code] { add(alias.key, country) }
        }
        var formCodes: [String: Set<String>] = [:]
        var formKeys: [(key: String, code: String)] = []
        for country in countries {
            let code = country.code.uppercased()
            for form in CountryNameForms.alternatives(of: country.name) {
                let key = CountryNameKey.make(form)
                if formCodes[key, default: []].insert(code).inserted {
                    formKeys.append((key, code))
                }
            }
        }
        for (key, code) in formKeys where formCodes[key]?.count == 1 {
            if let country = byCode[code] { add(key, country) }
        }
        return index
    }
}

/// The name index of a directory, made the first time a name is looked up: trips that give their country's
/// code never need it, and making it for every build would slow a small build (docs/performance.md). Thread-safe,
/// as trips are planned in parallel.
private final class NameIndex: Sendable {
    private let made = Locked<[String: Country]?>(nil)
    private let make: @Sendable () -> [String: Country]

    init(_ make: @escaping @Sendable () -> [String: Country]) { self.make = make }

    var index: [String: Country] {
        made.withLock { made in
            if let made { return made }
            let index = make()
            made = index
            return index
        }
    }
}
