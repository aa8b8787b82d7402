import TripsiteModel
import TripsiteJSON

/// The trip a command names (`tripsite export TRIP`, `tripsite new … --trip TRIP`): the one with that id, else that
/// folder name in the site, else that title, each in any case. None, or several of the same title, is a problem
/// naming the trips it could have meant.
struct TripSelection {
    /// A trip of the file as a command may name it.
    struct Candidate {
        var id: String?
        /// The trip's folder in the site (`trips/<folder>/`); `nil` for a trip with errors, which has none.
        var folder: String?
        var title: String
        var dates: String?
    }

    let candidates: [Candidate]
    let file: String

    /// The index of the trip `query` names, or the problem.
    func find(_ query: String) -> Result<Int, TripSelectionProblem> {
        let wanted = query.trimmingBlanks
        let lowered = wanted.lowercased()
        // An id or a folder name as written, else in another case; then a title, which several trips may share.
        let names: [(Candidate) -> String?] = [{ $0.id }, { $0.folder }]
        for name in names {
            if let index = candidates.firstIndex(where: { name($0) == wanted }) { return .success(index) }
        }
        for name in names {
            if let index = candidates.firstIndex(where: { name($0)?.lowercased() == lowered }) { return .success(index) }
        }
        let titled = candidates.indices.filter { candidates[$0].title.lowercased() == lowered }
        if titled.count == 1 { return .success(titled[0]) }
        if titled.count > 1 {
            let listed = titled.map { describe(candidates[$0]) }.joined(separator: ", ")
            return .failure(TripSelectionProblem(
                message: "\(JSONPath.quoted(wanted, limit: 80)) is the title of \(titled.count) trips in \(file): \(listed); give the trip's id"))
        }
        if candidates.isEmpty {
            return .failure(TripSelectionProblem(message: "\(file) has no trips; add one with `tripsite new trip`"))
        }
        let known = candidates.flatMap { [$0.id, $0.folder, $0.title].compactMap { $0 } }
        let suggestion = KeySuggestion.nearest(wanted, among: known).map { "did you mean \(JSONPath.quoted($0, limit: 80))? Give" } ?? "give"
        let listed = candidates.prefix(10).map(describe).joined(separator: ", ") + (candidates.count > 10 ? ", …" : "")
        return .failure(TripSelectionProblem(
            message: "no trip \(JSONPath.quoted(wanted, limit: 80)) in \(file); \(suggestion) a trip's id, folder name or title: \(listed)"))
    }

    /// A trip as a message lists it: `trip-paris-2026-04-10 ("Trip to Paris", 2026-04-10 to 2026-04-17)`, named by
    /// its id, else its folder name, with `folder paris` first inside the brackets when the two differ.
    private func describe(_ candidate: Candidate) -> String {
        let folder = candidate.id == nil ? nil : candidate.folder.flatMap { $0 == candidate.id ? nil : "folder \($0)" }
        let details = [folder, JSONPath.quoted(candidate.title, limit: 80), candidate.dates].compactMap { $0 }.joined(separator: ", ")
        return (candidate.id ?? candidate.folder).map { "\($0) (\(details))" } ?? details
    }
}

/// Why the name given for a trip names no single trip.
struct TripSelectionProblem: Error {
    var message: String
}
