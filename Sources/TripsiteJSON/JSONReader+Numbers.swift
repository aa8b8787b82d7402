extension JSONReader {
    /// Reads a number per the JSON grammar, `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`,
    /// and returns its literal exactly as written.
    mutating func readNumber() throws(JSONParseFailure) -> String {
        let start = index
        if base[index] == JSONByte.minus {
            index += 1
            guard index < end, JSONByte.isDigit(base[index]) else {
                let hint = index < end && JSONByte.isLetter(base[index]) && isNaNOrInfinity(wordText(at: index))
                    ? Self.nanHint : nil
                throw unexpected("a digit after '-'", at: index, hint: hint)
            }
        }
        if base[index] == JSONByte.zero {
            index += 1
            if index < end && JSONByte.isDigit(base[index]) {
                throw JSONParseFailure(
                    offset: start,
                    message: "numbers cannot have leading zeros: expected a number such as 7 or 0.7, found \(foundText(at: start))")
            }
        } else {
            skipDigits()
        }
        if index < end && base[index] == JSONByte.period {
            index += 1
            try requireDigit("a digit after the decimal point")
        }
        if index < end && (base[index] | 0x20) == UInt8(ascii: "e") {
            index += 1
            if index < end && (base[index] == JSONByte.plus || base[index] == JSONByte.minus) {
                index += 1
            }
            try requireDigit("a digit in the exponent")
        }
        return String(decoding: UnsafeBufferPointer(start: base + start, count: index - start), as: UTF8.self)
    }

    private mutating func requireDigit(_ expectation: String) throws(JSONParseFailure) {
        guard index < end, JSONByte.isDigit(base[index]) else { throw unexpected(expectation, at: index) }
        skipDigits()
    }

    private mutating func skipDigits() {
        while index < end && JSONByte.isDigit(base[index]) {
            index += 1
        }
    }
}
