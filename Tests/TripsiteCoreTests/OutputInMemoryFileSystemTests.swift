import Foundation
import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

/// The two file systems, each with a fresh empty root folder. Every test runs on both and expects the
/// same answers, so the in-memory one the pipeline tests use behaves like the disk.
enum FileSystemKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case memory, local

    var testDescription: String { rawValue }

    /// A file system and a root folder in it; `cleanUp` removes a local root.
    func make() throws -> (fileSystem: any FileSystem, root: String, cleanUp: @Sendable () -> Void) {
        switch self {
        case .memory:
            let fileSystem = InMemoryFileSystem()
            try fileSystem.createDirectory("/root")
            return (fileSystem, "/root", {})
        case .local:
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("tripsite-fs-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            let path = url.path
            return (LocalFileSystem(), path, { try? FileManager.default.removeItem(atPath: path) })
        }
    }
}

@Suite("Output: InMemoryFileSystem behaves like LocalFileSystem")
struct OutputInMemoryFileSystemTests {
    private func throwsError(_ body: () throws -> Void) -> Bool {
        do {
            try body()
            return false
        } catch {
            return true
        }
    }

    @Test("write creates the parent folders; read gives back the bytes", arguments: FileSystemKind.allCases)
    func writeCreatesParents(kind: FileSystemKind) throws {
        let (fs, root, cleanUp) = try kind.make()
        defer { cleanUp() }
        let bytes: [UInt8] = [0, 1, 0xFF, 0x0A]
        try fs.write(root + "/a/b/c.bin", bytes)
        #expect(try fs.read(root + "/a/b/c.bin") == bytes)
        #expect(fs.fileExists(root + "/a/b/c.bin"))
        #expect(!fs.directoryExists(root + "/a/b/c.bin"))
        #expect(fs.directoryExists(root + "/a"))
        #expect(fs.directoryExists(root + "/a/b"))
        #expect(!fs.fileExists(root + "/a/b"))
        #expect(try fs.files(under: root) == ["a/b/c.bin"])
        #expect(try fs.directories(under: root) == ["a", "a/b"])

        try fs.write(root + "/a/b/c.bin", [7])
        #expect(try fs.read(root + "/a/b/c.bin") == [7])
        try fs.write(root + "/empty", [])
        #expect(try fs.read(root + "/empty") == [])
        #expect(fs.fileExists(root + "/empty"))
    }

    @Test("fileHolds is true only for a file with exactly the bytes", arguments: FileSystemKind.allCases)
    func fileHolds(kind: FileSystemKind) throws {
        let (fs, root, cleanUp) = try kind.make()
        defer { cleanUp() }
        let bytes = Array("<p>Lisbon</p>\n".utf8)
        try fs.write(root + "/page.html", bytes)
        #expect(fs.fileHolds(bytes, at: root + "/page.html"))
        #expect(!fs.fileHolds(Array("<p>Lisbon!</p>\n".utf8), at: root + "/page.html"), "another size")
        #expect(!fs.fileHolds(Array("<p>Porto.</p>\n".utf8), at: root + "/page.html"), "the same size, other bytes")
        #expect(!fs.fileHolds(Array(bytes.dropLast()), at: root + "/page.html"), "a prefix")
        #expect(!fs.fileHolds([], at: root + "/page.html"))
        #expect(!fs.fileHolds(bytes, at: root + "/missing.html"))
        try fs.createDirectory(root + "/folder")
        #expect(!fs.fileHolds([], at: root + "/folder"), "a folder holds no bytes")
        try fs.write(root + "/empty", [])
        #expect(fs.fileHolds([], at: root + "/empty"))
        let large = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try fs.write(root + "/large.bin", large)
        #expect(fs.fileHolds(large, at: root + "/large.bin"))
        var changed = large
        changed[299_999] ^= 1
        #expect(!fs.fileHolds(changed, at: root + "/large.bin"), "the last byte differs")
    }

    @Test("read gives back large files byte for byte, across read chunks, and refuses a folder", arguments: FileSystemKind.allCases)
    func readLarge(kind: FileSystemKind) throws {
        let (fs, root, cleanUp) = try kind.make()
        defer { cleanUp() }
        // Around the size of one read (64 KiB) and several.
        for size in [1, 4_095, 4_096, 65_535, 65_536, 65_537, 300_000, 5_000_001] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ size) }
            try fs.write(root + "/f\(size)", bytes)
            #expect(try fs.read(root + "/f\(size)") == bytes, "\(size) bytes")
        }
        try fs.createDirectory(root + "/folder")
        #expect(throwsError { _ = try fs.read(root + "/folder") })
        // A file whose size is not known in advance (the kernel says 0) is read to its end.
        if kind == .local, FileManager.default.fileExists(atPath: "/proc/self/status") {
            let status = try fs.read("/proc/self/status")
            #expect(String(decoding: status, as: UTF8.self).contains("VmRSS"))
        }
    }

    @Test("read with a limit takes a file up to it and refuses one past it, or one that never ends", arguments: FileSystemKind.allCases)
    func readLimit(kind: FileSystemKind) throws {
        let (fs, root, cleanUp) = try kind.make()
        defer { cleanUp() }
        try fs.write(root + "/f", Array(repeating: 7, count: 1_000))
        #expect(try fs.read(root + "/f", limit: 1_000).count == 1_000)
        let refused = #expect(throws: FileSystemError.self) { try fs.read(root + "/f", limit: 999) }
        #expect(refused?.reason.hasPrefix("is larger than") == true)
        // A file without an end is read only up to the limit.
        if kind == .local, FileManager.default.fileExists(atPath: "/dev/zero") {
            #expect(throws: FileSystemError.self) { try fs.read("/dev/zero", limit: 1 << 20) }
        }
    }

    @Test("reading or removing what does not exist fails", arguments: FileSystemKind.allCases)
    func missing(kind: FileSystemKind) throws {
        let (fs, root, cleanUp) = try kind.make()
        defer { cleanUp() }
        #expect(throwsError { _ = try fs.read(root + "/nope") })
        #expect(throwsError { try fs.remove(root + "/nope") })
        #expect(throwsError { try fs.move(root + "/nope", to: root + "/other") })
        #expect(throwsError { try fs.copy(root + "/nope", to: root + "/other") })
        #expect(!fs.fileExists(root + "/nope"))
        #expect(!fs.directoryExists(root + "/nope"))
        #expect(!fs.fileExists(root + "/other"))
    }

    @Test("createDirectory creates the intermediate folders and accepts an existing folder", arguments: FileSystemKind.allCases)
    func createDirectory(kind: FileSystemKind) throws {
        let (fs, root, cleanUp) = try kind.make()
        defer { cleanUp() }
        try fs.createDirectory(root + "/x/y/z")
        #expect(fs.directoryExists(root + "/x"))
        #expect(fs.directoryExists(root + "/x/y"))
        #expect(fs.directoryExists(root + "/x/y/z"))
        try fs.createDirectory(root + "/x/y")
        #expect(try fs.directories(under: root) == ["x", "x/y", "x/y/z"])
        #expect(try fs.files(under: root).isEmpty)
        #expect(try fs.isEmptyDirectory(root + "/x/y/z"))
        #expect(try !fs.isEmptyDirectory(root + "/x"))
    }

    @Test("createDirectory on disk refuses a file in the way and lets threads make sibling folders at once")
    func createDirectoryOnDisk() throws {
        let (fs, root, cleanUp) = try FileSystemKind.local.make()
        defer { cleanUp() }
        try fs.write(root + "/taken", [1])
        #expect(throwsError { try fs.createDirectory(root + "/taken") })
        #expect(throwsError { try fs.createDirectory(root + "/taken/below") })
        // Every thread finds the shared parents missing, or made a moment ago by another.
        let failures = ParallelMap.map(Array(0..<64)) { index in
            (try? fs.createDirectory(root + "/site/trips/trip-\(index)")) == nil
        }
        #expect(!failures.contains(true))
        #expect(try fs.directories(under: root + "/site/trips").count == 64)
    }

    @Test("isEmptyDirectory sees files, hidden files and empty subfolders", arguments: FileSystemKind.allCases)
    func isEmptyDirectory(kind: FileSystemKind) throws {
        let (fs, root, cleanUp) = try kind.make()
        defer { cleanUp() }
        #expect(try fs.isEmptyDirectory(root))
        try fs.write(root + "/.hidden", [1])
        #expect(try !fs.isEmptyDirectory(root))
        try fs.remove(root + "/.hidden")
        #expect(try fs.isEmptyDirectory(root))
        try fs.createDirectory(root + "/sub")
        #expect(try !fs.isEmptyDirectory(root))
    }

    @Test("listing is recursive, relative, sorted, separates files from folders and includes hidden ones", arguments: FileSystemKind.allCases)
    func listing(kind: FileSystemKind) throws {
        let (fs, root, cleanUp) = try kind.make()
        defer { cleanUp() }
        for path in ["b.txt", "a/z.txt", "a/b/c.txt", ".tripsite-manifest", "a/.hidden"] {
            try fs.write(root + "/" + path, Array(path.utf8))
        }
        try fs.createDirectory(root + "/empty")
        try fs.write(root + "-sibling/x.txt", [1])
        defer { try? fs.remove(root + "-sibling/x.txt"); try? fs.remove(root + "-sibling") }
        #expect(try fs.files(under: root) == [".tripsite-manifest", "a/.hidden", "a/b/c.txt", "a/z.txt", "b.txt"])
        #expect(try fs.directories(under: root).sorted() == ["a", "a/b", "empty"])
        #expect(try fs.files(under: root + "/a") == [".hidden", "b/c.txt", "z.txt"])
    }

    @Test("copy duplicates a file and leaves the source", arguments: FileSystemKind.allCases)
    func copy(kind: FileSystemKind) throws {
        let (fs, root, cleanUp) = try kind.make()
        defer { cleanUp() }
        try fs.write(root + "/src/x.png", [1, 2, 3])
        try fs.copy(root + "/src/x.png", to: root + "/dst/deep/x.png")
        #expect(try fs.read(root + "/dst/deep/x.png") == [1, 2, 3])
        #expect(try fs.read(root + "/src/x.png") == [1, 2, 3])
        try fs.write(root + "/src/x.png", [9])
        #expect(try fs.read(root + "/dst/deep/x.png") == [1, 2, 3])
    }

    @Test("moving a file replaces the destination and keeps the source's folder", arguments: FileSystemKind.allCases)
    func moveFile(kind: FileSystemKind) throws {
        let (fs, root, cleanUp) = try kind.make()
        defer { cleanUp() }
        try fs.write(root + "/stage/page.html", Array("new".utf8))
        try fs.write(root + "/out/page.html", Array("old".utf8))
        try fs.move(root + "/stage/page.html", to: root + "/out/page.html")
        #expect(try fs.read(root + "/out/page.html") == Array("new".utf8))
        #expect(!fs.fileExists(root + "/stage/page.html"))
        #expect(fs.directoryExists(root + "/stage"))
        #expect(try fs.isEmptyDirectory(root + "/stage"))
        #expect(try fs.files(under: root) == ["out/page.html"])
    }

    @Test("moving a file into a folder that does not exist fails and keeps the file", arguments: FileSystemKind.allCases)
    func moveIntoMissingFolder(kind: FileSystemKind) throws {
        let (fs, root, cleanUp) = try kind.make()
        defer { cleanUp() }
        try fs.write(root + "/page.html", [1])
        #expect(throwsError { try fs.move(root + "/page.html", to: root + "/missing/page.html") })
        #expect(try fs.read(root + "/page.html") == [1])
        #expect(!fs.directoryExists(root + "/missing"))
    }

    @Test("moving a folder moves everything in it, empty folders too", arguments: FileSystemKind.allCases)
    func moveFolder(kind: FileSystemKind) throws {
        let (fs, root, cleanUp) = try kind.make()
        defer { cleanUp() }
        try fs.write(root + "/stage/a/b.txt", [1])
        try fs.write(root + "/stage/c.txt", [2])
        try fs.createDirectory(root + "/stage/empty")
        try fs.move(root + "/stage", to: root + "/site")
        #expect(!fs.directoryExists(root + "/stage"))
        #expect(try fs.files(under: root) == ["site/a/b.txt", "site/c.txt"])
        #expect(try fs.directories(under: root + "/site") == ["a", "empty"])
        #expect(try fs.read(root + "/site/a/b.txt") == [1])
    }

    @Test("remove takes a file or an empty folder, never a folder with anything in it", arguments: FileSystemKind.allCases)
    func remove(kind: FileSystemKind) throws {
        let (fs, root, cleanUp) = try kind.make()
        defer { cleanUp() }
        try fs.write(root + "/full/x.txt", [1])
        try fs.createDirectory(root + "/nested/inner")

        #expect(throwsError { try fs.remove(root + "/full") })
        #expect(fs.fileExists(root + "/full/x.txt"))
        #expect(throwsError { try fs.remove(root + "/nested") })
        #expect(fs.directoryExists(root + "/nested/inner"))

        try fs.remove(root + "/full/x.txt")
        #expect(!fs.fileExists(root + "/full/x.txt"))
        #expect(fs.directoryExists(root + "/full"))
        try fs.remove(root + "/full")
        #expect(!fs.directoryExists(root + "/full"))
        try fs.remove(root + "/nested/inner")
        try fs.remove(root + "/nested")
        #expect(try fs.directories(under: root).isEmpty)
        #expect(try fs.isEmptyDirectory(root))
    }

    @Test("removeFolder takes an empty folder only: never a file, a folder with anything in it or a missing one", arguments: FileSystemKind.allCases)
    func removeFolder(kind: FileSystemKind) throws {
        let (fs, root, cleanUp) = try kind.make()
        defer { cleanUp() }
        let (file, empty, holding) = (root + "/a/x.txt", root + "/a/b/c", root + "/a/b")
        try fs.write(file, [1])
        try fs.createDirectory(empty)
        for refused in [file, root + "/a", holding, root + "/missing"] {
            #expect(throwsError { try fs.removeFolder(refused) }, "\(refused)")
        }
        #expect(fs.fileExists(file))
        for folder in [empty, holding] { try fs.removeFolder(folder) }
        #expect(try fs.directories(under: root) == ["a"])
    }

    @Test("removeFolder on disk removes a link to a folder neither as a link nor through it")
    func removeFolderLink() throws {
        let (fs, root, cleanUp) = try FileSystemKind.local.make()
        defer { cleanUp() }
        try fs.createDirectory(root + "/empty")
        try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: root + "/empty")
        #expect(throwsError { try fs.removeFolder(root + "/link") })
        #expect(fs.isSymbolicLink(root + "/link") && fs.directoryExists(root + "/empty"))
    }

    @Test("a lock file its holder removed is let go by the one that waited, which locks a new file: never two holders")
    func lockFileRemovedByHolder() throws {
        let (fileSystem, root, cleanUp) = try FileSystemKind.local.make()
        defer { cleanUp() }
        let path = root + "/.site.tripsite-lock"
        let first = try #require(try fileSystem.lock(path, wait: false))
        let taken = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var second: FileLock?
        DispatchQueue.global().async {
            second = try? fileSystem.lock(path, wait: true)
            taken.signal()
        }
        // The waiting lock has opened the file by now, or opens the new one.
        Thread.sleep(forTimeInterval: 0.2)
        try fileSystem.remove(path)
        first.release()
        #expect(taken.wait(timeout: .now() + 10) == .success)
        #expect(second != nil)
        #expect(fileSystem.fileExists(path), "the lock is on a file at its path")
        #expect(try fileSystem.lock(path, wait: false) == nil, "a third build finds the lock held")
        second?.release()
        #expect(try fileSystem.lock(path, wait: false) != nil)
    }

    @Test("a file and a folder are told apart by name, not by prefix", arguments: FileSystemKind.allCases)
    func prefixes(kind: FileSystemKind) throws {
        let (fs, root, cleanUp) = try kind.make()
        defer { cleanUp() }
        try fs.write(root + "/trip-2/index.html", [1])
        try fs.write(root + "/trip", [2])
        #expect(fs.fileExists(root + "/trip"))
        #expect(!fs.directoryExists(root + "/trip"))
        #expect(!fs.directoryExists(root + "/trip-"))
        #expect(try fs.files(under: root + "/trip-2") == ["index.html"])
        try fs.remove(root + "/trip")
        #expect(fs.fileExists(root + "/trip-2/index.html"))
    }

    @Test("parent folders are found without Foundation's path functions", arguments: [
        ("a", ""), ("a/b", "a"), ("x/a", "x"), ("/a", "/"), ("/", "/"), ("a/", ""), ("a/b/", "a"), ("/work/out/index.html", "/work/out"),
        (".", ""), ("", ""), ("trips/lisbon/index.html", "trips/lisbon"),
    ])
    func parent(path: String, expected: String) {
        #expect(InMemoryFileSystem.parent(of: path) == expected)
    }

    @Test("relative paths with one-character names work in memory")
    func relativeShortNames() throws {
        let fs = InMemoryFileSystem(files: ["a/b/c": "x"])
        #expect(fs.directoryExists("a"))
        #expect(fs.directoryExists("a/b"))
        #expect(try fs.directories(under: "a") == ["b"])
        try fs.write("x/y", [1])
        #expect(try fs.files(under: "x") == ["y"])
        try fs.createDirectory("p/q")
        #expect(fs.directoryExists("p"))
        try fs.move("x/y", to: "p/q/y")
        #expect(try fs.read("p/q/y") == [1])
        try fs.remove("a/b/c")
        #expect(fs.directoryExists("a/b"))
        try fs.remove("a/b")
        try fs.remove("a")
        #expect(!fs.directoryExists("a"))
    }

    /// Gives the trips file the same modification time in either file system: a build dates trips without
    /// `updated_at`, and fingerprints its input, by it, and the two builds may run seconds apart.
    private static func dateAlike(_ path: String, in fs: any FileSystem) throws {
        if let memory = fs as? InMemoryFileSystem {
            memory.setModificationTime(SiteBuildFixture.modificationTime, of: path)
        } else {
            let date = Date(timeIntervalSince1970: TimeInterval(SiteBuildFixture.modificationTime))
            try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path)
        }
    }

    @Test("a whole build gives the same site in memory as on disk")
    func buildOnBoth() throws {
        let trips = Array("[\(SiteBuildFixture.trip("lisbon")), \(SiteBuildFixture.trip("porto", title: "Porto"))]".utf8)
        var sites: [[String: [UInt8]]] = []
        var summaries: [SitePublisher.Summary] = []
        for kind in FileSystemKind.allCases {
            let (fs, root, cleanUp) = try kind.make()
            defer { cleanUp() }
            try fs.write(root + "/in/trips.json", trips)
            try Self.dateAlike(root + "/in/trips.json", in: fs)
            try fs.write(root + "/in/images/x.png", [1, 2, 3])
            let options = BuildOptions(tripsFile: root + "/in/trips.json", output: root + "/out")
            let first = try SiteBuilder(fileSystem: fs).build(options)
            try fs.write(root + "/in/trips.json", Array("[\(SiteBuildFixture.trip("lisbon", members: "\"image_url\": \"images/x.png\""))]".utf8))
            try Self.dateAlike(root + "/in/trips.json", in: fs)
            let second = try SiteBuilder(fileSystem: fs).build(options)
            summaries += [first.summary, second.summary]
            var site: [String: [UInt8]] = [:]
            for path in try fs.files(under: root + "/out") { site[path] = try fs.read(root + "/out/" + path) }
            sites.append(site)
            #expect(!fs.directoryExists(root + "/.out.tripsite-staging"), "\(kind)")
            #expect(!fs.directoryExists(root + "/out/trips/porto"), "\(kind)")
            // (On disk the lock file stays beside the output folder; in memory there is none.)
            #expect(try fs.files(under: root).filter { $0 != ".out.tripsite-lock" } == ["in/images/x.png", "in/trips.json"] + site.keys.sorted().map { "out/" + $0 }, "\(kind)")
        }
        #expect(sites[0] == sites[1])
        #expect(summaries[0] == summaries[2])
        #expect(summaries[1] == summaries[3])
        #expect(summaries[1].removed == SiteBuildFixture.tripPaths("porto"))
        #expect(sites[0]["media/images/x.png"] == [1, 2, 3])
    }
}
