import Foundation
import Testing
import TripsiteTestSupport
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

/// The example site's Markdown, HTML and calendars, compared byte for byte with the files in `Golden/`.
///
/// After an intended change to the templates or rendering, regenerate them with
/// `TRIPSITE_UPDATE_GOLDEN=1 swift test --filter GoldenFileTests` and review the diff.
@Suite("golden files")
struct GoldenFileTests {
    static let goldenFolder = Repository.file("Tests/TripsiteCoreTests/Golden")
    static let updating = ProcessInfo.processInfo.environment["TRIPSITE_UPDATE_GOLDEN"] == "1"

    /// Every page of the example site, built by `SiteBuilder` into an in-memory file system holding the
    /// example's trips and images; the files outside the golden set (the assets, the copied images and the
    /// manifest) are checked to be just those.
    static func renderExample() throws -> [OutputFile] {
        let examples = Repository.examples
        var inputs: [String: String] = ["Examples/trips.json": try String(contentsOf: examples.appendingPathComponent("trips.json"), encoding: .utf8)]
        for image in try FileManager.default.contentsOfDirectory(atPath: examples.appendingPathComponent("images").path) {
            inputs["Examples/images/" + image] = try String(contentsOf: examples.appendingPathComponent("images/" + image), encoding: .utf8)
        }
        let fileSystem = InMemoryFileSystem(files: inputs)
        let options = BuildOptions(
            tripsFile: "Examples/trips.json", output: "out", site: SiteContext(title: "Example trips", baseURL: "https://example.org/trips/"),
            sourceDateEpoch: String(RenderFixture.sourceDate.secondsSinceEpoch))
        let report = try SiteBuilder(fileSystem: fileSystem).build(options)
        #expect(report.warnings.isEmpty, "\(report.warnings.map(\.formatted))")
        let built = fileSystem.snapshot.filter { $0.key.hasPrefix("out/") }
        let others = built.keys.filter { $0.hasPrefix("out/assets/") || $0.hasPrefix("out/media/") || $0 == "out/.tripsite-manifest" }
        // The stylesheet, the two page scripts and the icons, the street map's script and stylesheet and Leaflet (3 files); the images;
        // the manifest.
        #expect(others.count == 5 + 5 + 9 + 1, "\(others.sorted())")
        return built.filter { !others.contains($0.key) }.sorted { $0.key < $1.key }
            .map { OutputFile(path: String($0.key.dropFirst("out/".count)), contents: .bytes($0.value)) }
    }

    @Test("the example's Markdown and HTML match the golden files")
    func example() throws {
        let files = try Self.renderExample()
        #expect(files.count == 60)
        var expectedPaths = Set<String>()
        if let enumerator = FileManager.default.enumerator(at: Self.goldenFolder, includingPropertiesForKeys: nil) {
            for case let url as URL in enumerator where !url.hasDirectoryPath {
                expectedPaths.insert(String(url.path.dropFirst(Self.goldenFolder.path.count + 1)))
            }
        }
        for file in files {
            let url = Self.goldenFolder.appendingPathComponent(file.path)
            let actual = RenderFixture.text(file)
            if Self.updating {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try actual.write(to: url, atomically: true, encoding: .utf8)
                continue
            }
            let golden = try? String(contentsOf: url, encoding: .utf8)
            #expect(golden != nil, "no golden file \(file.path); run with TRIPSITE_UPDATE_GOLDEN=1")
            if let golden, golden != actual {
                Issue.record("\(file.path) differs from its golden file at line \(firstDifference(golden, actual))")
            }
            expectedPaths.remove(file.path)
        }
        if !Self.updating {
            #expect(expectedPaths.isEmpty, "golden files no longer produced: \(expectedPaths.sorted())")
        }
    }

    private func firstDifference(_ a: String, _ b: String) -> String {
        let (x, y) = (a.components(separatedBy: "\n"), b.components(separatedBy: "\n"))
        for index in 0..<max(x.count, y.count) {
            let left = index < x.count ? x[index] : "<end>"
            let right = index < y.count ? y[index] : "<end>"
            if left != right { return "\(index + 1):\n  golden: \(left)\n  actual: \(right)" }
        }
        return "?"
    }
}
