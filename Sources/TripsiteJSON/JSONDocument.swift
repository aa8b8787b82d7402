/// A parsed JSON file: the root value plus what is needed to turn byte offsets into line:column.
public struct JSONDocument: Sendable {
    public let root: JSONNode
    private let lines: JSONLineTable
    /// The source, kept when some objects were left unread (see `JSONParser.parse(_:defersObjectsInArrays:)`).
    private let bytes: [UInt8]
    /// The objects left unread, by their start offset.
    private let deferred: [Int: DeferredObject]

    init(root: JSONNode, lines: JSONLineTable, bytes: [UInt8] = [], deferred: [Int: DeferredObject] = [:]) {
        self.root = root
        self.lines = lines
        self.bytes = bytes
        self.deferred = deferred
    }

    /// The node in full: an object left unread by the first pass is read and checked now from its bytes
    /// (with offsets into the whole file); any other node is returned as it is. When the object is not
    /// valid JSON, the error is the first problem in it (`firstProblem(or:)` finds the file's first).
    public func materialized(_ node: JSONNode) throws(JSONSyntaxError) -> JSONNode {
        guard let object = deferred[node.offset], case .object(let members) = node.kind, members.isEmpty else { return node }
        let read = bytes.withUnsafeBufferPointer { buffer -> Result<JSONNode, JSONParseFailure> in
            var reader = JSONReader(base: buffer.baseAddress!, count: object.end, contentStart: node.offset, notingLines: false)
            reader.startDepth = object.depth
            return Result { () throws(JSONParseFailure) in try reader.readDocument() }
        }
        switch read {
        case .success(let node): return node
        case .failure(let failure):
            throw JSONSyntaxError(offset: failure.offset, position: position(of: failure.offset), message: failure.message)
        }
    }

    /// The problem a full read of the file meets first, once a problem (`error`) was met in an object left
    /// unread: reading the file once more tells which of its problems a reader meets first.
    public func firstProblem(or error: JSONSyntaxError) -> JSONSyntaxError {
        bytes.isEmpty ? error : JSONParser.firstProblem(in: bytes, or: error)
    }

    /// Where the object `node` ends (the offset just after its closing brace), when the first pass left it unread;
    /// `nil` for any other node.
    public func end(ofUnread node: JSONNode) -> Int? {
        deferred[node.offset]?.end
    }

    /// The source, when some objects were left unread; else empty.
    package var sourceBytes: [UInt8] { bytes }

    /// The 1-based line and column of a byte offset, such as `JSONNode.offset`.
    /// Offsets outside the source are clamped to its start or end.
    public func position(of offset: Int) -> SourcePosition {
        lines.position(of: offset)
    }
}
