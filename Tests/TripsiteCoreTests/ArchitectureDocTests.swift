import Foundation
import Testing
import TripsiteTestSupport

/// docs/architecture.md names the types and targets of the code: each must exist, so that the page cannot drift
/// from the code it describes.
@Suite("architecture page")
struct ArchitectureDocTests {
    static let page = Repository.file("docs/architecture.md")

    /// The names in backquotes that name a type or a target (`SitePublisher`, `SiteBuilder.build`,
    /// `TripsiteModel`): an upper-case first letter, letters and digits, and at most a member after a dot.
    static func namedTypes(in text: String) -> Set<String> {
        var names: Set<String> = []
        for (index, piece) in text.split(separator: "`", omittingEmptySubsequences: false).enumerated() where index % 2 == 1 {
            let type = piece.split(separator: ".", maxSplits: 1).first.map(String.init) ?? ""
            guard let first = type.unicodeScalars.first, CharacterSet.uppercaseLetters.contains(first),
                  type.unicodeScalars.allSatisfy(CharacterSet.alphanumerics.contains) else { continue }
            names.insert(type)
        }
        return names
    }

    /// Every type declared in Sources, and every target.
    static func declaredTypes() throws -> Set<String> {
        let sources = Repository.file("Sources")
        var declared = Set(try FileManager.default.contentsOfDirectory(atPath: sources.path))
        let declaration = try NSRegularExpression(pattern: #"(?:struct|enum|class|actor|protocol|typealias)\s+([A-Z][A-Za-z0-9]*)"#)
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { declared.insert(String(text[range])) }
            }
        }
        return declared
    }

    @Test("every type and target the page names exists in Sources")
    func namesExist() throws {
        let names = Self.namedTypes(in: try String(contentsOf: Self.page, encoding: .utf8))
        #expect(names.count > 20, "the page names the pipeline's types")
        let missing = names.subtracting(try Self.declaredTypes())
        #expect(missing.isEmpty, "docs/architecture.md names types that do not exist: \(missing.sorted())")
    }

    @Test("a name the code does not have is found missing")
    func findsMissingNames() throws {
        let names = Self.namedTypes(in: "the `SitePublisher` and `NoSuchStepAnywhere.run`, not `calendar.ics` or `…Text`")
        #expect(names == ["SitePublisher", "NoSuchStepAnywhere"])
        #expect(names.subtracting(try Self.declaredTypes()) == ["NoSuchStepAnywhere"])
    }

    @Test("the page fits on two screens")
    func isShort() throws {
        let lines = try String(contentsOf: Self.page, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= 100, "\(lines.count) lines")
    }
}
