import TripsitePlanning

/// Gives the `<h2>` and `<h3>` headings of cmark's HTML an `id`, so days and sections can be linked to
/// (`#day-1-friday-22-november-2024`, `#flights`). Ids are unique within the page.
///
/// Works on the bytes of cmark's output, whose headings are always written `<hN>…</hN>` without attributes.
package enum HeadingAnchors {
    package static func add(to html: String) -> String {
        String(decoding: add(to: Array(html.utf8)), as: UTF8.self)
    }

    /// `add(to:)` on the HTML's UTF-8 bytes, for a page whose HTML goes through several steps as bytes. Headings
    /// that already have an id (`DayHeadings`) keep it; `reserved` are those ids, which no other heading gets.
    static func add(to bytes: [UInt8], reserved: Set<String> = []) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 512)
        var used: [String: Int] = [:]
        for id in reserved { used[id] = 1 }
        var index = 0
        var copiedUpTo = 0
        while index + 4 <= bytes.count {
            guard bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "h"),
                  bytes[index + 2] == UInt8(ascii: "2") || bytes[index + 2] == UInt8(ascii: "3"),
                  bytes[index + 3] == UInt8(ascii: ">"),
                  let close = find(closing: bytes[index + 2], in: bytes, from: index + 4)
            else {
                index = nextOpening(in: bytes, from: index + 1)
                continue
            }
            var anchor = Slug.make(from: plainText(bytes[(index + 4)..<close]))
            if anchor.isEmpty { anchor = "section" }
            if let count = used[anchor] {
                used[anchor] = count + 1
                anchor += "-\(count + 1)"
            } else {
                used[anchor] = 1
            }
            result += bytes[copiedUpTo..<(index + 3)]
            result += Array(" id=\"\(anchor)\"".utf8)
            copiedUpTo = index + 3
            index = close
        }
        result += bytes[copiedUpTo...]
        return result
    }

    /// The offset of the next `<` at or after `start`, or the end.
    private static func nextOpening(in bytes: [UInt8], from start: Int) -> Int {
        bytes[start...].firstIndex(of: UInt8(ascii: "<")) ?? bytes.count
    }

    /// The index of `</hN>` at or after `start`.
    private static func find(closing level: UInt8, in bytes: [UInt8], from start: Int) -> Int? {
        bytes.firstIndex(of: level == UInt8(ascii: "2") ? "</h2>" : "</h3>", from: start)
    }

    /// The text of a heading's HTML without its tags and character references (`&amp;` counts as a space).
    private static func plainText(_ html: ArraySlice<UInt8>) -> String {
        var text: [UInt8] = []
        var inTag = false
        var inReference = false
        for byte in html {
            switch byte {
            case UInt8(ascii: "<"): inTag = true
            case UInt8(ascii: ">") where inTag: inTag = false
            case UInt8(ascii: "&") where !inTag: inReference = true; text.append(UInt8(ascii: " "))
            case UInt8(ascii: ";") where inReference: inReference = false
            default: if !inTag && !inReference { text.append(byte) }
            }
        }
        return String(decoding: text, as: UTF8.self)
    }
}
