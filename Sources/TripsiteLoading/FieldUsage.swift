import TripsiteJSON
import TripsiteModel

/// Which members of one JSON object a reader used: what is left over is what `check --ignored` lists, with the
/// nearest of the kind's known fields (`FieldNames.known`) as its "did you mean".
final class FieldUsage {
    let path: String
    let members: [JSONMember]
    /// What the object is, as the reader says it ("a hotel"), for the suggestions.
    let what: String
    /// Whether each of the first 64 members (by its place in `members`) was read: one bit each, so that the
    /// record of an object costs one allocation.
    private var firstMembers: UInt64 = 0
    /// The same for the members past the 64th, in the rare object that has them.
    private var laterMembers: Set<Int> = []

    /// Where the object starts in the document: two readers of the same object share what they used.
    let offset: Int

    init(path: String, members: [JSONMember], what: String, offset: Int) {
        self.path = path
        self.members = members
        self.what = what
        self.offset = offset
    }

    /// Counts as used what `other`, a reader of the same object, used.
    func absorb(_ other: FieldUsage) {
        firstMembers |= other.firstMembers
        laterMembers.formUnion(other.laterMembers)
    }

    /// JSON-LD's keywords (`@context`, `@type`, `@id`, `@graph`): they say how to read an object, and hold nothing
    /// to show.
    static func isSchemaKeyword(_ key: String) -> Bool {
        ["@context", "@type", "@id", "@graph", "@vocab"].contains(key)
    }

    func markUsed(_ index: Int) {
        if index < 64 { firstMembers |= 1 << UInt64(index) } else { laterMembers.insert(index) }
    }

    func isUsed(_ index: Int) -> Bool {
        index < 64 ? firstMembers & (1 << UInt64(index)) != 0 : laterMembers.contains(index)
    }

    /// The members not read that hold something (not `null`, `""`, `[]` or `{}`), each as an unused field.
    func unusedFields(in context: DecodingContext) -> [UnusedField] {
        var fields: [UnusedField] = []
        // The known names the object does not already have, worked out once, and only for an object with a field left over.
        lazy var candidates: [String] = {
            let present = Set(members.map { KeyNormalization.canonical($0.key) })
            return (FieldNames.known[FieldNames.kind(of: what)] ?? []).filter { !present.contains($0) }
        }()
        for (index, member) in members.enumerated() where !isUsed(index) && member.value.holdsData && !Self.isSchemaKeyword(member.key) {
            fields.append(UnusedField(
                file: context.fileName, position: context.position(of: member.keyOffset),
                path: JSONPath.member(path, member.key),
                suggestion: KeySuggestion.nearest(KeyNormalization.canonical(member.key), among: candidates)))
        }
        return fields
    }
}

extension JSONNode {
    /// Whether the value carries anything a reader could miss: not `null`, blank text, `[]` or `{}`.
    var holdsData: Bool {
        switch kind {
        case .null: return false
        case .string(let text): return !text.trimmingBlanks.isEmpty
        case .array(let elements): return !elements.isEmpty
        case .object(let members): return !members.isEmpty
        default: return true
        }
    }

    /// Whether the value is text, which stands for an item's name where an item is expected.
    var isText: Bool {
        if case .string = kind { return true }
        return false
    }
}
