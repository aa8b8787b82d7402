import Testing
@testable import TripsiteCore

/// Plain text for previews and structured data: white space collapsed, long text shortened at a word.
@Suite("Rendering: plain text")
struct RenderingPlainTextTests {
    @Test("runs of white space become one space; leading and trailing space goes")
    func collapses() {
        #expect(PlainText.collapsedWhitespace("  Custard tarts,\n\n\ttiled   façades\u{00A0}and trams. ", limit: 300)
            == "Custard tarts, tiled façades and trams.")
        #expect(PlainText.collapsedWhitespace(" \n ", limit: 300) == "")
    }

    @Test("long text is shortened at a word with an ellipsis, however long it is")
    func shortens() {
        let words = Array(repeating: "fado", count: 5_000).joined(separator: "   ")
        let short = PlainText.collapsedWhitespace(words, limit: 30)
        #expect(short == "fado fado fado fado fado…")
        // Characters made of several scalars count as one.
        let accents = String(repeating: "e\u{301}", count: 400)
        let shortAccents = PlainText.collapsedWhitespace(accents, limit: 300)
        #expect(shortAccents.count == 300)
        #expect(shortAccents.hasSuffix("…"))
    }
}
