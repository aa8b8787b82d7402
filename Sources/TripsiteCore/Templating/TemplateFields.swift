/// The named values of a context, or of an object in it, as they are built: a short list looked through
/// by name rather than a dictionary.
///
/// An object of a page has a few dozen names at most, and a template looks each up where it is used: comparing
/// short names costs less than hashing them, and building the list costs no hashing at all (with
/// `[String: TemplateValue]`, hashing was a twentieth of a build).
public struct TemplateFields: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    /// The names in the order they were first set, with their keys and values: one array, so that looking into an
    /// object while rendering retains one buffer, not two.
    private var entries: [Entry] = []

    private struct Entry: Sendable {
        var name: String
        var key: NameKey
        var value: TemplateValue
    }

    public init() {}

    /// Room for `minimumCapacity` names before the storage grows.
    public init(minimumCapacity: Int) {
        entries.reserveCapacity(minimumCapacity)
    }

    /// The fields in order; a name given twice keeps its last value.
    public init<Fields: Sequence<(String, TemplateValue)>>(_ fields: Fields) {
        entries.reserveCapacity(fields.underestimatedCount)
        for (name, value) in fields { self[name] = value }
    }

    public init(dictionaryLiteral fields: (String, TemplateValue)...) {
        self.init(fields)
    }

    /// The value of a name; setting `nil` removes the name.
    public subscript(name: String) -> TemplateValue? {
        get { self[name, NameKey(name)] }
        set {
            let key = NameKey(name)
            if let index = index(of: name, key) {
                if let newValue { entries[index].value = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append(Entry(name: name, key: key, value: newValue))
            }
        }
    }

    /// The value of a name whose key is already made (a template's names are keyed as it is parsed).
    subscript(name: String, key: NameKey) -> TemplateValue? {
        index(of: name, key).map { entries[$0].value }
    }

    private func index(of name: String, _ key: NameKey) -> Int? {
        entries.firstIndex { $0.key == key && (key.isWholeName || $0.name.utf8.elementsEqual(name.utf8)) }
    }

    /// Sets `name` to the text, or leaves the name out when there is none (a name left out is looked up
    /// in the enclosing sections; `TemplateScope` stops that where it matters).
    public mutating func set(_ name: String, _ text: String?) { self[name] = text.map(TemplateValue.text) }

    /// Sets `name` to the number, or leaves the name out when there is none.
    public mutating func set(_ name: String, _ number: Int?) { self[name] = number.map(TemplateValue.number) }

    public var count: Int { entries.count }
    public var isEmpty: Bool { entries.isEmpty }

    /// The names and their values, in the order the names were first set.
    public var fields: [(name: String, value: TemplateValue)] { entries.map { ($0.name, $0.value) } }

    /// Equal when they have the same names with equal values, in any order.
    public static func == (left: TemplateFields, right: TemplateFields) -> Bool {
        left.count == right.count && left.entries.allSatisfy { right[$0.name] == $0.value }
    }
}
