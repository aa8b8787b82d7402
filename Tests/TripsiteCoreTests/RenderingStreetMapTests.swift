import Foundation
import Testing
import TripsiteTestSupport
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
        // Pin N's point is the Nth, [latitude, longitude] in hundred-thousandths of a degree; none is far or approximate.
        #expect(data["points"] as? [[Int]] == [[3_871_390, -913_340], [3_869_160, -921_600]])
        #expect(data["far"] as? [Int] == [] && data["approximate"] as? [Int] == [])
        #expect(Set(data.keys) == ["approximate", "attribution", "attributionURL", "days", "far", "points", "routes", "tiles"])
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

    @Test("the far and approximate pins are listed by number; pin N's point is the trip map's Nth pin's")
    func farAndApproximate() throws {
        let json = try String(contentsOf: Repository.file("Examples/trips.json"), encoding: .utf8)
        let plan = try #require(RenderFixture.plan(json).plans.first { $0.trip.id == "trip-lisbon-2025" })
        let stops = TripMapStops(plan)
        let page = try #require(try SiteRenderer(templates: TemplateSet(), site: SiteContext()).renderTrip(plan)
            .first { $0.path.hasSuffix("/index.html") }.map(RenderFixture.text))
        let data = try data(page)
        // Boston, where the flight comes from, is at the map's edge; three stops are placed at their towns.
        #expect(data["far"] as? [Int] == [1])
        #expect(data["approximate"] as? [Int] == stops.pins.filter { $0.approximateTown != nil }.map(\.number))
        #expect((data["approximate"] as? [Int])?.count == 3)
        let points = try #require(data["points"] as? [[Int]])
        #expect(points.count == stops.pins.count)
        for (point, pin) in zip(points, stops.pins) {
            #expect(abs(Double(point[0]) / 100_000 - pin.point.latitude) <= 0.000_005 && abs(Double(point[1]) / 100_000 - pin.point.longitude) <= 0.000_005)
        }
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
