import TripsiteModel
import TripsitePlanning

/// Something `tripsite new` adds to a trip (a flight, a hotel, an activity, a place): which array of the trip it
/// goes in, the checks of the app's form that makes it, and its JSON members.
public protocol NewTripItem: Sendable {
    /// The trip's array the item goes in: "flights".
    static var arrayKey: String { get }
    /// The item in messages and at the start of its id: "flight".
    static var noun: String { get }
    /// The option texts, by option name, checked for characters that must not reach the file.
    var texts: [(option: String, text: String?)] { get }
    /// The problems with the options that the trip does not change, each naming its option.
    func problems() -> [String]
    /// The problems with the options that depend on the trip: its dates, its currency, its days.
    func problems(in trip: Trip) -> [String]
    /// What the item's id is made from: the flight's number, the hotel's name.
    var idSource: String { get }
    /// The prices given: each option, the member the file gets it in, and its text.
    var prices: [(option: String, member: String, text: String?)] { get }
    /// The currency given for the prices with --currency.
    var currency: String? { get }
    /// The language the options' dates, times and durations may be written in besides English.
    var language: InputLanguage? { get set }
    /// The item's members after its id, in the order the file gets them, values written as JSON. Called only when
    /// there are no problems.
    func members(in trip: Trip) -> [(name: String, value: String)]
}

extension NewTripItem {
    /// Every problem with the options: characters that must not reach the file, blank texts, the item's own checks,
    /// and those against `trip` when it is known.
    public func allProblems(in trip: Trip?) -> [String] {
        var problems = FormText.unsafeCharacterProblems(texts) + FormText.blankProblems(texts) + self.problems()
        if let trip { problems += self.problems(in: trip) }
        return problems
    }

    public var prices: [(option: String, member: String, text: String?)] { [] }
    public var currency: String? { nil }

    /// A warning for each price that reads in no currency, the trip having none, with the member it is in.
    func currencyWarnings(in trip: Trip) -> [(member: String, message: String)] {
        prices.compactMap { option, member, text in
            FormValues.currencyWarning(text, option: option, currency: currency, in: trip).map { (member, $0) }
        }
    }

    /// The ids the new item's must differ from: those of the trip's flights, hotels and activities (which share the
    /// calendar's events), or of its places (checked among places only).
    static func takenIDs(in trip: Trip) -> Set<String> {
        if arrayKey == "places" { return Set(trip.places.compactMap(\.id)) }
        return Set(trip.flights.compactMap(\.id) + trip.hotels.compactMap(\.id) + trip.activities.compactMap(\.id))
    }

    /// The item as a JSON object with a fresh id, indented with `indent`, its members one `level` further.
    func json(in trip: Trip, indent: String, level: String) -> (id: String, text: String) {
        let slug = Slug.make(from: idSource)
        // "Hotel Artemide" gives hotel-artemide, not hotel-hotel-artemide.
        let named = slug == Self.noun || slug.hasPrefix(Self.noun + "-")
        let id = JSONText.uniqueID(slug.isEmpty ? Self.noun : named ? slug : Self.noun + "-" + slug, among: Self.takenIDs(in: trip))
        return (id, JSONText.object([("id", JSONText.quoted(id))] + members(in: trip), indent: indent, level: level))
    }
}
