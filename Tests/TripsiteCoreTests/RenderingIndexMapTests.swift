import Foundation
import Testing
@testable import TripsiteMaps
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering
@testable import TripsiteResources

/// Where each trip is on the index's world map, and how the index shows the map: its dots link to the trips,
/// and each card names its dot for the browsing script.
@Suite("rendering: the index's world map")
struct RenderingIndexMapTests {
    private let trips = """
    [
      {"id": "hotels", "title": "Hotels", "destination": "Lisbon", "country_code": "PT", "start_date": "2025-10-03", "end_date": "2025-10-05",
       "hotels": [{"name": "A", "lat": 38.0, "lng": -9.0}, {"name": "B", "lat": 40.0, "lng": -8.0}, {"name": "C"}],
       "places": [{"name": "Far", "lat": 10.0, "lng": 10.0}]},
      {"id": "places", "title": "Places", "destination": "Fiji", "start_date": "2025-11-01", "end_date": "2025-11-04",
       "places": [{"name": "West", "lat": -17.0, "lng": 179.0}], "activities": [{"name": "East", "day_number": 1, "lat": -19.0, "lng": -179.0}],
       "flights": [{"departure_airport": "LHR", "arrival_airport": "LIS", "departure_date": "2025-11-01"}]},
      {"id": "flights", "title": "Flights", "destination": "Lisbon", "country_code": "PT", "start_date": "2025-12-01", "end_date": "2025-12-05",
       "flights": [{"departure_airport": "LIS", "arrival_airport": "BOS", "departure_date": "2025-12-05"},
                   {"departure_airport": "BOS", "arrival_airport": "LHR", "departure_date": "2025-12-01", "arrival_date": "2025-12-02"},
                   {"departure_airport": "LHR", "arrival_airport": "LIS", "departure_date": "2025-12-02"}]},
      {"id": "nowhere", "title": "Nowhere <script>", "destination": "Lemuria", "start_date": "2026-01-01", "end_date": "2026-01-02",
       "flights": [{"departure_airport": "ZZZ", "arrival_airport": "QQQ"}]}
    ]
    """

    @Test("a trip's point: its hotels' middle, else its places' and activities' (across the 180° meridian), else its outward flights' end, else none")
    func points() {
        let listings = RenderFixture.listings(trips)
        let points = Dictionary(uniqueKeysWithValues: listings.map { ($0.id ?? "", $0.mapPoint) })
        #expect(points["hotels"] == GeoPoint(latitude: 39, longitude: -8.5), "the hotels only, not the place")
        let fiji = try? #require(points["places"] ?? nil)
        #expect(fiji.map { abs($0.latitude + 18) < 1e-9 && abs(abs($0.longitude) - 180) < 1e-9 } == true, "\(String(describing: fiji))")
        let lisbon = EmbeddedResources.airports.airport(code: "LIS")!
        #expect(points["flights"] == GeoPoint(latitude: lisbon.latitude, longitude: lisbon.longitude),
                "the first flight by date, through the connection in London the next day")
        #expect(points["nowhere"] == .some(nil))
    }

    @Test("flights of one day are taken in the order of their times, not as listed")
    func sameDayFlights() throws {
        let listing = try #require(RenderFixture.listings("""
            [{"title": "Same day", "destination": "Kyoto", "country_code": "JP", "start_date": "2025-12-10", "end_date": "2025-12-15",
              "flights": [{"departure_airport": "NRT", "arrival_airport": "CTS", "departure_date": "2025-12-10", "departure_time": "19:00"},
                          {"departure_airport": "SIN", "arrival_airport": "HND", "departure_date": "2025-12-10", "departure_time": "01:30"}]}]
            """).first)
        // The morning's flight into Tokyo is the first; the evening's from Narita does not connect with it.
        let haneda = try #require(EmbeddedResources.airports.airport(code: "HND"))
        #expect(listing.mapPoint == GeoPoint(latitude: haneda.latitude, longitude: haneda.longitude))
    }

    @Test("the index shows the map with a dot per located trip, and each such card names its dot")
    func indexPage() throws {
        let listings = RenderFixture.listings(trips)
        let index = RenderFixture.text(try SiteRenderer(templates: TemplateSet(), site: SiteContext()).renderIndex(listings))
        #expect(index.contains("<figure class=\"index-map\" id=\"map\">\n<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"map world-map\""))
        #expect(index.contains("<figcaption class=\"map-legend\">3 trips of 4 on the map, in 2 dots; the others have no known place. A number on a dot: that many trips close together."))
        // Lisbon's two trips (hotels in Portugal, flights to Lisbon) are close: one dot, linking to Portugal's page.
        #expect(index.contains("<a href=\"countries/pt/index.html\" class=\"map-dot map-dot-many\" data-dot=\"1\"><title>2 trips: Hotels, 3 Oct – 5 Oct 2025; Flights, 1 Dec – 5 Dec 2025</title>"))
        #expect(index.contains("<a href=\"trips/places/index.html\" class=\"map-dot\" data-dot=\"2\"><title>Places, 1 Nov – 4 Nov 2025</title>"))
        let cards = index.components(separatedBy: "<li class=\"card\"").dropFirst()
        let dots = cards.map { card in card.firstMatch(of: /data-dot="([0-9]+)"/).map { String($0.output.1) } }
        let titles = cards.map { card in card.firstMatch(of: /data-title="([^"]*)"/).map { String($0.output.1) } ?? "" }
        #expect(Dictionary(uniqueKeysWithValues: zip(titles, dots)) == [
            "Hotels": "1", "Places": "2", "Flights": "1", "Nowhere &lt;script&gt;": nil,
        ])
        #expect(!index.contains("<title>Nowhere"))
    }

    @Test("an index of trips none of which has a place has no map")
    func noMap() throws {
        let listings = RenderFixture.listings(#"[{"title": "Nowhere", "destination": "Lemuria", "start_date": "2026-01-01", "end_date": "2026-01-02"}]"#)
        let index = RenderFixture.text(try SiteRenderer(templates: TemplateSet(), site: SiteContext()).renderIndex(listings))
        #expect(!index.contains("<svg") && !index.contains("index-map") && !index.contains("data-dot"))
    }
}
