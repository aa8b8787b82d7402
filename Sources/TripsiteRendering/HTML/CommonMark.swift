import Ccmark
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Markdown to HTML with the system's libcmark: the one place the C library is used.
///
/// cmark runs in its default safe mode: raw HTML in the Markdown is replaced by a comment and
/// `javascript:`, `vbscript:`, `file:` and non-image `data:` link targets are emptied. Smart punctuation
/// turns straight quotes and dashes into typographic ones.
public enum CommonMark {
    public static func html(from markdown: String) -> String {
        String(decoding: htmlBytes(from: markdown), as: UTF8.self)
    }

    /// The HTML as UTF-8 bytes, for steps that work on bytes before it becomes text.
    public static func htmlBytes(from markdown: String) -> [UInt8] {
        var markdown = markdown
        return markdown.withUTF8(htmlBytes(fromUTF8:))
    }

    /// `htmlBytes(from:)` for Markdown that is already UTF-8 bytes (a page rendered by a template).
    public static func htmlBytes(fromUTF8 markdown: [UInt8]) -> [UInt8] {
        markdown.withUnsafeBufferPointer(htmlBytes(fromUTF8:))
    }

    private static func htmlBytes(fromUTF8 buffer: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        guard let html = buffer.withMemoryRebound(to: CChar.self, { characters in
            cmark_markdown_to_html(characters.baseAddress, characters.count, CMARK_OPT_SMART)
        }) else { return [] }
        defer { free(html) }
        let count = strlen(html)
        return html.withMemoryRebound(to: UInt8.self, capacity: count) { Array(UnsafeBufferPointer(start: $0, count: count)) }
    }
}
