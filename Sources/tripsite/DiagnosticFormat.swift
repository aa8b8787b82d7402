import ArgumentParser
import Foundation
import TripsiteModel

/// How `tripsite check` prints diagnostics: for people, for programs, or as GitHub Actions annotations.
enum DiagnosticFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
    case github

    /// The diagnostics in this format, ready to print, then the unused fields (`check --ignored`), if any.
    func render(_ diagnostics: [Diagnostic], unused: [UnusedField] = []) -> String {
        switch self {
        case .text:
            return diagnostics.map { $0.formatted + "\n" }.joined() + unused.map { $0.formatted + "\n" }.joined()
        case .json:
            return jsonArray(diagnostics, unused: unused) + "\n"
        case .github:
            return diagnostics.map(annotation).joined() + unused.map(annotation).joined()
        }
    }

    private func jsonArray(_ diagnostics: [Diagnostic], unused: [UnusedField]) -> String {
        // Foundation prints an empty array over three lines.
        guard !diagnostics.isEmpty || !unused.isEmpty else { return "[]" }
        let problems = diagnostics.map { diagnostic -> [String: Any] in
            var object: [String: Any] = [
                "file": diagnostic.file, "severity": diagnostic.severity.rawValue,
                "path": diagnostic.path, "message": diagnostic.message,
            ]
            object["line"] = diagnostic.position?.line ?? NSNull()
            object["column"] = diagnostic.position?.column ?? NSNull()
            return object
        }
        let fields = unused.map { field -> [String: Any] in
            var object: [String: Any] = [
                "file": field.file, "severity": "ignored", "path": field.pattern, "firstPath": field.path,
                "message": field.message, "count": field.count,
            ]
            object["line"] = field.position?.line ?? NSNull()
            object["column"] = field.position?.column ?? NSNull()
            object["suggestion"] = field.suggestion ?? NSNull()
            return object
        }
        let objects = problems + fields
        let data = (try? JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// `::error file=trips.json,line=12,col=5,title=…::message` (`::warning`, `::notice` for a note), escaped as the
    /// Actions runner expects.
    private func annotation(_ diagnostic: Diagnostic) -> String {
        var properties = ["file=\(escapeProperty(diagnostic.file))"]
        if let position = diagnostic.position {
            properties += ["line=\(position.line)", "col=\(position.column)"]
        }
        if !diagnostic.path.isEmpty { properties.append("title=\(escapeProperty(diagnostic.path))") }
        // GitHub calls a note a "notice".
        let command = diagnostic.severity == .note ? "notice" : diagnostic.severity.rawValue
        return "::\(command) \(properties.joined(separator: ","))::\(escapeData(diagnostic.message))\n"
    }

    /// `::notice file=trips.json,line=14,col=9,title=trips[].meal::not used (in 12 places)`.
    private func annotation(_ field: UnusedField) -> String {
        var properties = ["file=\(escapeProperty(field.file))"]
        if let position = field.position {
            properties += ["line=\(position.line)", "col=\(position.column)"]
        }
        properties.append("title=\(escapeProperty(field.pattern))")
        return "::notice \(properties.joined(separator: ","))::\(escapeData(field.message))\n"
    }

    private func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    private func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
