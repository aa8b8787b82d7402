extension ClockTime {
    /// `parse(_:)`, also reading times written in `language`: "22h30", "22 h", "22.30 Uhr", "ore 22.30", "22時30分",
    /// "午後3時半", "22点30分", "下午3点", "١٠:٣٠ م". English input is read first and never pays for the language.
    public static func parse(_ text: String, language: InputLanguage?) -> Result<ClockTime, ValueParseError> {
        let english = parse(text)
        guard let language, case .failure = english else { return english }
        return readLocal(text, language: language)
            ?? .failure(ValueParseError(expected: expectedTime + language.timeExampleText))
    }

    /// The characters that part hours from minutes ("22h30", "22時30分", "22点30分"), or end a time of whole hours.
    private static let hourMarks: Set<String> = ["h", "時", "时", "点", "點"]
    /// The words that end a time's minutes ("30分").
    private static let minuteMarks: Set<String> = ["分", "min"]
    /// Half past ("3時半").
    private static let half = "半"

    /// The time a local text names; `nil` when it is not shaped like one.
    private static func readLocal(_ text: String, language: InputLanguage) -> Result<ClockTime, ValueParseError>? {
        var hour: Int?, minute: Int?, isAfternoon: Bool?
        var marked = false
        var minuteDigits = 0
        var endsMinutes = false
        var sawWord = false
        for token in LocalText.tokens(text) {
            switch token {
            case .number(let digits):
                guard digits.utf8.count <= 2, let value = Int(digits) else { return nil }
                if hour == nil {
                    hour = value
                } else if marked, minute == nil {
                    minute = value
                    minuteDigits = digits.utf8.count
                } else {
                    return nil
                }
            case .mark(let mark):
                guard mark == ":" || mark == ".", hour != nil, minute == nil, !marked else {
                    // A dot after the time ("22.30 Uhr.") or an abbreviation's ("Uhr.") says nothing more.
                    if mark == ".", minute != nil || marked { continue }
                    return nil
                }
                marked = true
            case .word(let word):
                sawWord = true
                if let afternoon = language.meridiems[word] {
                    guard isAfternoon == nil else { return nil }
                    isAfternoon = afternoon
                } else if hour != nil, minute == nil, !marked, let mark = hourMarks.first(where: { word.hasPrefix($0) }) {
                    marked = true
                    let rest = word.dropFirst(mark.count)
                    if rest == half {
                        minute = 30
                        minuteDigits = 2
                    } else if !rest.isEmpty {
                        return nil
                    }
                } else if minute != nil, minuteMarks.contains(word), !endsMinutes {
                    endsMinutes = true
                } else if !language.timeFillers.contains(word) {
                    return nil
                }
            }
        }
        guard let hour else { return nil }
        // Minutes have two digits unless a word ends them ("5分"); hours alone need a word ("22h", "22 Uhr").
        if minute != nil, minuteDigits != 2, !endsMinutes { return nil }
        if minute == nil, !marked, !sawWord { return nil }
        let minutes = minute ?? 0
        if let isAfternoon {
            guard (1...12).contains(hour) || (isAfternoon && (13...23).contains(hour)), minutes < 60 else {
                return .failure(ValueParseError(expected: "a real time of day (hours 1 to 12 with a morning or afternoon word, minutes 00 to 59)"))
            }
            let twentyFour = hour > 12 ? hour : hour % 12 + (isAfternoon ? 12 : 0)
            return .success(ClockTime(hour: twentyFour, minute: minutes)!)
        }
        guard let time = ClockTime(hour: hour, minute: minutes) else {
            return .failure(ValueParseError(expected: expectedRealTime))
        }
        return .success(time)
    }
}
