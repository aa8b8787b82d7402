import Foundation
import Testing
@testable import TripsiteModel
@testable import TripsiteRendering

/// The street map's part of a trip page: its data is JSON of the trip map's pins by number and point, each day's
/// pins with its heading's id, and the tiles and their credit escaped; the names stay the page's own (escaped in its
/// list of stops and its headings). Only the trip page has it, and a site without a street map has none.
@Suite("rendering: the street map on request")
struct RenderingStreetMapTests {
    static let hostile = "</script><script>alert(1)</script>"
    static let trip = RenderFixture.trip("""
        "places": [
          {"name": "\(hostile)", "latitude": 38.7139, "longitude": -9.1334, "day_number": 1},
          {"name": "Belém Tower & \\"the river\\"", "latitude": 38.6916, "longitude": -9.216, "day_number": 2}
        ]
        """)

    private func data(_ page: String) throws -> [String: Any] {
        let match = try #require(page.firstMatch(of: /<script type="application\/json" class="street-map-data">([^<]*)<\/script>/))
        return try #require(try JSONSerialization.jsonObject(with: Data(match.output.1.utf8)) as? [String: Any])
    }

    @Test("the pins by number and point, each day's with its heading's id, the names only in the page's list; the credit and its link")
    func pageData() throws {
        let page = try RenderFixture.page(Self.trip)
        #expect(!page.contains(Self.hostile))
        let data = try data(page)
        let pins = try #require(data["pins"] as? [[String: Any]])
        #expect(pins.map { $0["number"] as? Int } == [1, 2])
        #expect(pins.map { $0["lat"] as? Double } == [38.7139, 38.6916] && pins.map { $0["lng"] as? Double } == [-9.1334, -9.216])
        #expect(pins.allSatisfy { Set($0.keys) == ["number", "lat", "lng"] })
        let days = try #require(data["days"] as? [[String: Any]])
        #expect(days.map { $0["pins"] as? [Int] } == [[1], [2]] && days.map { $0["heading"] as? String } == ["day-1", "day-2"])
        // The script names each pin as the list of stops does, and each day as its heading reads.
        #expect(page.contains("id=\"map-stop-1\"><a href=\"#day-1\">&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</a>"))
        #expect(page.contains("<h3 id=\"day-1\">Day 1 · "))
        #expect(data["tiles"] as? String == "https://tile.openstreetmap.org/{z}/{x}/{y}.png")
        #expect(data["attribution"] as? String == "© OpenStreetMap contributors")
        #expect(data["attributionURL"] as? String == "https://www.openstreetmap.org/copyright")
        // The trip page's script loads the street map's only when the reader opens the map.
        #expect(page.contains("<script src=\"../../assets/trip.js\" defer></script>") && !page.contains("street-map.js"))
        #expect(page.contains("<p class=\"street-map-error\" hidden>"))
        #expect(page.contains("<div class=\"street-map\" hidden>"))
    }

    @Test("the tiles' credit from the settings is text in the page's data, which no text can end")
    func credit() throws {
        let tiles = StreetMapTiles(url: "https://{s}.tiles.example.org/{z}/{x}/{y}.png", attribution: "</script><b>Tiles</b> & co", attributionURL: "https://example.org/?a=1&b=2")
        let page = try RenderFixture.page(Self.trip, site: SiteContext(streetMap: tiles))
        #expect(!page.contains("</script><b>"))
        #expect(try data(page)["attribution"] as? String == "</script><b>Tiles</b> & co")
        #expect(try data(page)["attributionURL"] as? String == "https://example.org/?a=1&b=2")
        #expect(page.contains("with tiles from tiles.example.org"))
    }

    @Test("the printable itinerary, a site without a street map and a trip with nothing located have none")
    func absent() throws {
        let print = try RenderFixture.page(Self.trip, named: "print.html")
        #expect(!print.contains("street-map"))
        let off = try RenderFixture.page(Self.trip, site: SiteContext(streetMap: nil))
        #expect(!off.contains("street-map"))
        let unlocated = try RenderFixture.page(RenderFixture.trip("\"places\": [{\"name\": \"Somewhere\"}]"))
        #expect(unlocated.contains("class=\"trip-map\"") == unlocated.contains("street-map-data"))
        let assets = try SiteRenderer(templates: TemplateSet(), site: SiteContext(streetMap: nil)).renderAssets().map(\.path)
        #expect(!assets.contains { $0.contains("leaflet") || $0.contains("street-map") })
    }
}
