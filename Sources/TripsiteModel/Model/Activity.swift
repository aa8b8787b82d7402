/// One planned activity of a trip, on a numbered day.
public struct Activity: Sendable {
    public var id: String?
    public var name: String
    /// Long free text; may use Markdown.
    public var description: String?
    public var location: String?
    public var rating: Double?
    public var reviewCount: Int?
    public var duration: TripDuration?
    public var scheduledDate: CivilDate?
    public var scheduledTime: ClockTime?
    /// 1 for the trip's first day of activities.
    public var dayNumber: Int
    /// Order within the day.
    public var activityNumber: Int?
    public var image: ImageReference?
    public var price: Money?
    /// The booking's confirmation number (a restaurant table, a ticket): private (`PrivateDetails`).
    public var confirmation: String?
    /// Where it is, when the data says (`latitude`/`longitude` or `coordinates`); without it, it is not on the map.
    public var coordinates: GeoPoint?
    /// The town of its location that the built-in gazetteer found, when the data gives no coordinates: the maps put
    /// it there, marked as approximate (set when the trip is planned).
    public var town: GazetteerTown?
    public var source: SourceLocation

    public init(name: String, dayNumber: Int, source: SourceLocation) {
        self.name = name
        self.dayNumber = dayNumber
        self.source = source
    }
}
