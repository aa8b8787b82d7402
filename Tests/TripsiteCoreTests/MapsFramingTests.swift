import Foundation
import Testing
@testable import TripsiteMaps
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

/// Maps framed on where the traveller is: the destination's stops set the frame, a far airport stands at the
/// edge with its distance, pins too close to draw apart share one counted mark, a moved pin's line crosses no
/// other pin, a road trip's road is drawn at its own scale, and a day's map is drawn only where it helps.
@Suite("maps: framing on the destination")
struct MapsFramingTests {
    private func plan(_ id: String) throws -> TripPlan {
        let json = try String(contentsOf: RenderingTripMapTests.examples, encoding: .utf8)
        return try #require(RenderFixture.plan(json).plans.first { $0.trip.id == id })
    }

    private func drawing(_ id: String) throws -> (MapSVG.Drawing, TripMap) {
        let stops = TripMapStops(try plan(id))
        let map = TripMap(pins: stops.pins, routes: stops.routes)
        return (MapSVG.draw(map, title: id, description: "", idPrefix: "map-", words: SiteLanguage.english.mapWords), map)
    }

    @Test("Lisbon's map frames Lisbon, Sintra and Cascais; Boston stands at the edge, towards it, with its distance")
    func lisbonFrame() throws {
        let (drawing, map) = try drawing("trip-lisbon-2025")
        let frame = drawing.frame
        #expect(frame.projection == .equirectangular)
        let kilometresHigh = (frame.north - frame.south) * GreatCircle.earthRadius * .pi / 180
        #expect(kilometresHigh < 60, "\(kilometresHigh) km high")
        let boston = try #require(map.pins.firstIndex { $0.label.hasSuffix("(BOS)") })
        #expect(drawing.edgePins == [boston])
        // Boston lies west-north-west of Lisbon: the pin is on the left half, at the top or left edge.
        let spot = drawing.placements[boston]
        #expect(spot.x < frame.width / 2 && (spot.x <= 13 || spot.y <= 13), "\(spot)")
        #expect(drawing.svg.contains(">from Boston · 5,100 km</text>"))
        #expect(TripMapContext.legend(map, drawing: drawing, lang: .english).contains("at the edge: a far airport"))
        // The flight is a straight dashed line from Lisbon's airport to the pin at the edge.
        #expect(drawing.svg.contains("<path class=\"map-flight\" d=\"M"))
        // Every other pin is inside the frame, on its point or its group's.
        for (index, pin) in map.pins.enumerated() where index != boston {
            let point = frame.project(pin.point)
            #expect(point.x >= 0 && point.x <= frame.width && point.y >= 0 && point.y <= frame.height, "\(pin.label)")
        }
    }

    @Test("pins too close to draw apart share one mark with their count, which carries each one's id; no two marks overlap")
    func groups() throws {
        let (drawing, map) = try drawing("trip-lisbon-2025")
        #expect(drawing.markCount < map.pins.count)
        #expect(drawing.svg.contains("class=\"map-pin map-group\"><title>5 stops: 3. Memmo Alfama Design Hotel;"))
        #expect(drawing.svg.contains(">×5</text>"))
        for number in 1...map.pins.count { #expect(drawing.svg.contains("id=\"map-pin-\(number)\""), "pin \(number)") }
        let marks = Set(drawing.placements.map { [$0.x, $0.y] })
        for a in marks { for b in marks where a != b { #expect(hypot(a[0] - b[0], a[1] - b[1]) >= 2 * MapSVG.defaultPinRadius, "\(a) \(b)") } }
    }

    @Test("ten pins at one point are one mark reading 10; two apart stay two")
    func groupCount() {
        let lisbon = GeoPoint(latitude: 38.71, longitude: -9.14), porto = GeoPoint(latitude: 41.15, longitude: -8.61)
        let pins = (1...10).map { TripMap.Pin(number: $0, point: lisbon, label: "Stop \($0)") } + [TripMap.Pin(number: 11, point: porto, label: "Porto")]
        let drawing = MapSVG.draw(TripMap(pins: pins, routes: []), title: "T", description: "", words: SiteLanguage.english.mapWords)
        #expect(drawing.markCount == 2)
        #expect(drawing.svg.contains(">10</text>") && drawing.svg.contains(">11</text>"))
        #expect(drawing.svg.contains("<title>10 stops: 1. Stop 1; 2. Stop 2;"))
    }

    @Test("a moved pin's line crosses no other pin, and no pin stands on such a line")
    func leaders() {
        // A pin kept at the edge (the first, whose point lies outside) and pins around it: any that moves has a clear line.
        let points: [(x: Double, y: Double)] = [(5, 100), (20, 100), (20, 80), (20, 120), (40, 100), (60, 100)]
        let radius = 9.0
        let placed = PinLayout.place(points, radius: radius, width: 300, height: 200)
        for (index, pin) in placed.enumerated() where pin.isMoved {
            for (other, spot) in placed.enumerated() where other != index {
                let overPoint = hypot(spot.x - pin.pointX, spot.y - pin.pointY) < radius
                if overPoint { continue }
                let (dx, dy) = (pin.x - pin.pointX, pin.y - pin.pointY)
                let t = max(0, min(1, ((spot.x - pin.pointX) * dx + (spot.y - pin.pointY) * dy) / (dx * dx + dy * dy)))
                let distance = hypot(spot.x - (pin.pointX + t * dx), spot.y - (pin.pointY + t * dy))
                #expect(distance >= radius, "pin \(other) at \(spot) stands on the line of pin \(index): \(pin)")
            }
        }
    }

    @Test("the road trip's road is drawn at its own scale: longer than its pins, each day's stretch with its distance")
    func roadTrip() throws {
        let stops = TripMapStops(try plan("trip-big-sur-2026"))
        let map = TripMap(pins: stops.pins, routes: stops.routes)
        let drawing = MapSVG.draw(map, title: "Big Sur", description: "", words: SiteLanguage.english.mapWords)
        let road = try #require(map.routes.first { $0.kind == .road })
        let projected = road.points.map { drawing.frame.project($0) }
        let length = zip(projected, projected.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
        #expect(length > 4 * 2 * MapSVG.defaultPinRadius, "the road is \(length) px")
        #expect(drawing.frame.projection == .equirectangular)
        #expect(!stops.road.isEmpty && stops.road.allSatisfy { $0.kilometres > 0 })
        let page = try #require(try SiteRenderer(templates: TemplateSet(), site: SiteContext()).renderTrip(plan("trip-big-sur-2026"))
            .first { $0.path.hasSuffix("/index.html") }.map(RenderFixture.text))
        #expect(page.contains("<p class=\"map-road-days\">The road, day by day, stop to stop in straight lines: Day "), "\(page)")
    }

    @Test("every day map of the examples shows named stops, in order, apart: two marks or more and a caption naming each")
    func usefulDayMaps() throws {
        let json = try String(contentsOf: RenderingTripMapTests.examples, encoding: .utf8)
        var count = 0
        for plan in try RenderFixture.plan(json).plans {
            let page = try #require(try SiteRenderer(templates: TemplateSet(), site: SiteContext()).renderTrip(plan)
                .first { $0.path.hasSuffix("/index.html") }.map(RenderFixture.text))
            for figure in page.components(separatedBy: "<figure class=\"day-map\">").dropFirst() {
                let body = String(figure[..<figure.range(of: "</figure>")!.lowerBound])
                count += 1
                let marks = body.components(separatedBy: "class=\"map-pin").count - 1
                let names = body.components(separatedBy: "<li value=").count - 1
                #expect(body.contains("class=\"map-land\"") || (marks >= 2 && names >= 2), "\(plan.trip.id): \(body)")
                #expect(body.contains("<g class=\"map-scale\">") && body.contains("<p class=\"day-distance\">"))
            }
        }
        #expect(count >= 4)
    }

    @Test("distances read as a traveller says them")
    func distanceText() {
        #expect(SiteLanguage.english.distance(5_187) == "5,200 km")
        #expect(SiteLanguage.english.distance(12_345) == "12,300 km")
        #expect(SiteLanguage.english.distance(123.4) == "120 km")
        #expect(SiteLanguage.english.distance(25.4) == "25 km")
        #expect(SiteLanguage.english.distance(7.84) == "7.8 km")
        #expect(SiteLanguage.english.distance(2) == "2 km")
        #expect(SiteLanguage.english.distance(0.194) == "190 m")
    }
}
