import TripsiteModel

/// The references from a trip page's items to the pins of its map. The Markdown writes each after the item's
/// name as a link, "[pin 12](#map-pin-12 "Pin 12 on the map")" in the page's language; the page shows it as a
/// badge drawn like the pin on the map (the number in a ring, class `pin-badge`), whose accessible name is the
/// link's title, which still says what the number is, so that the number is never read as a time, a count or
/// a flight number. A line that wraps never leaves the badge alone at the start of a line: it stays with the last
/// word of the name.
enum PinBadges {
    private static let start = Array("<a href=\"#map-pin-".utf8)

    /// `label` and `title` are the messages of the link's text and title (`map.pin`, `map.pin_title`), with
    /// `{number}` for the pin's number: only a link that reads exactly so is an item's reference.
    /// `badge` is the badge's accessible name (`map.pin_badge`).
    static func replace(in bytes: [UInt8], label: String, title: String, badge: String) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 1024)
        var copied = 0
        var index = 0
        let (label, title, badge) = (MessageText(label), MessageText(title), MessageText(badge))
        while let found = bytes.firstIndex(of: "<a href=\"#map-pin-", from: index) {
            index = found + start.count
            var end = index
            while end < bytes.count, bytes[end] >= UInt8(ascii: "0"), bytes[end] <= UInt8(ascii: "9") { end += 1 }
            let number = String(decoding: bytes[index..<end], as: UTF8.self)
            guard !number.isEmpty else { continue }
            // The rest of the link the Markdown's reference became, `" title="TITLE">LABEL</a>`, compared piece by
            // piece where it stands rather than written out whole first.
            var linkEnd = end
            let rest = ["\" title=\"", HTMLEscaping.text(title.filled(["number": number])), "\">",
                        HTMLEscaping.text(label.filled(["number": number])), "</a>"]
            var isReference = true
            for piece in rest {
                guard bytes.holds(piece, at: linkEnd) else {
                    isReference = false
                    break
                }
                linkEnd += piece.utf8.count
            }
            guard isReference else { continue }
            // The badge keeps to the name before it: the space between them does not break.
            let joined = found > copied && bytes[found - 1] == UInt8(ascii: " ")
            result += bytes[copied..<(joined ? found - 1 : found)]
            if joined { result += "&nbsp;".utf8 }
            result += "<a class=\"pin-badge\" href=\"#map-pin-".utf8
            result += number.utf8
            result += "\" aria-label=\"".utf8
            result += HTMLEscaping.text(badge.filled(["number": number])).utf8
            result += "\">".utf8
            result += number.utf8
            result += "</a>".utf8
            copied = linkEnd
            index = copied
        }
        result += bytes[copied...]
        return result
    }
}
