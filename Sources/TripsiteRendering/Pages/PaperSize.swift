/// The sheet a printout is laid out for: ISO A4 (210 × 297 mm), or US Letter (8.5 × 11 in) where that is the
/// paper in the shops.
public enum PaperSize: String, Sendable, CaseIterable {
    case a4, letter

    /// The countries (ISO 3166-1 alpha-2) whose printers are loaded with Letter: the United States, Canada and
    /// Mexico. Everywhere else prints on A4.
    public static let letterCountries: Set<String> = ["US", "CA", "MX"]

    /// The paper of a trip to the country with this code: Letter for the United States, Canada and Mexico, A4
    /// elsewhere and when the country is not known.
    public static func usual(forCountry code: String?) -> PaperSize {
        guard let code else { return .a4 }
        return letterCountries.contains(code.uppercased()) ? .letter : .a4
    }

    /// The value of the CSS `size` descriptor of `@page`.
    public var cssSize: String {
        switch self {
        case .a4: "A4"
        case .letter: "letter"
        }
    }
}
