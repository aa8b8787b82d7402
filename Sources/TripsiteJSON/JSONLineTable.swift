/// Turns byte offsets into line:column positions.
///
/// Holds the reader's line checkpoints (`JSONLineCheckpoints`): the line of an offset is the checkpoint's before
/// it, plus the line feeds between the two; the column is then the number of Unicode scalars between the line's
/// start and the offset. For files with long lines (minified exports are one line), it also holds how many UTF-8
/// continuation bytes come before every 256th byte, so a column costs at most two short scans wherever the line
/// starts.
package struct JSONLineTable: Sendable {
    private let bytes: [UInt8]
    private let lines: JSONLineCheckpoints
    /// `continuationsBefore[i]`: continuation bytes in `bytes[0 ..< i * checkpointSpacing]`; empty when no
    /// line is longer than `longLine` (columns are then counted from the line's start).
    private let continuationsBefore: [Int]
    /// Where the first byte stands in the file the bytes were taken from: line 1, column 1 unless the bytes are
    /// a piece of a larger file (`JSONParser.parse(_:at:)`).
    private let start: SourcePosition
    private static let checkpointSpacing = 256
    private static let longLine = 4096

    /// The table of `bytes`, whose line feeds a reader noted in `lines`; the bytes start at `start` in their file.
    init(bytes: [UInt8], lines: JSONLineCheckpoints, start: SourcePosition = SourcePosition(line: 1, column: 1)) {
        self.bytes = bytes
        self.lines = lines.finished(count: bytes.count)
        self.start = start
        guard self.lines.hasLine(longerThan: Self.longLine) else {
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
        self.init(bytes: bytes, lines: JSONLineCheckpoints(scanning: bytes, contentStart: JSONUTF8.byteOrderMarkLength(in: bytes)), start: start)
    }

    /// The table of a file a JSON block was taken from (a page, an e-mail): its lines start at its first byte, and a
    /// byte order mark there is a column like any character.
    package init(containingFile bytes: [UInt8]) {
        self.init(bytes: bytes, lines: JSONLineCheckpoints(scanning: bytes, contentStart: 0))
    }

    /// The line and column of the byte at `offset`, clamped to the bytes.
    package func position(of offset: Int) -> SourcePosition {
        let offset = min(max(offset, 0), bytes.count)
        // Inside a byte order mark.
        guard offset >= lines.contentStart else { return start }
        let checkpoint = offset / JSONLineCheckpoints.spacing
        var line = Int(lines.linesBefore[checkpoint])
        var lineStart = Int(lines.lineStarts[checkpoint])
        bytes.withUnsafeBufferPointer { buffer in
            for index in checkpoint * JSONLineCheckpoints.spacing ..< offset where buffer[index] == JSONByte.lineFeed {
                line += 1
                lineStart = index + 1
            }
        }
        let columns = scalarCount(from: lineStart, to: offset)
        // The first line of a piece goes on from the column where the piece starts.
        return SourcePosition(line: start.line + line, column: (line == 0 ? start.column : 1) + columns)
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
