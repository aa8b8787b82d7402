/// An object the first pass over a trips file left unread: where it ends, and how deep it sits.
struct DeferredObject: Sendable {
    /// The offset just after its closing brace.
    var end: Int
    /// The number of arrays and objects around it, for the nesting limit when it is read on its own.
    var depth: Int
}

extension JSONReader {
    /// Moves past the object whose opening brace is under the reader and returns the offset after its
    /// closing brace, found by counting braces outside strings; nothing inside is checked (that is done when
    /// the object is read, `JSONDocument.materialized`). Line feeds are noted as whitespace notes them: in
    /// valid JSON they only appear between tokens. Throws when the braces never balance.
    mutating func skipObjectUnread() throws(JSONParseFailure) -> Int {
        let start = index
        var depth = 0
        var cursor = index
        while cursor < end {
            switch base[cursor] {
            case JSONByte.quote:
                cursor = closingQuote(after: cursor)
            case JSONByte.openBrace:
                depth += 1
            case JSONByte.closeBrace:
                depth -= 1
                if depth == 0 {
                    index = cursor + 1
                    return index
                }
            case JSONByte.lineFeed:
                lines.lineFeed(at: cursor)
            default:
                break
            }
            cursor += 1
        }
        throw JSONParseFailure(offset: start, message: "an object that never ends")
    }

    /// The offset of the quote that ends the string opened at `opening` (a backslash escapes the byte after
    /// it), or the end of the input.
    private func closingQuote(after opening: Int) -> Int {
        var cursor = opening + 1
        while cursor < end {
            switch base[cursor] {
            case JSONByte.quote: return cursor
            case JSONByte.backslash: cursor += 2
            default: cursor += 1
            }
        }
        return end
    }
}
