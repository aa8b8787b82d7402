import Foundation
import Testing
@testable import TripsiteMaps
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

/// Each day's own map on the trip page, the printout and the exported page: only for a day whose items name two
/// or more located stops, right after the day's heading and night, numbered as on the trip's map; none in the
/// Markdown.
@Suite("rendering: day maps")
struct RenderingDayMapTests {
    /// Out from Boston overnight, two days in Lisbon (one with two located activities, one with one), home on the last.
    static let members = #"""
    "flights": [{"flight_number": "TP1", "departure_airport": "BOS", "arrival_airport": "LIS", "departure_date": "2025-04-30", "departure_time": "21:35", "arrival_date": "2025-05-01", "arrival_time": "08:55"},
                {"flight_number": "TP2", "departure_airport": "LIS", "arrival_airport": "BOS", "departure_date": "2025-05-03", "departure_time": "10:40", "arrival_date": "2025-05-03", "arrival_time": "13:05"}],
    "hotels": [{"name": "Casa Amora", "check_in_date": "2025-05-01", "check_out_date": "2025-05-03", "lat": 38.7139, "lng": -9.1334}],
    "activities": [{"name": "Tram <28> & \"fado\"", "day_number": 3, "scheduled_time": "09:30", "lat": 38.7118, "lng": -9.1300},
                   {"name": "Belém", "day_number": 3, "scheduled_time": "14:00", "lat": 38.6916, "lng": -9.2160},
                   {"name": "Sintra", "day_number": 4, "lat": 38.7876, "lng": -9.3906},
                   {"name": "Nowhere", "day_number": 4}]
    """#

    private static func json(title: String = "Lisbon") -> String {
        TripJSON.file([TripJSON.trip(title: title, start: "2025-04-30", end: "2025-05-03", members: members)])
    }

    /// The day maps of a page, by the id of the heading before each: the SVG's text.
    private func dayMaps(_ page: String) -> [String: String] {
        var maps: [String: String] = [:]
        var heading = ""
        for part in page.components(separatedBy: "<h3 id=\"").dropFirst() {
            heading = String(part.prefix { $0 != "\"" })
            if let start = part.range(of: "<figure class=\"day-map\">"), let end = part.range(of: "</figure>", range: start.upperBound..<part.endIndex) {
                maps[heading] = String(part[start.upperBound..<end.lowerBound])
            }
        }
        return maps
    }

    @Test("the pins of a day are the trip map's pins of its items, with their numbers: a departure's two airports, a landing's one")
    func pinsOfDays() throws {
        let plan = try RenderFixture.onlyPlan(Self.json())
        let stops = TripMapStops(plan)
        #expect(stops.pins.map(\.label) == [
            "General Edward Lawrence Logan, Boston (BOS)", "Lisbon Portela (LIS)", "Casa Amora", "Tram <28> & \"fado\"", "Belém", "Sintra",
        ])
        let numbers = plan.days.map { day in stops.pins(on: day.date).map(\.number) }
        // 30 April: the flight leaves Boston for Lisbon; 1 May: it lands, check-in; day 3: two activities; day 4: one
        // located activity, then check-out and the flight home from Lisbon to Boston.
        #expect(numbers == [[1, 2], [2, 3], [4, 5], [6, 3, 2, 1]], "\(numbers)")
        #expect(stops.pins(on: plan.days[2].date).map(\.link) == ["day-3", "day-3"])
    }

    @Test("a day map follows the heading and the night of each day with two or more located stops near each other, none for fewer or a flight's")
    func whichDays() throws {
        let page = try RenderFixture.page(Self.json())
        let maps = dayMaps(page)
        // 30 April and day 4 fly across the Atlantic: the trip's map shows that; a day's map would be two far dots.
        #expect(maps.keys.sorted() == ["date-2025-05-01", "day-3"], "\(maps.keys.sorted())")
        #expect(page.contains("""
            <h3 id="day-3">Day 3 · Friday 2 May 2025</h3>
            <p class="night"><strong>Tonight:</strong> Casa Amora</p>
            <figure class="day-map"><svg xmlns="http://www.w3.org/2000/svg" class="map day-map" viewBox="0 0 240 
            """), "\(page)")
        let day3 = try #require(maps["day-3"])
        #expect(day3.contains("<title>Map of Day 3 · Friday 2 May 2025</title>"))
        #expect(day3.contains("numbered as on the trip&#39;s map, in the day&#39;s order: 4, 5.</desc>"))
        // The stops in order, joined by a dotted line, named under the map with the distance between them.
        #expect(day3.contains("<path class=\"map-walk\" d=\"M"))
        #expect(day3.contains("<g class=\"map-scale\">"))
        #expect(day3.contains("<figcaption><ol class=\"day-stops\"><li value=\"4\">Tram &lt;28&gt; &amp; &quot;fado&quot;</li><li value=\"5\"><span class=\"day-leg\">7.8 km</span> Belém</li></ol>"))
        #expect(day3.contains("<p class=\"day-distance\">From the first stop to the last: 7.8 km, stop to stop in straight lines.</p></figcaption>"))
        #expect(day3.contains("<a href=\"#day-3\" class=\"map-pin\"><title>4. Tram &lt;28&gt; &amp; &quot;fado&quot;</title>"))
        #expect(!day3.contains(" id="), "the ids are the trip map's")
        // The figure comes before the day's list.
        let figure = try #require(page.range(of: "<figure class=\"day-map\"><svg xmlns=\"http://www.w3.org/2000/svg\" class=\"map day-map\" viewBox=\"0 0 240 "))
        #expect(page[figure.upperBound...].range(of: "</figcaption></figure>\n<ul class=\"day-plan\">") != nil)
    }

    @Test("a trip whose days each name fewer than two located stops has no day maps")
    func noDayMaps() throws {
        let members = #"""
        "activities": [{"name": "Tram", "day_number": 1, "lat": 38.7118, "lng": -9.1300}, {"name": "Fado", "day_number": 1},
                       {"name": "Belém", "day_number": 2, "lat": 38.6916, "lng": -9.2160}]
        """#
        let page = try RenderFixture.page(RenderFixture.trip(members))
        #expect(page.contains("id=\"map-pin-2\""), "the trip's map has both pins")
        #expect(!page.contains("day-map"))
    }

    @Test("a day that names every located stop of the trip has no map of its own: it would be the trip's map again")
    func allOfTheTrip() throws {
        let members = #"""
        "flights": [{"flight_number": "TP1", "departure_airport": "BOS", "arrival_airport": "LIS", "departure_date": "2025-05-01", "departure_time": "08:00", "arrival_date": "2025-05-01", "arrival_time": "19:55"},
                    {"flight_number": "TP2", "departure_airport": "LIS", "arrival_airport": "BOS", "departure_date": "2025-05-04", "departure_time": "10:40", "arrival_date": "2025-05-04", "arrival_time": "13:05"}]
        """#
        let page = try RenderFixture.page(RenderFixture.trip(members))
        #expect(page.contains("id=\"map-pin-2\""), "the trip's map has both airports")
        #expect(!page.contains("day-map"))
    }

    @Test("the Markdown has no map; the printout has the same day maps as the page")
    func markdownAndPrintout() throws {
        let markdown = try RenderFixture.markdown(Self.json())
        #expect(!markdown.contains("<svg") && !markdown.contains("day-map"))
        let page = try RenderFixture.page(Self.json()), printout = try RenderFixture.page(Self.json(), named: "print.html")
        #expect(dayMaps(printout) == dayMaps(page) && dayMaps(page).count == 2)
    }

    @Test("a hostile trip title and stop names stay text in the day map: no element, no script, no event handler")
    func hostile() throws {
        let hostileTitle = "<script>alert(1)</script>\" onload=\"alert(2)"
        let json = Self.json(title: hostileTitle)
            .replacingOccurrences(of: #""Belém""#, with: #""</title><script>alert(3)</script><a href=\"javascript:x\">""#)
        let page = try RenderFixture.page(json)
        let maps = dayMaps(page)
        #expect(maps.count == 2)
        for (day, svg) in maps {
            #expect(!svg.contains("<script") && !svg.contains("onload="), "\(day): \(svg)")
            // Every link is to a heading of the page.
            #expect(svg.components(separatedBy: "href=\"").dropFirst().allSatisfy { $0.hasPrefix("#") }, "\(day): \(svg)")
        }
        let day3 = try #require(maps["day-3"])
        #expect(day3.contains("<title>5. &lt;/title&gt;&lt;script&gt;alert(3)&lt;/script&gt;&lt;a href=&quot;javascript:x&quot;&gt;</title>"))
    }

    @Test("the same input gives the same day maps, byte for byte")
    func deterministic() throws {
        #expect(try RenderFixture.page(Self.json()) == RenderFixture.page(Self.json()))
    }
}
