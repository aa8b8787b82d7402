import TripsiteModel

/// Finds the town that an address, a location or a destination names, in the built-in gazetteer: "9 Pismo
/// Beach, CA" is Pismo Beach, California; "1100-348 Lisboa, Portugal" is Lisbon; "San Francisco, United
/// States" is San Francisco, California.
///
/// The text's comma-separated parts are read from the end, where addresses write the town, country and state:
/// a part that names a country, or a state's or province's code ("CA", "ON", "CA 93920"), says where the town
/// is; in the other parts, words with digits (house numbers, postcodes) are left out and what remains is looked
/// up, the whole part first, then, for an address, its runs of words, longest first ("Cape Town 8001", "Downtown
/// Dubai"). Among the towns of a name, those of the country the text names are kept, else those of the trip's
/// country; then those of the state it names; then the most populous. A run of words shorter than its part
/// counts only in a known country (a street's "Sur" is not Oman's Sur), and a town outside the trip's country
/// only for a whole part.
///
/// A finder keeps what it found for each text, so that a build, which makes one finder for all its trips, looks up
/// each destination and location once however many trips name it (docs/performance.md, "Why the code is as it is").
public struct TownFinder: Sendable {
    private let countries: CountryDirectory
    private let found = LockedCache<Query, GazetteerTown?>(limit: 20_000)

    private struct Query: Hashable, Sendable {
        var text: String
        var kind: Kind
        var countryCode: String?
    }

    public init(countries: CountryDirectory) {
        self.countries = countries
    }

    /// What the text is: an address or a location (whose parts may hold a street or a postcode), or a trip's
    /// destination (whose parts are names: "California coast, USA" is no town of California).
    public enum Kind: Sendable, Hashable {
        case address
        case destination
    }

    /// The town the text names, or nil when the gazetteer has none that fits.
    /// - Parameter countryCode: the trip's country, preferred when the text names none.
    public func town(in text: String, kind: Kind = .address, countryCode: String? = nil) -> GazetteerTown? {
        found.value(for: Query(text: text, kind: kind, countryCode: countryCode)) { find(in: text, kind: kind, countryCode: countryCode) }
    }

    private func find(in text: String, kind: Kind, countryCode: String?) -> GazetteerTown? {
        var namedCountry: String?, region: String?
        var candidates: [[Substring]] = []
        for part in text.split(separator: ",").reversed() {
            let words = part.split(whereSeparator: { $0.isWhitespace }).filter { !$0.contains(where: \.isNumber) }
            guard !words.isEmpty else { continue }
            if words.count == 1, let code = regionCode(words[0]) {
                region = region ?? code
            } else if namedCountry == nil, !part.contains(where: \.isNumber), let country = countries.country(named: String(part)) {
                namedCountry = country.code.uppercased()
            } else {
                candidates.append(words)
            }
        }
        let tripCountry = countryCode?.uppercased()
        for words in candidates {
            for run in runs(of: words.count) where run.count == words.count || (kind == .address && (namedCountry ?? tripCountry) != nil) {
                let towns = Gazetteer.towns(named: words[run].joined(separator: " "))
                if let town = best(towns, namedCountry: namedCountry, tripCountry: tripCountry, region: region, isWholePart: run.count == words.count) {
                    return town
                }
            }
        }
        return nil
    }

    /// The town to take of those of one name, as `TownFinder` says, or nil.
    private func best(
        _ towns: [GazetteerTown], namedCountry: String?, tripCountry: String?, region: String?, isWholePart: Bool
    ) -> GazetteerTown? {
        var fitting = towns
        if let namedCountry {
            fitting = towns.filter { $0.countryCode == namedCountry }
        } else if let tripCountry {
            fitting = towns.filter { $0.countryCode == tripCountry }
            if fitting.isEmpty, isWholePart { fitting = towns }
        }
        if let region, case let inRegion = fitting.filter({ $0.region == region }), !inRegion.isEmpty { fitting = inRegion }
        return fitting.first
    }

    /// A US state's or Canadian province's two-letter code in capitals, such as "CA" or "ON": where a town is,
    /// not a country ("CA" is also Canada's code) nor a town.
    private func regionCode(_ word: Substring) -> String? {
        let code = String(word)
        guard code.count == 2, code.allSatisfy({ $0.isASCII && $0.isUppercase }) else { return nil }
        return CountryDirectory.usStates.contains(code) || CountryDirectory.canadianProvinces.contains(code) ? code : nil
    }

    /// The runs of `count` words, longest first and, of one length, the later first (an address's town comes
    /// after its street: "Travessa do Carmo Lisboa").
    private func runs(of count: Int) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        for length in stride(from: count, through: 1, by: -1) {
            for start in stride(from: count - length, through: 0, by: -1) { runs.append(start..<(start + length)) }
        }
        return runs
    }
}
