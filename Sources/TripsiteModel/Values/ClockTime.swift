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
        if let time = commonShape(text) { return .success(time) }
        return parseByRules(text)
    }

    /// The shapes nearly every export writes, read from the bytes: "8:35" or "08:35", and the same with
    /// " AM" or " PM" in any case. `nil` for anything else, and for a time these do not allow (which
    /// `parseByRules` then explains).
    ///
    /// Measured (`Scripts/count-instructions.sh 200`, 1,572M instructions with every value shortcut): without it
    /// 1,668M, 6.1% more.
    static func commonShape(_ text: String) -> ClockTime? {
        var bytes = text.utf8.makeIterator()
        func digit(_ byte: UInt8?) -> Int? {
            guard let byte, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            return Int(byte - UInt8(ascii: "0"))
        }
        guard let first = digit(bytes.next()) else { return nil }
        var hour = first
        var next = bytes.next()
        if let second = digit(next) {
            hour = hour * 10 + second
            next = bytes.next()
        }
        guard next == UInt8(ascii: ":"), let tens = digit(bytes.next()), let units = digit(bytes.next()) else { return nil }
        let minute = tens * 10 + units
        switch bytes.next() {
        case nil:
            return ClockTime(hour: hour, minute: minute)
        case UInt8(ascii: " "):
            let meridiem = bytes.next().map { $0 | 0x20 }
            guard meridiem == UInt8(ascii: "a") || meridiem == UInt8(ascii: "p"), bytes.next().map({ $0 | 0x20 }) == UInt8(ascii: "m"),
                  bytes.next() == nil, (1...12).contains(hour), minute < 60
            else { return nil }
            return ClockTime(hour: hour % 12 + (meridiem == UInt8(ascii: "p") ? 12 : 0), minute: minute)
        default:
            return nil
        }
    }

    /// `parse` by the general rules, for every shape.
    static func parseByRules(_ text: String) -> Result<ClockTime, ValueParseError> {
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
        for (suffix, isAfternoon) in [("a.m.", false), ("p.m.", true), ("a.m", false), ("p.m", true), ("am", false), ("pm", true)]
        where text.hasSuffix(suffix) {
            var clock = text.dropLast(suffix.count)
            if clock.last == " " { clock = clock.dropLast() }
            return (clock, isAfternoon)
        }
        return nil
    }

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
        let parts = clock.split(separator: ":", omittingEmptySubsequences: false)
        guard (hoursOnlyAllowed ? 1...3 : 2...3).contains(parts.count) else { return nil }
        guard parts[0].count <= 2, let hour = ValueText.number(parts[0]) else { return nil }
        guard parts.count > 1 else { return (hour, 0) }
        guard parts[1].count == 2, let minute = ValueText.number(parts[1]) else { return nil }
        if parts.count == 3 {
            let secondsParts = parts[2].split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
            guard secondsParts[0].count == 2, let seconds = ValueText.number(secondsParts[0]), seconds < 60 else {
                return nil
            }
            if secondsParts.count == 2 {
                guard ValueText.number(secondsParts[1]) != nil else { return nil }
            }
        }
        return (hour, minute)
    }
}
