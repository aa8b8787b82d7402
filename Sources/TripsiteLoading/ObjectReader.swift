import Foundation
import TripsiteJSON
import TripsiteModel

/// Reads the fields of one JSON object by their canonical names, whatever spelling the data used,
/// turning each value into a typed one and recording a diagnostic for every value it cannot use.
///
/// Every accessor returns `nil` when the field is absent or `null` (reporting it when `required`),
/// and `nil` after reporting an error when the value has the wrong type or form.
struct ObjectReader {
    let path: String
    let node: JSONNode
    let context: DecodingContext
    /// The members by canonical key, first spelling first.
    private var members = CanonicalMembers()
    /// Which members were used, for `check --ignored`.
    private let usage: FieldUsage
    /// When set, a value of the wrong type or form is a warning and only that value is left out, not the
    /// trip: for optional extras (places, the vehicle) that files which built before may carry in any shape.
    var problemsAreWarnings = false

    /// Returns `nil` (after reporting) when `node` is not an object.
    init?(_ node: JSONNode, path: String, what: String, context: DecodingContext) {
        guard case .object(let list) = node.kind else {
            context.error("expected \(what) (an object), found \(node.foundDescription)", path: path, at: node.offset)
            return nil
        }
        self.node = node
        self.path = path
        self.context = context
        usage = FieldUsage(path: path, members: list, what: what, offset: node.offset)
        context.track(usage)
        members.reserveCapacity(list.count)
        let renames = context.fieldNames
        // The kind of object is worked out only when there are renames, which most sites have none of.
        let kind = renames.isEmpty ? "" : FieldNames.kind(of: what)
        for (index, member) in list.enumerated() {
            let canonical = KeyNormalization.canonical(member.key)
            let key = renames.isEmpty ? canonical : renames.field(for: canonical, in: kind) ?? canonical
            if members[key] == nil {
                members.append(member, as: key, index: index)
            } else {
                usage.markUsed(index)
                context.warning(
                    "the key \(JSONPath.quoted(member.key, limit: 40)) repeats a field already given; the first one is used",
                    path: JSONPath.member(path, member.key), at: member.keyOffset)
            }
        }
    }

    // MARK: - Raw access

    /// The member for a canonical key, or `nil` when absent or `null`.
    func member(_ key: String) -> JSONMember? {
        guard let (member, index) = members.lookUp(key) else { return nil }
        usage.markUsed(index)
        if case .null = member.value.kind { return nil }
        return member
    }

    /// Counts a member as used though its value is not shown (a schema's own markers, such as `@context`).
    func markUsed(_ key: String) {
        _ = member(key)
    }

    func has(_ key: String) -> Bool { member(key) != nil }

    /// Whether the object has any of `keys` (as given, null or not), found in one pass over its members without
    /// counting any as used: for a check of several spellings that most objects have none of.
    func hasAny(of keys: [String]) -> Bool {
        members.containsAny(of: keys)
    }

    /// The first of `keys` the object has, else the first of them: for a field apps name in several ways
    /// (`title`, `trip_name`, `name`, `display_name`), the earlier name winning when several are given.
    func key(_ keys: String...) -> String {
        keys.first(where: has) ?? keys[0]
    }

    /// Whether the field holds text (or a number, which text fields accept), as opposed to an object or a list.
    func isText(_ key: String) -> Bool {
        switch member(key)?.value.kind {
        case .string?, .number?: return true
        default: return false
        }
    }

    func fieldPath(_ key: String) -> String { JSONPath.member(path, members[key]?.key ?? key) }

    private func value(_ key: String, required: Bool) -> JSONNode? {
        if let member = member(key) { return member.value }
        if required {
            context.error("missing required field \"\(key)\"", path: JSONPath.member(path, key), at: node.offset)
        }
        return nil
    }

    func fail(_ key: String, expected: String, found node: JSONNode) {
        reject(key, "expected \(expected), found \(node.foundDescription)", at: node)
    }

    /// Reports a value that is not used: an error, or a warning that it is left out when `problemsAreWarnings`.
    private func reject(_ key: String, _ message: String, at node: JSONNode) {
        if problemsAreWarnings {
            context.warning(message + "; it is left out", path: fieldPath(key), at: node.offset)
            return
        }
        context.error(message, path: fieldPath(key), at: node.offset)
    }

    func warn(_ key: String, _ message: String) {
        guard let member = members[key] else { return }
        context.warning(message, path: fieldPath(key), at: member.value.offset)
    }

    func location(_ key: String) -> SourceLocation {
        context.location(path: fieldPath(key), offset: members[key]?.value.offset ?? node.offset)
    }

    // MARK: - Typed fields

    /// Text of at most `maximumLength` characters (`TextLimits`). Numbers are accepted as their literal (some
    /// apps export ids as numbers). Empty or blank text counts as absent.
    func string(_ key: String, required: Bool = false, maximumLength: Int = TextLimits.shortText) -> String? {
        guard let node = value(key, required: required) else { return nil }
        let text: String
        switch node.kind {
        case .string(let value): text = value
        case .number(let literal): text = literal
        default:
            fail(key, expected: "text", found: node)
            return nil
        }
        let trimmed = text.trimmingBlanks
        if trimmed.isEmpty {
            if required {
                context.error("expected non-empty text, found \(node.foundDescription)", path: fieldPath(key), at: node.offset)
            }
            return nil
        }
        guard fits(trimmed, maximumLength, key, at: node) else { return nil }
        return showable(trimmed, key, at: node)
    }

    /// Whether the text has at most `limit` characters; reported when it has more.
    private func fits(_ text: String, _ limit: Int, _ key: String, at node: JSONNode) -> Bool {
        guard let problem = TextLimits.characterProblem(text, limit: limit) else { return true }
        reject(key, problem, at: node)
        return false
    }

    /// Long text, kept as written (it may be Markdown), of at most `TextLimits.longTextBytes`; blank text counts
    /// as absent.
    func longText(_ key: String) -> String? {
        guard let node = value(key, required: false) else { return nil }
        guard case .string(let text) = node.kind else {
            fail(key, expected: "text", found: node)
            return nil
        }
        if let problem = TextLimits.byteProblem(text, limit: TextLimits.longTextBytes) {
            reject(key, problem, at: node)
            return nil
        }
        let trimmed = text.trimmingBlanks
        return trimmed.isEmpty ? nil : showable(text, key, at: node)
    }

    /// The text, with any character no page or feed may hold replaced and warned about (`UnshowableCharacters`).
    private func showable(_ text: String, _ key: String, at node: JSONNode) -> String {
        UnshowableCharacters.checked(text, path: fieldPath(key), at: node.offset, context: context)
    }

    /// A whole number, also from a numeric string such as `"2"`, within `range`.
    func int(_ key: String, required: Bool = false, in range: ClosedRange<Int>? = nil) -> Int? {
        guard let node = value(key, required: required) else { return nil }
        // Written only for a message: most numbers are fine.
        var expected: String { range.map { wholeNumberDescription($0) } ?? "a whole number" }
        var literal: String
        switch node.kind {
        case .number(let text): literal = text
        case .string(let text): literal = text.trimmingBlanks
        default:
            fail(key, expected: expected, found: node)
            return nil
        }
        if literal.hasSuffix(".0") { literal.removeLast(2) }
        guard let number = Int(literal) else {
            fail(key, expected: expected, found: node)
            return nil
        }
        if let range, !range.contains(number) {
            fail(key, expected: expected, found: node)
            return nil
        }
        return number
    }

    private func wholeNumberDescription(_ range: ClosedRange<Int>) -> String {
        if range.upperBound == Int.max { return "a whole number of at least \(range.lowerBound)" }
        return "a whole number from \(range.lowerBound) to \(range.upperBound)"
    }

    /// A number, also from a decimal string such as `"9.2"` (not `"0x1p3"`, `"inf"` or `"nan"`), within `range`.
    func double(_ key: String, in range: ClosedRange<Double>? = nil) -> Double? {
        guard let node = value(key, required: false) else { return nil }
        var expected: String { range.map { "a number from \(format($0.lowerBound)) to \(format($0.upperBound))" } ?? "a number" }
        let parsed: Double?
        switch node.kind {
        case .number(let text): parsed = Double(text)
        case .string(let text): parsed = ValueText.decimalNumber(text.trimmingBlanks)
        default: parsed = nil
        }
        guard let number = parsed, number.isFinite, range?.contains(number) ?? true else {
            fail(key, expected: expected, found: node)
            return nil
        }
        return number
    }

    private func format(_ number: Double) -> String {
        number == number.rounded() ? String(Int(number)) : String(number)
    }

    /// An IANA time zone name such as `Europe/Lisbon` (or `UTC`), checked against the system's zone data.
    func timeZone(_ key: String) -> String? {
        guard let name = string(key) else { return nil }
        guard name.contains("/") || name == "UTC", TimeZone(identifier: name) != nil else {
            fail(key, expected: "an IANA time zone name such as Europe/Lisbon", found: member(key)!.value)
            return nil
        }
        return name
    }

    /// A BCP 47 language code ("fr", "pt-BR") that `InputLanguage` knows, kept as written.
    func language(_ key: String) -> InputLanguage? {
        parsed(key, required: false) { code in
            InputLanguage.named(code.trimmingBlanks).map { .success($0) } ?? .failure(ValueParseError(expected: InputLanguage.expected))
        }
    }

    /// `true`/`false`, also as the strings "true"/"false"/"yes"/"no".
    func bool(_ key: String) -> Bool? {
        guard let node = value(key, required: false) else { return nil }
        switch node.kind {
        case .bool(let value): return value
        case .string(let text):
            switch text.lowercased().trimmingBlanks {
            case "true", "yes": return true
            case "false", "no": return false
            default: break
            }
        default: break
        }
        fail(key, expected: "true or false", found: node)
        return nil
    }

    /// A complete date with a year.
    func fullDate(_ key: String, required: Bool = false) -> CivilDate? {
        parsed(key, required: required, { DateText.readFull($0, language: context.language) }, then: checkDate)?.date
    }

    /// A date, possibly without a year, resolved against the trip's dates.
    func date(_ key: String, within range: ClosedRange<CivilDate>?) -> CivilDate? {
        parsed(key, required: false, { DateText.read($0, within: range, language: context.language) }, then: checkDate)?.date
    }

    /// Warns when the text's weekday is not the date's ("Sun, 15 Mar" in 2024, a Friday): the date is what the
    /// day and month say, and the weekday is the part left aside. Warns once in the file of numbers that read both
    /// day first and month first (`DecodingContext.guessedDateOrder`).
    private func checkDate(_ key: String, _ text: String, _ read: DateText.ReadDate) {
        if let order = read.guessedOrder {
            context.guessedDateOrder(text, read: read.date, order: order, path: fieldPath(key), at: members[key]?.value.offset ?? node.offset)
        }
        // A text that starts with a digit names no English weekday, and most dates do. A text that English reads names
        // its weekday in English, if any: the site's language is looked for only in a text read in that language
        // (searching every date in the site's language cost a French site much: docs/performance.md).
        guard let first = text.utf8.first, read.isLocal || !ValueText.isDigit(first),
              let mismatch = DateText.weekdayMismatch(text, date: read.date, language: read.isLocal ? context.language : nil) else { return }
        warn(key, "\(JSONPath.quoted(text, limit: 40)) \(mismatch); the date is used and the weekday ignored")
    }

    func time(_ key: String) -> ClockTime? {
        parsed(key, required: false) { ClockTime.parse($0, language: context.language) }
    }

    func duration(_ key: String) -> TripDuration? {
        parsed(key, required: false) { TripDuration.parse($0, language: context.language) }
    }

    /// A price: a string with its currency (`"₦ 450,000.00"`) or a number in `defaultCurrency`.
    func money(_ key: String, defaultCurrency: String?) -> Money? {
        guard let node = value(key, required: false) else { return nil }
        let parsed: Result<Money, ValueParseError>
        switch node.kind {
        case .string(let value):
            guard fits(value, TextLimits.shortText, key, at: node) else { return nil }
            parsed = Money.parse(value, defaultCurrency: defaultCurrency)
        // A JSON number always uses "." as its decimal point (1.234 is not 1,234) and may have an exponent.
        case .number(let literal): parsed = Money.parse(jsonNumber: literal, currency: defaultCurrency)
        default:
            fail(key, expected: "a price such as \"€ 10.00\" or 10", found: node)
            return nil
        }
        switch parsed {
        case .success(let money): return money
        case .failure(let error):
            fail(key, expected: error.expected, found: node)
            return nil
        }
    }

    /// The field's text parsed; `then`, when given, is told of each value read with its text.
    private func parsed<T>(
        _ key: String, required: Bool, _ parse: (String) -> Result<T, ValueParseError>, then: ((String, String, T) -> Void)? = nil
    ) -> T? {
        guard let node = value(key, required: required) else { return nil }
        let text: String
        switch node.kind {
        case .string(let value): text = value
        case .number(let literal): text = literal  // parsed as text, so the message says what form is expected
        default:
            fail(key, expected: "text", found: node)
            return nil
        }
        guard fits(text, TextLimits.shortText, key, at: node) else { return nil }
        switch parse(text) {
        case .success(let value):
            then?(key, text, value)
            return value
        case .failure(let error):
            fail(key, expected: error.expected, found: node)
            return nil
        }
    }

    /// The elements of an array field with their paths, read in full; `nil` (after reporting) when not an array.
    /// One object where a list is expected stands for a list of that one item (apps export a trip's
    /// only hotel as `"hotels": {…}`).
    func array(_ key: String) -> [(node: JSONNode, path: String)]? {
        guard let node = value(key, required: false) else { return nil }
        switch node.kind {
        case .object: return [(node: node, path: fieldPath(key))]
        default: break
        }
        guard case .array(let elements) = node.kind else {
            fail(key, expected: "an array", found: node)
            return nil
        }
        let base = fieldPath(key)
        // Objects in arrays near the top of the file may have been left unread by the parser.
        return elements.enumerated().map { (node: context.materialized($0.element), path: JSONPath.index(base, $0.offset)) }
    }

    /// A link to a web page: only an absolute http(s) address; anything else is left out with a warning.
    func webLink(_ key: String) -> String? {
        guard let text = string(key, maximumLength: TextLimits.webAddress) else { return nil }
        switch ImageReferenceRules.classify(text) {
        case .remote(let url):
            return url
        case .local:
            warn(key, "no link shown: \(JSONPath.quoted(text, limit: 60)) is not an http or https address")
        case .rejected(let reason):
            warn(key, "no link shown: \(reason.replacingOccurrences(of: "image reference", with: "address"))")
        }
        return nil
    }

    /// An image: an http(s) URL, or a file beside the input. Anything else (an app's asset name,
    /// a `javascript:` or `data:` URL, a path leaving the folder) is left out with a warning.
    func image(_ key: String) -> ImageReference? {
        guard let text = string(key, maximumLength: TextLimits.webAddress) else { return nil }
        switch ImageReferenceRules.classify(text) {
        case .remote(let url):
            return .remote(url)
        case .local(let relative):
            let file = context.localFile(relative)
            guard file != .missing else {
                context.missingImage(text, path: fieldPath(key), at: members[key]!.value.offset)
                return nil
            }
            if let problem = ImageReferenceRules.localFileProblem(relative) {
                warn(key, "no image shown: \(problem)")
                return nil
            }
            if case .refused(let reason) = file {
                warn(key, "no image shown: \(JSONPath.quoted(relative, limit: 60)) \(reason)")
                return nil
            }
            return .local(relative)
        case .rejected(let reason):
            warn(key, "no image shown: \(reason)")
        }
        return nil
    }
}

/// How long a text value may be: far longer than any real one, and short enough that no input makes a page, a
/// feed or a build's memory grow without bound (an 8 MB flight number once made a build of gigabytes).
/// Characters are Unicode code points, so that no character can hide a long run of bytes.
enum TextLimits {
    /// Characters of a short text: a title, a destination, a name, a code, a flight number, an address.
    static let shortText = 500
    /// Characters of a web address (`url`, `image_url`): the 8,000 that RFC 9110 asks every server to take.
    static let webAddress = 8_000
    /// Bytes of UTF-8 of a long text read as Markdown (a description, notes): some 15,000 words.
    static let longTextBytes = 100_000

    /// What is wrong with `text` when it has more than `limit` characters, else `nil`.
    static func characterProblem(_ text: String, limit: Int) -> String? {
        // A character takes at least one byte, so nearly every text passes without being counted.
        guard text.utf8.count > limit else { return nil }
        let count = text.unicodeScalars.count
        guard count > limit else { return nil }
        return "expected at most \(TextFormat.grouped(limit)) characters, found \(TextFormat.grouped(count))"
    }

    /// What is wrong with `text` when it has more than `limit` bytes of UTF-8, else `nil`.
    static func byteProblem(_ text: String, limit: Int) -> String? {
        let count = text.utf8.count
        guard count > limit else { return nil }
        return "expected at most \(TextFormat.grouped(limit)) bytes of text (UTF-8), found \(TextFormat.grouped(count))"
    }
}

/// An object's members by canonical key: a list looked through in order, as objects have a few dozen members
/// at most.
private struct CanonicalMembers {
    private var keys: [String] = []
    private var members: [JSONMember] = []
    /// Each member's index among the object's members as written.
    private var indices: [Int] = []

    mutating func reserveCapacity(_ count: Int) {
        keys.reserveCapacity(count)
        members.reserveCapacity(count)
        indices.reserveCapacity(count)
    }

    /// Adds a member whose canonical key is not there yet; `index` is its place among the object's members.
    mutating func append(_ member: JSONMember, as key: String, index: Int) {
        keys.append(key)
        members.append(member)
        indices.append(index)
    }

    subscript(key: String) -> JSONMember? {
        lookUp(key)?.member
    }

    /// Whether any member has one of `candidates` as its canonical key.
    func containsAny(of candidates: [String]) -> Bool {
        keys.contains { key in candidates.contains { $0.utf8.count == key.utf8.count && $0 == key } }
    }

    /// The member for a canonical key and its place among the object's members.
    func lookUp(_ key: String) -> (member: JSONMember, index: Int)? {
        // Comparing lengths first skips most names without comparing their text.
        keys.firstIndex { $0.utf8.count == key.utf8.count && $0 == key }.map { (members[$0], indices[$0]) }
    }
}
