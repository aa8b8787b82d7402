/// Gives the `<h2>` and `<h3>` headings of cmark's HTML an `id`, so days and sections can be linked to
/// (`#day-1`, `#flights`). Ids are unique within the page.
enum HeadingAnchors {
    static func add(to html: String) -> String {
        var result = ""
        result.reserveCapacity(html.utf8.count + 256)
        var used: [String: Int] = [:]
        var rest = html[...]
        while let open = rest.range(of: "<h") {
            let afterTag = open.upperBound
            guard afterTag < rest.endIndex, let level = rest[afterTag].wholeNumberValue, level == 2 || level == 3,
                  rest[rest.index(after: afterTag)...].hasPrefix(">"),
                  let close = rest.range(of: "</h\(level)>", range: afterTag..<rest.endIndex)
            else {
                result += rest[..<afterTag]
                rest = rest[afterTag...]
                continue
            }
            let contentStart = rest.index(afterTag, offsetBy: 2)
            let content = rest[contentStart..<close.lowerBound]
            var anchor = Slug.make(from: plainText(content))
            if anchor.isEmpty { anchor = "section" }
            if let count = used[anchor] {
                used[anchor] = count + 1
                anchor += "-\(count + 1)"
            } else {
                used[anchor] = 1
            }
            result += rest[..<open.lowerBound]
            result += "<h\(level) id=\"\(anchor)\">"
            result += content
            result += "</h\(level)>"
            rest = rest[close.upperBound...]
        }
        result += rest
        return result
    }

    /// Text of an HTML fragment without its tags (good enough for cmark's heading content).
    private static func plainText(_ html: Substring) -> String {
        var text = ""
        var inTag = false
        for character in html {
            if character == "<" { inTag = true } else if character == ">" { inTag = false } else if !inTag { text.append(character) }
        }
        return text
    }
}
