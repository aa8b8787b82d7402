import Foundation
import Testing
import TripsiteTestSupport
@testable import TripsiteCore
@testable import TripsiteModel
@testable import TripsiteRendering

/// The example's Lisbon trip built in each shipped language but English (`language` set for the site), its Markdown, page,
/// printout and calendar compared byte for byte with the files in `GoldenLanguages/<code>/`, and the index of
/// each. Regenerate them as the other golden files, with `TRIPSITE_UPDATE_GOLDEN=1`, and read the diff.
@Suite("golden pages in other languages")
struct GoldenLanguageTests {
    static let folder = Repository.file("Tests/TripsiteCoreTests/GoldenLanguages")
    static let paths = [
        "trips/trip-lisbon-2025/trip-lisbon-2025.md", "trips/trip-lisbon-2025/index.html", "trips/trip-lisbon-2025/print.html",
        "trips/trip-lisbon-2025/trip-lisbon-2025.ics", "index.html", "404.html",
    ]

    static func build(language: String) throws -> [String: [UInt8]] {
        let examples = Repository.examples
        var inputs: [String: String] = ["Examples/trips.json": try String(contentsOf: examples.appendingPathComponent("trips.json"), encoding: .utf8)]
        for image in try FileManager.default.contentsOfDirectory(atPath: examples.appendingPathComponent("images").path) {
            inputs["Examples/images/" + image] = try String(contentsOf: examples.appendingPathComponent("images/" + image), encoding: .utf8)
        }
        let fileSystem = InMemoryFileSystem(files: inputs)
        var site = SiteContext(title: "Example trips", baseURL: "https://example.org/trips/")
        site.setLanguage(language)
        let options = BuildOptions(
            tripsFile: "Examples/trips.json", output: "out", site: site, sourceDateEpoch: String(RenderFixture.sourceDate.secondsSinceEpoch))
        let report = try SiteBuilder(fileSystem: fileSystem).build(options)
        #expect(report.warnings.isEmpty, "\(report.warnings.map(\.formatted))")
        return fileSystem.snapshot
    }

    @Test("Lisbon in each shipped language but English matches its golden files", arguments: ["fr", "ar", "de", "es", "it", "pt", "nl", "ja", "zh-Hans"])
    func lisbon(language: String) throws {
        let built = try Self.build(language: language)
        for path in Self.paths {
            let url = Self.folder.appendingPathComponent(language).appendingPathComponent(path)
            let actual = String(decoding: try #require(built["out/" + path], "\(path)"), as: UTF8.self)
            if GoldenFileTests.updating {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try actual.write(to: url, atomically: true, encoding: .utf8)
                continue
            }
            let golden = try? String(contentsOf: url, encoding: .utf8)
            #expect(golden == actual, "\(language)/\(path) differs from its golden file; run with TRIPSITE_UPDATE_GOLDEN=1")
        }
    }

    @Test("the French pages say the page's language, number the printout in French and write dates and money the French way")
    func french() throws {
        let built = try Self.build(language: "fr")
        let page = String(decoding: try #require(built["out/trips/trip-lisbon-2025/index.html"]), as: UTF8.self)
        #expect(page.contains("<html lang=\"fr\" dir=\"ltr\">"))
        #expect(page.contains("Itinéraire"))
        let printout = String(decoding: try #require(built["out/trips/trip-lisbon-2025/print.html"]), as: UTF8.self)
        #expect(printout.contains("@bottom-right { content: \"Page\\000020 \" counter(page) \"\\000020 sur\\000020 \" counter(pages); }"))
    }

    @Test("the Arabic pages run right to left")
    func arabic() throws {
        let built = try Self.build(language: "ar")
        let page = String(decoding: try #require(built["out/trips/trip-lisbon-2025/index.html"]), as: UTF8.self)
        #expect(page.contains("<html lang=\"ar\" dir=\"rtl\">"))
        let index = String(decoding: try #require(built["out/index.html"]), as: UTF8.self)
        #expect(index.contains("<html lang=\"ar\" dir=\"rtl\">"))
    }
}
