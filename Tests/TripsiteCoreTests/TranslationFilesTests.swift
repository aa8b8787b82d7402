import Foundation
import Testing
@testable import TripsiteModel
@testable import TripsiteRendering
import TripsiteResources

/// The translation files tripsite ships (`Resources/translations/`): each keeps English's placeholders, uses only
/// the plural categories its language has, and writes dates, times and counts as that language does.
@Suite("shipped translation files")
struct TranslationFilesTests {
    /// Every language shipped, in the order `tripsite templates` lists them.
    static let shipped = ["en", "fr", "ar", "de", "es", "it", "pt", "nl", "ja", "zh-Hans"]

    static func messages(_ code: String) -> [String: TranslationMessage] {
        let text = String(decoding: EmbeddedResources.translations[code] ?? [], as: UTF8.self)
        return TranslationFile.read(text, file: "\(code).toml").messages
    }

    /// The `{name}` placeholders of a text.
    static func placeholders(_ text: String) -> Set<String> {
        var names: Set<String> = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.insert(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    /// The plural categories a language's rule gives some whole number.
    static func categories(of code: String) -> Set<PluralCategory> {
        Set((Array(0...1_000) + [1_000_000, 2_000_000, 1_000_001]).map { PluralRules.category(of: $0, language: code) })
    }

    @Test("every shipped language is built in and listed")
    func listed() {
        #expect(LanguageCatalog.builtInCodes == Self.shipped)
        #expect(EmbeddedResources.translations.keys.sorted() == Self.shipped.sorted())
    }

    @Test("each file keeps English's placeholders, message by message", arguments: TranslationFilesTests.shipped.dropFirst())
    func placeholders(code: String) throws {
        let english = Self.messages("en")
        let own = Self.messages(code)
        #expect(Set(own.keys) == Set(english.keys), "\(code): missing \(Set(english.keys).subtracting(own.keys).sorted()), extra \(Set(own.keys).subtracting(english.keys).sorted())")
        for (key, reference) in english {
            guard let message = own[key] else { continue }
            switch (reference, message) {
            case (.text(let expected), .text(let text)):
                #expect(Self.placeholders(text) == Self.placeholders(expected), "\(code) \(key): \(text)")
            case (.plural(let expected), .plural(let forms)):
                let allowed = expected.values.reduce(into: Set<String>()) { $0.formUnion(Self.placeholders($1)) }
                let other = try #require(forms[.other], "\(code) \(key) has no other form")
                #expect(Self.placeholders(other) == Self.placeholders(expected[.other] ?? ""), "\(code) \(key).other: \(other)")
                for (category, text) in forms {
                    #expect(Self.placeholders(text).isSubset(of: allowed), "\(code) \(key).\(category.rawValue): \(text)")
                }
            default:
                Issue.record("\(code) \(key): a plural table where English has a text, or the reverse")
            }
        }
    }

    @Test("each file's plural tables use only the categories its language's rule gives", arguments: TranslationFilesTests.shipped)
    func pluralCategories(code: String) {
        let categories = Self.categories(of: code)
        for (key, message) in Self.messages(code) {
            guard case .plural(let forms) = message else { continue }
            #expect(Set(forms.keys).isSubset(of: categories), "\(code) \(key): \(forms.keys.map(\.rawValue).sorted()) where the language has \(categories.map(\.rawValue).sorted())")
        }
    }

    @Test("the plural rules of the new languages: one and other in German and Dutch, many for millions in Spanish, Italian and Portuguese, one form in Japanese and Chinese")
    func pluralRules() {
        #expect(Self.categories(of: "de") == [.one, .other] && Self.categories(of: "nl") == [.one, .other])
        #expect(Self.categories(of: "es") == [.one, .many, .other] && Self.categories(of: "it") == [.one, .many, .other])
        #expect(PluralRules.category(of: 0, language: "pt") == .one && PluralRules.category(of: 0, language: "pt-PT") == .other)
        #expect(Self.categories(of: "ja") == [.other] && Self.categories(of: "zh-Hans") == [.other])
    }

    @Test("dates, times and counts as each new language writes them", arguments: [
        ("de", "Samstag, 3. Mai 2025", "22:30", "4 Nächte", "1 Nacht"),
        ("es", "sábado, 3 de mayo de 2025", "22:30", "4 noches", "1 noche"),
        ("it", "sabato 3 maggio 2025", "22:30", "4 notti", "1 notte"),
        ("pt", "sábado, 3 de maio de 2025", "22:30", "4 noites", "1 noite"),
        ("nl", "zaterdag 3 mei 2025", "22:30", "4 nachten", "1 nacht"),
        ("ja", "2025年5月3日土曜日", "22:30", "4泊", "1泊"),
        ("zh-Hans", "2025年5月3日 星期六", "22:30", "4晚", "1晚"),
    ])
    func local(code: String, long: String, time: String, nights: String, night: String) throws {
        let language = LanguageCatalog.builtIn.language(code)
        #expect(language.long(try #require(CivilDate(year: 2025, month: 5, day: 3))) == long)
        #expect(language.time(try #require(ClockTime(hour: 22, minute: 30))) == time)
        #expect(language.count("count.nights", 4) == nights && language.count("count.nights", 1) == night)
        #expect(language.translation.missingKeys.isEmpty)
        #expect(LanguageCatalog.builtIn.warnings(for: [code]).isEmpty)
    }

    @Test("a region falls back to its language's file: pt-BR and pt-PT read pt.toml, zh, zh-CN and zh-Hans-CN read zh-Hans.toml")
    func regions() {
        #expect(LanguageCatalog.builtIn.language("pt-BR").text("trip.itinerary") == "Itinerário")
        #expect(LanguageCatalog.builtIn.language("pt-PT").text("trip.itinerary") == "Itinerário")
        #expect(LanguageCatalog.builtIn.language("zh-Hans-CN").text("trip.itinerary") == "行程")
        #expect(LanguageCatalog.builtIn.language("de-AT").text("trip.itinerary") == "Reiseplan")
        #expect(LanguageCatalog.builtIn.language("zh").text("trip.itinerary") == "行程")
        #expect(LanguageCatalog.builtIn.language("zh-CN").text("trip.itinerary") == "行程")
        #expect(LanguageCatalog.builtIn.language("zh-TW").text("trip.itinerary") == "Itinerary")
        #expect(LanguageCode.chain("zh-CN") == ["zh", "zh-Hans", "zh-CN"] && LanguageCode.chain("zh-Hant-TW") == ["zh", "zh-Hant", "zh-Hant-TW"])
        #expect(LanguageCode.chain("pt-BR") == ["pt", "pt-BR"])
    }
}
