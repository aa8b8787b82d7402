import Foundation

/// Text written the local way, taken apart for the readers of `InputLanguage`: digits of any script made ASCII
/// (Arabic-Indic "١٢", full-width "１２"), letters lowercased and without accents, and the whole split into numbers,
/// words and marks.
enum LocalText {
    /// One piece of a text.
    enum Token: Equatable {
        /// ASCII digits, with a decimal point when the reader allows fractions ("2.5" from "2,5").
        case number(String)
        /// A run of letters (with "-" or "'" inside), lowercased and without accents.
        case word(String)
        /// A mark that is neither a letter, a digit nor a blank: ":", ".", "/", "(".
        case mark(Character)
    }

    /// A name as it is compared: lowercased, accents removed, a final "." dropped ("Févr." is "fevr").
    static func key(_ text: String) -> String {
        var key = folded(text)
        while key.last == "." { key.removeLast() }
        return key.trimmingBlanks
    }

    /// The text lowercased, without accents, with every digit ASCII and every blank a space.
    static func folded(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in ValueText.normalized(text).unicodeScalars {
            if let digit = asciiDigit(scalar) {
                scalars.append(digit)
            } else {
                scalars.append(scalar)
            }
        }
        return String(scalars).folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// The ASCII digit a decimal digit of any script stands for.
    private static func asciiDigit(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        guard !scalar.isASCII, scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue else { return nil }
        return Unicode.Scalar(UInt8(ascii: "0") + UInt8(value))
    }

    /// The folded text's pieces. With `fractions`, "2.5" and "2,5" are one number ("2.5"); otherwise the point and
    /// the comma part numbers. Blanks and commas only part pieces.
    static func tokens(_ text: String, fractions: Bool = false) -> [Token] {
        let characters = Array(folded(text))
        var tokens: [Token] = []
        var index = 0
        // Folding made every digit ASCII: a digit is a character of one ASCII byte.
        func isDigit(_ offset: Int) -> Bool { offset < characters.count && characters[offset].asciiValue.map(ValueText.isDigit) == true }
        func isLetter(_ offset: Int) -> Bool { offset < characters.count && isWordCharacter(characters[offset]) }
        while index < characters.count {
            let character = characters[index]
            if isDigit(index) {
                var number = ""
                while isDigit(index) {
                    number.append(characters[index])
                    index += 1
                    if fractions, index < characters.count, characters[index] == "." || characters[index] == ",", isDigit(index + 1), !number.contains(".") {
                        number.append(".")
                        index += 1
                    }
                }
                tokens.append(.number(number))
            } else if isWordCharacter(character) {
                var word = ""
                while isLetter(index) || (index < characters.count && (characters[index] == "-" || characters[index] == "'") && isLetter(index + 1)) {
                    word.append(characters[index])
                    index += 1
                }
                tokens.append(.word(word))
            } else {
                if character != " " && character != "," && character != "،" { tokens.append(.mark(character)) }
                index += 1
            }
        }
        return tokens
    }

    /// A letter of a word: any script's letter, and the ordinal marks "º" and "ª".
    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter
    }
}
