import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

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

    @Test("ASCII and other text collapse as splitting on Unicode's White_Space would")
    func collapsesLikeSplitting() {
        let ascii = (0..<128).map { Character(UnicodeScalar(UInt8($0))) }
        let other: [Character] = ["é", "\u{00A0}", "\u{2028}", "\u{3000}", "€", "\u{85}"]
        var generator = SystemRandomNumberGenerator()
        for alphabet in [ascii, ascii + other] {
            for _ in 0..<2_000 {
                let text = String((0..<Int.random(in: 0...16, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
                let expected = text.unicodeScalars.split(whereSeparator: \.properties.isWhitespace).map { String(String.UnicodeScalarView($0)) }
                #expect(PlainText.collapsedWhitespace(text, limit: 100) == expected.joined(separator: " "), "\(text.debugDescription)")
            }
        }
    }

    @Test("a detail line is its parts joined by a middle dot, the missing ones left out", arguments: [
        [], [nil], ["Day 3"], ["Day 3", nil, "2 h", "€124.00"], [nil, "", "open"], ["a", "", "b"],
    ] as [[String?]])
    func detailLine(parts: [String?]) {
        let given = parts.compactMap { $0 }
        #expect(TextFormat.detailLine(parts) == given.joined(separator: " · "))
    }
}
