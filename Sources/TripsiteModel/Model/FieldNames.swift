/// The names an app gives fields, read as tripsite's own (the `[fields]` table of tripsite.toml): for an export
/// whose names no built-in spelling covers, `title = "headline"` reads every object's `headline` as its `title`,
/// and `[fields.hotel] name = "property"` a hotel's `property` as its `name`.
public struct FieldNames: Sendable, Hashable {
    /// By kind of object ("" for every kind): the app's name (canonical spelling) → tripsite's.
    private var renames: [String: [String: String]] = [:]

    public init() {}

    public var isEmpty: Bool { renames.values.allSatisfy(\.isEmpty) }

    /// Reads the app's `appName` as tripsite's `field`, in objects of `kind` ("" for every kind).
    public mutating func read(_ appName: String, as field: String, in kind: String = "") {
        renames[kind, default: [:]][appName] = field
    }

    /// Tripsite's name for the key `appName` (canonical spelling) of an object of `kind`, when it is renamed.
    public func field(for appName: String, in kind: String) -> String? {
        if renames.isEmpty { return nil }
        return renames[kind]?[appName] ?? renames[""]?[appName]
    }

    /// A description of the renames that changes when they do, for the build's fingerprint.
    public var fingerprintText: String {
        renames.keys.sorted().flatMap { kind in renames[kind]!.keys.sorted().map { "\(kind).\($0)=\(renames[kind]![$0]!)" } }
            .joined(separator: "\n")
    }

    /// The kinds of object a rename may be limited to, as tripsite.toml names them (`[fields.hotel]`).
    public static let kinds = ["trip", "flight", "hotel", "activity", "place", "vehicle"]

    /// The kind of object a reader is reading, from its description ("a hotel" → "hotel").
    public static func kind(of description: String) -> String {
        for article in ["a ", "an "] where description.hasPrefix(article) { return String(description.dropFirst(article.count)) }
        return description
    }

    /// The fields of each kind of object that a rename may name (docs/input-format.md lists them).
    public static let known: [String: [String]] = [
        "trip": [
            "id", "title", "destination", "city", "country", "country_code", "start_date", "end_date", "travel_style", "status",
            "visibility", "description", "trip_description", "image_url", "currency", "budget", "travelers", "timezone",
            "language",
            "updated_at", "created_at", "flights", "hotels", "activities", "places", "vehicle",
        ],
        "flight": [
            "id", "airline", "flight_number", "departure_airport", "arrival_airport", "departure_date", "departure_time",
            "arrival_date", "arrival_time", "departure_timezone", "arrival_timezone", "duration", "is_direct", "stops", "price",
            "travelers", "confirmation", "departure_terminal", "departure_gate", "arrival_terminal", "arrival_gate",
            "boarding_time", "seat", "check_in_url",
        ],
        "hotel": [
            "id", "name", "address", "room_type", "check_in_date", "check_out_date", "check_in_time", "check_out_time", "nights",
            "stars", "rating", "review_count", "price", "price_per_night", "rooms_left", "confirmation", "image_url", "latitude",
            "longitude", "coordinates", "phone",
        ],
        "activity": [
            "id", "name", "description", "location", "day_number", "scheduled_date", "scheduled_time", "duration", "price",
            "rating", "review_count", "activity_number", "image_url", "latitude", "longitude", "coordinates", "confirmation",
        ],
        "place": [
            "id", "name", "category", "url", "rating", "review_count", "image_url", "is_open", "favorite", "latitude", "longitude",
            "coordinates", "address", "notes", "day_number",
        ],
        "vehicle": ["type", "make", "model", "year", "fuel_type", "nickname", "image_url"],
    ]
}
