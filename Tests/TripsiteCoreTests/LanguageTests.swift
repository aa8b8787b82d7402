import Foundation
import Testing
import TripsiteTestSupport
@testable import TripsiteModel
@testable import TripsiteRendering
import TripsiteResources

/// Translation files, plural rules and the local formatting of dates, times, numbers and money.
@Suite("languages")
struct LanguageTests {
    @Test("every built-in translation file parses and has every English key, and no key English lacks")
    func complete() {
        let english = Set(LanguageCatalog.english.keys)
        #expect(english.count > 150)
        for code in LanguageCatalog.builtInCodes {
            let text = String(decoding: EmbeddedResources.translations[code] ?? [], as: UTF8.self)
            let read = TranslationFile.read(text, file: "\(code).toml", known: english)
            #expect(read.diagnostics.isEmpty, "\(code): \(read.diagnostics.map(\.formatted))")
            #expect(Set(read.messages.keys) == english, "\(code): missing \(english.subtracting(read.messages.keys).sorted())")
        }
    }

    @Test("plural categories follow CLDR: French 0 and 1 singular, Arabic's six forms, none in Japanese")
    func plurals() {
        #expect([0, 1, 2].map { PluralRules.category(of: $0, language: "en") } == [.other, .one, .other])
        #expect([0, 1, 2, 1_000_000].map { PluralRules.category(of: $0, language: "fr") } == [.one, .one, .other, .many])
        #expect([0, 1, 2, 3, 10, 11, 99, 100, 102, 103, 111].map { PluralRules.category(of: $0, language: "ar") }
            == [.zero, .one, .two, .few, .few, .many, .many, .other, .other, .few, .many])
        #expect(PluralRules.category(of: 1, language: "ja") == .other)
        #expect(PluralRules.category(of: 1, language: "pt-BR") == .one && PluralRules.category(of: 0, language: "pt-BR") == .one)
        let french = LanguageCatalog.builtIn.language("fr")
        #expect(french.count("count.nights", 1) == "1 nuit" && french.count("count.nights", 2) == "2 nuits")
        let arabic = LanguageCatalog.builtIn.language("ar")
        #expect(arabic.count("count.nights", 2) == "ليلتان" && arabic.count("count.nights", 5) == "5 ليالٍ" && arabic.count("count.nights", 11) == "11 ليلة")
    }

    @Test("dates, times, numbers and money are written the language's way through Foundation")
    func formats() throws {
        let date = try #require(CivilDate(year: 2025, month: 5, day: 3))
        let french = LanguageCatalog.builtIn.language("fr")
        #expect(french.long(date) == "samedi 3 mai 2025")
        #expect(french.time(try #require(ClockTime(hour: 22, minute: 30))) == "22:30")
        #expect(french.money(Money(amount: try #require(ExactAmount(digits: "350000", fractionCount: 2)), currency: "EUR")) == "3\u{202F}500,00\u{A0}€")
        #expect(french.number(1234567) == "1\u{202F}234\u{202F}567")
        let american = LanguageCatalog.builtIn.language("en-US")
        #expect(american.long(date) == "Saturday 3 May 2025")
        let japanese = LanguageCatalog.builtIn.language("ja")
        #expect(japanese.money(Money(amount: try #require(ExactAmount(digits: "217480", fractionCount: 0)), currency: "JPY")) == "¥217,480")
        let arabic = LanguageCatalog.builtIn.language("ar")
        #expect(arabic.time(try #require(ClockTime(hour: 22, minute: 30))) == "10:30 م")
        #expect(arabic.isRightToLeft && !french.isRightToLeft)
        #expect(french.countryName(Country(name: "Japan", flag: "", code: "JP", dialCode: "")) == "Japon")
    }

    @Test("English through Foundation writes exactly what the built-in English renderings write")
    func englishAgrees() throws {
        let builtIn = LanguageCatalog.builtIn.language("en")
        let foundation = LanguageCatalog.builtIn.language("en-GB")
        var date = try #require(CivilDate(year: 2024, month: 12, day: 25))
        for _ in 0..<40 {
            #expect(builtIn.long(date) == foundation.long(date))
            #expect(builtIn.medium(date) == foundation.medium(date))
            #expect(builtIn.shortWithWeekday(date) == foundation.shortWithWeekday(date))
            #expect(builtIn.longDateRange(date, date.adding(days: 9)) == foundation.longDateRange(date, date.adding(days: 9)))
            date = date.adding(days: 23)
        }
        #expect(builtIn.time(try #require(ClockTime(hour: 7, minute: 5))) == foundation.time(try #require(ClockTime(hour: 7, minute: 5))))
        #expect(builtIn.number(8567) == foundation.number(8567))
    }

    @Test("a site's file overrides messages; a key tripsite lacks is warned of; a missing message falls back to English by key")
    func siteFiles() {
        let catalog = LanguageCatalog(siteFiles: [
            "fr": .init(path: "translations/fr.toml", text: "[trip]\nitinerary = \"Programme\"\ntypo = \"x\"\n"),
            "sv": .init(path: "translations/sv.toml", text: "[trip]\nitinerary = \"Resplan\"\n"),
        ])
        #expect(catalog.language("fr").text("trip.itinerary") == "Programme")
        #expect(catalog.language("fr").text("trip.flights") == "Vols")
        #expect(catalog.fileDiagnostics.map(\.formatted) == ["translations/fr.toml:3:1: warning: trip.typo: tripsite has no message trip.typo, so it is not used"])
        let swedish = catalog.language("sv")
        #expect(swedish.text("trip.itinerary") == "Resplan" && swedish.text("trip.flights") == "Flights")
        let warnings = catalog.warnings(for: ["sv"]).map(\.formatted)
        #expect(warnings.contains("translations/sv.toml: warning: trip.flights: no sv message for trip.flights; the English one is used"))
        #expect(LanguageCatalog.builtIn.warnings(for: ["fr", "en"]).isEmpty)
    }

    @Test("no sentence a reader sees is written in the Swift sources of the pages: the words are in the translation files")
    func noEnglishInSwift() throws {
        // Every built-in message of more than one word, as English writes it without its placeholders.
        let phrases = LanguageCatalog.english.filter { !$0.key.hasPrefix("formats.") }.values.flatMap { message -> [String] in
            switch message {
            case .text(let text): [text]
            case .plural(let forms): Array(forms.values)
            }
        }.flatMap { $0.components(separatedBy: CharacterSet(charactersIn: "{}")).enumerated().filter { $0.offset % 2 == 0 }.map(\.element) }
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: ".,:;()–·"))) }
        // And every one-word message that starts with a capital ("Hotel"), found only as a whole string literal.
        let words = Set(phrases.filter { $0.split(separator: " ").count == 1 && $0.first?.isUppercase == true })
        let sentences = phrases.filter { $0.split(separator: " ").count >= 2 }
        #expect(sentences.count > 100 && words.count > 10)
        let folders = ["Sources/TripsiteRendering", "Sources/TripsitePlanning", "Sources/TripsiteMaps", "Sources/TripsiteResources"]
        var found: [String] = []
        for folder in folders {
            let url = Repository.file(folder)
            guard let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { continue }
            for case let file as URL in enumerator where file.pathExtension == "swift" {
                // String literals only: comments may quote what a page says.
                let code = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
                    .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
                for phrase in sentences where code.contains("\"" + phrase) || code.contains(phrase + "\"") {
                    found.append("\(file.lastPathComponent): \(phrase)")
                }
                // A schema.org type ("@type", "Place") is a name for machines, not words for readers.
                let lines = code.split(separator: "\n").filter { !$0.contains("\"@type\"") }
                for word in words where lines.contains(where: { $0.contains("\"" + word + "\"") }) {
                    found.append("\(file.lastPathComponent): \(word)")
                }
            }
        }
        #expect(found.isEmpty, "\(found.sorted())")
    }
}
