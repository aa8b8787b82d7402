import TripsiteJSON

/// A field of the input that tripsite read past without using: nothing on any page or file comes from it.
///
/// `tripsite check --ignored` lists them, a repeated field once with its count
/// (`trips.json:14:9: ignored: trips[].flights[].meal: not used (in 12 places); did you mean "meals"?`), so that
/// no data an app exported vanishes without a word.
public struct UnusedField: Sendable, Hashable {
    public var file: String
    /// Where the field's key is, at its first occurrence.
    public var position: SourcePosition?
    /// The field's JSON path at its first occurrence, e.g. `trips[3].flights[0].meal`.
    public var path: String
    /// The path with every array index left out (`trips[].flights[].meal`): the same field in every trip.
    public var pattern: String
    /// The name tripsite knows for this kind of object that the key is closest to, when it looks like a slip.
    public var suggestion: String?
    /// How many times the field occurs in the file (the same `pattern`).
    public var count: Int

    public init(file: String, position: SourcePosition?, path: String, suggestion: String? = nil, count: Int = 1) {
        self.file = file
        self.position = position
        self.path = path
        self.pattern = Self.pattern(of: path)
        self.suggestion = suggestion
        self.count = count
    }

    /// `trips[3].flights[0].meal` → `trips[].flights[].meal`.
    public static func pattern(of path: String) -> String {
        var result = ""
        result.reserveCapacity(path.utf8.count)
        var inIndex = false
        for character in path {
            if inIndex {
                if character == "]" { inIndex = false; result.append("]") }
                else if !character.isASCII || !character.isNumber { result.append(character) }
                continue
            }
            if character == "[" { inIndex = true }
            result.append(character)
        }
        return result
    }

    /// `trips.json:14:9: ignored: trips[].flights[].meal: not used (in 12 places); did you mean "meals"?`
    public var formatted: String {
        var location = file
        if let position { location += ":\(position.line):\(position.column)" }
        return "\(location): ignored: \(pattern): \(message)"
    }

    /// What is said of the field after its path.
    public var message: String {
        var text = "not used"
        if count > 1 { text += " (in \(count) places)" }
        if let suggestion { text += "; did you mean \"\(suggestion)\"?" }
        return text
    }

    /// The fields, each pattern once (at its first occurrence, with the number of occurrences), by file and position.
    public static func grouped(_ fields: [UnusedField]) -> [UnusedField] {
        var order: [String] = []
        var byKey: [String: UnusedField] = [:]
        for field in fields {
            let key = field.file + "\u{0}" + field.pattern
            if var known = byKey[key] {
                known.count += field.count
                byKey[key] = known
            } else {
                byKey[key] = field
                order.append(key)
            }
        }
        let zero = SourcePosition(line: 0, column: 0)
        return order.map { byKey[$0]! }.enumerated().sorted { a, b in
            if a.element.file != b.element.file { return a.element.file < b.element.file }
            let (x, y) = (a.element.position ?? zero, b.element.position ?? zero)
            return x != y ? x < y : a.offset < b.offset
        }.map(\.element)
    }

    /// "31 fields of the input not used; see `tripsite check --ignored`", or `nil` when every field was used;
    /// `count` counts each repeated field once (`grouped(_:).count`).
    public static func summary(count: Int) -> String? {
        guard count > 0 else { return nil }
        return "\(count) field\(count == 1 ? "" : "s") of the input not used; see `tripsite check --ignored`"
    }
}
