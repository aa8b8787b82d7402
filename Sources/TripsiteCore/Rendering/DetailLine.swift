/// A line of details with " · " between them, written into one string as they are known: "Day 3 · 2 h ·
/// €124.00". Collecting the parts in an array and joining it cost two arrays and a copy of every part per line,
/// and a trip page has a line for each event of its timeline.
struct DetailLine {
    /// The parts added so far, with the separators between them.
    private(set) var text = ""
    private var hasParts = false

    /// Adds the part when there is one.
    mutating func add(_ part: String?) {
        guard let part else { return }
        if hasParts { text += " · " }
        hasParts = true
        text += part
    }

    /// The line, or `nil` when no part was added.
    var line: String? { hasParts ? text : nil }
}
