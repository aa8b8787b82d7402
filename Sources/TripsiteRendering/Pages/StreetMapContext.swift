import TripsiteMaps
import TripsiteModel

/// The `streetMap` value of a trip page: what the street map, shown when the reader asks for it
/// (`assets/street-map.js`, with Leaflet), draws over the site's tiles, as JSON for a
/// `<script type="application/json">` (`json`), the host its tiles come from (`tilesHost`) and the note that says so in
/// the page's language (`tilesNote`, "with tiles from tile.openstreetmap.org"). The JSON holds the
/// tiles' address and credit, the trip map's pins by number with their points (`far` for an airport the trip's
/// map puts at its edge, which the street map leaves out of its frame; `approximate` for one the gazetteer
/// placed), its flights (from airport to airport: the script draws their great circles) and road, and each day's pins in the day's order with the id of the day's heading. The
/// pins' names and links and the days' names are the page's own (its list of stops, its days' headings), which
/// the script reads, so the page carries them once. Nothing of the trip is in the JSON but numbers and ids; the
/// credit is text, which the script sets as text. Only the trip page has it: the printable itinerary and the
/// exported page keep the SVG map alone.
enum StreetMapContext {
    /// The names of its values.
    static let fieldNames = ["streetMap", "json", "tilesHost", "tilesNote"]

    static func value(_ stops: TripMapStops, tiles: StreetMapTiles?, lang: SiteLanguage) -> TemplateValue {
        guard let tiles, !stops.pins.isEmpty else { return .absent }
        let map = TripMap(pins: stops.pins, routes: stops.routes)
        let far = MapFocus.distantPins(of: map).map { map.pins[$0].number }.sorted()
        var json = ScriptSafeJSON.Writer(capacity: 256 + map.pins.count * 24)
        json.object { json in
            // The trip map's pins are numbered from 1 in their order: a pin is told by its place in `points`, and
            // only the few that are approximate or far are listed by number.
            json.list("approximate") { json in
                for pin in map.pins where pin.approximateTown != nil { json.element(pin.number) }
            }
            json.member("attribution", tiles.attribution)
            json.member("attributionURL", tiles.attributionURL)
            json.list("days") { json in
                // The days' headings' ids as the trip's stops worked them out, rather than made again.
                for day in stops.namedDays {
                    let numbers = stops.numbers(on: day.date)
                    guard !numbers.isEmpty else { continue }
                    json.element(object: { json in
                        json.member("heading", day.anchor)
                        json.list("pins") { json in for number in numbers { json.element(number) } }
                    })
                }
            }
            json.list("far") { json in for number in far { json.element(number) } }
            json.list("points") { json in for pin in map.pins { point(pin.point, to: &json) } }
            json.list("routes") { json in
                for route in map.routes {
                    json.element(object: { json in
                        json.member("kind", route.kind.rawValue)
                        json.list("points") { json in for point in route.points { self.point(point, to: &json) } }
                    })
                }
            }
            json.member("tiles", tiles.url)
        }
        let host = host(of: tiles.url)
        return .object([
            "json": .utf8(json.bytes), "tilesHost": .text(host), "tilesNote": .text(lang.text("map.street_map_tiles", ["host": host])),
        ])
    }

    /// The host the tiles come from, as the page names it before anything is loaded: "tile.openstreetmap.org".
    /// Read from the address's bytes: Foundation's search and replace, on every trip page, was a tenth of what the
    /// street map costs a build.
    static func host(of url: String) -> String {
        let bytes = Array(url.utf8)
        let start = bytes.firstIndex(of: "://", from: 0).map { $0 + 3 } ?? 0
        var host: [UInt8] = []
        var index = start
        while index < bytes.count, bytes[index] != UInt8(ascii: "/"), bytes[index] != UInt8(ascii: "?"), bytes[index] != UInt8(ascii: "#") {
            // "{s}." names the tile servers' subdomains: the page names the host without it.
            if bytes.holds("{s}.".utf8, at: index) {
                index += 4
            } else {
                host.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: host, as: UTF8.self)
    }

    /// A point as `[latitude, longitude]` in hundred-thousandths of a degree (about a metre: enough for a street
    /// map), whole numbers: the same text on every machine, and written without the cost of a fraction's digits.
    private static func point(_ point: GeoPoint, to json: inout ScriptSafeJSON.Writer) {
        json.arrayElement { json in
            json.element(Int((point.latitude * 100_000).rounded()))
            json.element(Int((point.longitude * 100_000).rounded()))
        }
    }
}
