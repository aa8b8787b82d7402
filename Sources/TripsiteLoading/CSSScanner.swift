/// CSS cut into tokens as a browser cuts it (CSS Syntax Level 3), far enough to see what could load another
/// document: names, functions, `url()`, at-rules and strings, each with its escapes undone (`u\72 l(` is `url(`,
/// `\000075` is `u`, `\r` is `r`). Comments, numbers and punctuation are passed over. Where this reading and a
/// browser's could differ, it errs towards seeing more: a `url(` inside what a browser takes for a number is still
/// a `url(` here.
struct CSSScanner {
    /// A token that matters to what the CSS could load; names are as written, escapes undone.
    enum Token: Equatable {
        /// A name: a property, a keyword (`behavior`, `none`).
        case ident(String)
        /// A name followed by `(`: `url` when a quoted address follows, `image-set`, `expression`.
        case function(String)
        /// `url(` followed by an unquoted address, with what it holds.
        case url(String)
        /// `@` and a name: `import`.
        case atKeyword(String)
        /// A quoted string's text.
        case string(String)
    }

    private let bytes: [UInt8]
    private var index = 0

    init(_ css: String) {
        bytes = Array(css.utf8)
    }

    /// The scanner of CSS in UTF-8.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The next token that matters, or `nil` at the end.
    mutating func next() -> Token? {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                skipComment()
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                index += 1
                return .string(string(closedBy: byte))
            } else if byte == UInt8(ascii: "@"), startsName(at: index + 1) {
                index += 1
                return .atKeyword(name())
            } else if startsName(at: index) {
                return identLike()
            } else {
                index += 1
            }
        }
        return nil
    }

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private static func isNewline(_ byte: UInt8?) -> Bool {
        byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    private static func isWhitespace(_ byte: UInt8?) -> Bool {
        byte == 0x20 || byte == 0x09 || isNewline(byte)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    }

    /// A letter, `_`, or any character beyond ASCII.
    private static func isNameStart(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static func isNameCharacter(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (0x30...0x39).contains(byte) || byte == UInt8(ascii: "-")
    }

    /// Whether a backslash at `position` starts an escape (one not followed by a line break).
    private func isEscape(at position: Int) -> Bool {
        position < bytes.count && bytes[position] == UInt8(ascii: "\\")
            && !Self.isNewline(position + 1 < bytes.count ? bytes[position + 1] : nil)
    }

    /// Whether a name starts at `position`: a name character, an escape, or `-` before either (or `--`).
    private func startsName(at position: Int) -> Bool {
        guard position < bytes.count else { return false }
        let byte = bytes[position]
        if byte == UInt8(ascii: "-") {
            guard position + 1 < bytes.count else { return false }
            let second = bytes[position + 1]
            return Self.isNameStart(second) || second == UInt8(ascii: "-") || isEscape(at: position + 1)
        }
        return Self.isNameStart(byte) || isEscape(at: position)
    }

    private mutating func skipComment() {
        index += 2
        while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) { index += 1 }
        index = min(index + 2, bytes.count)
    }

    /// The character an escape stands for, its backslash at `index`, leaving `index` after it: up to six hex
    /// digits and one white space after them, or the one character after the backslash.
    private mutating func escape() -> [UInt8] {
        index += 1
        guard index < bytes.count else { return Array("\u{FFFD}".utf8) }
        guard Self.isHexDigit(bytes[index]) else {
            // One character, whole: a UTF-8 lead byte and its continuation bytes.
            let start = index
            index += 1
            while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
            return Array(bytes[start..<index])
        }
        var value: UInt32 = 0
        var digits = 0
        while digits < 6, index < bytes.count, Self.isHexDigit(bytes[index]) {
            value = value * 16 + UInt32(Self.hexValue(bytes[index]))
            index += 1
            digits += 1
        }
        if index < bytes.count, bytes[index] == 0x0D, peek(1) == 0x0A {
            index += 2
        } else if index < bytes.count, Self.isWhitespace(bytes[index]) {
            index += 1
        }
        let scalar = value == 0 ? nil : Unicode.Scalar(value)
        return Array(String(Character(scalar ?? "\u{FFFD}")).utf8)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8 {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        default: byte - 0x61 + 10
        }
    }

    /// The name starting at `index`, escapes undone.
    private mutating func name() -> String {
        var result: [UInt8] = []
        while index < bytes.count {
            if Self.isNameCharacter(bytes[index]) {
                result.append(bytes[index])
                index += 1
            } else if isEscape(at: index) {
                result += escape()
            } else {
                break
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// A name, a function, or `url(` and what it holds.
    private mutating func identLike() -> Token {
        let found = name()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "(") else { return .ident(found) }
        index += 1
        guard found.lowercased() == "url" else { return .function(found) }
        var after = index
        while after < bytes.count, Self.isWhitespace(bytes[after]) { after += 1 }
        if after < bytes.count, bytes[after] == UInt8(ascii: "\"") || bytes[after] == UInt8(ascii: "'") {
            return .function(found)
        }
        index = after
        return .url(unquotedURL())
    }

    /// What an unquoted `url(` holds, up to its `)`, escapes undone. What a browser would reject as a bad URL (a
    /// quote, a space inside) is kept whole, so that it is judged all the same.
    private mutating func unquotedURL() -> String {
        var result: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ")") {
                index += 1
                break
            } else if isEscape(at: index) {
                result += escape()
            } else {
                result.append(byte)
                index += 1
            }
        }
        while let last = result.last, Self.isWhitespace(last) { result.removeLast() }
        return String(decoding: result, as: UTF8.self)
    }

    /// A string's text, its opening quote passed, up to the closing `quote`, escapes undone; a line break ends it
    /// (a browser drops such a string) and is read again as what follows.
    private mutating func string(closedBy quote: UInt8) -> String {
        var result: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                index += 1
                break
            } else if Self.isNewline(byte) {
                break
            } else if byte == UInt8(ascii: "\\") {
                if index + 1 >= bytes.count {
                    index += 1
                } else if Self.isNewline(bytes[index + 1]) {
                    // A line continued: the backslash and the line break are nothing.
                    index += bytes[index + 1] == 0x0D && peek(2) == 0x0A ? 3 : 2
                } else {
                    result += escape()
                }
            } else {
                result.append(byte)
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
