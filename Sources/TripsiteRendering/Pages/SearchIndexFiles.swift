import TripsiteJSON
import TripsiteModel

/// The search index of a site whose trips fill more than one listing page: small JSON files under `search/` that
/// the browsing script fetches as a search, a filter or a sort order needs them, so that it looks through every
/// trip without a page holding every card (as Pagefind does for Hugo and Zola sites). The trips are numbered in the
/// index's order (upcoming and ongoing soonest first, then past latest first, as of the site's date), and each file
/// names trips by their numbers:
///
/// - `search/meta.json`: how many trips there are, how many of them are upcoming, how many a shard of trips holds,
///   the site's date, and the keys of the word shards that exist;
/// - `search/trips/N.json`: what a card shows of trips `N × shard` to `(N + 1) × shard − 1`;
/// - `search/words/KEY.json`: each word of the trips' search text that starts with the one or two characters
///   `KEY` stands for (their code points in hexadecimal, `6b-79` for `ky`), with the numbers of the trips that
///   have it;
/// - `search/country/pt.json`, `style/road-trip.json`, `status/planned.json`, `year/2025.json`: the numbers of the
///   trips each filter's choice keeps;
/// - `search/order/title.json` and the other sort orders' (all but the start date's, which is the numbers' own):
///   every trip's number in that order, upcoming trips first.
///
/// Every file is JSON with its keys in a fixed order, its text escaped so that it can never be read as HTML or
/// script, and is the same for the same trips.
enum SearchIndexFiles {
    /// The index's folder in the site.
    static let folder = "search/"
    /// How many trips a shard of `trips/` holds: some 50 KB.
    static let shardSize = 200

    /// The files of the index of `upcoming` and `past` trips (as the index lists them), as of the site's date `today`,
    /// their cards' words in `lang`.
    static func files(upcoming: [TripListing], past: [TripListing], today: String, lang: SiteLanguage) -> [OutputFile] {
        let trips = upcoming + past
        var files: [OutputFile] = []
        stride(from: 0, to: trips.count, by: shardSize).forEach { first in
            let shard = trips[first..<min(first + shardSize, trips.count)]
            files.append(file("trips/\(first / shardSize).json", array(shard.map { record($0, lang: lang) })))
        }
        var words: [String: [String: [Int]]] = [:]
        for (number, trip) in trips.enumerated() {
            for word in Set(Self.words(trip.searchText)) {
                words[shardKey(word), default: [:]][word, default: []].append(number)
            }
        }
        for key in words.keys.sorted() {
            let shard = words[key]!
            files.append(file("words/\(key).json", object(shard.keys.sorted().map { ($0, numbers(shard[$0]!)) })))
        }
        for (filter, values) in filterValues(trips) {
            for (value, members) in values.sorted(by: { $0.key < $1.key }) {
                files.append(file("\(filter)/\(value).json", numbers(members)))
            }
        }
        for (name, order) in sortOrders(upcoming: upcoming.count, trips: trips) {
            files.append(file("order/\(name).json", numbers(order)))
        }
        let meta = object([
            ("version", "1"), ("trips", String(trips.count)), ("upcoming", String(upcoming.count)),
            ("shard", String(shardSize)), ("today", string(today)), ("words", array(words.keys.sorted().map(string))),
        ])
        files.append(file("meta.json", meta))
        return files
    }

    /// The words of a search text (lowercased already): its runs of letters and digits.
    static func words(_ text: String) -> [String] {
        text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    }

    /// The shard a word is in: the code points of its first two characters (its only one) in hexadecimal, with a
    /// dash between them, which the script works out the same way for the words it looks for.
    static func shardKey(_ word: String) -> String {
        word.unicodeScalars.prefix(2).map { String($0.value, radix: 16) }.joined(separator: "-")
    }

    /// What a result card shows of a trip, with short names: `s` folder, `t` title, `d` destination, `a` and `b`
    /// its first and last dates, `r` the dates in words, `n` the length in words, `f` the flag, `c` and `cn` the
    /// country's folder and name, `y` and `yn` the style's folder and name, `st` and `sn` the status's key and
    /// name, `p` the cost in words, `i` the picture's address (from the site's root when it is not a web address),
    /// else `ph` what the card shows in its place.
    private static func record(_ trip: TripListing, lang: SiteLanguage) -> String {
        let card = TripCard.make(trip, root: "", lang: lang)
        guard case .object(let fields) = card else { return "{}" }
        func text(_ name: String) -> String? {
            if case .text(let value)? = fields[name] { return value }
            return nil
        }
        var members: [(String, String)] = [
            ("s", string(trip.slug)), ("t", string(trip.title)), ("d", string(trip.destination)),
            ("a", string(trip.startDate.iso)), ("b", string(trip.endDate.iso)), ("r", string(text("dateRange") ?? "")),
            ("n", string(trip.durationText(lang))),
        ]
        let optional: [(String, String?)] = [
            ("f", text("flag")), ("c", text("countryKey")), ("cn", text("countryName")), ("y", text("styleKey")), ("yn", text("travelStyle")),
            ("st", text("statusKey")), ("sn", text("status")), ("p", trip.costText),
            ("i", trip.image.flatMap { ImageLinks.site(root: "").url($0) }), ("ph", trip.image == nil ? text("placeholder") : nil),
        ]
        for (name, value) in optional { if let value { members.append((name, string(value))) } }
        return object(members)
    }

    /// Each filter's choices and the numbers of the trips each keeps, as the search form names them.
    private static func filterValues(_ trips: [TripListing]) -> [(String, [String: [Int]])] {
        var country: [String: [Int]] = [:], style: [String: [Int]] = [:], status: [String: [Int]] = [:], year: [String: [Int]] = [:]
        for (number, trip) in trips.enumerated() {
            if let key = trip.country.map(TripGroups.countrySlug), !key.isEmpty { country[key, default: []].append(number) }
            if let key = trip.travelStyle.map(TripGroups.styleSlug), !key.isEmpty { style[key, default: []].append(number) }
            if let key = trip.status?.rawValue { status[key, default: []].append(number) }
            year[String(trip.startDate.year), default: []].append(number)
        }
        return [("country", country), ("style", style), ("status", status), ("year", year)]
    }

    /// The sort orders of the search form but the start date's: the trips' numbers in each, the upcoming trips (the
    /// first `upcoming` numbers) first, as the published pages keep them apart. Equal trips keep the index's order.
    static func sortOrders(upcoming: Int, trips: [TripListing]) -> [(String, [Int])] {
        func order(_ before: (TripListing, TripListing) -> Bool?) -> [Int] {
            [0..<upcoming, upcoming..<trips.count].flatMap { part in
                part.sorted { a, b in before(trips[a], trips[b]) ?? (a < b) }
            }
        }
        func compare<Key: Comparable>(_ a: Key, _ b: Key, descending: Bool = false) -> Bool? {
            a == b ? nil : (descending ? a > b : a < b)
        }
        // Costs in different currencies are not compared: they are grouped by currency, trips without one last.
        func cost(_ descending: Bool) -> (TripListing, TripListing) -> Bool? {
            return { a, b in
                switch (a.costCurrency, b.costCurrency) {
                case (nil, nil): return nil
                case (nil, _): return false
                case (_, nil): return true
                case let (x?, y?) where x != y: return x < y
                default: return compare(Double(a.costAmount ?? "") ?? 0, Double(b.costAmount ?? "") ?? 0, descending: descending)
                }
            }
        }
        return [
            ("start-desc", order { compare($0.startDate, $1.startDate, descending: true) }),
            ("title", order { compare($0.title.lowercased(), $1.title.lowercased()) }),
            ("days", order { compare($0.dayCount, $1.dayCount) }),
            ("days-desc", order { compare($0.dayCount, $1.dayCount, descending: true) }),
            ("cost", order(cost(false))),
            ("cost-desc", order(cost(true))),
        ]
    }

    // MARK: - JSON

    private static func file(_ path: String, _ json: String) -> OutputFile {
        OutputFile(path: folder + path, text: json + "\n")
    }

    private static func string(_ text: String) -> String {
        JSONString.quoted(text, scriptSafe: true)
    }

    private static func numbers(_ numbers: [Int]) -> String {
        "[" + numbers.map(String.init).joined(separator: ",") + "]"
    }

    private static func array(_ elements: [String]) -> String {
        "[" + elements.joined(separator: ",") + "]"
    }

    /// An object of the members given, each value JSON already.
    private static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }
}
