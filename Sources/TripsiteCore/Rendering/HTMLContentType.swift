import Mustache

/// The `HTML` content type the page templates declare with `{{% CONTENT_TYPE: HTML}}`: `{{value}}` is
/// escaped as Mustache's own HTML type escapes it (`<`, `>`, `&`, `"` and `'`), but byte by byte.
/// Mustache's looks every Character up in a dictionary, which took a twentieth of a large build.
/// A template without the declaration is escaped by Mustache's own type, with the same result.
struct HTMLContentType: MustacheContentType {
    func escapeText(_ text: String) -> String { Self.escaped(text) }

    static func escaped(_ text: String) -> String {
        let utf8 = text.utf8
        guard utf8.contains(where: Self.needsEscaping) else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(utf8.count + 16)
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "<"): result += Array("&lt;".utf8)
            case UInt8(ascii: ">"): result += Array("&gt;".utf8)
            case UInt8(ascii: "&"): result += Array("&amp;".utf8)
            case UInt8(ascii: "\""): result += Array("&quot;".utf8)
            case UInt8(ascii: "'"): result += Array("&#39;".utf8)
            default: result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static func needsEscaping(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "\"")
            || byte == UInt8(ascii: "'")
    }

    private static let registration: Void = {
        MustacheContentTypes.register(HTMLContentType(), named: "HTML")
    }()

    static func registerOnce() { _ = registration }
}
