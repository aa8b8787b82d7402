import TripsiteModel

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
    /// Bytes a page may grow to: 64 MiB, three times the page of a trip with 20,000 places (21 MB). Past it
    /// rendering stops, so that partials that include the next one twice, or sections nested over long lists,
    /// cannot fill the memory and the disk.
    static let maximumPageBytes = 64 << 20
    /// Template parts (texts, values, sections, partials) a page may go through, each once per item of a list:
    /// 20 million, twenty times what the pages of a trip with 20,000 places need (880,000). Past it rendering stops, so
    /// that partials that include the next one four times, writing nothing, cannot run for hours.
    static let maximumSteps = 20_000_000

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
    private var steps = 0
    /// The templates being rendered, the page's first, each included by the one before.
    private var chain: [String] = []
    /// The innermost section or partial tag being rendered: the template it is in, and its UTF-8 offset there.
    private var tag = (template: "", offset: 0)
    /// Set when rendering had to stop (a partial including itself, a page too large).
    private(set) var problem: String?
    /// Where rendering stopped, when it did.
    private(set) var stop: RenderStop?

    /// `maximumSteps`, or fewer in a test.
    private let stepLimit: Int

    init(templates: [String: CompiledTemplate], capacity: Int = 0, stepLimit: Int = maximumSteps) {
        self.templates = templates
        self.stepLimit = stepLimit
        bytes.reserveCapacity(capacity)
    }

    /// Renders `template`, named `name` in the messages.
    mutating func render(_ template: CompiledTemplate, named name: String = "", with context: TemplateValue) {
        chain = [name]
        tag = (name, 0)
        stack.append(context)
        run(template.nodes, escaping: .html)
        stack.removeLast()
    }

    /// Stops rendering with `message`, at the tag being rendered.
    private mutating func fail(_ message: String) {
        guard problem == nil else { return }
        problem = message
        stop = RenderStop(chain: chain, template: tag.template, offset: tag.offset)
    }

    private mutating func run(_ nodes: [TemplateNode], escaping: TemplateEscaping) {
        guard depth < Self.maximumDepth else {
            fail("sections and partials nest more than \(Self.maximumDepth) deep")
            return
        }
        depth += 1
        defer { depth -= 1 }
        var escaping = escaping
        for node in nodes {
            guard problem == nil else { return }
            steps += 1
            if steps > stepLimit {
                fail("the page takes more than \(TextFormat.grouped(stepLimit)) steps to render")
                return
            }
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
            case .section(let name, let children, let inverted, let offset):
                let outer = tag
                tag = (chain.last ?? "", offset)
                defer { tag = outer }
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
            case .partial(let name, let partialIndentation, let offset):
                guard let partial = templates[name] else { continue }
                let outer = tag
                tag = (chain.last ?? "", offset)
                defer { tag = outer }
                guard partialDepth < Self.maximumPartialDepth else {
                    fail("partials nest more than \(Self.maximumPartialDepth) deep: does \"\(name)\" include itself?")
                    continue
                }
                let saved = indentation
                if let partialIndentation {
                    // Alone on its line: the partial starts a line, and the line after its tag is a new one too.
                    indentation += partialIndentation
                    atTemplateLineStart = true
                }
                partialDepth += 1
                chain.append(name)
                run(partial.nodes, escaping: .html)
                chain.removeLast()
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
        if bytes.count > Self.maximumPageBytes {
            fail("the page grows past \(Self.maximumPageBytes >> 20) MiB")
            bytes.removeAll()
        }
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

/// Where rendering stopped: the chain of templates from the page's to the one being rendered (each included by
/// the one before), and the innermost section or partial tag being rendered: the template it is in, and its UTF-8
/// offset there.
struct RenderStop: Equatable {
    var chain: [String]
    var template: String
    var offset: Int
}
