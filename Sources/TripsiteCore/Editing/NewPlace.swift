import TripsiteModel

/// `tripsite new place`: a point of interest added to a trip's places, as road-trip apps keep them.
public struct NewPlace: NewTripItem {
    public static let arrayKey = "places"
    public static let noun = "place"

    public var name: String
    public var category: String?
    public var address: String?
    public var notes: String?
    public var favourite: Bool
    public var day: Int?
    public var url: String?
    public var latitude: Double?
    public var longitude: Double?
    public var isOpen: Bool?
    public var rating: Double?
    public var reviewCount: Int?
    public var image: String?

    /// The language the dates, times and durations may be written in besides English (`--language`, else the
    /// trip's, else the site's).
    public var language: InputLanguage?

    public init(name: String, category: String? = nil, address: String? = nil, notes: String? = nil, favourite: Bool = false,
                day: Int? = nil, url: String? = nil, latitude: Double? = nil, longitude: Double? = nil,
                isOpen: Bool? = nil, rating: Double? = nil, reviewCount: Int? = nil, image: String? = nil) {
        self.name = name
        self.category = category
        self.address = address
        self.notes = notes
        self.favourite = favourite
        self.day = day
        self.url = url
        self.latitude = latitude
        self.longitude = longitude
        self.isOpen = isOpen
        self.rating = rating
        self.reviewCount = reviewCount
        self.image = image
    }

    public var texts: [(option: String, text: String?)] {
        [("--name", name), ("--category", category), ("--address", address), ("--notes", notes), ("--url", url), ("--image", image)]
    }

    public var idSource: String { name }

    public func problems() -> [String] {
        FormValues.coordinatesProblems(latitude: latitude, longitude: longitude)
            + FormValues.reviewProblems(rating: rating, scale: 1...5, reviewCount: reviewCount)
    }

    public func problems(in trip: Trip) -> [String] {
        [FormValues.dayProblem(day, in: trip)].compactMap { $0 }
    }

    public func members(in trip: Trip) -> [(name: String, value: String)] {
        let quoted = JSONText.quoted
        var members: [(name: String, value: String)] = [("name", quoted(name.trimmingBlanks))]
        if let category { members.append(("category", quoted(category.trimmingBlanks))) }
        if let url { members.append(("url", quoted(url.trimmingBlanks))) }
        if let address { members.append(("address", quoted(address.trimmingBlanks))) }
        if let notes { members.append(("notes", quoted(notes))) }
        if favourite { members.append(("favorite", "true")) }
        if let day { members.append(("day_number", String(day))) }
        if let isOpen { members.append(("is_open", isOpen ? "true" : "false")) }
        return members + FormValues.reviewsAndImage(rating: rating, reviewCount: reviewCount, image: image)
            + FormValues.coordinates(latitude: latitude, longitude: longitude)
    }
}
