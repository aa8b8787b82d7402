/// The one escaper of text placed in HTML and in the SVG of its maps: what `{{value}}` does in an HTML template,
/// and what other HTML and SVG the site writes uses. `<`, `>`, `&`, `"` and `'` become character references, byte
/// by byte.
package enum HTMLEscaping {
    package static func text(_ text: String) -> String {
        var text = text
        guard text.withUTF8({ $0.contains(where: needsEscaping) }) else { return text }
        var result: [UInt8] = []
        append(text, to: &result)
        return String(decoding: result, as: UTF8.self)
    }

    /// Appends the escaped text to UTF-8 bytes (a page being rendered), copying the runs between
    /// characters to escape at once.
    package static func append(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { append(utf8: $0, to: &bytes) }
    }

    /// `append` for text's UTF-8 bytes.
    package static func append(utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        bytes.reserveCapacity(bytes.count + utf8.count)
        var runStart = 0
        for (index, byte) in utf8.enumerated() where needsEscaping(byte) {
            bytes += UnsafeBufferPointer(rebasing: utf8[runStart..<index])
            switch byte {
            case UInt8(ascii: "<"): bytes += "&lt;".utf8
            case UInt8(ascii: ">"): bytes += "&gt;".utf8
            case UInt8(ascii: "&"): bytes += "&amp;".utf8
            case UInt8(ascii: "\""): bytes += "&quot;".utf8
            default: bytes += "&#39;".utf8
            }
            runStart = index + 1
        }
        bytes += UnsafeBufferPointer(rebasing: utf8[runStart...])
    }

    private static func needsEscaping(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "\"")
            || byte == UInt8(ascii: "'")
    }
}
