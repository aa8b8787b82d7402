/// A time of day, to the minute.
public struct ClockTime: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Minutes since midnight, 0..<1440.
    public let minutes: Int

    /// The time, or `nil` unless `hour` is 0...23 and `minute` is 0...59.
    public init?(hour: Int, minute: Int) {
        guard (0..<24).contains(hour), (0..<60).contains(minute) else { return nil }
        minutes = hour * 60 + minute
    }

    public var hour: Int { minutes / 60 }
    public var minute: Int { minutes % 60 }

    /// The 24-hour form, "08:35".
    public var text: String {
        "\(ValueText.padded(hour, width: 2)):\(ValueText.padded(minute, width: 2))"
    }

    public var description: String { text }

    public static func < (lhs: ClockTime, rhs: ClockTime) -> Bool {
        lhs.minutes < rhs.minutes
    }
}

extension ClockTime {
    static let expectedTime = "a time like 08:35 or 3:00 PM"
    static let expectedRealTime = "a real time of day (hours 0 to 23, minutes 00 to 59)"

    /// Reads "08:35", "8:35", "14:20:00", "10:00 AM", "3:00 PM", "3 pm", "12:00 AM" (00:00),
    /// "12 PM" (12:00), "noon", "midnight" (00:00), and the time of an ISO date-time such as
    /// "2024-03-15T10:30:00Z". Seconds are dropped; a time zone is ignored, never applied.
    public static func parse(_ text: String) -> Result<ClockTime, ValueParseError> {

        let normalized = ValueText.normalized(text)
        switch normalized {
        case "noon": return .success(ClockTime(hour: 12, minute: 0)!)
        case "midnight": return .success(ClockTime(hour: 0, minute: 0)!)
        default: break
        }
        let trimmed = Substring(normalized)
        if let parts = ISODateTime.parts(of: trimmed) {
            guard case .success(.exact) = DateReading.read(String(parts.date)) else {
                return .failure(ValueParseError(expected: expectedTime))
            }
            return parseISOTime(parts.time)
        }
        if let (clock, isAfternoon) = splitMeridiem(trimmed) {
            return parseTwelveHour(clock, isAfternoon: isAfternoon)
        }
        return parseTwentyFourHour(trimmed)
    }

    /// The time part of an ISO date-time, with an optional zone designator.
    static func parseISOTime(_ time: Substring) -> Result<ClockTime, ValueParseError> {
        guard let clock = ISODateTime.withoutZone(time) else {
            return .failure(ValueParseError(expected: expectedTime))
        }
        return parseTwentyFourHour(clock)
    }

    /// The clock part and whether it is PM, when the lowercase text ends in am/pm
    /// (also written "a.m." or "p.m."), with or without a space before it.
    private static func splitMeridiem(_ text: Substring) -> (Substring, Bool)? {
        // Every form ends in "m" or "."; a 24-hour time ends in a digit.
        guard let last = text.utf8.last, last == UInt8(ascii: "m") || last == UInt8(ascii: ".") else { return nil }
        for (suffix, isAfternoon) in meridiems where text.utf8.reversed().starts(with: suffix.utf8.reversed()) {
            var clock = text.dropLast(suffix.utf8.count)
            if clock.last == " " { clock = clock.dropLast() }
            return (clock, isAfternoon)
        }
        return nil
    }

    /// The endings `splitMeridiem` reads, longest first, and whether each is PM.
    private static let meridiems = [("a.m.", false), ("p.m.", true), ("a.m", false), ("p.m", true), ("am", false), ("pm", true)]

    /// "3", "3:00" or "3:00:00" with hours 1 to 12; 12 AM is midnight and 12 PM is noon.
    private static func parseTwelveHour(_ clock: Substring, isAfternoon: Bool) -> Result<ClockTime, ValueParseError> {
        guard let fields = fields(of: clock, hoursOnlyAllowed: true) else {
            return .failure(ValueParseError(expected: expectedTime))
        }
        guard (1...12).contains(fields.hour), fields.minute < 60 else {
            return .failure(ValueParseError(expected: "a real time of day (hours 1 to 12 with AM or PM, minutes 00 to 59)"))
        }
        let hour = fields.hour % 12 + (isAfternoon ? 12 : 0)
        return .success(ClockTime(hour: hour, minute: fields.minute)!)
    }

    /// "8:35", "08:35" or "14:20:00" (seconds may have a fraction) with hours 0 to 23.
    private static func parseTwentyFourHour(_ clock: Substring) -> Result<ClockTime, ValueParseError> {
        guard let fields = fields(of: clock, hoursOnlyAllowed: false) else {
            return .failure(ValueParseError(expected: expectedTime))
        }
        guard let time = ClockTime(hour: fields.hour, minute: fields.minute) else {
            return .failure(ValueParseError(expected: expectedRealTime))
        }
        return .success(time)
    }

    /// Hour and minute of "H", "H:MM", "H:MM:SS" or "H:MM:SS.fff". Seconds must be below 60;
    /// hour and minute are returned unchecked for the caller to judge.
    private static func fields(of clock: Substring, hoursOnlyAllowed: Bool) -> (hour: Int, minute: Int)? {
        let parts = clock.utf8.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
        guard (hoursOnlyAllowed ? 1...3 : 2...3).contains(parts.count), let hour = digits(parts[0], count: 1...2) else { return nil }
        guard parts.count > 1 else { return (hour, 0) }
        guard let minute = digits(parts[1], count: 2...2) else { return nil }
        if parts.count == 3 {
            let secondsParts = parts[2].split(separator: UInt8(ascii: "."), maxSplits: 1, omittingEmptySubsequences: false)
            guard let seconds = digits(secondsParts[0], count: 2...2), seconds < 60 else { return nil }
            if secondsParts.count == 2, digits(secondsParts[1], count: 1...9) == nil { return nil }
        }
        return (hour, minute)
    }

    /// The value of the bytes when they are ASCII digits, as many as `count` allows.
    private static func digits(_ bytes: Substring.UTF8View, count: ClosedRange<Int>) -> Int? {
        guard count.contains(bytes.count) else { return nil }
        return ValueText.number(bytes, maxLength: count.upperBound)
    }
}
