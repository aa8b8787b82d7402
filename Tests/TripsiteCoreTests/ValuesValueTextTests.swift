import Foundation
import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

/// The text helpers the value parsers share.
@Suite("Values: value text")
struct ValuesValueTextTests {
    @Test("normalising trims, joins every run of blanks into one space and lowercases, by Unicode's rules")
    func normalizing() {
        #expect(ValueText.normalized("  Sun,\t15  MAR \r\n") == "sun, 15 mar")
        #expect(ValueText.normalized("15\u{00A0}Mär") == "15 mär", "a no-break space is blank; Ä lowercases")
        #expect(ValueText.normalized("₦ 450,000.00") == "₦ 450,000.00")
        #expect(ValueText.normalized("\u{FEFF}10\u{200B}USD\u{3000}") == "10 usd", "a byte-order mark and a zero-width space are blank")
        #expect(ValueText.normalized("É\u{301}") == "é\u{301}")
        #expect(ValueText.normalized("") == "" && ValueText.normalized(" \t\n") == "")
        // The same as the rule said another way: the text split at its blanks, the pieces joined by one space.
        let alphabet: [String] = ["€", "₦", "$", "R", "u", "S", "D", "1", "0", " ", "\t", "\n", "\r\n", ",", ".", "\u{301}", "\u{00A0}", "É",
                                  "\u{200B}", "\u{FEFF}", "\u{3000}", "\u{85}", "İ", "ß", "😀", "🇫🇷"]
        func reference(_ text: String) -> String {
            let blank = { (scalar: Unicode.Scalar) in scalar.properties.isWhitespace || scalar == "\u{200B}" || scalar == "\u{FEFF}" }
            return text.unicodeScalars.split(whereSeparator: blank).map { String(String.UnicodeScalarView($0)) }.joined(separator: " ").lowercased()
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<4_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }.joined()
            #expect(ValueText.normalized(text) == reference(text), "\(text.debugDescription)")
        }
    }

    @Test("the blank test used for trimming is Unicode's White_Space, for every scalar")
    func blankForTrimming() {
        var differing: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), scalar.isBlankForTrimming != scalar.properties.isWhitespace else { continue }
            differing.append("U+" + String(value, radix: 16))
        }
        #expect(differing.isEmpty)
        #expect(" \u{00A0}Lisbon\t\n".trimmingBlanks == "Lisbon")
    }

    @Test("whether a text starts or ends with a blank is answered as the scalars at its ends answer it")
    func blankAtAnEnd() {
        func scalarAnswer(_ text: String) -> Bool {
            [text.unicodeScalars.first, text.unicodeScalars.last].contains { $0?.isBlankForTrimming ?? false }
        }
        let ends = ["", " ", "\t", "\n", "\r\n", "\u{85}", "\u{A0}", "\u{2028}", "\u{3000}", "a", "é", "🇫🇷", "\u{301}", "€", "\u{7F}"]
        var checked = 0
        for first in ends {
            for last in ends {
                for middle in ["", "x", "Lisbon", "Ṣàó Tomé"] {
                    let text = first + middle + last
                    #expect(text.hasBlankAtAnEnd == scalarAnswer(text), "\(text.debugDescription)")
                    // The same text from NSString, which may bridge without contiguous UTF-8 (the scalar view answers then).
                    let bridged = NSString(string: text) as String
                    #expect(bridged.hasBlankAtAnEnd == scalarAnswer(text), "bridged \(text.debugDescription)")
                    checked += 1
                }
            }
        }
        #expect(checked == ends.count * ends.count * 4)
        #expect(!"".hasBlankAtAnEnd && " ".hasBlankAtAnEnd && !"🇫🇷".hasBlankAtAnEnd && "🇫🇷\u{3000}".hasBlankAtAnEnd)
    }

    @Test("numbers are grouped by thousands with commas", arguments: [
        (0, "0"), (7, "7"), (999, "999"), (1_000, "1,000"), (34_420, "34,420"), (1_234_567, "1,234,567"), (-1_234, "-1,234"),
        (Int.min, "-9,223,372,036,854,775,808"),
    ])
    func grouped(number: Int, text: String) {
        #expect(TextFormat.grouped(number) == text)
    }

    @Test("ratings out of 10 show one decimal at most and the reviews grouped", arguments: [
        (9.25, nil, "rated 9.3/10"), (9.0, 1, "rated 9/10 (1 review)"), (8.64, 0, "rated 8.6/10 (0 reviews)"),
        (0.04, 12_345, "rated 0/10 (12,345 reviews)"), (10, 1_000_000, "rated 10/10 (1,000,000 reviews)"), (7.95, 999, "rated 8/10 (999 reviews)"),
    ] as [(Double, Int?, String)])
    func rating(value: Double, reviews: Int?, text: String) {
        #expect(TextFormat.rating(outOfTen: value, reviews: reviews) == text)
        // The same as the count and the decimal written on their own.
        let parts = "rated \(TextFormat.oneDecimal(value))/10" + (reviews.map { " (\(TextFormat.count($0, "review")))" } ?? "")
        #expect(parts == text)
    }

    @Test("digits and letters are ASCII's alone, byte by byte")
    func digitsAndLetters() {
        let digits = Array("0123456789".utf8), letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)
        for byte in UInt8.min...UInt8.max {
            #expect(ValueText.isDigit(byte) == digits.contains(byte), "\(byte)")
            #expect(ValueText.isLetter(byte) == letters.contains(byte), "\(byte)")
            let lowered = letters.contains(byte) ? Array(String(UnicodeScalar(byte)).lowercased().utf8)[0] : byte
            #expect(ValueText.lowercasedASCII(byte) == lowered, "\(byte)")
        }
        // Digits and letters of other scripts are neither: every byte of their UTF-8 is 128 or more.
        for text in ["٣", "３", "१", "²", "é", "ж", "Ａ", "ß", "\u{0130}"] {
            #expect(!text.utf8.contains(where: ValueText.isDigit) && !text.utf8.contains(where: ValueText.isLetter), "\(text)")
        }
        // The bytes just outside the ranges, and the ones the letter test's case fold could confuse.
        #expect(!"/:@[`{".utf8.contains(where: ValueText.isDigit) && !"/:@[`{".utf8.contains(where: ValueText.isLetter))
    }

    @Test("a number is one to its most ASCII digits, without overflow", arguments: [
        ("0", 9, 0), ("7", 9, 7), ("007", 9, 7), ("2024", 4, 2024), ("123456789", 9, 123_456_789),
        ("999999999999999999", 18, 999_999_999_999_999_999), ("000000000000000001", 18, 1),
    ] as [(String, Int, Int)])
    func numbers(text: String, maxLength: Int, value: Int) {
        #expect(ValueText.number(text.utf8, maxLength: maxLength) == value)
        #expect(ValueText.number(Array(text.utf8)[...], maxLength: maxLength) == value, "from a slice of bytes")
    }

    @Test("no number from empty text, too many digits, a sign or digits of another script", arguments: [
        ("", 9), ("1234567890", 9), ("12345", 4), ("9999999999999999999", 19), ("9223372036854775808", 30), ("-1", 9), ("+1", 9),
        ("1 ", 9), (" 1", 9), ("1.5", 9), ("٣", 9), ("３", 9), ("1٣", 9), ("x", 9), ("1\u{301}", 9),
    ] as [(String, Int)])
    func notNumbers(text: String, maxLength: Int) {
        #expect(ValueText.number(text.utf8, maxLength: maxLength) == nil, "\(text.debugDescription)")
    }

    @Test("an ISO date-time is split only when its date is ASCII digits and its mark T, t or a space")
    func isoDateTimeParts() {
        let parts = ISODateTime.parts(of: "2024-03-15T23:30:00-05:00")
        #expect(parts?.date == "2024-03-15" && parts?.time == "23:30:00-05:00")
        #expect(ISODateTime.parts(of: "2024-03-15 10:00")?.time == "10:00")
        for text in ["٢٠٢٤-03-15T10:00", "２０２４-03-15T10:00", "2024-03-15X10:00", "2024-03-15T", "2024/03/15T10:00", ""] {
            #expect(ISODateTime.parts(of: Substring(text)) == nil, "\(text)")
        }
    }

    @Test("numbers are padded in any radix", arguments: [
        (UInt64(0), 16, 16, false, "0000000000000000"), (UInt64.max, 16, 16, false, "ffffffffffffffff"), (UInt64(0xAB), 4, 16, true, "00AB"),
        (UInt64(0x1F600), 4, 16, true, "1F600"), (UInt64(5), 0, 2, false, "101"),
    ] as [(UInt64, Int, Int, Bool, String)])
    func paddedInRadix(value: UInt64, width: Int, radix: Int, uppercase: Bool, text: String) {
        #expect(ValueText.padded(value, width: width, radix: radix, uppercase: uppercase) == text)
    }

    @Test("numbers are padded with leading zeros to their width", arguments: [
        (0, 2, "00"), (7, 2, "07"), (42, 2, "42"), (123, 2, "123"), (2024, 4, "2024"), (5, 4, "0005"), (0, 0, "0"), (-5, 3, "-005"),
        (Int.max, 2, "9223372036854775807"), (Int.min, 2, "-9223372036854775808"),
    ])
    func padded(value: Int, width: Int, text: String) {
        #expect(ValueText.padded(value, width: width) == text)
    }

    @Test("dates and times are written with their numbers padded, as printf pads them")
    func paddedDatesAndTimes() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            let date = CivilDate(year: 1, month: 1, day: 1)!.adding(days: Int.random(in: -1_000...3_700_000, using: &generator))
            let expectedDate = date.year < 0
                ? String(format: "-%04d-%02d-%02d", -date.year, date.month, date.day)
                : String(format: "%04d-%02d-%02d", date.year, date.month, date.day)
            #expect(date.iso == expectedDate)
            let time = ClockTime(hour: Int.random(in: 0...23, using: &generator), minute: Int.random(in: 0...59, using: &generator))!
            #expect(time.text == String(format: "%02d:%02d", time.hour, time.minute))
        }
    }
}
