/// A message's text cut once at its `{name}` placeholders, so that filling it in appends its pieces instead of
/// searching the text again on every page (docs/performance.md, "Why the code is as it is").
///
/// A placeholder whose name is not given stays as written, and so do braces that close nothing.
struct MessageText: Sendable, Equatable {
    enum Piece: Sendable, Equatable {
        case text(String)
        case value(named: String)
    }

    let pieces: [Piece]

    init(_ text: String) {
        var pieces: [Piece] = []
        var literal = ""
        let utf8 = text.utf8
        var rest = utf8.startIndex
        // The braces are ASCII, so the text is cut by its UTF-8 code units; the pieces between them are whole
        // characters.
        while let open = utf8[rest...].firstIndex(of: UInt8(ascii: "{")) {
            literal += text[rest..<open]
            let name = utf8.index(after: open)
            if let close = utf8[name...].firstIndex(of: UInt8(ascii: "}")),
               !utf8[name..<close].contains(UInt8(ascii: "{")) {
                if !literal.isEmpty { pieces.append(.text(literal)) }
                literal = ""
                pieces.append(.value(named: String(text[name..<close])))
                rest = utf8.index(after: close)
            } else {
                literal += "{"
                rest = name
            }
        }
        literal += text[rest...]
        if !literal.isEmpty { pieces.append(.text(literal)) }
        self.pieces = pieces
    }

    /// The text with each placeholder replaced by its value: `count` for `{count}` when given, else the value of
    /// that name in `values`; a name without a value is written back as `{name}`.
    func filled(_ values: KeyValuePairs<String, String>, count: String? = nil) -> String {
        if pieces.count == 1, case .text(let text) = pieces[0] { return text }
        var result = ""
        for piece in pieces {
            switch piece {
            case .text(let text):
                result += text
            case .value(let name):
                if let count, name == "count" {
                    result += count
                } else if let value = values.first(where: { $0.key == name })?.value {
                    result += value
                } else {
                    result += "{" + name + "}"
                }
            }
        }
        return result
    }
}
