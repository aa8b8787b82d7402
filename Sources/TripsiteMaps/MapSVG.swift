import TripsiteModel

/// Draws a `TripMap` as an inline SVG: land, routes and numbered pins, with a title and a description for
/// screen readers. Everything in it is numbers written here or text escaped here.
public enum MapSVG {
    /// The drawn map and how it was laid out, for the page and for tests.
    public struct Drawing: Sendable {
        public var svg: String
        public var frame: MapFrame
        /// Each pin's position, in the order of `TripMap.pins`.
        public var placements: [PinLayout.Placement]
        /// A sentence that says what the lines and marks mean.
        public var legend: String
        /// Whether the map shows land (and so credits Natural Earth): not a map of a city or of a day's stops.
        public var hasLand: Bool
    }

    /// - Parameters:
    ///   - idPrefix: starts the pins' ids (`<idPrefix>pin-3`); pins of a map without it have no ids.
    ///   - className: the SVG element's classes, for the stylesheet.
    public static func draw(
        _ map: TripMap, title: String, description: String, width: Double = 640, pinRadius: Double = 9,
        idPrefix: String? = nil, className: String = "map"
    ) -> Drawing {
        let frame = MapFrame.fitting(map.points, width: width)
        let placements = PinLayout.place(map.pins.map { frame.project($0.point) }, radius: pinRadius, width: frame.width, height: frame.height)
        var (svg, hasLand) = start(frame, className: className, title: title, description: description, marksBytes: 384 * map.pins.count)
        for kind in [TripMap.Route.Kind.road, .flight] {
            var writer = PathWriter(tenths: true)
            for route in map.routes where route.kind == kind {
                line(kind == .flight ? flightPoints(route.points) : continuous(route.points), in: frame, to: &writer)
            }
            if !writer.bytes.isEmpty { svg += "<path class=\"map-\(kind.rawValue)\" d=\"\(writer.text)\"/>" }
        }
        for (pin, spot) in zip(map.pins, placements) {
            pinMark(pin, spot, radius: pinRadius, idPrefix: idPrefix, to: &svg)
        }
        finish(frame, hasLand: hasLand, &svg)
        return Drawing(svg: svg, frame: frame, placements: placements, legend: legend(map), hasLand: hasLand)
    }

    /// The start of a map's SVG, for the trip, day and world maps alike: the element with its classes, its title
    /// and description, the sea and the land of `frame`, and whether there is land. The string is grown once: the
    /// land is most of it, and `marksBytes` is room for what the map adds on top.
    static func start(
        _ frame: MapFrame, className: String, title: String, description: String, marksBytes: Int
    ) -> (svg: String, hasLand: Bool) {
        let (w, h) = (number(frame.width), number(frame.height))
        let land = LandLayer.path(for: frame)
        var svg = ""
        svg.reserveCapacity(land.utf8.count + 1024 + marksBytes)
        svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"\(HTMLEscaping.text(className))\" viewBox=\"0 0 \(w) \(h)\" width=\"\(w)\" height=\"\(h)\"><title>"
        svg += HTMLEscaping.text(title)
        svg += "</title><desc>"
        svg += HTMLEscaping.text(description)
        svg += "</desc><rect class=\"map-sea\" width=\"\(w)\" height=\"\(h)\"/>"
        if !land.isEmpty { svg += "<path class=\"map-land\" d=\"\(land)\"/>" }
        return (svg, !land.isEmpty)
    }

    /// Ends a map's SVG: the land's credit in the bottom right corner, when it shows land.
    static func finish(_ frame: MapFrame, hasLand: Bool, _ svg: inout String) {
        if hasLand {
            svg += "<text class=\"map-credit\" x=\"\(number(frame.width - 4))\" y=\"\(number(frame.height - 4))\" text-anchor=\"end\">Natural Earth</text>"
        }
        svg += "</svg>"
    }

    /// Appends a pin's mark: a link to its day (or a group), its title, the circle with its number and, for a
    /// pin moved off its point, a line back to a dot at the point.
    private static func pinMark(_ pin: TripMap.Pin, _ spot: PinLayout.Placement, radius: Double, idPrefix: String?, to svg: inout String) {
        let (x, y) = (number(spot.x), number(spot.y))
        let link = pin.link.map { link in
            String(String.UnicodeScalarView(link.unicodeScalars.filter { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }))
        }
        if let link {
            svg += "<a href=\"#"
            svg += link
            svg += "\""
        } else {
            svg += "<g"
        }
        if let idPrefix { svg += " id=\"\(idPrefix)pin-\(pin.number)\"" }
        svg += " class=\"map-pin\"><title>\(pin.number). "
        svg += HTMLEscaping.text(pin.label)
        svg += "</title>"
        if spot.isMoved {
            let (pointX, pointY) = (number(spot.pointX), number(spot.pointY))
            svg += "<line class=\"map-leader\" x1=\"\(pointX)\" y1=\"\(pointY)\" x2=\"\(x)\" y2=\"\(y)\"/>"
            svg += "<circle class=\"map-spot\" cx=\"\(pointX)\" cy=\"\(pointY)\" r=\"2\"/>"
        }
        if pin.isFavorite { svg += "<circle class=\"map-favorite\" cx=\"\(x)\" cy=\"\(y)\" r=\"\(number(radius + 3))\"/>" }
        svg += "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"\(number(radius))\"/><text x=\"\(x)\" y=\"\(y)\" dy=\".35em\" text-anchor=\"middle\">\(pin.number)</text>"
        svg += link == nil ? "</g>" : "</a>"
    }

    /// The great circle through each pair of neighbouring points.
    private static func flightPoints(_ points: [GeoPoint]) -> [(longitude: Double, latitude: Double)] {
        guard points.count == 2 else { return continuous(points) }
        return GreatCircle.points(from: points[0], to: points[1])
    }

    /// The points with longitudes that never jump by more than 180 degrees.
    private static func continuous(_ points: [GeoPoint]) -> [(longitude: Double, latitude: Double)] {
        var result: [(longitude: Double, latitude: Double)] = []
        for point in points {
            let longitude = result.last.map { $0.longitude + MapFrame.wrapped(point.longitude - $0.longitude) } ?? point.longitude
            result.append((longitude, point.latitude))
        }
        return result
    }

    /// Draws a line whose longitudes are continuous; on a world map, a line that leaves by the left or right
    /// edge (the meridian opposite the middle one) is cut there and goes on from the other edge.
    static func line(_ points: [(longitude: Double, latitude: Double)], in frame: MapFrame, to writer: inout PathWriter) {
        guard let first = points.first else { return }
        var shift = frame.relative(first.longitude) - first.longitude
        var previous: (longitude: Double, latitude: Double)?
        for point in points {
            var longitude = point.longitude + shift
            if let previous, frame.projection == .equalEarth, abs(longitude) > 180 {
                let edge: Double = longitude > 0 ? 180 : -180
                let t = (edge - previous.longitude) / (longitude - previous.longitude)
                let latitude = previous.latitude + t * (point.latitude - previous.latitude)
                let end = frame.project(relativeLongitude: edge, latitude: latitude)
                writer.add(end.x, end.y, starting: false)
                let start = frame.project(relativeLongitude: -edge, latitude: latitude)
                writer.add(start.x, start.y, starting: true)
                shift -= 2 * edge
                longitude -= 2 * edge
            }
            let projected = frame.project(relativeLongitude: longitude, latitude: point.latitude)
            writer.add(projected.x, projected.y, starting: previous == nil)
            previous = (longitude, point.latitude)
        }
    }

    private static func legend(_ map: TripMap) -> String {
        var parts = ["Numbered pins: the stops in the order of the itinerary"]
        if map.pins.contains(where: \.isFavorite) { parts.append("a double ring: a favourite") }
        if map.routes.contains(where: { $0.kind == .flight }) { parts.append("dashed arcs: flights") }
        if map.routes.contains(where: { $0.kind == .road }) { parts.append("a solid line: the road, day by day") }
        return parts.joined(separator: " · ") + "."
    }

    /// A coordinate to one decimal, without a trailing ".0".
    static func number(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        let sign = tenths < 0 ? "-" : "", magnitude = abs(tenths)
        return magnitude % 10 == 0 ? sign + String(magnitude / 10) : "\(sign)\(magnitude / 10).\(magnitude % 10)"
    }
}
