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
    ///   - site: the site, speaking the language the trip's pages are written in (`SiteContext.speaking`).
    public static func make(_ plan: TripPlan, site: SiteContext, root: String = "../../", images: ImageLinks? = nil) -> TemplateFields {
        let stops = TripMapStops(plan, unnamedHotel: site.language.text("hotel.unnamed"))
        // Each activity's facts are shown twice, in the list of activities and on its day: worked out once.
        let activityFacts = plan.trip.activities.map { Self.activityFacts($0, lang: site.language) }
        var context = pageValues(plan, site: site, root: root, images: images, stops: stops, activityFacts: activityFacts)
        context["days"] = days(plan, root: root, stops: stops, activityFacts: activityFacts, lang: site.language)
        context["dayLinks"] = dayLinks(plan.days, anchors: Set(DayHeadings.days(context["days"]).map(\.anchor)), lang: site.language)
        // The trip page's alone (`SiteRenderer.renderTrip`, `standalone`): it needs the site's assets and scripts.
        context["streetMap"] = StreetMapContext.value(stops, tiles: site.streetMap, lang: site.language)
        return context
    }

    /// The names of a trip page's own values (`pageValues` and `days`).
    static let pageFields = [
        "title", "pageTitle", "slug", "destination", "startDate", "endDate", "dateRange", "durationText", "dayCount",
        "nightCount", "facts", "flights", "hotels", "hasActivities", "hasDayPlans", "activities", "places", "hasPlaces",
        "cost", "redacted", "unlisted", "markdownFile", "calendarFile", "root", "site", "summary", "id", "vehicle",
        "journey", "travelStyle", "styleHref", "travelers", "status", "statusKey", "country", "flag", "countryNote",
        "description", "image", "canonicalURL", "metaDescription", "ogType", "shareImage", "structuredData", "days",
        "paper", "printStyle", "map", "dayLinks", "lang", "dir", "browserWords",
    ] + SiteLanguage.fieldNames
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
    /// the same `stops`, and show the same `activityFacts` (`activityFacts(_:lang:)`, by the activities' index).
    private static func pageValues(
        _ plan: TripPlan, site: SiteContext, root: String, images: ImageLinks?, stops: TripMapStops, activityFacts: [[String?]]
    ) -> TemplateFields {
        let images = images ?? .site(root: root)
        let trip = plan.trip
        let lang = site.language
        var context: TemplateFields = [
            "t": lang.templateValue,
            "lang": .text(lang.code),
            "dir": .text(lang.direction),
            "browserWords": .text(lang.tripBrowserWords),
            "title": .text(trip.title),
            "pageTitle": .text("\(trip.title) · \(site.title)"),
            "slug": .text(plan.slug),
            "destination": .text(trip.destination),
            "startDate": .text(trip.startDate.iso),
            "endDate": .text(trip.endDate.iso),
            "dateRange": .text(lang.dateRange(trip.startDate, trip.endDate)),
            "durationText": .text(durationText(plan, lang: lang)),
            "dayCount": .number(plan.dayCount),
            "nightCount": .number(plan.nightCount),
            "facts": .list(facts(plan, lang: lang)),
            "hotels": .list(trip.hotels.map { hotel($0, images: images, lang: lang) }),
            "hasActivities": .bool(!trip.activities.isEmpty),
            "hasDayPlans": .bool(!trip.activities.isEmpty || trip.places.contains { $0.dayNumber != nil }),
            "activities": .list(zip(trip.activities, activityFacts).map { activityItem($0, facts: $1, lang: lang) }),
            "places": .list(orderedPlaces(trip.places).map { place($0, images: images, lang: lang) }),
            "hasPlaces": .bool(!trip.places.isEmpty),
            "cost": cost(plan.cost, travelers: trip.travelers, days: plan.dayCount, lang: lang),
            "redacted": .bool(plan.isRedacted),
            "unlisted": .bool(trip.visibility == .unlisted),
            "markdownFile": .text("\(plan.slug).md"),
            "calendarFile": .text("\(plan.slug).ics"),
            "root": .text(root),
            "site": site.values,
            "summary": .text(summary(plan, lang: lang)),
        ]
        let flights = trip.flights.map { flight($0, text: FlightText(trip, language: lang)) }
        context["flights"] = .list(flights)
        addGlance(to: &context, plan, flights: flights, lang: lang)
        let paper = PrintStyle.paper(plan, chosen: site.paper, language: plan.trip.language ?? site.languageSetting)
        context["paper"] = .text(paper.rawValue)
        context["printStyle"] = .text(PrintStyle.css(title: trip.title, dates: lang.dateRange(trip.startDate, trip.endDate), paper: paper, lang: lang))
        context.set("id", trip.id)
        if let vehicle = trip.vehicle {
            var values: TemplateFields = [:]
            let text = PlaceText.vehicle(vehicle)
            values.set("text", text)
            if let image = vehicle.image, let url = images.url(image) {
                values["image"] = ["url": .text(url), "alt": .text(text ?? lang.text("trip.vehicle_picture"))]
            }
            context["vehicle"] = TemplateScope.object(values, keys: vehicleFields)
        }
        context.set("journey", journey(trip.flights, lang: lang))
        context.set("travelStyle", trip.travelStyle)
        // The travel style's page (`TripGroups.byStyle`).
        if let style = trip.travelStyle, case let slug = TripGroups.styleSlug(style), !slug.isEmpty {
            context["styleHref"] = .text("\(root)styles/\(slug)/index.html")
        }
        context.set("travelers", trip.travelers)
        context.set("status", trip.status.map { lang.text("status.\($0.rawValue)") })
        context.set("statusKey", trip.status?.rawValue)
        if let country = plan.country {
            let name = lang.countryName(country)
            var values: TemplateFields = ["name": .text(name), "code": .text(country.code), "dialCode": .text(country.dialCode)]
            values.set("flag", country.flag.nonEmpty)
            // The country's page, which lists its trips (`TripGroups.byCountry`).
            let slug = TripGroups.countrySlug(country)
            if !slug.isEmpty { values["href"] = .text("\(root)countries/\(slug)/index.html") }
            context["country"] = .object(values)
            context.set("flag", country.flag.nonEmpty)
            if !destinationNames(trip.destination, country) && !destinationNames(trip.destination, name) {
                context["countryNote"] = .text(name)
            }
        }
        context.set("description", trip.description.map { MarkdownEscaping.block($0) })
        if let image = trip.image, let url = images.url(image) {
            context["image"] = ["url": .text(url), "alt": .text(trip.title)]
        }
        context.set("canonicalURL", site.url(for: "trips/\(plan.slug)/"))
        // The description's text is read once (one cmark run) for the preview and the structured data.
        let descriptionText = trip.description.map { PlainText.text(ofMarkdown: $0) }
        context["metaDescription"] = .text(descriptionText.map { PlainText.shortened($0, limit: 160) } ?? summary(plan, lang: lang))
        context["ogType"] = "article"
        let shareImage = trip.image.flatMap { absoluteImageURL($0, site: site) }
        context.set("shareImage", shareImage)
        context["structuredData"] = .utf8(StructuredData.trip(plan, site: site, imageURL: shareImage, descriptionText: descriptionText))
        let dayLabels = Dictionary(
            plan.days.map { day in (day.date, day.dayNumber.map { lang.text("day.number", ["number": lang.number($0)]) } ?? lang.short(day.date)) },
            uniquingKeysWith: { first, _ in first })
        context["map"] = TripMapContext.value(
            TripMap(pins: stops.pins, routes: stops.routes), title: trip.title, lang: lang,
            roadDays: stops.road.map { (dayLabels[$0.date] ?? lang.short($0.date), $0.kilometres) })
        return context
    }

    /// The day-by-day timeline; `stops` and `activityFacts` as in `pageValues`.
    private static func days(_ plan: TripPlan, root: String, stops: TripMapStops, activityFacts: [[String?]], lang: SiteLanguage) -> TemplateValue {
        .list(timeline(plan.days, of: plan.trip, stops: stops, activityFacts: activityFacts, text: FlightText(plan.trip, language: lang), root: root))
    }

    /// A short plain-text description for previews and the index: destination, dates, length and style.
    static func summary(_ plan: TripPlan, lang: SiteLanguage) -> String {
        TextFormat.detailLine([
            plan.trip.destination, lang.dateRange(plan.trip.startDate, plan.trip.endDate), durationText(plan, lang: lang), plan.trip.travelStyle,
        ])
    }

    /// "5 days, 4 nights", or "1 day" for a trip without a night.
    static func durationText(_ plan: TripPlan, lang: SiteLanguage) -> String {
        let days = lang.count("count.days", plan.dayCount)
        return plan.nightCount == 0 ? days : lang.text("trip.days_and_nights", ["days": days, "nights": lang.count("count.nights", plan.nightCount)])
    }

    /// Whether the destination already names the country (then it is not repeated).
    private static func destinationNames(_ destination: String, _ country: Country) -> Bool {
        destinationNames(destination, country.name)
    }

    private static func destinationNames(_ destination: String, _ name: String) -> Bool {
        let last = destination.split(separator: ",").last.map { String($0).trimmingBlanks.lowercased() } ?? ""
        return last == name.lowercased()
    }

    private static func facts(_ plan: TripPlan, lang: SiteLanguage) -> [TemplateValue] {
        let trip = plan.trip
        var facts: [TemplateValue] = []
        func add(_ label: String, _ value: String?) {
            if let value { facts.append(["label": .text(label), "value": .text(value)]) }
        }
        add(lang.text("fact.travel_style"), trip.travelStyle)
        add(lang.text("fact.travelers"), trip.travelers.map { lang.number($0) })
        add(lang.text("fact.status"), trip.status.map { lang.text("status.\($0.rawValue)") })
        // Reference facts (the country's dialling code) are on the country's page, not among what a reader needs first.
        add(lang.text("fact.budget"), trip.budget.map(lang.money))
        add(lang.text("fact.vehicle"), trip.vehicle.flatMap(PlaceText.vehicle))
        return facts
    }

    // MARK: - Timeline

    /// The days of the timeline, with each run of free days (no events, no day number, the same night) told as one.
    private static func timeline(
        _ days: [ItineraryDay], of trip: Trip, stops: TripMapStops, activityFacts: [[String?]], text: FlightText, root: String
    ) -> [TemplateValue] {
        func isFree(_ index: Int) -> Bool { days[index].events.isEmpty && days[index].dayNumber == nil }
        let lang = text.language
        let nights = days.map { TripNights.night(after: $0.date, in: trip) }
        let pinWords = PinLinkWords(lang)
        var result: [TemplateFields] = []
        var index = 0
        while index < days.count {
            guard isFree(index) else {
                var values = day(days[index], of: trip, stops: stops, pinWords: pinWords, activityFacts: activityFacts, text: text, root: root)
                setNight(nights[index], days: 1, in: trip, on: &values, lang: lang)
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
                "heading": .text(lang.longDateRange(first, end)),
                "date": .text(first.iso),
                "events": [],
                "anchor": .text("date-\(first.iso)"),
                "linkLabel": .text(count == 1 ? lang.short(first) : lang.text("dates.short_range", ["first": lang.short(first), "last": lang.short(end)])),
                "freeText": .text(lang.count("day.free_days", count)),
            ]
            setNight(count == 1 ? nights[index] : nights[last] == .lastDay ? nil : nights[index], days: count, in: trip, on: &values, lang: lang)
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
    static func heading(of day: ItineraryDay, lang: SiteLanguage) -> String {
        day.dayNumber.map { lang.text("day.heading", ["number": lang.number($0), "date": lang.long(day.date)]) } ?? lang.long(day.date)
    }

    /// The names of a day's values.
    static let dayFields = [
        "heading", "date", "events", "anchor", "dayNumber", "freeText", "linkLabel", "isFirst", "tonight", "tonightLabel", "nightNote",
        "dayMap",
    ]

    /// The line under a day's heading: "Tonight: Casa Amora" ("Each night" for a run of free days), "In the air:
    /// EK 204", else "No room booked" or "Last day".
    private static func setNight(_ night: TripNights.Night?, days: Int, in trip: Trip, on values: inout TemplateFields, lang: SiteLanguage) {
        switch night {
        case .hotel(let index):
            values["tonight"] = .text(trip.hotels[index].name ?? lang.text("hotel.unnamed"))
            values["tonightLabel"] = .text(lang.text(days == 1 ? "night.tonight" : "night.each_night"))
        case .flight(let index):
            values["tonight"] = .text(trip.flights[index].name)
            values["tonightLabel"] = .text(lang.text("night.in_the_air"))
        case .noRoom: values["nightNote"] = .text(lang.text("night.no_room"))
        case .lastDay: values["nightNote"] = .text(lang.text("night.last_day"))
        case nil: break
        }
    }

    private static func day(
        _ day: ItineraryDay, of trip: Trip, stops: TripMapStops, pinWords: PinLinkWords, activityFacts: [[String?]], text: FlightText,
        root: String
    ) -> TemplateFields {
        let lang = text.language
        let heading = heading(of: day, lang: lang)
        var values: TemplateFields = [
            "heading": .text(heading),
            "date": .text(day.date.iso),
            "events": .list(day.events.map {
                event($0, on: day.date, in: trip, pin: stops.number(of: $0), pinWords: pinWords, activityFacts: activityFacts, text: text)
            }),
            "anchor": .text(anchor(of: day)),
            "linkLabel": .text(day.dayNumber.map { lang.text("day.number", ["number": lang.number($0)]) } ?? lang.short(day.date)),
        ]
        values.set("dayNumber", day.dayNumber)
        if day.events.isEmpty { values["freeText"] = .text(lang.count("day.free_days", 1)) }
        values["dayMap"] = DayMapContext.value(stops, day: day, heading: heading, byRoad: !stops.road.isEmpty, lang: lang)
        return values
    }

    /// The names of an event's values.
    static let eventFields = ["summary", "kind", "mark", "time", "isActivity", "details", "address", "addressURL", "description", "mapURL", "pin", "pinLabel", "pinTitle",
        "checkInURL", "phone", "phoneURL",
    ]

    private static func event(
        _ event: ItineraryEvent, on date: CivilDate, in trip: Trip, pin: Int?, pinWords: PinLinkWords, activityFacts: [[String?]],
        text: FlightText
    ) -> TemplateValue {
        let lang = text.language
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
            values["summary"] = .text(departs(flight, lang: lang))
            details = flightFacts(flight, lang: lang)
            values.set("checkInURL", flight.checkInURL.map(MarkdownEscaping.url))
            zone = flight.departureTimeZone
        case .arrival(let index):
            let flight = trip.flights[index]
            kind = "arrival"
            mark = .flight
            values["summary"] = .text(FlightText.airport(flight.arrivalAirport, flight.toAirport).map {
                lang.text("event.arrives_at", ["flight": flight.name, "airport": $0])
            } ?? lang.text("event.arrives", ["flight": flight.name]))
            details = [FlightText.airport(flight.departureAirport, flight.fromAirport).map { lang.text("event.from", ["airport": $0]) },
                       airportSpot(terminal: flight.arrivalTerminal, gate: flight.arrivalGate, lang: lang)]
            zone = flight.arrivalTimeZone
        case .checkIn(let index):
            let hotel = trip.hotels[index]
            kind = "check-in"
            mark = .checkIn
            values["summary"] = .text(hotel.name ?? lang.text("hotel.unnamed"))
            address = hotel.address
            details = [hotel.roomType, hotel.nights.map { lang.count("count.nights", $0) }, hotel.confirmation.map { lang.text("booking.confirmation", ["number": $0]) }]
            setPhone(hotel.phone, in: &values)
        case .checkOut(let index):
            let hotel = trip.hotels[index]
            kind = "check-out"
            mark = .checkOut
            values["summary"] = .text(hotel.name ?? lang.text("hotel.unnamed"))
        case .place(let index):
            let place = trip.places[index]
            kind = "place"
            mark = .place
            values["summary"] = .text((place.isFavorite ? "♥ " : "") + place.name)
            details = [PlaceText.facts(place, lang: lang)]
            address = place.address
            // The address links to a search for it; a marker at the coordinates is the better map when known.
            if place.coordinates != nil { values.set("mapURL", PlaceText.mapURL(place).map(MarkdownEscaping.url)) }
        case .activity(let index):
            let activity = trip.activities[index]
            kind = "activity"
            mark = .activity
            values["summary"] = .text(activity.name)
            address = activity.location
            details = activityFacts[index]
            if let description = activity.description {
                values["description"] = .text(MarkdownEscaping.block(description, indent: 2))
            }
        }
        values["kind"] = .text(kind)
        values["mark"] = .text(mark.text(lang))
        if let address {
            values["address"] = .text(address)
            values["addressURL"] = .text(MarkdownEscaping.url(PlaceText.addressSearchURL(address)))
        }
        values.set("time", event.time(in: trip).map { text.time($0, on: date, zone: zone) })
        values["isActivity"] = .bool(kind == "activity")
        values.set("pin", pin)
        if let pin {
            let number = String(pin)
            values["pinLabel"] = .text(pinWords.label.filled(["number": number]))
            values["pinTitle"] = .text(pinWords.title.filled(["number": number]))
        }
        // No line at all when no detail is known; an empty detail still makes one.
        values.set("details", details.contains { $0 != nil } ? TextFormat.detailLine(details) : nil)
        return TemplateScope.object(values, keys: eventFields)
    }

    /// "Round trip from BOS" when the last flight lands where the first one left, "One way" when the
    /// flights go somewhere and do not come back; nothing without airports.
    private static func journey(_ flights: [Flight], lang: SiteLanguage) -> String? {
        guard let first = flights.first?.departureAirport, let last = flights.last?.arrivalAirport else { return nil }
        if flights.count > 1 && first == last { return lang.text("flight.round_trip", ["airport": first]) }
        return lang.text("flight.one_way", ["from": first, "to": last])
    }

    /// "EK 204 departs from DXB Dubai to LIS Lisbon", with the airports known.
    private static func departs(_ flight: Flight, lang: SiteLanguage) -> String {
        switch (FlightText.airport(flight.departureAirport, flight.fromAirport), FlightText.airport(flight.arrivalAirport, flight.toAirport)) {
        case let (from?, to?): lang.text("event.departs_from_to", ["flight": flight.name, "from": from, "to": to])
        case let (from?, nil): lang.text("event.departs_from", ["flight": flight.name, "from": from])
        case let (nil, to?): lang.text("event.departs_to", ["flight": flight.name, "to": to])
        case (nil, nil): lang.text("event.departs", ["flight": flight.name])
        }
    }

    /// What the departure's line says besides its time: where to go and when to board, how long and how direct
    /// the flight is, and the booking (the seat and the confirmation, shown only with the private details).
    private static func flightFacts(_ flight: Flight, lang: SiteLanguage) -> [String?] {
        [airportSpot(terminal: flight.departureTerminal, gate: flight.departureGate, lang: lang),
         flight.boardingTime.map { lang.text("flight.boarding", ["time": lang.time($0)]) },
         (flight.elapsed ?? flight.duration).map(lang.duration), stopsText(flight, lang: lang),
         flight.seat.map { lang.text("flight.seat", ["seat": $0]) },
         flight.confirmation.map { lang.text("booking.confirmation", ["number": $0]) }]
    }

    /// "Terminal 2 · gate B12": where a flight leaves from or lands, as far as the booking says; `nil` without either.
    static func airportSpot(terminal: String?, gate: String?, lang: SiteLanguage) -> String? {
        let parts = [terminal.map { lang.text("flight.terminal", ["terminal": $0]) }, gate.map { lang.text("flight.gate", ["gate": $0]) }]
        return parts.contains { $0 != nil } ? lang.detailLine(parts) : nil
    }

    /// A hotel's telephone number as written, and a `tel:` link to call it (`PhoneNumber.url`), when it has one.
    private static func setPhone(_ phone: String?, in values: inout TemplateFields) {
        guard let phone, let url = PhoneNumber.url(phone) else { return }
        values["phone"] = .text(phone)
        values["phoneURL"] = .text(url)
    }

    /// "rated 9.3/10 (1,234 reviews)": an activity's or a hotel's rating out of 10.
    private static func rating(_ rating: Double?, _ reviews: Int?, lang: SiteLanguage) -> String? {
        guard let rating else { return nil }
        let text = lang.text("rating.out_of_ten", ["rating": lang.oneDecimal(rating)])
        return reviews.map { lang.text("rating.with_reviews", ["rating": text, "reviews": lang.count("count.reviews", $0)]) } ?? text
    }

    // MARK: - Bookings

    /// The names of a flight's values.
    static let flightFields = [
        "name", "route", "airline", "flightNumber", "departure", "arrival", "durationText", "stopsText", "price", "confirmation",
        "departureSpot", "arrivalSpot", "boarding", "seat", "checkInURL",
    ]

    private static func flight(_ flight: Flight, text: FlightText) -> TemplateValue {
        var values: TemplateFields = ["name": .text(flight.name)]
        let lang = text.language
        values.set("route", FlightText.route(flight, lang: lang))
        values.set("airline", flight.airline)
        values.set("flightNumber", flight.flightNumber)
        values.set("departure", moment(flight.departureDate, flight.departureTime, zone: flight.departureTimeZone, at: flight.departureAirport, text: text))
        var arrival = moment(flight.arrivalDate, flight.arrivalTime, zone: flight.arrivalTimeZone, at: flight.arrivalAirport, text: text)
        // "+1" when the flight lands on a later day than it leaves, "−1" on the day before (across the date line), as
        // airlines write it.
        if let departureDate = flight.departureDate, let arrivalDate = flight.arrivalDate, arrivalDate != departureDate, arrival != nil {
            let days = arrivalDate.days(since: departureDate)
            arrival! += days > 0 ? " (+\(lang.number(days)))" : " (\u{2212}\(lang.number(-days)))"
        }
        values.set("arrival", arrival)
        // The time between the zoned instants when known, else the duration given.
        values.set("durationText", (flight.elapsed ?? flight.duration).map(lang.duration))
        values.set("stopsText", stopsText(flight, lang: lang))
        values.set("price", priceText(flight, lang: lang))
        values.set("confirmation", flight.confirmation)
        values.set("departureSpot", airportSpot(terminal: flight.departureTerminal, gate: flight.departureGate, lang: lang))
        values.set("arrivalSpot", airportSpot(terminal: flight.arrivalTerminal, gate: flight.arrivalGate, lang: lang))
        values.set("boarding", flight.boardingTime.map { lang.text("flight.boarding", ["time": lang.time($0)]) })
        values.set("seat", flight.seat.map { lang.text("flight.seat", ["seat": $0]) })
        values.set("checkInURL", flight.checkInURL.map(MarkdownEscaping.url))
        return TemplateScope.object(values, keys: flightFields)
    }

    /// "direct", "1 stop", "2 stops", or "not direct" when the data says no more than that (`is_direct: false`).
    static func stopsText(_ flight: Flight, lang: SiteLanguage) -> String? {
        if let stops = flight.stopCount { return stops == 0 ? lang.text("flight.direct") : lang.count("count.stops", stops) }
        return flight.isDirect == false ? lang.text("flight.not_direct") : nil
    }

    /// "$389.00", or "$389.00 per traveller, $778.00 for 2 travellers" when the booking says for how many.
    static func priceText(_ flight: Flight, lang: SiteLanguage) -> String? {
        guard let price = flight.price else { return nil }
        guard let travelers = flight.travelers, travelers > 1, let total = flight.totalPrice else { return lang.money(price) }
        return lang.text("flight.price_per_traveller", [
            "price": lang.money(price), "total": lang.money(total), "travellers": lang.count("count.travellers", travelers),
        ])
    }

    private static func moment(_ date: CivilDate?, _ time: ClockTime?, zone: String?, at airport: String?, text: FlightText) -> String? {
        let parts = [airport, date.map(text.language.medium), time.map { text.time($0, on: date, zone: zone) }].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    /// The names of a hotel's values.
    static let hotelFields = ["name", "details", "stars", "price", "pricePerNight", "perNightText", "confirmation", "roomsLeft", "roomsLeftText", "image",
        "phone", "phoneURL",
    ]

    private static func hotel(_ hotel: Hotel, images: ImageLinks, lang: SiteLanguage) -> TemplateValue {
        let name = hotel.name ?? lang.text("hotel.unnamed")
        var values: TemplateFields = ["name": .text(name)]
        var stay: String?
        if let checkIn = hotel.checkInDate, let checkOut = hotel.checkOutDate {
            let dates = lang.dateRange(checkIn, checkOut)
            stay = hotel.nights.map { lang.text("hotel.dates_and_nights", ["dates": dates, "nights": lang.count("count.nights", $0)]) } ?? dates
        } else if let checkIn = hotel.checkInDate {
            stay = lang.text("hotel.from_date", ["date": lang.medium(checkIn)])
        }
        let times = [
            hotel.checkInTime.map { lang.text("hotel.check_in_from", ["time": lang.time($0)]) },
            hotel.checkOutTime.map { lang.text("hotel.check_out_by", ["time": lang.time($0)]) },
        ]
        let details = TextFormat.detailLine([stay] + times + [hotel.roomType, hotel.address, rating(hotel.rating, hotel.reviewCount, lang: lang)])
        values.set("details", details.nonEmpty)
        values.set("stars", hotel.stars.map { lang.text("hotel.stars", ["stars": lang.number($0)]) })
        values.set("price", hotel.totalPrice.map(lang.money))
        // The nightly price as given, else worked out from the total when the stay is longer than a night.
        let perNight = (hotel.pricePerNight ?? hotel.nights.flatMap { $0 > 1 ? hotel.nightlyPrice : nil }).map(lang.money)
        values.set("pricePerNight", perNight)
        values.set("perNightText", perNight.map { lang.text("hotel.per_night", ["price": $0]) })
        values.set("confirmation", hotel.confirmation)
        setPhone(hotel.phone, in: &values)
        values.set("roomsLeft", hotel.roomsLeft)
        if let left = hotel.roomsLeft, left > 0, left <= 5 {
            values["roomsLeftText"] = .text(lang.count("hotel.rooms_left", left))
        }
        if let image = hotel.image, let url = images.url(image) { values["image"] = ["url": .text(url), "alt": .text(name)] }
        return TemplateScope.object(values, keys: hotelFields)
    }

    // MARK: - Cost

    /// The names of the cost's values.
    static let costFields = [
        "hasCosts", "sharesNote", "perTraveler", "perDay", "lines", "total", "unpriced", "budget", "budgetStatus", "overBudget",
    ]

    private static func cost(_ cost: CostSummary, travelers: Int?, days: Int, lang: SiteLanguage) -> TemplateValue {
        var values: TemplateFields = ["hasCosts": .bool(cost.hasCosts)]
        // Shares of the total, when it is in one currency (amounts in different currencies are never added).
        if cost.total.currencyCount > 1, (travelers ?? 0) > 1 || days > 1 {
            values["sharesNote"] = .text(lang.text("cost.no_shares"))
        }
        if let only = cost.total.onlySum {
            if let travelers, travelers > 1 {
                values["perTraveler"] = .text(lang.money(only.divided(by: travelers)))
            }
            if days > 1 {
                values["perDay"] = .text(lang.money(only.divided(by: days)))
            }
        }
        var lines: [TemplateValue] = []
        for (key, totals) in [("cost.flights", cost.flights), ("cost.hotels", cost.hotels), ("cost.activities", cost.activities)] where !totals.isEmpty {
            lines.append(["label": .text(lang.text(key)), "amount": .text(lang.totals(totals))])
        }
        values["lines"] = .list(lines)
        values["total"] = .text(lang.totals(cost.total))
        if cost.unpricedItems > 0 {
            values["unpriced"] = .text(lang.count("cost.unpriced", cost.unpricedItems))
        }
        if let budget = cost.budget {
            values["budget"] = .text(lang.money(budget))
            switch cost.budgetStatus {
            case .under(let left): values["budgetStatus"] = .text(lang.text("cost.under_budget", ["amount": lang.money(left)]))
            case .over(let excess):
                values["budgetStatus"] = .text(lang.text("cost.over_budget", ["amount": lang.money(excess)]))
                values["overBudget"] = true
            case .exact: values["budgetStatus"] = .text(lang.text("cost.on_budget"))
            case .notComparable(let reason): values["budgetStatus"] = .text(lang.text("cost.not_compared", ["reason": budgetReason(reason, lang: lang)]))
            case nil: break
            }
        }
        return .object(values)
    }

    /// Why the costs and the budget are not compared, in words.
    private static func budgetReason(_ mismatch: CostSummary.Mismatch, lang: SiteLanguage) -> String {
        switch mismatch {
        case .budgetWithoutCurrency: lang.text("cost.budget_without_currency")
        case .severalCurrencies: lang.text("cost.several_currencies")
        case .otherCurrency(let costs, let budget):
            lang.text("cost.other_currency", ["costs": costs ?? lang.text("cost.unknown_currency"), "budget": budget])
        }
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

    private static func place(_ place: Place, images: ImageLinks, lang: SiteLanguage) -> TemplateValue {
        var values: TemplateFields = ["name": .text(place.name), "favorite": .bool(place.isFavorite)]
        values.set("url", place.url.map(MarkdownEscaping.url))
        values.set("facts", PlaceText.facts(place, lang: lang))
        values.set("address", place.address)
        values.set("mapURL", PlaceText.mapURL(place).map(MarkdownEscaping.url))
        values.set("dayText", place.dayNumber.map { lang.text("day.number", ["number": lang.number($0)]) })
        values.set("notes", place.notes.map { MarkdownEscaping.block($0, indent: 2) })
        if let image = place.image, let url = images.url(image) { values["image"] = ["url": .text(url), "alt": .text(place.name)] }
        return TemplateScope.object(values, keys: placeFields)
    }

    /// An activity as one line of the trip's list of activities: its day, then its `facts` (`activityFacts`).
    private static func activityItem(_ activity: Activity, facts: [String?], lang: SiteLanguage) -> TemplateValue {
        let details = TextFormat.detailLine([lang.text("day.number", ["number": lang.number(activity.dayNumber)])] + facts)
        return ["name": .text(activity.name), "details": .text(details)]
    }

    /// What an activity's line says on its day and in the list of activities: its duration, price, rating and
    /// confirmation, each when known.
    static func activityFacts(_ activity: Activity, lang: SiteLanguage) -> [String?] {
        [activity.duration.map(lang.duration), activity.price.map(lang.money), rating(activity.rating, activity.reviewCount, lang: lang),
         activity.confirmation.map { lang.text("booking.confirmation", ["number": $0]) }]
    }
}
