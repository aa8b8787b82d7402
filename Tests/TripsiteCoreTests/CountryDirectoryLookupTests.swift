import Testing
import TripsiteCore
import TripsiteJSON
import TripsiteModel
import TripsiteLoading
import TripsitePlanning
import TripsiteRendering

@Suite("CountryDirectory lookups")
struct CountryDirectoryLookupTests {
    private let plain = CountryTestLists.plain
    private let isoStyle = CountryTestLists.isoStyle

    @Test("a code listed twice finds the first country listed with it")
    func repeatedCode() {
        let directory = CountryDirectory([
            Country(name: "Portugal", flag: "", code: "PT", dialCode: "+351"),
            Country(name: "Portuguese Republic", flag: "", code: "pt", dialCode: ""),
            Country(name: "Spain", flag: "", code: "ES", dialCode: "+34"),
        ])
        #expect(directory.country(code: "PT")?.name == "Portugal")
        #expect(directory.country(code: "es")?.name == "Spain")
        #expect(directory.all.count == 3)
    }

    @Test("codes match in any case and return the whole entry")
    func codes() throws {
        let uae = try #require(plain.country(code: "ae"))
        #expect(uae == Country(name: "United Arab Emirates", flag: "🇦🇪", code: "AE", dialCode: "+971"))
        #expect(plain.country(code: "Us")?.name == "United States")
        #expect(plain.country(code: " FR ")?.code == "FR")
        #expect(plain.country(code: "\u{00A0}fr\n")?.code == "FR", "any white space, as Unicode defines it")
        #expect(plain.country(code: "XX") == nil)
        #expect(plain.country(code: "") == nil)
        #expect(plain.country(code: "France") == nil)
    }

    @Test("names ignore case, accents, punctuation, spacing and a leading the", arguments: [
        ("france", "FR"), ("FRANCE", "FR"), ("  France. ", "FR"), ("The Netherlands", "NL"),
        ("the   netherlands", "NL"), ("CÔTE D’IVOIRE", "CI"), ("Cote dIvoire", "CI"),
        ("côte-d'ivoire", "CI"), ("united   arab emirates", "AE"), ("UNITED STATES", "US"),
    ])
    func names(text: String, code: String) {
        #expect(plain.country(named: text)?.code == code)
    }

    @Test("aliases map common names to listed codes", arguments: [
        ("UAE", "AE"), ("U.A.E.", "AE"), ("Emirates", "AE"), ("USA", "US"), ("U.S.A.", "US"),
        ("US", "US"), ("U.S.", "US"), ("United States of America", "US"), ("America", "US"),
        ("UK", "GB"), ("U.K.", "GB"), ("Britain", "GB"), ("Great Britain", "GB"), ("England", "GB"),
        ("Scotland", "GB"), ("Wales", "GB"), ("Northern Ireland", "GB"), ("Holland", "NL"),
        ("Ivory Coast", "CI"), ("Cote d'Ivoire", "CI"), ("Brasil", "BR"), ("Nippon", "JP"),
    ])
    func aliases(text: String, code: String) {
        #expect(plain.country(named: text)?.code == code)
    }

    @Test("a bare two-letter code is accepted as a name")
    func codeAsName() {
        #expect(plain.country(named: "jp")?.name == "Japan")
        #expect(plain.country(named: "GE")?.name == "Georgia")
        #expect(plain.country(named: "ZZ") == nil)
    }

    @Test("an alias resolves only when its code is in the list")
    func aliasNeedsCode() {
        #expect(plain.country(named: "South Korea") == nil)
        #expect(plain.country(named: "Vietnam") == nil)
        let withoutEmirates = CountryDirectory([CountryTestLists.country("France", "FR")])
        #expect(withoutEmirates.country(named: "UAE") == nil)
        #expect(withoutEmirates.country(forDestination: "Dubai, UAE") == nil)
    }

    @Test("ISO-style names match by their short, full and reading-order forms", arguments: [
        ("Korea, Republic of South Korea", "KR"), ("South Korea", "KR"), ("Korea", "KR"),
        ("Republic of Korea", "KR"), ("North Korea", "KP"), ("Democratic People's Republic of Korea", "KP"),
        ("Tanzania", "TZ"), ("United Republic of Tanzania", "TZ"), ("Iran", "IR"),
        ("Islamic Republic of Iran", "IR"), ("Venezuela", "VE"), ("Bolivarian Republic of Venezuela", "VE"),
        ("Bolivia", "BO"), ("Russia", "RU"), ("Vietnam", "VN"), ("Viet Nam", "VN"),
        ("Congo", "CG"), ("Democratic Republic of the Congo", "CD"), ("DR Congo", "CD"),
        ("Virgin Islands, British", "VG"), ("British Virgin Islands", "VG"), ("Holy See", "VA"),
        ("Vatican", "VA"),
    ])
    func isoStyleNames(text: String, code: String) {
        #expect(isoStyle.country(named: text)?.code == code)
    }

    @Test("a short form shared by two countries names neither")
    func ambiguousShortForm() {
        #expect(isoStyle.country(named: "Virgin Islands") == nil)
    }

    @Test("entries without a flag still resolve and keep an empty flag")
    func emptyFlag() throws {
        let antilles = try #require(isoStyle.country(named: "Netherlands Antilles"))
        #expect(antilles.code == "AN")
        #expect(antilles.flag == "")
        #expect(isoStyle.country(code: "an") == antilles)
    }

    @Test("when two entries share a code the first wins")
    func duplicateCodes() {
        let directory = CountryDirectory([
            CountryTestLists.country("Kosovo", "XK", flag: "🇽🇰"),
            CountryTestLists.country("Republic of Kosovo", "XK"),
        ])
        #expect(directory.all.count == 2)
        #expect(directory.country(code: "XK")?.name == "Kosovo")
        #expect(directory.country(named: "Republic of Kosovo")?.name == "Kosovo")
    }

    @Test("a listed name wins over an alias for another code")
    func listedNameWins() {
        let directory = CountryDirectory([
            CountryTestLists.country("United States", "US"),
            CountryTestLists.country("America", "AM"),
        ])
        #expect(directory.country(named: "America")?.code == "AM")
        #expect(directory.country(named: "USA")?.code == "US")
    }

    @Test("an empty directory finds nothing")
    func emptyDirectory() {
        let directory = CountryDirectory([])
        #expect(directory.all.isEmpty)
        #expect(directory.country(code: "FR") == nil)
        #expect(directory.country(named: "France") == nil)
        #expect(directory.country(forDestination: "Paris, France") == nil)
    }

    @Test("text without letters names nothing", arguments: ["", "   ", ",", "the", "..."])
    func blankText(text: String) {
        #expect(plain.country(named: text) == nil)
        #expect(plain.country(forDestination: text) == nil)
    }
}
