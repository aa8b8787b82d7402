/// Whether an SVG file beside the trips may be published. An SVG is a document of its own: shown through an
/// `<img>` its scripts never run, but opened at its own address on the site they would, with the site's
/// origin. An SVG that could run anything is refused (with a warning) rather than cleaned, since cleaning
/// SVG well takes a full XML sanitiser, and travel pictures need neither scripts nor event handlers.
enum SVGSafety {
    /// The largest SVG file read to check it.
    static let sizeLimit = 20_000_000

    /// Why the SVG may not be published ("holds a script"), or `nil` when nothing in it can run.
    static func problem(in bytes: [UInt8]) -> String? {
        // Read as ASCII lowercase: every marker below is ASCII, and other bytes cannot take part in one.
        let lower = bytes.map(ValueText.lowercasedASCII)
        for (marker, what) in markers where lower.contains(marker) {
            return "holds \(what); an SVG is published only when nothing in it can run"
        }
        // Browsers drop tabs and line breaks inside a URL's scheme: "java\nscript:" is "javascript:".
        let squeezed = lower.filter { $0 > 0x20 }
        for scheme in ["javascript:", "vbscript:", "data:text/html"] where squeezed.contains(Array(scheme.utf8)) {
            return "holds a \(scheme) link; an SVG is published only when nothing in it can run"
        }
        if hasEventHandler(lower) {
            return "holds an event handler (such as onload=); an SVG is published only when nothing in it can run"
        }
        return nil
    }

    /// What no picture needs and a script could hide in: scripts, embedded HTML documents, and the XML that can
    /// spell a word without writing it (character references, entity declarations).
    private static let markers: [([UInt8], String)] = [
        ("<script", "a script"), ("<foreignobject", "embedded HTML"), ("<iframe", "an embedded page"),
        ("<embed", "an embedded object"), ("<object", "an embedded object"), ("&#", "a character reference"),
        ("<!entity", "an entity declaration"),
    ].map { (Array($0.0.utf8), $0.1) }

    /// An attribute named `on…` (`onload=`, `onclick =`), or an animation that sets one (`attributeName="onclick"`).
    private static func hasEventHandler(_ lower: [UInt8]) -> Bool {
        func isLetter(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        func skipSpaces(from index: Int) -> Int {
            var index = index
            while index < lower.count, isSpace(lower[index]) { index += 1 }
            return index
        }
        /// Whether `on` and a letter start at `index`.
        func startsHandlerName(at index: Int) -> Bool {
            index + 2 < lower.count && lower[index] == UInt8(ascii: "o") && lower[index + 1] == UInt8(ascii: "n") && isLetter(lower[index + 2])
        }
        let animated = Array("attributename".utf8)
        for index in lower.indices.dropFirst() {
            let before = lower[index - 1]
            // An attribute's name follows a space or a slash, and its value an "=".
            if startsHandlerName(at: index), isSpace(before) || before == UInt8(ascii: "/") {
                var end = index + 2
                while end < lower.count, isLetter(lower[end]) { end += 1 }
                let equals = skipSpaces(from: end)
                if equals < lower.count, lower[equals] == UInt8(ascii: "=") { return true }
            }
            // attributeName = "on…"
            if lower[index...].starts(with: animated) {
                var cursor = skipSpaces(from: index + animated.count)
                guard cursor < lower.count, lower[cursor] == UInt8(ascii: "=") else { continue }
                cursor = skipSpaces(from: cursor + 1)
                guard cursor < lower.count, lower[cursor] == UInt8(ascii: "\"") || lower[cursor] == UInt8(ascii: "'") else { continue }
                if startsHandlerName(at: skipSpaces(from: cursor + 1)) { return true }
            }
        }
        return false
    }
}

private extension Array where Element == UInt8 {
    /// Whether the bytes hold `part` somewhere.
    func contains(_ part: [UInt8]) -> Bool {
        guard let first = part.first, part.count <= count else { return false }
        var start = 0
        while let found = self[start...].firstIndex(of: first) {
            guard found + part.count <= count else { return false }
            if self[found..<(found + part.count)].elementsEqual(part) { return true }
            start = found + 1
        }
        return false
    }
}
