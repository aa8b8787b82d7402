import TripsiteResources
import TripsiteModel

/// The languages a site can be written in: the translation files built into tripsite (`Resources/translations/`)
/// and the site's own (`translations/` beside the trips file), which override any of their messages or add a
/// language. A language is put together once, when a page first asks for it.
///
/// The messages of "pt-BR" are English's, then the files of "pt", then those of "pt-BR", each over the last, so a
/// site's file need only hold the messages it changes.
public final class LanguageCatalog: Sendable {
    /// A translation file of the site's: its path as messages name it, and its text.
    public struct SiteFile: Sendable {
        public var path: String
        public var text: String

        public init(path: String, text: String) {
            (self.path, self.text) = (path, text)
        }
    }

    /// The codes of the languages built in, in the order `tripsite templates` lists them.
    public static let builtInCodes = ["en", "fr", "ar", "de", "es", "it", "pt", "nl", "ja", "zh-Hans"].filter { EmbeddedResources.translations[$0] != nil }

    /// The catalog of the built-in files alone.
    public static let builtIn = LanguageCatalog()

    /// English's messages, complete: what every other language falls back to.
    static let english: [String: TranslationMessage] = {
        let text = String(decoding: EmbeddedResources.translations["en"] ?? [], as: UTF8.self)
        return TranslationFile.read(text, file: "en.toml").messages
    }()

    /// Every key tripsite has a message for.
    public static var keys: Set<String> { Set(english.keys) }

    private let siteFiles: [String: [String: TranslationMessage]]
    /// Problems in the site's files: TOML that does not parse, a key tripsite does not have.
    public let fileDiagnostics: [Diagnostic]
    private let languages = LockedCache<String, SiteLanguage>()

    /// - Parameter siteFiles: the site's translation files by language code (their names without `.toml`).
    public init(siteFiles: [String: SiteFile] = [:]) {
        var messages: [String: [String: TranslationMessage]] = [:]
        var diagnostics: [Diagnostic] = []
        let known = Self.keys
        for code in siteFiles.keys.sorted() {
            guard let file = siteFiles[code] else { continue }
            let read = TranslationFile.read(file.text, file: file.path, known: known)
            messages[code.lowercased()] = read.messages
            diagnostics += read.diagnostics
        }
        self.siteFiles = messages
        self.fileDiagnostics = diagnostics
    }

    /// The language of `code`, put together from its files (English's words when there are none).
    public func language(_ code: String) -> SiteLanguage {
        languages.value(for: code) {
            SiteLanguage(code: code, translation: Translation(code: code, messages: ownMessages(code), english: Self.english))
        }
    }

    /// The messages the files of `code` and of its more general codes give, without English's.
    private func ownMessages(_ code: String) -> [String: TranslationMessage] {
        var messages: [String: TranslationMessage] = [:]
        for part in LanguageCode.chain(code) {
            if let builtIn = Self.builtInMessages[part.lowercased()] { messages.merge(builtIn) { $1 } }
            if let own = siteFiles[part.lowercased()] { messages.merge(own) { $1 } }
        }
        return messages
    }

    /// The warnings a site written in these languages gets: a language without any file (its pages use English
    /// words, with its own dates and numbers), and each message a language's files leave out, by key.
    public func warnings(for codes: [String]) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        for code in Set(codes).sorted() {
            let language = language(code)
            if language.translation.missingKeys.count == Self.english.count, LanguageCode.language(code) != "en" {
                warnings.append(Diagnostic(
                    severity: .warning, file: "translations/\(code).toml", position: nil, path: "",
                    message: "there is no translation for \(code): pages use English words, with \(code)'s dates and numbers; start one from Resources/translations/en.toml (docs/languages.md)"))
                continue
            }
            for key in language.translation.missingKeys {
                warnings.append(Diagnostic(
                    severity: .warning, file: "translations/\(code).toml", position: nil, path: key,
                    message: "no \(code) message for \(key); the English one is used"))
            }
        }
        return warnings
    }

    /// The built-in files' messages by lower-case code.
    private static let builtInMessages: [String: [String: TranslationMessage]] = {
        var messages: [String: [String: TranslationMessage]] = [:]
        for (code, bytes) in EmbeddedResources.translations {
            messages[code.lowercased()] = TranslationFile.read(String(decoding: bytes, as: UTF8.self), file: "\(code).toml").messages
        }
        return messages
    }()
}
