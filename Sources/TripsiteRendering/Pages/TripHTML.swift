/// The HTML of a trip's itinerary from cmark's HTML of its Markdown, with what Markdown cannot say added: the
/// days' ids and marks (`DayHeadings`), each day's own map (`DayMapFigures`), the strip of days (`DayStrip`), the
/// confirmation numbers as a table (`ConfirmationTable`), the items' pin numbers as badges (`PinBadges`) and an
/// id on every other heading (`HeadingAnchors`).
package enum TripHTML {
    /// `context` is the trip's (`TripContext`), which the Markdown was rendered from.
    package static func finish(_ html: [UInt8], context: TemplateFields) -> [UInt8] {
        finish(html, context: context, sortLists: [])
    }

    /// `finish(_:context:)` with the values the page's lists may be sorted by in the browser (`TripSortKeys`,
    /// `SortableLists`), added in the same pass as the items' ids.
    static func finish(_ html: [UInt8], context: TemplateFields, sortLists: [SortableLists.List]) -> [UInt8] {
        let days = DayHeadings.days(context["days"])
        let withMaps = DayMapFigures.insert(into: DayHeadings.mark(html, days: days), days: days)
        let words = context["t"]
        let withStrip = DayStrip.replace(in: withMaps, links: context["dayLinks"], label: Self.word(words, "trip", "days_label"))
        let marked = PinBadges.replace(
            in: ConfirmationTable.replace(in: withStrip, rows: context["confirmations"], words: words),
            label: Self.word(words, "map", "pin"), title: Self.word(words, "map", "pin_title"), badge: Self.word(words, "map", "pin_badge"))
        var counts: [String: Int] = [:]
        for section in ItemAnchors.sections {
            if case .list(let items)? = context[section.field] { counts[section.field] = items.count }
        }
        return ItemAnchors.add(to: HeadingAnchors.add(to: marked, reserved: Set(days.map(\.anchor))), counts: counts, sortLists: sortLists)
    }

    /// The text of a `t` value's message by the parts of its key, or "" when there is none.
    static func word(_ words: TemplateValue?, _ path: String...) -> String {
        var value = words
        for part in path {
            guard case .object(let fields)? = value else { return "" }
            value = fields[part]
        }
        if case .text(let text)? = value { return text }
        return ""
    }

    package static func finish(_ html: String, context: TemplateFields) -> String {
        String(decoding: finish(Array(html.utf8), context: context), as: UTF8.self)
    }

    /// `bytes` with each text inserted before the byte at its offset, in one pass.
    static func inserting(_ insertions: [(offset: Int, text: String)], into bytes: [UInt8]) -> [UInt8] {
        inserting(insertions.map { ($0.offset, Array($0.text.utf8)) }, into: bytes)
    }

    /// `bytes` with each run of bytes inserted before the byte at its offset, in one pass; runs at the same offset
    /// in the order given.
    static func inserting(_ insertions: [(offset: Int, text: [UInt8])], into bytes: [UInt8]) -> [UInt8] {
        guard !insertions.isEmpty else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + insertions.reduce(0) { $0 + $1.text.count })
        var copied = 0
        let ordered = insertions.indices.sorted { (insertions[$0].offset, $0) < (insertions[$1].offset, $1) }.map { insertions[$0] }
        for insertion in ordered {
            result += bytes[copied..<insertion.offset]
            result += insertion.text
            copied = insertion.offset
        }
        result += bytes[copied...]
        return result
    }
}
