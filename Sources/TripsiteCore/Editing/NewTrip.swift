import TripsiteJSON
import TripsiteModel
import TripsiteLoading
import TripsitePlanning
import TripsiteRendering

/// `tripsite new trip`: a trip made the way the trip apps' "create trip" forms make one, added to an
/// existing trips file without touching a byte of the rest of it.
public struct NewTrip: Sendable {
    /// The travel styles the apps offer.
    public static let styles = ["Solo", "Couple", "Family", "Group", "Business", "Adventure", "Relaxation", "Cultural", "Luxury", "Budget", "Road trip"]

    public var destination: String
    public var start: String
    public var end: String
    public var title: String?
    public var style: String?
    public var description: String?
    public var budget: String?
    public var currency: String?
    public var travelers: Int?

    public init(destination: String, start: String, end: String, title: String? = nil, style: String? = nil,
                description: String? = nil, budget: String? = nil, currency: String? = nil, travelers: Int? = nil) {
        self.destination = destination
        self.start = start
        self.end = end
        self.title = title
        self.style = style
        self.description = description
        self.budget = budget
        self.currency = currency
        self.travelers = travelers
    }

    /// Checks the fields as the apps' forms do; every problem is reported, each naming its option.
    public func validate(countries: CountryDirectory) -> [String] {
        var problems = unsafeCharacterProblems()
        if let title, title.trimmingBlanks.isEmpty { problems.append("--title: expected some text, found none") }
        if destination.trimmingBlanks.isEmpty {
            problems.append("--destination: expected a place such as \"Paris, France\"")
        } else if countries.country(forDestination: destination) == nil {
            problems.append("--destination: no country found in \"\(destination)\"; end it with a country, such as \"Paris, France\"")
        }
        let startDate = try? DateText.parseFull(start).get()
        let endDate = try? DateText.parseFull(end).get()
        if startDate == nil { problems.append("--start: expected a date such as 2026-04-10, found \"\(start)\"") }
        if endDate == nil { problems.append("--end: expected a date such as 2026-04-17, found \"\(end)\"") }
        if let startDate, let endDate, endDate < startDate {
            problems.append("--end: expected a date on or after the start date \(startDate.iso), found \(endDate.iso)")
        }
        if let style, !Self.styles.contains(where: { $0.lowercased() == style.lowercased() }) {
            problems.append("--style: expected one of \(Self.styles.joined(separator: ", ")), found \"\(style)\"")
        }
        if let currency, !Money.isCurrencyCode(currency) {
            problems.append("--currency: expected a three-letter code such as EUR, found \"\(currency)\"")
        }
        if let budget, case .failure(let error) = Money.parse(budget, defaultCurrency: currency?.uppercased()) {
            problems.append("--budget: expected \(error.expected), found \"\(budget)\"")
        }
        if let travelers, travelers < 1 { problems.append("--travelers: expected at least 1, found \(travelers)") }
        return problems
    }

    /// Each option's text given on the command line, by option name.
    private var texts: [(option: String, text: String?)] {
        [("--destination", destination), ("--start", start), ("--end", end), ("--title", title), ("--style", style),
         ("--description", description), ("--budget", budget), ("--currency", currency)]
    }

    /// One problem for each option whose text holds a character that must not reach the trips file: a control
    /// character (C0, DEL or C1; every text is one line) or a bidirectional override or isolate (U+202A to U+202E,
    /// U+2066 to U+2069), which would show the text, and what follows it on the page, in another order than it is
    /// written.
    func unsafeCharacterProblems() -> [String] {
        texts.compactMap { option, text in
            guard let text, let found = text.unicodeScalars.first(where: { Self.isControl($0) || Self.isBidiControl($0) }) else {
                return nil
            }
            let kind = Self.isControl(found) ? "a control character" : "a bidirectional override or isolate"
            return "\(option) contains \(UnshowableCharacters.name(found)), \(kind)"
        }
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    /// The trip as a JSON object, with an id unique among `existingIDs`, written with `indent` before
    /// each member (the file's own indentation) and one more level for the members' lines.
    public func json(existingIDs: Set<String>, indent: String, level: String) -> (id: String, text: String) {
        let startDate = (try? DateText.parseFull(start).get())!
        let endDate = (try? DateText.parseFull(end).get())!
        let place = Trip.place(inDestination: destination)
        var id = "trip-" + Slug.make(from: "\(place) \(startDate.iso)")
        var counter = 2
        let base = id
        while existingIDs.contains(id) { id = "\(base)-\(counter)"; counter += 1 }

        var members: [(String, String)] = [
            ("id", quoted(id)),
            ("title", quoted(title ?? Trip.defaultTitle(destination: destination))),
            ("destination", quoted(destination.trimmingBlanks)),
            ("start_date", quoted(startDate.iso)),
            ("end_date", quoted(endDate.iso)),
        ]
        if let style { members.append(("travel_style", quoted(Self.styles.first { $0.lowercased() == style.lowercased() }!))) }
        if let description { members.append(("trip_description", quoted(description))) }
        // A plain amount is a JSON number, as apps write one; an amount with its currency or separators stays text.
        if let budget { members.append(("budget", Self.isPlainNumber(budget) ? budget : quoted(budget))) }
        if let currency { members.append(("currency", quoted(currency.uppercased()))) }
        if let travelers { members.append(("travelers", String(travelers))) }
        members.append(("status", quoted("planned")))
        members += [("flights", "[]"), ("hotels", "[]"), ("activities", "[]")]
        let inner = indent + level
        let body = members.map { "\(inner)\(quoted($0.0)): \($0.1)" }.joined(separator: ",\n")
        return (id, "\(indent){\n\(body)\n\(indent)}")
    }

    /// Whether the text is a number as JSON writes it, without sign or exponent: `2500`, `2500.50`, `0.5`.
    static func isPlainNumber(_ text: String) -> Bool {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let digits = { (part: Substring) in !part.isEmpty && part.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } }
        guard let whole = parts.first, digits(whole), whole == "0" || !whole.hasPrefix("0") else { return false }
        return parts.count == 1 || digits(parts[1])
    }

    /// A JSON string: quotes, backslashes and control characters escaped, everything else as it is.
    private func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
