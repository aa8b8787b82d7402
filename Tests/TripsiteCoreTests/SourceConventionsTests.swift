import Foundation
import Testing
import TripsiteTestSupport

/// Rules the sources keep that the compiler does not check.
@Suite("source conventions")
struct SourceConventionsTests {
    /// Every Swift file under Sources, with its lines.
    static func sources() throws -> [(path: String, lines: [Substring])] {
        let root = Repository.file("Sources")
        var files: [(String, [Substring])] = []
        let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let file = walker?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            files.append((String(file.path.dropFirst(root.path.count + 1)), text.split(separator: "\n", omittingEmptySubsequences: false)))
        }
        return files
    }

    @Test("at most eight types vouch for their own thread safety, each saying why on the line before or after")
    func uncheckedSendable() throws {
        var places: [String] = []
        for (path, lines) in try Self.sources() {
            for (index, line) in lines.enumerated() where line.contains(": @unchecked Sendable") || line.contains(", @unchecked Sendable") {
                places.append("\(path):\(index + 1)")
                let neighbours = [index - 1, index + 1].filter(lines.indices.contains).map { lines[$0] }
                #expect(neighbours.contains { $0.contains("`@unchecked Sendable`:") }, "\(path):\(index + 1) gives no reason")
            }
        }
        #expect(!places.isEmpty)
        #expect(places.count <= 8, "\(places)")
    }
}
