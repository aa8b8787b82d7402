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
        var bytes = Array(html.utf8)
        for list in lists where !list.items.isEmpty {
            annotate(&bytes, list)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func annotate(_ bytes: inout [UInt8], _ list: List) {
        // The section's heading is the last one with its id (`hotels`, or `hotels-2` when a description
        // used the same heading first) that a list follows directly, with as many items as expected.
        var candidates: [Int] = []
        var from = 0
        let prefix = Array("<h2 id=\"\(list.section)".utf8)
        while let found = find(prefix, in: bytes, from: from) {
            let after = found + prefix.count
            if after < bytes.count, bytes[after] == UInt8(ascii: "\"") || bytes[after] == UInt8(ascii: "-") {
                candidates.append(found)
            }
            from = after
        }
        for heading in candidates.reversed() {
            guard let close = find(Array("</h2>".utf8), in: bytes, from: heading) else { continue }
            var open = close + 5
            while open < bytes.count, bytes[open] == UInt8(ascii: "\n") || bytes[open] == UInt8(ascii: " ") { open += 1 }
            guard matches("<ul>", bytes, open) else { continue }
            let starts = topLevelItems(bytes, listStart: open)
            guard starts.count == list.items.count else { continue }
            // Insert from the end so earlier offsets stay valid.
            for (start, attributes) in zip(starts, list.items).reversed() {
                let text = attributes.map { " data-\($0.name)=\"\($0.value)\"" }.joined()
                bytes.insert(contentsOf: Array(text.utf8), at: start + 3)
            }
            bytes.insert(contentsOf: Array(" data-sort=\"\(list.section)\"".utf8), at: open + 3)
            return
        }
    }

    /// The offsets of the `<li` of each item of the list opening at `listStart`, not of nested lists.
    private static func topLevelItems(_ bytes: [UInt8], listStart: Int) -> [Int] {
        var depth = 0
        var starts: [Int] = []
        var index = listStart
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<") {
                if matches("<ul", bytes, index) || matches("<ol", bytes, index) {
                    depth += 1
                } else if matches("</ul>", bytes, index) || matches("</ol>", bytes, index) {
                    depth -= 1
                    if depth == 0 { return starts }
                } else if depth == 1, matches("<li>", bytes, index) || matches("<li ", bytes, index) {
                    starts.append(index)
                }
            }
            index += 1
        }
        return []
    }

    private static func matches(_ text: StaticString, _ bytes: [UInt8], _ index: Int) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return text.withUTF8Buffer { pattern in
            for offset in 0..<count where bytes[index + offset] != pattern[offset] { return false }
            return true
        }
    }

    private static func find(_ pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard !pattern.isEmpty, bytes.count >= pattern.count, start <= bytes.count - pattern.count else { return nil }
        var index = start
        while index <= bytes.count - pattern.count {
            if bytes[index] == pattern[0], bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }
}
