extension JSONReader {
    /// Reads a string starting at the opening quote under `index` and leaves `index` after the closing quote.
    ///
    /// Strings without escapes are decoded straight from the source bytes; the first backslash
    /// switches to `readEscapedString`, which builds the decoded bytes one piece at a time.
    mutating func readString() throws(JSONParseFailure) -> String {
        let contentStart = index + 1
        let plain = try scanPlainPart(from: contentStart)
        index = plain.stop
        if plain.escaped { return try readEscapedString(startingWith: contentStart) }
        let text = try decode(from: contentStart, to: plain.stop, isASCII: plain.isASCII)
        index = plain.stop + 1
        return text
    }

    /// Scans a string's content from `contentStart` up to its closing quote (`escaped` false) or its first
    /// backslash (`escaped` true), noting whether it is all ASCII; throws at a control character or the end.
    private func scanPlainPart(from contentStart: Int) throws(JSONParseFailure) -> (stop: Int, isASCII: Bool, escaped: Bool) {
        var cursor = contentStart
        var isASCII = true
        while cursor < end {
            let byte = base[cursor]
            if byte == JSONByte.quote { return (cursor, isASCII, false) }
            if byte == JSONByte.backslash { return (cursor, isASCII, true) }
            if byte < JSONByte.space {
                throw controlCharacterInString(at: cursor)
            }
            if byte >= 0x80 { isASCII = false }
            cursor += 1
        }
        if !isASCII, let invalid = JSONUTF8.firstInvalidByte(base, from: contentStart, to: cursor) {
            throw invalidUTF8(at: invalid)
        }
        throw unexpected("'\"' to end the string", at: cursor)
    }

    /// Turns the raw bytes of a string without escapes into a `String`, rejecting invalid UTF-8.
    private func decode(from start: Int, to stop: Int, isASCII: Bool) throws(JSONParseFailure) -> String {
        let slice = UnsafeBufferPointer(start: base + start, count: stop - start)
        if isASCII {
            return String(decoding: slice, as: UTF8.self)
        }
        if let text = JSONUTF8.string(slice) {
            return text
        }
        throw invalidUTF8(at: JSONUTF8.firstInvalidByte(base, from: start, to: stop) ?? start)
    }

    /// Continues a string at the backslash under `index`; the bytes from `contentStart` up to it are plain.
    private mutating func readEscapedString(startingWith contentStart: Int) throws(JSONParseFailure) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(index - contentStart + 16)
        var cursor = contentStart
        while cursor < end {
            let byte = base[cursor]
            if byte == JSONByte.quote {
                index = cursor + 1
                return String(decoding: bytes, as: UTF8.self)
            }
            if byte == JSONByte.backslash {
                cursor = try readEscape(at: cursor, into: &bytes)
            } else if byte < JSONByte.space {
                throw controlCharacterInString(at: cursor)
            } else if byte < 0x80 {
                bytes.append(byte)
                cursor += 1
            } else {
                let length = JSONUTF8.sequenceLength(base, at: cursor, end: end)
                guard length > 0 else { throw invalidUTF8(at: cursor) }
                bytes.append(contentsOf: UnsafeBufferPointer(start: base + cursor, count: length))
                cursor += length
            }
        }
        throw unexpected("'\"' to end the string", at: cursor)
    }

    /// Decodes the escape sequence whose backslash is at `backslash`, returning the offset just after it.
    private func readEscape(at backslash: Int, into bytes: inout [UInt8]) throws(JSONParseFailure) -> Int {
        let letter = backslash + 1
        guard letter < end else { throw unexpected("an escape character after '\\'", at: letter) }
        let simple: UInt8?
        switch base[letter] {
        case JSONByte.quote: simple = JSONByte.quote
        case JSONByte.backslash: simple = JSONByte.backslash
        case JSONByte.slash: simple = JSONByte.slash
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = JSONByte.lineFeed
        case UInt8(ascii: "r"): simple = JSONByte.carriageReturn
        case UInt8(ascii: "t"): simple = JSONByte.tab
        case UInt8(ascii: "u"): simple = nil
        default:
            throw unexpected(
                "one of \" \\ / b f n r t u after '\\'", at: letter,
                hint: "invalid escape sequence in a string", reportedAt: backslash)
        }
        if let simple {
            bytes.append(simple)
            return letter + 1
        }

        let first = try readHexQuad(at: letter + 1)
        var scalarValue = first
        var next = letter + 5
        switch first {
        case 0xD800...0xDBFF:
            guard next + 1 < end, base[next] == JSONByte.backslash, base[next + 1] == UInt8(ascii: "u") else {
                throw JSONParseFailure(
                    offset: backslash,
                    message: "unpaired surrogate \(escapeText(first)): expected it to be followed by a low surrogate \\uDC00 to \\uDFFF")
            }
            let second = try readHexQuad(at: next + 2)
            guard (0xDC00...0xDFFF).contains(second) else {
                throw JSONParseFailure(
                    offset: backslash,
                    message: "unpaired surrogate \(escapeText(first)): expected a low surrogate \\uDC00 to \\uDFFF after it, found \(escapeText(second))")
            }
            scalarValue = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            next += 6
        case 0xDC00...0xDFFF:
            throw JSONParseFailure(
                offset: backslash,
                message: "unpaired surrogate \(escapeText(first)): expected a high surrogate \\uD800 to \\uDBFF before it")
        default:
            break
        }
        // Every value left is a valid scalar: surrogates were paired or rejected above.
        JSONUTF8.append(Unicode.Scalar(scalarValue) ?? "\u{FFFD}", to: &bytes)
        return next
    }

    /// Reads the four hexadecimal digits of a `\u` escape starting at `start`.
    private func readHexQuad(at start: Int) throws(JSONParseFailure) -> UInt32 {
        var value: UInt32 = 0
        for offset in start..<(start + 4) {
            guard offset < end, let digit = JSONByte.hexValue(base[offset]) else {
                throw unexpected("four hexadecimal digits after '\\u'", at: offset)
            }
            value = value << 4 | digit
        }
        return value
    }

    /// How a `\u` escape is shown in messages, e.g. `'\uD83D'`.
    private func escapeText(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "'\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "'"
    }

    /// The error for a raw control character (below U+0020) inside a string.
    private func controlCharacterInString(at offset: Int) -> JSONParseFailure {
        let byte = base[offset]
        if byte == JSONByte.lineFeed || byte == JSONByte.carriageReturn {
            return unexpected("'\"' before the end of the line", at: offset, hint: "unterminated string")
        }
        return unexpected(
            "a visible character or an escape such as \\t", at: offset,
            hint: "control characters in strings must be escaped")
    }
}
