import TripsiteModel

/// A trip page's confirmation numbers as a table of kind, name and number. CommonMark has no tables, so the
/// Markdown lists them, one a line, under the heading "Confirmation numbers"; the page replaces that list (the
/// `<ul>` right after the heading, with an item for each row, else nothing is changed) with a table of the
/// same rows, each value escaped.
enum ConfirmationTable {
    /// `rows` is the context's `confirmations` value (`TripContext.addGlance`); `words` its `t` value, whose
    /// `trip.confirmations` is the heading and `confirmations` the table's column headings.
    static func replace(in bytes: [UInt8], rows: TemplateValue?, words: TemplateValue?) -> [UInt8] {
        func word(_ group: String, _ name: String) -> String { HTMLEscaping.text(TripHTML.word(words, group, name)) }
        let heading = "<h3>" + word("trip", "confirmations") + "</h3>"
        guard case .list(let values)? = rows, !values.isEmpty,
              let found = bytes.firstIndex(of: heading, from: 0) else { return bytes }
        let open = DayHeadings.skipBlanks(bytes, from: found + heading.utf8.count)
        guard bytes.holds("<ul>".utf8, at: open), let close = bytes.firstIndex(of: "</ul>", from: open) else { return bytes }
        let list = Array(bytes[open..<close])
        guard list.firstIndex(of: "<ul", from: 1) == nil, count("<li>", in: list) == values.count else { return bytes }
        var table = "<table class=\"confirmations\">\n<thead><tr><th scope=\"col\">\(word("confirmations", "kind"))</th>"
            + "<th scope=\"col\">\(word("confirmations", "name"))</th><th scope=\"col\">\(word("confirmations", "number"))</th></tr></thead>\n<tbody>\n"
        for case .object(let row) in values {
            func cell(_ name: String) -> String {
                if case .text(let text)? = row[name] { return HTMLEscaping.text(text) }
                return ""
            }
            table += "<tr><td>\(cell("mark")) \(cell("kind"))</td><td>\(cell("name"))</td><td><strong>\(cell("confirmation"))</strong></td></tr>\n"
        }
        table += "</tbody>\n</table>"
        return Array(bytes[..<open]) + Array(table.utf8) + Array(bytes[(close + 5)...])
    }

    private static func count(_ pattern: String, in bytes: [UInt8]) -> Int {
        var count = 0
        var index = 0
        while let found = bytes.firstIndex(of: pattern, from: index) {
            count += 1
            index = found + 1
        }
        return count
    }
}
