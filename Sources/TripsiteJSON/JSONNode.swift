/// A parsed JSON value and the byte offset (into the source bytes) where it starts.
public struct JSONNode: Sendable {
    /// Byte offset of the value's first character in the source.
    public var offset: Int
    public var kind: Kind

    /// What a JSON value is, with its contents.
    public enum Kind: Sendable {
        case null
        case bool(Bool)
        /// The literal exactly as written, e.g. "12.50", "-3", "1e3".
        case number(String)
        case string(String)
        case array([JSONNode])
        /// Members in source order, duplicates kept.
        case object([JSONMember])
    }

    public init(offset: Int, kind: Kind) {
        self.offset = offset
        self.kind = kind
    }
}

/// One `"key": value` pair of a JSON object.
public struct JSONMember: Sendable {
    public var key: String
    /// Byte offset of the key's opening quote.
    public var keyOffset: Int
    public var value: JSONNode

    public init(key: String, keyOffset: Int, value: JSONNode) {
        self.key = key
        self.keyOffset = keyOffset
        self.value = value
    }
}

extension JSONNode {
    /// The kind of value in words, for messages such as "expected a whole number, found a string".
    public var typeDescription: String {
        switch kind {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// The first member named `key` when this is an object; nil otherwise or when there is none.
    public func member(_ key: String) -> JSONMember? {
        guard case .object(let members) = kind else { return nil }
        return members.first { $0.key == key }
    }
}
