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

    public init(name: String, category: String? = nil, address: String? = nil, notes: String? = nil, favourite: Bool = false) {
        self.name = name
        self.category = category
        self.address = address
        self.notes = notes
        self.favourite = favourite
    }

    public var texts: [(option: String, text: String?)] {
        [("--name", name), ("--category", category), ("--address", address), ("--notes", notes)]
    }

    public var idSource: String { name }

    public func problems() -> [String] { [] }

    public func problems(in trip: Trip) -> [String] { [] }

    public func members(in trip: Trip) -> [(name: String, value: String)] {
        let quoted = JSONText.quoted
        var members: [(name: String, value: String)] = [("name", quoted(name.trimmingBlanks))]
        if let category { members.append(("category", quoted(category.trimmingBlanks))) }
        if let address { members.append(("address", quoted(address.trimmingBlanks))) }
        if let notes { members.append(("notes", quoted(notes))) }
        if favourite { members.append(("favorite", "true")) }
        return members
    }
}
