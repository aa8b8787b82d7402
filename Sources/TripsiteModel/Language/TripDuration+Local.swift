extension TripDuration {
    /// `parse(_:)`, also reading durations written in `language`: "3 ore", "2 Std. 30 Min.", "1 heure et 30 minutes",
    /// "2,5 horas", "1時間30分", "1小时30分钟", "٣ ساعات". A unit without a number counts one ("ساعة", an hour).
    /// English input is read first and never pays for the language.
    public static func parse(_ text: String, language: InputLanguage?) -> Result<TripDuration, ValueParseError> {
        let english = parse(text)
        guard let language, case .failure(let error) = english else { return english }
        if let words = englishWords(text, language: language), case .success(let duration) = parse(words) {
            return .success(duration)
        }
        return .failure(ValueParseError(expected: error.expected + language.durationExamplesText))
    }

    /// The duration in English words ("2 h 30 m" for "2 Std. 30 Min."), which `parse(_:)` then reads with its
    /// rules; `nil` when a word is not a unit or a joining word of the language or of English.
    private static func englishWords(_ text: String, language: InputLanguage) -> String? {
        var parts: [String] = []
        var afterNumber = false
        for token in LocalText.tokens(text, fractions: true) {
            switch token {
            case .number(let digits):
                guard !afterNumber else { return nil }
                parts.append(digits)
                afterNumber = true
            case .mark(let mark):
                // "Std." and "Min.": the point of an abbreviation.
                guard mark == "." else { return nil }
            case .word(let word):
                if let unit = language.durationUnits[word] ?? (wordUnits[word] != nil ? word : nil) {
                    if !afterNumber { parts.append("1") }
                    parts.append(unit)
                    afterNumber = false
                } else if !language.durationJoins.contains(word), word != "and" {
                    return nil
                }
            }
        }
        return parts.joined(separator: " ")
    }
}
