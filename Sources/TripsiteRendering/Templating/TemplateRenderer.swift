/// Renders a `CompiledTemplate` with a `TemplateValue`, Mustache's way: names are looked up through the
/// enclosing sections from the innermost out, each template and partial starts with HTML escaping until a
/// `{{% CONTENT_TYPE: …}}` changes it, and the lines of a partial that stands alone on its line are
/// indented like its tag: each line of the partial's template, as the specification says, not each line of
/// the output (a value with line breaks in it is not indented inside).
struct TemplateRenderer {
    /// Partials nested deeper than this are taken for a partial that includes itself.
    static let maximumPartialDepth = 64
    /// Sections and partials nested deeper than this stop rendering: each level is a level of recursion, and
    /// pages render on threads with small stacks.
    static let maximumDepth = 100

    private let templates: [String: CompiledTemplate]
    /// What has been rendered, as UTF-8: appending bytes costs a fraction of appending to a `String`, and
    /// pages are written to files as bytes.
    private(set) var bytes: [UInt8] = []
    /// What has been rendered, as text.
    var output: String { String(decoding: bytes, as: UTF8.self) }
    /// The values of the enclosing sections, the innermost last.
    private var stack: [TemplateValue] = []
    /// The white space before the standalone partial tags being rendered: it starts each of their template lines.
    private var indentation = ""
    /// Whether the next output starts a template line (inside a standalone partial, it is indented first).
    private var atTemplateLineStart = true
    private var partialDepth = 0
    private var depth = 0
    /// Set when rendering had to stop (a partial including itself).
    private(set) var problem: String?

    init(templates: [String: CompiledTemplate], capacity: Int = 0) {
        self.templates = templates
        bytes.reserveCapacity(capacity)
    }

    mutating func render(_ template: CompiledTemplate, with context: TemplateValue) {
        stack.append(context)
        run(template.nodes, escaping: .html)
        stack.removeLast()
    }

    private mutating func run(_ nodes: [TemplateNode], escaping: TemplateEscaping) {
        guard depth < Self.maximumDepth else {
            if problem == nil { problem = "sections and partials nest more than \(Self.maximumDepth) deep" }
            return
        }
        depth += 1
        defer { depth -= 1 }
        var escaping = escaping
        for node in nodes {
            switch node {
            case .text(let text):
                emit(text, escaping: .text)
                // The parser ends a text part at each line break, so only a part's end can end a line.
                if text.last == UInt8(ascii: "\n") { atTemplateLineStart = true }
            case .variable(let name, let escaped):
                switch lookup(name) {
                case .text(let text): emit(text, escaping: escaped ? escaping : .text)
                case .utf8(let bytes): emit(bytes, escaping: escaped ? escaping : .text)
                case .bool(let flag): emit(flag ? "true" : "false")
                case .list, .object, .absent, nil: break
                }
            case .section(let name, let children, let inverted):
                let value = lookup(name)
                if inverted {
                    if !(value?.isTruthy ?? false) { run(children, escaping: escaping) }
                    continue
                }
                switch value {
                case .list(let items):
                    for item in items {
                        stack.append(item)
                        run(children, escaping: escaping)
                        stack.removeLast()
                    }
                case .bool(true):
                    run(children, escaping: escaping)
                case .text, .utf8, .object:
                    stack.append(value!)
                    run(children, escaping: escaping)
                    stack.removeLast()
                case .bool(false), .absent, nil:
                    break
                }
            case .partial(let name, let partialIndentation):
                guard let partial = templates[name], problem == nil else { continue }
                guard partialDepth < Self.maximumPartialDepth else {
                    problem = "partials nest more than \(Self.maximumPartialDepth) deep: does \"\(name)\" include itself?"
                    continue
                }
                let saved = indentation
                if let partialIndentation {
                    // Alone on its line: the partial starts a line, and the line after its tag is a new one too.
                    indentation += partialIndentation
                    atTemplateLineStart = true
                }
                partialDepth += 1
                run(partial.nodes, escaping: .html)
                partialDepth -= 1
                indentation = saved
                if partialIndentation != nil { atTemplateLineStart = true }
            case .contentType(let type):
                escaping = type
            }
        }
    }

    /// Appends text, escaped as `escaping` says; inside standalone partials, text that starts a template
    /// line is indented first. Text that is empty once escaped (Markdown escaping drops a value of blanks)
    /// leaves the line as it was.
    private mutating func emit(_ text: String, escaping: TemplateEscaping = .text) {
        let start = bytes.count
        escaping.append(text, to: &bytes)
        indentIfAtLineStart(from: start)
    }

    /// `emit` for text held as UTF-8 bytes.
    private mutating func emit(_ utf8: [UInt8], escaping: TemplateEscaping) {
        let start = bytes.count
        escaping.append(utf8: utf8, to: &bytes)
        indentIfAtLineStart(from: start)
    }

    /// Indents the text appended from `start` when it starts a template line inside a standalone partial.
    private mutating func indentIfAtLineStart(from start: Int) {
        guard bytes.count > start else { return }
        // Only the text just appended moves.
        if atTemplateLineStart, !indentation.isEmpty { bytes.insert(contentsOf: indentation.utf8, at: start) }
        atTemplateLineStart = false
    }

    private func lookup(_ name: TemplateName) -> TemplateValue? {
        guard let first = name.parts.first else { return stack.last }
        var found: TemplateValue?
        if name.currentOnly {
            if case .object(let values) = stack.last { found = values[first] }
        } else {
            for entry in stack.reversed() {
                if case .object(let values) = entry, let value = values[first] {
                    found = value
                    break
                }
            }
        }
        guard var value = found else { return nil }
        for index in name.parts.indices.dropFirst() {
            guard case .object(let values) = value, let child = values[name.parts[index]] else { return nil }
            value = child
        }
        return value
    }
}
