/// The lines of a JSON text, noted as a reader meets its line feeds: at every `spacing`th byte (a checkpoint),
/// how many lines come before it and where its line starts. That is all `JSONLineTable` needs to find the line of
/// any byte again (from the checkpoint before it, a scan of less than `spacing` bytes), in a part of the memory one
/// offset a line takes: a 1.28 GB trips file has 37.5 million lines (300 MB of offsets) but 10 million checkpoints
/// (80 MB). What that saved is in docs/performance.md ("Positions from line checkpoints").
///
/// Offsets are held in 32 bits: a trips or countries file is at most 2 GiB (docs/input-format.md, "Limits"), and the
/// parser refuses any text longer than `largestText`.
struct JSONLineCheckpoints: Sendable {
    static let spacing = 128
    /// The longest text whose offsets and line counts fit in 32 bits.
    static let largestText = Int(UInt32.max)

    /// `linesBefore[i]`: the line feeds in the bytes before offset `i * spacing`.
    private(set) var linesBefore: [UInt32] = []
    /// `lineStarts[i]`: the offset where the line holding the byte at `i * spacing` starts.
    private(set) var lineStarts: [UInt32] = []
    /// Where the first line starts: after a byte order mark, if any.
    let contentStart: Int
    /// The line feeds met so far.
    private var lineFeeds = 0
    /// Where the line being read starts.
    private var lineStart: Int
    /// The offset of the next checkpoint to note; `Int.max` when the lines are only counted, not noted.
    private var nextCheckpoint: Int

    /// The lines of `count` bytes, the first starting at `contentStart`; with `noting` false the lines are not
    /// kept (a reader of one object of a file, whose positions are the whole file's).
    init(count: Int, contentStart: Int, noting: Bool = true) {
        self.contentStart = contentStart
        lineStart = contentStart
        nextCheckpoint = noting ? 0 : .max
        if noting {
            linesBefore.reserveCapacity(count / Self.spacing + 1)
            lineStarts.reserveCapacity(count / Self.spacing + 1)
        }
    }

    /// Notes the line feed at `offset`: the next line starts after it.
    @inline(__always)
    mutating func lineFeed(at offset: Int) {
        if offset >= nextCheckpoint { noteCheckpoints(through: offset) }
        lineFeeds += 1
        lineStart = offset + 1
    }

    /// Notes the checkpoints up to `offset`, which are on the line being read.
    private mutating func noteCheckpoints(through offset: Int) {
        while nextCheckpoint <= offset {
            linesBefore.append(UInt32(lineFeeds))
            lineStarts.append(UInt32(lineStart))
            nextCheckpoint += Self.spacing
        }
    }

    /// The checkpoints once every line feed of the `count` bytes is noted: up to and including the end.
    func finished(count: Int) -> JSONLineCheckpoints {
        var lines = self
        lines.noteCheckpoints(through: count)
        return lines
    }

    /// Whether a line is longer than `length` bytes, as the checkpoints tell: one holds two checkpoints more than
    /// `length` bytes apart. A line longer than `length + 2 * spacing` always does.
    func hasLine(longerThan length: Int) -> Bool {
        let apart = length / Self.spacing + 1
        for index in lineStarts.indices.dropFirst(apart) where lineStarts[index] == lineStarts[index - apart] {
            return true
        }
        return false
    }

    /// The checkpoints of `bytes`, whose first line starts at `contentStart`, found by looking for every line feed
    /// in them.
    init(scanning bytes: [UInt8], contentStart: Int) {
        self.init(count: bytes.count, contentStart: contentStart)
        for (index, byte) in bytes.enumerated() where byte == JSONByte.lineFeed {
            lineFeed(at: index)
        }
        self = finished(count: bytes.count)
    }
}
