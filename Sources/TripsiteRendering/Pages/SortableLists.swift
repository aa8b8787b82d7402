/// Marks lists of a trip page that the browser may re-sort (hotels, activities, places): the list gets
/// `data-sort` and each item the values to sort by (`data-order`, `data-price`, `data-stars`,
/// `data-rating`), which the page's script reads. Without the script the page keeps the file's order.
///
/// Works on cmark's HTML: the list is the `<ul>` right after the `<h2 id="…">` of its section, and its
/// top-level items must be exactly as many as the values given, else the list is left as it is (a
/// custom template may have changed the section).
enum SortableLists {
    /// The sort values of one list: the section's heading id and, for each item in page order, its attributes.
    struct List {
        var section: String
        var items: [[(name: String, value: String)]]
    }

    static func annotate(_ html: String, _ lists: [List]) -> String {
        String(decoding: annotate(Array(html.utf8), lists), as: UTF8.self)
    }

    /// `annotate(_:_:)` on the HTML's UTF-8 bytes. The attributes of every list are found first and then
    /// written in one pass: inserting each where it goes would move the rest of the page every time.
    static func annotate(_ bytes: [UInt8], _ lists: [List]) -> [UInt8] {
        // The page is searched once for its section headings, which every list then looks through.
        let headings = sectionHeadings(bytes)
        var insertions: [(offset: Int, text: [UInt8])] = []
        for list in lists where !list.items.isEmpty {
            guard let found = sectionList(bytes, section: list.section, count: list.items.count, headings: headings) else { continue }
            insertions += self.insertions(list, at: found)
        }
        return TripHTML.inserting(insertions, into: bytes)
    }

    /// The offsets of the page's `<h2 id="…">` headings, which `sectionList` looks through.
    static func sectionHeadings(_ bytes: [UInt8]) -> [Int] {
        var headings: [Int] = []
        var searchFrom = 0
        while let found = bytes.firstIndex(of: "<h2 id=\"", from: searchFrom) {
            headings.append(found)
            searchFrom = found + 1
        }
        return headings
    }

    /// A section's list: the offset of its `<ul>` and of each of its items' `<li`, or nil when not found as
    /// expected. The section's heading is the last one with its id (`hotels`, or `hotels-2` when a description
    /// used the same heading first) that a list follows (directly, or after paragraphs), with `count` items.
    static func sectionList(_ bytes: [UInt8], section: String, count: Int, headings: [Int]) -> (list: Int, items: [Int])? {
        let prefix = "<h2 id=\"\(section)"
        let candidates = headings.filter { found in
            let after = found + prefix.utf8.count
            return after < bytes.count && bytes.holds(prefix.utf8, at: found)
                && (bytes[after] == UInt8(ascii: "\"") || bytes[after] == UInt8(ascii: "-"))
        }
        for heading in candidates.reversed() {
            guard let close = bytes.firstIndex(of: "</h2>", from: heading) else { continue }
            var open = DayHeadings.skipBlanks(bytes, from: close + 5)
            // A note may come first (the flights' "Round trip from BOS").
            while bytes.holds("<p>".utf8, at: open), let end = bytes.firstIndex(of: "</p>", from: open) { open = DayHeadings.skipBlanks(bytes, from: end + 4) }
            guard bytes.holds("<ul>".utf8, at: open) else { continue }
            let starts = topLevelItems(bytes, listStart: open)
            guard starts.count == count else { continue }
            return (open, starts)
        }
        return nil
    }

    /// The attributes of one list, whose `<ul>` and items `sectionList` found: each to insert before the byte at its
    /// offset of the page.
    static func insertions(_ list: List, at found: (list: Int, items: [Int])) -> [(offset: Int, text: [UInt8])] {
        let (open, starts) = found
        var insertions: [(offset: Int, text: [UInt8])] = [(open + 3, Array(" data-sort=\"\(list.section)\"".utf8))]
        for (start, attributes) in zip(starts, list.items) {
            var text: [UInt8] = []
            for (name, value) in attributes {
                text += " data-".utf8
                text += name.utf8
                text += "=\"".utf8
                text += value.utf8
                text.append(UInt8(ascii: "\""))
            }
            insertions.append((start + 3, text))
        }
        return insertions
    }

    /// The offsets of the `<li` of each item of the list opening at `listStart`, not of nested lists. Only tags
    /// matter: the search goes from one `<` to the next.
    private static func topLevelItems(_ bytes: [UInt8], listStart: Int) -> [Int] {
        var depth = 0
        var starts: [Int] = []
        var index = listStart
        while let tag = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            if bytes.holds("<ul".utf8, at: tag) || bytes.holds("<ol".utf8, at: tag) {
                depth += 1
            } else if bytes.holds("</ul>".utf8, at: tag) || bytes.holds("</ol>".utf8, at: tag) {
                depth -= 1
                if depth == 0 { return starts }
            } else if depth == 1, bytes.holds("<li>".utf8, at: tag) || bytes.holds("<li ".utf8, at: tag) {
                starts.append(tag)
            }
            index = tag + 1
        }
        return []
    }
}
