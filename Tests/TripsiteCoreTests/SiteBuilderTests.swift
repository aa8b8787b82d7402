import Foundation
import Testing
import TripsiteTestSupport
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering
@testable import TripsiteResources

/// A whole build in memory: a trips file at `/work/in/trips.json`, the site at `/work/out`.
struct SiteBuildFixture {
    static let inputFolder = "/work/in"
    static let tripsFile = "/work/in/trips.json"
    static let output = "/work/out"
    static let staging = "/work/.out.tripsite-staging"

    let fileSystem: InMemoryFileSystem

    init(_ trips: [String], files: [String: [UInt8]] = [:]) {
        fileSystem = InMemoryFileSystem()
        setTrips(trips)
        for (path, bytes) in files { try! fileSystem.write(path, bytes) }
    }

    /// One trip object (`TripJSON.trip`).
    static func trip(
        _ id: String?, title: String = "Lisbon", destination: String = "Lisbon, Portugal",
        start: String = "2025-05-01", end: String = "2025-05-04", members: String = ""
    ) -> String {
        TripJSON.trip(id: id, title: title, destination: destination, start: start, end: end, members: members)
    }

    static func quoted(_ text: String) -> String { TripJSON.quoted(text) }

    /// When the fixture's trips file was last changed, whenever it is written: a build dates the trips without
    /// `updated_at` by it, so that builds a second apart give the same bytes.
    static let modificationTime: Int64 = 1_767_225_600

    func setTrips(_ trips: [String]) {
        setTripsText("[\n" + trips.joined(separator: ",\n") + "\n]\n")
    }

    func setTripsText(_ text: String) {
        try! fileSystem.write(Self.tripsFile, Array(text.utf8))
        fileSystem.setModificationTime(Self.modificationTime, of: Self.tripsFile)
    }

    func options(output: String = output, templates: String? = nil, site: SiteContext = SiteContext(title: "Test trips")) -> BuildOptions {
        BuildOptions(tripsFile: Self.tripsFile, templatesFolder: templates, output: output, site: site, sourceDateEpoch: nil)
    }

    @discardableResult
    func build(output: String = output, templates: String? = nil) throws(DiagnosticsError) -> SiteBuilder.Report {
        try SiteBuilder(fileSystem: fileSystem).build(options(output: output, templates: templates))
    }

    /// The error of a build expected to fail; records an issue when it succeeds.
    func failure(output: String = output, templates: String? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> DiagnosticsError {
        do {
            let report = try build(output: output, templates: templates)
            Issue.record("the build succeeded (\(report.summary)) but was expected to fail", sourceLocation: sourceLocation)
            return DiagnosticsError([])
        } catch {
            return error
        }
    }

    /// The files below a folder, keyed by their path relative to it.
    func files(under folder: String = output) -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        for (path, bytes) in fileSystem.snapshot where path.hasPrefix(folder + "/") {
            result[String(path.dropFirst(folder.count + 1))] = bytes
        }
        return result
    }

    func text(_ relative: String, in folder: String = output) -> String? {
        (try? fileSystem.read(folder + "/" + relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    func manifest(in folder: String = output) -> SiteManifest? {
        (try? fileSystem.read(folder + "/" + SiteManifest.fileName)).flatMap(SiteManifest.decode)
    }

    /// The names of the files every trip gets in its folder `trips/<slug>/`.
    static func tripFileNames(_ slug: String) -> [String] {
        ["index.html", "print.html", "\(slug).md", "\(slug).ics"]
    }

    /// The paths of one trip's files, sorted.
    static func tripPaths(_ slug: String) -> [String] {
        tripFileNames(slug).map { "trips/\(slug)/\($0)" }.sorted()
    }

    /// The paths a site of these trips (by slug) is made of, without the manifest. The fixture's trips are
    /// in Portugal, except `kyoto`, in Japan; each country has its page. They have no flight, hotel or activity,
    /// so no event for the site's calendar, `calendar.ics`, which is then not made.
    static func sitePaths(_ slugs: [String], extra: [String] = []) -> [String] {
        let countries = Set(slugs.map { $0 == "kyoto" ? "jp" : "pt" }).sorted()
        let countryPages = countries.isEmpty ? [] : ["countries/index.html"] + countries.map { "countries/\($0)/index.html" }
        let assets = ["assets/style.css", "assets/browse.js", "assets/trip.js", "assets/favicon.svg", "assets/favicon.png"]
        let streetMap = ["assets/street-map.js", "assets/street-map.css", "assets/leaflet/leaflet.js", "assets/leaflet/leaflet.css", "assets/leaflet/LICENSE.txt"]
        return (["index.html", "404.html", "robots.txt"] + assets + streetMap + countryPages
            + slugs.flatMap(tripPaths) + extra).sorted()
    }
}

@Suite("SiteBuilder: the whole pipeline in memory")
struct SiteBuilderTests {
    static let lisbon = SiteBuildFixture.trip("lisbon", title: "Lisbon")
    static let porto = SiteBuildFixture.trip("porto", title: "Porto weekend", destination: "Porto, Portugal", start: "2025-10-03", end: "2025-10-05")
    static let kyoto = SiteBuildFixture.trip("kyoto", title: "Kyoto", destination: "Kyoto, Japan", start: "2024-04-01", end: "2024-04-03")

    // MARK: - First build

    @Test("a first build writes the index, the stylesheet, each trip's files and the manifest")
    func firstBuild() throws {
        let site = SiteBuildFixture([Self.lisbon, Self.porto])
        let report = try site.build()
        let expected = SiteBuildFixture.sitePaths(["lisbon", "porto"])

        #expect(report.tripCount == 2)
        #expect(report.summary.written == expected)
        #expect(report.summary.unchanged.isEmpty)
        #expect(report.summary.removed.isEmpty)
        #expect(report.warnings.isEmpty, "\(report.warnings.map(\.formatted))")

        #expect(site.files().keys.sorted() == (expected + [SiteManifest.fileName]).sorted())
        #expect(site.manifest()?.files == SiteManifest(files: expected).files)
        #expect(site.files()["assets/style.css"] == EmbeddedResources.stylesheet)

        let index = try #require(site.text("index.html"))
        #expect(index.contains("href=\"trips/lisbon/index.html\""))
        #expect(index.contains("href=\"trips/porto/index.html\""))
        #expect(index.contains("Test trips"))
        let markdown = try #require(site.text("trips/porto/porto.md"))
        #expect(markdown.hasPrefix("# Porto weekend\n"))
        let page = try #require(site.text("trips/porto/index.html"))
        #expect(page.contains("Porto weekend"))
        #expect(page.contains("href=\"porto.md\""))
        #expect(try #require(site.text("trips/lisbon/print.html")).contains("Lisbon"))
        #expect(site.text("trips/porto/porto.ics")?.hasPrefix("BEGIN:VCALENDAR") == true)

        // Nothing outside the input and the output, and no staging folder left behind.
        #expect(site.fileSystem.snapshot.keys.allSatisfy { $0 == SiteBuildFixture.tripsFile || $0.hasPrefix(SiteBuildFixture.output + "/") })
        #expect(!site.fileSystem.directoryExists(SiteBuildFixture.staging))
    }

    @Test("an input with no trips still makes an index and a stylesheet")
    func emptyInput() throws {
        let site = SiteBuildFixture([])
        let report = try site.build()
        #expect(report.tripCount == 0)
        #expect(report.summary.written == SiteBuildFixture.sitePaths([]))
        #expect(site.manifest()?.files == SiteManifest(files: SiteBuildFixture.sitePaths([])).files)
    }

    @Test("a relative output path and one with a trailing slash name the same folder")
    func outputSpelling() throws {
        let site = SiteBuildFixture([Self.lisbon])
        try site.build(output: "/work/out/")
        #expect(site.manifest()?.files == SiteManifest(files: SiteBuildFixture.sitePaths(["lisbon"])).files)
        #expect(!site.fileSystem.directoryExists(SiteBuildFixture.staging))
        let again = try site.build(output: "/work/out")
        #expect(again.summary.written.isEmpty)

        let relative = SiteBuildFixture([Self.lisbon])
        try relative.build(output: "public")
        #expect(relative.manifest(in: "public")?.files == SiteManifest(files: SiteBuildFixture.sitePaths(["lisbon"])).files)
        #expect(!relative.fileSystem.directoryExists(".public.tripsite-staging"))

        // One-character relative names, which Foundation's path functions trip over on Linux.
        let short = SiteBuildFixture([Self.lisbon])
        try short.build(output: "o")
        #expect(short.manifest(in: "o")?.files == SiteManifest(files: SiteBuildFixture.sitePaths(["lisbon"])).files)
        #expect(try short.fileSystem.directories(under: "o") == ["assets", "assets/leaflet", "countries", "countries/pt", "trips", "trips/lisbon"])
        #expect(!short.fileSystem.directoryExists(".o.tripsite-staging"))
    }

    // MARK: - Rebuilds and determinism

    @Test("rebuilding the same input writes nothing and leaves every byte as it was")
    func unchangedRebuild() throws {
        let site = SiteBuildFixture([Self.lisbon, Self.porto])
        try site.build()
        let before = site.fileSystem.snapshot
        let report = try site.build()
        #expect(report.summary.written.isEmpty)
        #expect(report.summary.unchanged == SiteBuildFixture.sitePaths(["lisbon", "porto"]))
        #expect(report.summary.removed.isEmpty)
        #expect(site.fileSystem.snapshot == before)
    }

    @Test("changing one trip rewrites only its files and the pages that list it")
    func oneTripChanged() throws {
        let site = SiteBuildFixture([Self.lisbon, Self.porto])
        try site.build()
        let before = site.files()
        site.setTrips([Self.lisbon, SiteBuildFixture.trip("porto", title: "Porto, longer", destination: "Porto, Portugal", start: "2025-10-03", end: "2025-10-06")])
        let report = try site.build()
        #expect(report.summary.written == ["countries/pt/index.html", "index.html"] + SiteBuildFixture.tripPaths("porto"))
        #expect(report.summary.unchanged == SiteBuildFixture.sitePaths(["lisbon"]).filter { !["index.html", "countries/pt/index.html"].contains($0) })
        let after = site.files()
        for path in report.summary.unchanged { #expect(after[path] == before[path], "\(path)") }
        for path in report.summary.written { #expect(after[path] != before[path], "\(path)") }
        #expect(site.text("trips/porto/porto.md")?.contains("Porto, longer") == true)
    }

    @Test("two builds in two fresh file systems give identical bytes for every file")
    func deterministicAcrossFileSystems() throws {
        // Enough trips that they are rendered on several threads.
        let trips = (1...24).map { SiteBuildFixture.trip("trip-\($0)", title: "Trip \($0)", start: "2025-01-\(String(format: "%02d", $0))", end: "2025-01-28") }
        let a = SiteBuildFixture(trips)
        let b = SiteBuildFixture(trips)
        let reportA = try a.build()
        let reportB = try b.build()
        #expect(reportA.summary == reportB.summary)
        #expect(reportA.summary.written == SiteBuildFixture.sitePaths((1...24).map { "trip-\($0)" }))
        let filesA = a.files(), filesB = b.files()
        #expect(filesA.count == reportA.summary.written.count + 1, "the site and the manifest")
        #expect(filesA.keys.sorted() == filesB.keys.sorted())
        for (path, bytes) in filesA {
            #expect(filesB[path] == bytes, "\(path) differs between two builds")
        }
        // The manifest is sorted, so its bytes do not depend on the order the trips finished in.
        #expect(a.manifest()?.files == a.manifest()?.files.sorted())
    }

    @Test("the order of the summary does not depend on which trip finished rendering first")
    func summaryIsSorted() throws {
        let trips = (1...12).reversed().map { SiteBuildFixture.trip("t\($0)", title: "T\($0)") }
        let site = SiteBuildFixture(trips)
        let report = try site.build()
        #expect(report.summary.written == report.summary.written.sorted())
        #expect(report.tripCount == 12)
    }

    // MARK: - Removing trips

    @Test("removing a trip removes exactly its files and its folder, and keeps the user's own files")
    func removedTrip() throws {
        let site = SiteBuildFixture([Self.lisbon, Self.porto, Self.kyoto])
        try site.build()
        try site.fileSystem.write("/work/out/CNAME", Array("trips.example.com\n".utf8))
        try site.fileSystem.write("/work/out/trips/notes.txt", Array("mine".utf8))
        let before = site.files()

        site.setTrips([Self.lisbon, Self.kyoto])
        let report = try site.build()
        #expect(report.tripCount == 2)
        #expect(report.summary.removed == SiteBuildFixture.tripPaths("porto"))
        // The pages that list trips change: the index, and Portugal's page and count.
        let listings = ["countries/index.html", "countries/pt/index.html", "index.html"]
        #expect(report.summary.written == listings)
        #expect(report.summary.unchanged == SiteBuildFixture.sitePaths(["lisbon", "kyoto"]).filter { !listings.contains($0) })

        let after = site.files()
        #expect(!site.fileSystem.directoryExists("/work/out/trips/porto"))
        #expect(site.fileSystem.directoryExists("/work/out/trips"))
        #expect(after["CNAME"] == Array("trips.example.com\n".utf8))
        #expect(after["trips/notes.txt"] == Array("mine".utf8))
        // Everything else is as it was, except the listing pages, the manifest and the kept listings.
        var expected = before
        for path in report.summary.removed { expected[path] = nil }
        for path in listings { expected[path] = after[path] }
        expected[SiteManifest.fileName] = after[SiteManifest.fileName]
        #expect(after == expected)
        #expect(site.manifest()?.files == SiteManifest(files: SiteBuildFixture.sitePaths(["lisbon", "kyoto"])).files)
        #expect(site.text("index.html")?.contains("trips/porto/") == false)
    }

    @Test("a user's file inside a removed trip's folder keeps the folder")
    func userFileInsideRemovedTrip() throws {
        let site = SiteBuildFixture([Self.lisbon, Self.porto])
        try site.build()
        try site.fileSystem.write("/work/out/trips/porto/photo.jpg", [0xFF, 0xD8, 0xFF])
        site.setTrips([Self.lisbon])
        let report = try site.build()
        #expect(report.summary.removed == SiteBuildFixture.tripPaths("porto"))
        #expect(site.files().keys.filter { $0.hasPrefix("trips/porto/") } == ["trips/porto/photo.jpg"])
        #expect(site.fileSystem.directoryExists("/work/out/trips/porto"))
    }

    @Test("removing every trip also removes the trips folder, but not the output folder")
    func allTripsRemoved() throws {
        let site = SiteBuildFixture([Self.lisbon, Self.porto])
        try site.build()
        site.setTrips([])
        let report = try site.build()
        #expect(report.summary.removed == ["countries/index.html", "countries/pt/index.html"] + SiteBuildFixture.tripPaths("lisbon") + SiteBuildFixture.tripPaths("porto"))
        #expect(!site.fileSystem.directoryExists("/work/out/trips"))
        #expect(!site.fileSystem.directoryExists("/work/out/countries"))
        #expect(site.fileSystem.directoryExists("/work/out"))
        #expect(site.files().keys.sorted() == [SiteManifest.fileName] + SiteBuildFixture.sitePaths([]))
    }

    @Test("a file of the previous build that the user already deleted is not an error")
    func staleFileAlreadyGone() throws {
        let site = SiteBuildFixture([Self.lisbon, Self.porto])
        try site.build()
        try site.fileSystem.remove("/work/out/trips/porto/print.html")
        site.setTrips([Self.lisbon])
        let report = try site.build()
        #expect(report.summary.removed == SiteBuildFixture.tripPaths("porto").filter { $0 != "trips/porto/print.html" })
        #expect(site.manifest()?.files == SiteManifest(files: SiteBuildFixture.sitePaths(["lisbon"])).files)
    }

    // MARK: - Failed builds

    @Test("an input with errors throws every diagnostic and leaves the previous site byte for byte")
    func failedBuildKeepsSite() throws {
        let site = SiteBuildFixture([Self.lisbon, Self.porto])
        try site.build()
        try site.fileSystem.write("/work/out/CNAME", Array("x".utf8))
        let errors = try String(contentsOf: Repository.file("Tests/Fixtures/trips-errors.json"), encoding: .utf8)
        site.setTripsText(errors)
        let before = site.fileSystem.snapshot

        let error = site.failure()
        let messages = error.diagnostics.map(\.formatted)
        #expect(error.diagnostics.filter { $0.severity == .error }.count == 8, "\(messages)")
        #expect(messages.contains("/work/in/trips.json:6:19: error: trips[0].start_date: expected a real calendar date (February 2025 has 28 days), found \"2025-02-30\""))
        #expect(messages.contains("/work/in/trips.json:21:11: error: trips[2].id: the id \"one\" is already used by trips[0]; trip ids must be unique"))
        // Sorted by line, as a reader expects.
        let lines = error.diagnostics.compactMap { $0.position?.line }
        #expect(lines == lines.sorted())

        #expect(site.fileSystem.snapshot == before)
        #expect(!site.fileSystem.directoryExists(SiteBuildFixture.staging))
    }

    @Test("a trips file that is not JSON fails with its position and writes nothing")
    func syntaxError() throws {
        let site = SiteBuildFixture([])
        site.setTripsText("[{\"id\": \"a\",\n  \"title\": }]")
        let error = site.failure()
        #expect(error.diagnostics.count == 1)
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.file == SiteBuildFixture.tripsFile)
        #expect(diagnostic.position?.line == 2)
        #expect(!site.fileSystem.directoryExists(SiteBuildFixture.output))
        #expect(!site.fileSystem.directoryExists(SiteBuildFixture.staging))
    }

    @Test("a missing trips file, or a folder with no trips in it, is an error naming it")
    func missingTripsFile() throws {
        let site = SiteBuildFixture([])
        try site.fileSystem.remove(SiteBuildFixture.tripsFile)
        #expect(site.failure().diagnostics.map(\.formatted) == ["/work/in/trips.json: error: no such file"])

        try site.fileSystem.write("/work/in/trips.json/notes.txt", Array("[]".utf8))
        #expect(site.failure().diagnostics.map(\.formatted) == [
            "/work/in/trips.json: error: is a folder with no file of trips or reservations in it (.json, .jsonld, .html, .htm, .eml)"])
        #expect(!site.fileSystem.directoryExists(SiteBuildFixture.output))
    }

    @Test("a failure while staging discards the staging folder and leaves the previous site")
    func failureWhileStaging() throws {
        let site = SiteBuildFixture([Self.lisbon])
        try site.build()
        let before = site.fileSystem.snapshot

        site.setTrips([Self.lisbon, Self.porto])
        let afterInput = site.fileSystem.snapshot
        let failing = RecordingFileSystem(site.fileSystem, failWrite: { $0.hasSuffix("trips/porto/print.html") })
        do {
            _ = try SiteBuilder(fileSystem: failing).build(site.options())
            Issue.record("the build succeeded although a file could not be written")
        } catch {
            #expect(error.diagnostics.count == 1)
            #expect(error.diagnostics.first?.message.hasPrefix("cannot write trips/porto/print.html") == true, "\(error.diagnostics.map(\.formatted))")
        }
        #expect(site.fileSystem.snapshot == afterInput)
        #expect(before.filter { $0.key != SiteBuildFixture.tripsFile } == afterInput.filter { $0.key != SiteBuildFixture.tripsFile })
        #expect(!site.fileSystem.directoryExists(SiteBuildFixture.staging))
        // Nothing was ever written, moved or removed inside the output folder (files are only linked from it).
        #expect(failing.mutations.allSatisfy { $0.operation == "link" || !$0.paths.contains { $0.hasPrefix(SiteBuildFixture.output + "/") } })
    }

    @Test("a new page that would replace a user's file is refused before anything changes")
    func refusesToReplaceUserFile() throws {
        let site = SiteBuildFixture([Self.lisbon])
        try site.build()
        try site.fileSystem.write("/work/out/trips/porto/index.html", Array("my own page".utf8))
        site.setTrips([Self.lisbon, Self.porto])
        let before = site.fileSystem.snapshot

        let error = site.failure()
        #expect(error.diagnostics.map(\.message) == [
            "the build would replace files that tripsite did not write (trips/porto/index.html); move them out of the output folder and build again",
        ])
        #expect(error.diagnostics.first?.file == SiteBuildFixture.output)
        #expect(site.fileSystem.snapshot == before)
        #expect(!site.fileSystem.directoryExists(SiteBuildFixture.staging))
    }

    @Test("a staging folder left by an interrupted build is cleared, and none of it is published")
    func leftoverStaging() throws {
        let site = SiteBuildFixture([Self.lisbon], files: [
            SiteBuildFixture.staging + "/" + SitePublisher.stagingMarker: [],
            SiteBuildFixture.staging + "/junk.html": Array("junk".utf8),
            SiteBuildFixture.staging + "/trips/old/index.html": Array("old".utf8),
        ])
        let report = try site.build()
        #expect(report.summary.written == SiteBuildFixture.sitePaths(["lisbon"]))
        #expect(site.files(under: SiteBuildFixture.staging).isEmpty)
        #expect(!site.fileSystem.directoryExists(SiteBuildFixture.staging))
        #expect(site.files()["junk.html"] == nil)
        #expect(site.files()["trips/old/index.html"] == nil)
    }

    // MARK: - Output folders that are not tripsite's

    @Test("a non-empty output folder without a manifest is refused, saying how to go on")
    func refusesForeignFolder() throws {
        let site = SiteBuildFixture([Self.lisbon], files: ["/work/out/notes.txt": Array("mine".utf8)])
        let before = site.fileSystem.snapshot
        let error = site.failure()
        #expect(error.diagnostics.map(\.formatted) == [
            "/work/out: error: the output folder is not empty and was not made by tripsite, so tripsite will not write into it; "
                + "choose a new or empty folder with --output, or empty this one yourself",
        ])
        #expect(site.fileSystem.snapshot == before)
        #expect(!site.fileSystem.directoryExists(SiteBuildFixture.staging))
    }

    @Test("a folder holding only an empty subfolder is not empty, and is refused")
    func refusesFolderWithEmptySubfolder() throws {
        let site = SiteBuildFixture([Self.lisbon])
        try site.fileSystem.createDirectory("/work/out/drafts")
        let error = site.failure()
        #expect(error.diagnostics.first?.message.contains("not made by tripsite") == true)
        #expect(!site.fileSystem.fileExists("/work/out/index.html"))
    }

    @Test("a folder holding only the files a static host reads is accepted, and they are kept through rebuilds")
    func acceptsStaticHostFiles() throws {
        let hostFiles = ["CNAME", ".nojekyll", "_redirects", "_headers", ".well-known/security.txt"]
        var files: [String: [UInt8]] = [:]
        for path in hostFiles { files[SiteBuildFixture.output + "/" + path] = Array("mine: \(path)".utf8) }
        let site = SiteBuildFixture([Self.lisbon], files: files)
        try site.fileSystem.createDirectory(SiteBuildFixture.output + "/.well-known/acme-challenge")
        let report = try site.build()
        #expect(report.summary.written == SiteBuildFixture.sitePaths(["lisbon"]))
        site.setTrips([Self.lisbon, Self.porto])
        _ = try site.build()
        let built = site.files()
        for path in hostFiles { #expect(built[path] == Array("mine: \(path)".utf8), "\(path)") }
        #expect(site.fileSystem.directoryExists(SiteBuildFixture.output + "/.well-known/acme-challenge"))
        #expect(site.manifest()?.files.contains("CNAME") == false)
    }

    @Test("static host files beside any other file of the user's are refused as before")
    func refusesStaticHostFilesWithOthers() throws {
        let site = SiteBuildFixture([Self.lisbon], files: [
            SiteBuildFixture.output + "/CNAME": Array("trips.example".utf8),
            SiteBuildFixture.output + "/notes/todo.txt": Array("mine".utf8),
        ])
        #expect(site.failure().diagnostics.first?.message.contains("not made by tripsite") == true)
    }

    @Test("an existing empty output folder is accepted")
    func acceptsEmptyFolder() throws {
        let site = SiteBuildFixture([Self.lisbon])
        try site.fileSystem.createDirectory(SiteBuildFixture.output)
        #expect(site.fileSystem.directoryExists(SiteBuildFixture.output))
        let report = try site.build()
        #expect(report.summary.written == SiteBuildFixture.sitePaths(["lisbon"]))
        #expect(site.manifest() != nil)
    }

    @Test("an output path that is a file is refused")
    func outputIsAFile() throws {
        let site = SiteBuildFixture([Self.lisbon], files: ["/work/out": Array("file".utf8)])
        let before = site.fileSystem.snapshot
        let error = site.failure()
        #expect(error.diagnostics.map(\.message) == ["the output path is a file, not a folder; choose a folder with --output"])
        #expect(site.fileSystem.snapshot == before)
    }

    @Test("a damaged manifest is refused with how to recover")
    func damagedManifest() throws {
        for text in ["not json", "{\"generator\": \"other\", \"files\": []}", "{\"generator\": \"tripsite\", \"files\": [1]}", "{\"generator\": \"tripsite\"}"] {
            let site = SiteBuildFixture([Self.lisbon], files: ["/work/out/.tripsite-manifest": Array(text.utf8), "/work/out/index.html": Array("old".utf8)])
            let before = site.fileSystem.snapshot
            let error = site.failure()
            #expect(error.diagnostics.map(\.message) == [
                ".tripsite-manifest in the output folder is damaged; delete the folder's generated files and the manifest, then build again",
            ], "\(text)")
            #expect(site.fileSystem.snapshot == before)
        }
    }

    // MARK: - Hostile ids

    @Test("slugs from hostile trip ids stay inside trips/, are unique and safe")
    func hostileSlugs() throws {
        // The two long ids have the most characters an input's id may have, and differ only in the last one.
        let ids: [String?] = [
            "../../etc", ".", "..", "CON", "", "<script>alert(1)</script>", String(repeating: "x", count: 500),
            String(repeating: "x", count: 499) + "y", "Lisbon!", "lisbon", "LISBON", "lisbon-2", "assets", "media", "index",
            "..\\..\\windows", "/etc/passwd", "東京", nil, "trip", " ", "a/b", "%2e%2e",
        ]
        let trips = ids.enumerated().map { index, id in
            SiteBuildFixture.trip(id, title: index % 2 == 0 ? "Same title" : "Другое", start: "2025-05-01")
        }
        let site = SiteBuildFixture(trips)
        let report = try site.build()
        #expect(report.tripCount == ids.count)

        var slugs: [String] = []
        for path in report.summary.written where path.hasPrefix("trips/") {
            let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            #expect(parts.count == 3, "\(path)")
            #expect(OutputPath.isSafe(path), "\(path)")
            let slug = parts[1]
            #expect(!slug.isEmpty && slug.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }, "\(slug)")
            #expect(!slug.hasPrefix("-") && !slug.hasSuffix("-"), "\(slug)")
            #expect(slug.count <= Slug.maximumLength + 4, "\(slug)")
            #expect(!Slug.reserved.contains(slug), "\(slug)")
            if parts[2] == "index.html" { slugs.append(slug) }
            #expect(SiteBuildFixture.tripFileNames(slug).contains(parts[2]), "\(path)")
        }
        #expect(slugs.count == ids.count)
        #expect(Set(slugs).count == ids.count, "duplicate slugs: \(slugs)")
        #expect(slugs.contains("trip-con"))
        #expect(slugs.contains("trip-assets"))
        #expect(slugs.contains("lisbon") && slugs.contains("lisbon-2") && slugs.contains("lisbon-3") && slugs.contains("lisbon-2-2"))

        // Every file is inside the output folder, except the input.
        for path in site.fileSystem.snapshot.keys where path != SiteBuildFixture.tripsFile {
            #expect(path.hasPrefix(SiteBuildFixture.output + "/"), "\(path)")
            #expect(OutputPath.isSafe(String(path.dropFirst(SiteBuildFixture.output.count + 1))), "\(path)")
        }
        #expect(!site.fileSystem.directoryExists("/work/out/trips/.."))
        #expect(site.manifest()?.files.count == ids.count * SiteBuildFixture.tripFileNames("x").count + SiteBuildFixture.sitePaths(["x"]).filter { !$0.hasPrefix("trips/") }.count)

        // Slugs depend on input order only: a rebuild assigns the same ones.
        #expect(try site.build().summary.written.isEmpty)
    }

    // MARK: - Local images

    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0xFF, 0x7F]

    @Test("a local image beside the input is copied under media/ and the pages point at it")
    func localImage() throws {
        let trip = SiteBuildFixture.trip("lisbon", members: """
            "image_url": "images/x.png", "hotels": [{"id": "h1", "name": "Casa", "image_url": "./images/x.png"}]
            """)
        let site = SiteBuildFixture([trip], files: ["/work/in/images/x.png": Self.png])
        let report = try site.build()
        #expect(report.warnings.isEmpty, "\(report.warnings.map(\.formatted))")
        #expect(report.summary.written == SiteBuildFixture.sitePaths(["lisbon"], extra: ["media/images/x.png"]))
        #expect(site.files()["media/images/x.png"] == Self.png)
        #expect(site.manifest()?.files.contains("media/images/x.png") == true)
        #expect(site.text("trips/lisbon/lisbon.md")?.contains("../../media/images/x.png") == true)
        #expect(site.text("trips/lisbon/index.html")?.contains("../../media/images/x.png") == true)
        // The source is copied, not moved.
        #expect(try site.fileSystem.read("/work/in/images/x.png") == Self.png)

        // A changed image is rewritten; a removed one is removed with its empty folders.
        try site.fileSystem.write("/work/in/images/x.png", Self.png + [1])
        #expect(try site.build().summary.written == ["media/images/x.png"])
        site.setTrips([SiteBuildFixture.trip("lisbon")])
        let removed = try site.build()
        #expect(removed.summary.removed == ["media/images/x.png"])
        #expect(!site.fileSystem.directoryExists("/work/out/media"))
    }

    @Test("a missing local image is a warning, not a failure, and copies nothing")
    func missingLocalImage() throws {
        let trip = SiteBuildFixture.trip("lisbon", members: "\"image_url\": \"images/missing.png\"")
        let site = SiteBuildFixture([trip])
        let report = try site.build()
        #expect(report.warnings.count == 1)
        let warning = try #require(report.warnings.first)
        #expect(warning.severity == .warning)
        #expect(warning.file == SiteBuildFixture.tripsFile)
        #expect(warning.path == "trips[0].image_url")
        #expect(warning.message.contains("\"images/missing.png\""), "\(warning.message)")
        #expect(report.summary.written == SiteBuildFixture.sitePaths(["lisbon"]))
        #expect(site.files().keys.allSatisfy { !$0.hasPrefix("media/") })
        #expect(site.text("trips/lisbon/lisbon.md")?.contains("missing.png") == false)
    }

    @Test("an image path that leaves the input folder is never copied")
    func escapingImage() throws {
        let trip = SiteBuildFixture.trip("lisbon", members: "\"image_url\": \"../secret.png\"")
        let site = SiteBuildFixture([trip], files: ["/work/secret.png": Self.png])
        let report = try site.build()
        #expect(report.warnings.map(\.severity) == [.warning])
        #expect(site.files().keys.allSatisfy { !$0.hasPrefix("media/") })
    }

    // MARK: - Templates

    static let customMarkdown = "{{% CONTENT_TYPE: MARKDOWN}}\n# Custom: {{title}}\n\nA *custom* page.\n"

    @Test("a trip.md.mustache in --templates replaces the default")
    func templateOverride() throws {
        let site = SiteBuildFixture([Self.lisbon], files: ["/work/custom/trip.md.mustache": Array(Self.customMarkdown.utf8)])
        let plain = SiteBuildFixture([Self.lisbon])
        try plain.build()
        let report = try site.build(templates: "/work/custom")
        #expect(report.summary.written == SiteBuildFixture.sitePaths(["lisbon"]))
        #expect(site.text("trips/lisbon/lisbon.md") == "# Custom: Lisbon\n\nA *custom* page.\n")
        let page = try #require(site.text("trips/lisbon/index.html"))
        #expect(page.contains("<em>custom</em>"))
        #expect(!page.contains("Itinerary"))
        #expect(plain.text("trips/lisbon/index.html")?.contains("Itinerary") == true)
        // The other templates are the built-in ones.
        #expect(site.files()["index.html"] == plain.files()["index.html"])
        // Custom templates are not part of the site.
        #expect(site.files().keys.allSatisfy { !$0.hasSuffix(".mustache") })
    }

    @Test("a Templates folder beside the trips file is used without --templates")
    func templatesBesideInput() throws {
        let site = SiteBuildFixture([Self.lisbon], files: ["/work/in/Templates/trip.md.mustache": Array(Self.customMarkdown.utf8)])
        try site.build()
        #expect(site.text("trips/lisbon/lisbon.md")?.hasPrefix("# Custom: Lisbon") == true)
    }

    @Test("a custom partial can be used by an overriding template")
    func customPartial() throws {
        let site = SiteBuildFixture([Self.lisbon], files: [
            "/work/custom/trip.md.mustache": Array("{{% CONTENT_TYPE: MARKDOWN}}\n# {{title}}\n{{> signature}}\n".utf8),
            "/work/custom/signature.mustache": Array("Made with care.\n".utf8),
        ])
        try site.build(templates: "/work/custom")
        #expect(site.text("trips/lisbon/lisbon.md") == "# Lisbon\nMade with care.\n")
    }

    /// One changed trip whose page fails after its Markdown and calendar rendered: nothing of the build may be
    /// left behind. Repeated, as the trips render in parallel.
    @Test("a changed trip whose page fails to render leaves the site as it was and no staging folder", arguments: 0..<20)
    func loneTripPageFails(round: Int) throws {
        // The page includes itself, but only for a trip with a travel style.
        let page = Array("{{#travelStyle}}{{> trip.html}}{{/travelStyle}}<p>{{title}}</p>\n".utf8)
        let site = SiteBuildFixture([Self.lisbon, Self.porto], files: ["/work/custom/trip.html.mustache": page])
        try site.build(templates: "/work/custom")
        let before = site.fileSystem.snapshot
        site.setTrips([SiteBuildFixture.trip("lisbon", title: "Lisbon", members: "\"travel_style\": \"Food\""), Self.porto])

        let error = site.failure(templates: "/work/custom")
        #expect(error.diagnostics.map(\.formatted) == [
            "/work/custom/trip.html.mustache:1:17: error: template error: sections and partials nest more than 100 deep (trip.html → trip.html → trip.html → … → trip.html → trip.html → trip.html)",
        ])
        #expect(!site.fileSystem.directoryExists(SiteBuildFixture.staging))
        var after = site.fileSystem.snapshot
        after[SiteBuildFixture.tripsFile] = before[SiteBuildFixture.tripsFile]
        #expect(after == before)
    }

    @Test("a template with a syntax error is reported at file:line:column and the previous site is kept")
    func templateSyntaxError() throws {
        let site = SiteBuildFixture([Self.lisbon])
        try site.build()
        try site.fileSystem.write("/work/custom/trip.md.mustache", Array("{{% CONTENT_TYPE: MARKDOWN}}\n# {{title}}\n\n{{#days}}\n  {{heading}}\n  {{/trips}}\nAfter.\n".utf8))
        let before = site.fileSystem.snapshot

        let error = site.failure(templates: "/work/custom")
        #expect(error.diagnostics.count == 1, "\(error.diagnostics.map(\.formatted))")
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.file == "/work/custom/trip.md.mustache")
        // Line 6 is the line of the wrong closing tag; the column is within it (the parser reports where it noticed).
        let position = try #require(diagnostic.position)
        #expect(position.line == 6, "\(diagnostic.formatted)")
        #expect((3...12).contains(position.column), "\(diagnostic.formatted)")
        #expect(diagnostic.formatted == "/work/custom/trip.md.mustache:6:\(position.column): error: template syntax error: a section is closed with another name than it was opened with: {{#days}} is closed by {{/trips}}")
        #expect(site.fileSystem.snapshot == before)
        #expect(!site.fileSystem.directoryExists(SiteBuildFixture.staging))
    }

    @Test("a broken template is reported with the trips' problems in one run, errors or only warnings", arguments: [true, false])
    func templateAndTripProblems(tripError: Bool) throws {
        let site = SiteBuildFixture([Self.lisbon])
        try site.build()
        site.setTrips([SiteBuildFixture.trip("lisbon", members: tripError ? #""travelers": "many""# : #""image_url": "asset1""#)])
        try site.fileSystem.write("/work/custom/print.html.mustache", Array("<p>{{#title}}</p>\n".utf8))
        let before = site.fileSystem.snapshot
        let messages = site.failure(templates: "/work/custom").diagnostics.map(\.formatted)
        #expect(messages.count == 2, "\(messages)")
        // Sorted by file: the template's folder comes before the trips' in this fixture.
        #expect(messages.first?.hasPrefix("/work/custom/print.html.mustache:1:4: error: template syntax error") == true, "\(messages)")
        #expect(messages.last?.hasPrefix("/work/in/trips.json:4:") == true, "\(messages)")
        #expect(messages.last?.contains(tripError ? "error: trips[0].travelers" : "warning: trips[0].image_url") == true, "\(messages)")
        #expect(site.fileSystem.snapshot == before)
    }

    @Test("an unclosed section is reported in words")
    func unclosedSection() throws {
        let site = SiteBuildFixture([Self.lisbon], files: [
            "/work/custom/index.html.mustache": Array("<ul>\n{{#trips}}\n<li>{{title}}</li>\n</ul>\n".utf8),
        ])
        let error = site.failure(templates: "/work/custom")
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.file == "/work/custom/index.html.mustache")
        // The position is the opening tag's: that is the line to look at.
        #expect(diagnostic.position == SourcePosition(line: 2, column: 1))
        #expect(diagnostic.message == "template syntax error: a section is not closed: {{#trips}} has no {{/trips}}", "\(diagnostic.formatted)")
        #expect(!site.fileSystem.directoryExists(SiteBuildFixture.output))
    }

    @Test("a template that ends inside a tag is reported in words, where the file ends")
    func unclosedTagAtEnd() throws {
        let site = SiteBuildFixture([Self.lisbon], files: [
            "/work/custom/trip.md.mustache": Array("{{% CONTENT_TYPE: MARKDOWN}}\n# {{title}}\n{{title".utf8),
        ])
        let error = site.failure(templates: "/work/custom")
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.formatted == "/work/custom/trip.md.mustache:3:8: error: template syntax error: the template ends inside a tag (}} missing)")
    }

    @Test("a template naming a missing partial fails with its position and the known names")
    func missingPartial() throws {
        let site = SiteBuildFixture([Self.lisbon])
        try site.build()
        try site.fileSystem.write("/work/custom/trip.md.mustache", Array("{{% CONTENT_TYPE: MARKDOWN}}\n# {{title}}\n  {{> nothere}}\n".utf8))
        let before = site.fileSystem.snapshot

        let error = site.failure(templates: "/work/custom")
        #expect(error.diagnostics.count == 1, "\(error.diagnostics.map(\.formatted))")
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.formatted.hasPrefix("/work/custom/trip.md.mustache:3:3: error: the partial \"nothere\" names no template (known: "), "\(diagnostic.formatted)")
        #expect(diagnostic.message.contains("trip.md"))
        #expect(site.fileSystem.snapshot == before)
    }

    @Test("a --templates folder that does not exist is an error naming it")
    func missingTemplatesFolder() throws {
        let site = SiteBuildFixture([Self.lisbon])
        let error = site.failure(templates: "/work/nowhere")
        #expect(error.diagnostics.map(\.formatted) == ["/work/nowhere: error: no such folder (given with --templates)"])
        #expect(!site.fileSystem.directoryExists(SiteBuildFixture.output))
    }

    @Test("a template that is not UTF-8 is an error naming the file")
    func templateNotUTF8() throws {
        let site = SiteBuildFixture([Self.lisbon], files: ["/work/custom/trip.md.mustache": [0x23, 0x20, 0xFF, 0xFE]])
        let error = site.failure(templates: "/work/custom")
        #expect(error.diagnostics.map(\.formatted) == ["/work/custom/trip.md.mustache: error: is not valid UTF-8 text"])
    }

    @Test("a template file larger than the limit is an error naming the file and the limit; one at the limit is read")
    func templateTooLarge() throws {
        let large = Array("{{! big }}\n".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: TemplateSet.maximumFileSize - 10)
        let site = SiteBuildFixture([Self.lisbon], files: ["/work/custom/trip.md.mustache": large])
        let error = site.failure(templates: "/work/custom")
        #expect(error.diagnostics.map(\.formatted) == ["/work/custom/trip.md.mustache: error: is larger than 1 MiB, the most tripsite reads of such a file"])
        let fits = SiteBuildFixture([Self.lisbon], files: ["/work/custom/trip.md.mustache": Array(large.dropLast())])
        try fits.build(templates: "/work/custom")
    }

    @Test("input and template errors are reported together")
    func inputAndTemplateErrors() throws {
        let site = SiteBuildFixture([SiteBuildFixture.trip("a", start: "2025-05-04", end: "2025-05-01")], files: [
            "/work/custom/trip.md.mustache": Array("{{> nothere}}\n".utf8),
        ])
        let error = site.failure(templates: "/work/custom")
        let files = Set(error.diagnostics.map(\.file))
        #expect(files == ["/work/custom/trip.md.mustache", SiteBuildFixture.tripsFile], "\(error.diagnostics.map(\.formatted))")
    }

    // MARK: - Countries

    @Test("a countries.json beside the trips file is used, and --countries naming no file is an error")
    func countriesFile() throws {
        let site = SiteBuildFixture([SiteBuildFixture.trip("x", destination: "Freedonia")], files: [
            "/work/in/countries.json": Array(#"[{"name": "Freedonia", "flag": "🏳️", "code": "FD", "dial_code": "+999"}]"#.utf8),
        ])
        try site.build()
        // The country's page, with its dialling code, is made from the list beside the trips file.
        #expect(site.text("countries/fd/index.html")?.contains("+999") == true, "\(site.text("countries/fd/index.html") ?? "no page")")
        let builtIn = SiteBuildFixture([SiteBuildFixture.trip("x", destination: "Freedonia")])
        try builtIn.build()
        #expect(builtIn.text("countries/fd/index.html") == nil)

        let options = BuildOptions(tripsFile: SiteBuildFixture.tripsFile, countriesFile: "/work/none.json", output: SiteBuildFixture.output)
        do {
            _ = try SiteBuilder(fileSystem: site.fileSystem).build(options)
            Issue.record("a missing --countries file was accepted")
        } catch {
            #expect(error.diagnostics.map(\.formatted) == ["/work/none.json: error: no such file (given with --countries)"])
        }
    }
}

@Suite("SiteBuilder: travel styles in any script")
struct StylePageNamingTests {
    @Test("a style without Latin letters gets a page named from its digest, the same for every spelling of its case")
    func nonLatinStyles() throws {
        let site = SiteBuildFixture([
            SiteBuildFixture.trip("a", members: "\"travel_style\": \"Приключения\""),
            SiteBuildFixture.trip("b", start: "2025-06-01", end: "2025-06-03", members: "\"travel_style\": \"ПРИКЛЮЧЕНИЯ\""),
            SiteBuildFixture.trip("c", start: "2025-07-01", end: "2025-07-03", members: "\"travel_style\": \"冒険\""),
        ])
        try site.build()
        let cyrillic = TripGroups.styleSlug("Приключения")
        let japanese = TripGroups.styleSlug("冒険")
        #expect(cyrillic.hasPrefix("style-") && cyrillic.count == 14)
        #expect(TripGroups.styleSlug("  ПРИКЛЮЧЕНИЯ ") == cyrillic)
        #expect(japanese != cyrillic && japanese.hasPrefix("style-"))
        #expect(TripGroups.styleSlug("Road trip") == "road-trip")
        #expect(TripGroups.styleSlug("  ") == "")
        let page = try #require(site.text("styles/\(cyrillic)/index.html"))
        #expect(page.contains("Приключения"))
        #expect(page.contains("../../trips/a/index.html") && page.contains("../../trips/b/index.html"))
        #expect(site.text("styles/\(japanese)/index.html")?.contains("冒険") == true)
        #expect(site.text("index.html")?.contains("styles/\(japanese)/index.html") == true, "the trip card links to it")
    }
}

