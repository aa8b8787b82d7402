import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

/// What a build may reuse of the last one, asked of `PreviousBuild` alone, and trips made into files a batch at a time.
@Suite("previous build")
struct PreviousBuildTests {
    static let trips = ["lisbon", "porto", "kyoto", "oslo", "quito"].enumerated().map { index, name in
        SiteBuildFixture.trip(name, title: name.capitalized, start: "2025-0\(index + 1)-01", end: "2025-0\(index + 1)-04")
    }

    @Test("a file may be kept only when the last build wrote it and it still holds the same bytes")
    func mayKeepFile() throws {
        let site = SiteBuildFixture(Array(Self.trips.prefix(1)))
        try site.build()
        let previous = try SitePublisher(fileSystem: site.fileSystem, output: SiteBuildFixture.output).previousBuild()
        let index = try #require(site.files()["index.html"])
        #expect(previous.mayKeep("index.html", bytes: index))
        #expect(!previous.mayKeep("index.html", bytes: index + [0x0A]), "other bytes")
        try site.fileSystem.write(SiteBuildFixture.output + "/CNAME", Array("example.org\n".utf8))
        #expect(!previous.mayKeep("CNAME", bytes: Array("example.org\n".utf8)), "a file the user put there")
        try site.fileSystem.remove(SiteBuildFixture.output + "/index.html")
        #expect(!previous.mayKeep("index.html", bytes: index), "a file removed since")
    }

    @Test("a trip's files may be kept only when made from the same inputs and all in place")
    func mayKeepTrip() throws {
        let site = SiteBuildFixture(Array(Self.trips.prefix(2)))
        try site.build()
        let previous = try SitePublisher(fileSystem: site.fileSystem, output: SiteBuildFixture.output).previousBuild()
        let fingerprint = try #require(site.manifest()?.tripFingerprints["porto"])
        let paths = SiteRenderer.tripFilePaths(slug: "porto")
        #expect(previous.mayKeep(paths, ofTrip: "porto", madeFrom: fingerprint))
        #expect(!previous.mayKeep(paths, ofTrip: "porto", madeFrom: "0000000000000000"), "other inputs")
        #expect(!previous.mayKeep(paths, ofTrip: "porto", madeFrom: nil), "a trip whose bytes are not known")
        try site.fileSystem.remove(SiteBuildFixture.output + "/" + paths[0])
        #expect(!previous.mayKeep(paths, ofTrip: "porto", madeFrom: fingerprint), "a file missing")
    }

    @Test("every setting of the site counts for the trips' files, none listed by hand")
    func everySettingCounts() throws {
        let site = SiteBuildFixture(Array(Self.trips.prefix(2)))
        let builder = SiteBuilder(fileSystem: site.fileSystem)
        var options = site.options()
        options.site.paper = .letter
        try builder.build(options)
        let first = try #require(site.manifest()?.tripFingerprints)
        options.site.paper = .a4
        let report = try builder.build(options)
        let second = try #require(site.manifest()?.tripFingerprints)
        #expect(first.keys.sorted() == second.keys.sorted())
        #expect(first.allSatisfy { second[$0.key] != $0.value })
        #expect(report.summary.written.contains("trips/lisbon/print.html"))
    }

    @Test("trips made into files a few at a time give the same site, in the same order, as all at once")
    func batchesGiveTheSameSite() throws {
        let whole = SiteBuildFixture(Self.trips)
        try whole.build()
        let batched = SiteBuildFixture(Self.trips)
        var builder = SiteBuilder(fileSystem: batched.fileSystem)
        builder.tripsPerBatch = 2
        let report = try builder.build(batched.options())
        #expect(report.tripCount == 5)
        #expect(batched.files() == whole.files())
        #expect(batched.manifest() == whole.manifest())
        // The index lists every trip, in the order a build of all the trips at once lists them.
        func listed(_ index: String) -> [String] {
            let titles = ["Lisbon", "Porto", "Kyoto", "Oslo", "Quito"].compactMap { title in
                index.range(of: ">\(title)<").map { (title, index.distance(from: index.startIndex, to: $0.lowerBound)) }
            }
            return titles.sorted { $0.1 < $1.1 }.map(\.0)
        }
        let order = listed(try #require(batched.text("index.html")))
        let wholeOrder = listed(try #require(whole.text("index.html")))
        #expect(order.count == 5 && order == wholeOrder, "the trips keep their order across batches")
    }
}
