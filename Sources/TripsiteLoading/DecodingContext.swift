import Foundation
import TripsiteJSON
import TripsiteModel

/// What the decoders of one input file share: the parsed document, the file's name for messages,
/// the log that collects every problem, and how to look up image files beside the input.
final class DecodingContext {
    let document: JSONDocument
    let fileName: String
    var log = DiagnosticLog()
    /// Whether a path relative to the input's folder names an existing regular file inside it.
    let localFile: @Sendable (String) -> LocalFile
    /// The app's names read as tripsite's (`[fields]` in tripsite.toml).
    let fieldNames: FieldNames
    /// Where the document's bytes are in the file, when the document is a block taken out of it (JSON-LD in an
    /// e-mail); `nil` when the document is the file.
    let sourceMap: SourceMap?
    /// The language dates, times and durations may be written in besides English: the site's, or, while a trip
    /// that names its own is read, the trip's.
    var language: InputLanguage?

    init(
        document: JSONDocument, fileName: String, localFile: @escaping @Sendable (String) -> LocalFile,
        fieldNames: FieldNames = FieldNames(), sourceMap: SourceMap? = nil, language: InputLanguage? = nil
    ) {
        self.language = language
        self.document = document
        self.fileName = fileName
        self.localFile = localFile
        self.fieldNames = fieldNames
        self.sourceMap = sourceMap
    }

    /// The line and column in the file of a byte offset of the document.
    func position(of offset: Int) -> SourcePosition {
        sourceMap?.position(of: offset) ?? document.position(of: offset)
    }

    func error(_ message: String, path: String, at offset: Int) {
        report(.error, message, path: path, at: offset)
    }

    func warning(_ message: String, path: String, at offset: Int) {
        report(.warning, message, path: path, at: offset)
    }

    func report(_ severity: Diagnostic.Severity, _ message: String, path: String, at offset: Int) {
        log.append(Diagnostic(
            severity: severity, file: fileName, position: position(of: offset),
            path: path, message: message))
    }

    /// Image names that are neither URLs nor files (app asset names such as "hotel1"): the first use of each
    /// is reported, later uses are counted and the count is added to that one warning by `finish()`.
    private var missingImages: [String: (diagnosticIndex: Int, repeats: Int)] = [:]

    func missingImage(_ name: String, path: String, at offset: Int) {
        if missingImages[name] != nil {
            missingImages[name]!.repeats += 1
            return
        }
        warning("no image shown: \(JSONPath.quoted(name, limit: 60)) is not an http(s) URL and no such file is beside the input file",
                path: path, at: offset)
        missingImages[name] = (log.diagnostics.count - 1, 0)
    }

    /// Where the warning about a date of numbers read in the usual order is in the log: the file's first such date is
    /// reported, and the others are read the same way without a word.
    private var guessedOrderWarning: Int?

    /// Reports, for the file's first date whose numbers read both day first and month first, which was chosen.
    func guessedDateOrder(_ text: String, read date: CivilDate, order: String, path: String, at offset: Int) {
        guard guessedOrderWarning == nil else { return }
        warning(
            "\(JSONPath.quoted(text, limit: 40)) could be read day first or month first; it is read \(order): \(date.iso) "
                + "(the other dates of this file like it are read the same way and not reported)",
            path: path, at: offset)
        guessedOrderWarning = log.diagnostics.count - 1
    }

    /// Appends the diagnostics of contexts that decoded parts of the same file separately (in parallel),
    /// in order, so the result is the one a single context would have given: an image name reported
    /// by several parts keeps only its first warning, and the others count as repeats.
    func absorb(_ parts: [DecodingContext]) {
        for part in parts {
            var dropped: Set<Int> = []
            if let warning = part.guessedOrderWarning {
                if guessedOrderWarning != nil { dropped.insert(warning) }
            }
            var keptFirsts: [Int: (name: String, repeats: Int)] = [:]
            for (name, report) in part.missingImages {
                if missingImages[name] != nil {
                    missingImages[name]!.repeats += 1 + report.repeats
                    dropped.insert(report.diagnosticIndex)
                } else {
                    keptFirsts[report.diagnosticIndex] = (name, report.repeats)
                }
            }
            for (index, diagnostic) in part.log.diagnostics.enumerated() where !dropped.contains(index) {
                log.append(diagnostic)
                if let first = keptFirsts[index] {
                    missingImages[first.name] = (log.diagnostics.count - 1, first.repeats)
                }
                if index == part.guessedOrderWarning { guessedOrderWarning = log.diagnostics.count - 1 }
            }
            part.log.unusedFields.forEach { log.append(unused: $0) }
        }
    }

    /// The objects read so far whose unused members are not yet in the log.
    private var usages: [FieldUsage] = []

    /// Keeps `usage` until `collectUnused()` lists what its reader did not use.
    func track(_ usage: FieldUsage) {
        usages.append(usage)
    }

    /// Adds the members that the objects read since the last call did not use to the log's unused fields, and
    /// lets go of those objects.
    func collectUnused() {
        // An object read by more than one reader (a value that may be an object or its name) used what any of them did.
        var first: [Int: FieldUsage] = [:]
        var order: [FieldUsage] = []
        for usage in usages {
            if let earlier = first[usage.offset] {
                earlier.absorb(usage)
            } else {
                first[usage.offset] = usage
                order.append(usage)
            }
        }
        for usage in order {
            for field in usage.unusedFields(in: self) { log.append(unused: field) }
        }
        usages.removeAll()
    }

    /// Whether the context found nothing that `absorb` would join: no diagnostic, no unused field, no object still
    /// tracked and no syntax error.
    var isEmpty: Bool {
        log.diagnostics.isEmpty && log.unusedFields.isEmpty && usages.isEmpty && missingImages.isEmpty
            && guessedOrderWarning == nil && syntaxError == nil
    }

    /// Completes the diagnostics that summarise repeated problems.
    func finish() {
        collectUnused()
        for (_, report) in missingImages where report.repeats > 0 {
            log.amend(report.diagnosticIndex, note: " (used \(report.repeats) more \(report.repeats == 1 ? "time" : "times") in this file, not reported again)")
        }
    }

    /// The first problem met reading an object the parser left unread: the file is not valid JSON after
    /// all, and nothing decoded from it counts.
    private(set) var syntaxError: JSONSyntaxError?

    /// The node in full (`JSONDocument.materialized`); when it is not valid JSON, the problem in it is kept
    /// in `syntaxError` and the node is returned unread.
    func materialized(_ node: JSONNode) -> JSONNode {
        do {
            return try document.materialized(node)
        } catch {
            if syntaxError == nil { syntaxError = error }
            return node
        }
    }

    func location(path: String, offset: Int) -> SourceLocation {
        SourceLocation(path: path, position: position(of: offset))
    }
}

extension JSONNode {
    /// How a value is shown after "found" in a message: strings quoted and shortened, numbers as written.
    var foundDescription: String {
        switch kind {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let literal): return literal.count > 40 ? String(literal.prefix(40)) + "…" : literal
        case .string(let text): return JSONPath.quoted(text, limit: 60)
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
