import TripsiteModel

/// What a map shows: numbered pins, flights and a road, before it is drawn.
public struct TripMap: Sendable {
    /// One numbered pin.
    public struct Pin: Sendable {
        public var number: Int
        public var point: GeoPoint
        /// What the pin stands for, in words: "Lisbon Airport (LIS)".
        public var label: String
        public var isFavorite: Bool
        /// Where the pin links to, a fragment such as `#day-1-friday-22-november-2024`; only letters,
        /// digits and hyphens are kept.
        public var link: String?
        /// Whether the pin is one of the destination's stops, which the map frames (a hotel, an activity, a
        /// place); an airport is not, and stands at the map's edge when it lies far from them (`MapFocus`).
        public var isStop: Bool
        /// The town it is in, for the words beside a pin at the edge ("from Boston · 5,200 km"); else its label.
        public var town: String?
        /// The town the pin stands at when the data gives no coordinates (the built-in gazetteer found it in an
        /// address, a location or the destination): the pin is approximate, drawn with a dashed ring.
        public var approximateTown: String?

        public init(
            number: Int, point: GeoPoint, label: String, isFavorite: Bool = false, link: String? = nil, isStop: Bool = true, town: String? = nil,
            approximateTown: String? = nil
        ) {
            self.number = number
            self.point = point
            self.label = label
            self.isFavorite = isFavorite
            self.link = link
            self.isStop = isStop
            self.town = town
            self.approximateTown = approximateTown
        }
    }

    /// A line between points: a flight follows the great circle, a road goes straight from stop to stop.
    public struct Route: Sendable {
        /// `walk` joins a day's stops in the order of the day, on the map beside it.
        public enum Kind: String, Sendable { case flight, road, walk }
        public var kind: Kind
        public var points: [GeoPoint]

        public init(kind: Kind, points: [GeoPoint]) {
            self.kind = kind
            self.points = points
        }
    }

    public var pins: [Pin]
    public var routes: [Route]

    public init(pins: [Pin], routes: [Route]) {
        self.pins = pins
        self.routes = routes
    }

    /// Every point the map must show.
    public var points: [GeoPoint] { pins.map(\.point) + routes.flatMap(\.points) }
}
