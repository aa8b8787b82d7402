import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

/// Template syntax errors: each names what is wrong, at the line and column to look at.
@Suite("Templating: syntax errors and limits")
struct TemplatingParserTests {
    static func failure(_ text: String) -> TemplateSyntaxError? {
        do {
            _ = try TemplateParser.parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test("each error names the problem and its position", arguments: [
        ("{{#days}}\n{{title}}\n", "a section is not closed: {{#days}} has no {{/days}}", 1, 1),
        ("x\n  {{^a}}{{/b}}", "a section is closed with another name than it was opened with: {{^a}} is closed by {{/b}}", 2, 12),
        ("{{/a}}", "{{/a}} closes no open section", 1, 4),
        ("é {{title", "the template ends inside a tag (}} missing)", 1, 10),
        ("{{title}", "a tag is not closed with }}", 1, 8),
        ("{{title x}}", "a tag is not closed with }}", 1, 9),
        ("{{{title}}", "a tag is not closed with }}}", 1, 9),
        ("{{}}", "a tag has no name", 1, 3),
        ("{{! never closed", "the template ends inside a tag (}} missing)", 1, 17),
        ("{{uppercased(title)}}", "transforms such as uppercased(name) are not supported", 1, 3),
        ("{{>*name}}", "dynamic partials ({{>*name}}) are not supported", 1, 1),
        ("a\n{{<base}}{{/base}}", "template inheritance ({{<name}} and {{$name}}) is not supported", 2, 1),
        ("{{=<%>=}}", "a delimiter change is written {{=<% %>=}}", 1, 1),
        ("{{% CONTENT_TYPE: XML}}", "unknown content type \"XML\" (known: HTML, MARKDOWN, TEXT)", 1, 1),
        ("{{% OTHER: HTML}}", "the only pragma is {{% CONTENT_TYPE: NAME}}", 1, 1),
    ])
    func errors(_ text: String, _ message: String, _ line: Int, _ column: Int) throws {
        let error = try #require(Self.failure(text), "\(text.debugDescription) parsed")
        #expect(error == TemplateSyntaxError(message: message, line: line, column: column))
    }

    @Test("dotted names split at their dots, empty parts left out; a leading dot looks in the current value only", arguments: [
        (".", [String](), true), ("title", ["title"], false), (".title", ["title"], true), ("site.title", ["site", "title"], false),
        ("a..b", ["a", "b"], false), ("a.", ["a"], false), ("..", [], true),
    ])
    func names(_ text: String, _ parts: [String], _ currentOnly: Bool) {
        for name in [TemplateName(text), TemplateName(utf8: ArraySlice(text.utf8)), TemplateName(utf8: ArraySlice(("x" + text + "y").utf8).dropFirst().dropLast())] {
            #expect(name.parts == parts && name.currentOnly == currentOnly, "\(name)")
        }
    }

    @Test("the content-type pragma allows spaces and tabs around its words", arguments: ["{{%CONTENT_TYPE:MARKDOWN}}", "{{% \tCONTENT_TYPE\t : MARKDOWN  }}"])
    func pragmaSpacing(_ pragma: String) throws {
        let template = try TemplateParser.parse(pragma + "{{value}}")
        var renderer = TemplateRenderer(templates: [:])
        renderer.render(template, with: .object(["value": .text("*a*")]))
        #expect(renderer.output == "\\*a\\*")
    }

    @Test("sections nested more than 100 deep are an error, not a stack overflow")
    func deepSections() throws {
        let deep = String(repeating: "{{#a}}", count: 101) + String(repeating: "{{/a}}", count: 101)
        let error = try #require(Self.failure(deep))
        #expect(error.message == "sections nest more than 100 deep")
        #expect(error.column == 601)
        let fine = String(repeating: "{{#a}}", count: 100) + "x" + String(repeating: "{{/a}}", count: 100)
        #expect(Self.failure(fine) == nil)
    }

    @Test("sections and partials nested more than 100 deep stop rendering with a message")
    func deepRendering() throws {
        func nested(_ inner: String) -> String {
            String(repeating: "{{#a}}", count: 45) + inner + String(repeating: "{{/a}}", count: 45)
        }
        let templates = [
            "p": try TemplateParser.parse(nested("{{> q}}")),
            "q": try TemplateParser.parse(nested("{{> r}}")),
            "r": try TemplateParser.parse(nested("deep")),
        ]
        var renderer = TemplateRenderer(templates: templates)
        renderer.render(templates["p"]!, with: .object(["a": .bool(true)]))
        #expect(renderer.problem == "sections and partials nest more than 100 deep")
        #expect(!renderer.output.contains("deep"))
    }

    @Test("new delimiters apply to the closing tags too")
    func delimiters() throws {
        let template = try TemplateParser.parse("{{=[ ]=}}[#a][b][/a] {{c}}")
        var renderer = TemplateRenderer(templates: [:])
        renderer.render(template, with: .object(["a": .bool(true), "b": .text("<b>")]))
        #expect(renderer.output == "&lt;b&gt; {{c}}")
    }

    @Test("a standalone partial indents a line only where something is written: a value escaped to nothing writes nothing")
    func indentationWithEmptyValues() throws {
        let templates = [
            "main": try TemplateParser.parse("  {{> blank}}\n  {{> line}}\n"),
            "blank": try TemplateParser.parse("{{% CONTENT_TYPE: MARKDOWN}}\n{{value}}"),
            "line": try TemplateParser.parse("{{% CONTENT_TYPE: MARKDOWN}}\n{{value}}*{{value}}\n"),
        ]
        var renderer = TemplateRenderer(templates: templates)
        renderer.render(templates["main"]!, with: .object(["value": .text("   ")]))
        #expect(renderer.output == "  *\n")
    }

    @Test("a partial that includes itself stops with a message instead of running out of stack")
    func recursivePartial() throws {
        let templates = ["loop": try TemplateParser.parse("x{{> loop}}")]
        var renderer = TemplateRenderer(templates: templates)
        renderer.render(templates["loop"]!, with: .object([:]))
        #expect(renderer.problem == "partials nest more than 64 deep: does \"loop\" include itself?")
        #expect(renderer.output == String(repeating: "x", count: 65))
    }

    @Test("a template set reports a partial that includes itself as an error of that template")
    func recursivePartialInSet() throws {
        let set = try TemplateSet(overrides: ["trip.md": .init(text: "{{> trip.md}}", file: "my/trip.md.mustache")])
        #expect(throws: DiagnosticsError.self) { try set.render(["title": "x"] as TemplateFields, with: "trip.md") }
    }
}
