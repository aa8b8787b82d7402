/// Plain text from Markdown, for places that cannot show formatting: meta descriptions, previews.
enum PlainText {
    /// The text of `markdown` (rendered by cmark, tags removed, character references decoded, white space
    /// collapsed), cut at a word boundary to at most `limit` characters with an ellipsis.
    static func summary(ofMarkdown markdown: String, limit: Int = 160) -> String {
        shortened(text(ofMarkdown: markdown), limit: limit)
    }

    /// The whole text of `markdown`, as `summary` reads it, before shortening.
    static func text(ofMarkdown markdown: String) -> String {
        collapse(decodeReferences(stripTags(CommonMark.html(from: markdown))))
    }

    /// The text with each run of white space made one space, no longer than `limit` characters (shortened
    /// at a word, with "…").
    static func collapsedWhitespace(_ text: String, limit: Int) -> String {
        shortened(collapse(text), limit: limit)
    }

    static func shortened(_ text: String, limit: Int) -> String {
        guard text.count > limit else { return text }
        var cut = String(text.prefix(limit - 1))
        if let space = cut.lastIndex(of: " "), cut.distance(from: cut.startIndex, to: space) > limit / 2 {
            cut = String(cut[..<space])
        }
        while let last = cut.last, ",.;:-–—".contains(last) { cut.removeLast() }
        return cut + "…"
    }

    /// Removes tags; block tags (paragraphs, list items, headings, breaks) become a space, inline ones nothing.
    private static func stripTags(_ html: String) -> String {
        var result = String.UnicodeScalarView()
        var tag = String.UnicodeScalarView()
        var inTag = false
        for scalar in html.unicodeScalars {
            if scalar == "<" {
                inTag = true
                tag = String.UnicodeScalarView()
            } else if scalar == ">" && inTag {
                inTag = false
                let name = String(tag.drop(while: { $0 == "/" }).prefix(while: { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) })).lowercased()
                if blockTags.contains(name) { result.append(" ") }
            } else if inTag {
                tag.append(scalar)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
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
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar.isBlankForTrimming {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace {
                result.append(" ")
                pendingSpace = false
            }
            result.append(scalar)
        }
        return String(result)
    }
}
