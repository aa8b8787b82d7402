extension DateReading {
    /// What a date written in `language` says, when the English rules (`read`) cannot read it: "12 mai 2026",
    /// "mardi 12 mai", "12. Mai 2026", "12 de mayo de 2026", "2026年5月12日", "5月12日(火)", "١٢ مايو ٢٠٢٦", and numbers in
    /// any script ("١٢/٠٥/٢٠٢٦"). Month and weekday names may be the language's or English; a weekday is ignored here.
    static func readLocal(_ text: String, language: InputLanguage) -> Result<DateReading, Failure> {
        let tokens = LocalText.tokens(text)
        guard tokens.contains(where: { if case .word = $0 { true } else { false } }) else {
            // Numbers only, in another script: the English rules read them once they are ASCII.
            let folded = LocalText.folded(text)
            return folded.unicodeScalars.allSatisfy(\.isASCII) ? read(folded) : .failure(.unrecognized)
        }
        guard let parts = LocalDateParts(tokens, language: language) else { return .failure(.unrecognized) }
        guard let year = parts.year else { return withoutYear(month: parts.month, day: parts.day) }
        return exact(year: year, month: parts.month, day: parts.day)
    }
}

/// The day, month, year and weekday that the pieces of a local date name, each at most once.
struct LocalDateParts {
    var day: Int
    var month: Int
    var year: Int?
    var weekday: Int?

    /// `nil` unless the pieces are a day and a month (a name, or a number marked 月), with an optional year and
    /// weekday, and the language's little words.
    init?(_ tokens: [LocalText.Token], language: InputLanguage) {
        var tokens = tokens
        var day: Int?, month: Int?, year: Int?, weekday: Int?
        func set(_ slot: inout Int?, _ value: Int) -> Bool {
            guard slot == nil else { return false }
            slot = value
            return true
        }
        var index = 0
        while index < tokens.count {
            switch tokens[index] {
            case .mark:
                break
            case .number(let digits):
                guard digits.utf8.count <= 4, let value = Int(digits) else { return nil }
                // A number marked by the character after it, as Japanese and Chinese write dates: 2026年5月12日.
                if index + 1 < tokens.count, case .word(let next) = tokens[index + 1], let marker = next.first,
                   let slot = Self.markers[marker] {
                    let accepted: Bool
                    switch slot {
                    case .year: accepted = set(&year, value)
                    case .month: accepted = set(&month, value)
                    case .day: accepted = set(&day, value)
                    }
                    guard accepted else { return nil }
                    let rest = String(next.dropFirst())
                    if rest.isEmpty {
                        index += 2
                    } else {
                        // "12日火曜日", "2026年五月": a weekday or a month's name follows the marker without a space.
                        tokens[index + 1] = .word(rest)
                        index += 1
                    }
                    continue
                }
                if digits.utf8.count == 4 {
                    guard set(&year, value) else { return nil }
                } else {
                    guard digits.utf8.count <= 2, set(&day, value) else { return nil }
                }
            case .word(let word):
                if let number = language.month(word) {
                    guard set(&month, number) else { return nil }
                } else if let number = language.weekday(word) {
                    guard set(&weekday, number) else { return nil }
                } else if !language.isDateFiller(word), !Self.ordinalEndings.contains(word) {
                    return nil
                }
            }
            index += 1
        }
        guard let day, let month else { return nil }
        self.day = day
        self.month = month
        self.year = year
        self.weekday = weekday
    }

    private enum Slot { case year, month, day }

    /// The characters after a number that say what it is, in Japanese and Chinese dates.
    private static let markers: [Character: Slot] = ["年": .year, "月": .month, "日": .day, "号": .day, "號": .day]

    /// The endings of ordinal days in English ("15th"), which the local forms may mix in.
    private static let ordinalEndings: Set<String> = ["st", "nd", "rd", "th"]
}
