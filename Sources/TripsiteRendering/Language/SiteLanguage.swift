import TripsiteModel

/// The language a page is written in: its words (`Translation`) and the way it writes dates, times, numbers and
/// money (`LocalFormats`), with the direction its script runs in. Every word a reader sees comes from here or
/// from the templates' `t` values, which are the same messages.
public struct SiteLanguage: Sendable {
    /// The BCP 47 code, as `<html lang>` takes it ("fr", "pt-BR", "zh-Hans").
    public let code: String
    public let translation: Translation
    let formats: LocalFormats
    /// The templates' `t` value: every message that is a plain text, by its key's parts (`t.trip.itinerary`).
    let templateValue: TemplateValue
    /// The words the browsing script writes on a listing (the index, a country's or a style's page: the count of
    /// matching trips, the button that shows more, the forms of `count.trips`), as JSON for a `data-words`
    /// attribute.
    let browserWords: String
    /// The words the browsing script writes on a trip page (the sorting of its lists, "Today" on the strip of
    /// days), as JSON for a `data-words` attribute. Each page carries only its own, to stay light.
    let tripBrowserWords: String

    init(code: String, translation: Translation) {
        self.code = code
        self.translation = translation
        self.formats = LocalFormats(code: code, patterns: LocalFormats.Patterns(translation))
        self.templateValue = Self.templateValue(translation.messages)
        self.browserWords = Self.browserWords(translation.messages, keys: Self.listingScriptKeys, counts: true)
        self.tripBrowserWords = Self.browserWords(translation.messages, keys: Self.tripScriptKeys, counts: false)
    }

    /// English, as built in: the language of a site that sets none.
    public static var english: SiteLanguage { LanguageCatalog.builtIn.language("en") }

    /// Whether the language's script runs right to left (Arabic, Hebrew, Persian, Urdu...).
    public var isRightToLeft: Bool { LanguageCode.isRightToLeft(code) }

    /// `"rtl"` or `"ltr"`, for `<html dir>`.
    public var direction: String { isRightToLeft ? "rtl" : "ltr" }

    // MARK: Words

    /// The message of `key`, its `{name}`s filled in.
    public func text(_ key: String, _ values: KeyValuePairs<String, String> = [:]) -> String {
        translation.text(key, values)
    }

    /// The plural form of `key` for `count`, with the count written as the language writes numbers.
    public func count(_ key: String, _ count: Int, _ values: KeyValuePairs<String, String> = [:]) -> String {
        translation.count(key, count, number: formats.number(count), values)
    }

    // MARK: Dates, times, numbers, money

    /// "Saturday 3 May 2025", "samedi 3 mai 2025".
    public func long(_ date: CivilDate) -> String { formats.date(date, .long) }
    /// "Sat 3 May 2025"
    public func medium(_ date: CivilDate) -> String { formats.date(date, .medium) }
    /// "3 May"
    public func short(_ date: CivilDate) -> String { formats.date(date, .short) }
    /// "Sat 3 May"
    public func shortWithWeekday(_ date: CivilDate) -> String { formats.date(date, .shortWeekday) }

    /// "15 Mar – 22 Mar 2024", with both years when the range crosses one; the date alone for one day.
    public func dateRange(_ start: CivilDate, _ end: CivilDate) -> String {
        if start == end { return medium(start) }
        if start.year == end.year {
            return text("dates.range_same_year", ["start": short(start), "end": short(end), "year": String(end.year)])
        }
        return text("dates.range", ["start": short(start), "start_year": String(start.year), "end": short(end), "end_year": String(end.year)])
    }

    /// "Monday 10 – Friday 14 June 2024": whole days for a heading, each with its weekday.
    public func longDateRange(_ start: CivilDate, _ end: CivilDate) -> String {
        if start == end { return long(start) }
        let first: String
        if start.year != end.year {
            first = long(start)
        } else if start.month != end.month {
            first = formats.date(start, .weekdayDayMonth)
        } else {
            first = formats.date(start, .weekdayDay)
        }
        return text("dates.day_range", ["first": first, "last": long(end)])
    }

    /// "14:05", or "2:05 PM" in a language whose pattern says so.
    public func time(_ time: ClockTime) -> String { formats.time(time) }

    /// "1,234" in English, "1 234" in French.
    public func number(_ value: Int) -> String { formats.number(value) }

    /// "9.3" in English, "9,3" in French.
    public func oneDecimal(_ value: Double) -> String { formats.oneDecimal(value) }

    /// "€124.00" in English, "124,00 €" in French.
    public func money(_ money: Money) -> String { formats.money(money) }

    /// Totals in several currencies, never added together: "€120.00 + $40.00".
    public func totals(_ totals: MoneyTotals) -> String { formats.totals(totals) }

    /// "2 h 30 min", "1 d 4 h".
    public func duration(_ duration: TripDuration) -> String {
        let (days, hours, minutes) = (duration.minutes / 1440, duration.minutes % 1440 / 60, duration.minutes % 60)
        var parts: [String] = []
        if days > 0 { parts.append(text("duration.days", ["days": number(days)])) }
        if hours > 0 { parts.append(text("duration.hours", ["hours": number(hours)])) }
        if minutes > 0 || parts.isEmpty { parts.append(text("duration.minutes", ["minutes": number(minutes)])) }
        return parts.joined(separator: " ")
    }

    /// The country's name in this language ("Portugal", "البرتغال").
    public func countryName(_ country: Country) -> String { formats.countryName(country) }

    /// The parts there are, with the language's separator between them: "Day 3 · 2 h · €124.00".
    public func detailLine(_ parts: [String?]) -> String {
        TextFormat.detailLine(parts)
    }

    // MARK: Templates

    /// The names the `t` values give at any depth, for the templates' field check: `t` and every part of every key.
    public static let fieldNames: [String] = ["t"] + Set(LanguageCatalog.english.keys.flatMap { $0.split(separator: ".").map(String.init) }).sorted()

    /// The messages as nested objects by the parts of their keys; plural messages are left out (a template
    /// cannot choose a count's form).
    static func templateValue(_ messages: [String: TranslationMessage]) -> TemplateValue {
        var root = Node()
        for (key, message) in messages {
            guard case .text(let text) = message else { continue }
            root.insert(text, at: key.split(separator: ".").map(String.init)[...])
        }
        return root.value
    }

    /// The `browse.` messages the script writes on a listing.
    static let listingScriptKeys: Set<String> = ["matching", "show_next"]
    /// The `browse.` messages the script writes on a trip page.
    static let tripScriptKeys: Set<String> = [
        "sort_list", "sort_this_list", "sort_hotels", "sort_activities", "sort_places", "sort_recommended", "sort_price", "sort_price_desc",
        "sort_stars_desc", "sort_stars", "sort_rating", "today",
    ]

    /// `{"matching": …, "trips": {"one": …, "other": …}, …}`: each `browse.` message of `keys` by its name, and with
    /// `counts` `count.trips` by plural category, for the script to choose with the browser's `Intl.PluralRules`.
    static func browserWords(_ messages: [String: TranslationMessage], keys: Set<String>, counts: Bool) -> String {
        var members: [(String, String)] = []
        for (key, message) in messages where key.hasPrefix("browse.") && keys.contains(String(key.dropFirst("browse.".count))) {
            members.append((String(key.dropFirst("browse.".count)), json(message.text(for: .other))))
        }
        if counts, case .plural(let forms)? = messages["count.trips"] {
            let inner = forms.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\(json($0.key.rawValue)):\(json($0.value))" }
            members.append(("trips", "{" + inner.joined(separator: ",") + "}"))
        }
        return "{" + members.sorted { $0.0 < $1.0 }.map { "\(json($0.0)):\($0.1)" }.joined(separator: ",") + "}"
    }

    /// A JSON string.
    private static func json(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20: result += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    private struct Node {
        var text: String?
        var children: [String: Node] = [:]

        mutating func insert(_ text: String, at path: ArraySlice<String>) {
            guard let first = path.first else { self.text = text; return }
            children[first, default: Node()].insert(text, at: path.dropFirst())
        }

        var value: TemplateValue {
            if children.isEmpty { return .text(text ?? "") }
            var fields = TemplateFields(minimumCapacity: children.count)
            for (name, child) in children { fields[name] = child.value }
            return .object(fields)
        }
    }
}

/// A language written out by its code alone: its words are the built-in files' (which the program's version
/// names) and the site's translation files (which a build's fingerprint reads), so the code is all a site's
/// settings need to say of it, the same in every run (its messages are kept in dictionaries, whose order is not).
extension SiteLanguage: CustomDebugStringConvertible {
    public var debugDescription: String { "SiteLanguage(\(code))" }
}

/// The catalog written out without its messages, for the same reason as `SiteLanguage`'s.
extension LanguageCatalog: CustomDebugStringConvertible {
    public var debugDescription: String { "LanguageCatalog" }
}
