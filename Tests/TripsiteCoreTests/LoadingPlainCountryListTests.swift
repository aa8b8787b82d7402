import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering
@testable import TripsiteResources

/// The one-pass reading of plainly written countries lists: it must read exactly what the JSON parser and
/// `CountriesDecoder` read, and leave every other list to them.
@Suite("Loading: plain countries lists")
struct LoadingPlainCountryListTests {
    private static func decoded(_ bytes: [UInt8]) throws -> (countries: [Country], diagnostics: [Diagnostic]) {
        let (countries, log) = CountriesDecoder.decode(try JSONParser.parse(bytes), fileName: "countries.json")
        return (countries, log.diagnostics)
    }

    @Test("the built-in list reads as the decoder reads it")
    func builtInList() throws {
        let bytes = EmbeddedResources.countriesJSON
        let plain = try #require(PlainCountryList.read(bytes))
        let (countries, diagnostics) = try Self.decoded(bytes)
        #expect(diagnostics.isEmpty)
        #expect(plain.count > 240)
        #expect(plain == countries)
    }

    @Test("plainly written lists read as the decoder reads them", arguments: [
        "[]",
        " \r\n\t[ ] \n",
        #"[{"name":"France","flag":"🇫🇷","code":"FR","dial_code":"+33"}]"#,
        // Members in another order, some left out, a lower-case code, an empty flag, white space between tokens.
        "[\n  { \"code\" : \"jp\" , \"name\" : \"Japan\" },\n  {\"dial_code\":\"+351\",\"flag\":\"\",\"name\":\"Portugal\",\"code\":\"pT\"}\n]\n",
        #"[{"name":"Côte d'Ivoire","code":"CI","dial_code":""},{"name":"Åland Islands","code":"AX","flag":"🇦🇽"}]"#,
    ])
    func plainLists(json: String) throws {
        let bytes = Array(json.utf8)
        let plain = try #require(PlainCountryList.read(bytes))
        let (countries, diagnostics) = try Self.decoded(bytes)
        #expect(diagnostics.isEmpty)
        #expect(plain == countries)
    }

    @Test("any other list is left to the decoder", arguments: [
        "",
        "{}",
        "[{}]",
        #"[{"name":"France","code":"FR"},]"#,
        #"[{"name":"France","code":"FR"}] x"#,
        #"[{"name":"France","code":"FR"}"#,
        #"[{"name":"France","code":"FR",}]"#,
        #"[{"name":"France" "code":"FR"}]"#,
        #"[{"name":"France","code":"FR"} {"name":"Peru","code":"PE"}]"#,
        #"["France"]"#,
        #"[{"name":"France","code":"FRA"}]"#,
        #"[{"name":"France","code":"F"}]"#,
        #"[{"name":"France","code":"F1"}]"#,
        #"[{"name":"France","code":39}]"#,
        #"[{"name":"France","code":"FR","flag":true}]"#,
        #"[{"name":"France","code":"FR","dial_code":33}]"#,
        #"[{"name":"France","code":"FR","dial_code":null}]"#,
        #"[{"code":"FR"}]"#,
        #"[{"name":"","code":"FR"}]"#,
        #"[{"name":"France"}]"#,
        #"[{"name":"France","code":"FR","name":"Francia"}]"#,
        #"[{"name":"France","code":"FR","capital":"Paris"}]"#,
        #"[{"Name":"France","code":"FR"}]"#,
        #"[{"name":"France","code":"FR","dialCode":"+33"}]"#,
        #"[{"name":"Fr\u00e4nce","code":"FR"}]"#,
        #"[{"name":"France\"","code":"FR"}]"#,
        #"[{"name":" France","code":"FR"}]"#,
        #"[{"name":"France ","code":"FR"}]"#,
        "[{\"name\":\"France\u{00A0}\",\"code\":\"FR\"}]",
        "[{\"name\":\"\u{3000}France\",\"code\":\"FR\"}]",
        "[{\"name\":\"Fra\tnce\",\"code\":\"FR\"}]",
        "\u{FEFF}[]",
    ])
    func otherLists(json: String) {
        #expect(PlainCountryList.read(Array(json.utf8)) == nil)
    }

    @Test("bytes that are not UTF-8 are left to the decoder")
    func invalidUTF8() {
        let bytes = Array(#"[{"name":"Fr"#.utf8) + [0xC3, 0x28] + Array(#"nce","code":"FR"}]"#.utf8)
        #expect(PlainCountryList.read(bytes) == nil)
    }

    @Test("a build still reports what is wrong with a countries list")
    func buildReportsProblems() {
        let input = BuildInput(
            tripsFileName: "trips.json", tripsBytes: Array("[]".utf8), sourceDate: RenderFixture.sourceDate,
            countriesFileName: "countries.json", countriesBytes: Array(#"[{"name":"France","code":"FRA"}]"#.utf8))
        let messages = PlannedSite.planTrips(input).log.diagnostics.map(\.formatted)
        #expect(messages == [
            "countries.json:1:26: error: countries[0].code: expected a two-letter ISO country code such as FR, found \"FRA\"",
        ])
    }

    @Test("a value longer than a text field is refused at its place, with its length")
    func longValues() {
        let flag = String(repeating: "🇫🇷", count: 251)
        let name = String(repeating: "a", count: 501)
        let json = "[{\"name\":\"France\",\"code\":\"FR\",\"flag\":\"\(flag)\"},\n{\"name\":\"\(name)\",\"code\":\"PE\"}]"
        #expect(PlainCountryList.read(Array(json.utf8)) == nil)
        let input = BuildInput(
            tripsFileName: "trips.json", tripsBytes: Array("[]".utf8), sourceDate: RenderFixture.sourceDate,
            countriesFileName: "countries.json", countriesBytes: Array(json.utf8))
        let messages = PlannedSite.planTrips(input).log.diagnostics.map(\.formatted)
        #expect(messages == [
            "countries.json:1:38: error: countries[0].flag: expected at most 500 characters, found 502",
            "countries.json:2:9: error: countries[1].name: expected at most 500 characters, found 501",
        ])
    }
}
