import Foundation
import TripsiteModel

/// A date, or a date and time, as reservations give them: "2017-09-20", "2017-09-20T15:05:00",
/// "2017-09-20T15:05:00+03:00", "2017-09-20T12:05:00Z"; the offset, when there is one, is kept.
struct ReservationTime: Sendable {
    var date: CivilDate
    var time: ClockTime?
    /// Minutes east of UTC, when the text gives an offset or `Z`.
    var offset: Int?

    static let expected = "a date or a date and time such as 2017-09-20 or 2017-09-20T15:05:00+03:00"

    /// The value of `key`, read as text; a value of another form is reported and `nil`.
    static func read(_ fields: ObjectReader, _ key: String) -> ReservationTime? {
        guard let text = fields.string(key) else { return nil }
        guard let time = parse(text) else {
            fields.fail(key, expected: expected, found: fields.member(key)!.value)
            return nil
        }
        return time
    }

    static func parse(_ text: String) -> ReservationTime? {
        let trimmed = text.trimmingBlanks
        // Only year-first date-times carry a time here: "2017-09-20T15:05".
        guard let parts = ISODateTime.parts(of: Substring(trimmed)) else {
            guard case .success(let date) = DateText.parseFull(text) else { return nil }
            return ReservationTime(date: date)
        }
        // Offsets of up to 14 hours, the widest of any zone.
        guard case .success(let date) = DateText.parseFull(String(parts.date)),
              let (clock, offset) = ISODateTime.zone(of: parts.time), abs(offset ?? 0) <= 14 * 60,
              case .success(let time) = ClockTime.parse(String(clock)) else { return nil }
        return ReservationTime(date: date, time: time, offset: offset)
    }

    /// Minutes since 1970-01-01 00:00 (UTC when the offset is known, else in the time's own zone), to order the
    /// changes of a booking.
    var minutesSince1970: Int {
        date.days(since: CivilDate(year: 1970, month: 1, day: 1)!) * 24 * 60 + (time?.minutes ?? 0) - (offset ?? 0)
    }

    init(date: CivilDate, time: ClockTime? = nil, offset: Int? = nil) {
        self.date = date
        self.time = time
        self.offset = offset
    }

    /// The IANA zone of a time at an airport: the airport's zone when its offset then is the one given, else
    /// `Etc/GMT±N` for a whole number of hours, else none (the airport's zone is then used when planning).
    func zone(at airport: Airport?) -> String? {
        guard let offset else { return nil }
        if let airport, let time, ZonedTime.reading(date, time, zone: airport.timeZone)?.offset == offset {
            return airport.timeZone
        }
        return Self.fixedZone(offset: offset)
    }

    /// The tz database's zone of a whole-hour offset: `Etc/GMT-3` is three hours east of UTC (the sign is
    /// POSIX's, the opposite of ISO 8601's), `Etc/GMT` is UTC; `nil` for any other offset.
    static func fixedZone(offset: Int) -> String? {
        guard offset % 60 == 0, (-12 * 60...14 * 60).contains(offset) else { return nil }
        let hours = offset / 60
        if hours == 0 { return "Etc/GMT" }
        return "Etc/GMT" + (hours > 0 ? "-" : "+") + String(abs(hours))
    }
}
