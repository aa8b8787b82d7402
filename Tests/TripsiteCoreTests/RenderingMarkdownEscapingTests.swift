import Foundation
import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

@Suite("Markdown escaping")
struct RenderingMarkdownEscapingTests {
    @Test("plain text shows literally once cmark has read it", arguments: [
        "# Owned",
        "[x](javascript:alert(1))",
        "<script>alert(1)</script>",
        "<img src=x onerror=alert(1)>",
        "*not emphasis* and _not_ either",
        "`code`",
        "- not a list",
        "+ not a list",
        "1. not a list",
        "2) not a list",
        "> not a quote",
        "===",
        "Tom & Jerry &amp; friends &#60;",
        "&copy; &#xA9; &#XA9; V&A a&b; &;",
        "back\\slash",
        "~~strike~~",
        "![img](http://x/y.png)",
        "<https://autolink.example>",
        "AB--CD---EF",
        "-- x --",
        "---",
        "+971", "-5%", "#1 fan", "=x", "1.5 km", "2024.", "3)",
        "Tips ##", "Rank # ", "C# and F#", "# #", "#", "+", "- - -", "==",
    ])
    func literal(text: String) {
        let html = CommonMark.html(from: MarkdownEscaping.text(text))
        #expect(html == "<p>\(htmlEscaped(text.trimmingCharacters(in: .whitespaces)))</p>\n", "escaped as \(MarkdownEscaping.text(text))")
    }

    @Test("plain text stays literal where a template places it: a heading, a list item, a quote, after other text", arguments: [
        "+971", "-5%", "#1 fan", "=x", "1.5 km", "Tips ##", "Rank #", "C# and F#", "# #", "#", "+", "- x", "1. x", "> x", "===", "a --",
    ])
    func literalInPlace(text: String) {
        let escaped = MarkdownEscaping.text(text)
        let shown = htmlEscaped(text)
        #expect(CommonMark.html(from: "# " + escaped) == "<h1>\(shown)</h1>\n", "escaped as \(escaped)")
        #expect(CommonMark.html(from: "- " + escaped) == "<ul>\n<li>\(shown)</li>\n</ul>\n", "escaped as \(escaped)")
        #expect(CommonMark.html(from: "> " + escaped) == "<blockquote>\n<p>\(shown)</p>\n</blockquote>\n", "escaped as \(escaped)")
        #expect(CommonMark.html(from: "- **Dialling code:** " + escaped) == "<ul>\n<li><strong>Dialling code:</strong> \(shown)</li>\n</ul>\n")
        #expect(CommonMark.html(from: "Intro\n" + escaped) == "<p>Intro\n\(shown)</p>\n", "escaped as \(escaped)")
    }

    @Test("line breaks in plain text become spaces, so a field cannot start a new block")
    func lineBreaks() {
        let escaped = MarkdownEscaping.text("Lisbon\n# Heading\r\n\n- item")
        #expect(!escaped.contains("\n"))
        #expect(CommonMark.html(from: escaped) == "<p>Lisbon # Heading - item</p>\n")
    }

    @Test("ordinary text stays readable: no escapes where none are needed")
    func readable() {
        #expect(MarkdownEscaping.text("Ubud Rice Terrace & Monkey Forest") == "Ubud Rice Terrace & Monkey Forest")
        #expect(MarkdownEscaping.text("Silo District, V&A Waterfront") == "Silo District, V&A Waterfront")
        #expect(MarkdownEscaping.text("&copy; 2024") == "\\&copy; 2024")
        #expect(MarkdownEscaping.text("&amp\0;") == "\\&amp;", "a NUL cannot hide an entity")
        #expect(MarkdownEscaping.text("2024-03-15") == "2024-03-15")
        #expect(MarkdownEscaping.text("    indented") == "indented", "leading spaces cannot make a code block")
        #expect(MarkdownEscaping.text("  # heading") == "\\# heading")
        #expect(MarkdownEscaping.text("Dubai, UAE (3 nights) 50% off!") == "Dubai, UAE (3 nights) 50% off!")
        // A block marker needs a space or the line's end after it: these start nothing, wherever they are placed.
        for plain in ["+971", "-5%", "#1 fan", "=x", "1.5 km", "C# and F#"] {
            #expect(MarkdownEscaping.text(plain) == plain)
        }
        #expect(MarkdownEscaping.text("+ 971") == "\\+ 971")
        #expect(MarkdownEscaping.text("1. x") == "1\\. x")
        #expect(MarkdownEscaping.text("Tips ##") == "Tips \\##", "a heading would drop a closing sequence")
    }

    @Test("an unclosed code fence in a description is closed so it cannot swallow the page")
    func unclosedFence() {
        let block = MarkdownEscaping.block("Packing list:\n```\nsocks\nhat")
        let html = CommonMark.html(from: block + "\n\n## Flights\n")
        #expect(html.contains("<h2>Flights</h2>"))
    }

    @Test("an HTML block left open in a description is closed so it cannot swallow the page", arguments: [
        "<!--", "Intro\n<!-- note", "<script>", "<SCRIPT src=x>\nalert(1)", "<pre>", "<style>", "<textarea>", "<?php",
        "<![CDATA[", "<!DOCTYPE html", "> <!--", "- <pre>", "Fine\n\n```\n<!--\n```\n<!--",
    ])
    func unclosedHTMLBlock(description: String) {
        for indent in [0, 2] {
            let html = CommonMark.html(from: MarkdownEscaping.block(description, indent: indent) + "\n\n## Flights\n")
            #expect(html.contains("<h2>Flights</h2>"), "\(description.debugDescription), indent \(indent):\n\(html)")
        }
    }

    @Test("an HTML block closed in a description gets nothing added")
    func closedHTMLBlock() {
        for description in ["<!-- a -->", "<!--\na\n-->", "<script>x</script>", "<pre>\ncode\n</PRE>", "```\n<!--\n```", "a <!-- b"] {
            #expect(MarkdownEscaping.unclosedBlockEnd(of: description.components(separatedBy: "\n")) == nil, "\(description.debugDescription)")
        }
    }

    @Test("descriptions keep their Markdown, but raw HTML and javascript: links are dropped by cmark")
    func descriptionsAreSafe() {
        let block = MarkdownEscaping.block("**Bold** and [ok](https://example.com) and [bad](javascript:alert(1))\n\n<script>alert(1)</script>\n\n<div onclick=\"x()\">hi</div>")
        let html = CommonMark.html(from: block)
        #expect(html.contains("<strong>Bold</strong>"))
        #expect(html.contains("<a href=\"https://example.com\">ok</a>"))
        #expect(!html.contains("javascript:"))
        #expect(!html.contains("<script"))
        #expect(!html.contains("onclick"))
    }

    @Test("a description indented to continue a list item stays inside it")
    func indentedBlock() {
        let html = CommonMark.html(from: "- Item\n\n" + MarkdownEscaping.block("First\n\nSecond", indent: 2) + "\n")
        #expect(html == "<ul>\n<li>\n<p>Item</p>\n<p>First</p>\n<p>Second</p>\n</li>\n</ul>\n")
    }

    @Test("a published file's path keeps %, ? and # as characters of its name")
    func filePaths() {
        #expect(MarkdownEscaping.filePath("media/a%20b #1?.svg") == "media/a%2520b%20%231%3F.svg")
        #expect(MarkdownEscaping.filePath("media/rv.svg") == "media/rv.svg")
        let html = CommonMark.html(from: "![x](" + MarkdownEscaping.filePath("media/we ird#?.svg") + ")")
        #expect(html.contains(#"src="media/we%20ird%23%3F.svg""#), "\(html)")
    }

    @Test("URLs are percent-encoded where they could end a Markdown link", arguments: [
        ("https://x.test/a b.png", "https://x.test/a%20b.png"),
        ("https://x.test/a(1).png", "https://x.test/a%281%29.png"),
        ("https://x.test/\"><script>", "https://x.test/%22%3E%3Cscript%3E"),
        ("https://x.test/café.png", "https://x.test/caf%C3%A9.png"),
    ])
    func urls(url: String, expected: String) {
        #expect(MarkdownEscaping.url(url) == expected)
    }

    @Test("URLs and query values are percent-encoded byte by byte, as a reference encodes them")
    func percentEncodingMatchesReference() {
        func reference(_ text: String, plus: Bool, keeps: (UInt8) -> Bool) -> String {
            text.utf8.map { byte in
                if keeps(byte) { return String(UnicodeScalar(byte)) }
                if plus, byte == 0x20 { return "+" }
                return "%" + ValueText.padded(byte, width: 2, radix: 16, uppercase: true)
            }.joined()
        }
        let urlKeeps: (UInt8) -> Bool = { byte in byte > 0x20 && byte < 0x7F && !Array("()<>\"\\`{}|^".utf8).contains(byte) }
        let queryKeeps: (UInt8) -> Bool = { byte in
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || Array("-._~".utf8).contains(byte)
        }
        let every = String(decoding: (1..<0x80).map { UInt8($0) }, as: UTF8.self) + "é東😀\u{7F}"
        for text in ["", "https://x.test/plain", every, String(every.reversed()), "a b", "%41"] {
            #expect(MarkdownEscaping.url(text) == reference(text, plus: false, keeps: urlKeeps), "\(text.debugDescription)")
            #expect(PlaceText.queryEncoded(text) == reference(text, plus: true, keeps: queryKeeps), "\(text.debugDescription)")
        }
    }

    @Test("the shortcut for a description of one plain line gives what the full tidying gives")
    func blockShortcut() {
        let alphabet: [String] = ["a", "1", " ", "\t", "\n", "\r", "\0", "`", "~", "#", "é", "\u{00A0}", "\u{2028}", ".", "-", "<", "!"]
        for sample in Self.samples(of: alphabet, randomLengths: 4...24) {
            for indent in [0, 2] {
                #expect(MarkdownEscaping.block(sample, indent: indent) == MarkdownEscaping.tidied(sample, indent: indent), "\(sample.debugDescription)")
            }
        }
        #expect(MarkdownEscaping.block("Sunset cruise on the Tagus.", indent: 2) == "  Sunset cruise on the Tagus.")
    }

    @Test("the shortcut for text that needs no escaping only takes text the full escaping leaves as it is")
    func shortcut() {
        // Every string of up to three characters from an alphabet of the characters that matter, plus
        // random longer ones.
        let alphabet: [String] = ["a", "1", " ", "#", "-", "+", "=", ">", "*", "_", "`", "[", "]", "<", "&", "~", "\\", "\n", "\t",
                                  ".", ")", "!", "é", "\u{2028}", "\u{2029}", "\u{00A0}", "|", "{", "0", "\0", ";", "€", "–", "…"]
        let samples = Self.samples(of: alphabet, randomLengths: 4...20)
        var shortcuts = 0
        for sample in samples where MarkdownEscaping.needsNoEscaping(sample) {
            shortcuts += 1
            #expect(MarkdownEscaping.escaped(sample) == sample, "\(sample.debugDescription)")
        }
        #expect(shortcuts > 100)
        #expect(MarkdownEscaping.text("Alfama walking tour") == "Alfama walking tour")
        // Prices, durations and times need nothing: currency signs are not line breaks, and digits are a
        // list marker only before "." or ")".
        for plain in ["€1,234.50", "₦450,000", "3 days", "09:00", "2026 – spring"] {
            #expect(MarkdownEscaping.needsNoEscaping(plain), "\(plain)")
        }
    }

    private func htmlEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// Every string of up to three characters of `alphabet`, and 2,000 random longer ones.
    private static func samples(of alphabet: [String], randomLengths: ClosedRange<Int>) -> [String] {
        var samples: [String] = [""]
        for a in alphabet {
            samples.append(a)
            for b in alphabet {
                samples.append(a + b)
                for c in alphabet { samples.append(a + b + c) }
            }
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            samples.append((0..<Int.random(in: randomLengths, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }.joined())
        }
        return samples
    }
}
