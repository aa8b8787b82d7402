import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

/// `TemplateFields` is a list looked through by name: it must behave as the dictionary it replaced.
@Suite("Templating: fields of a context")
struct TemplatingFieldsTests {
    @Test("a name set again keeps its place and takes the new value; nil removes it")
    func setAndRemove() {
        var fields: TemplateFields = ["title": "Lisbon", "days": 3]
        fields["title"] = "Porto"
        fields["slug"] = "porto"
        #expect(fields["title"] == "Porto")
        #expect(fields.fields.map(\.0) == ["title", "days", "slug"])
        fields["days"] = nil
        #expect(fields["days"] == nil)
        #expect(fields.count == 2)
        fields["missing"] = nil
        #expect(fields.count == 2)
        fields.set("travelers", nil as Int?)
        fields.set("style", "Slow")
        #expect(fields["travelers"] == nil)
        #expect(fields["style"] == "Slow")
    }

    @Test("a literal with a name twice keeps the last value, as a value literal always did")
    func repeatedLiteralName() {
        let value: TemplateValue = ["a": "first", "a": "second"]
        #expect(value == .object(["a": "second"]))
    }

    @Test("fields are equal when they hold the same names and values, in any order")
    func equality() {
        let one: TemplateFields = ["a": "1", "b": true, "c": ["x", "y"]]
        let other: TemplateFields = ["c": ["x", "y"], "a": "1", "b": true]
        #expect(one == other)
        #expect(one != ["a": "1", "b": true])
        #expect(one != ["a": "1", "b": false, "c": ["x", "y"]])
        #expect(one != ["a": "1", "b": true, "d": ["x", "y"]])
    }

    @Test("lookups through sections still find names of every enclosing object")
    func rendering() throws {
        let set = try TemplateSet(overrides: ["trip.md": .init(text: "{{#days}}{{title}}:{{label}};{{/days}}", file: "t.mustache")])
        let context: TemplateFields = ["title": "T", "days": [["label": "one"], ["label": "two", "title": "own"]]]
        #expect(try set.render(context, with: "trip.md") == "T:one;own:two;")
    }

    @Test("names are told apart by every byte, also past the sixteen their keys hold")
    func longAndSimilarNames() throws {
        let names = [
            "", "a", "ab", "ba", "abcdefgh", "abcdefgi", "abcdefghijklmnop", "abcdefghijklmnoq",
            "abcdefghijklmnopq", "abcdefghijklmnopr", "abcdefghijklmnopqrstuvwxyz", "abcdefghijklmnopqrstuvwxyZ", "ação", "acao",
        ]
        var fields = TemplateFields()
        for (index, name) in names.enumerated() { fields[name] = .text("\(index)") }
        #expect(fields.count == names.count)
        for (index, name) in names.enumerated() {
            #expect(fields[name] == .text("\(index)"), "\(name)")
        }
        #expect(fields["abcdefghijklmnopqrstuvwxy"] == nil)
        #expect(fields["abcdefghijklmnopqrstuvwxyz!"] == nil)
        // Dotted names in a template find long names as well.
        let set = try TemplateSet(overrides: ["trip.md": .init(text: "{{a_rather_long_object_name.a_rather_long_field_name}}", file: "t.mustache")])
        let context: TemplateFields = [
            "a_rather_long_object_name": ["a_rather_long_field_name_too": "no", "a_rather_long_field_name": "yes"],
        ]
        #expect(try set.render(context, with: "trip.md") == "yes")
    }
}
