import TripsiteModel

/// Marks the days of a trip page in cmark's HTML, which has no attributes of its own: each day's `<h3>` gets the
/// id the day strip links to (`day-3`, or `date-2025-05-02` for a day without a number), the line under it
/// ("Tonight: …") the class `night` and its list of items the class `day-plan`.
///
/// A day's heading is found by its text, looking from the end of the page backwards (a description before the
/// itinerary may have a heading that reads the same); a day whose heading is not found (a custom template wrote
/// it otherwise) keeps the id `HeadingAnchors` gives it.
enum DayHeadings {
    /// A day of the timeline: its heading's text, its anchor and its own map (the SVG and its caption), if it has one.
    struct Day {
        var heading: String
        var anchor: String
        var map: [UInt8]? = nil
    }

    /// The days of a context's `days` value (`TripContext.days`).
    static func days(_ value: TemplateValue?) -> [Day] {
        guard case .list(let values)? = value else { return [] }
        var days: [Day] = []
        for case .object(let fields) in values {
            guard case .text(let heading)? = fields["heading"], case .text(let anchor)? = fields["anchor"] else { continue }
            var day = Day(heading: heading, anchor: anchor)
            if case .object(let map)? = fields["dayMap"], case .utf8(let svg)? = map["svg"] {
                if case .utf8(let caption)? = map["caption"] { day.map = svg + caption } else { day.map = svg }
            }
            days.append(day)
        }
        return days
    }

    static func mark(_ bytes: [UInt8], days: [Day]) -> [UInt8] {
        var insertions: [(offset: Int, text: String)] = []
        var searchEnd = bytes.count
        for day in days.reversed() {
            let opening = "<h3>" + HTMLEscaping.text(day.heading) + "</h3>"
            guard let found = lastIndex(of: Array(opening.utf8), in: bytes, before: searchEnd) else { continue }
            searchEnd = found
            insertions.append((found + 3, " id=\"\(day.anchor)\""))
            var next = skipBlanks(bytes, from: found + opening.utf8.count)
            if bytes.holds("<p><strong>".utf8, at: next), let close = bytes.firstIndex(of: "</p>", from: next) {
                insertions.append((next + 2, " class=\"night\""))
                next = skipBlanks(bytes, from: close + 4)
            }
            if bytes.holds("<ul>".utf8, at: next) { insertions.append((next + 3, " class=\"day-plan\"")) }
        }
        return TripHTML.inserting(insertions, into: bytes)
    }

    /// The offset of the last occurrence of `pattern` that starts before `end`.
    static func lastIndex(of pattern: [UInt8], in bytes: [UInt8], before end: Int) -> Int? {
        var index = min(end, bytes.count - pattern.count + 1) - 1
        while index >= 0 {
            if bytes[index] == pattern[0], bytes[index...].starts(with: pattern) { return index }
            index -= 1
        }
        return nil
    }

    static func skipBlanks(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: " ") { index += 1 }
        return index
    }
}
