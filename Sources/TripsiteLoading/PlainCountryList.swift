import TripsiteJSON
import TripsiteModel

/// Reads a countries list in the shape the built-in one and trip apps' exports have, in one pass over its bytes:
/// an array of objects whose members are all strings named `name`, `flag`, `code` and `dial_code`, each at most
/// once, with no escapes and no blanks around the values, `name` and a two-letter `code` in every object.
///
/// Every such list reads as `CountriesDecoder` reads it, without building a JSON tree first, which a rebuild after
/// one trip changed would otherwise spend much of its time on (docs/performance.md, "Why the code is as it is"). Anything else (an escape, another
/// member, a value that is not a string, invalid UTF-8, a character no page may hold, a value longer than
/// `TextLimits.shortText`, a JSON error) gives `nil`, and the list is read by `JSONParser` and `CountriesDecoder`,
/// which report what is wrong with it.
enum PlainCountryList {
    static func read(_ bytes: [UInt8]) -> [Country]? {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = Scanner(bytes: buffer)
            return scanner.countries()
        }
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func countries() -> [Country]? {
            skipWhiteSpace()
            guard take(UInt8(ascii: "[")) else { return nil }
            var countries: [Country] = []
            countries.reserveCapacity(256)
            skipWhiteSpace()
            if !take(UInt8(ascii: "]")) {
                repeat {
                    skipWhiteSpace()
                    guard let country = country() else { return nil }
                    countries.append(country)
                    skipWhiteSpace()
                } while take(UInt8(ascii: ","))
                guard take(UInt8(ascii: "]")) else { return nil }
            }
            skipWhiteSpace()
            return index == bytes.count ? countries : nil
        }

        /// One object, its members in any order.
        private mutating func country() -> Country? {
            guard take(UInt8(ascii: "{")) else { return nil }
            var (name, flag, code, dialCode): (String?, String?, String?, String?) = (nil, nil, nil, nil)
            skipWhiteSpace()
            if !take(UInt8(ascii: "}")) {
                repeat {
                    skipWhiteSpace()
                    guard let key = rawString() else { return nil }
                    skipWhiteSpace()
                    guard take(UInt8(ascii: ":")) else { return nil }
                    skipWhiteSpace()
                    // A value with a character no page may hold is left to `CountriesDecoder`, which warns of it.
                    guard let value = rawString().flatMap(Self.text), UnshowableCharacters.first(in: value) == nil else { return nil }
                    switch Self.member(key) {
                    case .name where name == nil: name = value
                    case .flag where flag == nil: flag = value
                    case .code where code == nil: code = value
                    case .dialCode where dialCode == nil: dialCode = value
                    default: return nil
                    }
                    skipWhiteSpace()
                } while take(UInt8(ascii: ","))
                guard take(UInt8(ascii: "}")) else { return nil }
            }
            guard let name, !name.isEmpty, let code, code.utf8.count == 2, code.utf8.allSatisfy(JSONByte.isLetter) else { return nil }
            return Country(name: name, flag: flag ?? "", code: code.uppercased(), dialCode: dialCode ?? "")
        }

        private enum Member { case name, flag, code, dialCode }

        private static func member(_ key: UnsafeBufferPointer<UInt8>) -> Member? {
            func equals(_ name: StaticString) -> Bool {
                key.count == name.utf8CodeUnitCount && (0..<key.count).allSatisfy { key[$0] == name.utf8Start[$0] }
            }
            if equals("name") { return .name }
            if equals("flag") { return .flag }
            if equals("code") { return .code }
            if equals("dial_code") { return .dialCode }
            return nil
        }

        /// The value as text when it is valid UTF-8 without blanks at either end (which `ObjectReader` would trim),
        /// within the length of a text field.
        private static func text(_ raw: UnsafeBufferPointer<UInt8>) -> String? {
            guard let text = JSONUTF8.string(raw), !text.hasBlankAtAnEnd,
                  TextLimits.characterProblem(text, limit: TextLimits.shortText) == nil else { return nil }
            return text
        }

        /// The bytes between a string's quotes, when it has no escape and no control character.
        private mutating func rawString() -> UnsafeBufferPointer<UInt8>? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            let start = index
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    index += 1
                    return UnsafeBufferPointer(rebasing: bytes[start..<(index - 1)])
                }
                if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
                index += 1
            }
            return nil
        }

        private mutating func take(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        /// JSON's white space: space, tab, line feed, carriage return.
        private mutating func skipWhiteSpace() {
            while index < bytes.count {
                switch bytes[index] {
                case JSONByte.space, JSONByte.tab, JSONByte.lineFeed, JSONByte.carriageReturn: index += 1
                default: return
                }
            }
        }
    }
}
