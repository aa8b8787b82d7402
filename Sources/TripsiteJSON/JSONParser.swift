/// A strict RFC 8259 JSON parser that records where every value starts.
///
/// It never crashes on bad input: the first problem is thrown as a `JSONSyntaxError` whose message
/// says what was expected and what was found. Nesting is limited to `maximumDepth` levels and is
/// handled without recursion, so deep input cannot exhaust the stack.
public enum JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 256

    /// Parses and checks the whole of `bytes`.
    ///
    /// With `defersObjectsInArrays`, objects that are elements of arrays near the top of the document (the
    /// trips of a trips file) are neither built nor checked by this pass, only skipped: they stay empty until
    /// `JSONDocument.materialized` reads and checks one, so each can be read on its own, in parallel, and
    /// dropped once used. Every other byte is checked here. What that saves in memory is in docs/performance.md
    /// ("Why the code is as it is").
    public static func parse(_ bytes: [UInt8], defersObjectsInArrays: Bool = false) throws(JSONSyntaxError) -> JSONDocument {
        guard bytes.count <= JSONLineCheckpoints.largestText else {
            throw JSONSyntaxError(
                offset: 0, position: SourcePosition(line: 1, column: 1),
                message: "the file is larger than 4 GiB, more than a JSON file read: split it")
        }
        let outcome = bytes.withUnsafeBufferPointer { buffer -> Result<(JSONNode, JSONLineCheckpoints, [Int: DeferredObject]), JSONParseFailure> in
            guard let base = buffer.baseAddress else {
                return .failure(JSONParseFailure(offset: 0, message: "the file is empty: expected a JSON value"))
            }
            var reader = JSONReader(base: base, count: buffer.count, contentStart: JSONUTF8.byteOrderMarkLength(in: bytes))
            reader.defersObjectsInArrays = defersObjectsInArrays
            do throws(JSONParseFailure) {
                let root = try reader.readDocument()
                return .success((root, reader.lines, reader.deferredObjects))
            } catch {
                return .failure(error)
            }
        }
        switch outcome {
        case .success(let (root, lines, deferred)):
            return JSONDocument(
                root: root, lines: JSONLineTable(bytes: bytes, lines: lines), bytes: deferred.isEmpty ? [] : bytes, deferred: deferred)
        case .failure where defersObjectsInArrays:
            // The objects skipped unread may hide the first problem, or be what the braces did not match
            // around: the whole file is read again to report the problem a full read meets first.
            return try parse(bytes)
        case .failure(let failure):
            throw syntaxError(failure, in: bytes)
        }
    }

    /// Parses and checks the whole of `bytes`, a piece of a larger file (one trip of a trips file, read again)
    /// that starts at `start` in it: positions are the file's. The piece must be one JSON value.
    public static func parse(_ bytes: [UInt8], at start: SourcePosition) throws(JSONSyntaxError) -> JSONDocument {
        let outcome = bytes.withUnsafeBufferPointer { buffer -> Result<(JSONNode, JSONLineCheckpoints), JSONParseFailure> in
            guard let base = buffer.baseAddress else {
                return .failure(JSONParseFailure(offset: 0, message: "expected a JSON value"))
            }
            var reader = JSONReader(base: base, count: buffer.count, contentStart: 0)
            return Result { () throws(JSONParseFailure) in (try reader.readDocument(), reader.lines) }
        }
        switch outcome {
        case .success(let (root, lines)):
            return JSONDocument(root: root, lines: JSONLineTable(bytes: bytes, lines: lines, start: start))
        case .failure(let failure):
            let position = JSONLineTable(scanning: bytes, start: start).position(of: failure.offset)
            throw JSONSyntaxError(offset: failure.offset, position: position, message: failure.message)
        }
    }

    /// The problem a full read of `bytes` meets first; `fallback` when it meets none.
    static func firstProblem(in bytes: [UInt8], or fallback: JSONSyntaxError) -> JSONSyntaxError {
        do {
            _ = try parse(bytes)
        } catch {
            return error
        }
        return fallback
    }

    private static func syntaxError(_ failure: JSONParseFailure, in bytes: [UInt8]) -> JSONSyntaxError {
        let position = JSONLineTable(scanning: bytes).position(of: failure.offset)
        return JSONSyntaxError(offset: failure.offset, position: position, message: failure.message)
    }
}

/// A syntax error before its position is worked out.
struct JSONParseFailure: Error {
    var offset: Int
    var message: String
}
