import TripsiteJSON

/// Collects every problem of a run, so that all of them are reported at once rather than only the first.
public struct DiagnosticLog: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []
    /// The input's fields that were read past without being used, in input order (not problems: `check --ignored` lists them).
    public private(set) var unusedFields: [UnusedField] = []

    public init() {}

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    public mutating func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    public mutating func append(contentsOf other: DiagnosticLog) {
        diagnostics.append(contentsOf: other.diagnostics)
        unusedFields.append(contentsOf: other.unusedFields)
    }

    public mutating func append(unused field: UnusedField) {
        unusedFields.append(field)
    }

    /// Adds `note` to the message of the diagnostic at `index` (an index into `diagnostics`).
    package mutating func amend(_ index: Int, note: String) {
        diagnostics[index].message += note
    }

    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Diagnostics in the order a reader expects: by file, then line, then column; stable otherwise.
    public var sorted: [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            if x.file != y.file { return x.file < y.file }
            let px = x.position ?? SourcePosition(line: 0, column: 0)
            let py = y.position ?? SourcePosition(line: 0, column: 0)
            if px != py { return px < py }
            return a.offset < b.offset
        }.map(\.element)
    }
}

/// An error that carries diagnostics, thrown when a step of the pipeline cannot go on.
public struct DiagnosticsError: Error, Sendable {
    public var diagnostics: [Diagnostic]
    /// The input's fields that were not used, found before the step stopped (for `check --ignored`).
    public var unusedFields: [UnusedField]
    public init(_ diagnostics: [Diagnostic], unusedFields: [UnusedField] = []) {
        self.diagnostics = diagnostics
        self.unusedFields = unusedFields
    }

    /// The error of a command that stops on one problem with a file or folder as a whole.
    public static func file(_ file: String, _ message: String) -> DiagnosticsError {
        DiagnosticsError([.fileError(file, message)])
    }
}

extension Array where Element == Diagnostic {
    /// The diagnostics with each one said once, where it first comes: a problem with a file as a whole that stops
    /// many trips (the file changed during the build) is reported once.
    public func removingRepeats() -> [Diagnostic] {
        var seen: Set<Diagnostic> = []
        return filter { seen.insert($0).inserted }
    }
}
