/// Why a text could not be read as a value.
///
/// `expected` is phrased to follow the word "expected", for example
/// "a date like 2024-03-15, 15-03-2024 or 16 Mar".
public struct ValueParseError: Error, Sendable, Equatable, CustomStringConvertible {
    public var expected: String

    public init(expected: String) {
        self.expected = expected
    }

    public var description: String { "expected \(expected)" }
}
