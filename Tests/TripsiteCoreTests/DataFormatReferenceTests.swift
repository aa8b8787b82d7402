import Foundation
import Testing
import TripsiteTestSupport
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

/// The data format reference (docs/input-format.md) and the example trips agree: every documented field is used by an
/// example, and every key an example uses is documented (or is one of the extras the examples carry on
/// purpose, to show that unknown keys are ignored).
@Suite("data format reference")
struct DataFormatReferenceTests {
    static let ignoredOnPurpose: Set<String> = ["weather", "high_c", "low_c", "summary", "notes_internal"]

    /// The field names of the reference's tables (every spelling of each row), and the first spelling of each row.
    private func documentedFields() throws -> (all: Set<String>, first: Set<String>) {
        let readme = try String(contentsOf: Repository.file("docs/input-format.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "## trips.json"))
        let end = try #require(readme.range(of: "## countries.json"))
        var all: Set<String> = []
        var first: Set<String> = []
        for line in readme[start.upperBound..<end.lowerBound].split(separator: "\n") where line.hasPrefix("| `") {
            let cell = line.dropFirst(2).prefix { $0 != "|" }
            let names = cell.matches(of: /`([a-z_]+)`/).map { String($0.output.1) }
            all.formUnion(names)
            if let name = names.first { first.insert(name) }
        }
        return (all, first)
    }

    /// Every key of every object in the examples, in its canonical spelling.
    private func exampleKeys() throws -> Set<String> {
        let data = try Data(contentsOf: Repository.file("Examples/trips.json"))
        var keys: Set<String> = []
        func walk(_ value: Any) {
            if let object = value as? [String: Any] {
                for (key, inner) in object {
                    keys.insert(KeyNormalization.canonical(key))
                    walk(inner)
                }
            } else if let array = value as? [Any] {
                array.forEach(walk)
            }
        }
        walk(try JSONSerialization.jsonObject(with: data))
        return keys
    }

    @Test("every field in the reference is used by an example trip")
    func documentedFieldsAreUsed() throws {
        let (_, first) = try documentedFields()
        #expect(first.count > 60)
        #expect(first.subtracting(try exampleKeys()).sorted() == [])
    }

    @Test("every key of the example trips is in the reference")
    func usedFieldsAreDocumented() throws {
        let (all, _) = try documentedFields()
        #expect(try exampleKeys().subtracting(all).subtracting(Self.ignoredOnPurpose).sorted() == [])
    }
}
