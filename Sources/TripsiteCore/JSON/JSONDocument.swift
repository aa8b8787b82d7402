/// A parsed JSON file: the root value plus what is needed to turn byte offsets into line:column.
public struct JSONDocument: Sendable {
    public let root: JSONNode
    private let lines: JSONLineTable
    /// The source, kept when some objects were left unread (see `JSONParser.parse(_:defersObjectsInArrays:)`).
    private let bytes: [UInt8]
    /// The end offset of each object left unread, by its start offset.
    private let deferredEnds: [Int: Int]

    init(root: JSONNode, lines: JSONLineTable, bytes: [UInt8] = [], deferredEnds: [Int: Int] = [:]) {
        self.root = root
        self.lines = lines
        self.bytes = bytes
        self.deferredEnds = deferredEnds
    }

    /// The node in full: an object left unread by the first pass is read now from its bytes (already
    /// checked, with offsets into the whole file); any other node is returned as it is.
    public func materialized(_ node: JSONNode) -> JSONNode {
        guard let end = deferredEnds[node.offset], case .object(let members) = node.kind, members.isEmpty else { return node }
        let read = bytes.withUnsafeBufferPointer { buffer -> JSONNode? in
            guard let base = buffer.baseAddress else { return nil }
            var reader = JSONReader(base: base, count: end, contentStart: node.offset)
            return try? reader.readDocument()
        }
        return read ?? node
    }

    /// The 1-based line and column of a byte offset, such as `JSONNode.offset`.
    /// Offsets outside the source are clamped to its start or end.
    public func position(of offset: Int) -> SourcePosition {
        lines.position(of: offset)
    }
}
