import Foundation
import Testing
@testable import TripsiteMaps
@testable import TripsiteModel

/// The index's world map, in memory: one dot per destination, nearby ones merged, titles escaped, links kept
/// relative, and a size that does not grow with the trips.
@Suite("maps: the world map of every trip")
struct MapsWorldMapTests {
    static let lisbon = GeoPoint(latitude: 38.7223, longitude: -9.1393)
    static let sintra = GeoPoint(latitude: 38.8029, longitude: -9.3817)
    static let berlin = GeoPoint(latitude: 52.52, longitude: 13.405)
    static let tokyo = GeoPoint(latitude: 35.6762, longitude: 139.6503)

    private func destination(_ point: GeoPoint, _ label: String, group: String? = nil) -> WorldMap.Destination {
        WorldMap.Destination(point: point, label: label, link: "trips/\(label.lowercased())/index.html", groupLink: group)
    }

    @Test("trips in one city share a dot that counts them; a city further than the spacing has its own")
    func merging() {
        let drawing = WorldMap.draw([
            destination(Self.lisbon, "Lisbon", group: "countries/pt/index.html"), destination(Self.tokyo, "Tokyo"),
            destination(Self.sintra, "Sintra", group: "countries/pt/index.html"), destination(Self.berlin, "Berlin"),
        ], title: "Trips", description: "Where")
        #expect(drawing.dots.map(\.members) == [[0, 2], [1], [3]])
        #expect(drawing.dotNumbers == [1, 2, 1, 3])
        let (lisbon, berlin) = (drawing.frame.project(Self.lisbon), drawing.frame.project(Self.berlin))
        #expect(drawing.dots[0].x == lisbon.x && drawing.dots[0].y == lisbon.y, "the dot is at its first trip's point")
        #expect(hypot(lisbon.x - berlin.x, lisbon.y - berlin.y) >= WorldMap.spacing)
        #expect(drawing.svg.contains(
            "<a href=\"countries/pt/index.html\" class=\"map-dot map-dot-many\" data-dot=\"1\"><title>Lisbon; Sintra</title>"),
            "two trips of one country link to its page")
        #expect(drawing.svg.contains("<a href=\"trips/tokyo/index.html\" class=\"map-dot\" data-dot=\"2\"><title>Tokyo</title>"))
        #expect(drawing.svg.contains(">2</text></a>"))
        #expect(drawing.svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"map world-map\" viewBox=\"0 0 640 "))
        #expect(drawing.svg.contains("<title>Trips</title><desc>Where</desc>"))
    }

    @Test("a dot of trips in different countries links to the first; its title names five and counts the rest")
    func mixedDot() {
        let trips = (1...7).map { destination(Self.lisbon, "Trip\($0)", group: $0 == 3 ? "countries/es/index.html" : nil) }
        let drawing = WorldMap.draw(trips, title: "T", description: "D") { count, names, more in
            "\(count) trips: " + names.joined(separator: "; ") + (more > 0 ? "; and \(more) more" : "")
        }
        #expect(drawing.dots.count == 1)
        #expect(drawing.svg.contains(
            "<a href=\"trips/trip1/index.html\" class=\"map-dot map-dot-many\" data-dot=\"1\"><title>7 trips: Trip1; Trip2; Trip3; Trip4; Trip5; and 2 more</title>"))
        #expect(WorldMap.title([String(repeating: "a", count: 200)]) == String(repeating: "a", count: 79) + "…")
    }

    @Test("hostile titles and links are escaped or cut down to a relative link: no script, handler or javascript: URL")
    func hostile() {
        let drawing = WorldMap.draw([
            WorldMap.Destination(
                point: Self.lisbon, label: "<script>alert(1)</script>\" onmouseover=\"x' &amp;",
                link: "javascript:alert(1)//\" onclick=\"x"),
        ], title: "<b>Map</b>", description: "A & B")
        #expect(!drawing.svg.contains("<script") && !drawing.svg.contains("<b>"))
        #expect(!drawing.svg.contains("javascript:") && !drawing.svg.contains("onclick=") && !drawing.svg.contains("\" onmouseover"))
        #expect(drawing.svg.contains("<title>&lt;script&gt;alert(1)&lt;/script&gt;&quot; onmouseover=&quot;x&#39; &amp;amp;</title>"))
        #expect(drawing.svg.contains("<a href=\"javascriptalert1//onclickx\""))
        #expect(drawing.svg.contains("<title>&lt;b&gt;Map&lt;/b&gt;</title><desc>A &amp; B</desc>"))
    }

    @Test("10,000 trips all over the world: dots at least the spacing apart, and a map of bounded size", .timeLimit(.minutes(1)))
    func manyTrips() {
        // A fixed pseudo-random spread (a linear congruential generator), the same on every run.
        var state: UInt64 = 42
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        let trips = (0..<10_000).map { index in
            destination(GeoPoint(latitude: -55 + 125 * next(), longitude: -180 + 360 * next()),
                        "Trip number \(index) with a rather long title to see how long titles are kept")
        }
        let drawing = WorldMap.draw(trips, title: "Trips", description: "Where")
        #expect(drawing.dots.reduce(0) { $0 + $1.members.count } == 10_000)
        #expect(drawing.dots.count <= WorldMap.maximumDots && drawing.dots.count > 200, "\(drawing.dots.count) dots")
        #expect(drawing.svg.utf8.count < 400_000, "\(drawing.svg.utf8.count) bytes")
        let sample = drawing.dots.prefix(300)
        for (index, a) in sample.enumerated() {
            for b in sample[(index + 1)...] {
                #expect(hypot(a.x - b.x, a.y - b.y) >= WorldMap.spacing - 0.001)
            }
        }
        // Ten and twenty times the trips at the same places: no more dots, and titles that count rather than name them.
        func repeated(_ times: Int) -> WorldMap.Drawing {
            WorldMap.draw(Array(repeating: trips.prefix(1_000), count: times).flatMap { $0 }, title: "Trips", description: "Where")
        }
        let (ten, twenty) = (repeated(10), repeated(20))
        #expect(ten.dots.count == twenty.dots.count)
        #expect(Double(twenty.svg.utf8.count) < Double(ten.svg.utf8.count) * 1.02, "\(twenty.svg.utf8.count) against \(ten.svg.utf8.count)")
        #expect(WorldMap.draw(trips, title: "Trips", description: "Where").svg == drawing.svg, "the same every time")
    }
}
