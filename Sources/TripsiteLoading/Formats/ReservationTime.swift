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
        let characters = Array(text.trimmingBlanks)
        // Only year-first date-times carry a time here: "2017-09-20T15:05".
        guard characters.count > 10, characters[10] == "T" || characters[10] == "t" || characters[10] == " ",
              characters[4] == "-" else {
            guard case .success(let date) = DateText.parseFull(text) else { return nil }
            return ReservationTime(date: date)
        }
        guard case .success(let date) = DateText.parseFull(String(characters[..<10])) else { return nil }
        var clockPart = characters[11...]
        var offset: Int?
        if let last = clockPart.last, last == "Z" || last == "z" {
            offset = 0
            clockPart = clockPart.dropLast()
        } else if let sign = clockPart.lastIndex(where: { $0 == "+" || $0 == "-" }) {
            guard let minutes = offsetMinutes(String(clockPart[(sign + 1)...])) else { return nil }
            offset = minutes * (characters[sign] == "-" ? -1 : 1)
            clockPart = clockPart[..<sign]
        }
        guard case .success(let clock) = ClockTime.parse(String(clockPart)) else { return nil }
        return ReservationTime(date: date, time: clock, offset: offset)
    }

    /// "03", "0300", "03:00", also "3:00" and "0:00" as some booking sites write it; at most 14 hours.
    private static func offsetMinutes(_ text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        let hours: Int?
        let minutes: Int?
        if parts.count == 2 {
            (hours, minutes) = (parts[0].count <= 2 ? Int(parts[0]) : nil, parts[1].count == 2 ? Int(parts[1]) : nil)
        } else if text.count == 4 {
            (hours, minutes) = (Int(text.prefix(2)), Int(text.suffix(2)))
        } else {
            (hours, minutes) = (text.count == 2 ? Int(text) : nil, 0)
        }
        guard let hours, let minutes, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ":") }), hours <= 14, minutes < 60 else { return nil }
        return hours * 60 + minutes
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
