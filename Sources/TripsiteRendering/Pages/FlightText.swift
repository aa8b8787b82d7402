import TripsiteModel
import TripsiteResources

/// How a trip's pages write its flights' airports and times: "SIN Singapore Changi → DPS Ngurah Rai (Bali),
/// Denpasar-Bali Island", and, when the trip's times are in more than one zone, "02:15 WITA".
struct FlightText {
    /// Whether times carry their zone's abbreviation: the trip's known zones (its own and its flights') are not all one.
    let showsZones: Bool
    /// The language the times are written in.
    let language: SiteLanguage

    init(_ trip: Trip, language: SiteLanguage) {
        self.language = language
        var zones: Set<String> = []
        if let zone = trip.timeZone { zones.insert(zone) }
        for flight in trip.flights {
            if let zone = flight.departureTimeZone { zones.insert(zone) }
            if let zone = flight.arrivalTimeZone { zones.insert(zone) }
        }
        showsZones = zones.count > 1
    }

    /// "SIN Singapore Changi", or the code alone when the table does not have it.
    static func airport(_ code: String?, _ airport: Airport?) -> String? {
        guard let code else { return nil }
        guard let airport else { return code }
        return code + " " + airport.place
    }

    /// "SIN Singapore Changi → DPS Ngurah Rai (Bali), Denpasar-Bali Island", or the one airport known.
    static func route(_ flight: Flight, lang: SiteLanguage) -> String? {
        switch (airport(flight.departureAirport, flight.fromAirport), airport(flight.arrivalAirport, flight.toAirport)) {
        case let (from?, to?): "\(from) → \(to)"
        case let (from?, nil): lang.text("flight.from", ["airport": from])
        case let (nil, to?): lang.text("flight.to", ["airport": to])
        case (nil, nil): nil
        }
    }

    /// "02:15", with " WITA" after it when the trip shows zones and this time's zone is known.
    func time(_ time: ClockTime, on date: CivilDate?, zone: String?) -> String {
        guard showsZones, let zone, let date, let reading = ZonedTime.reading(date, time, zone: zone),
              let abbreviation = EmbeddedResources.airports.abbreviation(zone: zone, offset: reading.offset, at: reading.instant)
        else { return language.time(time) }
        return language.time(time) + " " + abbreviation
    }
}
