import Foundation
import Testing
import TripsiteTestSupport
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering
@testable import TripsiteResources

/// The binary carries `Templates/` and `Resources/` as they are in the repository: a file added there
/// but not to `embeddedFiles` in Package.swift, or an embedded copy that differs, fails here.
@Suite("embedded resources")
struct RenderingEmbeddedResourcesTests {
    private func files(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Repository.file(folder).path)
            .filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test("every template file is embedded, byte for byte")
    func templates() throws {
        let names = try files(in: "Templates")
        #expect(names.map { String($0.dropLast(".mustache".count)) } == EmbeddedResources.templates.keys.sorted())
        for name in names {
            let text = try String(contentsOf: Repository.file("Templates/\(name)"), encoding: .utf8)
            #expect(EmbeddedResources.templates[String(name.dropLast(".mustache".count))] == text, "\(name)")
        }
    }

    @Test("the stylesheet, the scripts, Leaflet, the icons, the default countries list and the countries' zones are embedded, byte for byte")
    func resources() throws {
        #expect(try files(in: "Resources") == ["browse.js", "countries.json", "country-zones.tsv", "favicon.png", "favicon.svg", "leaflet", "pages-workflow.yml",
                                                  "script-common.js", "starter-trips.json", "street-map.css", "street-map.js", "style.css", "translations",
                                                  "trip.js", "zone-abbreviations.tsv"])
        for (code, bytes) in EmbeddedResources.translations {
            #expect(try Array(Data(contentsOf: Repository.file("Resources/translations/\(code).toml"))) == bytes, "\(code)")
        }
        #expect(try files(in: "Resources/translations").count == EmbeddedResources.translations.count)
        #expect(try files(in: "Resources/leaflet") == ["LICENSE", "leaflet.css", "leaflet.js"])
        #expect(try Array(Data(contentsOf: Repository.file("Resources/street-map.js"))) == EmbeddedResources.streetMapScript)
        #expect(try Array(Data(contentsOf: Repository.file("Resources/street-map.css"))) == EmbeddedResources.streetMapStylesheet)
        #expect(try Array(Data(contentsOf: Repository.file("Resources/leaflet/leaflet.js"))) == EmbeddedResources.leafletScript)
        #expect(try Array(Data(contentsOf: Repository.file("Resources/leaflet/leaflet.css"))) == EmbeddedResources.leafletStylesheet)
        #expect(try Array(Data(contentsOf: Repository.file("Resources/leaflet/LICENSE"))) == EmbeddedResources.leafletLicence)
        #expect(try Array(Data(contentsOf: Repository.file("Resources/favicon.svg"))) == EmbeddedResources.faviconSVG)
        #expect(try Array(Data(contentsOf: Repository.file("Resources/favicon.png"))) == EmbeddedResources.faviconPNG)
        #expect(try Array(Data(contentsOf: Repository.file("Resources/starter-trips.json"))) == EmbeddedResources.starterTrips)
        #expect(try Array(Data(contentsOf: Repository.file("Resources/pages-workflow.yml"))) == EmbeddedResources.pagesWorkflow)
        #expect(try Array(Data(contentsOf: Repository.file("Resources/style.css"))) == EmbeddedResources.stylesheet)
        #expect(try Array(Data(contentsOf: Repository.file("Resources/countries.json"))) == EmbeddedResources.countriesJSON)
        #expect(try Array(Data(contentsOf: Repository.file("Resources/country-zones.tsv"))) == PackageResources.country_zones_tsv)
        #expect(try Array(Data(contentsOf: Repository.file("Resources/zone-abbreviations.tsv"))) == PackageResources.zone_abbreviations_tsv)
    }

    @Test("each page script is the shared part then the page's own, byte for byte, in one function that keeps their names from the page",
          arguments: [("browse.js", EmbeddedResources.browseScript), ("trip.js", EmbeddedResources.tripScript)])
    func pageScript(name: String, served: [UInt8]) throws {
        let common = try String(contentsOf: Repository.file("Resources/script-common.js"), encoding: .utf8)
        let own = try String(contentsOf: Repository.file("Resources/\(name)"), encoding: .utf8)
        #expect(String(decoding: served, as: UTF8.self) == "(function () {\n  \"use strict\";\n\n" + common + "\n" + own + "})();\n")
        // Each part is statements for inside that function: none opens or closes one of its own.
        #expect(!own.contains("(function () {\n  \"use strict\"") && !common.contains("use strict"), "\(name)")
        // What the shared part defines is not defined again in the page's own part.
        for definition in common.matches(of: /\n  (?:function|var) ([A-Za-z]+)/).map({ String($0.output.1) }) {
            #expect(!own.contains("function \(definition)(") && !own.contains("var \(definition) ="), "\(name) defines \(definition) again")
        }
    }

    @Test("every Markdown template declares the MARKDOWN content type, so Mustache does not HTML-escape it")
    func markdownPragma() {
        for (name, text) in EmbeddedResources.templates where name.hasSuffix(".md") {
            #expect(text.hasPrefix("{{% CONTENT_TYPE: MARKDOWN}}"), "\(name)")
        }
    }
}
