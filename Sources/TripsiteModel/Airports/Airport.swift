/// An airport of the built-in table (made by Scripts/make-airports.py from the airportsdata package).
///
/// A class, not a struct: every flight holds two airports and is copied as its trip is planned and rendered;
/// one shared, immutable object costs one reference count per copy instead of one for each of its seven texts.
public final class Airport: Sendable, Equatable {
    /// The three-letter IATA code, "SIN".
    public let iata: String
    /// The four-letter ICAO code, "WSSS"; empty when the table has none.
    public let icao: String
    /// The name without a final "International Airport" or "Airport": "Singapore Changi".
    public let name: String
    /// The city it serves, "Singapore".
    public let city: String
    /// The ISO 3166-1 alpha-2 code of its country, "SG".
    public let countryCode: String
    public let latitude: Double
    public let longitude: Double
    /// Its IANA time zone, "Asia/Singapore".
    public let timeZone: String
    /// Where the airport is, in words: its name, then its city unless the name says it already:
    /// "Singapore Changi", "John F Kennedy, New York". Worked out once, as every flight's text names it.
    public let place: String

    public init(
        iata: String, icao: String, name: String, city: String, countryCode: String,
        latitude: Double, longitude: Double, timeZone: String
    ) {
        self.iata = iata
        self.icao = icao
        self.name = name
        self.city = city
        self.countryCode = countryCode
        self.latitude = latitude
        self.longitude = longitude
        self.timeZone = timeZone
        place = city.isEmpty || name.lowercased().contains(city.lowercased()) ? name : name + ", " + city
    }

    /// The same airport: the same object, or one with the same fields.
    public static func == (a: Airport, b: Airport) -> Bool {
        a === b || (a.iata, a.icao, a.name, a.city, a.countryCode, a.timeZone) == (b.iata, b.icao, b.name, b.city, b.countryCode, b.timeZone)
            && (a.latitude, a.longitude) == (b.latitude, b.longitude)
    }
}
