/// A parsed JSON file: the root value plus what is needed to turn byte offsets into line:column.
public struct JSONDocument: Sendable {
    public let root: JSONNode
    private let lines: JSONLineTable

    init(root: JSONNode, lines: JSONLineTable) {
        self.root = root
        self.lines = lines
    }

    /// The 1-based line and column of a byte offset, such as `JSONNode.offset`.
    /// Offsets outside the source are clamped to its start or end.
    public func position(of offset: Int) -> SourcePosition {
        lines.position(of: offset)
    }
}
