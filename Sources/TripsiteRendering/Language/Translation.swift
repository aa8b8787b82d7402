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
    }

    /// The message's text with each `{name}` replaced by its value: `text("day.heading", ["number": "2", "date": …])`.
    /// A key that no file has reads as itself, so that a mistake shows on the page rather than as a blank.
    public func text(_ key: String, _ values: KeyValuePairs<String, String> = [:]) -> String {
        Self.filled(messages[key]?.text(for: .other) ?? key, values)
    }

    /// The plural form for `count` (the language's CLDR category), `{count}` replaced by `number`, the count as
    /// the language writes it, and each other `{name}` by its value.
    public func count(_ key: String, _ count: Int, number: String, _ values: KeyValuePairs<String, String> = [:]) -> String {
        let form = messages[key]?.text(for: PluralRules.category(of: count, language: code)) ?? key
        return Self.filled(Self.filled(form, ["count": number]), values)
    }

    /// `text` with each `{name}` of `values` replaced; other braces are kept as they are.
    ///
    /// The braces are ASCII, so the text is searched by its UTF-8 code units: searching it by characters, whose
    /// grapheme breaking costs far more, made this 19% of a build's instructions (1,023M of 5,399M for 200 trips,
    /// `Scripts/count-instructions.sh 200`, at 6299435).
    static func filled(_ text: String, _ values: KeyValuePairs<String, String>) -> String {
        guard !values.isEmpty, text.utf8.contains(UInt8(ascii: "{")) else { return text }
        let utf8 = text.utf8
        var result = ""
        var rest = utf8.startIndex
        while let open = utf8[rest...].firstIndex(of: UInt8(ascii: "{")) {
            result += text[rest..<open]
            let name = utf8.index(after: open)
            if let close = utf8[name...].firstIndex(of: UInt8(ascii: "}")),
               let value = values.first(where: { $0.key.utf8.elementsEqual(utf8[name..<close]) })?.value {
                result += value
                rest = utf8.index(after: close)
            } else {
                result += "{"
                rest = name
            }
        }
        return result + text[rest...]
    }
}
