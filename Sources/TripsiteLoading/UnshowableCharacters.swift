import TripsiteModel

/// Characters that JSON may carry (escaped as `\u0000`, or written raw) but that no page, feed or calendar may
/// hold: the control characters other than tab, line feed and carriage return (C0, DEL and C1), which XML 1.0
/// forbids or HTML reports as errors, and Unicode's noncharacters (U+FFFE, U+FFFF, U+FDD0 to U+FDEF and the last
/// two of every plane). A feed with one of them is not XML at all and feed readers refuse it whole, so the loader
/// shows each as U+FFFD (�), the replacement character, and warns.
package enum UnshowableCharacters {
    /// The first such character in the text, if any. Eight ASCII bytes at a time while none is a control.
    static func first(in text: String) -> Unicode.Scalar? {
        var text = text
        if let found = text.withUTF8({ firstOffset(in: $0) }) {
            return String(decoding: text.utf8.dropFirst(found), as: UTF8.self).unicodeScalars.first
        }
        return nil
    }

    /// The text of a value at `path`, with each such character replaced and a warning when it has any.
    /// The path is made only for the warning: nearly every value has no such character.
    static func checked(_ text: String, path: @autoclosure () -> String, at offset: Int, context: DecodingContext) -> String {
        guard let found = first(in: text) else { return text }
        context.warning(
            "contains \(name(found)), a character no web page, feed or calendar may hold; it is shown as \u{FFFD}",
            path: path(), at: offset)
        return replaced(in: text)
    }

    /// The text with each such character replaced by U+FFFD.
    static func replaced(in text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { scalars.append(isUnshowable(scalar) ? "\u{FFFD}" : scalar) }
        return String(scalars)
    }

    /// How a character is named in messages: `U+0000`.
    package static func name(_ scalar: Unicode.Scalar) -> String {
        "U+" + ValueText.padded(scalar.value, width: 4, radix: 16, uppercase: true)
    }

    static func isUnshowable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case 0x00..<0x20, 0x7F...0x9F, 0xFDD0...0xFDEF: true
        default: scalar.value & 0xFFFE == 0xFFFE
        }
    }

    /// The byte offset where the first such character starts.
    private static func firstOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            switch byte {
            case 0x09, 0x0A, 0x0D, 0x20..<0x7F:
                index += 1
            case 0x00..<0x20, 0x7F:
                return index
            case 0xC2 where index + 1 < count && bytes[index + 1] < 0xA0:
                return index  // U+0080 to U+009F
            case 0xEF where index + 2 < count
                && ((bytes[index + 1] == 0xB7 && (0x90...0xAF).contains(bytes[index + 2]))
                    || (bytes[index + 1] == 0xBF && bytes[index + 2] >= 0xBE)):
                return index  // U+FDD0 to U+FDEF, U+FFFE, U+FFFF
            case 0xF0...0xF4 where index + 3 < count
                && bytes[index + 1] & 0x0F == 0x0F && bytes[index + 2] == 0xBF && bytes[index + 3] >= 0xBE:
                return index  // U+1FFFE, U+1FFFF … U+10FFFF
            default:
                index += 1
            }
        }
        return nil
    }
}
