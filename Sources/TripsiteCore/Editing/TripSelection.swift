import TripsiteModel
import TripsiteJSON

/// The trip a `new` command's `--trip` names: the one with that id, else the one with that title (in any case).
/// None, or several of the same title, is a problem naming the trips it could have meant.
struct TripSelection {
    /// A trip of the file as `--trip` may name it.
    struct Candidate {
        var id: String?
        var title: String
        var dates: String?
    }

    let candidates: [Candidate]
    let file: String

    /// The index of the trip `query` names, or the problem.
    func find(_ query: String) -> Result<Int, TripSelectionProblem> {
        let wanted = query.trimmingBlanks
        if let index = candidates.firstIndex(where: { $0.id == wanted }) { return .success(index) }
        let titled = candidates.indices.filter { candidates[$0].title.lowercased() == wanted.lowercased() }
        if titled.count == 1 { return .success(titled[0]) }
        if titled.count > 1 {
            let listed = titled.map { describe(candidates[$0]) }.joined(separator: ", ")
            return .failure(TripSelectionProblem(
                message: "--trip: \(JSONPath.quoted(wanted, limit: 80)) is the title of \(titled.count) trips in \(file): \(listed); give the trip's id"))
        }
        if candidates.isEmpty {
            return .failure(TripSelectionProblem(message: "--trip: \(file) has no trips; add one with `tripsite new trip`"))
        }
        let names = candidates.flatMap { [$0.id, $0.title].compactMap { $0 } }
        if let near = KeySuggestion.nearest(wanted, among: names) {
            return .failure(TripSelectionProblem(
                message: "--trip: no trip \(JSONPath.quoted(wanted, limit: 80)) in \(file); did you mean \(JSONPath.quoted(near, limit: 80))?"))
        }
        let listed = candidates.prefix(10).map(describe).joined(separator: ", ") + (candidates.count > 10 ? ", …" : "")
        return .failure(TripSelectionProblem(
            message: "--trip: no trip \(JSONPath.quoted(wanted, limit: 80)) in \(file); give a trip's id or title: \(listed)"))
    }

    /// A trip as a message lists it: `trip-paris-2026-04-10 ("Trip to Paris", 2026-04-10 to 2026-04-17)`.
    private func describe(_ candidate: Candidate) -> String {
        let details = [JSONPath.quoted(candidate.title, limit: 80), candidate.dates].compactMap { $0 }.joined(separator: ", ")
        return candidate.id.map { "\($0) (\(details))" } ?? details
    }
}

/// Why `--trip` names no single trip.
struct TripSelectionProblem: Error {
    var message: String
}
