import TripsiteJSON
import TripsiteModel

/// Which members of one JSON object a reader used, and which names it asked for: what is left over is what
/// `check --ignored` lists, with the nearest asked-for name as its "did you mean".
final class FieldUsage {
    let path: String
    let members: [JSONMember]
    /// Whether each member (by its place in `members`) was read.
    var used: [Bool]
    /// The canonical names the reader looked for, present or not.
    var asked: [String] = []

    init(path: String, members: [JSONMember]) {
        self.path = path
        self.members = members
        used = Array(repeating: false, count: members.count)
    }

    /// The members not read that hold something (not `null`, `""`, `[]` or `{}`), each as an unused field.
    func unusedFields(in context: DecodingContext) -> [UnusedField] {
        var fields: [UnusedField] = []
        for (index, member) in members.enumerated() where !used[index] && member.value.holdsData {
            let canonical = KeyNormalization.canonical(member.key)
            let present = Set(members.map { KeyNormalization.canonical($0.key) })
            let candidates = Array(Set(asked).subtracting(present)).sorted()
            fields.append(UnusedField(
                file: context.fileName, position: context.document.position(of: member.keyOffset),
                path: JSONPath.member(path, member.key),
                suggestion: KeySuggestion.nearest(canonical, among: candidates)))
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
}

extension JSONNode {
    /// Whether the value is text, which stands for an item's name where an item is expected.
    var isText: Bool {
        if case .string = kind { return true }
        return false
    }
}
