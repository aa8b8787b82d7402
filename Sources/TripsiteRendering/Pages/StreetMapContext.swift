import TripsiteMaps
import TripsiteModel
import TripsitePlanning

/// The `streetMap` value of a trip page: what the street map, shown when the reader asks for it
/// (`assets/street-map.js`, with Leaflet), draws over the site's tiles, as JSON for a
/// `<script type="application/json">` (`json`), the host its tiles come from (`tilesHost`), and the days of its day
/// selector (`streetDays`, each a `label` and its `index` in the JSON's days; `hasDays`). The JSON holds the tiles' address and credit, the trip map's pins (the same
/// numbers, labels and links; `far` for an airport the trip's map puts at its edge, which the street map leaves
/// out of its frame), its flights and road, and each day's pins in the day's order. Trip text in it is
/// script-safe JSON (`ScriptSafeJSON`), which can never end the element; the credit is HTML made here from
/// escaped text. Only the trip page has it: the printable itinerary and the exported page keep the SVG map alone.
enum StreetMapContext {
    /// The names of its values and of its days'.
    static let fieldNames = ["streetMap", "json", "hasDays", "streetDays", "index", "label", "tilesHost"]

    static func value(_ stops: TripMapStops, days: [ItineraryDay], tiles: StreetMapTiles?) -> TemplateValue {
        guard let tiles, !stops.pins.isEmpty else { return .absent }
        let map = TripMap(pins: stops.pins, routes: stops.routes)
        let far = Set(MapFocus.distantPins(of: map).map { map.pins[$0].number })
        let dayPins = days.compactMap { day -> (label: String, pins: [Int])? in
            let pins = stops.pins(on: day.date).map(\.number)
            return pins.isEmpty ? nil : (TripContext.heading(of: day), pins)
        }
        var json = ScriptSafeJSON.Writer(capacity: 256 + map.pins.count * 96)
        json.object { json in
            json.member("attribution", attribution(tiles))
            json.list("days") { json in
                for day in dayPins {
                    json.element(object: { json in
                        json.list("pins") { json in for number in day.pins { json.element(number) } }
                    })
                }
            }
            json.list("pins") { json in
                for pin in map.pins {
                    json.element(object: { json in
                        json.member("approximate", when: pin.approximateTown != nil)
                        json.member("far", when: far.contains(pin.number))
                        json.member("label", pin.label)
                        json.member("lat", rounded(pin.point.latitude))
                        json.member("link", pin.link.map { "#" + $0 })
                        json.member("lng", rounded(pin.point.longitude))
                        json.member("number", pin.number)
                    })
                }
            }
            json.list("routes") { json in
                for route in map.routes {
                    json.element(object: { json in
                        json.member("kind", route.kind.rawValue)
                        json.list("points") { json in
                            for point in points(of: route) {
                                json.arrayElement { json in json.element(rounded(point.latitude)); json.element(rounded(point.longitude)) }
                            }
                        }
                    })
                }
            }
            json.member("tiles", tiles.url)
        }
        return .object([
            "json": .utf8(json.bytes),
            "tilesHost": .text(host(of: tiles.url)),
            "hasDays": .bool(!dayPins.isEmpty),
            "streetDays": .list(dayPins.enumerated().map { .object(["index": .number($0.offset), "label": .text($0.element.label)]) }),
        ])
    }

    /// The credit as Leaflet shows it: the text, escaped, linked to its page when there is one.
    static func attribution(_ tiles: StreetMapTiles) -> String {
        let text = HTMLEscaping.text(tiles.attribution)
        guard let url = tiles.attributionURL else { return text }
        return "<a href=\"\(HTMLEscaping.text(url))\">\(text)</a>"
    }

    /// The host the tiles come from, as the page names it before anything is loaded: "tile.openstreetmap.org".
    static func host(of url: String) -> String {
        let afterScheme = url.range(of: "://").map { url[$0.upperBound...] } ?? Substring(url)
        return String(afterScheme.prefix { $0 != "/" && $0 != "?" && $0 != "#" }).replacingOccurrences(of: "{s}.", with: "")
    }

    /// A flight along its great circle, a road or a walk from point to point.
    private static func points(of route: TripMap.Route) -> [GeoPoint] {
        guard route.kind == .flight, route.points.count == 2 else { return route.points }
        return GreatCircle.points(from: route.points[0], to: route.points[1]).map { GeoPoint(latitude: $0.latitude, longitude: $0.longitude) }
    }

    /// Degrees to five decimals, about a metre: enough for a street map, and the same text on every machine.
    private static func rounded(_ degrees: Double) -> Double {
        (degrees * 100_000).rounded() / 100_000
    }
}
