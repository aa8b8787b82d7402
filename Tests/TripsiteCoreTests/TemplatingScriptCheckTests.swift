import Testing
@testable import TripsiteRendering
@testable import TripsiteResources

/// The check of the scripts a trip page's template in a templates folder loads (`TemplateScriptCheck`): a trip
/// template from before trip pages had their own script still names the listing pages' one.
@Suite("Templating: scripts a trip page's template should not load")
struct TemplatingScriptCheckTests {
    static func warnings(_ overrides: [String: String]) throws -> [String] {
        let named = overrides.mapValues { TemplateSet.Source(text: $0, file: "") }
        let sources = Dictionary(uniqueKeysWithValues: named.map { ($0.key, TemplateSet.Source(text: $0.value.text, file: "T/\($0.key).mustache")) })
        return try TemplateSet(overrides: sources).warnings.map(\.formatted)
    }

    /// The built-in trip.html as it was before trip pages had their own script.
    static var olderTripTemplate: String {
        let current = EmbeddedResources.templates["trip.html"]!
        return current.replacing("<script src=\"{{root}}assets/trip.js\" defer></script>\n", with: """
            <script src="{{root}}assets/browse.js" defer></script>
            {{#streetMap}}
            <script src="{{root}}assets/street-map.js" defer></script>
            {{/streetMap}}

            """)
    }

    @Test("an older trip.html that loads browse.js and the street map's script is warned of at each name, with what to load instead")
    func olderTripTemplate() throws {
        let text = Self.olderTripTemplate
        #expect(text != EmbeddedResources.templates["trip.html"])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let browse = try #require(lines.firstIndex { $0.contains("assets/browse.js") }) + 1
        let streetMap = try #require(lines.firstIndex { $0.contains("assets/street-map.js") }) + 1
        #expect(try Self.warnings(["trip.html": text]) == [
            "T/trip.html.mustache:\(browse):22: warning: \"assets/browse.js\" is the listing pages' script and does nothing on a trip page: "
                + "load assets/trip.js instead, as the built-in trip.html does, for the sorting of the trip's lists, the marks of the strip of days and the street map",
            "T/trip.html.mustache:\(streetMap):22: warning: \"assets/street-map.js\" is loaded by assets/trip.js when the reader opens the street map: "
                + "named here, it loads with every trip page",
        ])
    }

    @Test("a partial only trip pages include is checked too; listing pages and the built-in templates load browse.js freely")
    func partialsAndListings() throws {
        let footer = "<footer><link rel=\"stylesheet\" href=\"{{root}}assets/street-map.css\"></footer>\n"
        let tripFooter = EmbeddedResources.templates["trip.html"]!.replacing("{{> footer.html}}", with: "{{> trip-footer.html}}")
        #expect(try Self.warnings(["trip.html": tripFooter, "trip-footer.html": footer]) == [
            "T/trip-footer.html.mustache:1:46: warning: \"assets/street-map.css\" is loaded with the street map's script when the reader opens the street map: "
                + "named here, it loads with every trip page",
        ])
        // The footer every page includes, and the index, may name browse.js: they are not only trip pages'.
        #expect(try Self.warnings(["footer.html": "<footer><script src=\"{{root}}assets/browse.js\"></script></footer>\n"]) == [])
        #expect(try Self.warnings(["index.html": EmbeddedResources.templates["index.html"]!]) == [])
        #expect(try TemplateSet().warnings.isEmpty)
    }
}
