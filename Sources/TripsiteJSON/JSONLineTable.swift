/// Turns byte offsets into line:column positions.
///
/// Holds the offset where each line starts, so finding the line is a binary search; the column is
/// then the number of Unicode scalars between the line start and the offset. For files with long lines
/// (minified exports are one line), it also holds how many UTF-8 continuation bytes come before every
/// 256th byte, so a column costs at most two short scans wherever the line starts.
struct JSONLineTable: Sendable {
    private let bytes: [UInt8]
    /// Offset of the first byte of each line; the first entry is just after a byte order mark, if any.
    private let lineStarts: [Int]
    /// `continuationsBefore[i]`: continuation bytes in `bytes[0 ..< i * checkpointSpacing]`; empty when no
    /// line is longer than `longLine` (columns are then counted from the line's start).
    private let continuationsBefore: [Int]
    /// Where the first byte stands in the file the bytes were taken from: line 1, column 1 unless the bytes are
    /// a piece of a larger file (`JSONParser.parse(_:at:)`).
    private let start: SourcePosition
    private static let checkpointSpacing = 256
    private static let longLine = 4096

    init(bytes: [UInt8], lineStarts: [Int], start: SourcePosition = SourcePosition(line: 1, column: 1)) {
        self.bytes = bytes
        self.lineStarts = lineStarts
        self.start = start
        var longest = bytes.count - (lineStarts.last ?? 0)
        for index in lineStarts.indices.dropFirst() { longest = max(longest, lineStarts[index] - lineStarts[index - 1]) }
        guard longest > Self.longLine else {
            continuationsBefore = []
            return
        }
        var checkpoints: [Int] = []
        checkpoints.reserveCapacity(bytes.count / Self.checkpointSpacing + 1)
        var total = 0
        var start = 0
        while start <= bytes.count {
            checkpoints.append(total)
            let end = min(start + Self.checkpointSpacing, bytes.count)
            total += Self.continuations(in: bytes, from: start, to: end)
            start += Self.checkpointSpacing
        }
        continuationsBefore = checkpoints
    }

    /// Builds the table by looking for every line feed in `bytes`, which start at `start` in their file.
    init(scanning bytes: [UInt8], start: SourcePosition = SourcePosition(line: 1, column: 1)) {
        var starts = [JSONUTF8.byteOrderMarkLength(in: bytes)]
        for (index, byte) in bytes.enumerated() where byte == JSONByte.lineFeed {
            starts.append(index + 1)
        }
        self.init(bytes: bytes, lineStarts: starts, start: start)
    }

    func position(of offset: Int) -> SourcePosition {
        let offset = min(max(offset, 0), bytes.count)
        let lineIndex = lastLineStart(atOrBefore: offset)
        guard lineIndex >= 0 else { return start }
        let columns = scalarCount(from: lineStarts[lineIndex], to: offset)
        // The first line of a piece goes on from the column where the piece starts.
        return SourcePosition(line: start.line + lineIndex, column: (lineIndex == 0 ? start.column : 1) + columns)
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
        guard end > start else { return 0 }
        if continuationsBefore.isEmpty || end - start <= 2 * Self.checkpointSpacing {
            return (end - start) - Self.continuations(in: bytes, from: start, to: end)
        }
        return (end - start) - (continuations(before: end) - continuations(before: start))
    }

    /// Continuation bytes in `bytes[0 ..< offset]`, from the checkpoint at or before `offset`.
    private func continuations(before offset: Int) -> Int {
        let checkpoint = offset / Self.checkpointSpacing
        let from = checkpoint * Self.checkpointSpacing
        return continuationsBefore[checkpoint] + Self.continuations(in: bytes, from: from, to: offset)
    }

    /// Continuation bytes (top bits 10) in `bytes[start..<end]`.
    private static func continuations(in bytes: [UInt8], from start: Int, to end: Int) -> Int {
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
            return continuations
        }
    }
}
