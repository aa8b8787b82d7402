import Foundation
import Testing
@testable import TripsiteCore

/// The example site's Markdown, HTML and calendars, compared byte for byte with the files in `Golden/`.
///
/// After an intended change to the templates or rendering, regenerate them with
/// `TRIPSITE_UPDATE_GOLDEN=1 swift test --filter GoldenFileTests` and review the diff.
@Suite("golden files")
struct GoldenFileTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static let updating = ProcessInfo.processInfo.environment["TRIPSITE_UPDATE_GOLDEN"] == "1"

    /// Every page of the example site, rendered in memory.
    static func renderExample() throws -> [OutputFile] {
        let examples = packageRoot.appendingPathComponent("Examples")
        let bytes = try Array(Data(contentsOf: examples.appendingPathComponent("trips.json")))
        let input = BuildInput(
            tripsFileName: "Examples/trips.json", tripsBytes: bytes, inputFolder: examples.path,
            localFile: { LocalFile(exists: FileManager.default.fileExists(atPath: examples.appendingPathComponent($0).path)) })
        let planned = SitePlan.make(input)
        #expect(!planned.log.hasErrors, "\(planned.log.diagnostics.map(\.formatted))")
        let renderer = SiteRenderer(templates: try TemplateSet(), site: SiteContext(title: "Example trips", baseURL: "https://example.org/trips/"))
        var files: [OutputFile] = []
        for plan in planned.plans { files += try renderer.renderTrip(plan) }
        let listings = planned.listings()
        files.append(try renderer.renderIndex(listings))
        files += try renderer.renderGroupPages(listings)
        files += try renderer.renderSiteFiles(listings)
        return files
    }

    @Test("the example's Markdown and HTML match the golden files")
    func example() throws {
        let files = try Self.renderExample()
        #expect(files.count == 59)
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
