import Foundation
import TripsiteTestSupport
import Testing

/// The index's layout in a real browser (headless Chromium): cards of a row's height with a picture or without,
/// the filters folded on a phone and open on a wide screen, every trip readable without the script, no sideways
/// scrolling at any width, and the countries in a grid of equal columns.
@Suite("the index's layout in a browser", .serialized)
struct IndexLayoutTests {
    struct Layout: Decodable {
        var scrollWidth: Int
        var clientWidth: Int
        var panelShown: Bool
        var panelOpen: Bool
        var searchUsable: Bool
        var firstCardTop: Int
        var viewportHeight: Int
        var mapHeight: Int
        var visibleCards: Int
        var headings: [String]
        var rows: [[Double]]
        var columns: [[Int]]
    }

    /// The page in a frame `width` px wide, with its script or without, after `clicks`.
    private func measure(_ page: URL, width: Int, script: Bool = true, clicks: [String] = []) throws -> Layout {
        let harness = Repository.file("Tests/Support/index-probe.html")
        let plan: [String: Any] = ["page": page.absoluteString + "#today=2030-01-01", "width": width, "height": 800, "script": script, "clicks": clicks]
        let hash = String(decoding: try JSONSerialization.data(withJSONObject: plan), as: UTF8.self)
            .addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        let dom = try HeadlessChromium.run([
            "--allow-file-access-from-files", "--virtual-time-budget=5000", "--window-size=\(max(width + 40, 800)),900",
            "--dump-dom", harness.absoluteString + "#" + hash,
        ])
        let text = try #require(HeadlessChromium.harnessOutput(dom), "no output from the layout probe")
        return try JSONDecoder().decode(Layout.self, from: Data(text.utf8))
    }

    private func buildExample(in folder: ScratchFolder) throws -> URL {
        let trips = Repository.file("Examples/trips.json").path
        #expect(try TripsiteBinary.run(["build", trips, "-o", "site", "-q"], in: folder.url).status == 0)
        return folder.url.appendingPathComponent("site")
    }

    @Test("cards in a row are of one height, with a picture or with the placeholder", arguments: [768, 1280])
    func equalHeights(width: Int) throws {
        let folder = try ScratchFolder()
        let layout = try measure(try buildExample(in: folder).appendingPathComponent("index.html"), width: width)
        #expect(layout.visibleCards == 9)
        #expect(layout.rows.contains { $0.count > 1 }, "\(layout.rows)")
        for row in layout.rows {
            #expect(row.max()! - row.min()! < 1, "a row of cards of heights \(row)")
        }
        let html = try String(contentsOf: folder.url.appendingPathComponent("site/index.html"), encoding: .utf8)
        #expect(html.contains("<img class=\"card-image\"") && html.contains("card-placeholder\" aria-hidden=\"true\">"),
                "the example has cards of both kinds")
    }

    @Test("on a 390 px phone the filters are folded and the first screen shows trips; at 1280 px they are open")
    func foldedOnAPhone() throws {
        let folder = try ScratchFolder()
        let index = try buildExample(in: folder).appendingPathComponent("index.html")
        let phone = try measure(index, width: 390)
        #expect(phone.panelShown && !phone.panelOpen)
        #expect(!phone.searchUsable, "folded away")
        #expect(phone.firstCardTop > 0 && phone.firstCardTop < phone.viewportHeight - 150, "first card at \(phone.firstCardTop) of \(phone.viewportHeight)")
        #expect(phone.mapHeight > 100 && phone.mapHeight < 200, "the world map above the trips is \(phone.mapHeight) px high")
        let unfolded = try measure(index, width: 390, clicks: ["#browse-panel > summary"])
        #expect(unfolded.panelOpen && unfolded.searchUsable, "one tap opens them")
        let wide = try measure(index, width: 1280)
        #expect(wide.panelShown && wide.panelOpen && wide.searchUsable)
    }

    @Test("without JavaScript all 200 trips of a long index can be read, page by page, under their headings, with no empty panel")
    func withoutScript() throws {
        let folder = try ScratchFolder()
        let site = try ManyTrips.build(200, in: folder)
        let layout = try measure(site.appendingPathComponent("index.html"), width: 1280, script: false)
        #expect(layout.visibleCards == 60, "a page of 60 trips, every card shown")
        #expect(!layout.panelShown, "the filters need the script, and do not show without it")
        #expect(!layout.headings.isEmpty, "\(layout.headings)")
        var cards = layout.visibleCards
        for page in 2...4 {
            let next = try measure(site.appendingPathComponent("page/\(page)/index.html"), width: 1280, script: false)
            #expect(!next.headings.isEmpty && !next.panelShown, "page \(page): \(next.headings)")
            cards += next.visibleCards
        }
        #expect(cards == 200, "the four pages show every trip once")
        let withScript = try measure(site.appendingPathComponent("index.html"), width: 1280)
        #expect(withScript.visibleCards == 60)
    }

    @Test("a long index, the countries and a country's page never scroll sideways, from 320 to 1920 px", arguments: [320, 390, 768, 1280, 1920])
    func widths(width: Int) throws {
        let folder = try ScratchFolder()
        let site = try ManyTrips.build(200, in: folder)
        for page in ["index.html", "countries/index.html", "countries/pt/index.html"] {
            let layout = try measure(site.appendingPathComponent(page), width: width)
            #expect(layout.scrollWidth <= layout.clientWidth, "\(page) at \(width) px: \(layout.scrollWidth) > \(layout.clientWidth)")
        }
    }

    @Test("the world map is modest and the first trip starts on the first screen (well up it on a phone), from 320 to 1920 px",
          arguments: [320, 390, 768, 1280, 1920])
    func worldMapHeight(width: Int) throws {
        let folder = try ScratchFolder()
        let layout = try measure(try buildExample(in: folder).appendingPathComponent("index.html"), width: width)
        #expect(layout.mapHeight > 100 && layout.mapHeight <= 220, "the world map at \(width) px is \(layout.mapHeight) px high")
        #expect(layout.scrollWidth <= layout.clientWidth)
        // A phone folds the filters: a card and a half show under the map. A wider screen opens them.
        let room = width < 600 ? 150 : 50
        #expect(layout.firstCardTop > 0 && layout.firstCardTop < layout.viewportHeight - room,
                "at \(width) px the first card starts at \(layout.firstCardTop) of \(layout.viewportHeight)")
    }

    @Test("the countries are listed in a grid of equal columns")
    func directoryGrid() throws {
        let folder = try ScratchFolder()
        let layout = try measure(try buildExample(in: folder).appendingPathComponent("countries/index.html"), width: 1280)
        let lefts = Set(layout.columns.map { $0[0] }), widths = Set(layout.columns.map { $0[1] })
        #expect(lefts.count >= 2, "entries side by side: \(layout.columns)")
        #expect(widths.count == 1, "columns of one width: \(layout.columns)")
    }
}
