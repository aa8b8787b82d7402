import TripsiteModel

/// The strip of links to the days at the top of a trip page. The Markdown writes it as a paragraph of links
/// ("**Days:** [Fri 2 May](#date-2025-05-02) · [Sat 3 May (Day 1)](#day-1) · …"); the page replaces that
/// paragraph (the one holding the link to the first day) with a `<nav class="day-strip">` list made from the
/// same links: each date a link with its `data-date`, the day's number a second label under it, so that the
/// stylesheet can lay them out as a strip and the browsing script can mark today's.
enum DayStrip {
    /// `links` is the context's `dayLinks` value (`TripContext.dayLinks`).
    /// `label` names the strip for screen readers ("Days").
    static func replace(in bytes: [UInt8], links: TemplateValue?, label: String) -> [UInt8] {
        guard case .list(let values)? = links, case .object(let first)? = values.first, case .text(let firstAnchor)? = first["anchor"],
              let link = bytes.firstIndex(of: "<a href=\"#\(firstAnchor)\">", from: 0),
              let open = DayHeadings.lastIndex(of: Array("<p>".utf8), in: bytes, before: link),
              let close = bytes.firstIndex(of: "</p>", from: open), close > link else { return bytes }
        var strip = "<nav class=\"day-strip\" aria-label=\"\(HTMLEscaping.text(label))\"><ol>\n"
        for case .object(let fields) in values {
            func text(_ name: String) -> String? {
                if case .text(let text)? = fields[name] { return HTMLEscaping.text(text) }
                return nil
            }
            guard let label = text("label"), let anchor = text("anchor"), let date = text("date") else { continue }
            let number = text("dayLabel").map { " <span class=\"day-number\">\($0)</span>" } ?? ""
            strip += "<li><a href=\"#\(anchor)\" data-date=\"\(date)\"><span class=\"day-date\">\(label)</span>\(number)</a></li>\n"
        }
        strip += "</ol></nav>"
        return Array(bytes[..<open]) + Array(strip.utf8) + Array(bytes[(close + 4)...])
    }
}
