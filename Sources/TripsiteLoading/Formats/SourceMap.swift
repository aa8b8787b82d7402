import TripsiteJSON

/// Where the bytes of a JSON block taken out of a larger file (a `<script>` in a saved page, a part of an e-mail)
/// came from, so that a problem in the block is reported at its line and column in that file.
struct SourceMap: Sendable {
    /// The containing file, with where its lines start (found once for all the blocks of a file).
    struct FileLines: Sendable {
        let table: JSONLineTable

        init(_ bytes: [UInt8]) {
            table = JSONLineTable(containingFile: bytes)
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
        return lines.table.position(of: fileOffset)
    }
}
