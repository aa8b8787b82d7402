/// Why a file is not valid JSON, and where: the first problem found.
public struct JSONSyntaxError: Error, Sendable, Equatable {
    /// Byte offset of the problem in the source.
    public var offset: Int
    public var position: SourcePosition
    /// What was expected and what was found, e.g. "expected ',' or '}' after an object member, found 'x'".
    public var message: String

    public init(offset: Int, position: SourcePosition, message: String) {
        self.offset = offset
        self.position = position
        self.message = message
    }
}
