/// An airport of the built-in table (made by Scripts/make-airports.py from the airportsdata package).
public struct Airport: Sendable, Hashable {
    /// The three-letter IATA code, "SIN".
    public var iata: String
    /// The four-letter ICAO code, "WSSS"; empty when the table has none.
    public var icao: String
    /// The name without a final "International Airport" or "Airport": "Singapore Changi".
    public var name: String
    /// The city it serves, "Singapore".
    public var city: String
    /// The ISO 3166-1 alpha-2 code of its country, "SG".
    public var countryCode: String
    public var latitude: Double
    public var longitude: Double
    /// Its IANA time zone, "Asia/Singapore".
    public var timeZone: String

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
    }

    /// Where the airport is, in words: its name, then its city unless the name says it already:
    /// "Singapore Changi", "John F Kennedy, New York".
    public var place: String {
        if city.isEmpty || name.lowercased().contains(city.lowercased()) { return name }
        return name + ", " + city
    }
}
