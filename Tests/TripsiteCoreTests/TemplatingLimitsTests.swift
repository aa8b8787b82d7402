import Testing
@testable import TripsiteModel
@testable import TripsiteRendering

/// Templates that would render without end: each stops with an error at the tag where it did, naming the
/// templates that led there.
@Suite("Templating: limits")
struct TemplatingLimitsTests {
    /// A template set of `trip.md` including `p1`, with the partials given, each in a file of its name.
    private func templates(_ partials: [String: String], page: String = "{{> p1}}\n") throws -> TemplateSet {
        var overrides = ["trip.md": TemplateSet.Source(text: page, file: "my/trip.md.mustache")]
        for (name, text) in partials { overrides[name] = TemplateSet.Source(text: text, file: "my/\(name).mustache") }
        return try TemplateSet(overrides: overrides)
    }

    private func messages(_ set: TemplateSet, _ context: TemplateValue = .object([:])) -> [String] {
        do {
            _ = try set.renderBytes(context, with: "trip.md")
            return []
        } catch {
            return error.diagnostics.map(\.formatted)
        }
    }

    @Test("partials that each include the next one twice, 40 deep, stop when the page passes 64 MiB")
    func doublingPartials() throws {
        var partials = ["p40": String(repeating: "x", count: 999) + "\n"]
        for level in 1..<40 { partials["p\(level)"] = "{{> p\(level + 1)}}{{> p\(level + 1)}}" }
        #expect(messages(try templates(partials)) == [
            "my/p39.mustache:1:1: error: template error: the page grows past 64 MiB (trip.md → p1 → p2 → … → p38 → p39 → p40)",
        ])
    }

    @Test("partials that each include the next one four times, 20 deep, writing nothing, stop after the steps a page may take")
    func fanOut() throws {
        var templates = ["p20": try TemplateParser.parse("{{nothing}}")]
        for level in 1..<20 { templates["p\(level)"] = try TemplateParser.parse(String(repeating: "{{> p\(level + 1)}}", count: 4)) }
        var renderer = TemplateRenderer(templates: templates, stepLimit: 100_000)
        renderer.render(templates["p1"]!, named: "p1", with: .object([:]))
        #expect(renderer.problem == "the page takes more than 100,000 steps to render")
        // The 100,001st step is in p20, included by the fourth tag of p19.
        #expect(renderer.stop == RenderStop(chain: (1...20).map { "p\($0)" }, template: "p19", offset: 27))
    }

    @Test("sections nested 12 deep over a list stop at the innermost section's tag")
    func nestedSections() throws {
        let page = "{{% CONTENT_TYPE: MARKDOWN}}\n" + String(repeating: "{{#list}}", count: 12) + "{{name}} " + String(repeating: "{{/list}}", count: 12)
        let set = try templates([:], page: page)
        let list = TemplateValue.list((0..<10).map { _ in .object(["name": .text(String(repeating: "n", count: 100))]) })
        #expect(messages(set, .object(["list": list])) == [
            "my/trip.md.mustache:2:100: error: template error: the page grows past 64 MiB (trip.md)",
        ])
    }

    @Test("the pages of one template set stop when together they pass the build's limit, naming the page that did")
    func buildTotal() throws {
        var set = try templates(["p1": "0123456789"])
        set.buildByteLimit = 25
        #expect(messages(set) == [])
        #expect(messages(set) == [])
        #expect(messages(set) == ["my/trip.md.mustache: error: template error: the site's pages grow past 25 bytes with this page"])
    }

    @Test("the build's limit on its pages is 8 GiB, or 1 MiB a trip for a site of more than 8,192 trips")
    func buildLimitGrowsWithLargeSites() {
        #expect(TemplateSet.buildByteLimit(trips: 0) == 8 << 30)
        #expect(TemplateSet.buildByteLimit(trips: 8_192) == 8 << 30)
        #expect(TemplateSet.buildByteLimit(trips: 100_000) == 100_000 << 20)
    }
}
