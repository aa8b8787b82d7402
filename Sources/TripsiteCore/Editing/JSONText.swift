import TripsiteJSON
import TripsiteModel

/// The JSON text the `new` commands write: strings quoted as JSON quotes them, and objects one member a line,
/// in the trips file's own indentation.
enum JSONText {
    /// A JSON string: quotes, backslashes and control characters escaped, everything else as it is.
    static func quoted(_ text: String) -> String {
        JSONString.quoted(text)
    }

    /// An object of `members` (names, and values already written as JSON), with `indent` before its closing
    /// brace and `indent` + `level` before each member; the opening brace follows `indent` too.
    static func object(_ members: [(name: String, value: String)], indent: String, level: String) -> String {
        let inner = indent + level
        let body = members.map { "\(inner)\(quoted($0.name)): \($0.value)" }.joined(separator: ",\n")
        return "\(indent){\n\(body)\n\(indent)}"
    }

    /// A price as apps write one: a plain amount (`2500`, `12.50`) is a JSON number, anything else (with its
    /// currency, or separators) stays text.
    static func price(_ text: String) -> String {
        isPlainNumber(text) ? text : quoted(text)
    }

    /// Whether the text is a number as JSON writes it, without sign or exponent: `2500`, `2500.50`, `0.5`.
    static func isPlainNumber(_ text: String) -> Bool {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let digits = { (part: Substring) in !part.isEmpty && part.utf8.allSatisfy(ValueText.isDigit) }
        guard let whole = parts.first, digits(whole), whole == "0" || !whole.hasPrefix("0") else { return false }
        return parts.count == 1 || digits(parts[1])
    }

    /// A unique id: `base`, else `base-2`, `base-3`, … the first not among `taken`.
    static func uniqueID(_ base: String, among taken: Set<String>) -> String {
        var id = base
        var counter = 2
        while taken.contains(id) { id = "\(base)-\(counter)"; counter += 1 }
        return id
    }
}
