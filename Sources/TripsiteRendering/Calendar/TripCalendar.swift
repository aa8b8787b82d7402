import Foundation
import TripsiteModel
import TripsitePlanning

/// A trip as an iCalendar file (RFC 5545): one event per flight (departure to arrival), per hotel stay
/// (all-day, check-in to check-out) and per activity (its day and time, for its duration), or for a trip
/// with none of them one all-day event across its dates. Descriptions are plain text: Markdown rendered to
/// text, with links' addresses.
///
/// Deterministic: UIDs come from the trip's slug and the items' ids, DTSTAMP from the trip's `updated_at`
/// (else the plan's source date), so rebuilding the same input never changes the file and re-importing
/// updates events in place. Times carry TZID, with the zone's VTIMEZONE, when their zone is known (a flight's
/// from its data or airports, the rest from the trip's, as planning found them); else they are floating local times.
public enum TripCalendar {
    /// - Parameter lang: the language of the events' summaries and details (the trip page's).
    public static func ics(_ plan: TripPlan, redact: Bool = false, generator: String = "tripsite", lang: SiteLanguage = .english) -> String {
        String(decoding: icsBytes(plan, redact: redact, generator: generator, lang: lang), as: UTF8.self)
    }

    /// `ics(_:redact:generator:lang:)` as UTF-8 bytes, for a file written as it is.
    public static func icsBytes(_ plan: TripPlan, redact: Bool = false, generator: String = "tripsite", lang: SiteLanguage = .english) -> [UInt8] {
        let events = events(plan, redact: redact, generator: generator, lang: lang)
        var calendar = head(name: plan.trip.title, timeZone: plan.trip.timeZone, zones: events.zones, years: events.years, generator: generator)
        calendar.reserve(calendar.bytes.count + events.lines.bytes.count + 32)
        calendar.append(events.lines)
        calendar.append(end)
        return calendar.bytes
    }

    /// Whether a plan gives its calendar any event: a dated flight or hotel stay, or an activity of its timeline.
    package static func hasEvents(_ plan: TripPlan) -> Bool {
        let trip = plan.trip
        return trip.flights.indices.contains { trip.flights[$0].departureDate != nil }
            || trip.hotels.indices.contains { trip.hotels[$0].checkInDate != nil }
            || plan.days.contains { day in day.events.contains { if case .activity = $0 { true } else { false } } }
    }

    /// A trip's events (VEVENTs), with the time zones they name and the years they span, to be put in a calendar.
    struct Events {
        var lines: ContentLines
        var zones: Set<String>
        var years: ClosedRange<Int>
    }

    /// A calendar's lines up to its events: its properties, then a VTIMEZONE for each of `zones` over `years`.
    static func head(name: String, timeZone: String?, zones: Set<String>, years: ClosedRange<Int>?, generator: String) -> ContentLines {
        var calendar = ContentLines()
        calendar.add("BEGIN", "VCALENDAR")
        calendar.add("VERSION", "2.0")
        calendar.addText("PRODID", "-//\(generator)//\(generator)//EN")
        calendar.add("CALSCALE", "GREGORIAN")
        calendar.add("METHOD", "PUBLISH")
        calendar.addText("X-WR-CALNAME", name)
        if let timeZone { calendar.add("X-WR-TIMEZONE", timeZone) }
        if let years {
            for zone in zones.sorted() {
                TimeZoneDefinition.component(for: zone, years: years, into: &calendar)
            }
        }
        return calendar
    }

    /// A calendar's last line.
    static let end: ContentLines = {
        var lines = ContentLines()
        lines.add("END", "VCALENDAR")
        return lines
    }()

    /// A trip's events: one per flight, hotel stay and activity.
    static func events(_ plan: TripPlan, redact: Bool = false, generator: String, lang: SiteLanguage) -> Events {
        let trip = plan.trip
        var events = ContentLines()
        var zones: Set<String> = []
        var years: Set<Int> = [trip.startDate.year, trip.endDate.year]
        let stamp = stamp(of: plan)

        func begin(_ kind: String, _ id: String?, index: Int) {
            events.add("BEGIN", "VEVENT")
            events.add("UID", "\(plan.slug)-\(kind)-\(uidPart(id) ?? String(index + 1))@\(generator)")
            events.add("DTSTAMP", stamp)
        }
        func dateTime(_ name: String, _ date: CivilDate, _ time: ClockTime, zone: String?) {
            years.insert(date.year)
            if let zone {
                zones.insert(zone)
                events.add(name, stampText(date, time), parameters: ["TZID=\(zone)"])
            } else {
                events.add(name, stampText(date, time))
            }
        }
        func allDay(_ name: String, _ date: CivilDate) {
            years.insert(date.year)
            events.add(name, dateText(date), parameters: ["VALUE=DATE"])
        }
        func details(_ parts: [String?]) {
            // The parts there are, a line each.
            let text = parts.compactMap { $0 }.joined(separator: "\n")
            if !text.isEmpty { events.addText("DESCRIPTION", text) }
        }

        for (index, flight) in trip.flights.enumerated() {
            guard let departureDate = flight.departureDate else { continue }
            begin("flight", flight.id, index: index)
            let route = [flight.departureAirport, flight.arrivalAirport].compactMap { $0 }.joined(separator: " → ")
            events.addText("SUMMARY", route.isEmpty
                ? lang.text("calendar.flight", ["flight": flight.name])
                : lang.text("calendar.flight_route", ["flight": flight.name, "route": route]))
            if let departureTime = flight.departureTime {
                // The flight's own zones (given, or its airports'), never the trip's: it leaves from elsewhere.
                dateTime("DTSTART", departureDate, departureTime, zone: flight.departureTimeZone)
                switch end(of: flight, departure: (departureDate, departureTime)) {
                case .arrival(let date, let time):
                    dateTime("DTEND", date, time, zone: flight.arrivalTimeZone)
                case .duration(let duration):
                    events.add("DURATION", durationText(duration))
                case nil:
                    break
                }
            } else {
                allDay("DTSTART", departureDate)
            }
            let spot = TripContext.airportSpot(terminal: flight.departureTerminal, gate: flight.departureGate, lang: lang)
            if let from = flight.departureAirport {
                let airport = flight.fromAirport.map { "\(from) \($0.place)" } ?? from
                events.addText("LOCATION", spot.map { "\(airport), \($0)" } ?? airport)
            }
            details([
                flight.airline,
                flight.departureAirport == nil ? spot : nil,
                flight.boardingTime.map { capitalized(lang.text("flight.boarding", ["time": lang.time($0)])) },
                TripContext.airportSpot(terminal: flight.arrivalTerminal, gate: flight.arrivalGate, lang: lang)
                    .map { lang.text("event.arrives_at", ["flight": flight.name, "airport": [flight.arrivalAirport, $0].compactMap { $0 }.joined(separator: " ")]) },
                TripContext.stopsText(flight, lang: lang).map(capitalized),
                redact ? nil : flight.seat.map { capitalized(lang.text("flight.seat", ["seat": $0])) },
                redact ? nil : flight.confirmation.map { lang.text("calendar.confirmation", ["number": $0]) },
                flight.checkInURL.map { lang.text("calendar.check_in_online", ["url": $0]) },
                redact ? nil : TripContext.priceText(flight, lang: lang).map { lang.text("calendar.price", ["price": $0]) },
            ])
            events.add("END", "VEVENT")
        }

        for (index, hotel) in trip.hotels.enumerated() {
            guard let checkIn = hotel.checkInDate else { continue }
            begin("hotel", hotel.id, index: index)
            events.addText("SUMMARY", hotel.name.map { lang.text("calendar.stay", ["hotel": $0]) } ?? lang.text("calendar.stay_unnamed"))
            allDay("DTSTART", checkIn)
            let checkOut = hotel.checkOutDate.flatMap { $0 > checkIn ? $0 : nil } ?? checkIn.adding(days: 1)
            allDay("DTEND", checkOut)
            if let address = hotel.address { events.addText("LOCATION", address) }
            events.add("TRANSP", "TRANSPARENT")
            details([
                hotel.roomType,
                hotel.nights.map { lang.count("count.nights", $0) },
                hotel.phone.map { lang.text("calendar.phone", ["phone": $0]) },
                redact ? nil : hotel.confirmation.map { lang.text("calendar.confirmation", ["number": $0]) },
                redact ? nil : hotel.totalPrice.map { lang.text("calendar.price", ["price": lang.money($0)]) },
            ])
            events.add("END", "VEVENT")
        }

        let activityDates = dates(ofActivitiesIn: plan)
        for (index, activity) in trip.activities.enumerated() {
            guard let date = activityDates[index] else { continue }
            begin("activity", activity.id, index: index)
            events.addText("SUMMARY", activity.name)
            if let time = activity.scheduledTime {
                dateTime("DTSTART", date, time, zone: trip.timeZone)
                events.add("DURATION", durationText(activity.duration ?? TripDuration(minutes: 60)!))
            } else {
                allDay("DTSTART", date)
            }
            if let location = activity.location { events.addText("LOCATION", location) }
            details([
                activity.description.map { PlainText.text(ofMarkdown: $0, linkAddresses: true) },
                redact ? nil : activity.confirmation.map { lang.text("calendar.confirmation", ["number": $0]) },
                redact ? nil : activity.price.map { lang.text("calendar.price", ["price": lang.money($0)]) },
            ])
            events.add("END", "VEVENT")
        }

        // A trip with nothing dated is one all-day event across its dates, so that no calendar is empty.
        if events.bytes.isEmpty {
            begin("trip", nil, index: 0)
            events.addText("SUMMARY", trip.title)
            allDay("DTSTART", trip.startDate)
            allDay("DTEND", trip.endDate.adding(days: 1))
            if !trip.destination.isEmpty { events.addText("LOCATION", trip.destination) }
            events.add("TRANSP", "TRANSPARENT")
            details([trip.description.map { PlainText.text(ofMarkdown: $0, linkAddresses: true) }])
            events.add("END", "VEVENT")
        }

        return Events(lines: events, zones: zones, years: years.min()!...years.max()!)
    }

    /// A trip's DTSTAMP: its `updated_at` when that is an RFC 3339 time, else the plan's source date.
    package static func stamp(of plan: TripPlan) -> String {
        (plan.trip.updatedAt ?? plan.sourceDate.timestamp).calendarStamp
    }

    /// How a flight's event ends.
    enum FlightEnd: Equatable {
        case arrival(CivilDate, ClockTime)
        case duration(TripDuration)
    }

    /// How a flight's event ends. Its two local times are usually in two time zones, so the arrival ends the
    /// event only when both zones are known (planning gave an arrival without a date the one that lands the
    /// flight after it leaves); else the flight's duration does, else, when neither zone is known, the arrival
    /// if it comes after the departure read as times of one zone (never an event that ends before it
    /// starts), else nothing: the event is the moment of departure. Without zones, an arrival without a date
    /// is on the departure's date, or the next when its time is earlier.
    static func end(of flight: Flight, departure: (date: CivilDate, time: ClockTime)) -> FlightEnd? {
        let arrival = flight.arrivalTime.map { time -> (CivilDate, ClockTime) in
            if let date = flight.arrivalDate { return (date, time) }
            let nextDay = flight.arrivalTimeZone == nil && flight.departureTimeZone == nil && time < departure.time
            return (nextDay ? departure.date.adding(days: 1) : departure.date, time)
        }
        if let arrival, flight.departureTimeZone != nil, flight.arrivalTimeZone != nil {
            return .arrival(arrival.0, arrival.1)
        }
        if let duration = flight.duration { return .duration(duration) }
        // A floating end after a zoned start would be read in whatever zone the calendar is in.
        guard flight.departureTimeZone == nil, flight.arrivalTimeZone == nil else { return nil }
        if let arrival, (arrival.0, arrival.1.minutes) > (departure.date, departure.time.minutes) {
            return .arrival(arrival.0, arrival.1)
        }
        return nil
    }

    /// Each activity's date (by its index in the trip), from the planned timeline.
    private static func dates(ofActivitiesIn plan: TripPlan) -> [Int: CivilDate] {
        var dateOfActivity: [Int: CivilDate] = [:]
        for day in plan.days {
            for case .activity(let index) in day.events { dateOfActivity[index] = day.date }
        }
        return dateOfActivity
    }

    /// An id as it may appear in a UID: letters, digits, `-`, `_` and `.`; others percent-encoded.
    private static func uidPart(_ id: String?) -> String? {
        guard let id, !id.isEmpty else { return nil }
        return PercentEncoding.encoded(id) { byte in
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
                true
            default:
                false
            }
        }
    }

    /// RFC 5545 §3.3.4: `20251215`.
    private static func dateText(_ date: CivilDate) -> String {
        stamp(date, time: nil)
    }

    /// RFC 5545 §3.3.5, local time: `20251215T142000`.
    private static func stampText(_ date: CivilDate, _ time: ClockTime) -> String {
        stamp(date, time: (time.hour, time.minute, 0))
    }

    /// The date, then, when there is a time (each part 0...99), `T` and the time.
    private static func stamp(_ date: CivilDate, time: (hour: Int, minute: Int, second: Int)?) -> String {
        let day = ValueText.padded(date.year, width: 4) + ValueText.padded(date.month, width: 2) + ValueText.padded(date.day, width: 2)
        guard let time else { return day }
        return day + "T" + ValueText.padded(time.hour, width: 2) + ValueText.padded(time.minute, width: 2)
            + ValueText.padded(time.second, width: 2)
    }

    /// RFC 5545 §3.3.6: `PT1H30M`.
    private static func durationText(_ duration: TripDuration) -> String {
        let (days, hours, minutes) = (duration.minutes / 1440, duration.minutes % 1440 / 60, duration.minutes % 60)
        var text = "P"
        if days > 0 { text += "\(days)D" }
        if hours > 0 || minutes > 0 || days == 0 {
            text += "T"
            if hours > 0 { text += "\(hours)H" }
            if minutes > 0 || hours == 0 { text += "\(minutes)M" }
        }
        return text
    }

    /// A page's phrase as the first word of a calendar line: "direct" as "Direct", "seat 14C" as "Seat 14C".
    private static func capitalized(_ phrase: String) -> String {
        phrase.prefix(1).uppercased() + phrase.dropFirst()
    }
}
