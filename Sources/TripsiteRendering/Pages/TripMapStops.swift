import TripsiteMaps
import TripsiteModel
import TripsitePlanning

/// The located things of a trip as numbered map pins, in the order the itinerary first names them: the
/// airports of its flights, its hotels, and the places and activities that have coordinates. Each thing
/// has one pin, however often the itinerary names it; things no day names come last.
///
/// Each day also keeps the stops of its items, for the map beside the day (`pins(on:)`).
struct TripMapStops {
    /// What a pin stands for.
    enum Stop: Hashable {
        case airport(String)
        case hotel(Int)
        case activity(Int)
        case place(Int)
    }

    private(set) var pins: [TripMap.Pin] = []
    private var numbers: StopNumbers
    /// The stops each day's items name (by the day's date), in the day's order, for the road.
    private var stopsByDay: [CivilDate: [Stop]] = [:]
    /// The numbers of the pins each day's items name, each once, in the order the day first names them, for the
    /// maps beside the days and the street map's days: worked out once, as both ask for every day.
    private var numbersByDay: [CivilDate: [Int]] = [:]
    /// The days whose items name stops, in the itinerary's order, with their headings' ids: the street map's days.
    private(set) var namedDays: [(date: CivilDate, anchor: String)] = []
    let trip: Trip
    /// The label of a hotel without a name, in the page's language (`hotel.unnamed`).
    private let unnamedHotel: String

    init(_ plan: TripPlan, unnamedHotel: String = SiteLanguage.english.text("hotel.unnamed")) {
        trip = plan.trip
        self.unnamedHotel = unnamedHotel
        numbers = StopNumbers(plan.trip)
        stopsByDay.reserveCapacity(plan.days.count)
        // Every stop may have a pin: room for them all at once, rather than the array growing pin by pin.
        pins.reserveCapacity(trip.hotels.count + trip.activities.count + trip.places.count + 2 * trip.flights.count + 1)
        for day in plan.days where !day.events.isEmpty {
            // The day's heading's id, which the pins first named that day link to.
            let anchor = TripContext.anchor(of: day)
            var named: [Stop] = []
            named.reserveCapacity(day.events.count + 1)
            for event in day.events {
                guard let stop = Self.stop(of: event, in: trip) else { continue }
                add(stop, link: anchor)
                named.append(stop)
                // A departure names where the flight goes too: both its airports are stops of the day it leaves.
                if case .departure(let index) = event, let to = trip.flights[index].toAirport { named.append(.airport(to.iata)) }
            }
            if !named.isEmpty {
                stopsByDay[day.date] = named
                namedDays.append((day.date, anchor))
            }
        }
        for index in trip.hotels.indices { add(.hotel(index), link: "hotels") }
        for index in trip.activities.indices { add(.activity(index), link: "activities") }
        for index in trip.places.indices { add(.place(index), link: "places") }
        // Whether each pin is among the day's numbers yet, by number, cleared after each day.
        var seen = [Bool](repeating: false, count: pins.count + 1)
        numbersByDay.reserveCapacity(stopsByDay.count)
        for (date, stops) in stopsByDay {
            var named: [Int] = []
            named.reserveCapacity(stops.count)
            for stop in stops {
                guard let number = numbers[stop], !seen[number] else { continue }
                seen[number] = true
                named.append(number)
            }
            for number in named { seen[number] = false }
            if !named.isEmpty { numbersByDay[date] = named }
        }
        road = roadDays()
        // A trip with nothing else located has a pin at the town its destination names.
        if pins.isEmpty, let town = trip.destinationTown {
            pins.append(TripMap.Pin(number: 1, point: town.point, label: trip.destination, link: "map", approximateTown: town.name))
        }
    }

    /// The pin number an itinerary event refers to, when it is on the map. A flight has one, on the line of its
    /// departure as on the line of its arrival: the pin of the airport it flies to, which the text of both names
    /// last (else, when that airport is not on the map, the one it leaves from).
    func number(of event: ItineraryEvent) -> Int? {
        switch event {
        case .departure(let index), .arrival(let index):
            let flight = trip.flights[index]
            return [flight.toAirport, flight.fromAirport].lazy.compactMap { $0 }.compactMap { numbers[.airport($0.iata)] }.first
        default:
            return Self.stop(of: event, in: trip).flatMap { numbers[$0] }
        }
    }

    /// The pins of the stops a day's items name, each once, in the order the day first names them, with the
    /// trip map's numbers: its flights' airports (both of a flight that leaves that day, the arrival's of one
    /// that lands), its hotels' check-ins and check-outs, and its located activities and places.
    func pins(on date: CivilDate) -> [TripMap.Pin] {
        numbers(on: date).map { pins[$0 - 1] }
    }

    /// The numbers of the pins of the stops a day's items name (`pins(on:)`).
    func numbers(on date: CivilDate) -> [Int] {
        numbersByDay[date] ?? []
    }

    /// The flights between located airports, and the road of a road trip (`road`).
    var routes: [TripMap.Route] {
        var routes = trip.flights.compactMap { flight -> TripMap.Route? in
            guard let from = flight.fromAirport, let to = flight.toAirport, from != to else { return nil }
            return TripMap.Route(kind: .flight, points: [Self.point(from), Self.point(to)])
        }
        var road: [GeoPoint] = []
        for point in self.road.flatMap(\.points) where road.last != point { road.append(point) }
        if road.count >= 2 { routes.append(TripMap.Route(kind: .road, points: road)) }
        return routes
    }

    /// A day's stretch of a road trip: where it goes, from the last stop of the day before through the day's
    /// located stops (not its airports), in the day's order.
    struct RoadDay {
        var date: CivilDate
        var points: [GeoPoint]
        /// The length of the stretch in kilometres, stop to stop in straight lines.
        var kilometres: Double {
            zip(points, points.dropFirst()).reduce(0) { $0 + GreatCircle.kilometres(from: $1.0, to: $1.1) }
        }
    }

    /// The road of a trip with a vehicle, or whose places name their days: each day's stretch, days without one
    /// left out; none for a trip without either, or with fewer than two stops on the road.
    private(set) var road: [RoadDay] = []

    private func roadDays() -> [RoadDay] {
        guard trip.vehicle != nil || trip.places.filter({ $0.dayNumber != nil && $0.coordinates != nil }).count >= 2 else { return [] }
        var days: [RoadDay] = []
        var last: GeoPoint?
        for date in stopsByDay.keys.sorted() {
            var points = last.map { [$0] } ?? []
            for stop in stopsByDay[date] ?? [] {
                if case .airport = stop { continue }
                guard let number = numbers[stop] else { continue }
                let point = pins[number - 1].point
                if points.last != point { points.append(point) }
            }
            if points.count >= 2 { days.append(RoadDay(date: date, points: points)) }
            last = points.last ?? last
        }
        return days.reduce(0) { $0 + $1.points.count } >= 2 ? days : []
    }

    @discardableResult
    private mutating func add(_ stop: Stop?, link: String) -> Int? {
        guard let stop else { return nil }
        if let number = numbers[stop] { return number }
        guard let pin = located(stop, number: pins.count + 1, link: link) else { return nil }
        numbers[stop] = pin.number
        pins.append(pin)
        return pin.number
    }

    /// The stop's pin: at its coordinates, else, approximate, at the town the gazetteer found for it.
    private func located(_ stop: Stop, number: Int, link: String) -> TripMap.Pin? {
        func pin(_ coordinates: GeoPoint?, _ town: GazetteerTown?, _ label: String, favorite: Bool = false) -> TripMap.Pin? {
            guard let point = coordinates ?? town?.point else { return nil }
            return TripMap.Pin(
                number: number, point: point, label: label, isFavorite: favorite, link: link,
                approximateTown: coordinates == nil ? town?.name : nil)
        }
        switch stop {
        case .airport(let code):
            let airport = trip.flights.lazy.flatMap { [$0.fromAirport, $0.toAirport] }.compactMap { $0 }.first { $0.iata == code || $0.icao == code }
            return airport.map {
                TripMap.Pin(
                    number: number, point: Self.point($0), label: "\($0.place) (\($0.iata))", link: link, isStop: false,
                    town: $0.city.isEmpty ? nil : $0.city)
            }
        case .hotel(let index):
            let hotel = trip.hotels[index]
            return pin(hotel.coordinates, hotel.town, hotel.name ?? unnamedHotel)
        case .activity(let index):
            let activity = trip.activities[index]
            return pin(activity.coordinates, activity.town, activity.name)
        case .place(let index):
            let place = trip.places[index]
            return pin(place.coordinates, place.town, place.name, favorite: place.isFavorite)
        }
    }

    /// The pin number of each stop that has one: by index for a hotel, an activity and a place, by code for an
    /// airport. A dictionary of every stop hashed each one on every look-up, a build's first cost of the maps'
    /// stops.
    private struct StopNumbers {
        private var hotels: [Int?], activities: [Int?], places: [Int?]
        private var airports: [String: Int] = [:]

        init(_ trip: Trip) {
            hotels = Array(repeating: nil, count: trip.hotels.count)
            activities = Array(repeating: nil, count: trip.activities.count)
            places = Array(repeating: nil, count: trip.places.count)
        }

        subscript(stop: Stop) -> Int? {
            get {
                switch stop {
                case .airport(let code): airports[code]
                case .hotel(let index): hotels[index]
                case .activity(let index): activities[index]
                case .place(let index): places[index]
                }
            }
            set {
                switch stop {
                case .airport(let code): airports[code] = newValue
                case .hotel(let index): hotels[index] = newValue
                case .activity(let index): activities[index] = newValue
                case .place(let index): places[index] = newValue
                }
            }
        }
    }

    /// Where a place is: its coordinates, else the town the gazetteer found for it.
    private static func point(of place: Place) -> GeoPoint? { place.coordinates ?? place.town?.point }

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
