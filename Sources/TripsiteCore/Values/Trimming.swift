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
    /// Unicode's White_Space property, answered without the standard library's property lookup, which cost
    /// more than reading the rest of a country or a trip's field when a value ended in a flag or any other
    /// character outside ASCII. The property holds 25 code points; a test checks this list against the
    /// standard library's answer for every scalar.
    @inline(__always)
    var isBlankForTrimming: Bool {
        switch value {
        case 0x09...0x0D, 0x20: true
        case 0..<0x85: false
        case 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }
}
