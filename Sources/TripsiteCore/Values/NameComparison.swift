/// Names looked up in short lists (a template context's fields, a JSON object's keys).
extension String {
    /// Whether the two are the same name, their lengths compared first: most names looked through on the way
    /// to the one wanted differ in length, and that is known without the standard library's comparison, which
    /// is a call for every pair of different strings (it was 2% of a build).
    @inline(__always) func isSameName(as other: String) -> Bool {
        utf8.count == other.utf8.count && self == other
    }
}
