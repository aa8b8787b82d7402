import Foundation

/// A telephone number as trip data writes it ("+351 21 123 4567", "(415) 555-0100 ext. 12"), turned into a `tel:`
/// address (RFC 3966) that a phone dials: the leading `+` and the digits, nothing else, so no text of the data can
/// make the link anything but a number to call.
enum PhoneNumber {
    /// `tel:+351211234567`, or `nil` when the text holds fewer than 3 digits or letters other than an extension's
    /// ("ext", "x"), which would not dial as written.
    static func url(_ text: String) -> String? {
        var number = text
        // An extension is left out of the address: the number dials the switchboard.
        if let range = number.range(of: #"\s*(ext\.?|x)\s*\d+\s*$"#, options: [.regularExpression, .caseInsensitive]) {
            number.removeSubrange(range)
        }
        let allowed = Set("+0123456789 ()-./\u{00A0}")
        guard number.allSatisfy(allowed.contains) else { return nil }
        let digits = number.filter(\.isASCII).filter(\.isNumber)
        guard digits.count >= 3, digits.count <= 20 else { return nil }
        let plus = number.drop { $0 == " " }.first == "+" ? "+" : ""
        return "tel:" + plus + digits
    }
}
