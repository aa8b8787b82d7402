import TripsiteModel

/// A parsed template: what `TemplateParser` makes of a template's text, and what `TemplateRenderer` runs.
public struct CompiledTemplate: Sendable {
    /// The template's parts in order.
    var nodes: [TemplateNode]
    /// The names of its variables and sections, in order, each with where it stands in the text (for the
    /// messages of `TemplateFieldCheck`; rendering does not read them).
    var fieldTags: [FieldTag] = []

    /// The names of the partials it includes, in its sections too.
    var partialNames: [String] { Self.partialNames(in: nodes) }

    private static func partialNames(in nodes: [TemplateNode]) -> [String] {
        nodes.flatMap { node -> [String] in
            switch node {
            case .partial(let name, _, _): [name]
            case .section(_, let children, _, _): partialNames(in: children)
            case .text, .variable, .contentType: []
            }
        }
    }
}

/// A variable's or a section's name in a template's text, and the UTF-8 offset of its first byte.
struct FieldTag: Sendable {
    var name: TemplateName
    var offset: Int
}

/// One part of a template. `indirect`: the renderer copies each node it walks, and a node copied as one reference
/// costs a fraction of one whose parts are each retained (docs/performance.md, "Why the code is as it is").
indirect enum TemplateNode: Sendable {
    /// Text copied to the output as it is, as UTF-8 (the parser ends a text at each line break).
    case text([UInt8])
    /// `{{name}}` (escaped for the content type in force) or `{{{name}}}` / `{{& name}}` (as it is).
    case variable(TemplateName, escaped: Bool)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when inverted; `offset` is where its opening tag starts
    /// in the template's UTF-8 (for the renderer's messages).
    case section(TemplateName, [TemplateNode], inverted: Bool, offset: Int)
    /// `{{> name}}`; a partial alone on its line is indented like its tag. `offset` is where the tag starts.
    case partial(String, indentation: String?, offset: Int)
    /// `{{% CONTENT_TYPE: NAME}}`: how the following values of this template are escaped.
    case contentType(TemplateEscaping)
}

/// A name in a tag: `.` (the current value), `title`, or dotted, `site.title` (the first part is looked up
/// through the enclosing sections, the rest inside it). A leading dot (`.title`) looks in the current value only.
struct TemplateName: Sendable, Equatable {
    let parts: [String]
    let currentOnly: Bool

    init(_ text: String) {
        self.init(utf8: ArraySlice(text.utf8))
    }

    /// From a name's UTF-8 bytes, split at its dots.
    init(utf8 bytes: ArraySlice<UInt8>) {
        currentOnly = bytes.first == UInt8(ascii: ".")
        parts = bytes.split(separator: UInt8(ascii: ".")).map { String(decoding: $0, as: UTF8.self) }
    }
}

/// How `{{name}}` escapes a value: for HTML (the default, as in Mustache), for Markdown, or not at all.
public enum TemplateEscaping: String, Sendable, CaseIterable {
    case html = "HTML"
    case markdown = "MARKDOWN"
    case text = "TEXT"

    public func escape(_ text: String) -> String {
        switch self {
        case .html: HTMLEscaping.text(text)
        case .markdown: MarkdownEscaping.text(text)
        case .text: text
        }
    }

    /// Appends the escaped text to UTF-8 bytes (a page being rendered); HTML escapes straight into them.
    func append(_ text: String, to bytes: inout [UInt8]) {
        switch self {
        case .html: HTMLEscaping.append(text, to: &bytes)
        case .markdown: bytes += MarkdownEscaping.text(text).utf8
        case .text: bytes += text.utf8
        }
    }

    /// `append` for text held as UTF-8 bytes: copied as they are, or escaped as HTML straight from them.
    func append(utf8: [UInt8], to bytes: inout [UInt8]) {
        switch self {
        case .html: utf8.withUnsafeBufferPointer { HTMLEscaping.append(utf8: $0, to: &bytes) }
        case .markdown: append(String(decoding: utf8, as: UTF8.self), to: &bytes)
        case .text: bytes += utf8
        }
    }
}
