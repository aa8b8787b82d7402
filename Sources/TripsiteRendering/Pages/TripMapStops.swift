import TripsiteMaps
import TripsiteModel
import TripsitePlanning

/// The located things of a trip as numbered map pins, in the order the itinerary first names them: the
/// airports of its flights, its hotels, and the places and activities that have coordinates. Each thing
/// has one pin, however often the itinerary names it; things no day names come last.
struct TripMapStops {
    /// What a pin stands for.
    enum Stop: Hashable {
        case airport(String)
        case hotel(Int)
        case activity(Int)
        case place(Int)
    }

    private(set) var pins: [TripMap.Pin] = []
    private var numbers: [Stop: Int] = [:]
    /// Each day's pins (by the day's date), for the maps beside the days.
    private(set) var pinsByDay: [CivilDate: [Int]] = [:]
    let trip: Trip

    /// - Parameter links: whether each pin links to its day's heading (only the map needs it, not the timeline).
    init(_ plan: TripPlan, links: Bool = true) {
        trip = plan.trip
        for day in plan.days {
            // The day's heading's id, made only for a day with a new pin.
            let anchor = links ? TripContext.anchor(of: day) : ""
            for event in day.events {
                guard let stop = Self.stop(of: event, in: trip) else { continue }
                guard let number = numbers[stop] ?? add(stop, link: anchor) else { continue }
                if !(pinsByDay[day.date]?.contains(number) ?? false) { pinsByDay[day.date, default: []].append(number) }
            }
        }
        for index in trip.hotels.indices { add(.hotel(index), link: "hotels") }
        for index in trip.activities.indices { add(.activity(index), link: "activities") }
        for index in trip.places.indices { add(.place(index), link: "places") }
    }

    /// The pin number of an itinerary event's stop, when it is on the map.
    func number(of event: ItineraryEvent) -> Int? {
        Self.stop(of: event, in: trip).flatMap { numbers[$0] }
    }

    /// The flights between located airports, and the road through the located places with a day, in day order.
    var routes: [TripMap.Route] {
        var routes = trip.flights.compactMap { flight -> TripMap.Route? in
            guard let from = flight.fromAirport, let to = flight.toAirport, from != to else { return nil }
            return TripMap.Route(kind: .flight, points: [Self.point(from), Self.point(to)])
        }
        let road = trip.places.enumerated()
            .filter { $0.element.dayNumber != nil && $0.element.coordinates != nil }
            .sorted { ($0.element.dayNumber!, $0.offset) < ($1.element.dayNumber!, $1.offset) }
            .compactMap(\.element.coordinates)
        if road.count >= 2 { routes.append(TripMap.Route(kind: .road, points: road)) }
        return routes
    }

    @discardableResult
    private mutating func add(_ stop: Stop?, link: String) -> Int? {
        guard let stop else { return nil }
        if let number = numbers[stop] { return number }
        guard let (point, label, favorite) = located(stop) else { return nil }
        let number = pins.count + 1
        numbers[stop] = number
        pins.append(TripMap.Pin(number: number, point: point, label: label, isFavorite: favorite, link: link))
        return number
    }

    private func located(_ stop: Stop) -> (GeoPoint, String, Bool)? {
        switch stop {
        case .airport(let code):
            let airport = trip.flights.lazy.flatMap { [$0.fromAirport, $0.toAirport] }.compactMap { $0 }.first { $0.iata == code || $0.icao == code }
            return airport.map { (Self.point($0), "\($0.place) (\($0.iata))", false) }
        case .hotel(let index):
            let hotel = trip.hotels[index]
            return hotel.coordinates.map { ($0, hotel.name ?? "Hotel", false) }
        case .activity(let index):
            let activity = trip.activities[index]
            return activity.coordinates.map { ($0, activity.name, false) }
        case .place(let index):
            let place = trip.places[index]
            return place.coordinates.map { ($0, place.name, place.isFavorite) }
        }
    }

    private static func stop(of event: ItineraryEvent, in trip: Trip) -> Stop? {
        switch event {
        case .departure(let index): trip.flights[index].fromAirport.map { .airport($0.iata) }
        case .arrival(let index): trip.flights[index].toAirport.map { .airport($0.iata) }
        case .checkIn(let index), .checkOut(let index): .hotel(index)
        case .activity(let index): .activity(index)
        case .place(let index): .place(index)
        }
    }

    private static func point(_ airport: Airport) -> GeoPoint {
        GeoPoint(latitude: airport.latitude, longitude: airport.longitude)
    }
}
