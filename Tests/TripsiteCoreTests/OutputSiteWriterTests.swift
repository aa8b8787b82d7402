import Foundation
import Testing
@testable import TripsiteCore

/// A file system that passes every call to another one, records every change it is asked to make,
/// and can be told to fail some writes.
final class RecordingFileSystem: FileSystem, @unchecked Sendable {
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
    func replaceContents(_ path: String, with bytes: [UInt8]) throws -> Bool {
        guard try base.replaceContents(path, with: bytes) else { return false }
        record("replace", path)
        return true
    }
    func copy(_ source: String, to destination: String) throws {
        record("copy", destination)
        if failWrite(destination) { throw FileSystemError(path: destination, reason: "disk full (simulated)") }
        try base.copy(source, to: destination)
    }
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

@Suite("Output: SiteWriter")
struct OutputSiteWriterTests {
    static let output = "/work/out"
    static let staging = "/work/.out.tripsite-staging"

    private func writer(_ fileSystem: any FileSystem, output: String = output) -> SiteWriter {
        SiteWriter(fileSystem: fileSystem, output: output)
    }

    /// The messages of the diagnostics `body` throws; `nil` when it does not throw.
    private func message(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch let error as DiagnosticsError {
            return error.diagnostics.map(\.message).joined(separator: "\n")
        } catch {
            return "unexpected error: \(error)"
        }
    }

    /// Stages `files` (path → text) and publishes them.
    @discardableResult
    private func publish(_ writer: SiteWriter, _ files: [String: String]) throws(DiagnosticsError) -> SiteWriter.Summary {
        let previous = try writer.previousManifest()
        try writer.stage()
        for (path, text) in files.sorted(by: { $0.key < $1.key }) { try writer.writeStaged(OutputFile(path: path, text: text)) }
        return try writer.publish(files: Array(files.keys), previous: previous)
    }

    /// A site published with `files` (path → text), and a file system over it that records what is done next.
    private func publishedSite(_ files: [String: String]) throws -> (InMemoryFileSystem, RecordingFileSystem) {
        let fileSystem = InMemoryFileSystem()
        try publish(writer(fileSystem), files)
        return (fileSystem, RecordingFileSystem(fileSystem))
    }

    @Test("the staging folder is a hidden folder beside the output", arguments: [
        ("/work/out", "/work/.out.tripsite-staging"),
        ("/work/out/", "/work/.out.tripsite-staging"),
        ("_site", "._site.tripsite-staging"),
        ("_site/", "._site.tripsite-staging"),
        ("a/b/public", "a/b/.public.tripsite-staging"),
    ])
    func stagingFolder(output: String, staging: String) {
        let writer = SiteWriter(fileSystem: InMemoryFileSystem(), output: output)
        #expect(writer.stagingFolder == staging)
        #expect(!writer.stagingFolder.hasPrefix(writer.output + "/"))
    }

    @Test("the previous manifest of a new or empty folder is empty; of tripsite's folder, its manifest")
    func previousManifest() throws {
        let fileSystem = InMemoryFileSystem()
        #expect(try writer(fileSystem).previousManifest() == SiteManifest(files: []))
        try fileSystem.createDirectory(Self.output)
        #expect(try writer(fileSystem).previousManifest() == SiteManifest(files: []))
        try fileSystem.write(Self.output + "/.tripsite-manifest", SiteManifest(files: ["index.html", "a/b.html"]).encoded)
        #expect(try writer(fileSystem).previousManifest() == SiteManifest(files: ["a/b.html", "index.html"]))
    }

    @Test("a folder with someone else's files, a file, or a damaged manifest is refused")
    func previousManifestRefusals() throws {
        let foreign = InMemoryFileSystem(files: [Self.output + "/CNAME": "x"])
        #expect(message { _ = try writer(foreign).previousManifest() }?.contains("choose a new or empty folder with --output, or empty this one yourself") == true)
        let file = InMemoryFileSystem(files: [Self.output: "x"])
        #expect(message { _ = try writer(file).previousManifest() } == "the output path is a file, not a folder; choose a folder with --output")
        let hostile = InMemoryFileSystem(files: [Self.output + "/.tripsite-manifest": #"{"generator": "tripsite", "files": ["../outside.txt"]}"#])
        #expect(message { _ = try writer(hostile).previousManifest() }?.hasPrefix(".tripsite-manifest in the output folder is damaged") == true)
    }

    @Test("stage clears a staging folder left by an interrupted build; the first file staged makes it again, marked as tripsite's")
    func stage() throws {
        let marker = Self.staging + "/" + SiteWriter.stagingMarker
        let fileSystem = InMemoryFileSystem(files: [Self.staging + "/old/deep/page.html": "old", Self.staging + "/x.css": "old", marker: "left"])
        try fileSystem.createDirectory(Self.staging + "/empty/nested")
        let writer = writer(fileSystem)
        try writer.stage()
        #expect(!fileSystem.directoryExists(Self.staging))
        try writer.writeStaged(OutputFile(path: "a/index.html", text: "a"))
        try writer.writeStaged(OutputFile(path: "b/index.html", text: "b"))
        #expect(try fileSystem.files(under: Self.staging) == [SiteWriter.stagingMarker, "a/index.html", "b/index.html"])
        #expect(try String(decoding: fileSystem.read(marker), as: UTF8.self).hasPrefix("tripsite builds the new site in this folder"))
    }

    /// A folder of the user's that happens to have the staging folder's name is never cleared.
    @Test("stage refuses a folder or a file in the staging folder's place that tripsite did not make, and removes nothing")
    func stageRefusesForeignFolder() throws {
        let folder = InMemoryFileSystem(files: [Self.staging + "/notes.txt": "mine", Self.staging + "/drafts/a.md": "draft"])
        let before = folder.snapshot
        let refused = message { try writer(folder).stage() }
        #expect(refused == "\(Self.staging) is a folder tripsite did not make, where it makes its staging folder; tripsite never deletes files it did not write: move the folder away and build again")
        #expect(folder.snapshot == before)
        let file = InMemoryFileSystem(files: [Self.staging: "mine"])
        #expect(message { try writer(file).stage() } == "\(Self.staging) is a file where tripsite makes its staging folder; move it away and build again")
        #expect(try file.read(Self.staging) == Array("mine".utf8))
    }

    @Test("a build into a folder with a foreign staging folder beside it fails and changes nothing", arguments: FileSystemKind.allCases)
    func buildRefusesForeignStagingFolder(kind: FileSystemKind) throws {
        let (fileSystem, root, cleanUp) = try kind.make()
        defer { cleanUp() }
        try fileSystem.write(root + "/in/trips.json", Array("[\(SiteBuildFixture.trip("lisbon"))]".utf8))
        try fileSystem.write(root + "/.out.tripsite-staging/keep.txt", Array("mine".utf8))
        let options = BuildOptions(tripsFile: root + "/in/trips.json", output: root + "/out")
        #expect(throws: DiagnosticsError.self) { try SiteBuilder(fileSystem: fileSystem).build(options) }
        #expect(try fileSystem.read(root + "/.out.tripsite-staging/keep.txt") == Array("mine".utf8))
        #expect(!fileSystem.directoryExists(root + "/out"))
    }

    @Test("clearing a staging folder left by an interrupted build removes a link in it, never what it points to")
    func stageClearsLinksAsLinks() throws {
        let (fileSystem, root, cleanUp) = try FileSystemKind.local.make()
        defer { cleanUp() }
        let staging = root + "/.site.tripsite-staging"
        try fileSystem.write(root + "/elsewhere/precious.txt", Array("keep".utf8))
        try fileSystem.write(staging + "/" + SiteWriter.stagingMarker, [])
        try fileSystem.write(staging + "/trips/a/index.html", Array("old".utf8))
        try FileManager.default.createSymbolicLink(atPath: staging + "/trips/link", withDestinationPath: root + "/elsewhere")
        try writer(fileSystem, output: root + "/site").stage()
        #expect(try fileSystem.read(root + "/elsewhere/precious.txt") == Array("keep".utf8))
        #expect(!fileSystem.directoryExists(staging))
    }

    @Test("writeStaged writes text and copies into the staging folder only")
    func writeStaged() throws {
        let fileSystem = InMemoryFileSystem()
        try fileSystem.write("/work/in/x.png", [1, 2, 3])
        let writer = writer(fileSystem)
        try writer.stage()
        try writer.writeStaged(OutputFile(path: "trips/a/index.html", text: "page"))
        try writer.writeStaged(OutputFile(path: "media/x.png", contents: .copy(from: "/work/in/x.png")))
        #expect(try fileSystem.read(Self.staging + "/trips/a/index.html") == Array("page".utf8))
        #expect(try fileSystem.read(Self.staging + "/media/x.png") == [1, 2, 3])
        #expect(!fileSystem.directoryExists(Self.output))
    }

    @Test("writeStaged refuses a path that is not safe and writes nothing", arguments: ["../outside.txt", "/etc/passwd", "a/../../b", "", "a//b", "a\\b"])
    func writeStagedRefuses(path: String) throws {
        let fileSystem = InMemoryFileSystem()
        let recording = RecordingFileSystem(fileSystem)
        let writer = writer(recording)
        try writer.stage()
        let before = recording.mutations
        #expect(message { try writer.writeStaged(OutputFile(path: path, text: "x")) } == "refusing to write outside the output folder: \(path)")
        #expect(recording.mutations == before)
    }

    @Test("a failed copy names the file")
    func failedCopy() throws {
        let writer = writer(InMemoryFileSystem())
        try writer.stage()
        let text = message { try writer.writeStaged(OutputFile(path: "media/x.png", contents: .copy(from: "/work/in/x.png"))) }
        #expect(text?.hasPrefix("cannot write media/x.png: /work/in/x.png: no such file") == true, "\(text ?? "nil")")
    }

    @Test("discard removes the staging folder and nothing else")
    func discard() throws {
        let fileSystem = InMemoryFileSystem(files: [Self.output + "/index.html": "published", "/work/other.txt": "other"])
        let writer = writer(fileSystem)
        try writer.stage()
        try writer.writeStaged(OutputFile(path: "trips/a/b/c.html", text: "new"))
        writer.discard()
        #expect(!fileSystem.directoryExists(Self.staging))
        #expect(fileSystem.snapshot == [Self.output + "/index.html": Array("published".utf8), "/work/other.txt": Array("other".utf8)])
        writer.discard() // a second time is harmless
        // A folder that someone else makes in the staging folder's place is not this build's to remove.
        try fileSystem.write(Self.staging + "/mine.txt", Array("mine".utf8))
        writer.discard()
        #expect(try fileSystem.read(Self.staging + "/mine.txt") == Array("mine".utf8))
    }

    @Test("publish moves the new files in, records the manifest and removes the staging folder")
    func firstPublish() throws {
        let fileSystem = InMemoryFileSystem()
        let summary = try publish(writer(fileSystem), ["index.html": "home", "trips/a/index.html": "a", "assets/style.css": "css"])
        #expect(summary.written == ["assets/style.css", "index.html", "trips/a/index.html"])
        #expect(summary.unchanged.isEmpty && summary.removed.isEmpty)
        #expect(fileSystem.snapshot == [
            Self.output + "/index.html": Array("home".utf8),
            Self.output + "/trips/a/index.html": Array("a".utf8),
            Self.output + "/assets/style.css": Array("css".utf8),
            Self.output + "/.tripsite-manifest": SiteManifest(files: ["index.html", "trips/a/index.html", "assets/style.css"]).encoded,
        ])
        #expect(!fileSystem.directoryExists(Self.staging))
    }

    @Test("unchanged files are never moved or rewritten")
    func unchangedNotTouched() throws {
        let (fileSystem, recording) = try publishedSite(["index.html": "home", "trips/a/index.html": "a"])
        let summary = try publish(writer(recording), ["index.html": "home v2", "trips/a/index.html": "a"])
        #expect(summary.written == ["index.html"])
        #expect(summary.unchanged == ["trips/a/index.html"])
        let touchingOutput = recording.mutations.filter { $0.paths.contains { $0.hasPrefix(Self.output + "/trips/") } }
        #expect(touchingOutput.filter { $0.operation != "mkdir" }.isEmpty, "\(touchingOutput)")
        #expect(recording.mutations.contains(Mutation(operation: "replace", path: Self.output + "/index.html")))
        #expect(try fileSystem.read(Self.output + "/index.html") == Array("home v2".utf8))
    }

    @Test("a staged file the same as the one in place is left in place, each is read once, and the staging folder is removed")
    func sameStagedFile() throws {
        let (fileSystem, recording) = try publishedSite(["index.html": "home", "trips/a/index.html": "a", "trips/b/index.html": "b"])
        let summary = try publish(writer(recording), ["index.html": "home", "trips/a/index.html": "a v2", "trips/b/index.html": "b"])
        #expect(summary.written == ["trips/a/index.html"])
        #expect(summary.unchanged == ["index.html", "trips/b/index.html"])
        // Each staged file is read once, to be compared and, when it differs, written over the old one.
        #expect(recording.reads.filter { $0.hasPrefix(Self.staging + "/") }.sorted() == ["index.html", "trips/a/index.html", "trips/b/index.html"].map { Self.staging + "/" + $0 })
        #expect(try fileSystem.read(Self.output + "/trips/a/index.html") == Array("a v2".utf8))
        #expect(!fileSystem.directoryExists(Self.staging))
    }

    /// `SiteBuilder` compares each file with the one in place as it stages it: publishing does not read them again.
    @Test("with stagedFilesDiffer, every staged file is moved in without being compared again")
    func stagedFilesDiffer() throws {
        let fileSystem = InMemoryFileSystem()
        try publish(writer(fileSystem), ["index.html": "home", "trips/a/index.html": "a"])
        let writer = writer(fileSystem)
        let previous = try writer.previousManifest()
        try writer.stage()
        #expect(try !writer.writeStaged(OutputFile(path: "index.html", text: "home"), unlessUnchangedFrom: Set(previous.files)))
        #expect(try writer.writeStaged(OutputFile(path: "trips/a/index.html", text: "a v2"), unlessUnchangedFrom: Set(previous.files)))
        #expect(try writer.writeStaged(OutputFile(path: "trips/c/deep/index.html", text: "c"), unlessUnchangedFrom: Set(previous.files)))
        // Staged without comparing: publishing takes the caller's word that it differs.
        try fileSystem.write(Self.staging + "/trips/b/index.html", Array("b".utf8))
        try fileSystem.write(Self.output + "/trips/b/index.html", Array("b".utf8))
        let summary = try writer.publish(
            files: ["index.html", "trips/a/index.html", "trips/b/index.html", "trips/c/deep/index.html"], unchanged: ["index.html"],
            previous: SiteManifest(files: previous.files + ["trips/b/index.html"]), stagedFilesDiffer: true)
        #expect(summary.written == ["trips/a/index.html", "trips/b/index.html", "trips/c/deep/index.html"])
        #expect(summary.unchanged == ["index.html"])
        #expect(try fileSystem.read(Self.output + "/trips/c/deep/index.html") == Array("c".utf8))
        #expect(!fileSystem.directoryExists(Self.staging))
    }

    /// Publishing removes what it staged by name; anything else in the staging folder is still cleared.
    @Test("publish clears the staging folder even when it holds something the build did not stage")
    func unexpectedStagingContents() throws {
        let fileSystem = InMemoryFileSystem()
        let writer = writer(fileSystem)
        let previous = try writer.previousManifest()
        try fileSystem.createDirectory(Self.output)
        try writer.stage()
        try writer.writeStaged(OutputFile(path: "trips/a/index.html", text: "a"))
        try fileSystem.write(Self.staging + "/trips/stray.tmp", [1])
        try fileSystem.createDirectory(Self.staging + "/empty/nested")
        let summary = try writer.publish(files: ["trips/a/index.html"], previous: previous)
        #expect(summary.written == ["trips/a/index.html"])
        #expect(!fileSystem.directoryExists(Self.staging))
        #expect(try fileSystem.read(Self.output + "/trips/a/index.html") == Array("a".utf8))
    }

    typealias Mutation = RecordingFileSystem.Mutation

    /// Stages `files` (path → text) as `SiteBuilder` does, given the previous build's files, and publishes them.
    @discardableResult
    private func rebuild(_ writer: SiteWriter, _ files: [String: String]) throws(DiagnosticsError) -> SiteWriter.Summary {
        let previous = try writer.previousManifest()
        try writer.stage()
        var unchanged: Set<String> = []
        for (path, text) in files.sorted(by: { $0.key < $1.key })
        where try !writer.writeStaged(OutputFile(path: path, text: text), unlessUnchangedFrom: Set(previous.files)) {
            unchanged.insert(path)
        }
        return try writer.publish(files: Array(files.keys), unchanged: unchanged, previous: previous, stagedFilesDiffer: true)
    }

    @Test("a rebuild writes a changed file over the old one in place, staging nothing; a new file is still staged and moved")
    func replacedInPlace() throws {
        let (fileSystem, recording) = try publishedSite(["index.html": "home", "trips/a/index.html": "a"])
        let summary = try rebuild(writer(recording), ["index.html": "home", "trips/a/index.html": "a v2"])
        #expect(summary.written == ["trips/a/index.html"])
        #expect(summary.unchanged == ["index.html"])
        #expect(recording.mutations.filter { $0.path.hasPrefix(Self.output + "/trips") }
            == [Mutation(operation: "replace", path: Self.output + "/trips/a/index.html")])
        #expect(!recording.mutations.contains { $0.paths.contains { $0.hasPrefix(Self.staging) } }, "\(recording.mutations)")
        #expect(try fileSystem.read(Self.output + "/trips/a/index.html") == Array("a v2".utf8))

        let added = try rebuild(writer(recording), ["index.html": "home", "trips/a/index.html": "a v3", "trips/b/index.html": "b"])
        #expect(added.written == ["trips/a/index.html", "trips/b/index.html"])
        #expect(recording.mutations.contains(Mutation(operation: "move", path: Self.staging + "/trips/b/index.html", destination: Self.output + "/trips/b/index.html")))
        #expect(try fileSystem.read(Self.output + "/trips/a/index.html") == Array("a v3".utf8))
        #expect(try writer(fileSystem).previousManifest().files.sorted() == ["index.html", "trips/a/index.html", "trips/b/index.html"])
        #expect(!fileSystem.directoryExists(Self.staging))
    }

    /// The budget holds "a v2" (4 bytes) and leaves no room for "b v2".
    @Test("past the held files' budget, a changed file is staged, then written over the old one in place all the same")
    func stagedThenReplaced() throws {
        let (fileSystem, recording) = try publishedSite(["index.html": "home", "trips/a/index.html": "a", "trips/b/index.html": "b"])
        let writer = SiteWriter(fileSystem: recording, output: Self.output, heldBudget: 4)
        let summary = try rebuild(writer, ["index.html": "home", "trips/a/index.html": "a v2", "trips/b/index.html": "b v2"])
        #expect(summary.written == ["trips/a/index.html", "trips/b/index.html"])
        #expect(!recording.mutations.contains(Mutation(operation: "write", path: Self.staging + "/trips/a/index.html")))
        #expect(recording.mutations.contains(Mutation(operation: "write", path: Self.staging + "/trips/b/index.html")))
        #expect(recording.mutations.contains(Mutation(operation: "remove", path: Self.staging + "/trips/b/index.html")))
        #expect(recording.mutations.filter { $0.path.hasPrefix(Self.output + "/trips") } == [
            Mutation(operation: "replace", path: Self.output + "/trips/a/index.html"),
            Mutation(operation: "replace", path: Self.output + "/trips/b/index.html"),
        ])
        #expect(try fileSystem.read(Self.output + "/trips/a/index.html") == Array("a v2".utf8))
        #expect(try fileSystem.read(Self.output + "/trips/b/index.html") == Array("b v2".utf8))
        #expect(!fileSystem.directoryExists(Self.staging))
    }

    @Test("a failed rebuild drops the files it held: the site is left as it was")
    func heldFilesDiscarded() throws {
        let fileSystem = InMemoryFileSystem()
        try publish(writer(fileSystem), ["index.html": "home", "trips/a/index.html": "a"])
        let before = fileSystem.snapshot
        let writer = writer(fileSystem)
        let previous = try writer.previousManifest()
        try writer.stage()
        #expect(try writer.writeStaged(OutputFile(path: "trips/a/index.html", text: "a v2"), unlessUnchangedFrom: Set(previous.files)))
        writer.discard()
        #expect(fileSystem.snapshot == before)
        // Published after all, by mistake: nothing held is left to publish, so a file that is neither held nor staged fails.
        #expect(message { _ = try writer.publish(files: ["index.html", "trips/a/index.html"], unchanged: ["index.html"], previous: previous, stagedFilesDiffer: true) } != nil)
        #expect(try fileSystem.read(Self.output + "/trips/a/index.html") == Array("a".utf8))
    }

    /// On disk: a file in the site that is a link to another, or has another name elsewhere, is replaced by a file of
    /// its own, as a rename does; what it pointed to or shared is left as it was.
    @Test("a changed file that is a symbolic or hard link is replaced, never written through", arguments: ["symbolic", "hard"])
    func linkedFileReplaced(kind: String) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tripsite-links-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fileSystem = LocalFileSystem()
        let output = root + "/site"
        try publish(writer(fileSystem, output: output), ["index.html": "home", "trips/a/index.html": "a"])
        let outside = root + "/outside.html"
        try fileSystem.write(outside, Array("a".utf8))
        try fileSystem.remove(output + "/trips/a/index.html")
        if kind == "symbolic" {
            try FileManager.default.createSymbolicLink(atPath: output + "/trips/a/index.html", withDestinationPath: outside)
        } else {
            try FileManager.default.linkItem(atPath: outside, toPath: output + "/trips/a/index.html")
        }
        let summary = try rebuild(writer(fileSystem, output: output), ["index.html": "home", "trips/a/index.html": "a v2"])
        #expect(summary.written == ["trips/a/index.html"])
        #expect(try fileSystem.read(outside) == Array("a".utf8))
        #expect(try fileSystem.read(output + "/trips/a/index.html") == Array("a v2".utf8))
        #expect(!fileSystem.isSymbolicLink(output + "/trips/a/index.html"))
        #expect(!fileSystem.directoryExists(root + "/.site.tripsite-staging"))
    }

    @Test("held files stay within their budget; the rest are left to be staged")
    func heldBudget() {
        let held = HeldReplacements(budget: 10)
        #expect(held.hold("a", [UInt8](repeating: 1, count: 6)))
        #expect(!held.hold("b", [UInt8](repeating: 2, count: 5)))
        #expect(held.hold("c", [UInt8](repeating: 3, count: 4)))
        #expect(held.take("a") == [UInt8](repeating: 1, count: 6))
        #expect(held.take("a") == nil)
        #expect(held.take("b") == nil)
        #expect(held.hold("b", [UInt8](repeating: 2, count: 5)))
        held.clear()
        #expect(held.take("b") == nil && held.take("c") == nil)
        #expect(held.hold("d", [UInt8](repeating: 4, count: 10)))
    }

    @Test("stale files are removed with the folders they leave empty, up to but not including the output folder")
    func staleFiles() throws {
        let fileSystem = InMemoryFileSystem()
        try publish(writer(fileSystem), ["a/b/c/deep.html": "deep", "a/keep.html": "keep", "x/y/only.html": "only", "index.html": "home"])
        try fileSystem.write(Self.output + "/x/user.txt", Array("mine".utf8))
        let summary = try publish(writer(fileSystem), ["a/keep.html": "keep", "index.html": "home"])
        #expect(summary.removed == ["a/b/c/deep.html", "x/y/only.html"])
        #expect(summary.unchanged == ["a/keep.html", "index.html"])
        #expect(!fileSystem.directoryExists(Self.output + "/a/b"))
        #expect(fileSystem.directoryExists(Self.output + "/a"))
        #expect(!fileSystem.directoryExists(Self.output + "/x/y"))
        #expect(fileSystem.directoryExists(Self.output + "/x"))
        #expect(fileSystem.fileExists(Self.output + "/x/user.txt"))

        // With nothing left of the site, the output folder itself stays.
        try fileSystem.remove(Self.output + "/x/user.txt")
        let empty = try publish(writer(fileSystem), [:])
        #expect(empty.removed == ["a/keep.html", "index.html"])
        #expect(fileSystem.directoryExists(Self.output))
        #expect(try fileSystem.files(under: Self.output) == [".tripsite-manifest"])
    }

    @Test("publish refuses to replace a file it did not write, before changing anything")
    func refusesForeignFiles() throws {
        let fileSystem = InMemoryFileSystem()
        try publish(writer(fileSystem), ["index.html": "home"])
        for index in 1...7 { try fileSystem.write(Self.output + "/user\(index).html", Array("mine".utf8)) }
        let before = fileSystem.snapshot
        let recording = RecordingFileSystem(fileSystem)
        let writer = writer(recording)
        let previous = try writer.previousManifest()
        try writer.stage()
        let files = ["index.html"] + (1...7).map { "user\($0).html" }
        for path in files { try writer.writeStaged(OutputFile(path: path, text: "new")) }
        let text = message { _ = try writer.publish(files: files, previous: previous) }
        #expect(text == "the build would replace files that tripsite did not write (user1.html, user2.html, user3.html, user4.html, user5.html, …); "
            + "move them out of the output folder and build again")
        #expect(fileSystem.snapshot == before)
        #expect(!fileSystem.directoryExists(Self.staging))
        #expect(recording.mutations.allSatisfy { $0.paths.allSatisfy { !$0.hasPrefix(Self.output + "/") } }, "\(recording.mutations)")
    }

    @Test("a manifest naming hostile paths never makes publish touch anything outside the output folder")
    func hostilePreviousManifest() throws {
        // Keys as a real disk would resolve them do not matter here: what matters is that no change is ever
        // asked for at a path that is not plainly inside the output or staging folder.
        let fileSystem = InMemoryFileSystem(files: [
            "/work/outside.txt": "outside", "/etc/passwd": "root",
            Self.output + "/../outside.txt": "outside, unresolved", Self.output + "//etc/passwd": "root, unresolved",
            Self.output + "/a/../../b": "b, unresolved", Self.output + "/index.html": "old",
        ])
        let recording = RecordingFileSystem(fileSystem)
        let writer = writer(recording)
        let hostile = SiteManifest(files: ["../outside.txt", "/etc/passwd", "a/../../b", "index.html", "", "./index.html"])
        try writer.stage()
        try writer.writeStaged(OutputFile(path: "index.html", text: "new"))
        let summary = try writer.publish(files: ["index.html"], previous: hostile)

        #expect(summary.written == ["index.html"])
        #expect(summary.removed.isEmpty)
        for mutation in recording.mutations {
            for path in mutation.paths {
                let inside = [Self.output, Self.staging].contains { path == $0 || (path.hasPrefix($0 + "/") && OutputPath.isSafe(String(path.dropFirst($0.count + 1)))) }
                #expect(inside, "\(mutation)")
            }
        }
        let snapshot = fileSystem.snapshot
        for key in ["/work/outside.txt", "/etc/passwd", Self.output + "/../outside.txt", Self.output + "//etc/passwd", Self.output + "/a/../../b"] {
            #expect(snapshot[key] != nil, "\(key) was removed")
        }
        // The new manifest can be read back: it lists only the site's own files.
        let manifest = try #require(SiteManifest.decode(try fileSystem.read(Self.output + "/.tripsite-manifest")))
        #expect(manifest.files == ["index.html"])
    }

    @Test("publish refuses new files whose paths are not safe, without touching the output", arguments: ["../escape.html", "/abs.html", "a/../../b"])
    func hostileNewFiles(path: String) throws {
        let fileSystem = InMemoryFileSystem()
        try publish(writer(fileSystem), ["index.html": "home"])
        let before = fileSystem.snapshot
        let writer = writer(fileSystem)
        let previous = try writer.previousManifest()
        try writer.stage()
        try writer.writeStaged(OutputFile(path: "index.html", text: "new"))
        let text = message { _ = try writer.publish(files: ["index.html", path], previous: previous) }
        #expect(text == "refusing to write outside the output folder: \(path)")
        #expect(fileSystem.snapshot == before)
        #expect(try writer.previousManifest() == SiteManifest(files: ["index.html"]))
    }

    @Test("a whole build only ever changes the output and staging folders")
    func buildTouchesOnlyItsFolders() throws {
        let site = SiteBuildFixture([SiteBuildFixture.trip("a"), SiteBuildFixture.trip("b")])
        let recording = RecordingFileSystem(site.fileSystem)
        _ = try SiteBuilder(fileSystem: recording).build(site.options())
        site.setTrips([SiteBuildFixture.trip("a")])
        _ = try SiteBuilder(fileSystem: recording).build(site.options())
        #expect(recording.mutations.contains { $0.operation == "remove" && $0.path == SiteBuildFixture.output + "/trips/b/index.html" })
        for mutation in recording.mutations {
            for path in mutation.paths {
                let inside = [SiteBuildFixture.output, SiteBuildFixture.staging].contains { path == $0 || path.hasPrefix($0 + "/") }
                #expect(inside, "\(mutation)")
            }
        }
    }
}
