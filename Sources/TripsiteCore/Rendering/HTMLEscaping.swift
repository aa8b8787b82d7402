/// Escaping of text placed in HTML: what `{{value}}` does in an HTML template, and what other HTML the
/// site writes uses. `<`, `>`, `&`, `"` and `'` become character references, byte by byte.
enum HTMLEscaping {
    static func text(_ text: String) -> String {
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
}
