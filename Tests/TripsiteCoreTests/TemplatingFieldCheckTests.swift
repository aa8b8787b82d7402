import Foundation
import Testing
import TripsiteTestSupport
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering
@testable import TripsiteResources

/// The check of a template's fields against the names its context gives (`TemplateFieldCheck`), and the
/// declarations of those names beside the code that makes the contexts.
@Suite("Templating: fields no context gives")
struct TemplatingFieldCheckTests {
    static func warnings(_ overrides: [String: String], otherFiles: [String: String] = [:]) throws -> [String] {
        let sources = overrides.mapValues { TemplateSet.Source(text: $0, file: "") }
        let named = Dictionary(uniqueKeysWithValues: sources.map { ($0.key, TemplateSet.Source(text: $0.value.text, file: "T/\($0.key).mustache")) })
        return try TemplateSet(overrides: named, otherFiles: otherFiles).warnings.map(\.formatted)
    }

    @Test("no built-in template uses a name its context's declaration lacks")
    func builtInTemplatesUseDeclaredNames() throws {
        #expect(try TemplateSet().warnings.map(\.formatted) == [])
        #expect(Set(BuiltInTemplate.all.map(\.name)) == Set(EmbeddedResources.templates.keys))
    }

    @Test("a misspelt field is a warning at its line and column, with the name meant")
    func misspelling() throws {
        let text = "{{% CONTENT_TYPE: MARKDOWN}}\n# {{tittle}}\n{{#flights}}\n- {{ nmae }} {{{descrption}}}\n{{/flights}}\n{{#flihgts}}{{/flihgts}}\n"
        #expect(try Self.warnings(["trip.md": text]) == [
            "T/trip.md.mustache:2:5: warning: unknown field \"tittle\": trip.md is given no value of that name, so it shows nothing; did you mean \"title\"?",
            "T/trip.md.mustache:4:6: warning: unknown field \"nmae\": trip.md is given no value of that name, so it shows nothing; did you mean \"name\"?",
            "T/trip.md.mustache:4:17: warning: unknown field \"descrption\": trip.md is given no value of that name, so it shows nothing; did you mean \"description\"?",
            "T/trip.md.mustache:6:4: warning: unknown field \"flihgts\": trip.md is given no value of that name, so it shows nothing; did you mean \"flights\"?",
        ])
    }

    @Test("names of sections, every part of dotted names, the current value and set delimiters")
    func namesThatPass() throws {
        let text = "{{#flights}}{{name}} {{title}}{{/flights}}{{site.title}}{{#price}}{{.}}{{/price}}{{=<% %>=}}<%slug%>"
        #expect(try Self.warnings(["trip.md": text]) == [])
        #expect(try Self.warnings(["trip.md": "{{sitee.title}}\n{{=<% %>=}}\n<%zzzzzzzz%>\n<%site.titel%>"]) == [
            "T/trip.md.mustache:1:3: warning: unknown field \"sitee\" (in \"sitee.title\"): trip.md is given no value of that name, so it shows nothing; did you mean \"site\"?",
            "T/trip.md.mustache:3:3: warning: unknown field \"zzzzzzzz\": trip.md is given no value of that name, so it shows nothing",
            "T/trip.md.mustache:4:3: warning: unknown field \"titel\" (in \"site.titel\"): trip.md is given no value of that name, so it shows nothing; did you mean \"title\"?",
        ])
    }

    @Test("each page template is checked against its own context")
    func ownContext() throws {
        // `content` is a trip page's, not the Markdown's; `stylesheet` the standalone page's; `entries` the directory's.
        #expect(try Self.warnings(["trip.html": "{{{content}}}", "standalone.html": "{{{stylesheet}}}", "directory.html": "{{#entries}}{{count}}{{/entries}}"]) == [])
        #expect(try Self.warnings(["trip.md": "{{{content}}}", "index.html": "{{#entries}}{{/entries}}"]) == [
            "T/index.html.mustache:1:4: warning: unknown field \"entries\": index.html is given no value of that name, so it shows nothing",
            "T/trip.md.mustache:1:4: warning: unknown field \"content\": trip.md is given no value of that name, so it shows nothing",
        ])
    }

    @Test("a partial is checked against the names of the templates that include it")
    func partials() throws {
        let warnings = try Self.warnings([
            "footer.html": "{{tripCount}} {{durationText}} {{tripCont}}",
            "nav.html": "{{dayCount}}{{> deeper}}",
            "deeper": "{{nightCount}}",
            "trip.md": "{{> nav.html}}",
            "unused": "{{whatever}}",
        ])
        // `tripCount` is the index's, `durationText` a trip's, `nightCount` reaches `deeper` through `nav.html`.
        #expect(warnings == [
            "T/footer.html.mustache:1:34: warning: unknown field \"tripCont\": the templates that include footer.html (directory.html, group.html, index.html, not-found.html, trip.html) are given no value of that name, so it shows nothing; did you mean \"tripCount\"?",
            "T/unused.mustache: warning: not used: unused is neither a built-in template (tripsite templates list) nor a partial that a template includes",
        ])
    }

    @Test("an unknown field is an error when asked (check --strict), and the set is then refused")
    func strict() {
        #expect(throws: DiagnosticsError.self) { try TemplateSet(overrides: ["trip.md": .init(text: "{{tittle}}", file: "t")], unknownFields: .error) }
        do {
            _ = try TemplateSet(overrides: ["trip.md": .init(text: "{{tittle}}", file: "t")], unknownFields: .error)
        } catch {
            #expect(error.diagnostics.map(\.formatted) == [
                "t:1:3: error: unknown field \"tittle\": trip.md is given no value of that name, so it shows nothing; did you mean \"title\"?",
            ])
        }
    }

    @Test("files of the templates folder that are not used are warnings naming the file")
    func folderFiles() throws {
        let warnings = try Self.warnings(
            ["tirp.md": "x", "trip.md": "{{> nav.html}}", "nav.html": "{{title}}"],
            otherFiles: ["trip.html": "T/trip.html", "nav.htm": "T/nav.htm", "notes.txt": "T/notes.txt", ".DS_Store": "T/.DS_Store", "sub/.keep": "T/sub/.keep"])
        #expect(warnings == [
            "T/tirp.md.mustache: warning: not used: tirp.md is neither a built-in template (tripsite templates list) nor a partial that a template includes; did you mean trip.md.mustache?",
            "T/nav.htm: warning: not read, as a template's file name ends in .mustache; did you mean nav.html.mustache?",
            "T/notes.txt: warning: not read: a template's file is NAME.mustache, for a built-in NAME (tripsite templates list) or a partial that a template includes",
            "T/trip.html: warning: not read, as a template's file name ends in .mustache; did you mean trip.html.mustache?",
        ])
    }

    /// Every name a context holds, at any depth.
    static func names(_ value: TemplateValue) -> Set<String> {
        switch value {
        case .object(let fields): fields.fields.reduce(into: Set(fields.fields.map(\.name))) { $0.formUnion(names($1.value)) }
        case .list(let items): items.reduce(into: []) { $0.formUnion(names($1)) }
        default: []
        }
    }

    @Test("every name the contexts of the example trips hold is declared for its template")
    func declarationsCoverContexts() throws {
        let json = try String(contentsOf: Repository.file("Examples/trips.json"), encoding: .utf8)
        let plans = RenderFixture.plan(json).plans
        #expect(plans.count > 5)
        let site = SiteContext(title: "Trips", baseURL: "https://example.org/")
        let declared = BuiltInTemplate.contexts
        func undeclared(_ context: TemplateFields, _ template: String) -> Set<String> {
            Self.names(.object(context)).subtracting(declared[template]!)
        }
        for plan in plans {
            var page = TripContext.make(plan, site: site)
            #expect(undeclared(page, "trip.md") == [], "\(plan.slug)")
            #expect(undeclared(TripContext.standalone(page, content: ""), "standalone.html") == [])
            page["content"] = .text("")
            #expect(undeclared(page, "trip.html") == [])
            #expect(undeclared(page, "print.html") == [])
        }
        let listings = plans.map { TripListing($0, language: SiteContext().language) }
        #expect(undeclared(IndexContext.make(listings, site: site), "index.html") == [])
        for (kind, groups) in [(GroupPagesContext.Kind.country, TripGroups.byCountry(listings)), (.style, TripGroups.byStyle(listings))] {
            #expect(!groups.isEmpty)
            #expect(undeclared(GroupPagesContext.directory(groups, kind: kind, site: site), "directory.html") == [])
            for group in groups { #expect(undeclared(GroupPagesContext.group(group, kind: kind, site: site, today: "2025-06-01"), "group.html") == []) }
        }
        #expect(undeclared(SiteRenderer.notFoundContext(site: site), "not-found.html") == [])
    }

    @Test("a build says once which templates it took from the folder; --verbose says it again")
    func templatesNote() throws {
        let site = SiteBuildFixture([SiteBuildFixture.trip("lisbon")], files: [
            "/work/in/Templates/trip.md.mustache": Array("{{title}}\n".utf8),
            "/work/in/Templates/index.html.mustache": Array("{{title}}\n".utf8),
        ])
        let first = try site.build()
        let note = "Templates: trip.md, index.html from /work/in/Templates/"
        #expect(first.notes.contains(note))
        #expect(first.warnings.isEmpty)
        let again = try site.build()
        #expect(!again.notes.contains(note))
        #expect(again.settledNotes.contains(note))
        #expect(SiteBuilder.templatesNote([], folder: "Templates") == nil)
    }
}
