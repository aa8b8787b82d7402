/// Building error messages: what was expected, what was found, and a hint for common mistakes.
extension JSONReader {
    static let nanHint = "NaN and Infinity are not valid JSON"

    /// The error for `offset` when `expectation` was not met:
    /// "expected X, found Y", or "unexpected end of file: expected X", with an optional leading hint.
    /// Invalid UTF-8 and comments at `offset` get their own messages whatever was expected.
    func unexpected(_ expectation: String, at offset: Int, hint: String? = nil, reportedAt reported: Int? = nil) -> JSONParseFailure {
        guard offset < end else {
            return JSONParseFailure(offset: end, message: "unexpected end of file: expected \(expectation)")
        }
        let byte = base[offset]
        if byte >= 0x80 && JSONUTF8.sequenceLength(base, at: offset, end: end) == 0 {
            return invalidUTF8(at: offset)
        }
        var hint = hint
        if byte == JSONByte.slash && offset + 1 < end && (base[offset + 1] == JSONByte.slash || base[offset + 1] == JSONByte.asterisk) {
            hint = "comments are not allowed in JSON"
        }
        let prefix = hint.map { "\($0): " } ?? ""
        return JSONParseFailure(
            offset: reported ?? offset,
            message: "\(prefix)expected \(expectation), found \(foundText(at: offset))")
    }

    /// The error when a value was expected at `index` but something else is there.
    func unexpectedValue(_ expectation: String) -> JSONParseFailure {
        guard index < end else { return unexpected(expectation, at: index) }
        let byte = base[index]
        var hint: String?
        if JSONByte.isLetter(byte) {
            let word = wordText(at: index)
            let lowercased = word.lowercased()
            let literals = ["true", "false", "null"]
            if index + word.utf8.count == end, let literal = literals.first(where: { $0.hasPrefix(word) && $0 != word }) {
                return JSONParseFailure(offset: end, message: "unexpected end of file: expected '\(literal)'")
            }
            if isNaNOrInfinity(word) {
                hint = Self.nanHint
            } else if literals.contains(lowercased) {
                hint = "true, false and null must be written in lower case"
            }
        } else if byte == JSONByte.plus {
            hint = "numbers cannot start with '+'"
        } else if byte == JSONByte.period {
            hint = "numbers must start with a digit, as in 0.5"
        } else {
            hint = quoteHint(at: index)
        }
        return unexpected(expectation, at: index, hint: hint)
    }

    /// The error when an object key was expected at `index` but something else is there.
    func unexpectedKey(_ expectation: String) -> JSONParseFailure {
        guard index < end else { return unexpected(expectation, at: index) }
        let byte = base[index]
        let hint = JSONByte.isWordByte(byte) ? "object keys must be strings in double quotes" : quoteHint(at: index)
        return unexpected(expectation, at: index, hint: hint)
    }

    /// A hint when the text at `offset` starts with a single quote or a typographic quote.
    private func quoteHint(at offset: Int) -> String? {
        if base[offset] == JSONByte.apostrophe { return "strings must use double quotes" }
        let length = JSONUTF8.sequenceLength(base, at: offset, end: end)
        guard length > 1, let scalar = JSONUTF8.scalar(base, at: offset, length: length) else { return nil }
        switch scalar.value {
        case 0x2018, 0x2019, 0x201C, 0x201D: return "strings must use plain double quotes (\")"
        default: return nil
        }
    }

    func invalidUTF8(at offset: Int) -> JSONParseFailure {
        let hex = String(base[offset], radix: 16, uppercase: true)
        return JSONParseFailure(offset: offset, message: "invalid UTF-8 byte 0x\(hex.count < 2 ? "0" + hex : hex)")
    }

    func isNaNOrInfinity(_ word: String) -> Bool {
        ["nan", "infinity", "inf"].contains(word.lowercased())
    }

    /// The letters, digits, `_` and `$` starting at `offset`, at most 40 bytes.
    func wordText(at offset: Int) -> String {
        var stop = offset
        while stop < end && stop - offset < 40 && JSONByte.isWordByte(base[stop]) {
            stop += 1
        }
        return String(decoding: UnsafeBufferPointer(start: base + offset, count: stop - offset), as: UTF8.self)
    }

    /// How the text at `offset` is shown after "found": a whole word or number in quotes,
    /// a single character in quotes, or a description for invisible characters.
    func foundText(at offset: Int) -> String {
        guard offset < end else { return "end of file" }
        let byte = base[offset]
        switch byte {
        case JSONByte.lineFeed, JSONByte.carriageReturn: return "a line break"
        case JSONByte.tab: return "a tab"
        case JSONByte.space: return "a space"
        case JSONByte.apostrophe: return "a single quote"
        case 0..<JSONByte.space, JSONByte.delete: return "the control character U+00\(hexByte(byte))"
        default: break
        }
        if byte == JSONByte.slash && offset + 1 < end && (base[offset + 1] == JSONByte.slash || base[offset + 1] == JSONByte.asterisk) {
            return "'/\(Character(Unicode.Scalar(base[offset + 1])))'"
        }
        if JSONByte.isWordByte(byte) || byte == JSONByte.plus || byte == JSONByte.minus || byte == JSONByte.period {
            var stop = offset + 1
            while stop < end && stop - offset < 40 && (JSONByte.isWordByte(base[stop]) || base[stop] == JSONByte.period
                || ((base[stop] == JSONByte.plus || base[stop] == JSONByte.minus) && (base[stop - 1] | 0x20) == UInt8(ascii: "e"))) {
                stop += 1
            }
            let text = String(decoding: UnsafeBufferPointer(start: base + offset, count: stop - offset), as: UTF8.self)
            return "'\(text)\(stop < end && JSONByte.isWordByte(base[stop]) ? "…" : "")'"
        }
        let length = max(1, JSONUTF8.sequenceLength(base, at: offset, end: end))
        let text = String(decoding: UnsafeBufferPointer(start: base + offset, count: length), as: UTF8.self)
        return "'\(text)'"
    }

    private func hexByte(_ byte: UInt8) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        return hex.count < 2 ? "0" + hex : hex
    }
}
