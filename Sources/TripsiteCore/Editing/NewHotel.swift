import TripsiteModel

/// `tripsite new hotel`: a stay added to a trip as the apps' "add hotel" forms add one: check-in before check-out,
/// both within the trip's dates (a stay may start on its first day and end on its last).
public struct NewHotel: NewTripItem {
    public static let arrayKey = "hotels"
    public static let noun = "hotel"

    public var name: String
    public var address: String
    public var checkIn: String
    public var checkOut: String
    public var nights: Int?
    public var roomType: String?
    public var price: String?
    public var currency: String?
    public var confirmation: String?
    public var checkInTime: String?
    public var checkOutTime: String?
    public var pricePerNight: String?
    public var latitude: Double?
    public var longitude: Double?
    public var stars: Int?
    public var rating: Double?
    public var reviewCount: Int?
    public var roomsLeft: Int?
    public var image: String?
    /// The hotel's telephone number (`phone`).
    public var phone: String?

    /// The language the dates, times and durations may be written in besides English (`--language`, else the
    /// trip's, else the site's).
    public var language: InputLanguage?

    public init(name: String, address: String, checkIn: String, checkOut: String, nights: Int? = nil, roomType: String? = nil,
                price: String? = nil, currency: String? = nil, confirmation: String? = nil, checkInTime: String? = nil,
                checkOutTime: String? = nil, pricePerNight: String? = nil, latitude: Double? = nil, longitude: Double? = nil,
                stars: Int? = nil, rating: Double? = nil, reviewCount: Int? = nil, roomsLeft: Int? = nil, image: String? = nil) {
        self.name = name
        self.address = address
        self.checkIn = checkIn
        self.checkOut = checkOut
        self.nights = nights
        self.roomType = roomType
        self.price = price
        self.currency = currency
        self.confirmation = confirmation
        self.checkInTime = checkInTime
        self.checkOutTime = checkOutTime
        self.pricePerNight = pricePerNight
        self.latitude = latitude
        self.longitude = longitude
        self.stars = stars
        self.rating = rating
        self.reviewCount = reviewCount
        self.roomsLeft = roomsLeft
        self.image = image
    }

    public var texts: [(option: String, text: String?)] {
        [("--name", name), ("--address", address), ("--check-in", checkIn), ("--check-out", checkOut), ("--room-type", roomType),
         ("--price", price), ("--currency", currency), ("--confirmation", confirmation), ("--check-in-time", checkInTime),
         ("--check-out-time", checkOutTime), ("--price-per-night", pricePerNight), ("--image", image), ("--phone", phone)]
    }

    public var idSource: String { name }

    public var prices: [(option: String, member: String, text: String?)] {
        [("--price", "price", price), ("--price-per-night", "price_per_night", pricePerNight)]
    }

    public func problems() -> [String] {
        var problems = [FormValues.timeProblem(checkInTime, option: "--check-in-time", language: language), FormValues.timeProblem(checkOutTime, option: "--check-out-time", language: language)]
            .compactMap { $0 } + FormValues.coordinatesProblems(latitude: latitude, longitude: longitude)
        if let nights, nights < 1 { problems.append("--nights: expected at least 1, found \(nights)") }
        if let stars, !(1...5).contains(stars) { problems.append("--stars: expected a number from 1 to 5, found \(stars)") }
        if let roomsLeft, roomsLeft < 0 { problems.append("--rooms-left: expected at least 0, found \(roomsLeft)") }
        return problems + FormValues.reviewProblems(rating: rating, scale: 0...10, reviewCount: reviewCount)
    }

    public func problems(in trip: Trip) -> [String] {
        var problems: [String] = []
        let dates = [("--check-in", checkIn), ("--check-out", checkOut)].map { option, text -> CivilDate? in
            switch FormValues.date(text, option: option, in: trip, language: language) {
            case .success(let date): return date
            case .failure(let problem): problems.append(problem.message); return nil
            }
        }
        if let arrives = dates[0], let leaves = dates[1] {
            let count = leaves.days(since: arrives)
            if count < 1 {
                problems.append("--check-out: expected a date after the check-in date \(arrives.iso), found \(leaves.iso)")
            } else if let nights, nights != count {
                problems.append("--nights: expected \(count), the nights from \(arrives.iso) to \(leaves.iso), found \(nights)")
            }
        }
        return problems + FormValues.priceProblems(prices, currency: currency, in: trip)
    }

    public func members(in trip: Trip) -> [(name: String, value: String)] {
        let range = trip.startDate...trip.endDate
        let arrives = try! DateText.read(checkIn, within: range, language: language).get().date
        let leaves = try! DateText.read(checkOut, within: range, language: language).get().date
        let quoted = JSONText.quoted
        var members: [(name: String, value: String)] = [("name", quoted(name.trimmingBlanks)), ("address", quoted(address.trimmingBlanks))]
        if let roomType { members.append(("room_type", quoted(roomType.trimmingBlanks))) }
        members.append(("check_in_date", quoted(arrives.iso)))
        if let checkInTime { members.append(("check_in_time", quoted(FormValues.time(checkInTime, language: language)))) }
        members.append(("check_out_date", quoted(leaves.iso)))
        if let checkOutTime { members.append(("check_out_time", quoted(FormValues.time(checkOutTime, language: language)))) }
        members.append(("nights", String(leaves.days(since: arrives))))
        if let price { members.append(("price", FormValues.price(price, currency: currency))) }
        if let pricePerNight { members.append(("price_per_night", FormValues.price(pricePerNight, currency: currency))) }
        if let confirmation { members.append(("confirmation", quoted(confirmation.trimmingBlanks))) }
        if let stars { members.append(("stars", String(stars))) }
        if let roomsLeft { members.append(("rooms_left", String(roomsLeft))) }
        if let phone { members.append(("phone", JSONText.quoted(phone.trimmingBlanks))) }
        return members + FormValues.reviewsAndImage(rating: rating, reviewCount: reviewCount, image: image)
            + FormValues.coordinates(latitude: latitude, longitude: longitude)
    }
}
