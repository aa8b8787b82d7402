/// A value a template shows: the typed form of a page's context that `TemplateRenderer` walks.
///
/// Contexts are built as `TemplateFields` (the keys docs/templates.md lists), so that
/// rendering switches over five cases instead of asking what every value is each time a template names it.
/// Literals read as the values they look like: `"text"`, `true`, `3` (shown as text), `[…]` and `[name: …]`.
public enum TemplateValue: Sendable, Equatable {
    /// Text, shown escaped by `{{name}}` and as it is by `{{{name}}}`; a section over it renders once with
    /// the text as `{{.}}` (even when empty, as in Mustache implementations without JavaScript's rules).
    case text(String)
    /// Text held as its UTF-8 bytes, shown as `text` is: what the build made as bytes (cmark's HTML, the trip's
    /// structured data), given to the page without being read into a `String` and written out again.
    case utf8([UInt8])
    /// Shown as `true` or `false`; a section renders once when true.
    case bool(Bool)
    /// A section renders once per item; an empty list renders an inverted section.
    case list([TemplateValue])
    /// Named values; a section over it makes them visible by name.
    case object(TemplateFields)
    /// A value the context states it does not have: shown as nothing and false, and it hides a value of
    /// the same name further out (see `TemplateScope`).
    case absent

    /// A whole number, shown in digits.
    public static func number(_ value: Int) -> TemplateValue { .text(String(value)) }

    /// Whether a section over the value renders (an inverted section renders when it does not).
    var isTruthy: Bool {
        switch self {
        case .text, .utf8, .object: true
        case .bool(let flag): flag
        case .list(let items): !items.isEmpty
        case .absent: false
        }
    }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    public init(stringLiteral value: String) { self = .text(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .number(value) }
    public init(arrayLiteral items: TemplateValue...) { self = .list(items) }
    public init(dictionaryLiteral fields: (String, TemplateValue)...) {
        self = .object(TemplateFields(fields))
    }
}
