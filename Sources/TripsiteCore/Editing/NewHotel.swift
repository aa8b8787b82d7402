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

    public init(name: String, address: String, checkIn: String, checkOut: String, nights: Int? = nil, roomType: String? = nil,
                price: String? = nil, currency: String? = nil, confirmation: String? = nil) {
        self.name = name
        self.address = address
        self.checkIn = checkIn
        self.checkOut = checkOut
        self.nights = nights
        self.roomType = roomType
        self.price = price
        self.currency = currency
        self.confirmation = confirmation
    }

    public var texts: [(option: String, text: String?)] {
        [("--name", name), ("--address", address), ("--check-in", checkIn), ("--check-out", checkOut), ("--room-type", roomType),
         ("--price", price), ("--currency", currency), ("--confirmation", confirmation)]
    }

    public var idSource: String { name }

    public func problems() -> [String] {
        guard let nights, nights < 1 else { return [] }
        return ["--nights: expected at least 1, found \(nights)"]
    }

    public func problems(in trip: Trip) -> [String] {
        var problems: [String] = []
        let dates = [("--check-in", checkIn), ("--check-out", checkOut)].map { option, text -> CivilDate? in
            switch FormValues.date(text, option: option, in: trip) {
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
        return problems + FormValues.priceProblems(price, currency: currency, option: "--price", in: trip)
    }

    public func members(in trip: Trip) -> [(name: String, value: String)] {
        let range = trip.startDate...trip.endDate
        let arrives = try! DateText.parse(checkIn, within: range).get()
        let leaves = try! DateText.parse(checkOut, within: range).get()
        let quoted = JSONText.quoted
        var members: [(name: String, value: String)] = [("name", quoted(name.trimmingBlanks)), ("address", quoted(address.trimmingBlanks))]
        if let roomType { members.append(("room_type", quoted(roomType.trimmingBlanks))) }
        members += [("check_in_date", quoted(arrives.iso)), ("check_out_date", quoted(leaves.iso)), ("nights", String(leaves.days(since: arrives)))]
        if let price { members.append(("price", FormValues.price(price, currency: currency))) }
        if let confirmation { members.append(("confirmation", quoted(confirmation.trimmingBlanks))) }
        return members
    }
}
