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
        // The rest of the link the Markdown's reference became, `" title="TITLE">LABEL</a>`, and the badge's name,
        // as HTML, cut once at the number: each link is compared with it where it stands, piece by piece.
        let rest = NumberedHTML("\" title=\"") + NumberedHTML(escaping: MessageText(title)) + NumberedHTML("\">")
            + NumberedHTML(escaping: MessageText(label)) + NumberedHTML("</a>")
        let badgeName = NumberedHTML(escaping: MessageText(badge))
        while let found = bytes.firstIndex(of: "<a href=\"#map-pin-", from: index) {
            index = found + start.count
            var end = index
            while end < bytes.count, ValueText.isDigit(bytes[end]) { end += 1 }
            let number = bytes[index..<end]
            guard !number.isEmpty, let linkEnd = rest.end(in: bytes, at: end, number: number) else { continue }
            // The badge keeps to the name before it: the space between them does not break.
            let joined = found > copied && bytes[found - 1] == UInt8(ascii: " ")
            result += bytes[copied..<(joined ? found - 1 : found)]
            if joined { result += "&nbsp;".utf8 }
            result += "<a class=\"pin-badge\" href=\"#map-pin-".utf8
            result += number
            result += "\" aria-label=\"".utf8
            badgeName.append(number: number, to: &result)
            result += "\">".utf8
            result += number
            result += "</a>".utf8
            copied = linkEnd
            index = copied
        }
        result += bytes[copied...]
        return result
    }

    /// HTML with a pin's number in places: a message filled with `{number}` and escaped, without making it anew
    /// for every number. Escaping goes byte by byte and a number's digits need none, so the message's pieces are
    /// escaped once; a placeholder of another name stays as written, as `MessageText.filled` leaves it.
    struct NumberedHTML {
        enum Part {
            case html([UInt8])
            case number
        }

        private(set) var parts: [Part]

        init(_ html: String) { parts = [.html(Array(html.utf8))] }

        init(escaping message: MessageText) {
            parts = message.pieces.map { piece in
                switch piece {
                case .text(let text): .html(Array(HTMLEscaping.text(text).utf8))
                case .value(named: "number"): .number
                case .value(let name): .html(Array(HTMLEscaping.text("{" + name + "}").utf8))
                }
            }
        }

        static func + (left: NumberedHTML, right: NumberedHTML) -> NumberedHTML {
            var joined = left
            joined.parts += right.parts
            return joined
        }

        /// Where the HTML, with `number`, ends when it stands in `bytes` at `offset`; nil when it does not.
        func end(in bytes: [UInt8], at offset: Int, number: ArraySlice<UInt8>) -> Int? {
            var offset = offset
            for part in parts {
                switch part {
                case .html(let html):
                    guard bytes.holds(html, at: offset) else { return nil }
                    offset += html.count
                case .number:
                    guard bytes.holds(number, at: offset) else { return nil }
                    offset += number.count
                }
            }
            return offset
        }

        /// Appends the HTML with `number`.
        func append(number: ArraySlice<UInt8>, to bytes: inout [UInt8]) {
            for part in parts {
                switch part {
                case .html(let html): bytes += html
                case .number: bytes += number
                }
            }
        }
    }
}
