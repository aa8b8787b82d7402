import Foundation

/// One flight of a trip, with dates resolved against the trip's range.
public struct Flight: Sendable {
    public var id: String?
    public var airline: String?
    public var flightNumber: String?
    public var departureAirport: String?
    public var arrivalAirport: String?
    public var departureDate: CivilDate?
    public var departureTime: ClockTime?
    public var arrivalDate: CivilDate?
    public var arrivalTime: ClockTime?
    public var duration: TripDuration?
    public var isDirect: Bool?
    public var stops: Int?
    /// The price per traveller when `travelers` is given, else the price of the booking.
    public var price: Money?
    /// How many people the booking is for, as flight search apps give it with a per-person price.
    public var travelers: Int?
    public var confirmation: String?
    /// Where to go at the airports: the terminals and gates as the booking or the airline's app gives them ("2",
    /// "B12"), and when boarding starts (the departure airport's local time).
    public var departureTerminal: String?
    public var departureGate: String?
    public var arrivalTerminal: String?
    public var arrivalGate: String?
    public var boardingTime: ClockTime?
    /// The airline's page for checking in online (an http or https address).
    public var checkInURL: String?
    /// The seats booked ("14C", "14C, 14D"): private, like the confirmation (`PrivateDetails`).
    public var seat: String?
    /// IANA time zones of the departure and arrival times: as the data gives them, else, once the trip is
    /// planned, the airports' zones.
    public var departureTimeZone: String?
    public var arrivalTimeZone: String?
    /// The airports the codes name, when the built-in table has them (found when the trip is planned).
    public var fromAirport: Airport?
    public var toAirport: Airport?
    /// How long the flight takes from departure to arrival read in their zones (worked out when the trip is
    /// planned, when both times and zones are known).
    public var elapsed: TripDuration?
    public var source: SourceLocation
    /// Where `departure_airport`, `arrival_airport` and `duration` are in the input, for messages about them.
    public var departureAirportSource: SourceLocation?
    public var arrivalAirportSource: SourceLocation?
    public var durationSource: SourceLocation?

    public init(source: SourceLocation) {
        self.source = source
    }

    /// "AA-829 · American Airlines", or whichever of the two is known.
    public var name: String {
        [flightNumber, airline].compactMap { $0 }.joined(separator: " · ").nonEmpty ?? "Flight"
    }

    /// What the booking costs for everyone: `price` times `travelers`, or `price` when no count is given.
    public var totalPrice: Money? {
        guard let price else { return nil }
        guard let travelers, travelers > 1 else { return price }
        return price.multiplied(by: travelers)
    }

    /// Number of stops from `stops`, else 0 when the flight is known to be direct.
    public var stopCount: Int? {
        if let stops { return stops }
        if isDirect == true { return 0 }
        return nil
    }
}

extension Array where Element == Flight {
    /// The flights in the order they leave: by departure date, then time (a flight without a time as if it left
    /// at midnight), then as listed; flights without a date come last. "The first flight" of a trip is the first
    /// of these, wherever one is looked for.
    public var inDepartureOrder: [Flight] {
        let undated = CivilDate(year: 9999, month: 12, day: 31)!
        return indices.sorted { a, b in
            (self[a].departureDate ?? undated, self[a].departureTime?.minutes ?? 0, a)
                < (self[b].departureDate ?? undated, self[b].departureTime?.minutes ?? 0, b)
        }.map { self[$0] }
    }
}

extension String {
    /// The string, or `nil` when it is empty.
    package var nonEmpty: String? { isEmpty ? nil : self }
}
