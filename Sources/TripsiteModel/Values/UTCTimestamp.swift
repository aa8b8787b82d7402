/// An RFC 3339 time stamp, such as a trip's `updated_at`, read as the UTC instant it names: a date and a time of
/// day to the second (a leap second counts as the 59th).
public struct UTCTimestamp: Sendable, Hashable {
    public var date: CivilDate
    public var hour: Int, minute: Int, second: Int

    public init(date: CivilDate, hour: Int, minute: Int, second: Int) {
        (self.date, self.hour, self.minute, self.second) = (date, hour, minute, second)
    }

    /// `2025-12-15T14:20:00Z`, with fractional seconds (dropped) or an offset (applied); nil when the text is not
    /// such a time stamp. Read byte by byte: a date formatter per trip cost more than the rest of its calendar.
    public init?(rfc3339 text: String) {
        let bytes = Array(text.utf8)
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= bytes.count, bytes[range].allSatisfy(ValueText.isDigit) else { return nil }
            return ValueText.value(ofDigits: bytes[range])
        }
        guard bytes.count >= 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: "t"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
              let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
              hour < 24, minute < 60, second < 61, let date = CivilDate(year: year, month: month, day: day)
        else { return nil }
        var index = 19
        if bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < bytes.count, ValueText.isDigit(bytes[index]) { index += 1 }
        }
        guard index < bytes.count else { return nil }
        var offsetMinutes = 0
        switch bytes[index] {
        case UInt8(ascii: "Z"), UInt8(ascii: "z"):
            guard index + 1 == bytes.count else { return nil }
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            guard index + 6 == bytes.count, bytes[index + 3] == UInt8(ascii: ":"),
                  let hours = number((index + 1)..<(index + 3)), let minutes = number((index + 4)..<(index + 6)) else { return nil }
            offsetMinutes = (hours * 60 + minutes) * (bytes[index] == UInt8(ascii: "-") ? -1 : 1)
        default:
            return nil
        }
        // Local time minus the offset is UTC.
        var total = hour * 60 + minute - offsetMinutes
        var utcDate = date
        while total < 0 { total += 1440; utcDate = utcDate.adding(days: -1) }
        while total >= 1440 { total -= 1440; utcDate = utcDate.adding(days: 1) }
        (self.date, self.hour, self.minute, self.second) = (utcDate, total / 60, total % 60, min(second, 59))
    }

    /// RFC 3339 in UTC, as the feed and the sitemap write it: `2025-12-15T14:20:00Z`.
    public var rfc3339: String {
        date.iso + "T" + ValueText.padded(hour, width: 2) + ":" + ValueText.padded(minute, width: 2) + ":"
            + ValueText.padded(second, width: 2) + "Z"
    }

    /// RFC 5545's UTC date-time, as a calendar's DTSTAMP: `20251215T142000Z`.
    public var calendarStamp: String {
        ValueText.padded(date.year, width: 4) + ValueText.padded(date.month, width: 2) + ValueText.padded(date.day, width: 2)
            + "T" + ValueText.padded(hour, width: 2) + ValueText.padded(minute, width: 2) + ValueText.padded(second, width: 2) + "Z"
    }
}
