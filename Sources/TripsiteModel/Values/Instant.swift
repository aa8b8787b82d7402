import Foundation

/// A moment in time, whatever the zone it is read in: whole minutes since 1970-01-01 00:00 UTC. A local date and
/// time become an instant when read in a zone (`ZonedTime`), and two instants' difference is a real duration.
public struct Instant: Sendable, Hashable, Comparable {
    public var minutesSinceEpoch: Int

    public init(minutesSinceEpoch: Int) {
        self.minutesSinceEpoch = minutesSinceEpoch
    }

    /// The instant of a Foundation date, to the minute before it.
    public init(_ date: Date) {
        minutesSinceEpoch = Int((date.timeIntervalSince1970 / 60).rounded(.down))
    }

    /// Minutes from `earlier` to this instant (negative when `earlier` is later).
    public func minutes(since earlier: Instant) -> Int {
        minutesSinceEpoch - earlier.minutesSinceEpoch
    }

    /// The instant as a Foundation date, for the system's zone data.
    public var date: Date { Date(timeIntervalSince1970: TimeInterval(minutesSinceEpoch) * 60) }

    public static func < (lhs: Instant, rhs: Instant) -> Bool {
        lhs.minutesSinceEpoch < rhs.minutesSinceEpoch
    }
}
