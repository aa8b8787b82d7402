import Foundation

/// The form in which country names are compared, so that "The Netherlands", "netherlands" and
/// "NETHERLANDS." match, as do "CÔTE D’IVOIRE" and "Cote d'Ivoire".
///
/// Case, accents and punctuation are ignored, the word "the" is dropped wherever it stands,
/// "&" reads as "and" and "St" as "Saint". Words are then joined without spaces, so
/// "Guinea-Bissau" matches "Guinea Bissau" and "U.S.A." matches "USA".
///
/// Because each word is handled on its own, the key of "A, B" is the key of "A" followed by
/// the key of "B"; destination lookups rely on this to try several parts together.
package enum CountryNameKey {
    /// The comparison key of `text`; empty when it holds no letters or digits.
    package static func make(_ text: some StringProtocol) -> String {
        var key = ""
        for word in words(in: folded(text)) where word != "the" {
            key += word == "st" ? "saint" : word
        }
        return key
    }

    /// Lowercases and strips accents; plain ASCII skips the costlier Unicode folding.
    private static func folded(_ text: some StringProtocol) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return text.lowercased()
        }
        return String(text).folding(
            options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// Splits folded text into words of letters and digits. Apostrophes and full stops are
    /// dropped without splitting ("d'Ivoire" is one word, "U.S." is "us"); "&" becomes "and".
    private static func words(in text: String) -> [String] {
        text.utf8.allSatisfy({ $0 < 0x80 }) ? asciiWords(in: text) : scalarWords(in: text)
    }

    /// `words(in:)` for any text, scalar by scalar.
    static func scalarWords(in text: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        func endWord() {
            if !current.isEmpty { words.append(String(current)) }
            current = String.UnicodeScalarView()
        }
        for scalar in text.unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                current.append(scalar)
            } else if joiningMarks.contains(scalar) {
                continue
            } else if scalar == "&" {
                endWord()
                words.append("and")
            } else {
                endWord()
            }
        }
        endWord()
        return words
    }

    /// `words(in:)` for ASCII text, byte by byte: the same words without asking Unicode's tables what each
    /// character is (most country names and destinations are ASCII).
    static func asciiWords(in text: String) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        func endWord() {
            if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
            current.removeAll(keepingCapacity: true)
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                current.append(byte)
            case UInt8(ascii: "'"), UInt8(ascii: "`"), UInt8(ascii: "."):
                continue
            case UInt8(ascii: "&"):
                endWord()
                words.append("and")
            default:
                endWord()
            }
        }
        endWord()
        return words
    }

    /// Marks that sit inside a word and are dropped rather than splitting it.
    private static let joiningMarks: Set<Unicode.Scalar> = [
        "'", "\u{2019}", "\u{2018}", "\u{02BC}", "`", "\u{00B4}", ".",
    ]
}
