/// Searching UTF-8 bytes for text, without making a `String` of them.
extension [UInt8] {
    /// Whether the bytes of `pattern` (a text's `utf8`, or bytes) stand at `index`. Inlinable, as both are: each
    /// call site gets a copy specialized for its pattern's type, which the generic search called across the module
    /// boundary is not (docs/performance.md).
    @inlinable
    package func holds(_ pattern: some Sequence<UInt8>, at index: Int) -> Bool {
        index <= count && self[index...].starts(with: pattern)
    }

    /// The offset of the first occurrence of `text`'s UTF-8 at or after `start`, or `nil`. (The standard library's
    /// `firstRange(of:)` is not specialized for bytes, and cost a build much: docs/performance.md.)
    @inlinable
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
