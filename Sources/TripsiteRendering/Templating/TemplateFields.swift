/// The named values of a context, or of an object in it, in the order the names were first set.
///
/// An object of a page has a few dozen names at most: they are kept in a list and looked through by name.
public struct TemplateFields: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    /// Each name with the length of its UTF-8 (kept beside it, so that a search compares lengths read from the list
    /// rather than worked out from each name's text: docs/performance.md, "Why the code is as it is") and its value.
    private var entries: [(name: String, length: Int, value: TemplateValue)] = []

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
        get { index(of: name).map { entries[$0].value } }
        set {
            if let index = index(of: name) {
                if let newValue { entries[index].value = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append((name, name.utf8.count, newValue))
            }
        }
    }

    /// Where `name` is; comparing lengths first skips most names without comparing their text.
    private func index(of name: String) -> Int? {
        let length = name.utf8.count
        return entries.firstIndex { $0.length == length && $0.name == name }
    }

    /// Sets `name` to the text, or leaves the name out when there is none (a name left out is looked up
    /// in the enclosing sections; `TemplateScope` stops that where it matters).
    public mutating func set(_ name: String, _ text: String?) { self[name] = text.map(TemplateValue.text) }

    /// Sets `name` to the number, or leaves the name out when there is none.
    public mutating func set(_ name: String, _ number: Int?) { self[name] = number.map(TemplateValue.number) }

    /// Sets each of `names` that has no value to `value`, in their order: each name looked up once, and room made
    /// for all of them at once rather than the storage grown as they are added.
    public mutating func fill(_ names: [String], with value: TemplateValue) {
        entries.reserveCapacity(entries.count + names.count)
        for name in names where index(of: name) == nil { entries.append((name, name.utf8.count, value)) }
    }

    public var count: Int { entries.count }
    public var isEmpty: Bool { entries.isEmpty }

    /// The names and their values, in the order the names were first set.
    public var fields: [(name: String, value: TemplateValue)] { entries.map { ($0.name, $0.value) } }

    /// Equal when they have the same names with equal values, in any order.
    public static func == (left: TemplateFields, right: TemplateFields) -> Bool {
        left.count == right.count && left.entries.allSatisfy { right[$0.name] == $0.value }
    }
}
