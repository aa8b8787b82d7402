import Foundation
import TripsiteMaps
import TripsiteModel
import TripsitePlanning
import TripsiteResources

/// Turns a `TripPlan` into the values the trip templates see.
///
/// Plain values are given as they are (the template's content type escapes them); values meant to be
/// placed raw with `{{{…}}}` are prepared here: `description` is tidied Markdown, `url` is encoded.
/// Every key is listed in docs/templates.md.
public enum TripContext {
    /// Every name a trip template's context can give, at any depth: a page's values, its days' and events',
    /// its bookings', places', costs' and the site's. `TemplateFieldCheck` warns of a name in a template that
    /// is not one of them; a value added below is named in its list here too (a test fails otherwise).
    public static let fieldNames: Set<String> = Set(
        pageFields + vehicleFields + imageFields + countryFields + listItemFields + dayFields + dayLinkFields + eventFields + flightFields
            + hotelFields + costFields + costLineFields + placeFields + activityFields + glanceFields + TripMapContext.fieldNames
            + StreetMapContext.fieldNames + SiteContext.fieldNames)

    /// The context for a trip's Markdown and HTML templates.
    /// - Parameters:
    ///   - root: the relative path from the trip's folder to the site root (`"../../"`).
    ///   - images: how pages link to images; by default local files come from the site's `media/` folder.
    public static func make(_ plan: TripPlan, site: SiteContext, root: String = "../../", images: ImageLinks? = nil) -> TemplateFields {
        let stops = TripMapStops(plan)
        var context = pageValues(plan, site: site, root: root, images: images, stops: stops)
        context["days"] = days(plan, root: root, stops: stops)
        context["dayLinks"] = dayLinks(plan.days, anchors: Set(DayHeadings.days(context["days"]).map(\.anchor)))
        // The trip page's alone (`SiteRenderer.renderTrip`, `standalone`): it needs the site's assets and scripts.
        context["streetMap"] = StreetMapContext.value(stops, days: plan.days, tiles: site.streetMap)
        return context
    }

    /// The names of a trip page's own values (`pageValues` and `days`).
    static let pageFields = [
        "title", "pageTitle", "slug", "destination", "startDate", "endDate", "dateRange", "durationText", "dayCount",
        "nightCount", "facts", "flights", "hotels", "hasActivities", "hasDayPlans", "activities", "places", "hasPlaces",
        "cost", "redacted", "unlisted", "markdownFile", "calendarFile", "root", "site", "summary", "id", "vehicle",
        "journey", "travelStyle", "styleHref", "travelers", "status", "statusKey", "country", "flag", "countryNote",
        "description", "image", "canonicalURL", "metaDescription", "ogType", "shareImage", "structuredData", "days",
        "paper", "printStyle", "map", "dayLinks",
    ]
    /// The names of the vehicle's values, of an image's and of the country's.
    static let vehicleFields = ["text", "image"]
    static let imageFields = ["url", "alt"]
    static let countryFields = ["name", "code", "dialCode", "flag", "href"]
    /// The names of a fact's values, and of a cost line's.
    static let listItemFields = ["label", "value"]
    static let costLineFields = ["label", "amount"]

    /// The names `standalone.html` is given besides a trip's: the page's HTML and the stylesheet to inline.
    static let standaloneFields = ["content", "stylesheet"]

    /// The context of `standalone.html`: a trip's, with the HTML of its page (`content`) and the stylesheet.
    public static func standalone(_ context: consuming TemplateFields, content: String) -> TemplateFields {
        var context = context
        // A page of its own, without the site's assets: the SVG map alone.
        context["streetMap"] = nil
        context["content"] = .text(content)
        context["stylesheet"] = .text(String(decoding: EmbeddedResources.stylesheet, as: UTF8.self))
        return context
    }

    /// A trip page's values come in two parts, which depend on the plan alone and which `make` puts together.
    /// This part is every value but the day-by-day timeline (`days`). Both number the trip's map pins alike, from
    /// the same `stops`.
    private static func pageValues(_ plan: TripPlan, site: SiteContext, root: String, images: ImageLinks?, stops: TripMapStops) -> TemplateFields {
        let images = images ?? .site(root: root)
        let trip = plan.trip
        var context: TemplateFields = [
            "title": .text(trip.title),
            "pageTitle": .text("\(trip.title) · \(site.title)"),
            "slug": .text(plan.slug),
            "destination": .text(trip.destination),
            "startDate": .text(trip.startDate.iso),
            "endDate": .text(trip.endDate.iso),
            "dateRange": .text(TextFormat.dateRange(trip.startDate, trip.endDate)),
            "durationText": .text(durationText(plan)),
            "dayCount": .number(plan.dayCount),
            "nightCount": .number(plan.nightCount),
            "facts": .list(facts(plan)),
            "hotels": .list(trip.hotels.map { hotel($0, images: images) }),
            "hasActivities": .bool(!trip.activities.isEmpty),
            "hasDayPlans": .bool(!trip.activities.isEmpty || trip.places.contains { $0.dayNumber != nil }),
            "activities": .list(trip.activities.enumerated().map { activityItem($0.element, order: $0.offset) }),
            "places": .list(orderedPlaces(trip.places).map { place($0, images: images) }),
            "hasPlaces": .bool(!trip.places.isEmpty),
            "cost": cost(plan.cost, travelers: trip.travelers, days: plan.dayCount),
            "redacted": .bool(plan.isRedacted),
            "unlisted": .bool(trip.visibility == .unlisted),
            "markdownFile": .text("\(plan.slug).md"),
            "calendarFile": .text("\(plan.slug).ics"),
            "root": .text(root),
            "site": site.values,
            "summary": .text(summary(plan)),
        ]
        let flights = trip.flights.map { flight($0, text: FlightText(trip)) }
        context["flights"] = .list(flights)
        addGlance(to: &context, plan, flights: flights)
        let paper = PrintStyle.paper(plan, chosen: site.paper, language: plan.trip.language ?? site.language)
        context["paper"] = .text(paper.rawValue)
        context["printStyle"] = .text(PrintStyle.css(title: trip.title, dates: TextFormat.dateRange(trip.startDate, trip.endDate), paper: paper))
        context.set("id", trip.id)
        if let vehicle = trip.vehicle {
            var values: TemplateFields = [:]
            let text = PlaceText.vehicle(vehicle)
            values.set("text", text)
            if let image = vehicle.image, let url = images.url(image) {
                values["image"] = ["url": .text(url), "alt": .text(text ?? "The vehicle")]
            }
            context["vehicle"] = TemplateScope.object(values, keys: vehicleFields)
        }
        context.set("journey", journey(trip.flights))
        context.set("travelStyle", trip.travelStyle)
        // The travel style's page (`TripGroups.byStyle`).
        if let style = trip.travelStyle, case let slug = TripGroups.styleSlug(style), !slug.isEmpty {
            context["styleHref"] = .text("\(root)styles/\(slug)/index.html")
        }
        context.set("travelers", trip.travelers)
        context.set("status", trip.status?.label)
        context.set("statusKey", trip.status?.rawValue)
        if let country = plan.country {
            var values: TemplateFields = ["name": .text(country.name), "code": .text(country.code), "dialCode": .text(country.dialCode)]
            values.set("flag", country.flag.nonEmpty)
            // The country's page, which lists its trips (`TripGroups.byCountry`).
            let slug = TripGroups.countrySlug(country)
            if !slug.isEmpty { values["href"] = .text("\(root)countries/\(slug)/index.html") }
            context["country"] = .object(values)
            context.set("flag", country.flag.nonEmpty)
            if !destinationNames(trip.destination, country) {
                context["countryNote"] = .text(country.name)
            }
        }
        context.set("description", trip.description.map { MarkdownEscaping.block($0) })
        if let image = trip.image, let url = images.url(image) {
            context["image"] = ["url": .text(url), "alt": .text(trip.title)]
        }
        context.set("canonicalURL", site.url(for: "trips/\(plan.slug)/"))
        // The description's text is read once (one cmark run) for the preview and the structured data.
        let descriptionText = trip.description.map { PlainText.text(ofMarkdown: $0) }
        context["metaDescription"] = .text(descriptionText.map { PlainText.shortened($0, limit: 160) } ?? summary(plan))
        context["ogType"] = "article"
        let shareImage = trip.image.flatMap { absoluteImageURL($0, site: site) }
        context.set("shareImage", shareImage)
        context["structuredData"] = .utf8(StructuredData.trip(plan, site: site, imageURL: shareImage, descriptionText: descriptionText))
        let dayLabels = Dictionary(plan.days.map { ($0.date, $0.dayNumber.map { "Day \($0)" } ?? $0.date.short) }, uniquingKeysWith: { first, _ in first })
        context["map"] = TripMapContext.value(
            TripMap(pins: stops.pins, routes: stops.routes), title: trip.title,
            roadDays: stops.road.map { (dayLabels[$0.date] ?? $0.date.short, $0.kilometres) })
        return context
    }

    /// The day-by-day timeline; `stops` as in `pageValues`.
    private static func days(_ plan: TripPlan, root: String, stops: TripMapStops) -> TemplateValue {
        .list(timeline(plan.days, of: plan.trip, stops: stops, text: FlightText(plan.trip), root: root))
    }

    /// A short plain-text description for previews and the index: destination, dates, length and style.
    static func summary(_ plan: TripPlan) -> String {
        TextFormat.detailLine([
            plan.trip.destination, TextFormat.dateRange(plan.trip.startDate, plan.trip.endDate), durationText(plan), plan.trip.travelStyle,
        ])
    }

    static func durationText(_ plan: TripPlan) -> String {
        TextFormat.duration(dayCount: plan.dayCount, nightCount: plan.nightCount)
    }

    /// Whether the destination already names the country (then it is not repeated).
    private static func destinationNames(_ destination: String, _ country: Country) -> Bool {
        let last = destination.split(separator: ",").last.map { String($0).trimmingBlanks.lowercased() } ?? ""
        return last == country.name.lowercased()
    }

    private static func facts(_ plan: TripPlan) -> [TemplateValue] {
        let trip = plan.trip
        var facts: [TemplateValue] = []
        func add(_ label: String, _ value: String?) {
            if let value { facts.append(["label": .text(label), "value": .text(value)]) }
        }
        add("Travel style", trip.travelStyle)
        add("Travelers", trip.travelers.map { String($0) })
        add("Status", trip.status?.label)
        // Reference facts (the country's dialling code) are on the country's page, not among what a reader needs first.
        add("Budget", trip.budget?.formatted)
        add("Vehicle", trip.vehicle.flatMap(PlaceText.vehicle))
        return facts
    }

    // MARK: - Timeline

    /// The days of the timeline, with each run of free days (no events, no day number, the same night) told as one.
    private static func timeline(_ days: [ItineraryDay], of trip: Trip, stops: TripMapStops, text: FlightText, root: String) -> [TemplateValue] {
        func isFree(_ index: Int) -> Bool { days[index].events.isEmpty && days[index].dayNumber == nil }
        let nights = days.map { TripNights.night(after: $0.date, in: trip) }
        var result: [TemplateFields] = []
        var index = 0
        while index < days.count {
            guard isFree(index) else {
                var values = day(days[index], of: trip, stops: stops, text: text, root: root)
                setNight(nights[index], days: 1, in: trip, on: &values)
                result.append(values)
                index += 1
                continue
            }
            var last = index
            // A run goes on while the nights are the same; the trip's last day ends a run without splitting it.
            func sameNight(_ other: Int) -> Bool { nights[other] == nights[index] || (nights[other] == .lastDay && nights[index] == nil) }
            while last + 1 < days.count, isFree(last + 1), days[last + 1].date == days[last].date.adding(days: 1), sameNight(last + 1) {
                last += 1
            }
            let (first, end) = (days[index].date, days[last].date)
            let count = last - index + 1
            var values: TemplateFields = [
                "heading": .text(TextFormat.longDateRange(first, end)),
                "date": .text(first.iso),
                "events": [],
                "anchor": .text("date-\(first.iso)"),
                "linkLabel": .text(count == 1 ? first.short : "\(first.short) – \(end.short)"),
                "freeText": .text(count == 1 ? "A free day: nothing is planned." : "\(TextFormat.count(count, "free day")): nothing is planned."),
            ]
            setNight(count == 1 ? nights[index] : nights[last] == .lastDay ? nil : nights[index], days: count, in: trip, on: &values)
            result.append(values)
            index = last + 1
        }
        return result.enumerated().map { offset, values in
            var values = values
            values["isFirst"] = .bool(offset == 0)
            return TemplateScope.object(values, keys: dayFields)
        }
    }

    /// The id of a day's heading, which the day strip and the map's pins link to: `day-3`, or `date-2025-05-02`
    /// for a day without a number.
    static func anchor(of day: ItineraryDay) -> String {
        day.dayNumber.map { "day-\($0)" } ?? "date-\(day.date.iso)"
    }

    /// A day's heading: "Day 2 · Saturday 23 November 2024", or the date alone for a day without a number.
    static func heading(of day: ItineraryDay) -> String {
        day.dayNumber.map { "Day \($0) · \(day.date.long)" } ?? day.date.long
    }

    /// The names of a day's values.
    static let dayFields = [
        "heading", "date", "events", "anchor", "dayNumber", "freeText", "linkLabel", "isFirst", "tonight", "tonightLabel", "nightNote",
        "dayMap",
    ]

    /// The line under a day's heading: "Tonight: Casa Amora" ("Each night" for a run of free days), "In the air:
    /// EK 204", else "No room booked" or "Last day".
    private static func setNight(_ night: TripNights.Night?, days: Int, in trip: Trip, on values: inout TemplateFields) {
        switch night {
        case .hotel(let index):
            values["tonight"] = .text(trip.hotels[index].name ?? "Hotel")
            values["tonightLabel"] = .text(days == 1 ? "Tonight" : "Each night")
        case .flight(let index):
            values["tonight"] = .text(trip.flights[index].name)
            values["tonightLabel"] = "In the air"
        case .noRoom: values["nightNote"] = "No room booked"
        case .lastDay: values["nightNote"] = "Last day"
        case nil: break
        }
    }

    private static func day(_ day: ItineraryDay, of trip: Trip, stops: TripMapStops, text: FlightText, root: String) -> TemplateFields {
        let heading = heading(of: day)
        var values: TemplateFields = [
            "heading": .text(heading),
            "date": .text(day.date.iso),
            "events": .list(day.events.map { event($0, on: day.date, in: trip, pin: stops.number(of: $0), text: text) }),
            "anchor": .text(anchor(of: day)),
            "linkLabel": .text(day.dayNumber.map { "Day \($0)" } ?? day.date.short),
        ]
        values.set("dayNumber", day.dayNumber)
        if day.events.isEmpty { values["freeText"] = "A free day: nothing is planned." }
        values["dayMap"] = DayMapContext.value(stops, day: day, heading: heading, byRoad: !stops.road.isEmpty)
        return values
    }

    /// The names of an event's values.
    static let eventFields = ["summary", "kind", "mark", "time", "isActivity", "details", "address", "addressURL", "description", "mapURL", "pin"]

    private static func event(_ event: ItineraryEvent, on date: CivilDate, in trip: Trip, pin: Int?, text: FlightText) -> TemplateValue {
        // Room for every name an event may have: the table is not grown as they are set.
        var values = TemplateFields(minimumCapacity: 12)
        let kind: String
        let mark: EventMark
        var details: [String?] = []
        // Where it is, written out: linked to a search of the map.
        var address: String?
        // The zone the event's time is in: a flight's own, else the trip's.
        var zone = trip.timeZone
        switch event {
        case .departure(let index):
            let flight = trip.flights[index]
            kind = "departure"
            mark = .flight
            values["summary"] = .text("\(flight.name) departs" + route(flight))
            details = flightFacts(flight)
            zone = flight.departureTimeZone
        case .arrival(let index):
            let flight = trip.flights[index]
            kind = "arrival"
            mark = .flight
            values["summary"] = .text("\(flight.name) arrives" + (FlightText.airport(flight.arrivalAirport, flight.toAirport).map { " at \($0)" } ?? ""))
            details = [FlightText.airport(flight.departureAirport, flight.fromAirport).map { "from \($0)" }]
            zone = flight.arrivalTimeZone
        case .checkIn(let index):
            let hotel = trip.hotels[index]
            kind = "check-in"
            mark = .checkIn
            values["summary"] = .text(hotel.name ?? "Hotel")
            address = hotel.address
            details = [hotel.roomType, hotel.nights.map { TextFormat.count($0, "night") }, hotel.confirmation.map { "confirmation \($0)" }]
        case .checkOut(let index):
            let hotel = trip.hotels[index]
            kind = "check-out"
            mark = .checkOut
            values["summary"] = .text(hotel.name ?? "Hotel")
        case .place(let index):
            let place = trip.places[index]
            kind = "place"
            mark = .place
            values["summary"] = .text((place.isFavorite ? "♥ " : "") + place.name)
            details = [PlaceText.facts(place)]
            address = place.address
            // The address links to a search for it; a marker at the coordinates is the better map when known.
            if place.coordinates != nil { values.set("mapURL", PlaceText.mapURL(place).map(MarkdownEscaping.url)) }
        case .activity(let index):
            let activity = trip.activities[index]
            kind = "activity"
            mark = .activity
            values["summary"] = .text(activity.name)
            address = activity.location
            details = [activity.duration?.text, activity.price?.formatted, rating(activity.rating, activity.reviewCount)]
            if let description = activity.description {
                values["description"] = .text(MarkdownEscaping.block(description, indent: 2))
            }
        }
        values["kind"] = .text(kind)
        values["mark"] = .text(mark.text)
        if let address {
            values["address"] = .text(address)
            values["addressURL"] = .text(MarkdownEscaping.url(PlaceText.addressSearchURL(address)))
        }
        values.set("time", event.time(in: trip).map { text.time($0, on: date, zone: zone) })
        values["isActivity"] = .bool(kind == "activity")
        values.set("pin", pin)
        // No line at all when no detail is known; an empty detail still makes one.
        values.set("details", details.contains { $0 != nil } ? TextFormat.detailLine(details) : nil)
        return TemplateScope.object(values, keys: eventFields)
    }

    /// "Round trip from BOS" when the last flight lands where the first one left, "One way" when the
    /// flights go somewhere and do not come back; nothing without airports.
    private static func journey(_ flights: [Flight]) -> String? {
        guard let first = flights.first?.departureAirport, let last = flights.last?.arrivalAirport else { return nil }
        if flights.count > 1 && first == last { return "Round trip from \(first)" }
        return "One way, \(first) to \(last)"
    }

    private static func route(_ flight: Flight) -> String {
        switch (FlightText.airport(flight.departureAirport, flight.fromAirport), FlightText.airport(flight.arrivalAirport, flight.toAirport)) {
        case let (from?, to?): " from \(from) to \(to)"
        case let (from?, nil): " from \(from)"
        case let (nil, to?): " to \(to)"
        case (nil, nil): ""
        }
    }

    private static func flightFacts(_ flight: Flight) -> [String?] {
        [(flight.elapsed ?? flight.duration)?.text, stopsText(flight), flight.confirmation.map { "confirmation \($0)" }]
    }

    private static func rating(_ rating: Double?, _ reviews: Int?) -> String? {
        rating.map { TextFormat.rating(outOfTen: $0, reviews: reviews) }
    }

    // MARK: - Bookings

    /// The names of a flight's values.
    static let flightFields = [
        "name", "route", "airline", "flightNumber", "departure", "arrival", "durationText", "stopsText", "price", "confirmation",
    ]

    private static func flight(_ flight: Flight, text: FlightText) -> TemplateValue {
        var values: TemplateFields = ["name": .text(flight.name)]
        values.set("route", FlightText.route(flight))
        values.set("airline", flight.airline)
        values.set("flightNumber", flight.flightNumber)
        values.set("departure", moment(flight.departureDate, flight.departureTime, zone: flight.departureTimeZone, at: flight.departureAirport, text: text))
        var arrival = moment(flight.arrivalDate, flight.arrivalTime, zone: flight.arrivalTimeZone, at: flight.arrivalAirport, text: text)
        // "+1" when the flight lands on a later day than it leaves, "−1" on the day before (across the date line), as
        // airlines write it.
        if let departureDate = flight.departureDate, let arrivalDate = flight.arrivalDate, arrivalDate != departureDate, arrival != nil {
            let days = arrivalDate.days(since: departureDate)
            arrival! += days > 0 ? " (+\(days))" : " (\u{2212}\(-days))"
        }
        values.set("arrival", arrival)
        // The time between the zoned instants when known, else the duration given.
        values.set("durationText", (flight.elapsed ?? flight.duration)?.text)
        values.set("stopsText", stopsText(flight))
        values.set("price", priceText(flight))
        values.set("confirmation", flight.confirmation)
        return TemplateScope.object(values, keys: flightFields)
    }

    /// "direct", "1 stop", "2 stops", or "not direct" when the data says no more than that (`is_direct: false`).
    static func stopsText(_ flight: Flight) -> String? {
        if let stops = flight.stopCount { return stops == 0 ? "direct" : TextFormat.count(stops, "stop") }
        return flight.isDirect == false ? "not direct" : nil
    }

    /// "$389.00", or "$389.00 per traveller, $778.00 for 2 travellers" when the booking says for how many.
    static func priceText(_ flight: Flight) -> String? {
        guard let price = flight.price else { return nil }
        guard let travelers = flight.travelers, travelers > 1, let total = flight.totalPrice else { return price.formatted }
        return "\(price.formatted) per traveller, \(total.formatted) for \(TextFormat.count(travelers, "traveller"))"
    }

    private static func moment(_ date: CivilDate?, _ time: ClockTime?, zone: String?, at airport: String?, text: FlightText) -> String? {
        let parts = [airport, date?.medium, time.map { text.time($0, on: date, zone: zone) }].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    /// The names of a hotel's values.
    static let hotelFields = ["name", "details", "stars", "price", "pricePerNight", "confirmation", "roomsLeft", "roomsLeftText", "image"]

    private static func hotel(_ hotel: Hotel, images: ImageLinks) -> TemplateValue {
        var values: TemplateFields = ["name": .text(hotel.name ?? "Hotel")]
        var stay: String?
        if let checkIn = hotel.checkInDate, let checkOut = hotel.checkOutDate {
            stay = "\(TextFormat.dateRange(checkIn, checkOut))" + (hotel.nights.map { " (\(TextFormat.count($0, "night")))" } ?? "")
        } else if let checkIn = hotel.checkInDate {
            stay = "from \(checkIn.medium)"
        }
        let times = [hotel.checkInTime.map { "check-in from \($0.text)" }, hotel.checkOutTime.map { "check-out by \($0.text)" }]
        let details = TextFormat.detailLine([stay] + times + [hotel.roomType, hotel.address, rating(hotel.rating, hotel.reviewCount)])
        values.set("details", details.nonEmpty)
        values.set("stars", hotel.stars.map { "\($0)-star" })
        values.set("price", hotel.totalPrice?.formatted)
        // The nightly price as given, else worked out from the total when the stay is longer than a night.
        values.set("pricePerNight", hotel.pricePerNight?.formatted ?? hotel.nights.flatMap { $0 > 1 ? hotel.nightlyPrice?.formatted : nil })
        values.set("confirmation", hotel.confirmation)
        values.set("roomsLeft", hotel.roomsLeft)
        if let left = hotel.roomsLeft, left > 0, left <= 5 {
            values["roomsLeftText"] = .text("only \(TextFormat.count(left, "room")) left")
        }
        if let image = hotel.image, let url = images.url(image) { values["image"] = ["url": .text(url), "alt": .text(hotel.name ?? "Hotel")] }
        return TemplateScope.object(values, keys: hotelFields)
    }

    // MARK: - Cost

    /// The names of the cost's values.
    static let costFields = [
        "hasCosts", "sharesNote", "perTraveler", "perDay", "lines", "total", "unpriced", "budget", "budgetStatus", "overBudget",
    ]

    private static func cost(_ cost: CostSummary, travelers: Int?, days: Int) -> TemplateValue {
        var values: TemplateFields = ["hasCosts": .bool(cost.hasCosts)]
        // Shares of the total, when it is in one currency (amounts in different currencies are never added).
        if cost.total.currencyCount > 1, (travelers ?? 0) > 1 || days > 1 {
            values["sharesNote"] = "Costs are in several currencies, so no total per traveller or per day is worked out."
        }
        if let only = cost.total.onlySum {
            if let travelers, travelers > 1 {
                values["perTraveler"] = .text(only.divided(by: travelers).formatted)
            }
            if days > 1 {
                values["perDay"] = .text(only.divided(by: days).formatted)
            }
        }
        var lines: [TemplateValue] = []
        for (label, totals) in [("Flights", cost.flights), ("Hotels", cost.hotels), ("Activities", cost.activities)] where !totals.isEmpty {
            lines.append(["label": .text(label), "amount": .text(totals.formatted)])
        }
        values["lines"] = .list(lines)
        values["total"] = .text(cost.total.formatted)
        if cost.unpricedItems > 0 {
            values["unpriced"] = .text("\(TextFormat.count(cost.unpricedItems, "item")) without a price \(cost.unpricedItems == 1 ? "is" : "are") not counted.")
        }
        if let budget = cost.budget {
            values["budget"] = .text(budget.formatted)
            switch cost.budgetStatus {
            case .under(let left): values["budgetStatus"] = .text("\(left.formatted) under budget")
            case .over(let excess): values["budgetStatus"] = .text("\(excess.formatted) over budget"); values["overBudget"] = true
            case .exact: values["budgetStatus"] = "exactly on budget"
            case .notComparable(let reason): values["budgetStatus"] = .text("not compared with the budget: \(reason)")
            case nil: break
            }
        }
        return .object(values)
    }

    // MARK: - Images

    /// The absolute address of an image, for link previews: remote as is, local only when the base URL is known.
    static func absoluteImageURL(_ image: ImageReference, site: SiteContext) -> String? {
        switch image {
        case .remote(let url): MarkdownEscaping.url(url)
        case .local(let path): site.url(for: MarkdownEscaping.filePath("media/" + path))
        }
    }

}

// MARK: - Places and activities

extension TripContext {
    /// Favourites first, each group in the file's order.
    static func orderedPlaces(_ places: [Place]) -> [Place] {
        places.filter(\.isFavorite) + places.filter { !$0.isFavorite }
    }

    /// The names of a place's values, and of an activity's in the list of activities.
    static let placeFields = ["name", "favorite", "url", "facts", "address", "mapURL", "dayText", "notes", "image"]
    static let activityFields = ["name", "details"]

    private static func place(_ place: Place, images: ImageLinks) -> TemplateValue {
        var values: TemplateFields = ["name": .text(place.name), "favorite": .bool(place.isFavorite)]
        values.set("url", place.url.map(MarkdownEscaping.url))
        values.set("facts", PlaceText.facts(place))
        values.set("address", place.address)
        values.set("mapURL", PlaceText.mapURL(place).map(MarkdownEscaping.url))
        values.set("dayText", place.dayNumber.map { "Day \($0)" })
        values.set("notes", place.notes.map { MarkdownEscaping.block($0, indent: 2) })
        if let image = place.image, let url = images.url(image) { values["image"] = ["url": .text(url), "alt": .text(place.name)] }
        return TemplateScope.object(values, keys: placeFields)
    }

    /// An activity as one line of the trip's list of activities: its day, price and rating.
    private static func activityItem(_ activity: Activity, order: Int) -> TemplateValue {
        let details = TextFormat.detailLine([
            "Day \(activity.dayNumber)", activity.duration?.text, activity.price?.formatted, rating(activity.rating, activity.reviewCount),
        ])
        return ["name": .text(activity.name), "details": .text(details)]
    }
}
