/// The plural categories of Unicode CLDR ("zero", "one", "two", "few", "many", "other") and which one a whole
/// number takes in a language: "1 nuit", "2 nuits"; Arabic's six forms; one form in Japanese and Chinese.
///
/// Foundation on Linux has no public API for CLDR plural rules (Apple's platforms read them from `.stringsdict`
/// files through `String(localized:)`, which swift-corelibs-foundation does not implement), so the rules of the
/// languages tripsite ships are written here from CLDR's `plurals.xml` (CLDR 45), for whole numbers only: pages
/// count nights, trips and reviews, never fractions.
public enum PluralCategory: String, Sendable, CaseIterable {
    case zero, one, two, few, many, other
}

enum PluralRules {
    /// The rule of a language, by its BCP 47 code's language subtag; languages not listed take English's
    /// ("one" for 1, "other" for the rest).
    static func category(of number: Int, language code: String) -> PluralCategory {
        category(of: number, rule: rule(for: code))
    }

    /// `category(of:language:)` by the language's rule (`rule(for:)`), worked out once for a language rather than
    /// from its code for every number.
    static func category(of number: Int, rule: Rule) -> PluralCategory {
        let n = number.magnitude
        switch rule {
        case .oneForOne:
            return n == 1 ? .one : .other
        case .oneForZeroAndOne:
            return n <= 1 ? .one : millions(n)
        case .oneForOneManyForMillions:
            return n == 1 ? .one : millions(n)
        case .arabic:
            switch n {
            case 0: return .zero
            case 1: return .one
            case 2: return .two
            default:
                let hundreds = n % 100
                if (3...10).contains(hundreds) { return .few }
                if (11...99).contains(hundreds) { return .many }
                return .other
            }
        case .hebrew:
            return n == 1 ? .one : n == 2 ? .two : .other
        case .none:
            return .other
        }
    }

    /// The shapes of the rules the shipped languages follow.
    enum Rule: Sendable {
        /// English, German, Dutch: "one" for 1.
        case oneForOne
        /// French and Brazilian Portuguese: "one" for 0 and 1, "many" for whole millions ("1 000 000 de nuits").
        case oneForZeroAndOne
        /// Spanish, Italian and European Portuguese: "one" for 1, "many" for whole millions.
        case oneForOneManyForMillions
        /// Arabic: zero, one, two, few (3–10), many (11–99), other, by the last two digits.
        case arabic
        /// Hebrew: one, two, other.
        case hebrew
        /// Japanese and Chinese: one form for every number.
        case none
    }

    /// The rule of the language whose BCP 47 code is `code`.
    static func rule(for code: String) -> Rule {
        let lowered = code.lowercased()
        let language = lowered.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? lowered
        switch language {
        case "fr": return .oneForZeroAndOne
        case "pt": return lowered == "pt-pt" ? .oneForOneManyForMillions : .oneForZeroAndOne
        case "es", "it", "ca": return .oneForOneManyForMillions
        case "ar": return .arabic
        case "he", "iw": return .hebrew
        case "ja", "zh", "ko", "th", "vi", "id", "ms": return .none
        default: return .oneForOne
        }
    }

    /// "many" for a whole, non-zero number of millions, else "other" (the rule French, Spanish, Italian and
    /// Portuguese share beyond "one").
    private static func millions(_ n: UInt) -> PluralCategory {
        n != 0 && n % 1_000_000 == 0 ? .many : .other
    }
}
