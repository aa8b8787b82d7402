import Foundation

/// A language that trips may be written in: besides English, dates, times and durations in it are read
/// ("12 mai 2026", "22h30", "3 ore"). Month and weekday names and the order of a date's numbers come from
/// Foundation's locale data for the language; the words of durations and times from `LocalWords`.
public struct InputLanguage: Sendable, Hashable {
    /// The BCP 47 code as given: "fr", "de-CH", "zh-Hans".
    public let code: String
    /// The language's name in English, for messages: "French".
    public let name: String
    /// Whether a date of numbers with the year last is written day first ("03/05/2026" is 3 May), as in French or
    /// British English, rather than month first (5 March), as in American English.
    public let writesDayFirst: Bool
    /// Foundation's locale of the code.
    let locale: Locale
    /// The region the code names ("US" in "en-US"), when it names one.
    public let region: String?
    /// Month numbers (1…12) by the lowercase names Foundation gives, full and short, without accents or final dots.
    let months: [String: Int]
    /// ISO weekday numbers (1 Monday … 7 Sunday) by lowercase name, as `months`.
    let weekdays: [String: Int]
    let words: LocalWords
    /// `words.durationUnits` by their keys (`LocalText.key`).
    let durationUnits: [String: String]
    /// `words.and` by their keys.
    let durationJoins: Set<String>
    /// `words.dateFillers`, `words.timeFillers` and `words.meridiems` by their keys.
    let dateFillers: Set<String>, timeFillers: Set<String>
    let meridiems: [String: Bool]
    /// Dates as the language writes them, for messages: "12 mai 2026", "mardi 12 mai".
    let dateExamples: [String]

    public static func == (lhs: InputLanguage, rhs: InputLanguage) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// What is expected of a language code, phrased to follow "expected".
    public static let expected = "a language code such as fr, de-CH or zh-Hans (BCP 47)"

    /// The language with this BCP 47 code ("fr", "pt-BR", "zh-Hans", also "pt_BR"), made once and kept; `nil` when
    /// the code does not start with an ISO 639 language code Foundation knows.
    public static func named(_ code: String) -> InputLanguage? {
        cache.value(for: code) { InputLanguage(code: code) }
    }

    private static let cache = LockedCache<String, InputLanguage?>(limit: 64)

    private init?(code: String) {
        let subtags = code.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let first = subtags.first, (2...3).contains(first.utf8.count), first.utf8.allSatisfy(ValueText.isLetter),
              subtags.allSatisfy({ (1...8).contains($0.utf8.count) && $0.unicodeScalars.allSatisfy { $0.properties.isASCIIHexDigit || ("a"..."z").contains($0) || ("A"..."Z").contains($0) } }),
              Locale.LanguageCode(first.lowercased()).isISOLanguage
        else { return nil }
        let language = first.lowercased()
        let locale = Locale(identifier: subtags.joined(separator: "-"))
        self.code = code
        self.locale = locale
        name = Locale(identifier: "en").localizedString(forLanguageCode: language) ?? language
        region = locale.region?.identifier
        words = LocalWords.of(language: language)
        durationUnits = Dictionary(words.durationUnits.map { (LocalText.key($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
        durationJoins = Set(words.and.map(LocalText.key))
        dateFillers = Set(words.dateFillers.map(LocalText.key))
        timeFillers = Set(words.timeFillers.map(LocalText.key))
        meridiems = Dictionary(words.meridiems.map { (LocalText.key($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
        let numberOrder = DateFormatter.dateFormat(fromTemplate: "ddMMyyyy", options: 0, locale: locale) ?? "dd/MM/yyyy"
        writesDayFirst = (numberOrder.firstIndex(of: "d") ?? numberOrder.startIndex) < (numberOrder.firstIndex(of: "M") ?? numberOrder.endIndex)

        let formatter = Self.formatter(locale: locale)
        var months: [String: Int] = [:]
        for names in [formatter.monthSymbols, formatter.shortMonthSymbols, formatter.standaloneMonthSymbols, formatter.shortStandaloneMonthSymbols] {
            for (index, name) in names.enumerated() {
                // "1月" is a number and a word, which the readers take apart ("五月" is a name).
                let key = LocalText.key(name)
                if !key.isEmpty, !key.unicodeScalars.contains(where: { $0.properties.numericType == .decimal }) { months[key] = index + 1 }
            }
        }
        var weekdays: [String: Int] = [:]
        for names in [formatter.weekdaySymbols, formatter.shortWeekdaySymbols, formatter.standaloneWeekdaySymbols, formatter.shortStandaloneWeekdaySymbols] {
            for (index, name) in names.enumerated() {
                // Foundation lists Sunday first.
                let key = LocalText.key(name)
                if !key.isEmpty { weekdays[key] = index == 0 ? 7 : index }
            }
        }
        for (name, number) in words.moreWeekdays { weekdays[LocalText.key(name)] = number }
        self.months = months
        self.weekdays = weekdays

        let example = CivilDate(year: 2026, month: 5, day: 12)!
        dateExamples = ["dMMMMy", "EEEEdMMMM"].map { Self.format(example, template: $0, locale: locale) }
    }

    /// The date as the language writes it with its month's name and its year: "12 mai 2026", "2026年5月12日".
    public func localExample(of date: CivilDate) -> String {
        Self.format(date, template: "dMMMMy", locale: locale)
    }

    /// The date written by Foundation in the locale's order for a template of fields ("dMMMMy"), in the Gregorian
    /// calendar whatever the locale's own.
    private static func format(_ date: CivilDate, template: String, locale: Locale) -> String {
        let formatter = formatter(locale: locale)
        formatter.setLocalizedDateFormatFromTemplate(template)
        return formatter.string(from: formatter.calendar.date(from: DateComponents(year: date.year, month: date.month, day: date.day))!)
    }

    /// A formatter of the locale in the Gregorian calendar and UTC, so that its names and dates are the civil ones.
    private static func formatter(locale: Locale) -> DateFormatter {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        return formatter
    }

    /// The language's own writing of a date, time or duration, as examples after "expected …":
    /// ", or in French like 12 mai 2026 or mardi 12 mai".
    func examples(_ list: [String]) -> String {
        list.isEmpty ? "" : ", or in \(name) like " + list.joined(separator: " or ")
    }

    public var dateExamplesText: String { examples(dateExamples) }
    public var timeExampleText: String { examples(words.timeExample.isEmpty ? [] : [words.timeExample]) }
    public var durationExamplesText: String { examples(words.durationExamples) }

    /// The ISO weekday number of a lowercase, accent-free word (`LocalText.key`), in this language or in English.
    /// The language's own names come first: French "mar" (mardi) is a weekday, not English March.
    func weekday(_ key: String) -> Int? {
        weekdays[key] ?? (months[key] == nil ? WeekdayNames.number(key) : nil)
    }

    /// The month number of a lowercase, accent-free word, in this language or in English.
    /// A name that is both a month and a weekday in the language (Spanish "mar", marzo and martes) is the month.
    func month(_ key: String) -> Int? {
        months[key] ?? (weekdays[key] == nil ? MonthNames.month(named: key) : nil)
    }

    /// Whether the key is one of the language's little words of dates, also ordinal marks ("º").
    func isDateFiller(_ key: String) -> Bool {
        key == "º" || key == "ª" || dateFillers.contains(key)
    }
}
