@testable import TripsiteCore

/// The one way the tests write a trip as JSON: an object with the fields every trip needs, then any other
/// members as JSON text, on a line of their own (so that the positions diagnostics name are the same in
/// every test that adds members).
enum TripJSON {
    /// `members` is extra JSON text (without braces) appended to the required fields.
    static func trip(
        id: String? = "t1", title: String = "Lisbon", destination: String = "Lisbon, Portugal",
        start: String = "2025-05-01", end: String = "2025-05-04", members: String = ""
    ) -> String {
        let id = id.map { "\"id\": \(quoted($0)), " } ?? ""
        return "{\(id)\"title\": \(quoted(title)), \"destination\": \(quoted(destination)),\n"
            + "  \"start_date\": \"\(start)\", \"end_date\": \"\(end)\"" + (members.isEmpty ? "" : ",\n  " + members) + "}"
    }

    /// A trips file: the trips in an array.
    static func file(_ trips: [String]) -> String { "[" + trips.joined(separator: ",\n") + "]" }

    /// A JSON string literal, as the `new` commands write one.
    static func quoted(_ text: String) -> String { JSONText.quoted(text) }
}
