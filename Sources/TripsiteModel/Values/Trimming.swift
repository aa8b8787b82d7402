extension String {
    /// The text without leading and trailing white space and line breaks (Unicode's White_Space property).
    ///
    /// Returns the string itself, without copying, when there is nothing to trim: nearly every value in a
    /// trips file. Foundation's `trimmingCharacters(in:)` bridges through NSString, which costs a build
    /// (docs/performance.md, "Why the code is as it is").
    package var trimmingBlanks: String {
        guard hasBlankAtAnEnd else { return self }
        let scalars = unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, scalars[start].isBlankForTrimming { start = scalars.index(after: start) }
        while end > start, scalars[scalars.index(before: end)].isBlankForTrimming { end = scalars.index(before: end) }
        return String(scalars[start..<end])
    }

    /// Whether the text starts or ends with white space or a line break. A byte below 0x80 at an end is that
    /// end's whole character, and answers without the scalar view, whose `first` and `last` validate their
    /// indices, which cost reading the built-in countries list much (docs/performance.md, "Why the code is as it is").
    package var hasBlankAtAnEnd: Bool {
        let ends = utf8.withContiguousStorageIfAvailable { bytes -> (first: UInt8, last: UInt8)? in
            guard let first = bytes.first, let last = bytes.last else { return nil }
            return (first, last)
        }
        guard let ends else { return scalarAtAnEndIsBlank(first: true) || scalarAtAnEndIsBlank(first: false) }
        guard let (first, last) = ends else { return false }
        let startsBlank = first < 0x80 ? Unicode.Scalar(first).isBlankForTrimming : scalarAtAnEndIsBlank(first: true)
        return startsBlank || (last < 0x80 ? Unicode.Scalar(last).isBlankForTrimming : scalarAtAnEndIsBlank(first: false))
    }

    private func scalarAtAnEndIsBlank(first: Bool) -> Bool {
        (first ? unicodeScalars.first : unicodeScalars.last)?.isBlankForTrimming ?? false
    }
}

extension Unicode.Scalar {
    /// Unicode's White_Space property, answered without the standard library's property lookup, which cost
    /// more than reading the rest of a country or a trip's field when a value ended in a flag or any other
    /// character outside ASCII. The property holds 25 code points; a test checks this list against the
    /// standard library's answer for every scalar.
    @inline(__always)
    package var isBlankForTrimming: Bool {
        switch value {
        case 0x09...0x0D, 0x20: true
        case 0..<0x85: false
        case 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }
}
