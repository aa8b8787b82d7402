import TripsiteJSON

/// Finds a number, date or time that is not well formed (`1979-05-27Tx`, `1e+`, `0x`) before the text reaches
/// toml++: toml++ classifies such a value by the characters in it and then assumes the parts of that kind are
/// there, stopping the program (an assertion) where they are not, instead of reporting a parse error.
///
/// It reads the text as TOML's lexer does (strings, comments, punctuation) and checks every bare word that
/// starts with a digit or a sign against the forms TOML has; a bare key that starts with a digit passes
/// when it has one of them, and any other is reported here rather than as an unknown key.
enum TOMLTokenCheck {
    static func problem(in text: String) -> (position: SourcePosition, message: String)? {
        let scalars = Array(text.unicodeScalars)
        var (index, line, lineStart) = (0, 1, 0)
        // Whether a word here is a value (after `=`, or in an array) rather than a key, and the open brackets of values.
        var (isValue, open) = (false, [Unicode.Scalar]())
        // Where a value must come next (after `=`, or after `[` or `,` in an array), and whether `]` may end it.
        var (expectsValue, mayCloseArray) = (false, false)
        while index < scalars.count {
            let scalar = scalars[index]
            let position = SourcePosition(line: line, column: index - lineStart + 1)
            if expectsValue, ",]}#\n".unicodeScalars.contains(scalar), !(scalar == "]" && mayCloseArray),
               !(open.last == "[" && (scalar == "\n" || scalar == "#")) {
                let found = scalar == "\n" ? "the end of the line" : "'\(scalar)'"
                return (position, "expected a value, found \(found)")
            }
            if !" \t\r\n#".unicodeScalars.contains(scalar) { expectsValue = false }
            switch scalar {
            case "\n":
                (line, lineStart) = (line + 1, index + 1)
                if open.isEmpty { isValue = false }
                index += 1
            case "#":
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
            case "\"", "'":
                index = skipString(scalars, from: index, line: &line, lineStart: &lineStart)
            case "=":
                (isValue, expectsValue, mayCloseArray) = (true, true, false)
                index += 1
            case "[", "{":
                if isValue { open.append(scalar) }
                if scalar == "[" && isValue { (expectsValue, mayCloseArray) = (true, true) }
                if scalar == "{" { isValue = false }
                index += 1
            case "]", "}":
                if !open.isEmpty { open.removeLast() }
                isValue = !open.isEmpty || scalar == "}"
                index += 1
            case ",":
                isValue = open.last == "["
                if isValue { (expectsValue, mayCloseArray) = (true, true) }
                index += 1
            case _ where isWordScalar(scalar):
                let start = index
                while index < scalars.count, isWordScalar(scalars[index]) { index += 1 }
                let word = String(String.UnicodeScalarView(scalars[start..<index]))
                if let first = word.unicodeScalars.first, ("0"..."9").contains(first) || first == "+" || first == "-",
                   !isWellFormed(word, asKey: !isValue) {
                    return (position, "expected a number, a date or a time, found '\(word)'")
                }
            default:
                index += 1
            }
        }
        return nil
    }

    /// Everything but whitespace, TOML's punctuation and quotes; a date-time's `T` and a number's `.` included.
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        !" \t\r\n=,[]{}#\"'".unicodeScalars.contains(scalar)
    }

    /// Past the string that starts at `start` (basic, literal, or either multi-line), counting its lines.
    private static func skipString(_ scalars: [Unicode.Scalar], from start: Int, line: inout Int, lineStart: inout Int) -> Int {
        let quote = scalars[start]
        let isMultiline = start + 2 < scalars.count && scalars[start + 1] == quote && scalars[start + 2] == quote
        var index = start + (isMultiline ? 3 : 1)
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\" && quote == "\"" {
                index += 2
                continue
            }
            if scalar == "\n" {
                if !isMultiline { return index }
                (line, lineStart) = (line + 1, index + 1)
            }
            if scalar == quote {
                if !isMultiline { return index + 1 }
                if index + 2 < scalars.count, scalars[index + 1] == quote, scalars[index + 2] == quote { return index + 3 }
            }
            index += 1
        }
        return index
    }

    private static var valueForms: [Regex<Substring>] {
        [
            /[+-]?(?:0|[1-9](?:_?[0-9])*)(?:\.[0-9](?:_?[0-9])*)?(?:[eE][+-]?[0-9](?:_?[0-9])*)?/,
            /[+-]?(?:inf|nan)/,
            /0x[0-9A-Fa-f](?:_?[0-9A-Fa-f])*|0o[0-7](?:_?[0-7])*|0b[01](?:_?[01])*/,
            /[0-9]{4}-[0-9]{2}-[0-9]{2}(?:[Tt][0-9]{2}:[0-9]{2}(?::[0-9]{2}(?:\.[0-9]+)?)?(?:[Zz]|[+-][0-9]{2}:[0-9]{2})?)?/,
            /[0-9]{2}:[0-9]{2}(?::[0-9]{2}(?:\.[0-9]+)?)?(?:[Zz]|[+-][0-9]{2}:[0-9]{2})?/,
        ]
    }

    /// A bare key, or a dotted one, that starts with a digit or a sign.
    private static var keyForm: Regex<Substring> { /[0-9A-Za-z_-]+(?:\.[0-9A-Za-z_-]+)*/ }

    private static func isWellFormed(_ word: String, asKey: Bool) -> Bool {
        asKey ? word.wholeMatch(of: keyForm) != nil : valueForms.contains { word.wholeMatch(of: $0) != nil }
    }
}
