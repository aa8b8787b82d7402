import Foundation
import TripsiteTestSupport
import Testing

/// The Lisbon example's street map in headless Chromium, over tiles from a server the test starts on loopback: the
/// page asks nothing of it (nor loads Leaflet) until the reader presses "Show the street map"; then the tiles are
/// those at the zoom that frames the trip's stops, over them, and each pin stands on its point of the tiles; the
/// day selector shows a day's pins alone; the page never scrolls sideways.
@Suite("the street map in a browser", .serialized)
struct StreetMapBrowserTests {
    struct Box: Decodable {
        var left, top, right, bottom: Double
        var center: (x: Double, y: Double) { ((left + right) / 2, (top + bottom) / 2) }
    }

    struct Tile: Decodable {
        var src: String
        var left, top: Double
    }

    struct Pin: Decodable {
        var number: Int
        var title: String
        var left, top, right, bottom: Double
    }

    struct Probe: Decodable {
        var shown: Bool
        var leafletLoaded: Bool
        var streetMapLoaded: Bool
        var failed: Bool
        var scrollWidth: Int
        var clientWidth: Int
        var map: Box?
        var tiles: [Tile]?
        var pins: [Pin]?
        var expanded: String?
        var day: String?
        var credit: String?
        var creditMarkup: [String]?
        var hash: String?
    }

    /// The page's street map data, as the build wrote it: pin N at `points[N - 1]`, in hundred-thousandths of a
    /// degree, the far ones listed by number.
    struct StreetMapData: Decodable {
        struct Pin {
            var number: Int
            var lat, lng: Double
            var far: Bool
        }
        struct Day: Decodable { var pins: [Int] }
        var points: [[Int]]
        var far: [Int]
        var days: [Day]
        var tiles: String
        var attribution: String

        var pins: [Pin] {
            points.enumerated().map { index, point in
                Pin(number: index + 1, lat: Double(point[0]) / 100_000, lng: Double(point[1]) / 100_000, far: far.contains(index + 1))
            }
        }
    }

    /// A built example whose street map takes its tiles from a server on loopback, which logs what it is asked.
    final class Fixture {
        let folder: ScratchFolder
        let server: LoopbackServer
        let log: URL
        let page: URL

        init() throws {
            folder = try ScratchFolder()
            log = folder.url.appendingPathComponent("tiles.log")
            FileManager.default.createFile(atPath: log.path, contents: Data())
            server = try LoopbackServer(["python3", Repository.file("Tests/Support/tile-server.py").path, log.path])
            let trips = Repository.file("Examples/trips.json").path
            let build = try TripsiteBinary.run([
                "build", trips, "-o", "site", "-q", "--street-map-tiles", "http://127.0.0.1:\(server.port)/{z}/{x}/{y}.png",
                "--street-map-attribution", "Test <b>tiles</b>", "--street-map-attribution-url", "https://example.org/tiles?a=1&b=2",
            ], in: folder.url)
            #expect(build.status == 0)
            page = folder.url.appendingPathComponent("site/trips/trip-lisbon-2025/index.html")
        }

        deinit { server.stop() }

        /// The paths the tile server was asked for.
        var requests: [String] {
            (try? String(contentsOf: log, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
        }

        var data: StreetMapData {
            get throws {
                let html = try String(contentsOf: page, encoding: .utf8)
                let json = try #require(html.firstMatch(of: /<script type="application\/json" class="street-map-data">([^<]*)<\/script>/)?.output.1)
                return try JSONDecoder().decode(StreetMapData.self, from: Data(json.utf8))
            }
        }

        func probe(_ action: String, width: Int = 390) throws -> Probe {
            let harness = Repository.file("Tests/Support/street-map-probe.html")
            let target = "\(action),\(width),\(page.absoluteString)".addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
            let dom = try HeadlessChromium.run([
                "--allow-file-access-from-files", "--virtual-time-budget=15000", "--window-size=\(max(800, width + 40)),1500",
                "--dump-dom", harness.absoluteString + "#" + target,
            ])
            let text = try #require(HeadlessChromium.harnessOutput(dom), "no probe output")
            return try JSONDecoder().decode(Probe.self, from: Data(text.utf8))
        }
    }

    /// A point's place on the Web Mercator world of `zoom`, in pixels, as the tiles are cut.
    static func worldPixel(latitude: Double, longitude: Double, zoom: Int) -> (x: Double, y: Double) {
        let size = 256 * pow(2, Double(zoom))
        let sine = sin(latitude * .pi / 180)
        return ((longitude + 180) / 360 * size, (0.5 - log((1 + sine) / (1 - sine)) / (4 * .pi)) * size)
    }

    /// The zoom Leaflet's `fitBounds` picks for the points in a map of `size` with 24 px of padding on each side, at
    /// most 17: the largest whole zoom at which the points' box fits (Leaflet's getBoundsZoom, zoomSnap 1).
    static func framingZoom(_ points: [(latitude: Double, longitude: Double)], size: (width: Double, height: Double)) -> Int {
        let projected = points.map { worldPixel(latitude: $0.latitude, longitude: $0.longitude, zoom: 0) }
        let width = projected.map(\.x).max()! - projected.map(\.x).min()!, height = projected.map(\.y).max()! - projected.map(\.y).min()!
        let scale = min((size.width - 48) / width, (size.height - 48) / height)
        let zoom = (log2(scale) * 100).rounded() / 100
        return min(17, Int(zoom.rounded(.down)))
    }

    @Test("nothing is asked of the tile server, and Leaflet is not loaded, before the street map is asked for")
    func nothingBeforeTheButton() throws {
        let fixture = try Fixture()
        let result = try fixture.probe("look")
        #expect(result.shown, "the street map's button is shown with a script")
        #expect(!result.streetMapLoaded, "the street map's script and stylesheet load only when the map is opened")
        #expect(!result.leafletLoaded)
        #expect(fixture.requests.isEmpty, "\(fixture.requests)")
        #expect(result.scrollWidth <= result.clientWidth)
    }

    @Test("after the button, the tiles are at the zoom that frames the trip's stops and cover them, and each pin stands on its point",
          arguments: [390, 1280])
    func tilesAndPins(width: Int) throws {
        let fixture = try Fixture()
        let data = try fixture.data
        #expect(data.attribution == "Test <b>tiles</b>")
        let result = try fixture.probe("open", width: width)
        #expect(result.streetMapLoaded && result.leafletLoaded && result.expanded == "true" && !result.failed)
        // The credit is on the map as text, linked: the markup in it is shown, never made.
        #expect(result.credit?.contains("Test <b>tiles</b>") == true, "\(result.credit ?? "")")
        #expect(result.creditMarkup?.contains("b") == false && result.creditMarkup?.contains("a") == true, "\(result.creditMarkup ?? [])")
        let map = try #require(result.map)
        let tiles = try #require(result.tiles)
        let requests = fixture.requests
        #expect(!tiles.isEmpty && !requests.isEmpty)
        // Every tile asked for is at one zoom: the one that frames the stops (a far airport, Boston, does not set it).
        let zooms = Set(requests.compactMap { $0.split(separator: "/").first.flatMap { Int($0) } })
        let framed = data.pins.filter { !$0.far }
        let expected = Self.framingZoom(framed.map { ($0.lat, $0.lng) }, size: (map.right - map.left, map.bottom - map.top))
        #expect(zooms == [expected], "zooms \(zooms), expected \(expected) for a \(map.right - map.left) px map")
        #expect(expected >= 9, "a city's frame, not the world's: zoom \(expected)")
        // The tiles under each framed stop were asked for.
        for pin in framed {
            let pixel = Self.worldPixel(latitude: pin.lat, longitude: pin.lng, zoom: expected)
            let path = "/\(expected)/\(Int(pixel.x / 256))/\(Int(pixel.y / 256)).png"
            #expect(requests.contains(path), "pin \(pin.number): \(path) not in \(requests)")
        }
        // Each pin's mark is centred on its point, as placed by a tile the browser drew.
        let tile = try #require(tiles.first)
        let parts = tile.src.split(separator: "/").suffix(3)
        let (z, x, y) = (Int(parts[parts.startIndex])!, Double(parts[parts.startIndex + 1])!, Double(parts[parts.startIndex + 2].dropLast(4))!)
        let pins = try #require(result.pins)
        #expect(pins.map(\.number).sorted() == data.pins.map(\.number).sorted())
        for pin in pins {
            let point = try #require(data.pins.first { $0.number == pin.number })
            let pixel = Self.worldPixel(latitude: point.lat, longitude: point.lng, zoom: z)
            let expectedX = tile.left + pixel.x - x * 256, expectedY = tile.top + pixel.y - y * 256
            let center = ((pin.left + pin.right) / 2, (pin.top + pin.bottom) / 2)
            #expect(abs(center.0 - expectedX) <= 1.5 && abs(center.1 - expectedY) <= 1.5,
                    "pin \(pin.number) at \(center), its point at (\(expectedX), \(expectedY))")
            #expect(pin.title.hasPrefix("\(pin.number). "), "\(pin.title)")
        }
        #expect(result.scrollWidth <= result.clientWidth, "\(result.scrollWidth) > \(result.clientWidth) at \(width) px")
    }

    @Test("when the street map's script cannot be loaded, the opened view says the map could not be shown")
    func scriptMissing() throws {
        let fixture = try Fixture()
        try FileManager.default.removeItem(at: fixture.page.deletingLastPathComponent().appendingPathComponent("../../assets/street-map.js").standardized)
        let result = try fixture.probe("open")
        #expect(result.shown && result.expanded == "true")
        #expect(result.failed, "the error shows")
        #expect(!result.leafletLoaded)
        #expect(fixture.requests.isEmpty, "\(fixture.requests)")
    }

    @Test("the day selector shows one day's pins, framed on them, and a pin pressed goes to its day")
    func oneDay() throws {
        let fixture = try Fixture()
        let data = try fixture.data
        let result = try fixture.probe("day")
        let pins = try #require(result.pins)
        #expect(pins.map(\.number) == data.days[1].pins, "\(pins.map(\.number))")
        #expect(result.day?.hasPrefix("Day 1 · ") == true, "\(result.day ?? "")")
        #expect(result.hash == "#day-1", "\(result.hash ?? "")")
        let map = try #require(result.map)
        for pin in pins {
            let center = ((pin.left + pin.right) / 2, (pin.top + pin.bottom) / 2)
            #expect(center.0 >= map.left && center.0 <= map.right && center.1 >= map.top && center.1 <= map.bottom, "pin \(pin.number) off the map")
        }
    }

    @Test("the street map's page never scrolls sideways, 320 to 1920 px wide, with the map open", arguments: [320, 1920])
    func widths(width: Int) throws {
        let fixture = try Fixture()
        let result = try fixture.probe("open", width: width)
        #expect(result.leafletLoaded)
        #expect(result.scrollWidth <= result.clientWidth, "\(result.scrollWidth) > \(result.clientWidth) at \(width) px")
    }
}
