/// A length of time, in whole minutes.
public struct TripDuration: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let minutes: Int

    /// The duration, or `nil` when `minutes` is negative.
    public init?(minutes: Int) {
        guard minutes >= 0 else { return nil }
        self.minutes = minutes
    }

    /// Whole days, hours and minutes, largest first, leaving out the parts that are zero:
    /// "3 d", "1 d 2 h", "2 h", "2 h 30 min", "45 min"; no time at all is "0 min".
    public var text: String {
        let days = minutes / 1440
        let hours = minutes % 1440 / 60
        let rest = minutes % 60
        var parts: [String] = []
        if days > 0 { parts.append("\(days) d") }
        if hours > 0 { parts.append("\(hours) h") }
        if rest > 0 || parts.isEmpty { parts.append("\(rest) min") }
        return parts.joined(separator: " ")
    }

    public var description: String { text }

    public static func < (lhs: TripDuration, rhs: TripDuration) -> Bool {
        lhs.minutes < rhs.minutes
    }
}
