/// A town of the built-in gazetteer: where the maps put a destination or an address that has no coordinates.
public struct GazetteerTown: Sendable, Hashable {
    /// The town's name as GeoNames writes it: "Pismo Beach".
    public var name: String
    /// The ISO 3166-1 alpha-2 code of its country: "US".
    public var countryCode: String
    /// The code of its state or province when that is letters ("CA" for California), else nil.
    public var region: String?
    /// Its middle, to about a kilometre.
    public var point: GeoPoint
    /// Its people, in thousands (at least 1).
    public var population: Int

    public init(name: String, countryCode: String, region: String?, point: GeoPoint, population: Int) {
        self.name = name
        self.countryCode = countryCode
        self.region = region
        self.point = point
        self.population = population
    }
}
