import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

private func time(_ hour: Int, _ minute: Int) -> ClockTime {
    ClockTime(hour: hour, minute: minute)!
}

@Suite("ClockTime")
struct ValuesClockTimeTests {
    @Test("accepted forms", arguments: [
        ("08:35", time(8, 35)),
        ("8:35", time(8, 35)),
        ("00:00", time(0, 0)),
        ("0:05", time(0, 5)),
        ("23:59", time(23, 59)),
        ("14:20:00", time(14, 20)),
        ("14:20:59", time(14, 20)),
        ("14:20:00.250", time(14, 20)),
        ("10:00 AM", time(10, 0)),
        ("10:00 am", time(10, 0)),
        ("10:00am", time(10, 0)),
        ("10:00 a.m.", time(10, 0)),
        ("3:00 PM", time(15, 0)),
        ("3:45:10 PM", time(15, 45)),
        ("3 pm", time(15, 0)),
        ("3pm", time(15, 0)),
        ("11 P.M.", time(23, 0)),
        ("12:00 AM", time(0, 0)),
        ("12:30 AM", time(0, 30)),
        ("12 AM", time(0, 0)),
        ("12 PM", time(12, 0)),
        ("12:15 PM", time(12, 15)),
        ("1 AM", time(1, 0)),
        ("noon", time(12, 0)),
        ("Noon", time(12, 0)),
        ("midnight", time(0, 0)),
        ("MIDNIGHT", time(0, 0)),
        ("2024-03-15T10:30:00Z", time(10, 30)),
        ("2024-03-15T23:30:00-05:00", time(23, 30)),
        ("2024-03-15T06:05:00.000+09:00", time(6, 5)),
        ("2024-03-15 18:45", time(18, 45)),
        ("  08:35\u{00A0}", time(8, 35)),
        ("3:00\u{202F}PM", time(15, 0)),
    ])
    func accepted(text: String, expected: ClockTime) {
        #expect(ClockTime.parse(text) == .success(expected))
    }

    @Test("times outside the clock are refused", arguments: ["24:00", "24:30", "9:60", "25:00", "23:99"])
    func outOfRange(text: String) {
        #expect(ClockTime.parse(text) == .failure(ValueParseError(expected: "a real time of day (hours 0 to 23, minutes 00 to 59)")))
    }

    @Test("twelve-hour times outside 1 to 12 are refused", arguments: ["0:30 AM", "13:00 PM", "0 pm", "12:60 PM"])
    func twelveHourOutOfRange(text: String) {
        #expect(ClockTime.parse(text) == .failure(ValueParseError(expected: "a real time of day (hours 1 to 12 with AM or PM, minutes 00 to 59)")))
    }

    @Test("texts that are not times", arguments: [
        "", " ", "8", "15", "835", "0835", "8:5", "8:355", "8.35", "8h35", "8:35:60", "8:35:5", "08:35:00.",
        "AM", "pm", "10:00 XM", "morning", "tomorrow", "2024-03-15", "2024-03-15T", "2024-13-15T10:00:00Z",
        "2024-03-15T10:00:00+24:00", "10:00 AM PM", "-1:00", "8:35 PM tomorrow", "：35",
    ])
    func notTimes(text: String) {
        #expect(ClockTime.parse(text) == .failure(ValueParseError(expected: "a time like 08:35 or 3:00 PM")))
    }

    @Test("text is 24-hour with two-digit hours")
    func text() {
        #expect(time(8, 35).text == "08:35")
        #expect(time(0, 0).text == "00:00")
        #expect(time(23, 59).text == "23:59")
        #expect(time(15, 5).description == "15:05")
        #expect(time(8, 35).minutes == 515)
        #expect(time(8, 35).hour == 8)
        #expect(time(8, 35).minute == 35)
    }

    @Test("init checks hour and minute")
    func initRange() {
        #expect(ClockTime(hour: 24, minute: 0) == nil)
        #expect(ClockTime(hour: -1, minute: 0) == nil)
        #expect(ClockTime(hour: 9, minute: 60) == nil)
        #expect(ClockTime(hour: 9, minute: -1) == nil)
        #expect(ClockTime(hour: 23, minute: 59)?.minutes == 1439)
    }

    @Test("times order through the day")
    func ordering() {
        #expect(time(0, 0) < time(0, 1))
        #expect(time(9, 59) < time(10, 0))
        #expect([time(15, 0), time(8, 35), time(12, 0)].sorted() == [time(8, 35), time(12, 0), time(15, 0)])
    }

    @Test("every minute prints back to the same time")
    func roundTrip() {
        for minutes in 0..<1440 {
            let value = time(minutes / 60, minutes % 60)
            #expect(ClockTime.parse(value.text) == .success(value))
        }
    }

    @Test("every short text of digits, colons, blanks and AM/PM reads as the rules say, written here another way")
    func everyShortText() {
        // Every string of up to three characters from digits, ":", ".", a space and the letters of AM and PM,
        // random longer ones, and times of every form.
        let alphabet: [String] = ["0", "1", "2", "3", "5", "9", ":", " ", "a", "P", "m", "M", "."]
        var texts: [String] = [""]
        var last: [String] = [""]
        for _ in 0..<3 {
            last = last.flatMap { text in alphabet.map { text + $0 } }
            texts += last
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<6_000 {
            // A time of some form, with hours and minutes a little out of range, and one character in three changed.
            func random(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }
            var text = random(0...1) == 0 ? "\(random(0...29))" : (random(0...1) == 0 ? "0" : "") + "\(random(0...9))"
            if random(0...3) > 0 { text += ":" + (random(0...5) == 0 ? "\(random(0...9))" : "\(random(0...6))\(random(0...9))") }
            if random(0...4) == 0 { text += ":\(random(0...6))\(random(0...9))" + (random(0...1) == 0 ? ".\(random(0...999))" : "") }
            if random(0...1) == 0 { text += [" ", "", "  "][random(0...2)] + ["am", "PM", "a.m.", "p.m", "Am", "pM", "amx"][random(0...6)] }
            if random(0...2) == 0 {
                var characters = Array(text)
                characters[random(0...(characters.count - 1))] = Character(alphabet[random(0...(alphabet.count - 1))])
                text = String(characters)
            }
            texts.append(text)
        }
        texts += ["8:35", "08:35", "23:59", "24:00", "12:00 AM", "12:00 pm", "00:30 AM", "13:00 PM", "11:30 AM", "3:00:59 p.m.",
                  "1:05 Pm", "09:60", "9:5", "10:00  AM", "10:00 AMX", "10:00AM", "١٠:٠٠", "14:20:00", "14:20:60", "14:20:00.250",
                  "14:20:00.", "7:05:00 a.m", "Noon", " midnight ", "8:3\u{301}5", "8\u{301}:35"]
        /// A 12-hour time: hours 1 to 12, optional minutes and seconds, then AM or PM; a 24-hour time: "H:MM",
        /// optional seconds with a fraction. Seconds below 60; a time that breaks these reads as nothing.
        func reference(_ text: String) -> ClockTime? {
            let normalized = ValueText.normalized(text)
            if normalized == "noon" { return time(12, 0) }
            if normalized == "midnight" { return time(0, 0) }
            if let match = normalized.wholeMatch(of: /([0-9]{1,2})(?::([0-9]{2})(?::([0-9]{2})(?:\.[0-9]{1,9})?)?)? ?(a\.m\.|p\.m\.|a\.m|p\.m|am|pm)/) {
                let (hour, minute, second) = (Int(match.1)!, match.2.map { Int($0)! } ?? 0, match.3.map { Int($0)! } ?? 0)
                guard (1...12).contains(hour), minute < 60, second < 60 else { return nil }
                return time(hour % 12 + (match.4.hasPrefix("p") ? 12 : 0), minute)
            }
            if let match = normalized.wholeMatch(of: /([0-9]{1,2}):([0-9]{2})(?::([0-9]{2})(?:\.[0-9]{1,9})?)?/) {
                let (hour, minute, second) = (Int(match.1)!, Int(match.2)!, match.3.map { Int($0)! } ?? 0)
                guard hour < 24, minute < 60, second < 60 else { return nil }
                return time(hour, minute)
            }
            return nil
        }
        var times = 0
        for text in texts {
            let parsed = try? ClockTime.parse(text).get()
            if parsed != nil { times += 1 }
            #expect(parsed == reference(text), "\(text.debugDescription)")
        }
        #expect(times > 100)
    }
}
