/// Searching UTF-8 bytes for text, without making a `String` of them.
extension [UInt8] {
    /// Whether `pattern`'s UTF-8 stands at `index`. Inlinable, as both are: each call site gets a copy specialized
    /// for bytes and its pattern's type; called across the module boundary without it, the generic search made a
    /// 200-trip build 1,000M instructions (a third) slower (Scripts/count-instructions.sh).
    @inlinable
    package func holds(_ pattern: some StringProtocol, at index: Int) -> Bool {
        index <= count && self[index...].starts(with: pattern.utf8)
    }

    /// The offset of the first occurrence of `text`'s UTF-8 at or after `start`, or `nil`. (The standard library's
    /// `firstRange(of:)` is not specialized for bytes: with it a build of 1,000 trips took twice as long.)
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
