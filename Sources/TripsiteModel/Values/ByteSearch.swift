/// Searching UTF-8 bytes for text, without making a `String` of them.
extension [UInt8] {
    /// Whether `pattern`'s UTF-8 stands at `index`.
    package func holds(_ pattern: some StringProtocol, at index: Int) -> Bool {
        index <= count && self[index...].starts(with: pattern.utf8)
    }

    /// The offset of the first occurrence of `text`'s UTF-8 at or after `start`, or `nil`. (The standard library's
    /// `firstRange(of:)` is not specialized for bytes: with it a build of 1,000 trips took twice as long.)
    package func firstIndex(of text: String, from start: Int) -> Int? {
        let pattern = Array(text.utf8)
        var index = start
        while index < count, let candidate = self[index...].firstIndex(of: pattern[0]) {
            if self[candidate...].starts(with: pattern) { return candidate }
            index = candidate + 1
        }
        return nil
    }
}
