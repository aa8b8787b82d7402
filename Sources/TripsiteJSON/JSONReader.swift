/// Reads one JSON document from raw bytes.
///
/// Arrays and objects being read are kept on an explicit stack rather than by recursion.
/// Line feeds are noted while skipping whitespace, the only place one may appear.
struct JSONReader {
    let base: UnsafePointer<UInt8>
    let end: Int
    var index: Int
    /// The lines seen so far.
    var lines: JSONLineCheckpoints
    /// Whether objects that are elements of arrays near the top (trips, in a trips file) are left unread:
    /// each becomes an empty object, only its end is found (`skipObjectUnread`), and it is read and
    /// checked later, on its own (`JSONDocument.materialized`).
    var defersObjectsInArrays = false
    /// The objects left unread, by their start offset.
    private(set) var deferredObjects: [Int: DeferredObject] = [:]
    /// How deep in the document the value being read starts (0 for a whole document): the depth limit
    /// counts from the document's root when a deferred object is read on its own.
    var startDepth = 0
    /// The deepest array whose object elements are deferred (the root is 0): deep enough for a list of
    /// trips wrapped in an object or two.
    static let deferralDepth = 3

    /// A reader of `count` bytes at `base`, starting at `contentStart` (after any byte order mark); with
    /// `notingLines` false, the lines are not kept (`JSONLineCheckpoints.init(count:contentStart:noting:)`).
    init(base: UnsafePointer<UInt8>, count: Int, contentStart: Int, notingLines: Bool = true) {
        self.base = base
        self.end = count
        self.index = contentStart
        self.lines = JSONLineCheckpoints(count: count, contentStart: contentStart, noting: notingLines)
    }

    /// Where a value is about to be read, which decides what an error message says was expected.
    enum ValueSlot {
        case root, firstElement, nextElement, memberValue

        var expectation: String {
            switch self {
            case .root: return "a JSON value"
            case .firstElement: return "a JSON value or ']'"
            case .nextElement: return "a JSON value after ','"
            case .memberValue: return "a JSON value after ':'"
            }
        }
    }

    /// An array or object whose closing bracket has not been reached yet.
    private struct OpenContainer {
        let offset: Int
        let isObject: Bool
        var elements: [JSONNode] = []
        var members: [JSONMember] = []
        /// The key whose value is being read, in an object.
        var key = ""
        var keyOffset = 0
    }

    /// Reads the single value that makes up the document, with nothing but whitespace around it.
    mutating func readDocument() throws(JSONParseFailure) -> JSONNode {
        let contentStart = index
        skipWhitespace()
        if index == end {
            let message = contentStart == end
                ? "the file is empty: expected a JSON value"
                : "the file contains only whitespace: expected a JSON value"
            throw JSONParseFailure(offset: contentStart, message: message)
        }

        var stack: [OpenContainer] = []
        var slot = ValueSlot.root
        reading: while true {
            skipWhitespace()
            guard index < end else { throw unexpected(slot.expectation, at: index) }
            let start = index
            var node: JSONNode
            switch base[index] {
            case JSONByte.openBracket:
                try checkDepth(stack.count, at: start)
                index += 1
                skipWhitespace()
                if index < end && base[index] == JSONByte.closeBracket {
                    index += 1
                    node = JSONNode(offset: start, kind: .array([]))
                } else {
                    stack.append(OpenContainer(offset: start, isObject: false))
                    slot = .firstElement
                    continue reading
                }
            case JSONByte.openBrace:
                try checkDepth(stack.count, at: start)
                if defersObjectsInArrays && stack.last?.isObject == false && stack.count <= Self.deferralDepth + 1 {
                    let objectEnd = try skipObjectUnread()
                    deferredObjects[start] = DeferredObject(end: objectEnd, depth: startDepth + stack.count)
                    node = JSONNode(offset: start, kind: .object([]))
                    break
                }
                index += 1
                skipWhitespace()
                if index < end && base[index] == JSONByte.closeBrace {
                    index += 1
                    node = JSONNode(offset: start, kind: .object([]))
                } else {
                    var object = OpenContainer(offset: start, isObject: true)
                    (object.key, object.keyOffset) = try readKeyAndColon(expecting: "a string key or '}'")
                    stack.append(object)
                    slot = .memberValue
                    continue reading
                }
            default:
                node = try readScalar(slot)
            }

            // Hand the finished value to its container, closing containers as their ends are reached.
            while let top = stack.indices.last {
                skipWhitespace()
                if stack[top].isObject {
                    stack[top].members.append(JSONMember(key: stack[top].key, keyOffset: stack[top].keyOffset, value: node))
                    let separator = try readSeparator(closing: JSONByte.closeBrace, after: "an object member", between: "object members")
                    if separator == JSONByte.comma {
                        (stack[top].key, stack[top].keyOffset) = try readKeyAndColon(expecting: "a string key after ','")
                        slot = .memberValue
                        continue reading
                    }
                    let object = stack.removeLast()
                    node = JSONNode(offset: object.offset, kind: .object(object.members))
                } else {
                    stack[top].elements.append(node)
                    let separator = try readSeparator(closing: JSONByte.closeBracket, after: "an array element", between: "array elements")
                    if separator == JSONByte.comma {
                        slot = .nextElement
                        continue reading
                    }
                    node = JSONNode(offset: stack[top].offset, kind: .array(stack.removeLast().elements))
                }
            }

            skipWhitespace()
            guard index == end else {
                throw unexpected("end of file", at: index, hint: "unexpected content after the JSON value")
            }
            return node
        }
    }

    private func checkDepth(_ depth: Int, at offset: Int) throws(JSONParseFailure) {
        if startDepth + depth >= JSONParser.maximumDepth {
            throw JSONParseFailure(offset: offset, message: "nesting deeper than \(JSONParser.maximumDepth) levels")
        }
    }

    /// Reads the ',' or closing bracket after a value inside a container and returns it.
    /// After a ',' whitespace is skipped too, and a closing bracket there is reported as a trailing comma.
    private mutating func readSeparator(closing: UInt8, after what: String, between items: String) throws(JSONParseFailure) -> UInt8 {
        guard index < end else {
            throw unexpected("',' or '\(Character(Unicode.Scalar(closing)))' after \(what)", at: index)
        }
        let byte = base[index]
        if byte == closing {
            index += 1
            return byte
        }
        guard byte == JSONByte.comma else {
            throw unexpected(
                "',' or '\(Character(Unicode.Scalar(closing)))' after \(what)", at: index,
                hint: startsValue(byte) ? "missing ',' between \(items)" : nil)
        }
        let commaOffset = index
        index += 1
        skipWhitespace()
        if index < end && base[index] == closing {
            let bracket = "'\(Character(Unicode.Scalar(closing)))'"
            let next = closing == JSONByte.closeBrace ? "a string key after ','" : "a JSON value after ','"
            throw JSONParseFailure(
                offset: commaOffset,
                message: "trailing comma before \(bracket): expected \(next), found \(bracket)")
        }
        return JSONByte.comma
    }

    /// Reads `"key"` and the ':' after it, leaving the reader before the member's value.
    private mutating func readKeyAndColon(expecting expectation: String) throws(JSONParseFailure) -> (String, Int) {
        skipWhitespace()
        guard index < end, base[index] == JSONByte.quote else { throw unexpectedKey(expectation) }
        let keyOffset = index
        let key = try readString()
        skipWhitespace()
        guard index < end, base[index] == JSONByte.colon else {
            throw unexpected("':' after the object key", at: index)
        }
        index += 1
        return (key, keyOffset)
    }

    /// Reads a string, number, true, false or null.
    private mutating func readScalar(_ slot: ValueSlot) throws(JSONParseFailure) -> JSONNode {
        let start = index
        switch base[index] {
        case JSONByte.quote:
            return JSONNode(offset: start, kind: .string(try readString()))
        case JSONByte.minus, JSONByte.zero...JSONByte.nine:
            return JSONNode(offset: start, kind: .number(try readNumber()))
        case UInt8(ascii: "t") where matchLiteral("true"):
            return JSONNode(offset: start, kind: .bool(true))
        case UInt8(ascii: "f") where matchLiteral("false"):
            return JSONNode(offset: start, kind: .bool(false))
        case UInt8(ascii: "n") where matchLiteral("null"):
            return JSONNode(offset: start, kind: .null)
        default:
            throw unexpectedValue(slot.expectation)
        }
    }

    /// Consumes `literal` when it is next and is not the start of a longer word.
    private mutating func matchLiteral(_ literal: StaticString) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard index + length <= end else { return false }
        let expected = literal.utf8Start
        for offset in 0..<length where base[index + offset] != expected[offset] {
            return false
        }
        if index + length < end && JSONByte.isWordByte(base[index + length]) { return false }
        index += length
        return true
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while index < end {
            let byte = base[index]
            if byte > JSONByte.space { return }
            if byte == JSONByte.space || byte == JSONByte.tab || byte == JSONByte.carriageReturn {
                index += 1
            } else if byte == JSONByte.lineFeed {
                lines.lineFeed(at: index)
                index += 1
            } else {
                return
            }
        }
    }

    /// Whether `byte` could begin a JSON value, used to suggest a missing comma.
    private func startsValue(_ byte: UInt8) -> Bool {
        byte == JSONByte.quote || byte == JSONByte.openBracket || byte == JSONByte.openBrace
            || byte == JSONByte.minus || JSONByte.isDigit(byte)
    }
}
