/// Turns byte offsets into line:column positions.
///
/// Holds the offset where each line starts, so finding the line is a binary search; the column is
/// then the number of Unicode scalars between the line start and the offset.
struct JSONLineTable: Sendable {
    private let bytes: [UInt8]
    /// Offset of the first byte of each line; the first entry is just after a byte order mark, if any.
    private let lineStarts: [Int]

    init(bytes: [UInt8], lineStarts: [Int]) {
        self.bytes = bytes
        self.lineStarts = lineStarts
    }

    /// Builds the table by looking for every line feed in `bytes`.
    init(scanning bytes: [UInt8]) {
        var starts = [JSONUTF8.byteOrderMarkLength(in: bytes)]
        for (index, byte) in bytes.enumerated() where byte == JSONByte.lineFeed {
            starts.append(index + 1)
        }
        self.init(bytes: bytes, lineStarts: starts)
    }

    func position(of offset: Int) -> SourcePosition {
        let offset = min(max(offset, 0), bytes.count)
        let lineIndex = lastLineStart(atOrBefore: offset)
        guard lineIndex >= 0 else { return SourcePosition(line: 1, column: 1) }
        let start = lineStarts[lineIndex]
        return SourcePosition(line: lineIndex + 1, column: 1 + scalarCount(from: start, to: offset))
    }

    /// Index of the last line starting at or before `offset`, or -1 when `offset` is inside a byte order mark.
    private func lastLineStart(atOrBefore offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        var found = -1
        while low <= high {
            let middle = (low + high) / 2
            if lineStarts[middle] <= offset {
                found = middle
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        return found
    }

    /// Number of Unicode scalars in `bytes[start..<end]`: every byte that is not a UTF-8 continuation byte.
    private func scalarCount(from start: Int, to end: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, end > start else { return 0 }
            var continuations = 0
            var index = start
            // Eight bytes at a time: a continuation byte has its top bit set and the next bit clear.
            while index + 8 <= end {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                continuations += (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
                index += 8
            }
            while index < end {
                if base[index] & 0xC0 == 0x80 { continuations += 1 }
                index += 1
            }
            return (end - start) - continuations
        }
    }
}
