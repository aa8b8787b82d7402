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
        /// Whether the map shows land (and so credits its source).
        public var hasLand: Bool
        /// Whether a mark stands for several stops too close together to draw apart.
        public var hasGroups: Bool = false
        /// The indices of the pins drawn at the edge, towards where they lie (`MapFocus`).
        public var edgePins: [Int] = []
        /// How many marks the map has: pins close together share one.
        public var markCount: Int = 0
        /// Whose outlines the map draws, for its credit.
        public var landSource: LandLayer.Source
    }

    /// - Parameters:
    ///   - idPrefix: starts the pins' ids (`<idPrefix>pin-3`); pins of a map without it have no ids.
    ///   - className: the SVG element's classes, for the stylesheet.
    public static func draw(
        _ map: TripMap, title: String, description: String, width: Double = defaultWidth, pinRadius: Double = defaultPinRadius,
        idPrefix: String? = nil, className: String = "map", words: MapWords
    ) -> Drawing {
        let layout = MarkLayout(map, width: width, pinRadius: pinRadius)
        let frame = layout.frame
        var (svg, hasLand) = start(frame, className: className, title: title, description: description, marksBytes: 384 * map.pins.count)
        let landSource = LandLayer.layers(for: frame).source
        for kind in [TripMap.Route.Kind.road, .walk, .flight] {
            var writer = PathWriter(tenths: true)
            for route in map.routes where route.kind == kind {
                if let ends = layout.edgeLine(route) {
                    writer.add(ends.from.x, ends.from.y, starting: true)
                    writer.add(ends.to.x, ends.to.y, starting: false)
                } else if !layout.touchesEdge(route) {
                    line(kind == .flight ? flightPoints(route.points) : continuous(route.points), in: frame, to: &writer)
                }
            }
            if !writer.bytes.isEmpty { svg += "<path class=\"map-\(kind.rawValue)\" d=\"\(writer.text)\"/>" }
        }
        if frame.projection == .equirectangular { scaleBar(frame, words: words, to: &svg) }
        // ` id="map-pin-`: the start of every pin's id, written once for the map.
        let idStart = idPrefix.map { Array(" id=\"\($0)pin-".utf8) }
        for (group, spot) in zip(layout.groups, layout.groupPlacements) {
            pinMark(group, of: map.pins, spot, radius: pinRadius, idStart: idStart, words: words, to: &svg)
        }
        var boxes = (layout.groupPlacements + layout.edgePlacements).prefix(PinLayout.maximumLaidOut).map { Box.around($0, radius: pinRadius) }
        // The scale bar's corner and the credit's.
        boxes += [Box(left: 0, top: frame.height - 28, right: 96, bottom: frame.height), Box(left: frame.width - 96, top: frame.height - 16, right: frame.width, bottom: frame.height)]
        for (index, spot) in zip(layout.edgePins, layout.edgePlacements) {
            pinMark([index], of: map.pins, spot, radius: pinRadius, idStart: idStart, words: words, to: &svg)
            edgeCaption(layout.edgeText(index, words: words), at: spot, radius: pinRadius, frame: frame, avoiding: &boxes, to: &svg)
        }
        finish(frame, hasLand: hasLand, &svg)
        return Drawing(
            svg: svg, frame: frame, placements: layout.pinPlacements, hasLand: hasLand, hasGroups: layout.groups.contains { $0.count > 1 },
            edgePins: layout.edgePins, markCount: layout.groups.count + layout.edgePins.count, landSource: landSource)
    }

    /// A trip map's width in pixels: about a phone's column, so that its pins' numbers are drawn at their own
    /// size there, and at two thirds of it on paper.
    public static let defaultWidth = 360.0
    /// A trip map's pins' radius, room for a two-digit number in the stylesheet's 13-pixel type.
    public static let defaultPinRadius = 11.0

    /// A scale bar in the bottom left corner: a round distance (1, 2 or 5 times a power of ten) about a fifth of
    /// the map's width long, with its length written above it.
    private static func scaleBar(_ frame: MapFrame, words: MapWords, to svg: inout String) {
        let kilometresPerPixel = (frame.north - frame.south) * GreatCircle.earthRadius * .pi / 180 / frame.height
        guard kilometresPerPixel.isFinite, kilometresPerPixel > 0 else { return }
        let wanted = kilometresPerPixel * frame.width / 5
        var power = 1.0
        while power * 10 <= wanted { power *= 10 }
        while power > wanted, power > 1e-3 { power /= 10 }
        let length = [5, 2, 1].map { Double($0) * power }.first { $0 <= wanted } ?? power
        let pixels = length / kilometresPerPixel
        let (left, bottom) = (8.0, frame.height - 8)
        svg += "<g class=\"map-scale\"><path d=\"M\(number(left)) \(number(bottom - 4))v4h\(number(pixels))v-4\"/>"
        svg += "<text x=\"\(number(left))\" y=\"\(number(bottom - 7))\">\(HTMLEscaping.text(words.distance(length)))</text></g>"
    }

    /// The words beside a pin at the edge ("from Boston · 5,200 km"), towards the middle of the map: beside the
    /// pin, else under or over it, wherever they cover no mark and no words placed before; kept inside the map.
    private static func edgeCaption(
        _ text: String, at spot: PinLayout.Placement, radius: Double, frame: MapFrame, avoiding boxes: inout [Box], to svg: inout String
    ) {
        let width = captionWidth(text), height = captionFontSize + 2
        let towardsRight = spot.x < frame.width / 2
        func box(_ x: Double, _ y: Double) -> Box {
            // `x` is where the text starts, or ends when it runs leftwards.
            let left = min(max(towardsRight ? x : x - width, 2), frame.width - width - 2)
            return Box(left: left, top: y - height / 2, right: left + width, bottom: y + height / 2)
        }
        let shift = radius + 4, beside = towardsRight ? spot.x + shift : spot.x - shift
        let under = towardsRight ? spot.x - radius : spot.x + radius
        let step = radius + height / 2 + 2
        let candidates = [
            box(beside, spot.y), box(under, spot.y + step), box(under, spot.y - step),
            box(under, spot.y + step + height), box(under, spot.y - step - height),
        ]
        let chosen = candidates.first { candidate in
            candidate.top >= 0 && candidate.bottom <= frame.height && !boxes.contains(where: candidate.overlaps)
        } ?? candidates[0]
        boxes.append(chosen)
        svg += "<text class=\"map-caption\" x=\"\(number(chosen.left))\" y=\"\(number((chosen.top + chosen.bottom) / 2))\" dy=\".35em\">"
        svg += HTMLEscaping.text(text)
        svg += "</text>"
    }

    /// The largest size words on a map are drawn at (on paper), for room.
    static let captionFontSize = 15.0

    /// About how wide words are at `captionFontSize`: six tenths of the size a character, which holds for the
    /// system's sans-serif faces' letters and digits.
    static func captionWidth(_ text: String) -> Double { Double(text.count) * captionFontSize * 0.6 }

    /// A rectangle on the map: a pin's or some words'.
    struct Box {
        var left: Double, top: Double, right: Double, bottom: Double
        func overlaps(_ other: Box) -> Bool {
            left < other.right && other.left < right && top < other.bottom && other.top < bottom
        }
        static func around(_ spot: PinLayout.Placement, radius: Double) -> Box {
            Box(left: spot.x - radius, top: spot.y - radius, right: spot.x + radius, bottom: spot.y + radius)
        }
    }

    /// The start of a map's SVG, for the trip, day and world maps alike: the element with its classes, its title
    /// and description, the sea and the land, lakes and rivers of `frame` (`LandLayer`), and whether there is
    /// land. The string is grown once: the land is most of it, and `marksBytes` is room for what the map adds on top.
    static func start(
        _ frame: MapFrame, className: String, title: String, description: String, marksBytes: Int
    ) -> (svg: String, hasLand: Bool) {
        let (w, h) = (number(frame.width), number(frame.height))
        let layers = LandLayer.layers(for: frame)
        let land = layers.land
        var svg = ""
        svg.reserveCapacity(land.utf8.count + layers.lakes.utf8.count + layers.rivers.utf8.count + 1024 + marksBytes)
        svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"\(HTMLEscaping.text(className))\" viewBox=\"0 0 \(w) \(h)\" width=\"\(w)\" height=\"\(h)\"><title>"
        svg += HTMLEscaping.text(title)
        svg += "</title><desc>"
        svg += HTMLEscaping.text(description)
        svg += "</desc><rect class=\"map-sea\" width=\"\(w)\" height=\"\(h)\"/>"
        if !land.isEmpty { svg += "<path class=\"map-land\" d=\"\(land)\"/>" }
        if !layers.lakes.isEmpty { svg += "<path class=\"map-lake\" d=\"\(layers.lakes)\"/>" }
        if !layers.rivers.isEmpty { svg += "<path class=\"map-river\" d=\"\(layers.rivers)\"/>" }
        return (svg, !land.isEmpty)
    }

    /// Ends a map's SVG: the land's credit in the bottom right corner, when it shows land.
    static func finish(_ frame: MapFrame, hasLand: Bool, _ svg: inout String) {
        if hasLand {
            let credit = LandLayer.layers(for: frame).source == .naturalEarth ? "Natural Earth" : "GSHHG"
            svg += "<text class=\"map-credit\" x=\"\(number(frame.width - 4))\" y=\"\(number(frame.height - 4))\" text-anchor=\"end\">\(credit)</text>"
        }
        svg += "</svg>"
    }

    /// Appends a pin's mark: a link to its day (or a group), its title, the circle with its number and, for a
    /// pin moved off its point, a line back to a dot at the point. Pins too close to show apart share one mark,
    /// a filled disc with their count ("×5", or "12" from ten, for room), titled with their numbers and names, that carries each one's id.
    /// `group` is the indices of the mark's pins in `pins` (the first one's is the mark's link), read where they are
    /// rather than copied into an array for each mark.
    private static func pinMark(
        _ group: [Int], of pins: [TripMap.Pin], _ spot: PinLayout.Placement, radius: Double, idStart: [UInt8]?, words: MapWords,
        to svg: inout String
    ) {
        let pin = pins[group[0]]
        let (x, y) = (number(spot.x), number(spot.y))
        let link = pin.link.map(linkFragment)
        // Written as bytes and added to the map's text at once: appending a group's title and ids (dozens of
        // pieces) to the text piece by piece cost much more (docs/performance.md, "Why the code is as it is").
        var mark: [UInt8] = []
        mark.reserveCapacity(256)
        if let link {
            mark += "<a href=\"#".utf8
            mark += link.utf8
            mark += "\"".utf8
        } else {
            mark += "<g".utf8
        }
        if let idStart { appendID(idStart, pin.number, to: &mark) }
        if group.count == 1 {
            mark += " class=\"map-pin".utf8
            if pin.approximateTown != nil { mark += " map-approximate".utf8 }
            mark += "\"><title>".utf8
            mark += String(pin.number).utf8
            mark += ". ".utf8
            HTMLEscaping.append(pin.label, to: &mark)
            // The note begins with its own space where the language writes one.
            if let town = pin.approximateTown { HTMLEscaping.append(words.approximately(town), to: &mark) }
        } else {
            mark += " class=\"map-pin map-group\"><title>".utf8
            var names: [UInt8] = []
            for index in group {
                if !names.isEmpty { names += "; ".utf8 }
                names += String(pins[index].number).utf8
                names += ". ".utf8
                names += pins[index].label.utf8
            }
            HTMLEscaping.append(words.groupTitle(group.count, String(decoding: names, as: UTF8.self)), to: &mark)
        }
        mark += "</title>".utf8
        if spot.isMoved {
            let (pointX, pointY) = (number(spot.pointX), number(spot.pointY))
            mark += "<line class=\"map-leader\" x1=\"\(pointX)\" y1=\"\(pointY)\" x2=\"\(x)\" y2=\"\(y)\"/>".utf8
            mark += "<circle class=\"map-spot\" cx=\"\(pointX)\" cy=\"\(pointY)\" r=\"2\"/>".utf8
        }
        if group.contains(where: { pins[$0].isFavorite }) { mark += "<circle class=\"map-favorite\" cx=\"\(x)\" cy=\"\(y)\" r=\"\(number(radius + 3))\"/>".utf8 }
        mark += "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"\(number(radius))\"/><text x=\"\(x)\" y=\"\(y)\" dy=\".35em\" text-anchor=\"middle\">".utf8
        mark += (group.count == 1 ? String(pin.number) : group.count < 10 ? "×\(group.count)" : String(group.count)).utf8
        mark += "</text>".utf8
        // The other pins' ids, so that every item's link to its pin finds the mark.
        if let idStart {
            for other in group.dropFirst() {
                mark += "<g".utf8
                appendID(idStart, pins[other].number, to: &mark)
                mark += "/>".utf8
            }
        }
        mark += (link == nil ? "</g>" : "</a>").utf8
        svg += String(decoding: mark, as: UTF8.self)
    }

    /// ` id="map-pin-3"`: a pin's id, from the start of every pin's (` id="map-pin-`).
    private static func appendID(_ idStart: [UInt8], _ number: Int, to mark: inout [UInt8]) {
        mark += idStart
        mark += String(number).utf8
        mark.append(UInt8(ascii: "\""))
    }

    /// A pin's link with only its ASCII letters, digits and hyphens kept. Its UTF-8 bytes are filtered: a
    /// character outside ASCII is all bytes of 128 and more.
    static func linkFragment(_ link: String) -> String {
        String(decoding: link.utf8.filter { byte in
            ValueText.isLetter(byte) || ValueText.isDigit(byte) || byte == UInt8(ascii: "-")
        }, as: UTF8.self)
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

    /// A coordinate to one decimal, without a trailing ".0".
    static func number(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        let sign = tenths < 0 ? "-" : "", magnitude = abs(tenths)
        return magnitude % 10 == 0 ? sign + String(magnitude / 10) : "\(sign)\(magnitude / 10).\(magnitude % 10)"
    }
}
