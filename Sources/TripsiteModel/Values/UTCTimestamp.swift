/// An RFC 3339 time stamp, such as a trip's `updated_at`, read as the UTC instant it names: a date and a time of
/// day to the second (a leap second counts as the 59th).
public struct UTCTimestamp: Sendable, Hashable {
    public var date: CivilDate
    public var hour: Int, minute: Int, second: Int

    public init(date: CivilDate, hour: Int, minute: Int, second: Int) {
        (self.date, self.hour, self.minute, self.second) = (date, hour, minute, second)
    }

    /// `2025-12-15T14:20:00Z`, with fractional seconds (dropped) or an offset (applied); nil when the text is not
    /// such a time stamp. Read by `ISODateTime` and byte by byte: a date formatter per trip cost more than the rest
    /// of its calendar.
    public init?(rfc3339 text: String) {
        guard let parts = ISODateTime.parts(of: Substring(text)), let (clock, offset) = ISODateTime.zone(of: parts.time), let offset
        else { return nil }
        let date = Array(parts.date.utf8), time = Array(clock.utf8)
        func number(_ bytes: [UInt8], _ range: Range<Int>) -> Int? {
            guard range.upperBound <= bytes.count else { return nil }
            return ValueText.number(bytes[range])
        }
        // hh:mm:ss, then any fraction of a second.
        guard time.count >= 8, time[2] == UInt8(ascii: ":"), time[5] == UInt8(ascii: ":"),
              time.count == 8 || (time[8] == UInt8(ascii: ".") && time[9...].allSatisfy(ValueText.isDigit)),
              let hour = number(time, 0..<2), let minute = number(time, 3..<5), let second = number(time, 6..<8),
              hour < 24, minute < 60, second < 61,
              let year = number(date, 0..<4), let month = number(date, 5..<7), let day = number(date, 8..<10),
              var utcDate = CivilDate(year: year, month: month, day: day)
        else { return nil }
        // Local time minus the offset is UTC.
        var total = hour * 60 + minute - offset
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
