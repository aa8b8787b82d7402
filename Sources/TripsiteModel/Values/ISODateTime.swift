/// The one reader of ISO 8601 date-times such as "2024-03-15T23:30:00-05:00": it splits off the date, the time and
/// the zone, so that each part is read on its own terms (dates by `DateReading`, times by `ClockTime`, time stamps
/// by `UTCTimestamp`, reservations' times by the loader).
package enum ISODateTime {
    /// The date ("2024-03-15") and the time with any zone ("23:30:00-05:00") of a
    /// text shaped like an ISO date-time, or `nil` when the text has another shape.
    /// The parts are not validated here.
    package static func parts(of text: Substring) -> (date: Substring, time: Substring)? {
        let bytes = text.utf8
        guard bytes.count > 11 else { return nil }
        for (byte, expected) in zip(bytes, "dddd-dd-dd".utf8) {
            let matches = expected == UInt8(ascii: "d") ? ValueText.isDigit(byte) : byte == expected
            guard matches else { return nil }
        }
        let dateEnd = bytes.index(bytes.startIndex, offsetBy: 10)
        let mark = bytes[dateEnd]
        guard mark == UInt8(ascii: "T") || mark == UInt8(ascii: "t") || mark == UInt8(ascii: " ") else { return nil }
        return (text[..<dateEnd], text[bytes.index(after: dateEnd)...])
    }

    /// The time without a trailing zone designator ("Z", "+01:00", "-0500", "+05"),
    /// or `nil` when what looks like a zone is malformed.
    package static func withoutZone(_ time: Substring) -> Substring? {
        zone(of: time)?.clock
    }

    /// The time without its zone, and the zone's offset east of UTC in minutes (0 for "Z"; `nil` without a zone);
    /// `nil` when what looks like a zone is malformed. An offset is "05", "0530", "05:30" or "5:30", with hours up
    /// to 23 and minutes up to 59.
    package static func zone(of time: Substring) -> (clock: Substring, offset: Int?)? {
        if let last = time.last, last == "Z" || last == "z" {
            return (time.dropLast(), 0)
        }
        guard let sign = time.lastIndex(where: { $0 == "+" || $0 == "-" }) else { return (time, nil) }
        guard let minutes = offsetMinutes(time[time.index(after: sign)...]) else { return nil }
        return (time[..<sign], time[sign] == "-" ? -minutes : minutes)
    }

    /// "05", "0530", "05:30" or "5:30" as minutes.
    private static func offsetMinutes(_ offset: Substring) -> Int? {
        let parts = offset.split(separator: ":", omittingEmptySubsequences: false)
        let hours: Substring, minutes: Substring
        switch parts.count {
        case 1 where offset.utf8.count == 4: (hours, minutes) = (offset.prefix(2), offset.suffix(2))
        case 1 where offset.utf8.count == 2: (hours, minutes) = (offset, "00")
        case 2 where parts[0].utf8.count <= 2 && parts[1].utf8.count == 2: (hours, minutes) = (parts[0], parts[1])
        default: return nil
        }
        guard let hour = ValueText.number(hours.utf8), hour <= 23, let minute = ValueText.number(minutes.utf8), minute <= 59 else { return nil }
        return hour * 60 + minute
    }
}
