/// One message of a translation file: a text, or a text for each plural category the language has.
public enum TranslationMessage: Sendable, Equatable {
    case text(String)
    case plural([PluralCategory: String])

    /// The text for a count's category, else "other", else any form there is.
    func text(for category: PluralCategory) -> String {
        switch self {
        case .text(let text): return text
        case .plural(let forms): return forms[category] ?? forms[.other] ?? forms.values.sorted().first ?? ""
        }
    }
}

/// The messages of one language by key ("trip.itinerary", "count.nights"), as read from its translation
/// files, with every key the English file has: a key the language's files leave out is English's.
public struct Translation: Sendable {
    /// The BCP 47 code the messages are for ("fr", "pt-BR").
    public let code: String
    public let messages: [String: TranslationMessage]
    /// The keys English has that this language's files leave out, taken from English.
    public let missingKeys: [String]
    private let compiled: [String: [MessageText]]
    /// The language's plural rule, found from its code once.
    private let pluralRule: PluralRules.Rule

    /// `messages` completed from `english`'s.
    public init(code: String, messages: [String: TranslationMessage], english: [String: TranslationMessage]) {
        self.code = code
        var complete = messages
        var missing: [String] = []
        for (key, message) in english where complete[key] == nil {
            complete[key] = message
            missing.append(key)
        }
        self.messages = complete
        self.missingKeys = missing.sorted()
        self.compiled = Self.compile(complete)
        self.pluralRule = PluralRules.rule(for: code)
    }

    /// The message's text with each `{name}` replaced by its value: `text("day.heading", ["number": "2", "date": …])`.
    /// A key that no file has reads as itself, so that a mistake shows on the page rather than as a blank.
    public func text(_ key: String, _ values: KeyValuePairs<String, String> = [:]) -> String {
        guard let forms = compiled[key] else { return Self.filled(key, values) }
        return forms[PluralCategory.other.index].filled(values)
    }

    /// The plural form for `count` (the language's CLDR category), `{count}` replaced by `number`, the count as
    /// the language writes it, and each other `{name}` by its value.
    public func count(_ key: String, _ count: Int, number: String, _ values: KeyValuePairs<String, String> = [:]) -> String {
        guard let forms = compiled[key] else { return MessageText(key).filled(values, count: number) }
        return forms[PluralRules.category(of: count, rule: pluralRule).index].filled(values, count: number)
    }

    /// `text` with each `{name}` of `values` replaced; other braces are kept as they are.
    static func filled(_ text: String, _ values: KeyValuePairs<String, String>) -> String {
        guard !values.isEmpty, text.utf8.contains(UInt8(ascii: "{")) else { return text }
        return MessageText(text).filled(values)
    }

    /// Each message cut at its placeholders, one text per plural category in `PluralCategory.allCases`' order
    /// (the same text in each for a message without plural forms).
    private static func compile(_ messages: [String: TranslationMessage]) -> [String: [MessageText]] {
        messages.mapValues { message in
            switch message {
            case .text(let text):
                return Array(repeating: MessageText(text), count: PluralCategory.allCases.count)
            case .plural:
                return PluralCategory.allCases.map { MessageText(message.text(for: $0)) }
            }
        }
    }
}

extension PluralCategory {
    /// The category's place in `allCases`.
    var index: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }
}
