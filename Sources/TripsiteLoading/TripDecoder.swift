import TripsiteJSON
import TripsiteModel

/// Turns the JSON of trips.json into `Trip` values, reporting every problem with its position.
///
/// Accepts the shapes trip apps export: an array of trips, one trip object, or an object that wraps
/// them under `trips` or `data`. Unknown keys are ignored.
public enum TripDecoder {
    /// Decodes every trip it can; problems go to the returned log (trips with errors are left out). No trips
    /// when a trip the parser left unread (`JSONParser.parse(_:defersObjectsInArrays:)`) turns out not to be
    /// valid JSON: the log then holds only the file's first syntax error, as a full read reports it.
    /// - Parameter sourceBytes: the file's bytes, when the trips' fingerprints are wanted: each trip's
    ///   `sourceDigest` is then the digest of its bytes in the file.
    public static func decode(
        _ document: JSONDocument, fileName: String,
        localFile: @escaping @Sendable (String) -> LocalFile = { _ in .missing },
        sourceBytes: [UInt8]? = nil, language: InputLanguage? = nil
    ) -> (trips: [Trip], log: DiagnosticLog) {
        let decoded = decodeFile(document, fileName: fileName, localFile: localFile, sourceBytes: sourceBytes, language: language)
        return (decoded.trips, decoded.log)
    }

    /// `decode`'s trips and log, and whether the file as a whole could not be read as trips (it is not valid JSON
    /// after all, or holds no array or object of trips): then no error is one trip's alone.
    /// `fieldNames` are the app's names to read as tripsite's (`[fields]` in tripsite.toml); dates, times and durations
    /// may be written in `language` (the site's) or in a trip's own `language`, besides English.
    public static func decodeFile(
        _ document: JSONDocument, fileName: String,
        localFile: @escaping @Sendable (String) -> LocalFile = { _ in .missing },
        sourceBytes: [UInt8]? = nil, fieldNames: FieldNames = FieldNames(), language: InputLanguage? = nil
    ) -> (trips: [Trip], log: DiagnosticLog, unreadable: Bool) {
        let decoded = decodeTrips(
            document, fileName: fileName, localFile: localFile, sourceBytes: sourceBytes, fieldNames: fieldNames, language: language)
        return (decoded.trips.compactMap(\.heldTrip), decoded.log, decoded.unreadable)
    }

    /// `decodeFile`'s trips, log and whether the file is unreadable, each trip held, or, with `reread` (and
    /// `sourceBytes`), each trip of an array of trips only checked and then let go, to be decoded again from the
    /// bytes `reread` gives when it is planned (`DecodedTrip.trip()`).
    static func decodeTrips(
        _ document: JSONDocument, fileName: String, localFile: @escaping @Sendable (String) -> LocalFile,
        sourceBytes: [UInt8]?, fieldNames: FieldNames, language: InputLanguage?,
        reread: (@Sendable (Range<Int>) throws -> [UInt8])? = nil
    ) -> (trips: [DecodedTrip], log: DiagnosticLog, unreadable: Bool) {
        let context = DecodingContext(
            document: document, fileName: fileName, localFile: localFile, fieldNames: fieldNames, language: language)
        let nodes = tripNodes(document.root, path: "", context: context)
        let ranges = sourceBytes.map { sourceRanges(of: nodes.map(\.0), count: $0.count) }
        let digests = sourceBytes.map { bytes in ranges!.map { digest(bytes[$0]) } }
        let rereadFile = reread.map {
            RereadTripsFile(name: fileName, reread: $0, localFile: localFile, fieldNames: fieldNames, language: language)
        }
        // Each trip decodes on its own, in parallel, with its own context; the logs are then joined in file
        // order, so the diagnostics are the same as one pass would give.
        let parts = ParallelMap.map(Array(nodes.indices)) { index -> DecodedPart in
            let part = DecodingContext(
                document: document, fileName: fileName, localFile: localFile, fieldNames: fieldNames, language: language)
            // A trip left unread by the parser is read here, on this thread, and dropped after decoding.
            let (unread, path) = nodes[index]
            let node = part.materialized(unread)
            var trip = decodeTrip(node, path: path, context: part)
            part.collectUnused()
            trip?.sourceDigest = digests?[index]
            trip?.sourceFile = fileName
            var decoded = trip.map(DecodedTrip.init)
            // A trip of an array, read again from the file when it is planned: only what the site needs of it is kept.
            if let rereadFile, let trip, let ranges, let digests, let end = document.end(ofUnread: unread) {
                let place = TripInFile(
                    file: rereadFile, path: path, range: ranges[index], length: end - ranges[index].lowerBound,
                    start: document.position(of: unread.offset), digest: digests[index])
                decoded = DecodedTrip(summaryOf: trip, place: place)
            }
            // A trip that decoded without a word has nothing to join: its context is let go here.
            return DecodedPart(trip: part.log.hasErrors ? nil : decoded, context: part.isEmpty ? nil : part, id: idMember(of: node, path: path))
        }
        if let problem = parts.lazy.compactMap({ $0.context?.syntaxError }).first {
            // Found once for the file, however many of its trips are broken.
            let syntaxError = document.firstProblem(or: problem)
            var log = DiagnosticLog()
            log.append(Diagnostic(
                severity: .error, file: fileName, position: syntaxError.position,
                path: document.path(of: syntaxError, naming: .trips), message: syntaxError.message))
            return ([], log, true)
        }
        context.absorb(parts.compactMap(\.context))
        // A trip whose id repeats an earlier one has an error too, so it is left out like any other.
        let repeated = checkUniqueIDs(parts.map(\.id), rule: "trip ids must be unique", context: context)
        context.finish()
        let trips = parts.enumerated().compactMap { index, part in repeated.contains(index) ? nil : part.trip }
        return (trips, context.log, nodes.isEmpty && context.log.hasErrors)
    }

    /// Where each trip's digest is taken: from its first byte up to the next trip's (or the end of the file).
    /// Trips are elements of one array, so they come in file order.
    private static func sourceRanges(of nodes: [JSONNode], count: Int) -> [Range<Int>] {
        let starts = nodes.map { min($0.offset, count) }
        let ends = starts.dropFirst() + [count]
        return zip(starts, ends).map { start, end in start..<max(start, end) }
    }

    /// The digest of a trip's bytes (`Trip.sourceDigest`).
    static func digest(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var fingerprint = Fingerprint()
        fingerprint.add(wholeBuffer: bytes)
        return fingerprint.value
    }

    /// One trip's result, carried from a worker thread back to the joining step.
    private struct DecodedPart: @unchecked Sendable {
        // `@unchecked Sendable`: the context is created, filled and finished by one worker before it is handed over.
        var trip: DecodedTrip?
        /// `nil` when the trip's context found nothing (`DecodingContext.isEmpty`).
        var context: DecodingContext?
        var id: IDMember?
    }

    /// Finds the trip objects in the root, whichever wrapping the exporting app used.
    private static func tripNodes(_ root: JSONNode, path: String, context: DecodingContext) -> [(JSONNode, String)] {
        switch root.kind {
        case .array(let elements):
            let base = path.isEmpty ? "trips" : path
            return elements.enumerated().map { ($0.element, JSONPath.index(base, $0.offset)) }
        case .object(let members):
            // `[fields] trips = "journeys"` names the app's wrapper.
            let renamed = members.first { context.fieldNames.field(for: KeyNormalization.canonical($0.key), in: "") == "trips" }
            for wrapper in (renamed.map { [$0.key] } ?? []) + wrapperKeys {
                if let inner = root.member(wrapper), renamed?.key == wrapper || isTripContainer(inner.value) {
                    // The wrapper's other members (an export's date, the app's version) are not trips.
                    let usage = FieldUsage(path: path, members: members, what: "trips", offset: root.offset)
                    for index in members.indices where members[index].key == inner.key { usage.markUsed(index) }
                    context.track(usage)
                    return tripNodes(inner.value, path: JSONPath.member(path, wrapper), context: context)
                }
            }
            // `{"trips": 5}` is a wrapper with nothing usable in it, not a trip without any of a trip's fields.
            if !members.contains(where: { tripFields.contains(KeyNormalization.canonical($0.key)) }),
               let wrapper = wrapperKeys.lazy.compactMap({ root.member($0) }).first {
                context.error(
                    "expected an array of trips, or a trip object with a destination and dates, found \(wrapper.value.foundDescription)",
                    path: JSONPath.member(path, wrapper.key), at: wrapper.value.offset)
                return []
            }
            return [(root, path.isEmpty ? "trip" : path)]
        default:
            context.error(
                "expected an array of trips, a trip object, or an object with \"trips\", found \(root.foundDescription)",
                path: path, at: root.offset)
            return []
        }
    }

    /// Keys that only a trip has, in their canonical spelling (`KeyNormalization`), which tell a trip from a wrapper.
    static let tripFields: Set<String> = ["destination", "start_date", "end_date", "title", "activities"]

    /// The keys of an object that holds the trips, in the order they are tried: `{"trips": […]}`, `{"data": […]}`.
    static let wrapperKeys = ["trips", "data"]

    private static func isTripContainer(_ node: JSONNode) -> Bool {
        switch node.kind {
        case .array: return true
        case .object(let members):
            return members.contains { wrapperKeys.contains($0.key) || tripFields.contains(KeyNormalization.canonical($0.key)) }
        default: return false
        }
    }

    static func decodeTrip(_ node: JSONNode, path: String, context: DecodingContext) -> Trip? {
        guard let fields = ObjectReader(node, path: path, what: "a trip", context: context) else { return nil }
        // The trip's own language is read first, as its dates may be written in it; the site's comes back after it.
        let tripLanguage = fields.language("language")
        let siteLanguage = context.language
        context.language = tripLanguage ?? siteLanguage
        defer { context.language = siteLanguage }

        let destination = tripDestination(fields)
        let startKey = fields.key("start_date", "start", "starts_on", "from_date", "date_from", "begin_date")
        let endKey = fields.key("end_date", "end", "ends_on", "to_date", "date_to", "return_date")
        let start = fields.fullDate(startKey, required: true)
        let end = fields.fullDate(endKey, required: true)
        var range: ClosedRange<CivilDate>?
        if let start, let end {
            if end < start {
                fields.fail(endKey, expected: "a date on or after the start date \(start.iso)", found: fields.member(endKey)!.value)
            } else {
                range = start...end
            }
        }
        let currency = tripCurrency(fields)
        let descriptionKey = fields.key("trip_description", "description")

        var trip = Trip(
            id: fields.string("id"),
            title: fields.string(fields.key("title", "trip_name", "name", "display_name"))
                ?? destination.map(Trip.defaultTitle(destination:)) ?? "Untitled trip",
            destination: destination ?? "",
            countryCode: countryCode(fields),
            startDate: start ?? CivilDate(year: 2000, month: 1, day: 1)!,
            endDate: end ?? start ?? CivilDate(year: 2000, month: 1, day: 1)!,
            travelStyle: fields.string("travel_style"),
            description: fields.longText(descriptionKey),
            image: fields.image("image_url"),
            budget: fields.money("budget", defaultCurrency: currency),
            currency: currency,
            travelers: fields.int("travelers", in: 1...Int.max),
            status: status(fields),
            createdAt: fields.string("created_at").flatMap(UTCTimestamp.init(rfc3339:)),
            updatedAt: fields.string("updated_at").flatMap(UTCTimestamp.init(rfc3339:)),
            source: context.location(path: path, offset: node.offset))
        if trip.status != nil { trip.statusSource = fields.location("status") }
        trip.timeZone = fields.timeZone(fields.key("time_zone", "timezone"))
        trip.language = tripLanguage?.code
        trip.visibility = visibility(fields)
        if trip.countryCode == nil { trip.countryName = countryName(fields) }

        let flightNodes = fields.array("flights") ?? []
        trip.flights = flightNodes.compactMap { decodeFlight($0.node, $0.path, context, range, currency) }
        let hotelNodes = fields.array("hotels") ?? []
        trip.hotels = hotelNodes.compactMap { decodeHotel($0.node, $0.path, context, range, currency) }
        // An activity given only by its name has no day: it is one of the trip's places to see.
        let allActivityNodes = fields.array("activities") ?? []
        let activityNodes = allActivityNodes.filter { !$0.node.isText }
        trip.activities = activityNodes.compactMap { decodeActivity($0.node, $0.path, context, range, currency) }
        let namedActivities = allActivityNodes.filter(\.node.isText).compactMap { decodePlace($0.node, $0.path, context) }
        let itemNodes = (flightNodes + hotelNodes + activityNodes).map { ($0.node, $0.path) }
        _ = checkUniqueIDs(itemNodes.map { idMember(of: $0.0, path: $0.1) }, rule: "ids must be unique within a trip", context: context)
        // Places and the vehicle come from other kinds of apps, often as extras: a problem with one is a
        // warning and leaves out that value (or that place), never the trip. Place ids are their own list.
        let placeNodes = fields.array("places") ?? []
        let places = placeNodes.map { decodePlace($0.node, $0.path, context) }
        let repeatedPlaces = checkUniqueIDs(
            placeNodes.map { idMember(of: $0.node, path: $0.path) }, rule: "place ids must be unique within a trip; the place is left out",
            context: context, asWarnings: true)
        trip.places = places.enumerated().compactMap { repeatedPlaces.contains($0.offset) ? nil : $0.element } + namedActivities
        if let vehicle = fields.member("vehicle") {
            trip.vehicle = decodeVehicle(vehicle.value, fields.fieldPath("vehicle"), context)
        }
        return destination != nil && range != nil ? trip : nil
    }

    private static func tripCurrency(_ fields: ObjectReader) -> String? {
        guard let code = fields.string("currency") else { return nil }
        guard Money.isCurrencyCode(code) else {
            fields.fail("currency", expected: "a three-letter currency code such as EUR", found: fields.member("currency")!.value)
            return nil
        }
        return code.uppercased()
    }

    /// `destination`, else `primary_location` (TripIt), else `city` with `country` ("Lagos, Nigeria"), else `country`.
    private static func tripDestination(_ fields: ObjectReader) -> String? {
        if !fields.has("destination"), !fields.has("primary_location"), fields.has("city") || fields.isText("country") {
            guard let city = fields.string("city") else { return fields.string("country") }
            let country = fields.isText("country") ? fields.string("country") : nil
            return country.map { city + ", " + $0 } ?? city
        }
        return fields.string(fields.key("destination", "primary_location"), required: true)
    }

    /// `country` when it names a country rather than giving its code (`"country": "Nigeria"`), to be found in the
    /// countries list when the trip is planned.
    private static func countryName(_ fields: ObjectReader) -> String? {
        guard fields.isText("country"), let text = fields.string("country"), !isCountryCode(text) else { return nil }
        return text
    }

    private static func isCountryCode(_ text: String) -> Bool {
        text.count == 2 && text.allSatisfy { $0.isASCII && $0.isLetter }
    }

    /// `country_code`, else `country` when it is a two-letter code.
    private static func countryCode(_ fields: ObjectReader) -> String? {
        if !fields.has("country_code"), fields.isText("country"), let text = fields.string("country"), isCountryCode(text) {
            return text.uppercased()
        }
        guard let code = fields.string("country_code") else { return nil }
        guard isCountryCode(code) else {
            fields.fail("country_code", expected: "a two-letter ISO country code such as FR", found: fields.member("country_code")!.value)
            return nil
        }
        return code.uppercased()
    }

    private static func status(_ fields: ObjectReader) -> TripStatus? {
        guard let text = fields.string("status") else { return nil }
        if let status = TripStatus(rawValue: text.lowercased()) { return status }
        fields.fail("status", expected: "one of planned, ongoing, completed", found: fields.member("status")!.value)
        return nil
    }

    private static func visibility(_ fields: ObjectReader) -> TripVisibility {
        guard let text = fields.string("visibility") else { return .public }
        if let visibility = TripVisibility(rawValue: text.lowercased()) { return visibility }
        fields.fail("visibility", expected: "one of \(TripVisibility.choices)", found: fields.member("visibility")!.value)
        return .public
    }

    static func decodeFlight(
        _ node: JSONNode, _ path: String, _ context: DecodingContext,
        _ range: ClosedRange<CivilDate>?, _ currency: String?
    ) -> Flight? {
        if node.isText, let number = itemName(node, path, context) {
            var flight = Flight(source: context.location(path: path, offset: node.offset))
            flight.flightNumber = number
            return flight
        }
        guard let fields = ObjectReader(node, path: path, what: "a flight", context: context) else { return nil }
        var flight = Flight(source: context.location(path: path, offset: node.offset))
        flight.id = fields.string("id")
        flight.airline = fields.string("airline")
        flight.flightNumber = fields.string("flight_number")
        flight.departureAirport = fields.string("departure_airport")
        if flight.departureAirport != nil { flight.departureAirportSource = fields.location("departure_airport") }
        flight.arrivalAirport = fields.string("arrival_airport")
        if flight.arrivalAirport != nil { flight.arrivalAirportSource = fields.location("arrival_airport") }
        flight.departureDate = fields.date("departure_date", within: range)
        flight.departureTime = fields.time("departure_time")
        // An arrival date without a year belongs to the range around departure (a flight can land after the trip's last
        // day, and, crossing the date line eastwards, on the day before it left: Auckland 00:30 to Honolulu 11:00 the day before).
        let arrivalRange = flight.departureDate.map { $0.adding(days: -1)...$0.adding(days: 3) } ?? range
        flight.arrivalDate = fields.date("arrival_date", within: arrivalRange)
        flight.arrivalTime = fields.time("arrival_time")
        flight.duration = fields.duration("duration")
        if flight.duration != nil { flight.durationSource = fields.location("duration") }
        flight.isDirect = fields.bool("is_direct")
        flight.stops = fields.int("stops", in: 0...20)
        flight.price = fields.money("price", defaultCurrency: currency)
        // 0 or less says nothing about the price: the price is then taken as the booking's.
        if let travelers = fields.int("travelers") {
            if travelers >= 1 {
                flight.travelers = travelers
            } else {
                fields.warn("travelers", "a flight for \(travelers) travellers: the price is taken as the whole booking's")
            }
        }
        flight.confirmation = fields.string("confirmation")
        flight.departureTerminal = fields.string("departure_terminal")
        flight.departureGate = fields.string("departure_gate")
        flight.arrivalTerminal = fields.string("arrival_terminal")
        flight.arrivalGate = fields.string("arrival_gate")
        flight.boardingTime = fields.time("boarding_time")
        flight.seat = fields.string(fields.key("seat", "seats"))
        flight.checkInURL = fields.webLink(fields.key("check_in_url", "checkin_url"))
        flight.departureTimeZone = fields.timeZone(fields.key("departure_time_zone", "departure_timezone"))
        flight.arrivalTimeZone = fields.timeZone(fields.key("arrival_time_zone", "arrival_timezone"))
        // Whether the times land it after it leaves is checked with the airports' zones, when planning.
        if let departure = flight.departureDate, let arrival = flight.arrivalDate, arrival < departure.adding(days: -1) {
            fields.fail(
                "arrival_date", expected: "a date no earlier than the day before the departure date \(departure.iso) (crossing the date line)",
                found: fields.member("arrival_date")!.value)
        }
        if flight.isDirect == true, let stops = flight.stops, stops > 0 {
            fields.warn("stops", "the flight is marked direct but has \(stops) stop(s); the stops are shown")
        }
        return flight
    }

    static func decodeHotel(
        _ node: JSONNode, _ path: String, _ context: DecodingContext,
        _ range: ClosedRange<CivilDate>?, _ currency: String?
    ) -> Hotel? {
        if node.isText, let name = itemName(node, path, context) {
            var hotel = Hotel(source: context.location(path: path, offset: node.offset))
            hotel.name = name
            return hotel
        }
        guard let fields = ObjectReader(node, path: path, what: "a hotel", context: context) else { return nil }
        var hotel = Hotel(source: context.location(path: path, offset: node.offset))
        hotel.id = fields.string("id")
        hotel.name = fields.string("name")
        hotel.address = fields.string("address")
        hotel.rating = fields.double("rating", in: 0...10)
        hotel.stars = fields.int("stars", in: 1...5)
        hotel.reviewCount = fields.int("review_count", in: 0...Int.max)
        hotel.roomType = fields.string("room_type")
        hotel.checkInDate = fields.date("check_in_date", within: range)
        hotel.checkOutDate = fields.date("check_out_date", within: range)
        hotel.checkInTime = fields.time(fields.key("check_in_time", "checkin_time"))
        hotel.checkOutTime = fields.time(fields.key("check_out_time", "checkout_time"))
        hotel.statedNights = fields.int("nights", in: 0...Int.max)
        hotel.image = fields.image("image_url")
        hotel.price = fields.money("price", defaultCurrency: currency)
        hotel.pricePerNight = fields.money("price_per_night", defaultCurrency: currency)
        hotel.roomsLeft = fields.int("rooms_left", in: 0...Int.max)
        hotel.confirmation = fields.string("confirmation")
        hotel.phone = fields.string(fields.key("phone", "telephone"))
        hotel.coordinates = fields.coordinates(oneGiven: "a hotel needs both latitude and longitude to be on the map")
        if let checkIn = hotel.checkInDate, let checkOut = hotel.checkOutDate, checkOut < checkIn {
            fields.fail("check_out_date", expected: "a date on or after check-in \(checkIn.iso)", found: fields.member("check_out_date")!.value)
        }
        return hotel
    }

    static func decodeActivity(
        _ node: JSONNode, _ path: String, _ context: DecodingContext,
        _ range: ClosedRange<CivilDate>?, _ currency: String?
    ) -> Activity? {
        guard let fields = ObjectReader(node, path: path, what: "an activity", context: context) else { return nil }
        let name = fields.string("name")
        let dayNumber = fields.int("day_number", required: true, in: 1...9999)
        var activity = Activity(
            name: name ?? "Activity", dayNumber: dayNumber ?? 1,
            source: context.location(path: path, offset: node.offset))
        activity.id = fields.string("id")
        activity.description = fields.longText("description")
        // As an object or a list, `location` is where the activity is on the map (read with the coordinates).
        if fields.isText("location") { activity.location = fields.string("location") }
        activity.rating = fields.double("rating", in: 0...10)
        activity.reviewCount = fields.int("review_count", in: 0...Int.max)
        activity.duration = fields.duration("duration")
        activity.scheduledDate = fields.date("scheduled_date", within: range)
        activity.scheduledTime = fields.time("scheduled_time")
        activity.activityNumber = fields.int("activity_number", in: 0...Int.max)
        activity.image = fields.image("image_url")
        activity.price = fields.money("price", defaultCurrency: currency)
        activity.confirmation = fields.string("confirmation")
        activity.coordinates = fields.coordinates(oneGiven: "an activity needs both latitude and longitude to be on the map")
        return dayNumber == nil ? nil : activity
    }

    static func decodePlace(_ node: JSONNode, _ path: String, _ context: DecodingContext) -> Place? {
        if node.isText {
            return itemName(node, path, context).map { Place(name: $0, source: context.location(path: path, offset: node.offset)) }
        }
        guard case .object = node.kind else {
            context.warning("expected a place (an object), found \(node.foundDescription); it is left out", path: path, at: node.offset)
            return nil
        }
        guard var fields = ObjectReader(node, path: path, what: "a place", context: context) else { return nil }
        fields.problemsAreWarnings = true
        let name = fields.string("name")
        if name == nil {
            context.warning("a place needs a \"name\"; it is left out", path: path, at: node.offset)
        }
        var place = Place(name: name ?? "Place", source: context.location(path: path, offset: node.offset))
        place.id = fields.string("id")
        place.category = fields.string("category")
        place.url = fields.webLink("url")
        place.rating = fields.double("rating", in: 1...5)
        place.reviewCount = fields.int("review_count", in: 0...Int.max)
        place.image = fields.image("image_url")
        place.isOpen = fields.bool("is_open")
        // Apps spell it both ways; "favorite" wins when both are given.
        for key in ["favorite", "favourite", "is_favorite", "is_favourite"] where fields.has(key) {
            place.isFavorite = fields.bool(key) ?? false
            break
        }
        let point = fields.coordinates(oneGiven: "a place needs both latitude and longitude for a map link; the address is used instead")
        place.latitude = point?.latitude
        place.longitude = point?.longitude
        place.address = fields.string("address")
        place.notes = fields.longText("notes")
        place.dayNumber = fields.int("day_number", in: 1...9999)
        return name == nil ? nil : place
    }

    static func decodeVehicle(_ node: JSONNode, _ path: String, _ context: DecodingContext) -> Vehicle? {
        var vehicle = Vehicle(source: context.location(path: path, offset: node.offset))
        // Some apps give only what it is: "vehicle": "RV".
        if case .string(let text) = node.kind {
            let type = text.trimmingBlanks
            if let problem = TextLimits.characterProblem(type, limit: TextLimits.shortText) {
                context.warning(problem + "; it is left out", path: path, at: node.offset)
                return nil
            }
            vehicle.type = type.nonEmpty.map { UnshowableCharacters.checked($0, path: path, at: node.offset, context: context) }
            return vehicle.type == nil ? nil : vehicle
        }
        guard case .object = node.kind else {
            context.warning("expected a vehicle (an object or text), found \(node.foundDescription); it is left out", path: path, at: node.offset)
            return nil
        }
        guard var fields = ObjectReader(node, path: path, what: "a vehicle", context: context) else { return nil }
        fields.problemsAreWarnings = true
        vehicle.type = fields.string("type")
        vehicle.make = fields.string("make")
        vehicle.model = fields.string("model")
        vehicle.year = fields.int("year", in: 1885...2100)
        vehicle.fuelType = fields.string("fuel_type")
        vehicle.nickname = fields.string("nickname")
        vehicle.image = fields.image("image_url")
        return vehicle
    }

    /// The name an item given as text stands for (`"hotels": ["Hotel Artemide"]`), checked as any short text is.
    private static func itemName(_ node: JSONNode, _ path: String, _ context: DecodingContext) -> String? {
        guard case .string(let text) = node.kind else { return nil }
        let name = text.trimmingBlanks
        if let problem = TextLimits.characterProblem(name, limit: TextLimits.shortText) {
            context.error(problem, path: path, at: node.offset)
            return nil
        }
        return name.nonEmpty.map { UnshowableCharacters.checked($0, path: path, at: node.offset, context: context) }
    }

    /// An object's `id` (whatever the key's spelling) as text, with where it is, for the uniqueness check.
    struct IDMember: Sendable {
        var id: String
        var offset: Int
        /// The member's key as spelled in the file.
        var key: String
        var objectPath: String
        /// The member's path, made only for a message: nearly every id is unique.
        var path: String { JSONPath.member(objectPath, key) }
    }

    static func idMember(of node: JSONNode, path: String) -> IDMember? {
        guard case .object(let members) = node.kind,
              let member = members.first(where: { KeyNormalization.canonical($0.key) == "id" })
        else { return nil }
        let id: String
        switch member.value.kind {
        case .string(let text): id = text.trimmingBlanks
        case .number(let literal): id = literal
        default: return nil
        }
        guard !id.isEmpty else { return nil }
        return IDMember(id: id, offset: member.value.offset, key: member.key, objectPath: path)
    }

    /// Reports every object (of `ids`, one per object, `nil` when it has none) whose `id` repeats an
    /// earlier one's, at the repeated value, including objects that have other errors. Returns the
    /// indices (into `ids`) of the repeats.
    private static func checkUniqueIDs(_ ids: [IDMember?], rule: String, context: DecodingContext, asWarnings: Bool = false) -> Set<Int> {
        var seen: [String: String] = [:]
        var repeated: Set<Int> = []
        for (index, member) in ids.enumerated() {
            guard let member else { continue }
            if let first = seen[member.id] {
                let message = "the id \(JSONPath.quoted(member.id, limit: 60)) is already used by \(first); \(rule)"
                if asWarnings {
                    context.warning(message, path: member.path, at: member.offset)
                } else {
                    context.error(message, path: member.path, at: member.offset)
                }
                repeated.insert(index)
            } else {
                seen[member.id] = member.objectPath
            }
        }
        return repeated
    }
}
