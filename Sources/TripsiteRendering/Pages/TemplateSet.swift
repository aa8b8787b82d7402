import Foundation
import TripsiteJSON
import TripsiteModel
import TripsiteResources

/// The Mustache templates a site is rendered with: the built-in ones, any of which a user may replace
/// with a file of the same name (`trip.md.mustache`, `index.html.mustache`, …), plus partials of their own.
///
/// Markdown templates start with `{{% CONTENT_TYPE: MARKDOWN}}`: `{{value}}` is then escaped for
/// Markdown instead of HTML. HTML templates start with `{{% CONTENT_TYPE: HTML}}`, which is also the
/// default. Each template and partial starts with HTML escaping, as in Mustache, so a Markdown partial
/// declares its own content type. Templates are parsed by `TemplateParser` and rendered by `TemplateRenderer`.
public struct TemplateSet: Sendable {
    /// A template's text and the file it came from (for messages); built-in ones name `Templates/NAME.mustache`.
    public struct Source: Sendable, Equatable {
        public var text: String
        public var file: String
        public init(text: String, file: String) {
            self.text = text
            self.file = file
        }
    }

    /// The largest template file read: 1 MiB, a hundred times the largest built-in template. Past it the build
    /// stops with an error naming the file, as each page parses and renders it. Documented in docs/templates.md.
    public static let maximumFileSize = 1 << 20

    /// Bytes the pages one template set renders may add up to: 8 GiB, far more than any site's pages. Past it the
    /// build stops with an error, so that no templates can fill the disk a page at a time. Documented in
    /// docs/templates.md, with the limits of one page (`TemplateRenderer`).
    public static let maximumBuildBytes = 8 << 30

    /// The limit of a build of `trips` trips: `maximumBuildBytes`, or 1 MiB a trip for a site of more than 8,192
    /// trips (10,000 benchmark trips write 0.9 GB of pages; 100,000, 9 GB), so that the limit stops templates that
    /// run away, never a large site.
    public static func buildByteLimit(trips: Int) -> Int {
        max(maximumBuildBytes, trips << 20)
    }

    public let sources: [String: Source]
    private let compiled: [String: CompiledTemplate]
    /// What is wrong but does not stop a build: fields no context gives (`TemplateFieldCheck`), files of
    /// the templates folder that are not used (`TemplateFolderCheck`) and scripts a trip page's template should not
    /// load (`TemplateScriptCheck`).
    public let warnings: [Diagnostic]
    /// The names of the templates that are rendered or included: the page templates and their partials.
    public let used: Set<String>
    /// What the pages rendered with this set add up to, against `buildByteLimit`.
    private let rendered = RenderedBytes()
    /// `maximumBuildBytes`, or less in a test.
    package var buildByteLimit = Self.maximumBuildBytes

    /// Parses the built-in templates with `overrides` (by name) on top. Reports every template that does not
    /// parse and every partial that names no template, with the template file's line and column; a field no
    /// context gives as `unknownFields` says (a warning, or an error for `check --strict`); and each of
    /// `otherFiles` (the templates folder's files that are not `.mustache`, by name inside it, with the path
    /// to show) and each override that is not used.
    public init(
        overrides: [String: Source] = [:], otherFiles: [String: String] = [:], unknownFields: Diagnostic.Severity = .warning
    ) throws(DiagnosticsError) {
        let sources = Self.sources(overrides: overrides)

        var compiled: [String: CompiledTemplate] = [:]
        var problems: [Diagnostic] = []
        for name in sources.keys.sorted() {
            let source = sources[name]!
            do throws(TemplateSyntaxError) {
                compiled[name] = try TemplateParser.parse(source.text)
            } catch {
                problems.append(Diagnostic(
                    severity: .error, file: source.file, position: SourcePosition(line: error.line, column: error.column),
                    path: "", message: "template syntax error: \(error.message)"))
            }
        }
        // Only a template that did not parse, or names a partial that is not a template, is read again to find
        // where its tags are.
        for name in sources.keys.sorted() where !(compiled[name].map { $0.partialNames.allSatisfy { sources[$0] != nil } } ?? false) {
            problems += Self.missingPartials(in: sources[name]!, known: sources)
        }
        let contexts = BuiltInTemplate.contexts
        let scopes = TemplateFieldCheck.scopes(of: compiled, contexts: contexts)
        problems += TemplateFieldCheck.unknownFields(
            sources: sources, compiled: compiled, scopes: scopes, contexts: contexts, severity: unknownFields)
        problems += TemplateFolderCheck.warnings(overrides: overrides, otherFiles: otherFiles, used: Set(scopes.keys))
        problems += TemplateScriptCheck.warnings(overrides: overrides, scopes: scopes)
        if problems.contains(where: { $0.severity == .error }) { throw DiagnosticsError(problems) }
        self.sources = sources
        self.compiled = compiled
        self.warnings = problems
        self.used = Set(scopes.keys)
    }

    /// The built-in templates' sources with `overrides` (by name) in their place or beside them.
    package static func sources(overrides: [String: Source]) -> [String: Source] {
        var sources: [String: Source] = [:]
        for (name, text) in EmbeddedResources.templates {
            sources[name] = Source(text: text, file: "Templates/\(name).mustache")
        }
        sources.merge(overrides) { _, override in override }
        return sources
    }

    /// Renders a template with a page's context; an unknown name is a programming or configuration error
    /// reported as such.
    public func render(_ context: TemplateFields, with name: String) throws(DiagnosticsError) -> String {
        try render(.object(context), with: name)
    }

    /// Renders a template with any value as its context.
    public func render(_ context: TemplateValue, with name: String) throws(DiagnosticsError) -> String {
        String(decoding: try renderBytes(context, with: name), as: UTF8.self)
    }

    /// Renders a template into UTF-8 bytes, for a page written straight to a file.
    public func renderBytes(_ context: TemplateFields, with name: String) throws(DiagnosticsError) -> [UInt8] {
        try renderBytes(.object(context), with: name)
    }

    /// `renderBytes(_:with:)` with any value as its context.
    public func renderBytes(_ context: TemplateValue, with name: String) throws(DiagnosticsError) -> [UInt8] {
        guard let template = compiled[name] else {
            throw DiagnosticsError.file("Templates/\(name).mustache", "no template named \(name)")
        }
        // Pages are tens of kilobytes: room for that from the start saves growing the text several times.
        var renderer = TemplateRenderer(templates: compiled, capacity: 32 << 10)
        renderer.render(template, named: name, with: context)
        if let problem = renderer.problem {
            throw DiagnosticsError([stopped(problem, at: renderer.stop ?? RenderStop(chain: [name], template: name, offset: 0))])
        }
        guard rendered.add(renderer.bytes.count, limit: buildByteLimit) else {
            throw DiagnosticsError.file(
                file(of: name), "template error: the site's pages grow past \(TextFormat.grouped(buildByteLimit)) bytes with this page")
        }
        return renderer.bytes
    }

    /// A rendering that stopped, at the line and column of the tag where it did, with the templates that led there:
    /// `Templates/a.md.mustache:3:5: error: template error: the page grows past 64 MiB (trip.md → a → b)`.
    private func stopped(_ problem: String, at stop: RenderStop) -> Diagnostic {
        let template = stop.template
        let position = sources[template].map { SourcePosition(ofByte: stop.offset, in: Array($0.text.utf8)) }
        // A chain of a partial including itself is as long as the nesting allows: its ends say enough.
        let names = stop.chain.count <= 8 ? stop.chain : Array(stop.chain.prefix(3)) + ["…"] + Array(stop.chain.suffix(3))
        return Diagnostic(
            severity: .error, file: file(of: template), position: position, path: "",
            message: "template error: \(problem) (\(names.joined(separator: " → ")))")
    }

    /// The file a template came from, as messages name it.
    private func file(of name: String) -> String {
        sources[name]?.file ?? "Templates/\(name).mustache"
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
                    let name = String(decoding: bytes[(index + 3)..<close], as: UTF8.self).trimmingBlanks
                    if !name.isEmpty, !name.hasPrefix("*"), known[name] == nil {
                        let column = String(decoding: bytes[lineStart..<index], as: UTF8.self).unicodeScalars.count + 1
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
}
