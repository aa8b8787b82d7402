import TripsiteJSON

/// Finds a table header with no key after its bracket (`[#]`, `[[[`, `[` alone on a line) before the text
/// reaches toml++: toml++ assumes a key there without checking, and stops the program (an assertion) or
/// reads past what it checked, instead of reporting a parse error.
enum TOMLHeaderCheck {
    /// The first such header: where the key should start, and the message for it.
    static func problem(in text: String) -> (position: SourcePosition, message: String)? {
        var inMultilineString = false
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).enumerated() {
            let scalars = Array(line.unicodeScalars)
            let delimiters = TOMLKeyLocator.count("\"\"\"", in: line) + TOMLKeyLocator.count("'''", in: line)
            defer { if delimiters % 2 == 1 { inMultilineString.toggle() } }
            guard !inMultilineString, var at = scalars.firstIndex(where: { !isSpace($0) }), scalars[at] == "[" else { continue }
            at += 1
            let hadSpace = at < scalars.count && isSpace(scalars[at])
            while at < scalars.count, isSpace(scalars[at]) { at += 1 }
            if !hadSpace, at < scalars.count, scalars[at] == "[" {
                at += 1
                while at < scalars.count, isSpace(scalars[at]) { at += 1 }
            }
            let next = at < scalars.count ? scalars[at] : nil
            if let next, next == "]" || next == "\"" || next == "'" || isBareKey(next) || (hadSpace && next == "[") { continue }
            let found = next.map { "'\($0.escaped(asASCII: true))'" } ?? "the end of the line"
            return (SourcePosition(line: index + 1, column: at + 1), "expected a table name after '[', found \(found)")
        }
        return nil
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\r"
    }

    private static func isBareKey(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
    }
}
