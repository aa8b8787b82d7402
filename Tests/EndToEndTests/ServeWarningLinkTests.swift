import Foundation
import TripsiteTestSupport
import Testing

/// `tripsite serve`'s panel of warnings in headless Chromium: a warning about an item links to it on its trip's
/// page, and a click brings the item into view, highlighted; a warning about the trip links to its title.
@Suite("serve: warnings linked to their items", .serialized)
struct ServeWarningLinkTests {
    struct Probe: Decodable {
        var links: [String]
        var found: Bool
        var topBefore: Int?
        var hash: String?
        var path: String?
        var top: Int?
        var bottom: Int?
        var viewHeight: Int?
        var outline: String?
        var text: String?
    }

    /// A trip whose hotel, far down its page, states a night count its dates disagree with, and whose status
    /// contradicts its dates: a warning about an item and one about the trip.
    static let trips = """
        [{"id": "porto", "title": "Porto in May", "destination": "Porto, Portugal", "start_date": "2025-05-01",
          "end_date": "2025-05-06", "status": "planned",
          "hotels": [{"name": "Casa do Rio", "check_in_date": "2025-05-01", "check_out_date": "2025-05-06", "nights": 3}],
          "activities": [\((1...6).flatMap { day in (0..<4).map { slot in
              "{\"name\": \"Walk \(day).\(slot)\", \"day_number\": \(day), \"scheduled_time\": \"\(9 + 3 * slot):00\", \"description\": \"A long walk along the river, with a stop for coffee and a pastry on the way.\"}"
          } }.joined(separator: ",\n"))]}]
        """

    private func probe(_ server: ServeCommandTests.Server, page: String, anchor: String) throws -> Probe {
        let address = "http://127.0.0.1:\(server.port)/serve-warning-probe.html#" + "\(page)|\(anchor)".addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        let dom = try HeadlessChromium.run(["--virtual-time-budget=5000", "--window-size=900,800", "--dump-dom", address])
        let text = try #require(HeadlessChromium.harnessOutput(dom), "no probe output")
        return try JSONDecoder().decode(Probe.self, from: Data(text.utf8))
    }

    @Test("a click on a warning about a hotel scrolls its trip page to the hotel and highlights it; the trip's warning links to its title")
    func clickBringsItemIntoView() throws {
        let folder = try ScratchFolder()
        try folder.write("trips.json", Self.trips)
        let server = try ServeCommandTests.Server(in: folder.url)
        #expect(server.port > 0)
        defer { if server.process.isRunning { _ = server.stop() } }
        // The harness is served from the site's folder, so that it may look into the page it frames.
        let harness = Repository.file("Tests/Support/serve-warning-probe.html")
        try FileManager.default.copyItem(at: harness, to: folder.url.appendingPathComponent("_site/serve-warning-probe.html"))

        let result = try probe(server, page: "/trips/porto/", anchor: "hotel-1")
        #expect(result.links.contains("/trips/porto/#hotel-1"), "\(result.links)")
        #expect(result.links.contains("/trips/porto/#trip-title"), "\(result.links)")
        #expect(result.found)
        let before = try #require(result.topBefore, "no element with the id hotel-1")
        #expect(before > 600, "the hotel starts in view (\(before) px), so a scroll would not show")
        #expect(result.hash == "#hotel-1" && result.path == "/trips/porto/")
        let (top, bottom, height) = (try #require(result.top), try #require(result.bottom), try #require(result.viewHeight))
        #expect(top >= 0 && bottom <= height, "the hotel is at \(top)–\(bottom) px of a \(height) px view")
        #expect(result.outline == "solid", "highlighted: outline \(result.outline ?? "none")")
        #expect(result.text?.hasPrefix("Casa do Rio") == true, "\(result.text ?? "")")
    }
}
