import Foundation
import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

@Suite("calendar text")
struct CalendarUnitTests {
    @Test("timestamps become UTC stamps, whatever their offset", arguments: [
        ("2025-12-15T14:20:00Z", "20251215T142000Z"),
        ("2026-01-21T18:02:47.090Z", "20260121T180247Z"),
        ("2025-01-01T01:30:00+02:00", "20241231T233000Z"),
        ("2025-12-31T23:30:00-01:00", "20260101T003000Z"),
        // Past the years dates are read in: still the year's digits, then the rest.
        ("9999-12-31T23:30:00-01:00", "100000101T003000Z"),
        ("0001-01-01T00:30:00+01:00", "00001231T233000Z"),
    ])
    func stamps(text: String, expected: String) {
        #expect(UTCTimestamp(rfc3339: text)?.calendarStamp == expected)
    }

    @Test("text that is not a full timestamp gives nil", arguments: ["2025-12-15", "2025-02-30T10:00:00Z", "2025-12-15T25:00:00Z", "2025-12-15T10:00:00", "yesterday"])
    func notStamps(text: String) {
        #expect(UTCTimestamp(rfc3339: text) == nil)
    }

    @Test("a flight event ends at the arrival only with both time zones, else after its duration, and never before it starts")
    func flightEnds() throws {
        let plan = try RenderFixture.onlyPlan(RenderFixture.trip("""
        "flights": [
          {"flight_number": "ZONED", "departure_date": "2025-05-01", "departure_time": "18:45", "duration": "9h 30m",
           "departure_timezone": "Asia/Tokyo", "arrival_timezone": "America/Los_Angeles",
           "arrival_date": "2025-05-01", "arrival_time": "12:15"},
          {"flight_number": "TIMED", "departure_date": "2025-05-01", "departure_time": "18:45", "duration": "9h 30m",
           "arrival_date": "2025-05-01", "arrival_time": "12:15"},
          {"flight_number": "WEST", "departure_date": "2025-05-02", "departure_time": "18:45",
           "arrival_date": "2025-05-02", "arrival_time": "12:15"},
          {"flight_number": "EAST", "departure_date": "2025-05-03", "departure_time": "22:00",
           "arrival_time": "06:30", "is_direct": false}
        ]
        """))
        let events = TripCalendar.ics(plan).components(separatedBy: "BEGIN:VEVENT").dropFirst()
            .map { $0.components(separatedBy: "\r\n").filter { $0.hasPrefix("DT") || $0.hasPrefix("DURATION") || $0.hasPrefix("DESCRIPTION") } }
        #expect(events.map { $0.filter { !$0.hasPrefix("DTSTAMP") } } == [
            ["DTSTART;TZID=Asia/Tokyo:20250501T184500", "DTEND;TZID=America/Los_Angeles:20250501T121500"],
            ["DTSTART:20250501T184500", "DURATION:PT9H30M"],
            ["DTSTART:20250502T184500"],
            ["DTSTART:20250503T220000", "DTEND:20250504T063000", "DESCRIPTION:Not direct"],
        ])
    }

    @Test("TEXT values escape backslash, semicolon, comma and line breaks")
    func escaping() {
        #expect(ContentLines.escapeText("a\\b;c,d\ne\r\nf") == "a\\\\b\\;c\\,d\\ne\\nf")
        // A lone carriage return is a line break too; other controls are dropped; other characters stay.
        #expect(ContentLines.escapeText("Café, 東京\rnext\u{01}\u{7F}😀;") == "Café\\, 東京\\nnext😀\\;")
    }

    @Test("TEXT values are escaped as a byte-by-byte reference escapes them, for generated text")
    func escapeTextAgreesWithReference() {
        func reference(_ text: String) -> String {
            var result: [UInt8] = []
            var previousWasCR = false
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "\\"), UInt8(ascii: ";"), UInt8(ascii: ","): result += [UInt8(ascii: "\\"), byte]
                case 0x0D: result += Array("\\n".utf8)
                case 0x0A where !previousWasCR: result += Array("\\n".utf8)
                case 0x00..<0x20, 0x7F: break
                default: result.append(byte)
                }
                previousWasCR = byte == 0x0D
            }
            return String(decoding: result, as: UTF8.self)
        }
        let alphabet: [Character] = ["a", "Z", " ", "\\", ";", ",", "\r", "\n", "\r\n", "\t", "\u{01}", "\u{7F}", "é", "東", "😀"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let text = String((0..<Int.random(in: 0...14, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            #expect(ContentLines.escapeText(text) == reference(text), "\(text.debugDescription)")
        }
    }

    @Test("a TEXT property escaped while it is folded is the escaped text, folded")
    func addTextEscapesAndFoldsInOnePass() {
        // Values long enough to fold, with escapes at and around the fold and characters of every length.
        let alphabet: [Character] = ["a", "Z", " ", "\\", ";", ",", "\r", "\n", "\r\n", "\u{01}", "é", "東", "😀"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let text = String((0..<Int.random(in: 0...120, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            var onePass = ContentLines()
            onePass.addText("DESCRIPTION", text)
            var escapedFirst = ContentLines()
            escapedFirst.add("DESCRIPTION", ContentLines.escapeText(text))
            #expect(onePass.bytes == escapedFirst.bytes, "\(text.debugDescription)")
        }
    }

    @Test("the site's calendar finds a trip file's events, the zones they name and the years of their dates")
    func siteCalendarReadsTripFiles() throws {
        let plan = try RenderFixture.onlyPlan(RenderFixture.trip("""
        "timezone": "Europe/Lisbon",
        "flights": [{"flight_number": "NY1", "departure_date": "2024-12-30", "departure_time": "18:45", "departure_airport": "JFK",
                     "arrival_airport": "LIS", "arrival_date": "2024-12-31", "arrival_time": "06:55"}],
        "hotels": [{"name": "Casa", "check_in_date": "2025-05-01", "check_out_date": "2025-05-03"}]
        """))
        let file = TripCalendar.icsBytes(plan)
        let events = try #require(SiteCalendar.events(in: file))
        let text = String(decoding: file[events.range], as: UTF8.self)
        #expect(text.hasPrefix("BEGIN:VEVENT\r\nUID:"))
        #expect(text.hasSuffix("END:VEVENT\r\n"))
        #expect(text.components(separatedBy: "BEGIN:VEVENT").count == 3)
        #expect(!text.contains("VTIMEZONE") && !text.contains("VCALENDAR"))
        #expect(events.zones == ["America/New_York", "Europe/Lisbon"])
        #expect(events.years == 2024...2025)

        // A trip with nothing dated still gives its one all-day event.
        let undated = try RenderFixture.onlyPlan(RenderFixture.trip())
        let tripEvent = try #require(SiteCalendar.events(in: TripCalendar.icsBytes(undated)))
        #expect(tripEvent.years == 2025...2025)
        #expect(SiteCalendar.events(in: []) == nil)
        #expect(SiteCalendar.events(in: Array("BEGIN:VEVENT\r\nDTSTART:20\r\n".utf8)) == nil, "a cut file has no events to take")
    }

    @Test("a trip with nothing dated is one all-day event across its dates, so that its calendar is not empty")
    func undatedTripIsOneEvent() throws {
        let plan = try RenderFixture.onlyPlan(RenderFixture.trip(#""description": "**Seoul** in spring""#))
        let events = TripCalendar.ics(plan).components(separatedBy: "BEGIN:VEVENT").dropFirst()
        #expect(events.count == 1)
        let event = try #require(events.first)
        #expect(event.contains("\r\nUID:t1-trip-1@tripsite\r\n"), "\(event)")
        #expect(event.contains("\r\nSUMMARY:Lisbon\r\n"))
        #expect(event.contains("\r\nDTSTART;VALUE=DATE:20250501\r\nDTEND;VALUE=DATE:20250505\r\n"), "the end date is included")
        #expect(event.contains("\r\nLOCATION:Lisbon\\, Portugal\r\n"))
        #expect(event.contains("\r\nDESCRIPTION:Seoul in spring\r\n"))
        // A trip with a dated item has only its items' events.
        let dated = try RenderFixture.onlyPlan(RenderFixture.trip(#""activities": [{"name": "Walk", "day_number": 1}]"#))
        #expect(!TripCalendar.ics(dated).contains("-trip-1@"))
    }

    @Test("descriptions are plain text: Markdown rendered to text, each link's address after its text")
    func plainDescriptions() throws {
        let plan = try RenderFixture.onlyPlan(RenderFixture.trip(#"""
        "activities": [{"name": "Dinner", "day_number": 1, "description": "**Smart casual**; [menu](https://example.org/m) or <https://example.org/>"}]
        """#))
        let ics = TripCalendar.ics(plan).replacingOccurrences(of: "\r\n ", with: "")
        #expect(ics.contains("\r\nDESCRIPTION:Smart casual\\; menu (https://example.org/m) or https://example.org/\r\n"), "\(ics)")
    }

    @Test("ids in UIDs keep ASCII letters, digits and -_. and percent-encode every other byte")
    func uidEncoding() throws {
        let plan = try RenderFixture.onlyPlan("""
            [{"id": "Trip 1", "title": "T", "destination": "Porto", "start_date": "2025-05-01", "end_date": "2025-05-02",
              "activities": [{"id": "a/b é~Z_9.x-y", "name": "Walk", "day_number": 1, "scheduled_time": "10:00"}]}]
            """)
        let calendar = TripCalendar.ics(plan, generator: "tripsite")
        #expect(calendar.contains("UID:\(plan.slug)-activity-a%2Fb%20%C3%A9%7EZ_9.x-y@tripsite"), "\(calendar)")
    }

    @Test("lines fold at 75 octets without splitting a character")
    func folding() {
        var content = ContentLines()
        content.add("DESCRIPTION", String(repeating: "é", count: 100))
        let folded = content.text
        let lines = folded.components(separatedBy: "\r\n").dropLast()
        #expect(lines.allSatisfy { $0.utf8.count <= 75 })
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(" ") })
        #expect(lines.map { String($0.drop(while: { $0 == " " })) }.joined().hasSuffix(String(repeating: "é", count: 100)))
    }

    @Test("properties, with and without parameters, are folded as a scalar-by-scalar reference folds them")
    func foldingProperties() {
        // Folding by hand, scalar by scalar: a scalar that would pass 75 octets starts a continuation line.
        func reference(_ line: String) -> String {
            var result = ""
            var octets = 0
            for scalar in line.unicodeScalars {
                let length = String(scalar).utf8.count
                if octets + length > 75 {
                    result += "\r\n "
                    octets = 1
                }
                result.unicodeScalars.append(scalar)
                octets += length
            }
            return result + "\r\n"
        }
        var values = ["", "short", String(repeating: "a", count: 67), String(repeating: "a", count: 68),
                      String(repeating: "😀", count: 40), String(repeating: "東a", count: 50), "x" + String(repeating: "é", count: 90)]
        // And random texts of characters of every length, up to several lines long.
        let alphabet: [Character] = ["a", " ", "é", "東", "😀"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<1_000 {
            values.append(String((0..<Int.random(in: 0...300, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }))
        }
        for value in values {
            var lines = ContentLines()
            lines.add("DESCRIPTION", value, parameters: ["LANGUAGE=en"])
            #expect(lines.text == reference("DESCRIPTION;LANGUAGE=en:" + value), "\(value)")
            var plain = ContentLines()
            plain.add("SUMMARY", value)
            #expect(plain.text == reference("SUMMARY:" + value))
        }
    }
}

@Suite("script-safe JSON")
struct ScriptSafeJSONTests {
    @Test("escapes that cannot end a script element, and valid JSON")
    func escapes() throws {
        var writer = ScriptSafeJSON.Writer()
        writer.object { json in
            json.member("a", "line\nbreak \u{2028} & \"q\"")
            json.member("b", "x</script><!--")
        }
        #expect(writer.text == #"{"a":"line\nbreak \u2028 \u0026 \"q\"","b":"x\u003c/script\u003e\u003c!--"}"#)
        let parsed = try JSONSerialization.jsonObject(with: Data(writer.text.utf8)) as? [String: String]
        #expect(parsed == ["a": "line\nbreak \u{2028} & \"q\"", "b": "x</script><!--"])
    }

    @Test("strings are escaped as a character-by-character reference escapes them, for generated strings")
    func escapesLikeReference() {
        // Long plain runs too, which are passed over eight bytes at a time, with the escapes anywhere around them.
        let pieces = ["a", "Zürich", "€ 1,234.00", "\"", "\\", "\n", "\r", "\t", "\u{01}", "<", ">", "&", "\u{2028}", "\u{2029}", "–", "日本", "🙂", " ",
                      "Harbour tour at dawn", "1234567", "\u{7F}"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<4_000 {
            let text = (0..<Int.random(in: 0...24, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            var bytes: [UInt8] = []
            ScriptSafeJSON.writeString(text, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == Self.reference(text), "\(text.debugDescription)")
        }
    }

    @Test("the writer nests objects and arrays, leaving out members without a value")
    func writer() throws {
        let missing: String? = nil
        var writer = ScriptSafeJSON.Writer()
        writer.object { json in
            json.member("@type", "Place")
            json.member("address", missing)
            json.member("geo") { geo in
                geo.member("latitude", 48.5)
                geo.member("longitude", -2.25)
            }
            json.list("items") { list in
                for number in 1...3 {
                    list.element { item in
                        item.member("name", "</script> \(number)")
                        item.member("position", number)
                    }
                }
            }
            json.list("none") { _ in }
            json.member("rating", 5)
        }
        #expect(writer.text == #"{"@type":"Place","geo":{"latitude":48.5,"longitude":-2.25},"items":[{"name":"\u003c/script\u003e 1","position":1},"#
            + #"{"name":"\u003c/script\u003e 2","position":2},{"name":"\u003c/script\u003e 3","position":3}],"none":[],"rating":5}"#)
        #expect(try JSONSerialization.jsonObject(with: Data(writer.text.utf8)) is [String: Any])
    }

    static func reference(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "<", ">", "&", "\u{2028}", "\u{2029}", "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
