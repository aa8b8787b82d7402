/// Other spellings of a listed country name that people and other country lists use.
///
/// ISO-style names put the qualifier after a comma or in brackets; these forms let the
/// short and the reading-order names match too:
/// - "Korea, Republic of" → "Korea", "Republic of Korea"
/// - "Holy See (Vatican City State)" → "Holy See"
/// - "Congo, The Democratic Republic of the" → "Congo", "The Democratic Republic of the Congo"
/// - "Tanzania, United Republic of Tanzania" → "Tanzania", "United Republic of Tanzania"
///
/// The forms are only compared through `CountryNameKey`, so their spacing does not matter.
enum CountryNameForms {
    /// The alternative spellings of `name`, not including `name` itself.
    static func alternatives(of name: String) -> [String] {
        var forms: [String] = []
        let base = removingBrackets(from: name)
        if base != name {
            forms.append(base)
        }
        if let comma = base.firstIndex(of: ",") {
            let head = base[..<comma]
            let tail = base[base.index(after: comma)...]
            forms.append(String(head))
            forms.append(tail + " " + head)
            // Some lists repeat the name after the qualifier: "Tanzania, United Republic of Tanzania".
            if CountryNameKey.make(tail).hasSuffix(CountryNameKey.make(head)) {
                forms.append(String(tail))
            }
        }
        return forms
    }

    /// `name` without any "(…)" parts: "Cocos (Keeling) Islands" → "Cocos  Islands".
    private static func removingBrackets(from name: String) -> String {
        var result = ""
        var depth = 0
        for character in name {
            switch character {
            case "(": depth += 1
            case ")": depth = max(0, depth - 1)
            default: if depth == 0 { result.append(character) }
            }
        }
        return result
    }
}
