import TripsiteModel

/// Scripts a trip page's template in a templates folder loads that a trip page should not: the listing pages'
/// `assets/browse.js`, which does nothing there (a `trip.html` copied before trip pages had a script of their own,
/// `assets/trip.js`), and the street map's script and stylesheet, which `trip.js` loads when the reader opens the
/// map. Each is a warning at the name's line and column, saying what to load instead.
enum TemplateScriptCheck {
    /// What a trip page's template should not name, and why.
    static let misplaced: [(name: String, reason: String)] = [
        ("assets/browse.js", "is the listing pages' script and does nothing on a trip page: load assets/trip.js instead, "
            + "as the built-in trip.html does, for the sorting of the trip's lists, the marks of the strip of days and the street map"),
        ("assets/street-map.js", "is loaded by assets/trip.js when the reader opens the street map: named here, it loads with every trip page"),
        ("assets/street-map.css", "is loaded with the street map's script when the reader opens the street map: named here, it loads with every trip page"),
    ]

    /// - Parameters:
    ///   - overrides: the folder's `.mustache` files, by template name.
    ///   - scopes: the rendered templates and what includes each (`TemplateFieldCheck.scopes`).
    static func warnings(overrides: [String: TemplateSet.Source], scopes: [String: TemplateFieldCheck.Scope]) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for name in overrides.keys.sorted() where name == "trip.html" || scopes[name]?.includedBy == ["trip.html"] {
            let source = overrides[name]!
            let bytes = Array(source.text.utf8)
            let found = misplaced.flatMap { script, reason in
                offsets(of: Array(script.utf8), in: bytes).map { (offset: $0, message: "\"\(script)\" \(reason)") }
            }
            for (offset, message) in found.sorted(by: { $0.offset < $1.offset }) {
                problems.append(Diagnostic(
                    severity: .warning, file: source.file, position: TemplateParser.position(of: offset, in: bytes), path: "", message: message))
            }
        }
        return problems
    }

    /// Where `needle` starts in `bytes`, each time.
    static func offsets(of needle: [UInt8], in bytes: [UInt8]) -> [Int] {
        guard !needle.isEmpty, bytes.count >= needle.count else { return [] }
        return (0...(bytes.count - needle.count)).filter { start in bytes[start..<(start + needle.count)].elementsEqual(needle) }
    }
}
