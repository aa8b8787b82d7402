/// Builds the values of one nested template scope (a day, an event, a flight, a card) so that a field the
/// item lacks never resolves to a field of the same name further up the template's context stack: without
/// this, an activity without a description would show the trip's description.
enum TemplateScope {
    /// `fields` with every one of `keys` it lacks set to a value that renders as nothing and is false.
    static func make(_ fields: consuming TemplateFields, keys: [String]) -> TemplateFields {
        var scope = fields
        scope.fill(keys, with: .absent)
        return scope
    }

    /// `make(_:keys:)` as an object value, for a list or a section.
    static func object(_ fields: consuming TemplateFields, keys: [String]) -> TemplateValue {
        .object(make(fields, keys: keys))
    }
}
