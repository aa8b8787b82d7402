import TripsiteJSON
import TripsiteModel

/// Reads TripIt's API JSON: `Trip` objects and the objects booked for them (`AirObject` with its `Segment`s,
/// `LodgingObject`, `ActivityObject`, `CarObject`, `RailObject`, `TransportObject`, `RestaurantObject`,
/// `NoteObject`), joined to their trip by `trip_id`. Each may be one object or a list. Objects of a trip the file
/// does not have are returned loose, to be grouped like reservations.
struct TripItReader {
    /// The top-level keys of TripIt's objects, as TripIt spells them; a file with one of them is TripIt's.
    static let objectKeys = [
        "AirObject", "LodgingObject", "ActivityObject", "CarObject", "RailObject", "TransportObject", "RestaurantObject", "NoteObject",
    ]

    let context: DecodingContext
    let airports: AirportDirectory
    /// The digest of the file.
    let digest: UInt64

    /// The file's trips, and the objects that belong to none of them.
    func read() -> (trips: [Trip], loose: [Reservation]) {
        guard let root = ObjectReader(context.document.root, path: "", what: "a TripIt response", context: context) else { return ([], []) }
        let response = LinkedFields(root, context: context)
        var byTrip: [String: [Reservation]] = [:]
        var loose: [Reservation] = []
        for key in Self.objectKeys {
            for object in response.objects(KeyNormalization.canonical(key), what: "a TripIt \(key)") {
                let before = context.log.diagnostics.count
                let read = reservations(key, object)
                guard !context.log.diagnostics[before...].contains(where: { $0.severity == .error }) else { continue }
                if let tripID = object.fields.string("trip_id") {
                    byTrip[tripID, default: []] += read
                } else {
                    loose += read
                }
            }
        }
        var trips: [Trip] = []
        for object in response.objects("trip", what: "a TripIt Trip") {
            let before = context.log.diagnostics.count
            let id = object.fields.string("id")
            let reservations = id.flatMap { byTrip.removeValue(forKey: $0) } ?? []
            let trip = trip(object, reservations)
            if let trip, !context.log.diagnostics[before...].contains(where: { $0.severity == .error }) { trips.append(trip) }
        }
        // Objects whose trip is not in the file, in the order they came.
        loose += byTrip.values.flatMap { $0 }.sorted { ($0.source.position ?? .init(line: 0, column: 0)) < ($1.source.position ?? .init(line: 0, column: 0)) }
        return (trips, loose)
    }

    private func trip(_ object: LinkedFields, _ reservations: [Reservation]) -> Trip? {
        let fields = object.fields
        let start = fields.fullDate("start_date", required: true)
        let end = fields.fullDate("end_date", required: true)
        guard let start, let end else { return nil }
        let address = object.town("primary_location_address")
        let destination = fields.string("primary_location") ?? address.town ?? fields.string("display_name") ?? "Trip"
        var trip = ReservationTrip.make(
            title: fields.string("display_name") ?? Trip.defaultTitle(destination: destination), destination: destination,
            countryCode: address.countryCode, range: start...max(start, end), reservations: reservations,
            source: context.location(path: fields.path, offset: fields.node.offset))
        trip.id = fields.string("id").map { "tripit-" + $0 }
        trip.description = fields.longText("description")
        trip.sourceDigest = digest
        return trip
    }

    private func reservations(_ key: String, _ object: LinkedFields) -> [Reservation] {
        let confirmation = object.fields.string("supplier_conf_num") ?? object.fields.string("booking_site_conf_num")
        return read(key, object, confirmation: confirmation).map { reservation in
            var reservation = reservation
            reservation.number = confirmation
            reservation.setActivityConfirmation(confirmation)
            return reservation
        }
    }

    private func read(_ key: String, _ object: LinkedFields, confirmation: String?) -> [Reservation] {
        switch key {
        case "AirObject":
            return object.objects("segment", what: "a flight segment").compactMap { flight($0, confirmation: confirmation) }
        case "LodgingObject":
            return [lodging(object, confirmation: confirmation)].compactMap { $0 }
        case "RailObject", "TransportObject":
            return object.objects("segment", what: "a segment").compactMap { journey($0, key: key) }
        case "CarObject":
            return [car(object)].compactMap { $0 }
        default:
            return [activity(object, key: key)].compactMap { $0 }
        }
    }

    /// A `StartDateTime`, `EndDateTime` or `DateTime`: `{"date", "time", "timezone", "utc_offset"}`.
    private func dateTime(_ object: LinkedFields, _ key: String) -> (time: ReservationTime, zone: String?)? {
        guard let value = object.object(key, what: "a date and time") else { return nil }
        guard let date = value.fields.fullDate("date", required: true) else { return nil }
        let time = value.fields.time("time")
        var reading = ReservationTime(date: date, time: time)
        if let offset = value.fields.string("utc_offset"), let parsed = ReservationTime.parse("2000-01-01T00:00:00" + offset) {
            reading.offset = parsed.offset
        }
        return (reading, value.fields.timeZone("timezone"))
    }

    private func required(_ object: LinkedFields, _ key: String) -> (time: ReservationTime, zone: String?)? {
        if !object.fields.has(KeyNormalization.canonical(key)) {
            context.error("missing required field \"\(key)\"", path: JSONPath.member(object.fields.path, key), at: object.fields.node.offset)
        }
        return dateTime(object, KeyNormalization.canonical(key))
    }

    private func source(_ object: LinkedFields) -> SourceLocation {
        context.location(path: object.fields.path, offset: object.fields.node.offset)
    }

    private func reservation(_ type: String, _ items: [Reservation.Item], _ object: LinkedFields, start: ReservationTime, end: CivilDate?,
                             place: String?, countryCode: String?) -> Reservation {
        Reservation(type: type, items: items, start: start.date, end: max(end ?? start.date, start.date), startMinutes: start.time?.minutes,
                    place: place, countryCode: countryCode, file: context.fileName, source: source(object), digest: digest)
    }

    private func flight(_ segment: LinkedFields, confirmation: String?) -> Reservation? {
        var flight = Flight(source: source(segment))
        let fields = segment.fields
        flight.airline = fields.string("marketing_airline") ?? fields.string("operating_airline")
        if let number = fields.string("marketing_flight_number") {
            flight.flightNumber = (fields.string("marketing_airline_code") ?? "") + number
        }
        flight.departureAirport = fields.string("start_airport_code")
        if flight.departureAirport != nil { flight.departureAirportSource = fields.location("start_airport_code") }
        flight.arrivalAirport = fields.string("end_airport_code")
        if flight.arrivalAirport != nil { flight.arrivalAirportSource = fields.location("end_airport_code") }
        flight.confirmation = confirmation
        flight.stops = fields.int("stops", in: 0...20)
        flight.departureTerminal = fields.string("start_terminal")
        flight.departureGate = fields.string("start_gate")
        flight.arrivalTerminal = fields.string("end_terminal")
        flight.arrivalGate = fields.string("end_gate")
        flight.seat = fields.string("seats")
        let departure = required(segment, "StartDateTime")
        let arrival = dateTime(segment, "end_date_time")
        let fromAirport = flight.departureAirport.flatMap(airports.airport(code:))
        let toAirport = flight.arrivalAirport.flatMap(airports.airport(code:))
        flight.departureDate = departure?.time.date
        flight.departureTime = departure?.time.time
        flight.departureTimeZone = departure.flatMap { $0.zone ?? $0.time.zone(at: fromAirport) }
        flight.arrivalDate = arrival?.time.date
        flight.arrivalTime = arrival?.time.time
        flight.arrivalTimeZone = arrival.flatMap { $0.zone ?? $0.time.zone(at: toAirport) }
        guard let departure else { return nil }
        return reservation("AirObject", [.flight(flight)], segment, start: departure.time, end: arrival?.time.date,
                           place: fields.string("end_city_name") ?? toAirport?.city, countryCode: toAirport?.countryCode)
    }

    private func lodging(_ object: LinkedFields, confirmation: String?) -> Reservation? {
        var hotel = Hotel(source: source(object))
        hotel.name = object.fields.string("supplier_name") ?? object.fields.string("display_name")
        hotel.address = object.object("address", what: "an address")?.fields.string("address")
        hotel.coordinates = object.object("address", what: "an address")?.coordinates()
        hotel.roomType = object.fields.string("room_type")
        hotel.confirmation = confirmation
        hotel.phone = object.fields.string("supplier_phone")
        let checkIn = required(object, "StartDateTime")
        let checkOut = dateTime(object, "end_date_time")
        hotel.checkInDate = checkIn?.time.date
        hotel.checkInTime = checkIn?.time.time
        hotel.checkOutDate = checkOut?.time.date
        hotel.checkOutTime = checkOut?.time.time
        guard let checkIn else { return nil }
        let town = object.town()
        var read = reservation("LodgingObject", [.hotel(hotel)], object, start: checkIn.time, end: checkOut?.time.date,
                               place: town.town, countryCode: town.countryCode)
        read.nights = hotel.nights ?? 0
        return read
    }

    private func journey(_ segment: LinkedFields, key: String) -> Reservation? {
        let fields = segment.fields
        let from = fields.string("start_station_name") ?? fields.string("start_location_name")
        let to = fields.string("end_station_name") ?? fields.string("end_location_name")
        let label = key == "RailObject" ? "Train" : "Transport"
        let number = [fields.string("train_type"), fields.string("train_number")].compactMap { $0 }
        let route = [from, to].compactMap { $0 }.joined(separator: " → ")
        var activity = Activity(name: [([label] + number).joined(separator: " "), route.nonEmpty].compactMap { $0 }.joined(separator: " · "),
                                dayNumber: 1, source: source(segment))
        let departure = required(segment, "StartDateTime")
        let arrival = dateTime(segment, "end_date_time")
        activity.scheduledDate = departure?.time.date
        activity.scheduledTime = departure?.time.time
        activity.location = from
        var details: [String] = []
        if let arrival {
            let when = [arrival.time.date.iso, arrival.time.time?.text].compactMap { $0 }.joined(separator: " ")
            details.append("Arrives" + (to.map { " at \($0)" } ?? "") + " \(when)")
        }
        let seat = [fields.string("coach_number").map { "Coach \($0)" }, fields.string("seats").map { "seat \($0)" }].compactMap { $0 }
        if !seat.isEmpty { details.append(seat.joined(separator: ", ")) }
        if let carrier = fields.string("carrier_name") { details.append("Operated by \(carrier)") }
        activity.description = details.joined(separator: "\n\n").nonEmpty
        guard let departure else { return nil }
        let town = segment.town("end_station_address")
        return reservation(key, [.activity(activity)], segment, start: departure.time, end: arrival?.time.date,
                           place: town.town ?? to, countryCode: town.countryCode)
    }

    private func car(_ object: LinkedFields) -> Reservation? {
        let fields = object.fields
        var vehicle = Vehicle(source: source(object))
        vehicle.type = "Rental car"
        vehicle.model = fields.string("car_description") ?? fields.string("car_type")
        let company = fields.string("supplier_name")
        let what = ["rental car", vehicle.model, company].compactMap { $0 }.joined(separator: " · ")
        var items: [Reservation.Item] = [.vehicle(vehicle)]
        let pickUp = required(object, "StartDateTime")
        let dropOff = dateTime(object, "end_date_time")
        for (time, locationKey, verb) in [(pickUp, "start_location_name", "Pick up"), (dropOff, "end_location_name", "Return")] {
            guard let time else { continue }
            var activity = Activity(name: "\(verb) \(what)", dayNumber: 1, source: source(object))
            activity.scheduledDate = time.time.date
            activity.scheduledTime = time.time.time
            activity.location = fields.string(locationKey)
            items.append(.activity(activity))
        }
        guard let pickUp else { return nil }
        return reservation("CarObject", items, object, start: pickUp.time, end: dropOff?.time.date, place: nil, countryCode: nil)
    }

    /// An activity, a restaurant or a note: an activity at its time.
    private func activity(_ object: LinkedFields, key: String) -> Reservation? {
        let fields = object.fields
        let name = fields.string("display_name") ?? fields.string("supplier_name") ?? (key == "RestaurantObject" ? "Restaurant" : "Activity")
        var activity = Activity(name: name, dayNumber: 1, source: source(object))
        let start = object.fields.has("date_time") ? dateTime(object, "date_time") : required(object, "StartDateTime")
        activity.scheduledDate = start?.time.date
        activity.scheduledTime = start?.time.time
        let address = object.object("address", what: "an address")?.fields.string("address")
        activity.location = [fields.string("location_name"), address].compactMap { $0 }.joined(separator: ", ").nonEmpty
        activity.coordinates = object.object("address", what: "an address")?.coordinates()
        activity.description = fields.longText("notes") ?? fields.longText("text")
        if let patrons = fields.int("number_patrons", in: 1...10_000) {
            activity.description = [activity.description, "Table for \(patrons)"].compactMap { $0 }.joined(separator: "\n\n")
        }
        guard let start else { return nil }
        let town = object.town()
        return reservation(key, [.activity(activity)], object, start: start.time, end: nil, place: town.town, countryCode: town.countryCode)
    }
}
