import Foundation

/// Makes data safe to place in Markdown.
///
/// Plain-text fields must show literally: `# Owned` stays text, `[x](javascript:…)` is not a link,
/// `<b>` is not HTML. Long descriptions are Markdown on purpose; they are only tidied so that they
/// cannot swallow the rest of the page (an unclosed code fence or HTML block is closed).
public enum MarkdownEscaping {
    /// Escapes one line of plain text for use inline. Line breaks become spaces.
    public static func text(_ text: String) -> String {
        needsNoEscaping(text) ? text : escaped(text)
    }

    /// `text(_:)` without its shortcut for text that needs nothing.
    static func escaped(_ text: String) -> String {
        // NUL is dropped first, so that nothing it separates can join into an entity once it is gone.
        let scalars = Array(text.unicodeScalars.lazy.filter { $0 != "\0" })
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        var atStart = true
        var pendingSpace = false
        for (index, scalar) in scalars.enumerated() {
            switch scalar {
            case _ where becomesSpace(scalar):
                pendingSpace = !atStart
                continue
            case " " where atStart:
                // Leading spaces could indent the text into a code block where a template starts a line with it.
                continue
            case "\0":
                continue
            default:
                break
            }
            if pendingSpace {
                result.unicodeScalars.append(" ")
                pendingSpace = false
            }
            // A hyphen before another would join it into a dash (cmark's smart punctuation reads "--" as an en
            // dash): a confirmation code "AB--CD" must show as it is.
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            let startsDash = scalar == "-" && next == "-"
            if needsEscape(scalar) || (atStart && startsBlock(scalar, followedBy: next)) || (scalar == "&" && startsEntity(scalars, after: index))
                || startsDash {
                result.unicodeScalars.append("\\")
            }
            result.unicodeScalars.append(scalar)
            atStart = false
        }
        return escapeClosingHashes(escapeOrderedListMarker(result))
    }

    /// Whether the text can be placed as it is: no byte that `text(_:)` would change or escape (the
    /// common case for names, places and dates). Conservative: any doubt goes the careful way.
    static func needsNoEscaping(_ text: String) -> Bool {
        var text = text
        return text.withUTF8(needsNoEscaping)
    }

    /// `needsNoEscaping(_:)` on the text's UTF-8 bytes.
    private static func needsNoEscaping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = bytes.startIndex
        // At the start: a space (dropped), a character that could start a block ("# ", "- ", "+", "=="), and
        // digits followed by "." or ")" and a space (an ordered list marker such as "1. "); "+971", "#1",
        // "3 days", "09:00" and "1.5 km" are plain text.
        func endsMarker(at index: Int) -> Bool {
            index == bytes.endIndex || bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")
        }
        if let first = bytes.first {
            switch first {
            case UInt8(ascii: "#"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "="):
                if endsMarker(at: index + 1) || bytes[index + 1] == first { return false }
            case UInt8(ascii: " "):
                return false
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                index = bytes[index...].firstIndex(where: { !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) ?? bytes.endIndex
                if index < bytes.endIndex, bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ")"), endsMarker(at: index + 1) {
                    return false
                }
            default:
                break
            }
        }
        // A "#" at the end could close a heading the text is placed in.
        if bytes.last(where: { $0 != UInt8(ascii: " ") }) == UInt8(ascii: "#") { return false }
        while index < bytes.endIndex {
            // Most bytes are none of those the switch looks at: one look in a table passes them.
            guard needsALook[Int(bytes[index])] else {
                index += 1
                continue
            }
            switch bytes[index] {
            // Two hyphens make a dash once cmark's smart punctuation reads them.
            case UInt8(ascii: "-"):
                let next = bytes.index(after: index)
                if next < bytes.endIndex, bytes[next] == UInt8(ascii: "-") { return false }
            // Line breaks, tabs and NUL; inline syntax; entities.
            case 0x00...0x1F, UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"),
                UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "~"),
                UInt8(ascii: "&"):
                return false
            // U+2028 and U+2029 (E2 80 A8, E2 80 A9) are line breaks; other characters starting with E2
            // (€, ₦, ₹, the dashes) are plain.
            case 0xE2:
                let next = bytes.index(after: index)
                guard next < bytes.endIndex, bytes[next] == 0x80 else { break }
                let last = bytes.index(after: next)
                if last < bytes.endIndex, bytes[last] == 0xA8 || bytes[last] == 0xA9 { return false }
            default:
                break
            }
            index = bytes.index(after: index)
        }
        return true
    }

    /// The bytes `needsNoEscaping` looks at more closely, by value: those its switch has a case for.
    private static let needsALook: [Bool] = (0...255).map { byte in
        switch UInt8(byte) {
        case 0x00...0x1F, UInt8(ascii: "-"), UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"),
            UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "~"), UInt8(ascii: "&"), 0xE2:
            true
        default:
            false
        }
    }

    /// Line breaks and tabs, which become a space in a line of plain text.
    private static func becomesSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\n", "\r", "\t", "\u{0B}", "\u{0C}", "\u{2028}", "\u{2029}": true
        default: false
        }
    }

    /// Characters with inline meaning in CommonMark (emphasis, code, links, HTML, escapes), and `~` for
    /// the strikethrough of GitHub-flavoured renderers where the Markdown file may be pasted.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\\", "`", "*", "_", "[", "]", "<", ">", "~": return true
        default: return false
        }
    }

    /// Whether the `&` at `index` starts what CommonMark reads as an entity or character reference:
    /// `&name;`, `&#123;` or `&#x1F;` (letters and digits, then `;`). "V&A" or "Fish & chips" stay as
    /// they are; "&amp;" is escaped so that it shows literally.
    private static func startsEntity(_ scalars: [Unicode.Scalar], after index: Int) -> Bool {
        var cursor = index + 1
        if cursor < scalars.count, scalars[cursor] == "#" {
            cursor += 1
            if cursor < scalars.count, scalars[cursor] == "x" || scalars[cursor] == "X" { cursor += 1 }
        }
        let start = cursor
        while cursor < scalars.count, scalars[cursor].isASCII, scalars[cursor].properties.isAlphabetic || ("0"..."9").contains(scalars[cursor]) {
            cursor += 1
        }
        return cursor > start && cursor < scalars.count && scalars[cursor] == ";"
    }

    /// Whether a character at a line's start, followed by `next` (`nil` at the end of the text), could start a block:
    /// a heading, a list item, a quote, a thematic break or a setext underline. A heading or a list item needs a
    /// space or the line's end after its marker, and a break or an underline repeats its character: "+971",
    /// "-5%", "#1" and "=x" are plain text wherever they are placed.
    private static func startsBlock(_ scalar: Unicode.Scalar, followedBy next: Unicode.Scalar?) -> Bool {
        switch scalar {
        case ">", "*", "_": return true
        case "#", "-", "+", "=": return next.map { $0 == scalar || $0 == " " || becomesSpace($0) } ?? true
        default: return false
        }
    }

    /// `1. text` or `1) text` would start an ordered list: escape the dot or parenthesis. `1.5 km` would not.
    private static func escapeOrderedListMarker(_ text: String) -> String {
        let digits = text.prefix(while: { $0.isASCII && $0.isNumber })
        guard !digits.isEmpty, digits.count <= 9 else { return text }
        let rest = text.dropFirst(digits.count)
        guard let marker = rest.first, marker == "." || marker == ")" else { return text }
        if let after = rest.dropFirst().first, after != " " { return text }
        return digits + "\\" + rest
    }

    /// Hashes after a space at the end of the text would be taken as the closing sequence of a heading it is placed
    /// in ("# Tips ##" is headed "Tips"): the first of them is escaped.
    private static func escapeClosingHashes(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let last = scalars.lastIndex(where: { $0 != " " }), scalars[last] == "#" else { return text }
        var first = last
        while first > scalars.startIndex, scalars[scalars.index(before: first)] == "#" { first = scalars.index(before: first) }
        guard first > scalars.startIndex, scalars[scalars.index(before: first)] == " " else { return text }
        var escaped = String(scalars[..<first])
        escaped += "\\"
        escaped.unicodeScalars.append(contentsOf: scalars[first...])
        return escaped
    }

    /// Tidies user-written Markdown so it stays a self-contained block: normalises line ends, drops NUL,
    /// closes a fenced code block or an HTML block left open, and indents every line by `indent` spaces (to continue a list item).
    public static func block(_ markdown: String, indent: Int = 0) -> String {
        if isPlainLine(markdown) { return indent == 0 ? markdown : String(repeating: " ", count: indent) + markdown }
        return tidied(markdown, indent: indent)
    }

    /// `block(_:indent:)` without its shortcut for a plain line.
    static func tidied(_ markdown: String, indent: Int) -> String {
        var normalized = markdown
        if markdown.utf8.contains(where: { $0 == 0x0D || $0 == 0x00 }) {
            normalized = markdown.replacingOccurrences(of: "\r\n", with: "\n")
                .replacingOccurrences(of: "\r", with: "\n")
                .replacingOccurrences(of: "\0", with: "")
        }
        // Split on the byte: splitting on the Character "\n" would read grapheme clusters through the whole text.
        var lines = normalized.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(Substring($0)) }
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
        while let first = lines.first, first.allSatisfy(\.isWhitespace) { lines.removeFirst() }

        if let closing = unclosedBlockEnd(of: lines) { lines.append(closing) }

        let padding = String(repeating: " ", count: indent)
        return lines.map { $0.isEmpty ? $0 : padding + $0 }.joined(separator: "\n")
    }

    /// What closes the block left open at the end of `lines`, if one is: a fenced code block, or one of the
    /// HTML blocks that run until an end marker rather than a blank line (`<!--`, `<script>`, `<pre>`,
    /// `<style>`, `<textarea>`, `<?`, `<!DOCTYPE`, `<![CDATA[`). Left open, either would take in the rest of
    /// the page, since a page is converted as one document.
    static func unclosedBlockEnd(of lines: [String]) -> String? {
        var openFence: String?
        var openHTMLEnd: String?
        for line in lines {
            if let end = openHTMLEnd {
                if line.lowercased().contains(end) { openHTMLEnd = nil }
                continue
            }
            // Spaces are one byte each: the indent is counted in bytes, not in characters.
            let indent = line.utf8.prefix(while: { $0 == UInt8(ascii: " ") }).count
            guard indent < 4 else { continue }
            let trimmed = line.dropFirst(indent)
            if let fence = ["```", "~~~"].first(where: { trimmed.hasPrefix($0) }) {
                let run = String(trimmed.prefix(while: { $0 == fence.first! }))
                if let open = openFence {
                    if run.first == open.first, run.count >= open.count, trimmed.dropFirst(run.count).allSatisfy(\.isWhitespace) {
                        openFence = nil
                    }
                } else {
                    openFence = run
                }
                continue
            }
            guard openFence == nil, trimmed.hasPrefix("<") else { continue }
            let lower = trimmed.lowercased()
            // The end marker may be on the opening line itself, after the opening.
            if let end = htmlBlockEnd(startingWith: lower), !lower.dropFirst(2).contains(end) { openHTMLEnd = end }
        }
        return openFence ?? openHTMLEnd
    }

    /// The end marker of the HTML block a line (in lowercase) opens, for the kinds that end at a marker
    /// (CommonMark's HTML blocks 1 to 5), or `nil`.
    private static func htmlBlockEnd(startingWith lower: String) -> String? {
        for tag in ["script", "pre", "style", "textarea"] where lower.hasPrefix("<" + tag) {
            let after = lower.dropFirst(tag.count + 1).first
            if after == nil || after == ">" || after == " " || after == "\t" { return "</\(tag)>" }
        }
        if lower.hasPrefix("<!--") { return "-->" }
        if lower.hasPrefix("<?") { return "?>" }
        if lower.hasPrefix("<![cdata[") { return "]]>" }
        if lower.hasPrefix("<!"), let letter = lower.dropFirst(2).first, letter.isASCII, letter.isLetter { return ">" }
        return nil
    }

    /// Whether `block(_:indent:)` has nothing to tidy in `markdown`: one line (no line break, no NUL) that
    /// starts with visible ASCII (so it is not blank) and has no fence character and no `<`. Most descriptions
    /// are such a line.
    private static func isPlainLine(_ markdown: String) -> Bool {
        var markdown = markdown
        return markdown.withUTF8 { bytes in
            guard let first = bytes.first, (0x21...0x7E).contains(first) else { return false }
            return !bytes.contains { byte in
                byte == 0x0A || byte == 0x0D || byte == 0x00 || byte == UInt8(ascii: "`") || byte == UInt8(ascii: "~")
                    || byte == UInt8(ascii: "<")
            }
        }
    }

    /// The address of a file the site publishes (`media/a%b #1.png`): `url(_:)` of its path, with `%`, `?` and `#`
    /// encoded too, since in a file's name they are characters, not an escape, a query or a fragment.
    public static func filePath(_ path: String) -> String {
        guard path.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) else { return url(path) }
        return url(path.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "?", with: "%3F").replacingOccurrences(of: "#", with: "%23"))
    }

    /// A URL for a Markdown link or image destination, percent-encoding what could end or break it.
    public static func url(_ url: String) -> String {
        PercentEncoding.encoded(url) { byte in
            switch byte {
            case 0x00...0x20, 0x7F...0xFF, UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "<"), UInt8(ascii: ">"),
                UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "|"), UInt8(ascii: "^"):
                false
            default:
                true
            }
        }
    }
}
