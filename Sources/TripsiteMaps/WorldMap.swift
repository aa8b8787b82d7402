import TripsiteModel

/// A world map of many trips (the index's): a dot at each trip's destination, each dot a link. Destinations
/// closer on the map than `spacing` pixels share one dot, which shows how many trips it stands for and names
/// them in its title, so that every dot stays apart from the others and clickable. However many trips there
/// are, there are at most `maximumDots` dots (destinations spread all over the world merge at a wider spacing)
/// and a dot's title names at most `namesInTitle` trips: the map's size has a bound that does not grow with the
/// trips.
public enum WorldMap {
    /// One trip to show.
    public struct Destination: Sendable {
        public var point: GeoPoint
        /// What the trip is called in the dot's title: "Lisbon weekend, 12–15 March 2025".
        public var label: String
        /// The trip's page, relative to the map's page.
        public var link: String
        /// A page that lists this trip with others (its country's), which a dot for several trips links to
        /// when they all have the same one.
        public var groupLink: String?

        public init(point: GeoPoint, label: String, link: String, groupLink: String? = nil) {
            (self.point, self.label, self.link, self.groupLink) = (point, label, link, groupLink)
        }
    }

    /// One dot: where it is and the destinations (their positions in the list given) it stands for, in order.
    public struct Dot: Sendable, Equatable {
        public var x: Double, y: Double
        public var members: [Int]
    }

    /// The drawn map and its dots, numbered from 1 in this order (`data-dot` in the SVG).
    public struct Drawing: Sendable {
        public var svg: String
        public var frame: MapFrame
        public var dots: [Dot]
        /// For each destination, the number of the dot that shows it.
        public var dotNumbers: [Int]
    }

    /// The map's width in pixels: that of the trip maps, so that the world's land is made once for both.
    public static let width = 640.0
    /// A dot's radius in pixels.
    public static let radius = 5.0
    /// The least distance between two dots' centres: a pixel between their circles.
    public static let spacing = 2 * radius + 1
    /// The most dots a map has: past it, destinations merge at a spacing half as wide again, until it holds.
    public static let maximumDots = 500
    /// The most trips a dot's title names; it counts the rest.
    public static let namesInTitle = 5
    /// The most characters of a trip's label a title keeps.
    public static let labelLength = 80

    /// The world frame for these destinations (the trip maps' world frame when they fit it, so the land is shared).
    public static func frame(_ destinations: [Destination]) -> MapFrame {
        MapFrame.world(destinations.map(\.point), width: width)
    }

    /// The dots for the destinations: at `spacing`, or wider when that makes more than `maximumDots`.
    public static func dots(_ destinations: [Destination], in frame: MapFrame) -> [Dot] {
        var distance = spacing
        var dots = self.dots(destinations, in: frame, spacing: distance)
        while dots.count > maximumDots {
            distance *= 1.5
            dots = self.dots(destinations, in: frame, spacing: distance)
        }
        return dots
    }

    /// Groups the destinations into dots, in order: each joins the first dot whose centre is nearer than
    /// `spacing`, else starts a dot at its own point (kept inside the map). A grid of `spacing`-sized cells finds
    /// the dots near a point, so that this takes time in proportion to the destinations.
    static func dots(_ destinations: [Destination], in frame: MapFrame, spacing: Double) -> [Dot] {
        var dots: [Dot] = []
        var grid: [Int: [Int]] = [:]
        let columns = Int((frame.width / spacing).rounded(.up)) + 2
        func cell(_ x: Double, _ y: Double) -> (Int, Int) { (Int(x / spacing), Int(y / spacing)) }
        for (index, destination) in destinations.enumerated() {
            let projected = frame.project(destination.point)
            let x = min(max(projected.x, radius + 1), frame.width - radius - 1)
            let y = min(max(projected.y, radius + 1), frame.height - radius - 1)
            let (column, row) = cell(x, y)
            var nearest: Int?
            for dy in -1...1 {
                for dx in -1...1 {
                    for candidate in grid[(row + dy) * columns + column + dx] ?? [] where candidate < (nearest ?? .max) {
                        let dot = dots[candidate]
                        if (dot.x - x) * (dot.x - x) + (dot.y - y) * (dot.y - y) < spacing * spacing { nearest = candidate }
                    }
                }
            }
            if let nearest {
                dots[nearest].members.append(index)
            } else {
                grid[row * columns + column, default: []].append(dots.count)
                dots.append(Dot(x: x, y: y, members: [index]))
            }
        }
        return dots
    }

    /// Draws the map: the sea, the land, and a linked dot per group of destinations.
    /// - Parameter dotTitle: the title of a dot standing for several trips, from their count, the names it
    ///   shows (`namesInTitle` at most) and how many more there are: "3 trips: A; B; C".
    public static func draw(
        _ destinations: [Destination], title: String, description: String,
        dotTitle: (_ count: Int, _ names: [String], _ more: Int) -> String = defaultDotTitle
    ) -> Drawing {
        let frame = self.frame(destinations)
        let dots = self.dots(destinations, in: frame)
        var dotNumbers = [Int](repeating: 0, count: destinations.count)
        var (svg, hasLand) = MapSVG.start(frame, className: "map world-map", title: title, description: description, marksBytes: 256 * dots.count)
        for (offset, dot) in dots.enumerated() {
            for member in dot.members { dotNumbers[member] = offset + 1 }
            mark(dot, number: offset + 1, destinations, dotTitle: dotTitle, to: &svg)
        }
        MapSVG.finish(frame, hasLand: hasLand, &svg)
        return Drawing(svg: svg, frame: frame, dots: dots, dotNumbers: dotNumbers)
    }

    /// Appends a dot: a link to its trip (for several trips, to the page they share, else the first), its
    /// title, its circle and, for several trips, their count.
    private static func mark(
        _ dot: Dot, number: Int, _ destinations: [Destination], dotTitle: (Int, [String], Int) -> String, to svg: inout String
    ) {
        let members = dot.members.map { destinations[$0] }
        let groupLinks = Set(members.map(\.groupLink))
        let link = members.count > 1 && groupLinks.count == 1 ? (members[0].groupLink ?? members[0].link) : members[0].link
        let (x, y) = (MapSVG.number(dot.x), MapSVG.number(dot.y))
        svg += "<a href=\""
        svg += HTMLEscaping.text(safeLink(link))
        svg += members.count > 1 ? "\" class=\"map-dot map-dot-many\"" : "\" class=\"map-dot\""
        svg += " data-dot=\"\(number)\"><title>"
        svg += HTMLEscaping.text(title(members.map(\.label), dotTitle: dotTitle))
        svg += "</title><circle cx=\"\(x)\" cy=\"\(y)\" r=\"\(MapSVG.number(radius))\"/>"
        if members.count > 1 {
            svg += "<text x=\"\(x)\" y=\"\(y)\" dy=\".35em\" text-anchor=\"middle\">\(members.count > 99 ? "99+" : String(members.count))</text>"
        }
        svg += "</a>"
    }

    /// A dot's title: the trip's label, or "3 trips: A; B; C", naming at most `namesInTitle` and counting the rest.
    static func title(_ labels: [String], dotTitle: (Int, [String], Int) -> String = defaultDotTitle) -> String {
        let names = labels.prefix(namesInTitle).map { $0.count > labelLength ? String($0.prefix(labelLength - 1)) + "…" : $0 }
        guard labels.count > 1 else { return names.first ?? "" }
        return dotTitle(labels.count, names, labels.count - names.count)
    }

    /// The names alone, for a caller that gives no words: "A; B; C; …".
    public static func defaultDotTitle(_ count: Int, _ names: [String], _ more: Int) -> String {
        names.joined(separator: "; ") + (more > 0 ? "; …" : "")
    }

    /// A relative link with only letters, digits and `-_./` kept: never a scheme such as `javascript:`.
    static func safeLink(_ link: String) -> String {
        String(String.UnicodeScalarView(link.unicodeScalars.filter {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "-_./".unicodeScalars.contains($0)
        }))
    }
}
