import Foundation
import Testing
@testable import TripsiteModel
@testable import TripsitePlanning
import TripsiteResources

/// The built-in gazetteer: its table, lookups by name and the towns found in addresses and destinations.
@Suite("gazetteer: towns found by name")
struct GazetteerTests {
    static let countries = CountryDirectory([
        CountryTestLists.country("United States", "US"), CountryTestLists.country("Portugal", "PT"),
        CountryTestLists.country("South Africa", "ZA"), CountryTestLists.country("Argentina", "AR"),
        CountryTestLists.country("Canada", "CA"), CountryTestLists.country("Oman", "OM"),
        CountryTestLists.country("United Arab Emirates", "AE"), CountryTestLists.country("Japan", "JP"),
    ])
    static let finder = TownFinder(countries: countries)

    /// The distance between two points along the Earth's surface, in kilometres.
    static func kilometres(_ a: GeoPoint, _ b: GeoPoint) -> Double {
        let (φ1, φ2) = (a.latitude * .pi / 180, b.latitude * .pi / 180)
        let (dφ, dλ) = (φ2 - φ1, (b.longitude - a.longitude) * .pi / 180)
        let h = sin(dφ / 2) * sin(dφ / 2) + cos(φ1) * cos(φ2) * sin(dλ / 2) * sin(dλ / 2)
        return 2 * 6371 * asin(min(1, h.squareRoot()))
    }

    @Test("\"9 Pismo Beach, CA\" is Pismo Beach, California, within 10 km of the real town")
    func pismoBeach() throws {
        let town = try #require(Self.finder.town(in: "9 Pismo Beach, CA"))
        #expect(town.name == "Pismo Beach" && town.countryCode == "US" && town.region == "CA")
        #expect(Self.kilometres(town.point, GeoPoint(latitude: 35.1428, longitude: -120.6413)) < 10)
    }

    @Test("the destination \"San Francisco, United States\" is San Francisco, California, within 10 km, not one of the eight others")
    func sanFrancisco() throws {
        #expect(Gazetteer.towns(named: "San Francisco").count >= 9)
        let town = try #require(Self.finder.town(in: "San Francisco, United States", kind: .destination))
        #expect(town.countryCode == "US")
        #expect(Self.kilometres(town.point, GeoPoint(latitude: 37.7749, longitude: -122.4194)) < 10)
        // Without a country, the most populous; with the trip's country, that country's.
        #expect(Self.finder.town(in: "San Francisco")?.countryCode == "US")
        #expect(Self.finder.town(in: "San Francisco", countryCode: "AR")?.countryCode == "AR")
    }

    @Test("an address's town is found after its street and postcode, by its local name too")
    func addresses() {
        let lisbon = Self.finder.town(in: "Travessa das Merceeiras 27, 1100-348 Lisboa, Portugal")
        #expect(lisbon?.name == "Lisbon" && lisbon?.countryCode == "PT")
        #expect(Self.finder.town(in: "Silo Square, V&A Waterfront, Cape Town 8001, South Africa")?.name == "Cape Town")
        #expect(Self.finder.town(in: "Sheikh Mohammed bin Rashid Boulevard, Downtown Dubai, Dubai, UAE")?.name == "Dubai")
        #expect(Self.finder.town(in: "100 Madonna Rd, San Luis Obispo, CA 93405")?.name == "San Luis Obispo")
        #expect(Self.finder.town(in: "572 Yasaka-kamimachi, Higashiyama-ku, Kyoto 605-0827, Japan")?.name == "Kyoto")
        // A venue's words: the town among them counts in the trip's country.
        #expect(Self.finder.town(in: "Ventura Harbor", countryCode: "US")?.name == "Ventura")
    }

    @Test("what names no known town is not placed: no guess in another country, no town from a region's name")
    func notPlaced() {
        // Big Sur is too small for the table; Oman's Sur is not a street's "Sur" in California.
        #expect(Self.finder.town(in: "Highway 1, Big Sur, CA 93920", countryCode: "US") == nil)
        #expect(Self.finder.town(in: "Highway 1, Big Sur, CA 93920") == nil)
        #expect(Self.finder.town(in: "California coast, USA", kind: .destination, countryCode: "US") == nil)
        #expect(Self.finder.town(in: "") == nil && Self.finder.town(in: "12, 34") == nil)
    }

    @Test("the table's names are sorted by their bytes, as the binary search needs, and it stays under 3.5 MB")
    func table() {
        #expect(gazetteerTable.utf8.count < 3_500_000)
        var previous: [UInt8] = []
        var lines = 0
        for line in gazetteerTable.utf8.split(separator: UInt8(ascii: "\n")) {
            let key = Array(line.prefix { $0 != UInt8(ascii: "\t") })
            #expect(previous.lexicographicallyPrecedes(key), "\(String(decoding: key, as: UTF8.self))")
            previous = key
            lines += 1
        }
        #expect(lines > 60_000)
        // The first name and the last are found too: the search reaches both ends.
        let first = String(gazetteerTable.prefix { $0 != "\t" })
        #expect(!Gazetteer.towns(key: first).isEmpty)
        #expect(!Gazetteer.towns(key: String(decoding: previous, as: UTF8.self)).isEmpty)
        #expect(Gazetteer.towns(named: "zzzz no such town").isEmpty)
        #expect(Gazetteer.towns(named: "LISBOA").first?.countryCode == "PT")
    }
}
