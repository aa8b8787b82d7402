import Foundation
import TripsiteTestSupport
import Testing

/// The Lisbon example's trip map in headless Chromium, on a 390 px phone and as printed on A4, light and dark:
/// its pins' numbers and the words at its edge are drawn at 11 CSS px or more, no two of them overlap, and each
/// pin's number contrasts at least 4.5:1 with its disc.
@Suite("the trip map in a browser", .serialized)
struct MapBrowserTests {
    struct Label: Decodable {
        var text: String
        var left, right, top, bottom, size: Double
    }

    struct Probe: Decodable {
        var labels: [Label]
        var contrasts: [Double]
        var scrollWidth: Int
        var clientWidth: Int
    }

    private func probe(_ page: URL, width: Int, print: Bool, dark: Bool) throws -> Probe {
        let harness = Repository.file("Tests/Support/map-probe.html")
        let target = "\(width),\(print ? 1 : 0),\(page.absoluteString)".addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        let dom = try HeadlessChromium.run([
            "--allow-file-access-from-files", "--virtual-time-budget=5000", "--window-size=800,1000",
            "--blink-settings=preferredColorScheme=\(dark ? 0 : 1)", "--dump-dom", harness.absoluteString + "#" + target,
        ])
        let text = try #require(HeadlessChromium.harnessOutput(dom), "no probe output")
        return try JSONDecoder().decode(Probe.self, from: Data(text.utf8))
    }

    @Test("Lisbon's map labels are 11 CSS px or more, never overlap, and contrast 4.5:1, on a phone and on paper, light and dark",
          arguments: [(390, false), (695, true)])
    func labels(width: Int, print: Bool) throws {
        let folder = try ScratchFolder()
        let trips = Repository.file("Examples/trips.json").path
        #expect(try TripsiteBinary.run(["build", trips, "-o", "site", "-q"], in: folder.url).status == 0)
        let page = folder.url.appendingPathComponent("site/trips/trip-lisbon-2025/\(print ? "print" : "index").html")
        for dark in [false, true] {
            let result = try probe(page, width: width, print: print, dark: dark)
            let label = "\(width) px\(print ? ", printed" : "")\(dark ? ", dark" : "")"
            #expect(result.labels.count >= 8, "\(label): \(result.labels.map(\.text))")
            #expect(result.labels.contains { $0.text.hasPrefix("from Boston · ") }, "\(label)")
            for (index, a) in result.labels.enumerated() {
                #expect(a.size >= 10.95, "\(label): \(a.text) is \(a.size) px")
                for b in result.labels[(index + 1)...] {
                    let overlap = a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5
                    #expect(!overlap, "\(label): \(a.text) \(a) overlaps \(b.text) \(b)")
                }
            }
            #expect(result.contrasts.allSatisfy { $0 >= 4.5 }, "\(label): \(result.contrasts)")
            #expect(result.scrollWidth <= result.clientWidth, "\(label)")
        }
    }
}
