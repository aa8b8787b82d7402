import Foundation
import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering
@testable import TripsiteResources

/// A build whose input did not change since the last one, into a site that is still as it was left, does
/// nothing: no trip is planned or rendered, no file is written.
@Suite("builds with nothing to do")
struct SiteUnchangedBuildTests {
    static let lisbon = SiteBuildFixture.trip("lisbon", title: "Lisbon")
    static let porto = SiteBuildFixture.trip("porto", title: "Porto", destination: "Porto, Portugal", start: "2025-10-03", end: "2025-10-05")

    /// Builds counting the trips the rendering step went through, rendered or found unchanged (the progress
    /// callback is told of each); 0 when the build stopped before planning.
    @discardableResult
    static func build(_ site: SiteBuildFixture, options: BuildOptions? = nil) throws -> (SiteBuilder.Report, rendered: Int) {
        let counter = Counter()
        let builder = SiteBuilder(fileSystem: site.fileSystem) { _, _ in counter.add() }
        let report = try builder.build(options ?? site.options())
        return (report, counter.value)
    }

    @Test("a second build with the same input renders nothing, writes nothing and reports every file unchanged")
    func nothingToDo() throws {
        let site = SiteBuildFixture([Self.lisbon, Self.porto])
        let (first, renderedFirst) = try Self.build(site)
        #expect(renderedFirst == 2)
        let before = site.fileSystem.snapshot
        let record = try #require(site.manifest()?.input)
        #expect(record.tripCount == 2)
        #expect(record.fingerprint.count == 16)

        let (second, renderedSecond) = try Self.build(site)
        #expect(renderedSecond == 0)
        #expect(second.tripCount == 2)
        #expect(second.summary.written.isEmpty && second.summary.removed.isEmpty)
        #expect(second.summary.unchanged == first.summary.written.sorted())
        // The base-URL note was said at the first build into the folder; the second keeps it for --verbose.
        #expect(first.notes.count == 1 && first.settledNotes.isEmpty)
        #expect(second.notes.isEmpty && second.settledNotes == first.notes)
        #expect(site.fileSystem.snapshot == before)
    }

    @Test("a changed trips file, template or option builds again", arguments: ["trips", "template", "option", "countries"])
    func changedInput(_ change: String) throws {
        let site = SiteBuildFixture([Self.lisbon])
        try Self.build(site)
        var options = site.options()
        switch change {
        case "trips": site.setTrips([SiteBuildFixture.trip("lisbon", title: "Lisbon again")])
        case "template": try site.fileSystem.write(SiteBuildFixture.inputFolder + "/Templates/footer.html.mustache", Array("<footer>x</footer>\n".utf8))
        case "option": options.site = SiteContext(title: "Another title")
        default: try site.fileSystem.write(SiteBuildFixture.inputFolder + "/countries.json", EmbeddedResources.countriesJSON + Array(" ".utf8))
        }
        let (report, rendered) = try Self.build(site, options: options)
        #expect(rendered == 1, "\(change)")
        #expect(!report.summary.written.isEmpty || change == "countries", "\(change)")
    }

    @Test("a file removed or a stylesheet edited in the output folder builds again and puts it back")
    func outputTouched() throws {
        let site = SiteBuildFixture([Self.lisbon])
        try Self.build(site)
        let css = try site.fileSystem.read(SiteBuildFixture.output + "/assets/style.css")
        try site.fileSystem.remove(SiteBuildFixture.output + "/404.html")
        let (report, _) = try Self.build(site)
        #expect(report.summary.written == ["404.html"])
        try site.fileSystem.write(SiteBuildFixture.output + "/assets/style.css", Array("body{}".utf8))
        let (again, _) = try Self.build(site)
        #expect(again.summary.written == ["assets/style.css"])
        #expect(try site.fileSystem.read(SiteBuildFixture.output + "/assets/style.css") == css)
    }

    @Test("a page script edited in the output folder builds again and is put back", arguments: ["assets/browse.js", "assets/trip.js"])
    func scriptTouched(path: String) throws {
        let site = SiteBuildFixture([Self.lisbon])
        try Self.build(site)
        let script = try site.fileSystem.read(SiteBuildFixture.output + "/" + path)
        try site.fileSystem.write(SiteBuildFixture.output + "/" + path, Array("alert(1);".utf8))
        let (again, _) = try Self.build(site)
        #expect(again.summary.written == [path])
        #expect(try site.fileSystem.read(SiteBuildFixture.output + "/" + path) == script)
    }

    @Test("an image beside the input that changed is copied again")
    func imageChanged() throws {
        let image = SiteBuildFixture.inputFolder + "/images/x.png"
        let site = SiteBuildFixture([SiteBuildFixture.trip("lisbon", members: "\"image_url\": \"images/x.png\"")], files: [image: [1, 2, 3]])
        try Self.build(site)
        try site.fileSystem.write(image, [4, 5])
        let (report, _) = try Self.build(site)
        #expect(report.summary.written == ["media/images/x.png"])
        #expect(try site.fileSystem.read(SiteBuildFixture.output + "/media/images/x.png") == [4, 5])
    }

    @Test("a build with warnings is made again each time, so its warnings are shown again")
    func warningsShownAgain() throws {
        let site = SiteBuildFixture([SiteBuildFixture.trip("lisbon", members: "\"image_url\": \"tripBg\"")])
        let (first, _) = try Self.build(site)
        #expect(first.warnings.count == 1)
        #expect(site.manifest()?.input == nil)
        let (second, rendered) = try Self.build(site)
        #expect(second.warnings == first.warnings)
        #expect(rendered == 1)
        #expect(second.summary.written.isEmpty, "the trip's pages are still not written again")
    }

    @Test("a whole buffer's fingerprint changes with any one byte, in the words and in the tail")
    func wholeBufferFingerprint() {
        let buffer = (0..<1_003).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        var original = Fingerprint()
        original.add(wholeBuffer: buffer)
        var seen: Set<UInt64> = [original.value]
        for index in buffer.indices {
            var changed = buffer
            changed[index] ^= 0x01
            var fingerprint = Fingerprint()
            fingerprint.add(wholeBuffer: changed)
            seen.insert(fingerprint.value)
        }
        #expect(seen.count == buffer.count + 1)
        // Two flipped top bits of different words, which cancel out in a multiply-only hash.
        var twoTopBits = buffer
        twoTopBits[7] ^= 0x80
        twoTopBits[15] ^= 0x80
        var both = Fingerprint()
        both.add(wholeBuffer: twoTopBits)
        #expect(both != original)
        var shorter = Fingerprint()
        shorter.add(wholeBuffer: Array(buffer.dropLast()))
        #expect(shorter != original)
    }

    @Test("a large input's fingerprint changes with a byte anywhere or a byte more")
    func largeInputFingerprint() {
        let size = (1 << 20) + 13
        let buffer = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ $0 >> 9) }
        let site = Fingerprint()
        let original = BuildInputs.fingerprint(tripsFiles: [InputFile(name: "", bytes: buffer)], sourceDate: RenderFixture.sourceDate, site: site)
        #expect(BuildInputs.fingerprint(tripsFiles: [InputFile(name: "", bytes: buffer)], sourceDate: RenderFixture.sourceDate, site: site) == original, "the same bytes give the same digest")
        let half = size / 16 * 8
        var seen: Set<UInt64> = [original.value]
        for index in [0, half - 1, half, half + 1, size - 1] {
            var changed = buffer
            changed[index] ^= 0x01
            seen.insert(BuildInputs.fingerprint(tripsFiles: [InputFile(name: "", bytes: changed)], sourceDate: RenderFixture.sourceDate, site: site).value)
        }
        #expect(seen.count == 6)
        // The same bytes, split elsewhere: one byte moves from the end to the start.
        let rotated = [buffer[size - 1]] + buffer.dropLast()
        #expect(BuildInputs.fingerprint(tripsFiles: [InputFile(name: "", bytes: rotated)], sourceDate: RenderFixture.sourceDate, site: site) != original)
        #expect(BuildInputs.fingerprint(tripsFiles: [InputFile(name: "", bytes: buffer + [0])], sourceDate: RenderFixture.sourceDate, site: site) != original)
        var otherSite = Fingerprint()
        otherSite.add("another site")
        #expect(BuildInputs.fingerprint(tripsFiles: [InputFile(name: "", bytes: buffer)], sourceDate: RenderFixture.sourceDate, site: otherSite) != original)
    }

    @Test("the manifest's input record reads back as written")
    func manifestRoundTrip() throws {
        let manifest = SiteManifest(files: ["index.html"], input: .init(fingerprint: "0123456789abcdef", tripCount: 7))
        #expect(SiteManifest.decode(manifest.encoded) == manifest)
    }
}

/// Counts calls from any thread.
private final class Counter: @unchecked Sendable {
    private var count = 0
    private let lock = NSLock()
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
