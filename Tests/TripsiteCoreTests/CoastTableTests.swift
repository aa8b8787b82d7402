import Foundation
import Testing
@testable import TripsiteMaps
@testable import TripsiteModel
@testable import TripsiteRendering
import TripsiteResources

/// The finer geography: the level each frame draws, the cells a frame reads, and what a city's map shows.
@Suite("maps: geography at every scale")
struct CoastTableTests {
    static let lisbon = GeoPoint(latitude: 38.7223, longitude: -9.1393)

    /// Whether a point is inside a closed ring (even-odd).
    static func contains(_ ring: LandOutlines.Ring, _ point: GeoPoint) -> Bool {
        var inside = false
        var previous = ring.points[ring.points.count - 1]
        for current in ring.points {
            if (current.latitude > point.latitude) != (previous.latitude > point.latitude) {
                let x = previous.longitude + (point.latitude - previous.latitude) / (current.latitude - previous.latitude)
                    * (current.longitude - previous.longitude)
                if point.longitude < x { inside.toggle() }
            }
            previous = current
        }
        return inside
    }

    /// Whether the region level has land at a point: inside a ring of land and not inside a lake.
    static func isLand(_ point: GeoPoint) -> Bool {
        let shapes = CoastTable.region.shapes(west: point.longitude, east: point.longitude, south: point.latitude, north: point.latitude)
        let land = shapes.contains { $0.kind == .land && contains($0.ring, point) }
        let lake = shapes.contains { $0.kind == .lake && contains($0.ring, point) }
        return land && !lake
    }

    @Test("the world, a country and a city each get their level")
    func levels() {
        #expect(LandLayer.Level.of(MapFrame.world([Self.lisbon])) == .world)
        #expect(LandLayer.Level.of(MapFrame.fitting([Self.lisbon, GeoPoint(latitude: 42.36, longitude: -71.06)])) == .world)
        let portugal = MapFrame.fitting([GeoPoint(latitude: 41.15, longitude: -8.61), GeoPoint(latitude: 37.02, longitude: -7.93)])
        #expect(LandLayer.Level.of(portugal) == .region)
        let iberia = MapFrame.fitting([GeoPoint(latitude: 43.3, longitude: -8.4), GeoPoint(latitude: 36.7, longitude: 2.2)])
        #expect(LandLayer.Level.of(iberia) == .country)
        #expect(LandLayer.Level.of(MapFrame.fitting([Self.lisbon])) == .region)
    }

    @Test("Lisbon's estuary is water and both its banks land, at the region level's resolution")
    func lisbonEstuary() {
        #expect(Self.isLand(GeoPoint(latitude: 38.75, longitude: -9.17)), "Lisbon, north bank")
        #expect(Self.isLand(GeoPoint(latitude: 38.66, longitude: -9.17)), "Almada, south bank")
        #expect(!Self.isLand(GeoPoint(latitude: 38.73, longitude: -9.05)), "the Tagus estuary")
        #expect(!Self.isLand(GeoPoint(latitude: 38.62, longitude: -9.40)), "the Atlantic off Cascais")
        #expect(!Self.isLand(GeoPoint(latitude: 46.45, longitude: 6.55)), "Lake Geneva, a lake inside the land")
    }

    @Test("a city's map draws the finer land, credits GSHHG, and is small")
    func cityMap() {
        let map = TripMap(pins: [TripMap.Pin(number: 1, point: Self.lisbon, label: "Lisbon")], routes: [])
        let drawing = MapSVG.draw(map, title: "T", description: "D", words: SiteLanguage.english.mapWords)
        #expect(drawing.hasLand && drawing.landSource == .gshhg)
        #expect(drawing.svg.contains("<path class=\"map-land\" d=\"M") && drawing.svg.contains(">GSHHG</text></svg>"))
        #expect(!drawing.svg.contains("Natural Earth"))
        #expect(drawing.svg.utf8.count < 12_000, "\(drawing.svg.utf8.count) bytes")
        // The land is not the whole frame: the estuary and the sea cut it.
        let land = LandLayer.layers(for: drawing.frame).land
        #expect(land.utf8.count > 100 && land != "M0 0l640 0 0 \(Int(drawing.frame.height)) -640 0Z", "\(land)")
    }

    @Test("a frame reads only the cells it covers; frames across the 180° meridian find the shapes kept past it")
    func cells() {
        let shapes = CoastTable.region.shapes(west: -9.3, east: -9.0, south: 38.6, north: 38.8)
        #expect(!shapes.isEmpty)
        for shape in shapes {
            #expect(shape.ring.west < -8 && shape.ring.east > -10.1 && shape.ring.south < 40.1 && shape.ring.north > 37.9)
        }
        // Fiji's Taveuni lies at 180°: found from either side.
        let east = CoastTable.region.shapes(west: 179.8, east: 180.2, south: -17, north: -16.6)
        let west = CoastTable.region.shapes(west: -180.2, east: -179.8, south: -17, north: -16.6)
        #expect(east.contains { $0.kind == .land } && west.contains { $0.kind == .land })
    }

    @Test("the tables are the size the docs state: under 400 KB for countries, 3.5 MB for regions")
    func sizes() {
        #expect(countryCoastTable.utf8.count < 400_000)
        #expect(regionCoastTable.utf8.count < 3_500_000)
    }

    @Test("a region's map has its lakes and major rivers")
    func lakesAndRivers() {
        let geneva = MapFrame.fitting([GeoPoint(latitude: 46.2, longitude: 6.14), GeoPoint(latitude: 46.52, longitude: 6.63)])
        #expect(!LandLayer.layers(for: geneva).lakes.isEmpty)
        let lyon = MapFrame.fitting([GeoPoint(latitude: 45.76, longitude: 4.84), GeoPoint(latitude: 45.9, longitude: 5.0)])
        #expect(!LandLayer.layers(for: lyon).rivers.isEmpty, "the Rhône")
    }
}
