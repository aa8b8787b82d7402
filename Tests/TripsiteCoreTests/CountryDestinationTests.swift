import Testing
import TripsiteCore

@Suite("Country of a destination")
struct CountryDestinationTests {
    private let plain = CountryTestLists.plain
    private let isoStyle = CountryTestLists.isoStyle

    @Test("the country part of a destination", arguments: [
        ("Dubai, UAE", "AE"), ("New York, USA", "US"), ("New York, NY, USA", "US"),
        ("Paris, France", "FR"), ("Bali, Indonesia", "ID"), ("Amsterdam, The Netherlands", "NL"),
        ("Tbilisi, Georgia", "GE"), ("Japan", "JP"), ("São Paulo, Brasil", "BR"),
        ("London, England, UK", "GB"), ("Abidjan, CÔTE D’IVOIRE", "CI"), ("  Kyoto ,  japan  ", "JP"),
    ])
    func destinations(destination: String, code: String) {
        #expect(plain.country(forDestination: destination)?.code == code)
    }

    @Test("destinations against ISO-style names", arguments: [
        ("Seoul, South Korea", "KR"), ("Seoul, Korea", "KR"), ("Busan, Korea, Republic of", "KR"),
        ("Dar es Salaam, Tanzania", "TZ"), ("Caracas, Venezuela", "VE"), ("Hanoi, Vietnam", "VN"),
        ("Road Town, Virgin Islands, British", "VG"), ("Kinshasa, Congo, The Democratic Republic of the", "CD"),
        ("Brazzaville, Congo", "CG"),
    ])
    func isoStyleDestinations(destination: String, code: String) {
        #expect(isoStyle.country(forDestination: destination)?.code == code)
    }

    @Test("a later part wins over an earlier one", arguments: [
        ("Paris, Texas, USA", "US"), ("Atlanta, Georgia, USA", "US"), ("Georgia, France", "FR"),
    ])
    func laterPartWins(destination: String, code: String) {
        #expect(plain.country(forDestination: destination)?.code == code)
    }

    @Test("places that are not countries resolve to nothing", arguments: [
        "Atlantis", "Paris", "New York", "Bali", "Franc", "Frankreich", "Paris France", "Georgia Tech",
    ])
    func noGuessing(destination: String) {
        #expect(plain.country(forDestination: destination) == nil)
    }

    @Test("a trailing capital code is used only when no name matches")
    func trailingCode() {
        #expect(plain.country(forDestination: "Kyoto, JP")?.code == "JP")
        #expect(plain.country(forDestination: "Paris, FR")?.code == "FR")
        #expect(plain.country(forDestination: "JP")?.code == "JP")
        #expect(plain.country(forDestination: "Kyoto, jp") == nil)
        #expect(plain.country(forDestination: "FR, Japan")?.code == "JP")
    }

    @Test("state and province abbreviations are not read as country codes", arguments: [
        "Los Angeles, CA", "Boise, ID", "Atlanta, GA", "Wilmington, DE", "St. John's, NL", "Adelaide, SA",
    ])
    func regionAbbreviations(destination: String) {
        #expect(plain.country(forDestination: destination) == nil)
        #expect(plain.country(forDestination: destination + ", USA")?.code == "US")
    }

    @Test("an abbreviation that is not a country code is skipped for the country after it")
    func stateBeforeCountry() {
        #expect(plain.country(forDestination: "Boston, MA, United States")?.code == "US")
        #expect(plain.country(forDestination: "Toronto, ON, Canada")?.code == "CA")
    }
}
