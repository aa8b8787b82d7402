import Foundation
import Testing
import TripsiteTestSupport
@testable import TripsiteMaps
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

/// The maps of the example trips: pins in the itinerary's order, none covering another, the road in day order.
@Suite("rendering: trip maps")
struct RenderingTripMapTests {
    static let examples = Repository.file("Examples/trips.json")

    private func plan(_ id: String) throws -> TripPlan {
        let json = try String(contentsOf: Self.examples, encoding: .utf8)
        return try #require(RenderFixture.plan(json).plans.first { $0.trip.id == id })
    }

    @Test("the road trip's pins never overlap, its places are joined in day order, and each stays on the map")
    func roadTripPins() throws {
        let stops = TripMapStops(try plan("trip-big-sur-2026"))
        let map = TripMap(pins: stops.pins, routes: stops.routes)
        #expect(map.routes.map(\.kind) == [.flight, .flight, .road])
        let drawing = MapSVG.draw(map, title: "Big Sur", description: "", words: SiteLanguage.english.mapWords)
        #expect(drawing.placements.count == stops.pins.count && stops.pins.count >= 6)
        // Pins too close to draw apart (two stops placed at one town) share a mark; the marks never overlap.
        var marks: [PinLayout.Placement] = []
        for placement in drawing.placements where !marks.contains(where: { $0.x == placement.x && $0.y == placement.y }) { marks.append(placement) }
        #expect(marks.count >= 5)
        for (index, a) in marks.enumerated() {
            #expect(a.x >= 9 && a.x <= drawing.frame.width - 9 && a.y >= 9 && a.y <= drawing.frame.height - 9)
            for b in marks[(index + 1)...] {
                #expect(hypot(a.x - b.x, a.y - b.y) >= 18, "pins at \(a) and \(b) overlap")
            }
        }
        #expect(drawing.svg.utf8.count < 40_000)
    }

    @Test("a hotel without a name is labelled on the map and in the structured data in the page's language")
    func unnamedHotel() throws {
        let plan = try #require(RenderFixture.plan("""
            [{"title": "Lyon", "destination": "Lyon, France", "start_date": "2025-05-01", "end_date": "2025-05-03",
              "hotels": [{"address": "Rue de la République, Lyon", "latitude": 45.76, "longitude": 4.83,
                          "check_in_date": "2025-05-01", "check_out_date": "2025-05-03"}]}]
            """).plans.first)
        let french = SiteContext(language: "fr")
        #expect(TripMapStops(plan, unnamedHotel: french.language.text("hotel.unnamed")).pins.map(\.label) == ["Hôtel"])
        let page = try #require(try SiteRenderer(templates: TemplateSet(), site: french).renderTrip(plan)
            .first { $0.path.hasSuffix("/index.html") }.map(RenderFixture.text))
        #expect(page.contains("id=\"map-pin-1\" class=\"map-pin\"><title>1. Hôtel</title>"))
        #expect(page.contains("\"@type\":\"LodgingBusiness\",\"address\":\"Rue de la République, Lyon\",\"name\":\"Hôtel\""))
        #expect(!page.contains(">Hotel<") && !page.contains("\"Hotel\""))
    }

    @Test("pins are numbered in the itinerary's order, once each, and the items carry their number")
    func numbering() throws {
        let plan = try plan("trip-lisbon-2025")
        let stops = TripMapStops(plan)
        #expect(stops.pins.prefix(4).map(\.label) == [
            "General Edward Lawrence Logan, Boston (BOS)", "Lisbon Portela (LIS)", "Memmo Alfama Design Hotel", "Alfama & Mouraria walking tour",
        ])
        #expect(stops.pins.map(\.number) == Array(1...stops.pins.count))
        #expect(stops.pins[1].link == "day-1")
        let files = try SiteRenderer(templates: TemplateSet(), site: SiteContext()).renderTrip(plan)
        let page = try #require(files.first { $0.path.hasSuffix("/index.html") }.map(RenderFixture.text))
        #expect(page.contains("⌂ Check-in: Memmo Alfama Design Hotel&nbsp;<a class=\"pin-badge\" href=\"#map-pin-3\" aria-label=\"pin 3 on the map\">3</a><br />"))
        // The hotel shares one mark with the old town's stops, too close to draw apart at the map's scale; the mark
        // carries each one's id, so that every item's badge finds it.
        #expect(page.contains("<a href=\"#day-1\" id=\"map-pin-3\" class=\"map-pin map-group\"><title>5 stops: 3. Memmo Alfama Design Hotel; 4. Alfama &amp; Mouraria walking tour;"))
        for number in 1...12 { #expect(page.contains("id=\"map-pin-\(number)\""), "pin \(number)") }
        #expect(page.contains("<li value=\"3\" id=\"map-stop-3\"><a href=\"#day-1\">Memmo Alfama Design Hotel</a></li>"))
        // Lisbon's 15 pins (3 of them at the towns their locations name) are more than a list shows unfolded.
        #expect(stops.pins.count == 15 && page.contains("<details class=\"map-stops\">\n<summary>The 15 stops, in order</summary>"))
        #expect(stops.pins.filter { $0.approximateTown != nil }.map(\.label) == [
            "Oceanário de Lisboa", "Boca do Inferno coastal walk", "Seafood dinner at Mar do Inferno",
        ])
    }

    @Test("the printable itinerary has the map without its list of stops, which paper leaves out; the trip page has both")
    func printableWithoutStops() throws {
        let files = try SiteRenderer(templates: TemplateSet(), site: SiteContext()).renderTrip(try plan("trip-lisbon-2025"))
        let page = try #require(files.first { $0.path.hasSuffix("/index.html") }.map(RenderFixture.text))
        let printable = try #require(files.first { $0.path.hasSuffix("/print.html") }.map(RenderFixture.text))
        #expect(page.contains("<details class=\"map-stops\">") && page.contains("id=\"map-stop-3\""))
        #expect(!printable.contains("map-stops") && !printable.contains("map-stop-"))
        // The map itself, its pins and each item's badge stay on paper.
        #expect(printable.contains("<figure class=\"trip-map\" id=\"map\">") && printable.contains("id=\"map-pin-3\""))
        #expect(printable.contains("<a class=\"pin-badge\" href=\"#map-pin-3\""))
        #expect(printable.contains("<p class=\"map-legend\">"))
    }

    @Test("a flight is one pin number on its departure's line and its arrival's, after the name of the airport it flies to")
    func flightPin() throws {
        let plan = try plan("trip-lisbon-2025")
        let files = try SiteRenderer(templates: TemplateSet(), site: SiteContext()).renderTrip(plan)
        let markdown = try #require(files.first { $0.path.hasSuffix(".md") }.map(RenderFixture.text))
        let page = try #require(files.first { $0.path.hasSuffix("/index.html") }.map(RenderFixture.text))
        // TP-217 flies from Lisbon (pin 2) to Boston (pin 1): both its lines carry Boston's pin, never Lisbon's.
        #expect(markdown.contains("✈ Flight: TP-217 · TAP Air Portugal departs from LIS Lisbon Portela to BOS General Edward Lawrence Logan, Boston [pin 1](#map-pin-1 \"Pin 1 on the map\")  \n"))
        #expect(markdown.contains("✈ Flight: TP-217 · TAP Air Portugal arrives at BOS General Edward Lawrence Logan, Boston [pin 1](#map-pin-1 \"Pin 1 on the map\")  \n"))
        #expect(page.contains("arrives at BOS General Edward Lawrence Logan, Boston&nbsp;<a class=\"pin-badge\" href=\"#map-pin-1\" aria-label=\"pin 1 on the map\">1</a><br />"))
        // No number stands right after an item's kind, where a time, a count or a flight number is read.
        #expect(!page.contains("Flight: <a") && !page.contains("Check-in: <a") && !page.contains("Check-out: <a") && !page.contains("Activity: <a"))
    }

    @Test("a link the trip's own text makes to a pin stays a plain link; only the items' pin references become badges")
    func ownPinLink() throws {
        let page = try RenderFixture.page(RenderFixture.trip(##""description": "See [pin 3](#map-pin-3) and [the pin](#map-pin-4 \"Pin 4 on the map\").""##))
        #expect(page.contains(##"See <a href="#map-pin-3">pin 3</a> and <a href="#map-pin-4" title="Pin 4 on the map">the pin</a>."##), "\(page)")
        #expect(!page.contains("pin-badge"))
    }

    @Test("a list of up to 8 pins shows open, a longer one folded, each with its summary", arguments: [1, 8, 9])
    func pinListFolds(count: Int) {
        let pins = (1...count).map { TripMap.Pin(number: $0, point: GeoPoint(latitude: 38.7 + Double($0) / 100, longitude: -9.1), label: "Stop \($0)") }
        guard case .object(let map) = TripMapContext.value(TripMap(pins: pins, routes: []), title: "T", lang: .english) else {
            Issue.record("no map")
            return
        }
        #expect(map["foldsPins"] == .bool(count > 8))
        #expect(map["pinsSummary"] == .text(count == 1 ? "The stop" : "The \(count) stops, in order"))
    }
}
