/// The "did you mean" of an unknown name (a settings key, a template field, a template's name): the known
/// name closest to it, when one is close enough to be a slip.
public enum KeySuggestion {
    /// The candidate nearest `name` by edit distance (a swap of two neighbours counts once; case and `-`
    /// for `_` do not count), if it is within a third of the name's length (at least 1, at most 3), or one of
    /// them starts with the other (`output` for `output_dir`).
    public static func nearest(_ name: String, among candidates: [String]) -> String? {
        let typed = normalized(name)
        guard !typed.isEmpty else { return nil }
        let limit = min(3, max(1, typed.count / 3))
        let scored = candidates.map { candidate -> (String, Int) in
            let known = normalized(candidate)
            let prefix = typed.count >= 3 && (known.starts(with: typed) || typed.starts(with: known))
            let distance = editDistance(typed, known)
            return (candidate, distance <= limit ? distance : prefix ? limit + 1 : Int.max)
        }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 != Int.max else { return nil }
        return best.0
    }

    private static func normalized(_ name: String) -> [Character] {
        Array(name.lowercased().map { $0 == "-" ? "_" : $0 })
    }

    /// The optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
