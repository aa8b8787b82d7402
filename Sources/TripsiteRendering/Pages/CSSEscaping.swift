import TripsiteModel

/// Escaping of text placed in a CSS string inside an HTML `<style>` element.
enum CSSEscaping {
    /// `text` as a quoted CSS string in which every character but an ASCII letter or digit is a hex escape
    /// (`\00003c `, six digits and the space that ends the escape). Nothing of the text can then end the
    /// string (a quote, a backslash, a newline), the rule (`}`) or the style element (`</style>`), and the
    /// browser shows the text as it was.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            if scalar.isASCII, let byte = UInt8(exactly: scalar.value), isLetterOrDigit(byte) {
                result.unicodeScalars.append(scalar)
            } else {
                let hex = String(scalar.value, radix: 16)
                result += "\\" + String(repeating: "0", count: 6 - hex.count) + hex + " "
            }
        }
        return result + "\""
    }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        ValueText.isLetter(byte) || ValueText.isDigit(byte)
    }
}
