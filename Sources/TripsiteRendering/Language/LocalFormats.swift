import Foundation
import TripsiteModel

/// How a language writes dates, times, numbers and money on pages, through Foundation's locale data (ICU): the
/// names of months and weekdays, the separators of numbers, where a currency's symbol goes.
///
/// The patterns of dates and times are the language's translation file's (`[formats]`, CLDR date patterns such
/// as `"EEEE d MMMM y"`), so that a translator chooses how a heading reads; Foundation fills in the words. The
/// default English patterns are those of tripsite's fixed English renderings (`CivilDate.long`, `ClockTime.text`,
/// `Money.formatted`), which are used for them as they are the same text without a formatter; `LanguageTests`
/// checks that they agree with Foundation's.
///
/// Formatters are made once per language; what they write is kept, since a site writes the same dates on many
/// pages. `@unchecked Sendable`: `lock` guards the formatters, which are not safe to share between threads.
final class LocalFormats: @unchecked Sendable {
    /// The date and time patterns a translation file gives, by their key under `[formats]`.
    struct Patterns: Sendable, Equatable {
        var dateLong = "EEEE d MMMM y"
        var dateMedium = "EEE d MMM y"
        var dateShort = "d MMM"
        var dateShortWeekday = "EEE d MMM"
        var weekdayDay = "EEEE d"
        var weekdayDayMonth = "EEEE d MMMM"
        var time = "HH:mm"

        /// The keys of the patterns in a translation file, each with its path to the value (`nonisolated(unsafe)`:
        /// key paths are immutable, but not marked `Sendable`).
        nonisolated(unsafe) static let keys: [(key: String, path: WritableKeyPath<Patterns, String>)] = [
            ("formats.date_long", \.dateLong), ("formats.date_medium", \.dateMedium), ("formats.date_short", \.dateShort),
            ("formats.date_short_weekday", \.dateShortWeekday), ("formats.weekday_day", \.weekdayDay),
            ("formats.weekday_day_month", \.weekdayDayMonth), ("formats.time", \.time),
        ]

        /// The patterns a translation's messages give.
        init(_ translation: Translation) {
            for (key, path) in Self.keys { self[keyPath: path] = translation.text(key) }
        }

        init() {}
    }

    enum DateStyle: Int, Sendable { case long, medium, short, shortWeekday, weekdayDay, weekdayDayMonth }

    /// The locale, or nil for tripsite's fixed English renderings.
    let locale: Locale?
    private let patterns: Patterns
    private let lock = NSLock()
    private var dateFormatters: [DateStyle: DateFormatter] = [:]
    private var timeFormatter: DateFormatter?
    private let dates = LockedCache<DateKey, String>(limit: 100_000)
    private let countries = LockedCache<String, String>()
    private let times = LockedCache<Int, String>()
    private let number: NumberPattern?
    private var currencies: [String: NumberPattern?] = [:]

    private struct DateKey: Hashable, Sendable {
        var date: CivilDate
        var style: Int
    }

    init(code: String, patterns: Patterns) {
        let english = code.lowercased() == "en" && patterns == Patterns()
        self.locale = english ? nil : Locale(identifier: code)
        self.patterns = patterns
        if let locale = self.locale {
            let decimal = locale.decimalSeparator ?? "."
            number = NumberPattern.learn({ $0.formatted(.number.locale(locale)) }, decimalSeparator: decimal)
        } else {
            number = nil
        }
    }

    // MARK: Dates and times

    func date(_ date: CivilDate, _ style: DateStyle) -> String {
        guard let locale else {
            switch style {
            case .long: return date.long
            case .medium: return date.medium
            case .short: return date.short
            case .shortWeekday: return date.shortWithWeekday
            case .weekdayDay: return TextFormat.weekdayDay(date)
            case .weekdayDayMonth: return TextFormat.weekdayDayMonth(date)
            }
        }
        return dates.value(for: DateKey(date: date, style: style.rawValue)) {
            lock.withLock {
                let formatter = dateFormatters[style] ?? makeFormatter(locale, pattern(style))
                dateFormatters[style] = formatter
                return formatter.string(from: Self.noon(of: date))
            }
        }
    }

    func time(_ time: ClockTime) -> String {
        guard let locale else { return time.text }
        // A day has 1,440 minutes: each is formatted once.
        return times.value(for: time.minutes) {
            lock.withLock {
                let formatter = timeFormatter ?? makeFormatter(locale, patterns.time)
                timeFormatter = formatter
                return formatter.string(from: Date(timeIntervalSince1970: Double(time.minutes * 60)))
            }
        }
    }

    private func pattern(_ style: DateStyle) -> String {
        switch style {
        case .long: patterns.dateLong
        case .medium: patterns.dateMedium
        case .short: patterns.dateShort
        case .shortWeekday: patterns.dateShortWeekday
        case .weekdayDay: patterns.weekdayDay
        case .weekdayDayMonth: patterns.weekdayDayMonth
        }
    }

    private func makeFormatter(_ locale: Locale, _ pattern: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = pattern
        return formatter
    }

    /// Noon UTC of a civil date: the date in the formatter's UTC zone, whatever the machine's.
    private static func noon(of date: CivilDate) -> Date {
        var components = DateComponents()
        (components.year, components.month, components.day, components.hour) = (date.year, date.month, date.day, 12)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: components) ?? Date(timeIntervalSince1970: 0)
    }

    // MARK: Numbers and money

    /// `8567` → "8,567" in English, "8 567" in French.
    func number(_ value: Int) -> String {
        guard let locale else { return TextFormat.grouped(value) }
        if let number { return number.apply(to: value) }
        return value.formatted(.number.locale(locale))
    }

    /// `9.25` → "9.3" in English, "9,3" in French: one decimal at most.
    func oneDecimal(_ value: Double) -> String {
        let text = TextFormat.oneDecimal(value)
        guard locale != nil, let number, let dot = text.firstIndex(of: ".") else { return text }
        return text[..<dot] + number.decimalSeparator + text[text.index(after: dot)...]
    }

    /// "€124.00" in English, "124,00 €" in French, "¥217,480" in Japanese.
    func money(_ money: Money) -> String {
        guard let locale else { return money.formatted }
        guard let code = money.currency else { return number.map { $0.apply(toGrouped: money.roundedAmount) } ?? money.formatted }
        let pattern = lock.withLock {
            if let known = currencies[code] { return known }
            let decimal = number?.decimalSeparator ?? "."
            let learnt = NumberPattern.learn({ $0.formatted(.currency(code: code).locale(locale)) }, decimalSeparator: decimal)
            currencies[code] = learnt
            return learnt
        }
        if let pattern { return pattern.apply(toGrouped: money.roundedAmount) }
        let plain = money.roundedAmount.replacingOccurrences(of: ",", with: "")
        return Decimal(string: plain, locale: Locale(identifier: "en_US_POSIX")).map { $0.formatted(.currency(code: code).locale(locale)) } ?? money.formatted
    }

    /// Totals in several currencies, each written as `money` writes it, with " + " between them.
    func totals(_ totals: MoneyTotals) -> String {
        guard locale != nil else { return totals.formatted }
        guard !totals.isEmpty else { return number?.apply(toGrouped: totals.formatted) ?? totals.formatted }
        return totals.sumsByCurrency.map(money).joined(separator: " + ")
    }

    // MARK: Countries

    /// The country's name in the language, from its ISO code; the countries list's (English) name otherwise.
    func countryName(_ country: Country) -> String {
        guard let locale, country.code.count == 2 else { return country.name }
        return countries.value(for: country.code) { locale.localizedString(forRegionCode: country.code.uppercased()) ?? country.name }
    }
}
