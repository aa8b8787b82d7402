import TripsiteModel
import TripsitePlanning

/// The top of a trip page, what a traveller looks for first: the flights out and home, where they sleep hotel
/// by hotel, the links to each day, and the confirmation numbers (when the build shows private details).
extension TripContext {
    /// The names of the glance's values; a stay's (`name`, `stay`) and a confirmation's (`mark`, `kind`, `name`,
    /// `confirmation`). The flights out and home are flights' values (`flightFields`); `noFlightHome` is true for
    /// a one-way trip (a flight out and none home), which has no `homebound`.
    static let glanceFields = ["outbound", "homebound", "noFlightHome", "stays", "hasGlance", "confirmations", "hasConfirmations", "stay", "mark", "kind"]

    /// The glance's values, set on the page's context.
    static func addGlance(to context: inout TemplateFields, _ plan: TripPlan, flights: [TemplateValue], lang: SiteLanguage) {
        let trip = plan.trip
        if let first = flights.first { context["outbound"] = first }
        let oneWay = ItineraryChecks.isOneWay(trip)
        if flights.count > 1, !oneWay, let last = flights.last { context["homebound"] = last }
        context["noFlightHome"] = .bool(oneWay)
        context["stays"] = .list(trip.hotels.map { stay($0, lang: lang) })
        context["hasGlance"] = .bool(!trip.flights.isEmpty || !trip.hotels.isEmpty)
        let confirmations = confirmations(trip, lang: lang)
        context["confirmations"] = .list(confirmations)
        context["hasConfirmations"] = .bool(!confirmations.isEmpty)
    }

    /// "4 nights, 3 May – 7 May 2025", whichever is known.
    private static func stay(_ hotel: Hotel, lang: SiteLanguage) -> TemplateValue {
        let nights = hotel.nights.map { lang.count("count.nights", $0) }
        var dates: String?
        switch (hotel.checkInDate, hotel.checkOutDate) {
        case let (checkIn?, checkOut?) where checkOut >= checkIn: dates = lang.dateRange(checkIn, checkOut)
        case let (checkIn?, _): dates = lang.text("hotel.from_date", ["date": lang.medium(checkIn)])
        default: break
        }
        var values: TemplateFields = ["name": .text(hotel.name ?? lang.text("hotel.unnamed"))]
        if let nights, let dates {
            values["stay"] = .text(lang.text("glance.nights_and_dates", ["nights": nights, "dates": dates]))
        } else {
            values.set("stay", nights ?? dates)
        }
        return TemplateScope.object(values, keys: ["name", "stay"])
    }

    /// Every confirmation number, a row each: the flights', then the hotels', then the activities'. Empty when private details are
    /// left out (`PrivateDetails`), as they are from the plan before it is rendered.
    private static func confirmations(_ trip: Trip, lang: SiteLanguage) -> [TemplateValue] {
        let flights = trip.flights.compactMap { flight in
            flight.confirmation.map { row(EventMark.flight, flight.name, $0, lang: lang) }
        }
        let hotels = trip.hotels.compactMap { hotel in
            hotel.confirmation.map { row(EventMark.hotel, hotel.name ?? lang.text("hotel.unnamed"), $0, lang: lang) }
        }
        let activities = trip.activities.compactMap { activity in
            activity.confirmation.map { row(EventMark.activity, activity.name, $0, lang: lang) }
        }
        return flights + hotels + activities
    }

    private static func row(_ mark: EventMark, _ name: String, _ confirmation: String, lang: SiteLanguage) -> TemplateValue {
        ["mark": .text(mark.symbol), "kind": .text(mark.word(lang)), "name": .text(name), "confirmation": .text(confirmation)]
    }
}

/// The kind of an item of a day, as a word with a text symbol before it: it reads in plain Markdown, aloud
/// and in black and white ("✈ Flight").
enum EventMark {
    case flight, checkIn, checkOut, activity, place, hotel

    /// A symbol of text presentation (no colour emoji).
    var symbol: String {
        switch self {
        case .flight: "✈"
        case .checkIn, .checkOut, .hotel: "⌂"
        case .activity: "◆"
        case .place: "⚑"
        }
    }

    /// The key of the kind's word in the translation files.
    var key: String {
        switch self {
        case .flight: "kind.flight"
        case .checkIn: "kind.check_in"
        case .checkOut: "kind.check_out"
        case .activity: "kind.activity"
        case .place: "kind.place"
        case .hotel: "kind.hotel"
        }
    }

    /// "Flight", "Vol"
    func word(_ lang: SiteLanguage) -> String { lang.text(key) }

    /// "✈ Flight"
    func text(_ lang: SiteLanguage) -> String { "\(symbol) \(word(lang))" }
}
