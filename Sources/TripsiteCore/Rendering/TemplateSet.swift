import Foundation
import Mustache

/// The Mustache templates a site is rendered with: the built-in ones, any of which a user may replace
/// with a file of the same name (`trip.md.mustache`, `index.html.mustache`, …), plus partials of their own.
///
/// Markdown templates start with `{{% CONTENT_TYPE: MARKDOWN}}`: `{{value}}` is then escaped for
/// Markdown instead of HTML. HTML templates start with `{{% CONTENT_TYPE: HTML}}`: the same HTML escaping
/// as Mustache's default, done faster (see `HTMLContentType`). Each template and partial declares its own
/// content type (Mustache starts every partial with its default).
public struct TemplateSet: Sendable {
    /// A template's text and the file it came from (for messages); built-in ones name `Templates/NAME.mustache`.
    public struct Source: Sendable {
        public var text: String
        public var file: String
        public init(text: String, file: String) {
            self.text = text
            self.file = file
        }
    }

    /// The templates the site needs; each must exist after overrides.
    public static let requiredNames = [
        "trip.md", "trip.html", "print.html", "index.html", "not-found.html", "standalone.html", "group.html", "directory.html",
    ]

    public let sources: [String: Source]
    private let library: MustacheLibrary

    /// Parses the built-in templates with `overrides` (by name) on top. Reports every template that does not
    /// parse and every partial that names no template, with the template file's line and column.
    public init(overrides: [String: Source] = [:]) throws(DiagnosticsError) {
        MarkdownContentType.registerOnce()
        HTMLContentType.registerOnce()
        var sources: [String: Source] = [:]
        for (name, text) in EmbeddedResources.templates {
            sources[name] = Source(text: text, file: "Templates/\(name).mustache")
        }
        sources.merge(overrides) { _, override in override }

        var library = MustacheLibrary()
        var problems: [Diagnostic] = []
        for name in sources.keys.sorted() {
            let source = sources[name]!
            do {
                library.register(try MustacheTemplate(string: source.text), named: name)
            } catch let error as MustacheTemplate.ParserError {
                problems.append(Diagnostic(
                    severity: .error, file: source.file,
                    position: SourcePosition(line: error.context.lineNumber, column: error.context.columnNumber),
                    path: "", message: "template syntax error: \(Self.describe(error.error))"))
            } catch {
                problems.append(.fileError(source.file, "template error: \(error)"))
            }
        }
        for name in sources.keys.sorted() {
            problems += Self.missingPartials(in: sources[name]!, known: sources)
        }
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        self.sources = sources
        self.library = library
    }

    /// Renders a template; an unknown name is a programming or configuration error reported as such.
    public func render(_ context: [String: Any], with name: String) throws(DiagnosticsError) -> String {
        guard let output = library.render(context, withTemplate: name) else {
            throw DiagnosticsError.file("Templates/\(name).mustache", "no template named \(name)")
        }
        return output
    }

    /// `{{> name}}` tags whose name is not a template, with their positions. Scans the bytes; the column
    /// (in characters) is worked out only for a tag that is reported.
    static func missingPartials(in source: Source, known: [String: Source]) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let bytes = Array(source.text.utf8)
        var line = 1
        var lineStart = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            } else if byte == UInt8(ascii: "{"), index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "{"),
                      bytes[index + 2] == UInt8(ascii: ">") || bytes[index + 2] == UInt8(ascii: "<") {
                var close = index + 3
                while close + 1 < bytes.count, !(bytes[close] == UInt8(ascii: "}") && bytes[close + 1] == UInt8(ascii: "}")) { close += 1 }
                if close + 1 < bytes.count {
                    let name = String(decoding: bytes[(index + 3)..<close], as: UTF8.self).trimmingCharacters(in: .whitespaces)
                    if !name.isEmpty, !name.hasPrefix("*"), known[name] == nil {
                        let column = String(decoding: bytes[lineStart..<index], as: UTF8.self).count + 1
                        problems.append(Diagnostic(
                            severity: .error, file: source.file, position: SourcePosition(line: line, column: column), path: "",
                            message: "the partial \"\(name)\" names no template (known: \(known.keys.sorted().joined(separator: ", ")))"))
                    }
                }
            }
            index += 1
        }
        return problems
    }

    private static func describe(_ error: any Error) -> String {
        let text = String(describing: error)
        switch text {
        case "unfinishedName": return "a tag is not closed with }}"
        case "expectedSectionEnd": return "a section is not closed ({{/name}} missing)"
        case "sectionCloseNameIncorrect": return "a section is closed with another name than it was opened with"
        case "unmatchedTextToken": return "unexpected text in a tag"
        case "overflow": return "the template ends inside a tag (}} missing)"
        default: return text
        }
    }
}

/// The `MARKDOWN` content type: `{{value}}` is escaped so that data shows literally in Markdown.
struct MarkdownContentType: MustacheContentType {
    func escapeText(_ text: String) -> String { MarkdownEscaping.text(text) }

    private static let registration: Void = {
        MustacheContentTypes.register(MarkdownContentType(), named: "MARKDOWN")
    }()

    static func registerOnce() { _ = registration }
}
