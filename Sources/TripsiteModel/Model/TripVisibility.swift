/// Who a built site shows a trip to: everyone (`public`), only those given its address (`unlisted`: its
/// pages are built, marked noindex and listed nowhere), or no one yet (`draft`: not built unless asked).
public enum TripVisibility: String, Sendable, CaseIterable {
    case `public`
    case unlisted
    case draft

    /// "public, unlisted, draft", for messages.
    public static var choices: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
