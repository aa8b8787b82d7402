/// 1-based line and column of a place in a source file.
///
/// Columns count Unicode scalars, so a line starting with "é" has its next character at column 2.
public struct SourcePosition: Sendable, Hashable, Comparable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        lhs.line != rhs.line ? lhs.line < rhs.line : lhs.column < rhs.column
    }
}

extension SourcePosition {
    /// The line and column of the byte at `offset` in UTF-8 text: each byte before it on its line that does not
    /// continue a sequence is a column, so the bytes before it need not all be valid.
    package init(ofByte offset: Int, in bytes: [UInt8]) {
        var (line, column) = (1, 1)
        for byte in bytes[..<min(max(offset, 0), bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                (line, column) = (line + 1, 1)
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        self.init(line: line, column: column)
    }
}
