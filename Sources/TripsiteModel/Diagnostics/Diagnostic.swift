import TripsiteJSON

/// One problem found in the user's input: where it is, how bad it is, and what was expected.
///
/// Printed as `trips.json:12:5: error: trips[1].activities[0].day_number: expected a whole number, found "two"`.
public struct Diagnostic: Sendable, Hashable {
    /// Whether the problem stops the build. A note is not a problem: it explains what the build made of the input
    /// (how reservations were grouped into trips); `check` prints it, and it never fails a build nor counts as a warning.
    public enum Severity: String, Sendable, Hashable, Comparable {
        case error
        case warning
        case note

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs.rank < rhs.rank
        }

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }
    }

    public var severity: Severity
    /// The file as the user named it (e.g. `trips.json` or `data/trips.json`).
    public var file: String
    /// Where in the file; `nil` for problems with the file as a whole (missing, unreadable).
    public var position: SourcePosition?
    /// The JSON path of the value, e.g. `trips[1].activities[0].day_number`; empty when not about a value.
    public var path: String
    public var message: String

    public init(severity: Severity, file: String, position: SourcePosition?, path: String, message: String) {
        self.severity = severity
        self.file = file
        self.position = position
        self.path = path
        self.message = message
    }

    /// An error about a file or folder as a whole (missing, unreadable, in the way), not a value in it.
    public static func fileError(_ file: String, _ message: String) -> Diagnostic {
        Diagnostic(severity: .error, file: file, position: nil, path: "", message: message)
    }

    /// The conventional one-line compiler-style form, understood by editors and CI log parsers.
    public var formatted: String {
        var location = file
        if let position {
            location += ":\(position.line):\(position.column)"
        }
        let subject = path.isEmpty ? "" : "\(path): "
        return "\(location): \(severity.rawValue): \(subject)\(message)"
    }
}
