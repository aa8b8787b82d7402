import TripsiteJSON

/// Where the bytes of a JSON block taken out of a larger file (a `<script>` in a saved page, a part of an e-mail)
/// came from, so that a problem in the block is reported at its line and column in that file.
struct SourceMap: Sendable {
    /// The containing file, with where its lines start (found once for all the blocks of a file).
    struct FileLines: Sendable {
        let bytes: [UInt8]
        let lineStarts: [Int]

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            var starts = [0]
            for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
            lineStarts = starts
        }
    }

    let lines: FileLines
    /// For each byte of the block, its offset in the file.
    let fileOffsets: [Int]

    /// The 1-based line and column in the file of the block's byte at `offset` (the end of the block for an
    /// offset past it). Columns count Unicode scalars, as `JSONDocument.position(of:)` does.
    func position(of offset: Int) -> SourcePosition {
        let fileOffset: Int
        if fileOffsets.isEmpty {
            fileOffset = 0
        } else if offset >= fileOffsets.count {
            fileOffset = fileOffsets[fileOffsets.count - 1] + 1
        } else {
            fileOffset = fileOffsets[max(0, offset)]
        }
        let (file, lineStarts) = (lines.bytes, lines.lineStarts)
        let clamped = min(fileOffset, file.count)
        // The last line start at or before the offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        let column = file[lineStarts[low]..<clamped].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
        return SourcePosition(line: low + 1, column: column)
    }
}
