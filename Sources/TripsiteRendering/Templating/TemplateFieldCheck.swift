import TripsiteModel

/// Finds the fields of a set of templates that no context gives (`{{tittle}}` for `{{title}}`), which would
/// render as nothing without a word. Each page template is checked against the names its context can give
/// at any depth (`BuiltInTemplate.fieldNames`), a partial against those of every template that includes it:
/// a flat set per template, since a name inside a section may be the section's own or any outer one. Each part
/// of a dotted name is checked (`{{site.titel}}`). Runs once per set of templates, never per page.
enum TemplateFieldCheck {
    /// The names a rendered template or partial may use, and the templates that include it (none for a page).
    struct Scope: Equatable {
        var names: Set<String>
        var includedBy: Set<String>
    }

    /// The scope of every template that is rendered: each one `contexts` names (with its context's names),
    /// and each partial such a template includes, directly or through other partials. A partial that did not
    /// parse has a scope too, but passes it on to nothing.
    static func scopes(of compiled: [String: CompiledTemplate], contexts: [String: Set<String>]) -> [String: Scope] {
        var scopes: [String: Scope] = [:]
        var pending: [String] = []
        for (name, names) in contexts where compiled[name] != nil {
            scopes[name] = Scope(names: names, includedBy: [])
            pending.append(name)
        }
        while let name = pending.popLast() {
            let names = scopes[name]!.names
            for partial in compiled[name]?.partialNames ?? [] {
                var scope = scopes[partial] ?? Scope(names: [], includedBy: [])
                let before = scope
                scope.names.formUnion(names)
                scope.includedBy.insert(name)
                guard scope != before else { continue }
                scopes[partial] = scope
                if compiled[partial] != nil { pending.append(partial) }
            }
        }
        return scopes
    }

    /// A diagnostic of `severity` at each field with a name (or part of a dotted name) not in its template's scope, in the order of
    /// the templates' names and then of the fields in each.
    static func unknownFields(
        sources: [String: TemplateSet.Source], compiled: [String: CompiledTemplate], scopes: [String: Scope],
        contexts: [String: Set<String>], severity: Diagnostic.Severity
    ) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for name in scopes.keys.sorted() {
            guard let template = compiled[name], let source = sources[name], let scope = scopes[name] else { continue }
            var bytes: [UInt8]?
            let known = scope.names.sorted()
            for tag in template.fieldTags {
                guard let field = tag.name.parts.first(where: { !scope.names.contains($0) }) else { continue }
                if bytes == nil { bytes = Array(source.text.utf8) }
                let who = contexts[name] != nil
                    ? "\(name) is"
                    : "the templates that include \(name) (\(scope.includedBy.sorted().joined(separator: ", "))) are"
                let suggestion = KeySuggestion.nearest(field, among: known).map { "; did you mean \"\($0)\"?" } ?? ""
                let dotted = tag.name.parts.count > 1 ? " (in \"\(tag.name.parts.joined(separator: "."))\")" : ""
                problems.append(Diagnostic(
                    severity: severity, file: source.file, position: TemplateParser.position(of: tag.offset, in: bytes!), path: "",
                    message: "unknown field \"\(field)\"\(dotted): \(who) given no value of that name, so it shows nothing\(suggestion)"))
            }
        }
        return problems
    }
}
