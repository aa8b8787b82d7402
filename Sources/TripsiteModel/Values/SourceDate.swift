/// The instant a build dates what the data leaves undated (the calendar's DTSTAMP, the feed's and the sitemap's
/// dates of a trip without `updated_at`): `SOURCE_DATE_EPOCH` when set, the reproducible-builds convention, else
/// the trips file's modification time. Whole seconds since 1970-01-01 UTC, so the same input dates the same.
public struct SourceDate: Sendable, Hashable, Comparable {
    public let secondsSinceEpoch: Int64

    /// The latest instant written: 9999-12-31T23:59:59Z (a date has four digits of year).
    static let latest: Int64 = 253_402_300_799

    /// The instant, moved into 1970-01-01 to 9999-12-31 when outside (a file dated before 1970 by a bad clock).
    public init(clamping seconds: Int64) {
        secondsSinceEpoch = min(max(seconds, 0), Self.latest)
    }

    /// `SOURCE_DATE_EPOCH`'s value: decimal digits only, a whole number of seconds up to 9999-12-31; `nil` otherwise.
    public init?(epochText text: String) {
        guard let seconds = ValueText.number(text.utf8, maxLength: 12), seconds <= Self.latest else { return nil }
        secondsSinceEpoch = Int64(seconds)
    }

    /// The UTC date.
    public var date: CivilDate {
        CivilDate(year: 1970, month: 1, day: 1)!.adding(days: Int(secondsSinceEpoch / 86_400))
    }

    /// The instant as a UTC date and time of day.
    public var timestamp: UTCTimestamp {
        let seconds = Int(secondsSinceEpoch % 86_400)
        return UTCTimestamp(date: date, hour: seconds / 3600, minute: seconds % 3600 / 60, second: seconds % 60)
    }

    /// RFC 3339 in UTC, as the feed and the sitemap write it: `2024-03-15T08:30:00Z`.
    public var rfc3339: String { timestamp.rfc3339 }

    /// RFC 5545's UTC date-time, as a calendar's DTSTAMP: `20240315T083000Z`.
    public var calendarStamp: String { timestamp.calendarStamp }

    public static func < (lhs: SourceDate, rhs: SourceDate) -> Bool {
        lhs.secondsSinceEpoch < rhs.secondsSinceEpoch
    }
}
