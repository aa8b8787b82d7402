import Foundation
import Mustache
import Testing
import TripsiteTestSupport
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

/// tripsite's template renderer against swift-mustache, the reference Mustache implementation it replaced
/// for speed: the same template and values must give the same bytes. (The golden files, made with
/// swift-mustache, check the built-in templates on the example trips.)
@Suite("Templating: the same output as swift-mustache")
struct TemplatingReferenceTests {
    /// The context every case renders with.
    static let context: TemplateValue = [
        "title": "Lisbon & <Porto>",
        "quote": "It's \"fine\"",
        "empty": "",
        "yes": true,
        "no": false,
        "count": 3,
        "none": .absent,
        "tags": ["food", "tiles", "trams"],
        "noTags": [],
        "site": ["title": "Trips", "generator": "tripsite", "nested": ["deep": "down"]],
        "days": [
            ["heading": "Day 1", "events": [["summary": "Arrive", "time": "09:00"], ["summary": "Walk"]]],
            ["heading": "Day 2", "events": [], "title": "Inner title"],
        ],
        "item": ["summary": "Tram 28", "description": .absent],
        "description": "The trip's description",
        "multiline": "first\nsecond",
    ]

    static let partials: [String: String] = [
        "line": "<p>{{title}}</p>\n",
        "two": "one {{title}}\ntwo\n",
        "nested": "a\n  {{> two}}\nb\n",
        "markdown": "{{% CONTENT_TYPE: MARKDOWN}}\n*{{title}}*\n",
        "section": "{{#tags}}\n- {{.}}\n{{/tags}}\n",
        "noNewline": "x{{title}}",
    ]

    static let cases: [String] = [
        "plain text",
        "{{title}} {{{title}}} {{& title}} {{quote}}",
        "{{% CONTENT_TYPE: TEXT}}\n{{title}}\n{{% CONTENT_TYPE: MARKDOWN}}\n{{title}} *{{quote}}*\n",
        "{{% CONTENT_TYPE: MARKDOWN}}\n{{#days}}\n### {{heading}}\n{{title}}\n{{/days}}\n",
        "{{yes}} {{no}} {{count}} [{{none}}] [{{missing}}] [{{empty}}]",
        "{{#yes}}Y{{/yes}}{{^yes}}N{{/yes}}{{#no}}Y{{/no}}{{^no}}N{{/no}}",
        "{{#none}}shown{{/none}}{{^none}}hidden{{/none}}{{#missing}}m{{/missing}}{{^missing}}!m{{/missing}}",
        "{{#empty}}[{{.}}]{{/empty}}{{^empty}}none{{/empty}}",
        "{{#tags}}{{.}}, {{/tags}}{{^noTags}}no tags{{/noTags}}{{#noTags}}x{{/noTags}}",
        "{{#days}}\n## {{heading}}\n{{#events}}\n- {{#time}}**{{.}}** · {{/time}}{{summary}}\n{{/events}}\n{{^events}}\n*Free day*\n{{/events}}\n{{/days}}\n",
        "{{#days}}{{title}}|{{/days}}",
        "{{#item}}{{summary}}: {{description}}{{/item}}",
        "{{site.title}} {{site.nested.deep}} {{site.missing}} {{#site}}{{generator}}{{/site}}",
        "{{#site.nested}}{{deep}}{{/site.nested}} after",
        "  {{#yes}}  \nindented standalone\n  {{/yes}}  \nend\n",
        "a {{#yes}}\ninline open\n{{/yes}} b\n",
        "  {{! a comment }}\nafter comment\n  {{! inline }} text\n",
        "{{=<% %>=}}\n<% title %> {{title}}\n<%={{ }}=%>\n{{title}}\n",
        "\r\n{{#yes}}\r\ncrlf\r\n{{/yes}}\r\n",
        "{{> line}}{{> line}}",
        "before\n  {{> two}}\nafter\n",
        "  {{> nested}}\n",
        "{{#days}}\n  {{> two}}\n{{/days}}\n",
        "{{> markdown}}{{title}}\n",
        "{{% CONTENT_TYPE: MARKDOWN}}\n{{> line}}{{title}}\n",
        "  {{> noNewline}}\nnext\n",
        "x  {{> two}}\n",
        "{{multiline}}\n  {{> line}}\n",
        "{{#tags}}\n  {{#yes}}\n  {{.}}\n  {{/yes}}\n{{/tags}}\n",
        "   \n{{title}}\n  ",
        "{{#yes}}{{#days}}{{heading}}{{/days}}{{/yes}}",
        "{{ title }} {{# yes }}y{{/ yes }}",
        "{{#tags}}{{.}}{{#tags}}{{.}}{{/tags}};{{/tags}}",
        "{{.title}} {{#item}}{{.summary}}{{.title}}{{/item}}",
    ]

    @Test("each template gives swift-mustache's bytes", arguments: Array(cases.indices))
    func sameAsReference(_ number: Int) throws {
        ReferenceContentTypes.registerOnce()
        let text = Self.cases[number]
        var templates: [String: CompiledTemplate] = ["main": try TemplateParser.parse(text)]
        var library = MustacheLibrary()
        library.register(try MustacheTemplate(string: text), named: "main")
        for (name, partial) in Self.partials {
            templates[name] = try TemplateParser.parse(partial)
            library.register(try MustacheTemplate(string: partial), named: name)
        }
        var renderer = TemplateRenderer(templates: templates)
        renderer.render(templates["main"]!, with: Self.context)
        let expected = try #require(library.render(Self.reference(Self.context), withTemplate: "main"))
        #expect(renderer.output == expected, "template: \(text.debugDescription)")
    }

    @Test("text held as UTF-8 bytes renders as the same text held as a String, in every case", arguments: Array(cases.indices))
    func bytesRenderAsText(_ number: Int) throws {
        var templates: [String: CompiledTemplate] = ["main": try TemplateParser.parse(Self.cases[number])]
        for (name, partial) in Self.partials { templates[name] = try TemplateParser.parse(partial) }
        func render(_ context: TemplateValue) -> String {
            var renderer = TemplateRenderer(templates: templates)
            renderer.render(templates["main"]!, with: context)
            return renderer.output
        }
        /// The value with every text in it held as bytes.
        func asBytes(_ value: TemplateValue) -> TemplateValue {
            switch value {
            case .text(let text): .utf8(Array(text.utf8))
            case .list(let items): .list(items.map(asBytes))
            case .object(let fields): .object(TemplateFields(fields.fields.map { ($0.name, asBytes($0.value)) }))
            case .utf8, .bool, .absent: value
            }
        }
        #expect(render(asBytes(Self.context)) == render(Self.context), "template: \(Self.cases[number].debugDescription)")
    }

    @Test("every line a section renders inside an indented partial is indented, as the Mustache specification says")
    func indentedPartialSection() throws {
        // swift-mustache indents only the first item here: it indents at the start of each item's own output.
        let templates = [
            "main": try TemplateParser.parse("\t{{> section}}\nend\n"),
            "section": try TemplateParser.parse(Self.partials["section"]!),
        ]
        var renderer = TemplateRenderer(templates: templates)
        renderer.render(templates["main"]!, with: Self.context)
        #expect(renderer.output == "\t- food\n\t- tiles\n\t- trams\nend\n")
    }

    /// Where swift-mustache departs from the Mustache specification, tripsite follows the specification.
    @Test("standalone lines as the Mustache specification has them", arguments: [
        // The line after a closing tag alone on its line starts afresh (swift-mustache goes by the opening tag).
        ("x{{#yes}}\ny\n{{/yes}}\n{{! c }}\nz\n", "x\ny\nz\n"),
        ("{{#yes}}\ny {{/yes}}  {{! c }}\nz\n", "y   \nz\n"),
        // A standalone tag may end the template after spaces.
        ("#{{#yes}}\n/\n  {{/yes}}  ", "#\n/\n"),
        // A standalone partial that renders nothing leaves nothing, not its indentation.
        ("a\n  {{> empty}}\nb\n", "a\nb\n"),
        ("  {{> two}}", "  one Lisbon &amp; &lt;Porto&gt;\n  two\n"),
        // Each line of the partial's template is indented, not each line of its output.
        ("{{> noNewline}}\n  {{> two}}\n", "xLisbon &amp; &lt;Porto&gt;  one Lisbon &amp; &lt;Porto&gt;\n  two\n"),
        ("{{#tags}}\n  {{> noNewline}}\n{{/tags}}", "  xLisbon &amp; &lt;Porto&gt;  xLisbon &amp; &lt;Porto&gt;  xLisbon &amp; &lt;Porto&gt;"),
        ("  {{> multi}}\n", "  a first\nsecond b\n"),
        ("  {{> outer}}\n", "  xLisbon &amp; &lt;Porto&gt;  rest\n"),
    ])
    func specification(_ text: String, _ expected: String) throws {
        var templates: [String: CompiledTemplate] = [
            "main": try TemplateParser.parse(text), "empty": try TemplateParser.parse(""),
            "multi": try TemplateParser.parse("a {{{multiline}}} b\n"), "outer": try TemplateParser.parse("{{> noNewline}}\nrest\n"),
        ]
        for (name, partial) in Self.partials { templates[name] = try TemplateParser.parse(partial) }
        var renderer = TemplateRenderer(templates: templates)
        renderer.render(templates["main"]!, with: Self.context)
        #expect(renderer.output == expected, "template: \(text.debugDescription)")
    }

    @Test("the built-in templates give swift-mustache's bytes for every example trip and listing page")
    func builtInTemplates() throws {
        let examples = Repository.examples
        let input = BuildInput(
            tripsFileName: "trips.json", tripsBytes: try Array(Data(contentsOf: examples.appendingPathComponent("trips.json"))),
            sourceDate: RenderFixture.sourceDate)
        let plans = PlannedSite.planTrips(input).plans
        let listings = plans.map { TripListing($0, language: SiteContext().language) }
        #expect(plans.count > 3)
        ReferenceContentTypes.registerOnce()
        let templates = try TemplateSet()
        var library = MustacheLibrary()
        for (name, source) in templates.sources {
            library.register(try MustacheTemplate(string: source.text), named: name)
        }
        let site = SiteContext(title: "Example trips", baseURL: "https://example.org/")
        var contexts: [(String, TemplateFields)] = [("index.html", IndexContext.make(listings, site: site))]
        for plan in plans {
            var context = TripContext.make(plan, site: site)
            context["content"] = "<h2 id=\"itinerary\">Itinerary</h2>\n"
            contexts += [("trip.md", context), ("trip.html", context), ("print.html", context), ("standalone.html", context)]
        }
        for (kind, groups) in [(GroupPagesContext.Kind.country, TripGroups.byCountry(listings)), (.style, TripGroups.byStyle(listings))] {
            contexts.append(("directory.html", GroupPagesContext.directory(groups, kind: kind, site: site)))
            for group in groups { contexts.append(("group.html", GroupPagesContext.group(group, kind: kind, site: site, today: "2025-06-01"))) }
        }
        for (name, context) in contexts {
            let value = TemplateValue.object(context)
            let expected = try #require(library.render(Self.reference(value), withTemplate: name))
            #expect(try templates.render(value, with: name) == expected, "\(name)")
        }
    }

    /// The same value as swift-mustache reads it.
    static func reference(_ value: TemplateValue) -> Any {
        switch value {
        case .text(let text): text
        case .utf8(let bytes): String(decoding: bytes, as: UTF8.self)
        case .bool(let flag): flag
        case .list(let items): items.map(reference)
        case .object(let values): Dictionary(values.fields.map { ($0, reference($1)) }, uniquingKeysWith: { $1 })
        case .absent: ReferenceAbsent()
        }
    }
}

/// `TemplateValue.absent` as swift-mustache sees it: nothing, and false.
private struct ReferenceAbsent: MustacheCustomRenderable {
    var renderText: String { "" }
    var isNull: Bool { true }
}

/// tripsite's content types, registered with swift-mustache under the same names.
private enum ReferenceContentTypes {
    struct Markdown: MustacheContentType {
        func escapeText(_ text: String) -> String { TemplateEscaping.markdown.escape(text) }
    }

    private static let registration: Void = {
        MustacheContentTypes.register(Markdown(), named: "MARKDOWN")
    }()

    static func registerOnce() { _ = registration }
}
