import TripsiteJSON
import TripsiteModel

/// Reads a countries.json: an array of `{"name", "flag", "code", "dial_code"}` objects.
public enum CountriesDecoder {
    public static func decode(_ document: JSONDocument, fileName: String) -> (countries: [Country], log: DiagnosticLog) {
        let context = DecodingContext(document: document, fileName: fileName, localFile: { _ in .missing })
        guard case .array(let elements) = document.root.kind else {
            context.error("expected an array of countries, found \(document.root.foundDescription)", path: "", at: document.root.offset)
            return ([], context.log)
        }
        var countries: [Country] = []
        countries.reserveCapacity(elements.count)
        for (index, node) in elements.enumerated() {
            let path = JSONPath.index("countries", index)
            guard let fields = ObjectReader(node, path: path, what: "a country", context: context) else { continue }
            let name = fields.string("name", required: true)
            let code = fields.string("code", required: true)
            if let code, code.utf8.count != 2 || !code.utf8.allSatisfy(ValueText.isLetter) {
                fields.fail("code", expected: "a two-letter ISO country code such as FR", found: fields.member("code")!.value)
                continue
            }
            guard let name, let code else { continue }
            countries.append(Country(
                name: name, flag: fields.string("flag") ?? "", code: code.uppercased(),
                dialCode: fields.string("dial_code") ?? ""))
        }
        return (countries, context.log)
    }
}
