import TripsiteModel

/// The site's calendar, `calendar.ics`: every listed trip's events in one calendar to subscribe to, put together
/// from the trips' own calendar files once they are written. No trip's events are kept in memory until the end of
/// a build (on 1,000 trips they are 9 MB), and an unchanged trip's are not made again: its file is read back.
public enum SiteCalendar {
    /// Where the calendar is, in the site.
    public static let path = "calendar.ics"

    /// What the site's calendar takes from one trip's calendar file: where its events are in the file, the zones
    /// they name and the years their dates fall in.
    public struct TripEvents: Sendable, Equatable {
        /// The bytes from the first `BEGIN:VEVENT` line to the end of the last `END:VEVENT` line.
        public var range: Range<Int>
        public var zones: Set<String>
        public var years: ClosedRange<Int>
    }

    /// The events of a trip's calendar file as `TripCalendar` writes it; `nil` when it has none. One pass over
    /// the lines, looking at those that start with `BEGIN:VEVENT`, `END:VEVENT`, `DTSTART` and `DTEND`.
    public static func events(in calendar: [UInt8]) -> TripEvents? {
        calendar.withUnsafeBufferPointer { events(in: $0) }
    }

    private static func events(in calendar: UnsafeBufferPointer<UInt8>) -> TripEvents? {
        let (beginEvent, endEvent, dateStart, dateEnd, zoneParameter) = (beginEvent, endEvent, dateStart, dateEnd, zoneParameter)
        func starts(_ prefix: [UInt8], at index: Int, before end: Int) -> Bool {
            end - index >= prefix.count && prefix.indices.allSatisfy { calendar[index + $0] == prefix[$0] }
        }
        var start: Int?
        var end = 0
        var zones: Set<String> = []
        var years: (low: Int, high: Int)?
        var lineEnd = 0
        while lineEnd < calendar.count {
            let lineStart = lineEnd
            while lineEnd < calendar.count, calendar[lineEnd] != 0x0A { lineEnd += 1 }
            lineEnd = min(lineEnd + 1, calendar.count)
            guard start != nil else {
                if starts(beginEvent, at: lineStart, before: lineEnd) { start = lineStart }
                continue
            }
            // Only END:VEVENT, DTSTART and DTEND lines matter from here: all start with a D or an E.
            guard calendar[lineStart] == UInt8(ascii: "D") || calendar[lineStart] == UInt8(ascii: "E") else { continue }
            if starts(endEvent, at: lineStart, before: lineEnd) { end = lineEnd }
            // DTSTART and DTEND: the year of their date, and their zone when they name one.
            let name = starts(dateStart, at: lineStart, before: lineEnd) ? dateStart.count
                : starts(dateEnd, at: lineStart, before: lineEnd) ? dateEnd.count : nil
            guard let name, let colon = calendar[lineStart..<lineEnd].lastIndex(of: UInt8(ascii: ":")) else { continue }
            if colon + 5 <= lineEnd, let year = ValueText.number(calendar[(colon + 1)..<(colon + 5)]) {
                years = years.map { (min($0.low, year), max($0.high, year)) } ?? (year, year)
            }
            if starts(zoneParameter, at: lineStart + name, before: colon) {
                zones.insert(String(decoding: UnsafeBufferPointer(rebasing: calendar[(lineStart + name + zoneParameter.count)..<colon]), as: UTF8.self))
            }
        }
        guard let start, end > start, let years else { return nil }
        return TripEvents(range: start..<end, zones: zones, years: years.low...years.high)
    }

    /// The calendar's lines before the trips' events: its properties, named `name`, and a VTIMEZONE for each zone
    /// the trips' events name, over the years they span.
    public static func head(name: String, generator: String, trips: [TripEvents]) -> [UInt8] {
        let zones = trips.reduce(into: Set<String>()) { $0.formUnion($1.zones) }
        let years = trips.map(\.years.lowerBound).min().map { $0...trips.map(\.years.upperBound).max()! }
        return TripCalendar.head(name: name, timeZone: nil, zones: zones, years: years, generator: generator).bytes
    }

    /// The calendar's last line, after the trips' events.
    public static var end: [UInt8] { TripCalendar.end.bytes }

    private static let beginEvent = Array("BEGIN:VEVENT\r\n".utf8)
    private static let endEvent = Array("END:VEVENT\r\n".utf8)
    private static let dateStart = Array("DTSTART".utf8)
    private static let dateEnd = Array("DTEND".utf8)
    private static let zoneParameter = Array(";TZID=".utf8)
}
