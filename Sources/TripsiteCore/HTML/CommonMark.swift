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
        var markdown = markdown
        return markdown.withUTF8 { buffer -> String in
            guard let html = buffer.withMemoryRebound(to: CChar.self, { characters in
                cmark_markdown_to_html(characters.baseAddress, characters.count, CMARK_OPT_SMART)
            }) else { return "" }
            defer { free(html) }
            return String(cString: html)
        }
    }
}
