import TripsiteModel

/// Plain text from Markdown, for places that cannot show formatting: meta descriptions, previews.
enum PlainText {
    /// The text of `markdown` (rendered by cmark, tags removed, character references decoded, white space
    /// collapsed), cut at a word boundary to at most `limit` characters with an ellipsis.
    static func summary(ofMarkdown markdown: String, limit: Int = 160) -> String {
        shortened(text(ofMarkdown: markdown), limit: limit)
    }

    /// The whole text of `markdown`, as `summary` reads it, before shortening. With `linkAddresses`, each
    /// link's address follows its text in brackets ("the museum (https://example.org)"), unless the text is
    /// the address itself.
    static func text(ofMarkdown markdown: String, linkAddresses: Bool = false) -> String {
        collapse(decodeReferences(stripTags(CommonMark.html(from: markdown), linkAddresses: linkAddresses)))
    }

    /// The text with each run of white space made one space, no longer than `limit` characters (shortened
    /// at a word, with "…").
    static func collapsedWhitespace(_ text: String, limit: Int) -> String {
        shortened(collapse(text), limit: limit)
    }

    static func shortened(_ text: String, limit: Int) -> String {
        // No more bytes than the limit means no more characters either, without counting them.
        guard text.utf8.count > limit, text.count > limit else { return text }
        var cut = String(text.prefix(limit - 1))
        if let space = cut.lastIndex(of: " "), cut.distance(from: cut.startIndex, to: space) > limit / 2 {
            cut = String(cut[..<space])
        }
        while let last = cut.last, ",.;:-–—".contains(last) { cut.removeLast() }
        return cut + "…"
    }

    /// Removes tags; block tags (paragraphs, list items, headings, breaks) become a space, inline ones nothing.
    /// With `linkAddresses`, a link's `href` goes in brackets after its text. Works on the UTF-8 bytes: `<`
    /// and `>` are ASCII and never part of a longer character.
    private static func stripTags(_ html: String, linkAddresses: Bool = false) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(html.utf8.count)
        var tagStart: String.UTF8View.Index?
        // The open link's address and where its text starts in `result`.
        var link: (address: [UInt8], textStart: Int)?
        let bytes = html.utf8
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") {
                tagStart = bytes.index(after: index)
            } else if byte == UInt8(ascii: ">"), let start = tagStart {
                let tag = bytes[start..<index]
                let name = tag.drop(while: { $0 == UInt8(ascii: "/") })
                    .prefix(while: { ValueText.isDigit($0) || ValueText.isLetter($0) })
                let tagName = String(decoding: name, as: UTF8.self).lowercased()
                if blockTags.contains(tagName) { result.append(UInt8(ascii: " ")) }
                if linkAddresses, tagName == "a" {
                    if tag.first == UInt8(ascii: "/") {
                        if let open = link, !open.address.isEmpty, Array(result[open.textStart...]) != open.address {
                            result += Array(" (".utf8) + open.address + [UInt8(ascii: ")")]
                        }
                        link = nil
                    } else {
                        link = (address: hrefValue(Array(tag)), textStart: result.count)
                    }
                }
                tagStart = nil
            } else if tagStart == nil {
                result.append(byte)
            }
            index = bytes.index(after: index)
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The value of a tag's `href="…"` (as cmark writes it, escaped), or nothing.
    private static func hrefValue(_ tag: [UInt8]) -> [UInt8] {
        let marker = Array(" href=\"".utf8)
        guard let start = (0...max(tag.count - marker.count, 0)).first(where: { tag[$0...].starts(with: marker) }) else { return [] }
        return Array(tag[(start + marker.count)...].prefix { $0 != UInt8(ascii: "\"") })
    }

    private static let blockTags: Set<String> = [
        "p", "br", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "hr", "div", "table", "tr", "td", "th",
    ]

    /// cmark's HTML only uses these references, and numeric ones.
    private static func decodeReferences(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            let after = rest[amp...]
            if let semicolon = after.prefix(12).firstIndex(of: ";") {
                let name = after[after.index(after: amp)..<semicolon]
                if let decoded = decode(name) {
                    result += decoded
                    rest = after[after.index(after: semicolon)...]
                    continue
                }
            }
            result += "&"
            rest = after.dropFirst()
        }
        return result + rest
    }

    private static func decode(_ name: Substring) -> String? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "#39", "apos": return "'"
        default:
            if name.hasPrefix("#x") || name.hasPrefix("#X"), let value = UInt32(name.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(value) {
                return String(scalar)
            }
            if name.hasPrefix("#"), let value = UInt32(name.dropFirst()), let scalar = Unicode.Scalar(value) {
                return String(scalar)
            }
            return nil
        }
    }

    /// Each run of white space (Unicode's White_Space) made one space, none at either end; read scalar by
    /// scalar, without Unicode's tables for visible ASCII.
    private static func collapse(_ text: String) -> String {
        var text = text
        if let ascii = text.withUTF8({ $0.allSatisfy { $0 < 0x80 } ? collapseASCII($0) : nil }) { return ascii }
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar.isBlankForTrimming {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace {
                result.append(UInt8(ascii: " "))
                pendingSpace = false
            }
            if scalar.isASCII { result.append(UInt8(scalar.value)) } else { result.append(contentsOf: scalar.utf8) }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// `collapse(_:)` for ASCII text, whose white space is the space and U+0009 to U+000D.
    private static func collapseASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { buffer in
            var count = 0
            var pendingSpace = false
            for byte in bytes {
                if byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte) {
                    pendingSpace = count > 0
                    continue
                }
                if pendingSpace {
                    buffer[count] = UInt8(ascii: " ")
                    count += 1
                    pendingSpace = false
                }
                buffer[count] = byte
                count += 1
            }
            return count
        }
    }
}
