/// Builds the values of one nested template scope (a day, an event, a flight, a card) so that a field the
/// item lacks never resolves to a field of the same name further up the template's context stack: without
/// this, an activity without a description would show the trip's description.
enum TemplateScope {
    /// `values` with every one of `keys` it lacks set to a value that renders as nothing and is false.
    static func make(_ values: [String: Any], keys: [String]) -> [String: Any] {
        var scope = values
        for key in keys where scope[key] == nil {
            scope[key] = AbsentValue()
        }
        return scope
    }
}
