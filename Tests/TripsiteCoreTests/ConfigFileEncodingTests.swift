import Foundation
import Testing
@testable import TripsiteConfig
import TripsiteModel

/// A tripsite.toml that cannot be read as UTF-8 TOML: each problem at the line and column of the first byte in
/// the way, read from a real file.
@Suite("Config file encoding")
struct ConfigFileEncodingTests {
    private func messages(_ bytes: [UInt8]) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tripsite-config-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(bytes).write(to: folder.appendingPathComponent("tripsite.toml"))
        let (_, diagnostics) = ConfigFile.load(explicit: nil, tripsFile: folder.path + "/trips.json")
        return diagnostics.map { $0.formatted.replacingOccurrences(of: folder.path + "/", with: "") }
    }

    @Test("invalid UTF-8 is an error at the line and column of the first bad byte")
    func invalidUTF8() throws {
        let bytes = Array("title = \"Trips\"\nbase_url = \"https://é.example/".utf8) + [0xC3, 0x28] + Array("\"\n".utf8)
        #expect(try messages(bytes) == [
            "tripsite.toml:2:31: error: invalid UTF-8 byte 0xC3; a settings file must be UTF-8 text",
        ])
    }

    @Test("UTF-16, with or without a byte order mark, is said to be UTF-16", arguments: [true, false])
    func utf16(byteOrderMark: Bool) throws {
        let text: [UInt8] = "title = \"Trips\"\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let bytes: [UInt8] = (byteOrderMark ? [0xFF, 0xFE] : []) + text
        #expect(try messages(bytes) == [
            "tripsite.toml:1:1: error: the file is UTF-16 text; a settings file must be UTF-8 (save it as UTF-8)",
        ])
    }

    @Test("a file larger than the limit is refused at the first byte past it, naming the limit")
    func tooLarge() throws {
        let line = Array("# a comment of forty bytes, line after li\n".utf8)
        let bytes = Array((0..<30_000).map { _ in line }.joined())
        #expect(bytes.count > ConfigFile.sizeLimit)
        #expect(try messages(bytes) == [
            "tripsite.toml:23810:23: error: the file is larger than 1,000,000 bytes, the most a settings file may hold",
        ])
    }

    @Test("an empty file and a plain one read as they did")
    func plainFiles() throws {
        #expect(try messages([]) == [])
        #expect(try messages(Array("title = \"Trips\"\n".utf8)) == [])
    }
}
