import Foundation
import Mustache

/// The Mustache templates a site is rendered with: the built-in ones, any of which a user may replace
/// with a file of the same name (`trip.md.mustache`, `index.html.mustache`, …), plus partials of their own.
///
/// Markdown templates start with `{{% CONTENT_TYPE: MARKDOWN}}`: `{{value}}` is then escaped for
/// Markdown instead of HTML. HTML templates keep Mustache's HTML escaping.
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

    /// `{{> name}}` tags whose name is not a template, with their positions.
    static func missingPartials(in source: Source, known: [String: Source]) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var line = 1
        let text = source.text
        var index = text.startIndex
        var lineStart = index
        while index < text.endIndex {
            if text[index] == "\n" || text[index] == "\r\n" {
                line += 1
                lineStart = text.index(after: index)
                index = lineStart
                continue
            }
            if text[index...].hasPrefix("{{>") || text[index...].hasPrefix("{{<") {
                let nameStart = text.index(index, offsetBy: 3)
                if let close = text[nameStart...].range(of: "}}") {
                    let name = text[nameStart..<close.lowerBound].trimmingCharacters(in: .whitespaces)
                    if !name.isEmpty, !name.hasPrefix("*"), known[name] == nil {
                        let column = text.distance(from: lineStart, to: index) + 1
                        problems.append(Diagnostic(
                            severity: .error, file: source.file, position: SourcePosition(line: line, column: column), path: "",
                            message: "the partial \"\(name)\" names no template (known: \(known.keys.sorted().joined(separator: ", ")))"))
                    }
                }
            }
            index = text.index(after: index)
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
