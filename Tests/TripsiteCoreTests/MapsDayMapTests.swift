import Testing
@testable import TripsiteMaps
@testable import TripsiteModel
@testable import TripsiteRendering

/// The small map beside a day: only for a day with two or more located stops, numbered as on the trip's map.
@Suite("maps: a day's map")
struct MapsDayMapTests {
    static let alfama = TripMap.Pin(number: 3, point: GeoPoint(latitude: 38.7118, longitude: -9.1300), label: "Alfama <walk>", link: "day-1")
    static let belem = TripMap.Pin(number: 5, point: GeoPoint(latitude: 38.6916, longitude: -9.2160), label: "Belém Tower", isFavorite: true)

    @Test("a day with one located stop has no map of its own")
    func onePinNoMap() {
        #expect(DayMap.draw([Self.alfama], title: "Map of Day 1", description: "D", words: SiteLanguage.english.mapWords) == nil)
        #expect(DayMap.draw([], title: "Map of Day 1", description: "D", words: SiteLanguage.english.mapWords) == nil)
    }

    @Test("a day whose stops are all at one point (the town their text names) has no map of its own")
    func onePointNoMap() {
        var museum = Self.belem
        museum.number = 6
        museum.point = Self.alfama.point
        #expect(DayMap.draw([Self.alfama, museum], title: "Map of Day 1", description: "D", words: SiteLanguage.english.mapWords) == nil)
    }

    @Test("a day's map is small, keeps the trip's pin numbers, has no ids, and escapes its text")
    func twoPins() throws {
        let drawing = try #require(DayMap.draw(
            [Self.alfama, Self.belem], title: "Map of Day 1 · Saturday 3 May 2025",
            description: "The day's stops, numbered as on the trip's map, in the day's order: 3, 5.", words: SiteLanguage.english.mapWords))
        #expect(drawing.frame.width == 240 && drawing.frame.projection == .equirectangular)
        #expect(drawing.svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"map day-map\" viewBox=\"0 0 240 "))
        #expect(drawing.svg.contains("<title>Map of Day 1 · Saturday 3 May 2025</title>"))
        #expect(drawing.svg.contains("<desc>The day&#39;s stops, numbered as on the trip&#39;s map, in the day&#39;s order: 3, 5.</desc>"))
        #expect(drawing.svg.contains("<title>3. Alfama &lt;walk&gt;</title>"))
        #expect(drawing.svg.contains(">3</text>") && drawing.svg.contains(">5</text>"))
        #expect(drawing.svg.contains("<a href=\"#day-1\" class=\"map-pin\">"))
        #expect(!drawing.svg.contains(" id="), "the trip's map has the pins' ids")
        #expect(drawing.svg.utf8.count < 20_000, "\(drawing.svg.utf8.count) bytes")
        // Both pins are on the map, apart, within its edges.
        let (a, b) = (drawing.placements[0], drawing.placements[1])
        for spot in [a, b] { #expect(spot.x >= 8 && spot.x <= 232 && spot.y >= 8 && spot.y <= drawing.frame.height - 8) }
        #expect(b.x < a.x, "Belém lies west of Alfama")
    }
}
