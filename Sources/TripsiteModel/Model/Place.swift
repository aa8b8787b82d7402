/// A point of interest along a trip (a campground, a viewpoint, a diner), as road-trip apps keep them.
public struct Place: Sendable {
    public var id: String?
    public var name: String
    /// "Campground", "Viewpoint", "Restaurant", as the app names it.
    public var category: String?
    /// The place's own web page, an http(s) address.
    public var url: String?
    /// Stars from 1 to 5.
    public var rating: Double?
    public var reviewCount: Int?
    public var image: ImageReference?
    public var isOpen: Bool?
    public var isFavorite: Bool
    public var latitude: Double?
    public var longitude: Double?
    public var address: String?
    /// The town of its address that the built-in gazetteer found, when the data gives no coordinates: the maps put
    /// it there, marked as approximate (set when the trip is planned).
    public var town: GazetteerTown?
    /// Long free text; may use Markdown.
    public var notes: String?
    /// The day of the itinerary it belongs to, when the data says.
    public var dayNumber: Int?
    public var source: SourceLocation

    public init(name: String, isFavorite: Bool = false, source: SourceLocation) {
        self.name = name
        self.isFavorite = isFavorite
        self.source = source
    }

    /// Both coordinates, when the data gives both.
    public var coordinates: GeoPoint? {
        guard let latitude, let longitude else { return nil }
        return GeoPoint(latitude: latitude, longitude: longitude)
    }
}
