/// Splits ISO 8601 date-time texts such as "2024-03-15T23:30:00-05:00" into their
/// date and time parts, so each part can be read on its own terms.
enum ISODateTime {
    /// The date ("2024-03-15") and the time with any zone ("23:30:00-05:00") of a
    /// text shaped like an ISO date-time, or `nil` when the text has another shape.
    /// The parts are not validated here.
    static func parts(of text: Substring) -> (date: Substring, time: Substring)? {
        let characters = Array(text)
        guard characters.count > 11 else { return nil }
        let shape = "dddd-dd-dd"
        for (character, expected) in zip(characters, shape) {
            let matches = expected == "d" ? ValueText.isDigit(character) : character == expected
            guard matches else { return nil }
        }
        guard ["T", "t", " "].contains(characters[10]) else { return nil }
        let dateEnd = text.index(text.startIndex, offsetBy: 10)
        let timeStart = text.index(after: dateEnd)
        return (text[..<dateEnd], text[timeStart...])
    }

    /// The time without a trailing zone designator ("Z", "+01:00", "-0500", "+05"),
    /// or `nil` when what looks like a zone is malformed.
    static func withoutZone(_ time: Substring) -> Substring? {
        if let last = time.last, last == "Z" || last == "z" {
            return time.dropLast()
        }
        guard let sign = time.lastIndex(where: { $0 == "+" || $0 == "-" }) else { return time }
        let offset = time[time.index(after: sign)...]
        guard isValidOffset(offset) else { return nil }
        return time[..<sign]
    }

    /// "05", "0530" or "05:30", with hours up to 23 and minutes up to 59.
    private static func isValidOffset(_ offset: Substring) -> Bool {
        let digits = offset.filter { $0 != ":" }
        let colonCount = offset.count - digits.count
        guard digits.count == 2 || digits.count == 4, digits.allSatisfy(ValueText.isDigit) else { return false }
        if colonCount == 1 {
            guard digits.count == 4, offset.firstIndex(of: ":") == offset.index(offset.startIndex, offsetBy: 2) else {
                return false
            }
        } else if colonCount > 1 {
            return false
        }
        guard let hours = ValueText.number(digits.prefix(2)), hours <= 23 else { return false }
        if digits.count == 4 {
            guard let minutes = ValueText.number(digits.suffix(2)), minutes <= 59 else { return false }
        }
        return true
    }
}
