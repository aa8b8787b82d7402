import Foundation
import TripsiteModel
import TripsiteResources

/// Writes the VTIMEZONE component (RFC 5545 §3.6.5) of an IANA time zone for the years a calendar covers,
/// from the system's zone data: one STANDARD or DAYLIGHT entry per offset change, so calendar programs
/// that do not know the zone name still place the events correctly.
///
/// A zone's component for a span of years is the same in every calendar, so each is made once and kept:
/// a site's trips share a few zones.
enum TimeZoneDefinition {
    static func component(for identifier: String, years: ClosedRange<Int>, into lines: inout ContentLines) {
        lines.append(made.value(for: ZoneYears(identifier: identifier, years: years)) {
            var lines = ContentLines()
            make(for: identifier, years: years, into: &lines)
            return lines
        })
    }

    private struct ZoneYears: Hashable, Sendable {
        let identifier: String
        let years: ClosedRange<Int>
    }

    /// The components made so far, shared by the trips rendered in parallel.
    private static let made = LockedCache<ZoneYears, ContentLines>()

    private static func make(for identifier: String, years: ClosedRange<Int>, into lines: inout ContentLines) {
        guard let zone = TimeZone(identifier: identifier) else { return }
        lines.add("BEGIN", "VTIMEZONE")
        lines.add("TZID", identifier)
        let utc = TimeZone(identifier: "UTC")!
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        let start = calendar.date(from: DateComponents(year: years.lowerBound - 1, month: 12, day: 1))!
        let end = calendar.date(from: DateComponents(year: years.upperBound + 1, month: 1, day: 1))!

        // The offset in force when the period starts, then every change up to its end.
        var previousOffset = zone.secondsFromGMT(for: start)
        var entries: [(date: Date, from: Int, to: Int, daylight: Bool)] = [
            (start, previousOffset, previousOffset, zone.isDaylightSavingTime(for: start)),
        ]
        var cursor = start
        while let transition = zone.nextDaylightSavingTimeTransition(after: cursor), transition < end {
            let offset = zone.secondsFromGMT(for: transition)
            entries.append((transition, previousOffset, offset, zone.isDaylightSavingTime(for: transition)))
            previousOffset = offset
            cursor = transition
        }
        for entry in entries {
            let kind = entry.daylight ? "DAYLIGHT" : "STANDARD"
            lines.add("BEGIN", kind)
            // DTSTART is the local time, in the offset before the change, at which the change happens.
            lines.add("DTSTART", localStamp(entry.date, offset: entry.from, calendar: calendar))
            lines.add("TZOFFSETFROM", offsetText(entry.from))
            lines.add("TZOFFSETTO", offsetText(entry.to))
            // The tz database's letters ("CEST"), as the pages write times, rather than the system's "GMT+2".
            if let abbreviation = EmbeddedResources.airports.abbreviation(zone: identifier, offset: entry.to / 60, at: Instant(entry.date)) {
                lines.addText("TZNAME", abbreviation)
            }
            lines.add("END", kind)
        }
        lines.add("END", "VTIMEZONE")
    }

    private static func localStamp(_ date: Date, offset: Int, calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date.addingTimeInterval(TimeInterval(offset)))
        return String(format: "%04d%02d%02dT%02d%02d%02d", parts.year!, parts.month!, parts.day!, parts.hour!, parts.minute!, parts.second!)
    }

    private static func offsetText(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let magnitude = abs(seconds)
        let (hours, minutes, rest) = (magnitude / 3600, magnitude % 3600 / 60, magnitude % 60)
        return sign + (rest == 0
            ? String(format: "%02d%02d", hours, minutes)
            : String(format: "%02d%02d%02d", hours, minutes, rest))
    }
}
