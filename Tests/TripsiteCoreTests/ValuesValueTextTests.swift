import Testing
@testable import TripsiteCore

/// The text helpers the value parsers share.
@Suite("Values: value text")
struct ValuesValueTextTests {
    @Test("normalising ASCII text byte by byte gives what the character-by-character rule gives")
    func asciiShortcut() {
        let alphabet: [Character] = ["a", "Z", "m", "0", "9", " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", ",", ".", ":", "-", "\u{1F}", "~"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let text = String((0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            #expect(ValueText.normalized(text) == ValueText.normalizedByCharacter(text), "\(text.debugDescription)")
        }
        #expect(ValueText.normalized("  Sun,\t15  MAR \r\n") == "sun, 15 mar")
        #expect(ValueText.normalized("15\u{00A0}Mär") == "15 mär", "non-ASCII text takes the full rule")
    }
}
