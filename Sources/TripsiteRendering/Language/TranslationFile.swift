import TOMLKit
import TripsiteJSON
import TripsiteModel

/// Reads a translation file: TOML in the shape Hugo's translators know, a table per part of the site, a string
/// per message, and a table of plural forms (`one`, `other`, and `zero`, `two`, `few`, `many` where the language
/// has them) for a message that counts:
///
/// ```toml
/// [trip]
/// itinerary = "Itinéraire"
///
/// [count.nights]
/// one = "{count} nuit"
/// other = "{count} nuits"
/// ```
///
/// The keys are the tables' names and the message's, joined by dots (`trip.itinerary`, `count.nights`).
public enum TranslationFile {
    /// The messages of `text`, and the problems found: TOML that does not parse, a value that is not a string,
    /// and, when `known` is given, keys English does not have (a misspelt key would otherwise be silently unused).
    public static func read(_ text: String, file: String, known: Set<String>? = nil) -> (messages: [String: TranslationMessage], diagnostics: [Diagnostic]) {
        let root: TOMLTable
        do {
            root = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            let position = SourcePosition(line: max(1, error.source.begin.line), column: max(1, error.source.begin.column))
            return ([:], [Diagnostic(severity: .error, file: file, position: position, path: "", message: error.description)])
        } catch {
            return ([:], [.fileError(file, "is not valid TOML: \(error)")])
        }
        var messages: [String: TranslationMessage] = [:]
        var diagnostics: [Diagnostic] = []
        func problem(_ key: String, _ message: String) {
            diagnostics.append(Diagnostic(severity: .warning, file: file, position: position(of: key, in: text), path: key, message: message))
        }
        func read(_ table: TOMLTable, prefix: String) {
            for name in table.keys.sorted() {
                guard let value = table[name] else { continue }
                let key = prefix.isEmpty ? name : prefix + "." + name
                if let string = value.string {
                    messages[key] = .text(string)
                } else if let inner = value.table {
                    if let forms = pluralForms(inner) {
                        messages[key] = .plural(forms)
                    } else {
                        read(inner, prefix: key)
                    }
                } else {
                    problem(key, "expected a string or a table of plural forms (one = \"…\", other = \"…\")")
                }
            }
        }
        read(root, prefix: "")
        if let known {
            for key in messages.keys.sorted() where !known.contains(key) {
                let near = KeySuggestion.nearest(key, among: known.sorted()).map { "; did you mean \($0)?" } ?? ""
                problem(key, "tripsite has no message \(key), so it is not used\(near)")
            }
        }
        return (messages, diagnostics)
    }

    /// The forms of a table of plural forms: every key a CLDR category, `other` among them.
    private static func pluralForms(_ table: TOMLTable) -> [PluralCategory: String]? {
        var forms: [PluralCategory: String] = [:]
        for name in table.keys {
            guard let category = PluralCategory(rawValue: name), let text = table[name]?.string else { return nil }
            forms[category] = text
        }
        return forms[.other] == nil ? nil : forms
    }

    /// The line and column of a key's last part in the file, found by its name at the start of a line.
    static func position(of key: String, in text: String) -> SourcePosition? {
        let name = key.split(separator: ".").last.map(String.init) ?? key
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix(name), trimmed.dropFirst(name.count).first.map({ $0 == " " || $0 == "=" }) ?? false {
                return SourcePosition(line: index + 1, column: line.count - trimmed.count + 1)
            }
        }
        return nil
    }
}
