/// BCP 47 language codes as the `language` setting takes them: "fr", "pt-BR", "zh-Hans".
public enum LanguageCode {
    /// What a code looks like, for messages.
    public static let expected = "a BCP 47 language code such as en, fr, pt-BR or zh-Hans"

    /// Whether `code` has the shape of a BCP 47 tag: a language of 2 or 3 letters, then subtags of 1 to 8
    /// letters or digits, separated by hyphens.
    public static func isValid(_ code: String) -> Bool {
        let parts = code.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return parts.dropFirst().allSatisfy { part in
            (1...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }

    /// The codes whose files make up `code`'s messages, most general first: "pt-BR" → ["pt", "pt-BR"].
    /// Chinese without a script takes the one its region writes (CLDR's likely subtags): "zh" and "zh-CN" →
    /// [..., "zh-Hans", ...], "zh-TW" → ["zh", "zh-Hant", "zh-TW"].
    package static func chain(_ code: String) -> [String] {
        let parts = code.split(separator: "-").map(String.init)
        let chain = parts.indices.map { parts[...$0].joined(separator: "-") }
        guard parts.first?.lowercased() == "zh", parts.count < 2 || parts[1].count != 4 else { return chain }
        let region = parts.count > 1 ? parts[1].uppercased() : ""
        let script = ["TW", "HK", "MO"].contains(region) ? "Hant" : "Hans"
        return [chain[0], parts[0] + "-" + script] + chain.dropFirst()
    }

    /// The language subtag, lower-cased: "pt-BR" → "pt".
    package static func language(_ code: String) -> String {
        (code.split(separator: "-").first.map(String.init) ?? code).lowercased()
    }

    /// Languages written right to left (their scripts are Arabic, Hebrew, Thaana, N'Ko or Syriac).
    package static let rightToLeft: Set<String> = ["ar", "he", "iw", "fa", "ur", "ps", "sd", "ug", "yi", "dv", "ckb", "ku-arab", "syr", "nqo"]

    package static func isRightToLeft(_ code: String) -> Bool {
        let lowered = code.lowercased()
        if lowered.contains("-arab") || lowered.contains("-hebr") { return true }
        if lowered.contains("-latn") || lowered.contains("-cyrl") { return false }
        return rightToLeft.contains(language(code))
    }
}
