/// A country as listed in countries.json.
public struct Country: Sendable, Hashable {
    /// The display name, e.g. "United Arab Emirates".
    public var name: String
    /// The flag emoji, e.g. "🇦🇪"; empty when the list gives none.
    public var flag: String
    /// The ISO 3166-1 alpha-2 code in capitals, e.g. "AE".
    public var code: String
    /// The international calling code with its "+", e.g. "+971"; empty when there is none.
    public var dialCode: String

    public init(name: String, flag: String, code: String, dialCode: String) {
        self.name = name
        self.flag = flag
        self.code = code
        self.dialCode = dialCode
    }
}
