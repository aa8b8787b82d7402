import Testing
@testable import TripsiteCore
import TripsiteConfig
@testable import TripsiteJSON
@testable import TripsiteLoading
import TripsiteModel

/// `inputs` and the `[fields]` table of tripsite.toml: read, checked, and applied when trips are decoded.
@Suite("Config file: inputs and an app's field names")
struct ConfigFieldsTests {
    private func read(_ text: String) -> (config: SiteConfig, messages: [String]) {
        let (config, diagnostics) = ConfigReader().read(text, file: "tripsite.toml")
        return (config, diagnostics.map(\.formatted))
    }

    @Test("inputs are read as paths beside the file")
    func inputs() {
        let (config, messages) = ConfigReader().read("inputs = [\"trips.json\", \"mail\"]\n", file: "site/tripsite.toml")
        #expect(messages.isEmpty)
        #expect(config.inputs?.compactMap { config.resolved($0) } == ["site/trips.json", "site/mail"])
        #expect(read("inputs = \"trips.json\"\n").messages == [
            "tripsite.toml:1:10: error: inputs: expected a list of paths such as [\"trips.json\", \"mail\"], found \"trips.json\""])
        #expect(read("inputs = [\"a.json\", 3]\n").messages == [
            "tripsite.toml:1:10: error: inputs: expected a list of paths such as [\"trips.json\", \"mail\"], found 3 in the list"])
    }

    @Test("[fields] maps an app's names onto tripsite's, for every object or for one kind")
    func renames() {
        let (config, messages) = read("""
            [fields]
            trips = "journeys"
            title = "headline"
            [fields.hotel]
            name = "propertyName"
            """)
        #expect(messages.isEmpty)
        #expect(config.fieldNames.field(for: "headline", in: "trip") == "title")
        #expect(config.fieldNames.field(for: "property_name", in: "hotel") == "name")
        #expect(config.fieldNames.field(for: "property_name", in: "place") == nil)
        #expect(config.fieldNames.field(for: "journeys", in: "") == "trips")
    }

    @Test("unknown fields and kinds, and values that are not names, are errors at their place")
    func problems() {
        #expect(read("""
            [fields]
            titel = "headline"
            title = 3
            [fields.hotle]
            name = "x"
            [fields.place]
            stars = "x"
            """).messages == [
            "tripsite.toml:2:1: error: fields.titel: unknown field: not one of tripsite's fields; did you mean title?",
            "tripsite.toml:3:9: error: fields.title: expected the app's name for the field, such as \"headline\", found 3",
            "tripsite.toml:4:1: error: fields.hotle: unknown kind of object; did you mean [fields.hotel]?",
            "tripsite.toml:7:1: error: fields.place.stars: unknown field: not one of a place's fields; see the fields in docs/input-format.md",
        ])
    }

    @Test("a trips file under the app's names decodes as tripsite's, with nothing left unused")
    func decodesRenamed() throws {
        var names = FieldNames()
        names.read("journeys", as: "trips")
        names.read("headline", as: "title")
        names.read("lodging", as: "hotels")
        names.read("property", as: "name", in: "hotel")
        let json = """
        {"journeys": [{"headline": "Roman week", "destination": "Rome, Italy", "start_date": "2026-05-01", "end_date": "2026-05-03",
          "lodging": [{"property": "Hotel Artemide"}]}]}
        """
        let document = try JSONParser.parse(Array(json.utf8))
        let decoded = TripDecoder.decodeFile(document, fileName: "trips.json", fieldNames: names)
        #expect(decoded.log.diagnostics.isEmpty)
        #expect(decoded.log.unusedFields.isEmpty)
        #expect(decoded.trips.map(\.title) == ["Roman week"])
        #expect(decoded.trips.first?.hotels.map(\.name) == ["Hotel Artemide"])
    }
}
