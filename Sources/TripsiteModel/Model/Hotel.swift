import Foundation

/// One hotel stay of a trip.
public struct Hotel: Sendable {
    public var id: String?
    public var name: String?
    public var address: String?
    /// Guest rating out of 10.
    public var rating: Double?
    /// Official star category, 1 to 5.
    public var stars: Int?
    public var reviewCount: Int?
    public var roomType: String?
    public var checkInDate: CivilDate?
    public var checkOutDate: CivilDate?
    /// The times the booking gives for check-in and check-out (from `check_in_time`/`check_out_time`, or a
    /// reservation's check-in date-time), in the hotel's local time.
    public var checkInTime: ClockTime?
    public var checkOutTime: ClockTime?
    /// The nights the data states (`nights`), checked against the dates; `nights` counts them from the dates.
    public var statedNights: Int?
    public var image: ImageReference?
    /// Total price of the stay.
    public var price: Money?
    public var pricePerNight: Money?
    public var roomsLeft: Int?
    public var confirmation: String?
    /// The hotel's telephone number as written ("+351 21 123 4567"), for the traveller who arrives late.
    public var phone: String?
    /// Where it is, when the data says (`latitude`/`longitude` or `coordinates`); without it, it is not on the map.
    public var coordinates: GeoPoint?
    /// The town of its address that the built-in gazetteer found, when the data gives no coordinates: the maps put
    /// it there, marked as approximate (set when the trip is planned).
    public var town: GazetteerTown?
    public var source: SourceLocation

    public init(source: SourceLocation) {
        self.source = source
    }

    /// Nights between check-in and check-out, when both are known and in order.
    public var nights: Int? {
        guard let checkInDate, let checkOutDate else { return nil }
        let nights = checkOutDate.days(since: checkInDate)
        return nights >= 0 ? nights : nil
    }

    /// The price of the whole stay: `price`, else `price_per_night` times the nights.
    public var totalPrice: Money? {
        if let price { return price }
        if let pricePerNight, let nights, nights > 0 {
            return pricePerNight.multiplied(by: nights)
        }
        return nil
    }

    /// The price of one night: `price_per_night`, else the total divided by the nights.
    public var nightlyPrice: Money? {
        if let pricePerNight { return pricePerNight }
        if let price, let nights, nights > 0 {
            return price.divided(by: nights)
        }
        return nil
    }
}
