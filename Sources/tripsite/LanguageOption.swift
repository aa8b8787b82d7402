import ArgumentParser
import TripsiteModel

/// A `--language` value: a BCP 47 code that `InputLanguage` knows ("fr", "pt-BR", "zh-Hans"), kept as written.
struct LanguageOption: ExpressibleByArgument {
    let code: String

    init?(argument: String) {
        guard InputLanguage.named(argument) != nil else { return nil }
        code = argument
    }

    static var defaultCompletionKind: CompletionKind { .list(["ar", "de", "en", "en-US", "es", "fr", "it", "ja", "nl", "pt", "zh-Hans"]) }
}
