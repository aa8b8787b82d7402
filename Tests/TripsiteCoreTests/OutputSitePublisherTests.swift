import Foundation
import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

/// A file system that passes every call to another one, records every change it is asked to make,
/// and can be told to fail some writes.
final class RecordingFileSystem: FileSystem, @unchecked Sendable {  // `recorded` and `readPaths` are guarded by `lock`.
    struct Mutation: Sendable, Equatable, CustomStringConvertible {
        var operation: String
        var path: String
        var destination: String?
        var description: String { destination.map { "\(operation) \(path) → \($0)" } ?? "\(operation) \(path)" }
        /// Every path the change touches.
        var paths: [String] { [path] + (destination.map { [$0] } ?? []) }
    }

    let base: any FileSystem
    let failWrite: @Sendable (String) -> Bool
    private let lock = NSLock()
    private var recorded: [Mutation] = []
    private var readPaths: [String] = []

    init(_ base: any FileSystem, failWrite: @escaping @Sendable (String) -> Bool = { _ in false }) {
        self.base = base
        self.failWrite = failWrite
    }

    var mutations: [Mutation] { lock.withLock { recorded } }
    /// Every path read, in order, once per read.
    var reads: [String] { lock.withLock { readPaths } }

    private func record(_ operation: String, _ path: String, _ destination: String? = nil) {
        lock.withLock { recorded.append(Mutation(operation: operation, path: path, destination: destination)) }
    }

    func read(_ path: String) throws -> [UInt8] {
        lock.withLock { readPaths.append(path) }
        return try base.read(path)
    }
    func write(_ path: String, _ bytes: [UInt8]) throws {
        record("write", path)
        if failWrite(path) { throw FileSystemError(path: path, reason: "disk full (simulated)") }
        try base.write(path, bytes)
    }
    func link(_ source: String, to destination: String) throws {
        record("link", source, destination)
        try base.link(source, to: destination)
    }
    func exchange(_ first: String, _ second: String) throws {
        record("exchange", first, second)
        try base.exchange(first, second)
    }
    func lock(_ path: String, wait: Bool) throws -> FileLock? { try base.lock(path, wait: wait) }
    func copy(_ source: String, to destination: String) throws {
        record("copy", destination)
        if failWrite(destination) { throw FileSystemError(path: destination, reason: "disk full (simulated)") }
        try base.copy(source, to: destination)
    }
    func modificationTime(of path: String) -> Int64? { base.modificationTime(of: path) }
    func fileExists(_ path: String) -> Bool { base.fileExists(path) }
    func directoryExists(_ path: String) -> Bool { base.directoryExists(path) }
    func files(under path: String) throws -> [String] { try base.files(under: path) }
    func directories(under path: String) throws -> [String] { try base.directories(under: path) }
    func isEmptyDirectory(_ path: String) throws -> Bool { try base.isEmptyDirectory(path) }
    func createDirectory(_ path: String) throws {
        record("mkdir", path)
        try base.createDirectory(path)
    }
    func move(_ source: String, to destination: String) throws {
        record("move", source, destination)
        try base.move(source, to: destination)
    }
    func remove(_ path: String) throws {
        record("remove", path)
        try base.remove(path)
    }
    func removeFolder(_ path: String) throws {
        record("remove", path)
        try base.removeFolder(path)
    }
}

@Suite("Output: OutputPath and SiteManifest")
struct OutputManifestTests {
    @Test("paths that can only name a place inside the output folder are safe", arguments: [
        "index.html", "trips/lisbon/index.html", ".tripsite-manifest", "a..b", "...", "..a", "a/b..", "media/x y.png", "é/ü.md",
    ])
    func safe(path: String) {
        #expect(OutputPath.isSafe(path))
    }

    @Test("paths that could leave the output folder, or are ambiguous, are not safe", arguments: [
        "", "/", "/etc/passwd", "../outside.txt", "..", ".", "a/../../b", "trips/../../x", "a/..", "./a", "a/.", "a//b", "a/", "//x",
        "a\\b", "..\\..\\x", "a\0b", "C:\\Windows",
    ])
    func unsafe(path: String) {
        #expect(!OutputPath.isSafe(path))
    }

    @Test("a manifest is JSON with one sorted path per line, and each trip's fingerprint")
    func encoded() {
        let manifest = SiteManifest(files: ["trips/b/index.html", "index.html", "a \"quoted\".md"], tripFingerprints: ["b": "00ff", "a": "0001"])
        #expect(manifest.files == ["a \"quoted\".md", "index.html", "trips/b/index.html"])
        #expect(String(decoding: manifest.encoded, as: UTF8.self) == """
            {
              "generator": "tripsite",
              "files": [
                "a \\"quoted\\".md",
                "index.html",
                "trips/b/index.html"
              ],
              "trips": {
                "a": "0001",
                "b": "00ff"
              }
            }

            """)
    }

    @Test("a manifest survives a round trip, including unusual names and an empty list")
    func roundTrip() {
        for files in [[], ["index.html"], ["é/ü.md", "a \"b\".html", "x\ty", String(repeating: "long-", count: 100) + ".html"]] {
            let manifest = SiteManifest(files: files)
            #expect(SiteManifest.decode(manifest.encoded) == manifest, "\(files)")
        }
    }

    @Test("a manifest listing any hostile path is not accepted", arguments: ["../outside.txt", "/etc/passwd", "a/../../b", "", ".", "a\\b"])
    func hostileEntries(path: String) {
        let text = "{\"generator\": \"tripsite\", \"files\": [\"index.html\", \(SiteBuildFixture.quoted(path))]}"
        #expect(SiteManifest.decode(Array(text.utf8)) == nil)
    }

    @Test("files that are not a tripsite manifest are not accepted", arguments: [
        "", "[]", "not json", "{}", "{\"generator\": \"other\", \"files\": []}", "{\"generator\": 1, \"files\": []}",
        "{\"generator\": \"tripsite\"}", "{\"generator\": \"tripsite\", \"files\": {}}", "{\"generator\": \"tripsite\", \"files\": [null]}",
        "{\"generator\": \"tripsite\", \"files\": [\"a\"]", 
    ])
    func notAManifest(text: String) {
        #expect(SiteManifest.decode(Array(text.utf8)) == nil)
    }
}

@Suite("Output: SitePublisher")
struct OutputSitePublisherTests {
    static let lisbon = SiteBuildFixture.trip("lisbon", title: "Lisbon")
    static let porto = SiteBuildFixture.trip("porto", title: "Porto weekend", destination: "Porto, Portugal", start: "2025-10-03", end: "2025-10-05")

    @Test("the staging folder and the lock are beside the output folder, in the folder that holds it", arguments: [
        ("/x", "/.x.tripsite-staging", "/.x.tripsite-lock"),
        ("/x/", "/.x.tripsite-staging", "/.x.tripsite-lock"),
        ("x", ".x.tripsite-staging", ".x.tripsite-lock"),
        ("x//", ".x.tripsite-staging", ".x.tripsite-lock"),
        ("./x", "./.x.tripsite-staging", "./.x.tripsite-lock"),
        ("a/b/_site", "a/b/._site.tripsite-staging", "a/b/._site.tripsite-lock"),
        ("/srv/www/site", "/srv/www/.site.tripsite-staging", "/srv/www/.site.tripsite-lock"),
    ])
    func besideOutput(output: String, staging: String, lock: String) {
        let publisher = SitePublisher(fileSystem: InMemoryFileSystem(), output: output)
        #expect(publisher.stagingFolder == staging)
        #expect(publisher.lockFile == lock)
    }

    @Test("a rebuild swaps the new site into place in one step, and touches nothing in the output folder before it")
    func swapIsTheOnlyChange() throws {
        let site = SiteBuildFixture([Self.lisbon])
        try site.build()
        site.setTrips([Self.lisbon, Self.porto])
        let recording = RecordingFileSystem(site.fileSystem)
        _ = try SiteBuilder(fileSystem: recording).build(site.options())
        let inOutput = recording.mutations.filter { $0.paths.contains { $0 == SiteBuildFixture.output || $0.hasPrefix(SiteBuildFixture.output + "/") } }
        // The only changes naming the output folder: links out of it (the unchanged files) and the swap.
        #expect(inOutput.allSatisfy { $0.operation == "link" && $0.path.hasPrefix(SiteBuildFixture.output + "/") || $0.operation == "exchange" }, "\(inOutput)")
        #expect(inOutput.filter { $0.operation == "exchange" }.count == 1)
        #expect(site.files().keys.contains("trips/porto/index.html"))
        #expect(!site.fileSystem.directoryExists(SiteBuildFixture.staging))
    }

    @Test("a write that fails (a full disk) leaves the old site byte for byte, with no staging folder", arguments: [
        "trips/porto/print.html", "index.html", ".tripsite-manifest", "trips/porto/porto.ics",
    ])
    func diskFull(failing path: String) throws {
        let site = SiteBuildFixture([Self.lisbon])
        try site.build()
        try site.fileSystem.write("/work/out/CNAME", Array("trips.example.org".utf8))
        site.setTrips([Self.lisbon, Self.porto])
        let before = site.fileSystem.snapshot
        let failing = RecordingFileSystem(site.fileSystem, failWrite: { $0 == SiteBuildFixture.staging + "/" + path })
        var builder = SiteBuilder(fileSystem: failing)
        builder.waitsForLock = false
        #expect(throws: DiagnosticsError.self) { try builder.build(site.options()) }
        #expect(site.fileSystem.snapshot == before)
        #expect(!site.fileSystem.directoryExists(SiteBuildFixture.staging))
    }

    @Test("a full disk stops a build of many trips at its first file, with one error saying why")
    func diskFullOnce() throws {
        let trips = (0..<40).map { SiteBuildFixture.trip("t\($0)", title: "Trip \($0)") }
        let site = SiteBuildFixture(trips)
        let failing = RecordingFileSystem(site.fileSystem, failWrite: { $0.hasPrefix(SiteBuildFixture.staging + "/trips/") })
        var builder = SiteBuilder(fileSystem: failing)
        (builder.waitsForLock, builder.tripsPerBatch) = (false, 4)
        #expect {
            try builder.build(site.options())
        } throws: { error in
            let diagnostics = (error as? DiagnosticsError)?.diagnostics ?? []
            return diagnostics.count == 1 && diagnostics[0].file == SiteBuildFixture.output
                && diagnostics[0].message.hasSuffix("disk full (simulated)")
        }
        // The trips after the batch that met the full disk were not tried.
        #expect(failing.mutations.filter { $0.operation == "write" && $0.path.hasSuffix("/index.html") }.count <= 4)
        #expect(!site.fileSystem.directoryExists(SiteBuildFixture.output))
    }

    @Test("the user's own files and empty folders come through every rebuild")
    func usersFilesKept() throws {
        let site = SiteBuildFixture([Self.lisbon, Self.porto])
        try site.build()
        try site.fileSystem.write("/work/out/CNAME", Array("trips.example.org".utf8))
        try site.fileSystem.write("/work/out/trips/porto/notes.txt", Array("mine".utf8))
        try site.fileSystem.createDirectory("/work/out/drafts")
        site.setTrips([Self.lisbon])
        try site.build()
        #expect(site.text("CNAME") == "trips.example.org")
        #expect(site.text("trips/porto/notes.txt") == "mine")
        #expect(site.text("trips/porto/index.html") == nil)
        #expect(site.fileSystem.directoryExists("/work/out/drafts"))
    }

    @Test("what an interrupted build left is cleared at the start of the next, even one with nothing else to do", arguments: [
        SitePublisher.stagingMarker, SiteManifest.fileName,
    ])
    func leftoversCleared(mark: String) throws {
        let site = SiteBuildFixture([Self.lisbon])
        try site.build()
        try site.fileSystem.write(SiteBuildFixture.staging + "/" + mark, [])
        try site.fileSystem.write(SiteBuildFixture.staging + "/trips/old/index.html", Array("old".utf8))
        let report = try site.build()
        #expect(report.summary.written.isEmpty, "nothing else changed")
        #expect(!site.fileSystem.directoryExists(SiteBuildFixture.staging))
    }

    @Test("a folder in the staging folder's place that tripsite did not make is never removed")
    func foreignStagingFolder() throws {
        let site = SiteBuildFixture([Self.lisbon], files: [SiteBuildFixture.staging + "/mine.txt": Array("mine".utf8)])
        let error = site.failure()
        #expect(error.diagnostics.first?.message.contains("a folder tripsite did not make") == true)
        #expect(site.fileSystem.fileExists(SiteBuildFixture.staging + "/mine.txt"))
    }

    @Test("a second build of the same folder waits for the first, or with --no-wait stops at once")
    func lock() throws {
        let site = SiteBuildFixture([Self.lisbon])
        let publisher = SitePublisher(fileSystem: site.fileSystem, output: SiteBuildFixture.output)
        let held = try publisher.lock(wait: false)
        var builder = SiteBuilder(fileSystem: site.fileSystem)
        builder.waitsForLock = false
        do {
            _ = try builder.build(site.options())
            Issue.record("a build ran while another held the lock")
        } catch {
            #expect(error.diagnostics.first?.message.hasPrefix("another tripsite build or serve is writing this folder") == true)
        }
        #expect(site.files().isEmpty)
        held.release()
        _ = try builder.build(site.options())
        #expect(!site.files().isEmpty)
    }
}
