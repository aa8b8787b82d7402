/// A value a template shows: the typed form of a page's context that `TemplateRenderer` walks.
///
/// Contexts are built as `[String: Any]` dictionaries (the keys the README's template reference lists);
/// `TemplateValue(_:)` reads such a dictionary once, so that rendering switches over five cases instead of
/// asking what every value is each time a template names it.
public enum TemplateValue: Sendable, Equatable {
    /// Text, shown escaped by `{{name}}` and as it is by `{{{name}}}`; a section over it renders once with
    /// the text as `{{.}}` (even when empty, as in Mustache implementations without JavaScript's rules).
    case text(String)
    /// Shown as `true` or `false`; a section renders once when true.
    case bool(Bool)
    /// A section renders once per item; an empty list renders an inverted section.
    case list([TemplateValue])
    /// Named values; a section over it makes them visible by name.
    case object([String: TemplateValue])
    /// A value the context states it does not have: shown as nothing and false, and it hides a value of
    /// the same name further out (see `TemplateScope`).
    case absent

    /// Reads a context value: `String`, `Bool`, `Int`, dictionaries with `String` keys, arrays, `AbsentValue`
    /// and optionals; anything else is shown as its description.
    public init(_ value: Any) {
        switch value {
        case let text as String: self = .text(text)
        case let object as [String: Any]: self = .object(object.mapValues(TemplateValue.init))
        case let list as [[String: Any]]: self = .list(list.map { .object($0.mapValues(TemplateValue.init)) })
        case let flag as Bool: self = .bool(flag)
        case let number as Int: self = .text(String(number))
        case is AbsentValue: self = .absent
        case let value as TemplateValue: self = value
        case let list as [String]: self = .list(list.map(TemplateValue.text))
        case let list as [Any]: self = .list(list.map(TemplateValue.init))
        case let optional as any OptionalValue: self = optional.wrappedValue.map(TemplateValue.init) ?? .absent
        default: self = .text(String(describing: value))
        }
    }

    /// Sets a named value of an object (other values are left as they are).
    public mutating func set(_ name: String, to value: TemplateValue) {
        guard case .object(var values) = self else { return }
        self = .absent
        values[name] = value
        self = .object(values)
    }

    /// Whether a section over the value renders (an inverted section renders when it does not).
    var isTruthy: Bool {
        switch self {
        case .text, .object: true
        case .bool(let flag): flag
        case .list(let items): !items.isEmpty
        case .absent: false
        }
    }
}

/// A field with no value: renders as the empty string and counts as false in sections.
struct AbsentValue {}

/// Lets `TemplateValue(_:)` see through an optional stored in an `Any`.
private protocol OptionalValue {
    var wrappedValue: Any? { get }
}

extension Optional: OptionalValue {
    fileprivate var wrappedValue: Any? { self.map { $0 as Any } }
}
