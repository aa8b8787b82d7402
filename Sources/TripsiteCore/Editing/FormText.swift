import TripsiteLoading

/// The checks every `new` command makes of the text given on its command line, before any reaches the trips file.
enum FormText {
    /// One problem for each option whose text holds a character that must not reach the trips file: a control
    /// character (C0, DEL or C1; every text is one line) or a bidirectional override or isolate (U+202A to U+202E,
    /// U+2066 to U+2069), which would show the text, and what follows it on the page, in another order than it is
    /// written.
    static func unsafeCharacterProblems(_ texts: [(option: String, text: String?)]) -> [String] {
        texts.compactMap { option, text in
            guard let text, let found = text.unicodeScalars.first(where: { isControl($0) || isBidiControl($0) }) else {
                return nil
            }
            let kind = isControl(found) ? "a control character" : "a bidirectional override or isolate"
            return "\(option) contains \(UnshowableCharacters.name(found)), \(kind)"
        }
    }

    /// "expected some text, found none" for each option given but blank.
    static func blankProblems(_ texts: [(option: String, text: String?)]) -> [String] {
        texts.compactMap { option, text in
            guard let text, text.trimmingBlanks.isEmpty else { return nil }
            return "\(option): expected some text, found none"
        }
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}
