import TripsiteJSON

/// A trip as read from trips.json, with every value parsed and checked.
///
/// Dates are calendar dates; prices keep their currency. Optional fields are `nil` when the data
/// left them out (or gave `null`).
public struct Trip: Sendable {
    public var id: String?
    public var title: String
    public var destination: String
    public var countryCode: String?
    /// The country's name as the data gives it (`"country": "Nigeria"`), when there is no code: looked up in the
    /// countries list when the trip is planned.
    public var countryName: String?
    public var startDate: CivilDate
    public var endDate: CivilDate
    public var travelStyle: String?
    /// Long free text; may use Markdown, rendered by cmark in safe mode.
    public var description: String?
    public var image: ImageReference?
    public var budget: Money?
    public var currency: String?
    public var travelers: Int?
    public var status: TripStatus?
    /// Where `status` stands in the input, when given.
    public var statusSource: SourceLocation?
    /// Whether the site lists the trip, only builds it, or leaves it out (a draft).
    public var visibility: TripVisibility = .public
    /// When the trip was made and last changed (`created_at`, `updated_at`), when they are RFC 3339 time stamps.
    public var createdAt: UTCTimestamp?
    public var updatedAt: UTCTimestamp?
    /// The IANA time zone of the destination (`Europe/Lisbon`); times are local and floating without it.
    public var timeZone: String?
    /// The trip's language (a BCP 47 code such as "fr"), when it names its own: its pages are written in it, its dates,
    /// times and durations may be written in it, and it overrides the site's.
    public var language: String?
    public var flights: [Flight]
    public var hotels: [Hotel]
    public var activities: [Activity]
    /// Points of interest along the way (road trips).
    public var places: [Place] = []
    /// The vehicle of a road trip.
    public var vehicle: Vehicle?
    /// The town the destination names, in the built-in gazetteer ("San Francisco, United States"), set when the
    /// trip is planned: where its map and the index's world map put a trip that has nothing else located.
    public var destinationTown: GazetteerTown?
    /// Where the trip stands in the input, for messages about it.
    public var source: SourceLocation
    /// A digest of the trip's bytes in the input file, when known (used to skip re-rendering it).
    public var sourceDigest: UInt64?
    /// The input file the trip was read from, as the user named it, when the build read several.
    public var sourceFile: String?

    public init(
        id: String? = nil, title: String, destination: String, countryCode: String? = nil,
        startDate: CivilDate, endDate: CivilDate, travelStyle: String? = nil, description: String? = nil,
        image: ImageReference? = nil, budget: Money? = nil, currency: String? = nil, travelers: Int? = nil,
        status: TripStatus? = nil, createdAt: UTCTimestamp? = nil, updatedAt: UTCTimestamp? = nil,
        flights: [Flight] = [], hotels: [Hotel] = [], activities: [Activity] = [],
        source: SourceLocation = SourceLocation(path: "trips[0]", position: nil)
    ) {
        self.id = id
        self.title = title
        self.destination = destination
        self.countryCode = countryCode
        self.startDate = startDate
        self.endDate = endDate
        self.travelStyle = travelStyle
        self.description = description
        self.image = image
        self.budget = budget
        self.currency = currency
        self.travelers = travelers
        self.status = status
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.flights = flights
        self.hotels = hotels
        self.activities = activities
        self.source = source
    }
}

extension Trip {
    /// The place a destination names before its first comma: "Paris" for "Paris, France".
    package static func place(inDestination destination: String) -> String {
        destination.split(separator: ",").lazy.map { String($0).trimmingBlanks }.first { !$0.isEmpty } ?? destination.trimmingBlanks
    }

    /// The title of a trip that has none, in a build and for `new trip` alike: "Trip to Paris" for "Paris, France".
    package static func defaultTitle(destination: String) -> String {
        "Trip to " + place(inDestination: destination)
    }

    /// Every image the trip names, in a fixed order: the trip's, then its hotels', activities', places' and vehicle's.
    public var images: [ImageReference] {
        // By index: looping over the items themselves would copy each one, every field, to read one.
        var images: [ImageReference] = []
        func add(_ image: ImageReference?) { if let image { images.append(image) } }
        add(image)
        for index in hotels.indices { add(hotels[index].image) }
        for index in activities.indices { add(activities[index].image) }
        for index in places.indices { add(places[index].image) }
        add(vehicle?.image)
        return images
    }
}

extension Trip {
    /// When the trip was last changed: its `updated_at`, else its `created_at`.
    public var lastChanged: UTCTimestamp? { updatedAt ?? createdAt }
}

/// Where a trip stands in its plan: before, during or after travelling.
public enum TripStatus: String, Sendable, CaseIterable {
    case planned
    case ongoing
    case completed

    public var label: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

/// An image named by the data: a web address, or a file beside trips.json that is copied into the site.
public enum ImageReference: Sendable, Hashable {
    case remote(String)
    /// Path relative to the folder of trips.json, already checked to stay inside it.
    case local(String)
}

/// The JSON path and position of a value, so later steps can point at it.
public struct SourceLocation: Sendable, Hashable {
    public var path: String
    public var position: SourcePosition?

    public init(path: String, position: SourcePosition?) {
        self.path = path
        self.position = position
    }
}
