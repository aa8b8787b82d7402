import Foundation
import Testing
@testable import TripsiteMaps
@testable import TripsiteModel
@testable import TripsiteRendering
@testable import TripsiteResources

/// The maps' geometry, in memory: framing, projections, great circles across the 180° meridian and pins.
@Suite("maps: framing, projection and pins")
struct MapsGeometryTests {
    static let lisbon = GeoPoint(latitude: 38.7223, longitude: -9.1393)
    static let tokyo = GeoPoint(latitude: 35.6762, longitude: 139.6503)
    static let honolulu = GeoPoint(latitude: 21.3069, longitude: -157.8583)
    static let nadi = GeoPoint(latitude: -17.7765, longitude: 177.4356)
    static let taveuni = GeoPoint(latitude: -16.8667, longitude: -179.9667)

    @Test("a city's points get a map of the city's area, the point in the middle of an equirectangular frame")
    func cityFrame() {
        let frame = MapFrame.fitting([Self.lisbon])
        #expect(frame.projection == .equirectangular)
        #expect(frame.north - frame.south > 0.149 && frame.north - frame.south < 0.3)
        let (x, y) = frame.project(Self.lisbon)
        #expect(abs(x - 320) < 1 && abs(y - frame.height / 2) < 1, "\(x), \(y)")
        // 0.01° further east is 0.01 × cos(38.7°) of a degree of latitude to the right.
        let east = frame.project(GeoPoint(latitude: 38.7223, longitude: -9.1293))
        let degree = frame.height / (frame.north - frame.south)
        #expect(abs(east.x - x - 0.01 * cos(38.7223 * .pi / 180) * degree) < 1)
    }

    @Test("Lisbon, Tokyo and Honolulu make a world map, each where the Equal Earth projection puts it")
    func worldFrame() {
        let frame = MapFrame.fitting([Self.lisbon, Self.tokyo, Self.honolulu])
        #expect(frame.projection == .equalEarth)
        #expect(frame.width == 640 && frame.height == 284)
        // Reference values of the Equal Earth projection, scaled to the frame.
        let expected: [(GeoPoint, Double, Double)] = [(Self.lisbon, 305.5, 65.9), (Self.tokyo, 545.7, 72.4), (Self.honolulu, 48.6, 104.5)]
        for (point, x, y) in expected {
            let projected = frame.project(point)
            #expect(abs(projected.x - x) < 1 && abs(projected.y - y) < 1, "\(point): \(projected)")
        }
    }

    @Test("a trip across the 180° meridian keeps its points together, on a frame centred near 180°")
    func fijiFrame() {
        let frame = MapFrame.fitting([Self.nadi, Self.taveuni])
        #expect(frame.projection == .equirectangular)
        #expect(abs(frame.centerLongitude - 178.73) < 0.01, "\(frame.centerLongitude)")
        let nadi = frame.project(Self.nadi), taveuni = frame.project(Self.taveuni)
        #expect(nadi.x > 0 && nadi.x < taveuni.x && taveuni.x < frame.width, "\(nadi) \(taveuni)")
        #expect(abs((nadi.x + taveuni.x) / 2 - 320) < 1)
    }

    @Test("the great circle from Nadi to Honolulu crosses the 180° meridian without a jump")
    func greatCircleAcrossTheAntimeridian() {
        let points = GreatCircle.points(from: Self.nadi, to: Self.honolulu)
        #expect(points.count > 10)
        for (a, b) in zip(points, points.dropFirst()) { #expect(abs(b.longitude - a.longitude) < 5) }
        #expect(abs(points.last!.longitude - (360 - 157.8583)) < 1e-6, "goes on past 180°: \(points.last!.longitude)")
        // Halfway, 1.81° N, 170.35° W (the normalised sum of the two points' vectors).
        let middle = points[points.count / 2]
        #expect(abs(MapFrame.wrapped(middle.longitude) + 170.35) < 1 && abs(middle.latitude - 1.81) < 1, "\(middle)")
    }

    @Test("on a world map, a flight across the frame's edge is cut there and goes on from the other edge")
    func routeSplitAtTheEdge() {
        let frame = MapFrame.world([Self.lisbon, Self.tokyo, Self.honolulu])
        #expect(frame.centerLongitude == 0)
        var writer = PathWriter(tenths: true)
        MapSVG.line(GreatCircle.points(from: Self.tokyo, to: Self.honolulu), in: frame, to: &writer)
        #expect(writer.text.filter { $0 == "M" }.count == 2, "\(writer.text)")
    }

    @Test("path data read back as SVG reads it gives every point kept, rounded, in whole pixels and in tenths", arguments: [false, true])
    func pathStepsReadBack(tenths: Bool) throws {
        var generator = SystemRandomNumberGenerator()
        let factor = tenths ? 10.0 : 1.0, minimumStep = tenths ? 1 : 3
        for _ in 0..<200 {
            var writer = PathWriter(tenths: tenths, minimumStep: minimumStep)
            var expected: [[(Int, Int)]] = []
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                var line: [(Int, Int)] = []
                for index in 0..<Int.random(in: 1...30, using: &generator) {
                    let x = Double.random(in: -50...700, using: &generator), y = Double.random(in: -50...400, using: &generator)
                    writer.add(x, y, starting: index == 0)
                    let point = (Int((x * factor).rounded()), Int((y * factor).rounded()))
                    if let last = line.last, abs(last.0 - point.0) + abs(last.1 - point.1) < minimumStep { continue }
                    line.append(point)
                }
                expected.append(line)
                if Bool.random(using: &generator) { writer.close() }
            }
            // An independent reader: "M" starts a line at absolute x y; after "l", pairs are steps from the point before.
            let text = writer.text
            let tokens = text.matches(of: try Regex(#"[MlZ]|-?[0-9]+(?:\.[0-9])?"#)).map { String(text[$0.range]) }
            #expect(tokens.joined().count == text.filter { $0 != " " }.count, "only commands and numbers: \(text)")
            var lines: [[(Double, Double)]] = [], command = "", numbers: [Double] = []
            for token in tokens {
                guard let number = Double(token) else {
                    command = token
                    if token == "M" { lines.append([]) }
                    continue
                }
                numbers.append(number)
                guard numbers.count == 2 else { continue }
                var point = (numbers[0], numbers[1])
                if command == "l", let last = lines[lines.count - 1].last { point = (last.0 + point.0, last.1 + point.1) }
                lines[lines.count - 1].append(point)
                numbers = []
            }
            #expect(lines.count == expected.count, "\(text)")
            for (read, written) in zip(lines, expected) {
                #expect(read.count == written.count, "\(text)")
                for (a, b) in zip(read, written) {
                    #expect(abs(a.0 * factor - Double(b.0)) < 1e-6 && abs(a.1 * factor - Double(b.1)) < 1e-6, "\(a) \(b) in \(text)")
                }
            }
        }
    }

    @Test("pins at one point are moved apart until no two overlap, staying on the map")
    func pinsNeverOverlap() {
        let points = Array(repeating: (x: 100.0, y: 5.0), count: 12) + [(x: 630, y: 300)]
        let placed = PinLayout.place(points, radius: 9, width: 640, height: 320)
        #expect(placed[0].x == 100 && placed[0].y == 10 && placed[1].isMoved, "the first pin is only kept inside the map")
        for (i, a) in placed.enumerated() {
            #expect(a.x >= 10 && a.x <= 630 && a.y >= 10 && a.y <= 310)
            for b in placed[(i + 1)...] { #expect(hypot(a.x - b.x, a.y - b.y) >= 19, "\(a) \(b)") }
        }
    }

    @Test("the first 300 pins are laid out apart; the pins after them stay on their points")
    func pinsPastTheLimit() {
        let points = (0..<20_000).map { index in (x: 300.0 + Double(index % 7), y: 150.0 + Double(index % 5)) }
        let placed = PinLayout.place(points, radius: 9, width: 640, height: 320)
        #expect(placed.count == 20_000)
        let laidOut = placed.prefix(PinLayout.maximumLaidOut)
        #expect(laidOut.dropFirst().allSatisfy { $0.isMoved })
        #expect(placed.dropFirst(PinLayout.maximumLaidOut).allSatisfy { !$0.isMoved })
        for (i, a) in laidOut.enumerated() {
            for b in laidOut[(i + 1)...] where hypot(a.x - b.x, a.y - b.y) < 19 { Issue.record("\(a) overlaps \(b)") }
        }
    }

    @Test("the land table has the shape Scripts/make-land.py writes, and fits in 300 KB")
    func landTable() {
        #expect(TripsiteResources.landTable.utf8.count < 300_000)
        #expect((200...400).contains(LandOutlines.rings.count))
        for ring in LandOutlines.rings {
            #expect(ring.points.count >= 4)
            #expect(ring.west >= -180 && ring.east <= 180 && ring.south >= -90 && ring.north <= 90)
        }
    }

    @Test("a world map's land is the same path each time, made once; a map stays under 40 KB")
    func worldLandCached() {
        let map = TripMap(pins: [TripMap.Pin(number: 1, point: Self.lisbon, label: "Lisbon <&>"),
                                 TripMap.Pin(number: 2, point: Self.tokyo, label: "Tokyo", isFavorite: true, link: "day-1\"><script>")],
                          routes: [TripMap.Route(kind: .flight, points: [Self.lisbon, Self.tokyo])])
        let drawing = MapSVG.draw(map, title: "Map of \"A\" & B", description: "Two pins.", words: SiteLanguage.english.mapWords)
        #expect(drawing.svg.utf8.count < 40_000, "\(drawing.svg.utf8.count) bytes")
        #expect(LandLayer.path(for: drawing.frame) == LandLayer.path(for: drawing.frame))
        #expect(drawing.svg.contains("<title>Map of &quot;A&quot; &amp; B</title><desc>Two pins.</desc>"))
        #expect(drawing.svg.contains("<title>1. Lisbon &lt;&amp;&gt;</title>"))
        #expect(drawing.svg.contains("<a href=\"#day-1script\""), "a link keeps only letters, digits and hyphens")
        #expect(!drawing.svg.contains("<script"))
        #expect(drawing.svg.contains("class=\"map-favorite\""))
        #expect(drawing.hasLand && drawing.svg.contains(">Natural Earth</text></svg>"), "land, and its credit")
        // A city's map shows the finer land, and credits its source instead.
        let city = MapSVG.draw(TripMap(pins: [TripMap.Pin(number: 1, point: Self.lisbon, label: "Lisbon")], routes: []), title: "T", description: "D", words: SiteLanguage.english.mapWords)
        #expect(city.hasLand && city.svg.contains("map-land") && !city.svg.contains("Natural Earth") && city.svg.hasSuffix(">GSHHG</text></svg>"))
    }
}
