import TripsiteJSON
import TripsiteModel

/// Reads schema.org reservations from JSON-LD: one object, an array, or an `@graph`, as confirmation e-mails
/// and booking sites embed them. Each reservation becomes what it adds to a trip (`Reservation`); objects of other
/// types are not read.
struct SchemaOrgReader {
    static let reservationTypes: Set<String> = [
        "FlightReservation", "LodgingReservation", "FoodEstablishmentReservation", "EventReservation",
        "RentalCarReservation", "TrainReservation", "BusReservation", "BoatReservation",
    ]

    let context: DecodingContext
    let airports: AirportDirectory
    /// The digest of the block read.
    let digest: UInt64

    /// Every reservation in the document; a reservation with an error is reported and left out.
    func reservations() -> [Reservation] {
        reservations(in: context.document.root, path: "")
    }

    /// The reservations of a value: an object, the elements of an array, the members of an `@graph`.
    private func reservations(in node: JSONNode, path: String) -> [Reservation] {
        switch node.kind {
        case .array(let elements):
            return elements.enumerated().flatMap { reservations(in: $0.element, path: JSONPath.index(path, $0.offset)) }
        case .object:
            guard let fields = ObjectReader(node, path: path, what: "a JSON-LD object", context: context) else { return [] }
            if let graph = fields.member("@graph"), case .array = graph.value.kind {
                return reservations(in: graph.value, path: fields.fieldPath("@graph"))
            }
            let object = LinkedFields(fields, context: context)
            guard let type = object.type(known: Self.reservationTypes), Self.reservationTypes.contains(type) else { return [] }
            let before = context.log.diagnostics.count
            let read = reservations(type, object)
            return context.log.diagnostics[before...].contains { $0.severity == .error } ? [] : read
        default:
            context.error("expected a JSON-LD object or an array of them, found \(node.foundDescription)", path: path, at: node.offset)
            return []
        }
    }

    private func reservations(_ type: String, _ reservation: LinkedFields) -> [Reservation] {
        let confirmation = reservation.fields.string("reservation_number")
        let booked = reservation.objects("reservation_for", what: "what is reserved")
        if booked.isEmpty {
            context.error("missing required field \"reservationFor\" (what is reserved)",
                          path: JSONPath.member(reservation.fields.path, "reservationFor"), at: reservation.fields.node.offset)
        }
        let isCancelled = cancelled(reservation)
        let modified = ReservationTime.read(reservation.fields, "modified_time")?.minutesSince1970
        return booked.compactMap { item -> Reservation? in
            var read: Reservation?
            switch type {
            case "FlightReservation": read = flight(reservation, item, confirmation: confirmation, type: type)
            case "LodgingReservation": read = lodging(reservation, item, confirmation: confirmation, type: type)
            case "RentalCarReservation": read = rentalCar(reservation, item, type: type)
            case "FoodEstablishmentReservation": read = venue(reservation, item, type: type, startKey: "start_time", venue: item)
            case "EventReservation":
                read = venue(reservation, item, type: type, startKey: "start_date", venue: item.object("location", what: "a place") ?? item)
            default: read = journey(reservation, item, type: type)
            }
            read?.number = confirmation
            read?.setActivityConfirmation(confirmation)
            read?.isCancelled = isCancelled
            read?.modified = modified
            return read
        }
    }

    /// The statuses of schema.org's `ReservationStatusType`, as a URL ("http://schema.org/ReservationCancelled"), a
    /// bare name or an object's `@type`/`name`; Gmail's markup writes them without "Reservation"
    /// ("http://schema.org/Cancelled"), which is read the same.
    static let reservationStatuses = ["ReservationCancelled", "ReservationConfirmed", "ReservationHold", "ReservationPending"]

    /// Whether `reservationStatus` says the booking was cancelled; a status schema.org does not define is warned about.
    private func cancelled(_ reservation: LinkedFields) -> Bool {
        guard reservation.fields.has("reservation_status") else { return false }
        guard let status = reservation.name("reservation_status") ?? reservation.object("reservation_status", what: "a status")?.fields.string("@type") else {
            return false
        }
        let name = status.split(separator: "/").last.map(String.init) ?? status
        guard let known = Self.reservationStatuses.first(where: {
            $0.caseInsensitiveCompare(name) == .orderedSame || $0.dropFirst("Reservation".count).caseInsensitiveCompare(name) == .orderedSame
        }) else {
            let value = reservation.fields.member("reservation_status")!.value
            context.warning(
                "expected one of schema.org's \(Self.reservationStatuses.joined(separator: ", ")), found \(value.foundDescription); the booking is read as confirmed",
                path: reservation.fields.fieldPath("reservation_status"), at: value.offset)
            return false
        }
        return known == "ReservationCancelled"
    }

    private func reservation(_ type: String, _ items: [Reservation.Item], _ fields: LinkedFields, start: ReservationTime,
                             end: CivilDate, place: (town: String?, countryCode: String?)) -> Reservation {
        Reservation(
            type: type, items: items, start: start.date, end: max(end, start.date), startMinutes: start.time?.minutes,
            place: place.town, countryCode: place.countryCode, file: context.fileName,
            source: context.location(path: fields.fields.path, offset: fields.fields.node.offset), digest: digest)
    }

    private func required(_ time: ReservationTime?, _ fields: LinkedFields, _ key: String) -> ReservationTime? {
        if time == nil, !fields.fields.has(key) {
            context.error("missing required field \"\(key)\"", path: JSONPath.member(fields.fields.path, key), at: fields.fields.node.offset)
        }
        return time
    }

    // MARK: - Flights

    private func flight(_ reservation: LinkedFields, _ item: LinkedFields, confirmation: String?, type: String) -> Reservation? {
        var flight = Flight(source: context.location(path: item.fields.path, offset: item.fields.node.offset))
        let airline = item.object("airline", what: "an airline")
        flight.airline = item.name("airline")
        let airlineCode = airline?.fields.string("iata_code")
        if let number = item.fields.string("flight_number") {
            let isBare = number.allSatisfy(\.isNumber)
            flight.flightNumber = isBare ? (airlineCode ?? "") + number : number
        }
        let from = item.object("departure_airport", what: "an airport")
        let to = item.object("arrival_airport", what: "an airport")
        flight.departureAirport = from?.fields.string("iata_code")
        if flight.departureAirport != nil { flight.departureAirportSource = from?.fields.location("iata_code") }
        flight.arrivalAirport = to?.fields.string("iata_code")
        if flight.arrivalAirport != nil { flight.arrivalAirportSource = to?.fields.location("iata_code") }
        let departure = required(ReservationTime.read(item.fields, "departure_time"), item, "departure_time")
        let arrival = ReservationTime.read(item.fields, "arrival_time")
        flight.confirmation = confirmation
        flight.departureTerminal = item.fields.string("departure_terminal")
        flight.departureGate = item.fields.string("departure_gate")
        flight.arrivalTerminal = item.fields.string("arrival_terminal")
        flight.arrivalGate = item.fields.string("arrival_gate")
        flight.boardingTime = ReservationTime.read(item.fields, "boarding_time")?.time
        flight.seat = reservation.fields.string("airplane_seat") ?? seatNumber(reservation)
        flight.checkInURL = reservation.fields.webLink("checkin_url")
        let fromAirport = flight.departureAirport.flatMap(airports.airport(code:))
        let toAirport = flight.arrivalAirport.flatMap(airports.airport(code:))
        flight.departureDate = departure?.date
        flight.departureTime = departure?.time
        flight.departureTimeZone = departure?.zone(at: fromAirport)
        flight.arrivalDate = arrival?.date
        flight.arrivalTime = arrival?.time
        flight.arrivalTimeZone = arrival?.zone(at: toAirport)
        guard let departure else { return nil }
        let town = to?.town() ?? (town: nil, countryCode: nil)
        let place = (town.town ?? toAirport?.city, town.countryCode ?? toAirport?.countryCode)
        return self.reservation(type, [.flight(flight)], reservation, start: departure, end: arrival?.date ?? departure.date, place: place)
    }

    // MARK: - Hotels

    private func lodging(_ reservation: LinkedFields, _ item: LinkedFields, confirmation: String?, type: String) -> Reservation? {
        var hotel = Hotel(source: context.location(path: reservation.fields.path, offset: reservation.fields.node.offset))
        hotel.name = item.fields.string("name")
        hotel.address = item.address()
        hotel.coordinates = item.coordinates()
        hotel.confirmation = confirmation
        hotel.phone = item.fields.string("telephone")
        let checkIn = ReservationTime.read(reservation.fields, "checkin_time") ?? ReservationTime.read(reservation.fields, "checkin_date")
        let checkOut = ReservationTime.read(reservation.fields, "checkout_time") ?? ReservationTime.read(reservation.fields, "checkout_date")
        guard let checkIn = required(checkIn, reservation, "checkin_time") else { return nil }
        hotel.checkInDate = checkIn.date
        hotel.checkInTime = checkIn.time
        hotel.checkOutDate = checkOut?.date
        hotel.checkOutTime = checkOut?.time
        if let checkOut, checkOut.date < checkIn.date {
            let key = reservation.fields.has("checkout_time") ? "checkout_time" : "checkout_date"
            reservation.fields.fail(key, expected: "a date on or after check-in \(checkIn.date.iso)", found: reservation.fields.member(key)!.value)
            return nil
        }
        var read = self.reservation(type, [.hotel(hotel)], reservation, start: checkIn, end: checkOut?.date ?? checkIn.date, place: item.town())
        read.nights = hotel.nights ?? 0
        return read
    }

    // MARK: - Restaurants and events

    private func venue(_ reservation: LinkedFields, _ item: LinkedFields, type: String, startKey: String, venue: LinkedFields) -> Reservation? {
        let holder = item.fields.has(startKey) ? item : reservation
        guard let start = required(ReservationTime.read(holder.fields, startKey), holder, startKey) else { return nil }
        var activity = Activity(name: item.fields.string("name") ?? (type == "EventReservation" ? "Event" : "Restaurant"), dayNumber: 1,
                                source: context.location(path: reservation.fields.path, offset: reservation.fields.node.offset))
        activity.scheduledDate = start.date
        activity.scheduledTime = start.time
        let placeName = venue.fields.path == item.fields.path ? nil : venue.fields.string("name")
        activity.location = [placeName, venue.address()].compactMap { $0 }.joined(separator: ", ").nonEmpty
        activity.coordinates = venue.coordinates()
        if let party = reservation.fields.int("party_size", in: 1...10_000) {
            activity.description = "Table for \(party)"
        }
        return self.reservation(type, [.activity(activity)], reservation, start: start, end: start.date, place: venue.town())
    }

    // MARK: - Rental cars

    private func rentalCar(_ reservation: LinkedFields, _ car: LinkedFields, type: String) -> Reservation? {
        let pickUp = required(ReservationTime.read(reservation.fields, "pickup_time"), reservation, "pickup_time")
        let dropOff = ReservationTime.read(reservation.fields, "dropoff_time")
        let company = car.name("rental_company") ?? reservation.name("provider")
        var vehicle = Vehicle(source: context.location(path: car.fields.path, offset: car.fields.node.offset))
        vehicle.type = "Rental car"
        vehicle.make = car.name("brand")
        vehicle.model = car.fields.string("model") ?? car.fields.string("name")
        let what = ["Rental car", vehicle.description, company].compactMap { $0 }.joined(separator: " · ")
        var items: [Reservation.Item] = [.vehicle(vehicle)]
        for (time, key, verb) in [(pickUp, "pickup_location", "Pick up"), (dropOff, "dropoff_location", "Return")] {
            guard let time else { continue }
            let location = reservation.object(key, what: "a place")
            var activity = Activity(name: "\(verb) \(what.prefix(1).lowercased() + what.dropFirst())", dayNumber: 1,
                                    source: context.location(path: reservation.fields.path, offset: reservation.fields.node.offset))
            activity.scheduledDate = time.date
            activity.scheduledTime = time.time
            activity.location = location.flatMap { [$0.fields.string("name"), $0.address()].compactMap { $0 }.joined(separator: ", ").nonEmpty }
            activity.coordinates = location?.coordinates()
            items.append(.activity(activity))
        }
        guard let pickUp else { return nil }
        let place = reservation.object("pickup_location", what: "a place")?.town() ?? (town: nil, countryCode: nil)
        return self.reservation(type, items, reservation, start: pickUp, end: dropOff?.date ?? pickUp.date, place: place)
    }

    // MARK: - Trains, buses and boats

    /// How each kind of journey names its parts: the vehicle's name and number, and its stops.
    private static let journeyKeys: [String: (label: String, name: String, number: String, from: String, to: String)] = [
        "TrainReservation": ("Train", "train_name", "train_number", "departure_station", "arrival_station"),
        "BusReservation": ("Bus", "bus_name", "bus_number", "departure_bus_stop", "arrival_bus_stop"),
        "BoatReservation": ("Boat", "name", "boat_number", "departure_boat_terminal", "arrival_boat_terminal"),
    ]

    /// A train, bus or boat: an activity when it leaves, "Train ICE 1234 · Berlin Hbf → München Hbf", with its
    /// arrival, seat and operator in its description.
    private func journey(_ reservation: LinkedFields, _ trip: LinkedFields, type: String) -> Reservation? {
        guard let keys = Self.journeyKeys[type] else { return nil }
        let departure = required(ReservationTime.read(trip.fields, "departure_time"), trip, "departure_time")
        let arrival = ReservationTime.read(trip.fields, "arrival_time")
        let from = trip.object(keys.from, what: "a stop")
        let to = trip.object(keys.to, what: "a stop")
        let fromName = trip.name(keys.from)
        let toName = trip.name(keys.to)
        var vehicleName = [trip.fields.string(keys.name), trip.fields.string(keys.number)].compactMap { $0 }
        // "ICE" and "ICE 1234" name it once.
        if vehicleName.count == 2, vehicleName[1].hasPrefix(vehicleName[0]) { vehicleName.removeFirst() }
        let route = [fromName, toName].compactMap { $0 }.joined(separator: " → ")
        let title = ([keys.label] + vehicleName).joined(separator: " ")
        var activity = Activity(name: [title, route.nonEmpty].compactMap { $0 }.joined(separator: " · "), dayNumber: 1,
                                source: context.location(path: reservation.fields.path, offset: reservation.fields.node.offset))
        activity.scheduledDate = departure?.date
        activity.scheduledTime = departure?.time
        activity.location = [fromName, from?.address()].compactMap { $0 }.joined(separator: ", ").nonEmpty
        activity.coordinates = from?.coordinates()
        var details: [String] = []
        if let arrival {
            let when = [arrival.date.iso, arrival.time?.text].compactMap { $0 }.joined(separator: " ")
            details.append("Arrives" + (toName.map { " at \($0)" } ?? "") + " \(when)")
        }
        if let platform = trip.fields.string("departure_platform") { details.append("Platform \(platform)") }
        if let seat = seat(reservation) { details.append(seat) }
        if let operatorName = trip.name("provider") ?? reservation.name("provider") { details.append("Operated by \(operatorName)") }
        activity.description = details.joined(separator: "\n\n").nonEmpty
        guard let departure else { return nil }
        let place = to?.town() ?? (town: nil, countryCode: nil)
        return self.reservation(type, [.activity(activity)], reservation, start: departure, end: arrival?.date ?? departure.date,
                                place: (place.town ?? toName, place.countryCode))
    }

    /// A plane's seat from `reservedTicket.ticketedSeat.seatNumber` ("14C"), where a booking gives no `airplaneSeat`.
    private func seatNumber(_ reservation: LinkedFields) -> String? {
        reservation.object("reserved_ticket", what: "a ticket")?.object("ticketed_seat", what: "a seat")?.fields.string("seat_number")
    }

    /// "Coach 9, seat 52" from a reservation's `reservedTicket.ticketedSeat`.
    private func seat(_ reservation: LinkedFields) -> String? {
        guard let seat = reservation.object("reserved_ticket", what: "a ticket")?.object("ticketed_seat", what: "a seat") else { return nil }
        let parts = [seat.fields.string("seat_section").map { "Coach \($0)" }, seat.fields.string("seat_number").map { "seat \($0)" }]
        let text = parts.compactMap { $0 }.joined(separator: ", ")
        return text.isEmpty ? nil : text.prefix(1).uppercased() + text.dropFirst()
    }
}
