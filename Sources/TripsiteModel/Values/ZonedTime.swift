import Foundation

/// Local dates and times read in IANA time zones, as instants: minutes since 1970-01-01 00:00 UTC.
///
/// The zones come from the system's zone data; each is loaded once and kept, as every flight of a build
/// asks for a few of the same zones.
public enum ZonedTime {
    /// The instant of a local date and time in `zone`, or `nil` when the zone is unknown. A local time
    /// that a change of offset skips or repeats is read with the offset in force just before the change.
    public static func instant(_ date: CivilDate, _ time: ClockTime, zone: String) -> Int? {
        reading(date, time, zone: zone)?.instant
    }

    /// `instant(_:_:zone:)`, with the zone's offset from UTC then, in minutes.
    public static func reading(_ date: CivilDate, _ time: ClockTime, zone: String) -> (instant: Int, offset: Int)? {
        guard let timeZone = ZoneCache.zone(zone) else { return nil }
        let local = date.dayNumber * 1440 + time.minutes
        func offset(at instant: Int) -> Int {
            timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant) * 60)) / 60
        }
        let guess = local - offset(at: local - 1440)
        let instant = local - offset(at: guess)
        return (instant, local - instant)
    }

    /// The local date and time at an instant in `zone`, or `nil` when the zone is unknown.
    public static func local(_ instant: Int, zone: String) -> (date: CivilDate, time: ClockTime)? {
        guard let timeZone = ZoneCache.zone(zone) else { return nil }
        let offset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant) * 60)) / 60
        let local = instant + offset
        let day = local.floorDivided(by: 1440)
        return (CivilDate(dayNumber: day), ClockTime(hour: (local - day * 1440) / 60, minute: (local - day * 1440) % 60)!)
    }

    /// The zone's offset from UTC at an instant, in minutes; `nil` when the zone is unknown.
    public static func offset(zone: String, at instant: Int) -> Int? {
        ZoneCache.zone(zone).map { $0.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant) * 60)) / 60 }
    }

    /// The zone's abbreviation at an instant, as the system's zone data gives it: on Linux mostly an offset such
    /// as "GMT+8" (`AirportDirectory.abbreviation` prefers the tz database's letters).
    public static func abbreviation(zone: String, at instant: Int) -> String? {
        offset(zone: zone, at: instant).flatMap { abbreviation(zone: zone, offset: $0, at: instant) }
    }

    /// `abbreviation(zone:at:)` when the zone's offset at the instant, in minutes, is known already.
    public static func abbreviation(zone: String, offset: Int, at instant: Int) -> String? {
        ZoneCache.abbreviation(zone, offset: offset, at: Date(timeIntervalSince1970: TimeInterval(instant) * 60))
    }
}

extension Int {
    /// Division rounded towards minus infinity: -1 divided by 1440 is -1, not 0.
    fileprivate func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor < 0) ? quotient - 1 : quotient
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
