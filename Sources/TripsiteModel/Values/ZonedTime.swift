import Foundation

/// Local dates and times read in IANA time zones, as instants (`Instant`), and the zones' offsets and
/// abbreviations at an instant.
///
/// The zones come from the system's zone data; each is loaded once and kept, as every flight of a build
/// asks for a few of the same zones.
public enum ZonedTime {
    /// The instant of a local date and time in `zone`, or `nil` when the zone is unknown. A local time
    /// that a change of offset skips or repeats is read with the offset in force just before the change.
    public static func instant(_ date: CivilDate, _ time: ClockTime, zone: String) -> Instant? {
        reading(date, time, zone: zone)?.instant
    }

    /// `instant(_:_:zone:)`, with the zone's offset from UTC then, in minutes.
    public static func reading(_ date: CivilDate, _ time: ClockTime, zone: String) -> (instant: Instant, offset: Int)? {
        guard let timeZone = ZoneCache.zone(zone) else { return nil }
        let local = date.dayNumber * 1440 + time.minutes
        func offset(at minutes: Int) -> Int {
            timeZone.secondsFromGMT(for: Instant(minutesSinceEpoch: minutes).date) / 60
        }
        let guess = local - offset(at: local - 1440)
        let instant = local - offset(at: guess)
        return (Instant(minutesSinceEpoch: instant), local - instant)
    }

    /// The zone's offset from UTC at an instant, in minutes; `nil` when the zone is unknown.
    public static func offset(zone: String, at instant: Instant) -> Int? {
        ZoneCache.zone(zone).map { $0.secondsFromGMT(for: instant.date) / 60 }
    }

    /// The zone's abbreviation at an instant whose offset from UTC, in minutes, is known already, as the system's
    /// zone data gives it: on Linux mostly an offset such as "GMT+8" (`AirportDirectory.abbreviation` prefers the
    /// tz database's letters).
    public static func abbreviation(zone: String, offset: Int, at instant: Instant) -> String? {
        ZoneCache.abbreviation(zone, offset: offset, at: instant.date)
    }
}

/// The time zones loaded so far, by name, and their abbreviations by offset (a page asks for one per time
/// shown), shared by the trips planned and rendered in parallel.
private enum ZoneCache {
    private struct ZoneOffset: Hashable, Sendable {
        let zone: String
        let minutes: Int
    }

    private static let zones = LockedCache<String, TimeZone?>()
    private static let abbreviations = LockedCache<ZoneOffset, String?>()

    static func zone(_ name: String) -> TimeZone? {
        zones.value(for: name) { TimeZone(identifier: name) }
    }

    /// Standard and daylight time differ in offset, so the offset (in minutes) tells which name is in force.
    static func abbreviation(_ name: String, offset: Int, at date: Date) -> String? {
        abbreviations.value(for: ZoneOffset(zone: name, minutes: offset)) { zone(name)?.abbreviation(for: date) }
    }
}
