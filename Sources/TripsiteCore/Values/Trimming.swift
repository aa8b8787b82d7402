extension String {
    /// The text without leading and trailing white space and line breaks (Unicode's White_Space property).
    ///
    /// Returns the string itself, without copying, when there is nothing to trim: nearly every value in a
    /// trips file. Foundation's `trimmingCharacters(in:)` bridges through NSString and cost a tenth of a
    /// whole build when every field went through it.
    var trimmingBlanks: String {
        let scalars = unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return self }
        if !first.isBlankForTrimming && !last.isBlankForTrimming { return self }
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, scalars[start].isBlankForTrimming { start = scalars.index(after: start) }
        while end > start, scalars[scalars.index(before: end)].isBlankForTrimming { end = scalars.index(before: end) }
        return String(scalars[start..<end])
    }
}

extension Unicode.Scalar {
    /// Unicode's White_Space property, answered without a table lookup for ASCII (where it is the space and
    /// U+0009 to U+000D), which nearly every value is made of.
    @inline(__always)
    var isBlankForTrimming: Bool {
        if value < 0x80 { return value == 0x20 || (0x09...0x0D).contains(value) }
        return properties.isWhitespace
    }
}
