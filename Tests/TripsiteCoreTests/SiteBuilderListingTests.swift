import Foundation
import Testing
@testable import TripsiteCore

/// A rebuild takes the trips whose bytes did not change from the previous build's kept listings instead of
/// decoding them; whatever the change, the site must come out exactly as a fresh build of the same input.
@Suite("SiteBuilder: trips kept from the previous build")
struct SiteBuilderListingTests {
    static let lisbon = SiteBuildFixture.trip("lisbon", title: "Lisbon")
    static let porto = SiteBuildFixture.trip("porto", title: "Porto weekend", destination: "Porto, Portugal", start: "2025-10-03", end: "2025-10-05")
    static let kyoto = SiteBuildFixture.trip("kyoto", title: "Kyoto", destination: "Kyoto, Japan", start: "2024-04-01", end: "2024-04-03")

    /// The files a build of `site`'s current input makes in a fresh file system.
    static func freshBuild(of site: SiteBuildFixture) throws -> [String: [UInt8]] {
        let fresh = SiteBuildFixture([])
        for (path, bytes) in site.fileSystem.snapshot where path.hasPrefix(SiteBuildFixture.inputFolder + "/") {
            try fresh.fileSystem.write(path, bytes)
        }
        try fresh.build()
        return fresh.files()
    }

    /// Builds `site` again and checks that every file, the manifest and the kept listings included, is the
    /// one a fresh build gives.
    static func expectSameAsFresh(_ site: SiteBuildFixture, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        try site.build()
        let rebuilt = site.files(), fresh = try freshBuild(of: site)
        #expect(rebuilt.keys.sorted() == fresh.keys.sorted(), sourceLocation: sourceLocation)
        for (path, bytes) in fresh where rebuilt[path] != bytes {
            Issue.record("\(path) differs from a fresh build's", sourceLocation: sourceLocation)
        }
    }

    @Test("a rebuild after one trip changed takes the other trips from the kept listings")
    func keptListingsAreUsed() throws {
        let site = SiteBuildFixture([Self.lisbon, Self.porto])
        try site.build()
        let kept = try #require(site.text(ListingStore.fileName))
        #expect(kept.split(separator: "\n").count == 3, "a header and one line per trip")
        // Proof that Lisbon is taken from its kept line, not decoded: a title changed there shows on the index.
        try site.fileSystem.write(
            SiteBuildFixture.output + "/" + ListingStore.fileName, Array(kept.replacingOccurrences(of: "\"title\":\"Lisbon\"", with: "\"title\":\"Kept Lisbon\"").utf8))
        site.setTrips([Self.lisbon, SiteBuildFixture.trip("porto", title: "Porto, longer", destination: "Porto, Portugal", start: "2025-10-03", end: "2025-10-06")])
        let report = try site.build()
        #expect(report.summary.written == ["countries/pt/index.html", "index.html"] + SiteBuildFixture.tripPaths("porto"))
        #expect(site.text("index.html")?.contains("Kept Lisbon") == true)
        #expect(site.text("trips/lisbon/lisbon.md")?.contains("Kept Lisbon") == false, "its pages were not rendered again")
    }

    /// A rebuild decides which trips to decode from the keys on the kept file's first line, before the listings
    /// are read: a trip listed there whose line is damaged or gone is decoded after all, and the site is the same.
    @Test("a trip whose key is kept but whose listing is damaged or missing is decoded after all")
    func keyWithoutUsableListing() throws {
        for damage in ["damaged", "missing"] {
            let site = SiteBuildFixture([Self.lisbon, Self.porto, Self.kyoto])
            try site.build()
            let path = SiteBuildFixture.output + "/" + ListingStore.fileName
            let lines = try #require(site.text(ListingStore.fileName)).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(lines[0].contains("\"keys\":[\"") && lines[0].components(separatedBy: ":").count > 3, "the keys come first")
            let lisbon = try #require(lines.firstIndex { $0.contains("\"slug\":\"lisbon\"") })
            var changed = lines
            if damage == "damaged" { changed[lisbon] = String(changed[lisbon].dropLast(5)) } else { changed.remove(at: lisbon) }
            try site.fileSystem.write(path, Array(changed.joined(separator: "\n").utf8))
            site.setTrips([Self.lisbon, SiteBuildFixture.trip("porto", title: "Porto, longer", destination: "Porto, Portugal"), Self.kyoto])
            try Self.expectSameAsFresh(site)
        }
    }

    @Test("a kept file without keys on its first line is not taken")
    func keptFileWithoutKeys() throws {
        let bytes = ListingStore.encode(ListingStoreTests.keptListings(), scope: "s1")
        #expect(ListingStore.kept(bytes, scope: "s1")?.keys.count == 2)
        let text = String(decoding: bytes, as: UTF8.self)
        let header = try #require(text.split(separator: "\n").first)
        let withoutKeys = text.replacingOccurrences(of: String(header), with: "{\"generator\":\"tripsite\",\"scope\":\"s1\"}")
        #expect(ListingStore.kept(Array(withoutKeys.utf8), scope: "s1") == nil)
        let badKey = text.replacingOccurrences(of: "\"keys\":[\"", with: "\"keys\":[\"x")
        #expect(ListingStore.kept(Array(badKey.utf8), scope: "s1") == nil)
    }

    /// `tripsite serve` started over a site built before: its first build takes the trips from the kept
    /// listings, and it keeps them with the trips it decodes, so later builds need not read the listings again.
    @Test("while serving over an existing site, trips taken from the listings are kept, not read or decoded again")
    func servingKeepsListedTrips() throws {
        let site = SiteBuildFixture([Self.lisbon, Self.porto, Self.kyoto])
        try site.build()
        let cache = TripCache()
        let server = SiteBuilder(fileSystem: site.fileSystem, tripCache: cache)
        site.setTrips([Self.lisbon, Self.porto, SiteBuildFixture.trip("kyoto", title: "Kyoto again", destination: "Kyoto, Japan")])
        _ = try server.build(site.options())
        #expect(cache.listedCount == 2 && cache.count == 1)
        // Without the listings, a build that read them would decode every trip.
        try site.fileSystem.remove(SiteBuildFixture.output + "/" + ListingStore.fileName)
        site.setTrips([Self.lisbon, SiteBuildFixture.trip("porto", title: "Porto again", destination: "Porto, Portugal"), Self.kyoto])
        let report = try server.build(site.options())
        #expect(cache.listedCount == 1 && cache.count == 2, "Lisbon kept as a listing; Porto and Kyoto decoded")
        #expect(report.summary.written.contains("trips/porto/index.html"))
        #expect(!report.summary.written.contains("trips/lisbon/index.html"))
        let rebuilt = site.files(), fresh = try Self.freshBuild(of: site)
        #expect(rebuilt.keys.sorted() == fresh.keys.sorted())
        for (path, bytes) in fresh where rebuilt[path] != bytes { Issue.record("\(path) differs from a fresh build's") }
    }

    @Test("changing, adding and removing trips gives the site a fresh build gives, kept listings included")
    func sameAsFresh() throws {
        let site = SiteBuildFixture([Self.lisbon, Self.porto, Self.kyoto])
        try site.build()
        site.setTrips([Self.lisbon, SiteBuildFixture.trip("porto", title: "Porto, later", destination: "Porto, Portugal", start: "2025-11-03", end: "2025-11-05"), Self.kyoto])
        try Self.expectSameAsFresh(site)
        // A new trip, and one moved in the file: its bytes are the same, its position is not.
        site.setTrips([Self.kyoto, Self.lisbon, SiteBuildFixture.trip("faro", title: "Faro", destination: "Faro, Portugal")])
        try Self.expectSameAsFresh(site)
        site.setTrips([Self.kyoto])
        try Self.expectSameAsFresh(site)
    }

    @Test("a trip whose folder name changes because another trip takes it is rendered again")
    func slugTakenByNewTrip() throws {
        // Trips without ids are named by title and date; the first one keeps the plain name.
        let spring = SiteBuildFixture.trip(nil, title: "Spring")
        let site = SiteBuildFixture([spring])
        try site.build()
        #expect(site.files()["trips/spring-2025-05-01/index.html"] != nil)
        site.setTrips([SiteBuildFixture.trip(nil, title: "Spring", members: "\"travel_style\": \"Slow\""), spring])
        try Self.expectSameAsFresh(site)
        #expect(site.files()["trips/spring-2025-05-01-2/index.html"] != nil)
    }

    @Test("a kept trip whose pages were deleted is rendered again")
    func missingPagesAreRendered() throws {
        let site = SiteBuildFixture([Self.lisbon, Self.porto])
        try site.build()
        try site.fileSystem.remove(SiteBuildFixture.output + "/trips/lisbon/print.html")
        site.setTrips([Self.lisbon, SiteBuildFixture.trip("porto", title: "Porto, again", destination: "Porto, Portugal", start: "2025-10-03", end: "2025-10-05")])
        try Self.expectSameAsFresh(site)
    }

    @Test("while serving, a kept trip whose pages were deleted is rendered again; nothing is left staged")
    func missingPagesWhileServing() throws {
        let site = SiteBuildFixture([Self.lisbon, Self.porto])
        try site.build()
        let serving = SiteBuilder(fileSystem: site.fileSystem, tripCache: TripCache())
        _ = try serving.build(site.options())
        try site.fileSystem.remove(SiteBuildFixture.output + "/trips/lisbon/index.html")
        site.setTrips([Self.lisbon, SiteBuildFixture.trip("porto", title: "Porto, again", destination: "Porto, Portugal", start: "2025-10-03", end: "2025-10-05")])
        let report = try serving.build(site.options())
        #expect(report.summary.written.contains("trips/lisbon/index.html"))
        let fresh = try Self.freshBuild(of: site)
        #expect(site.files() == fresh)
        #expect(!site.fileSystem.directoryExists(SiteBuildFixture.staging))
    }

    @Test("a new trip that repeats a kept trip's id is an error at its own position")
    func repeatedIDOfKeptTrip() throws {
        let site = SiteBuildFixture([Self.lisbon, Self.porto])
        try site.build()
        site.setTrips([Self.lisbon, Self.porto, SiteBuildFixture.trip("lisbon", title: "Lisbon again")])
        let error = site.failure()
        let fresh = SiteBuildFixture([Self.lisbon, Self.porto, SiteBuildFixture.trip("lisbon", title: "Lisbon again")])
        #expect(error.diagnostics.map(\.formatted) == fresh.failure().diagnostics.map(\.formatted))
        #expect(error.diagnostics.count == 1)
        #expect(error.diagnostics.first?.path == "trips[2].id")
    }

    @Test("a kept trip whose local image is gone is read again, and warns as a fresh build does")
    func localImageGone() throws {
        let trip = SiteBuildFixture.trip("lisbon", members: "\"image_url\": \"images/x.png\"")
        let site = SiteBuildFixture([trip, Self.porto], files: ["/work/in/images/x.png": [0x89, 0x50, 0x4E, 0x47]])
        try site.build()
        try site.fileSystem.remove("/work/in/images/x.png")
        site.setTrips([trip, SiteBuildFixture.trip("porto", title: "Porto, again", destination: "Porto, Portugal", start: "2025-10-03", end: "2025-10-05")])
        let report = try site.build()
        #expect(report.warnings.map(\.path) == ["trips[0].image_url"])
        #expect(site.files().keys.allSatisfy { !$0.hasPrefix("media/") })
        try Self.expectSameAsFresh(site)
    }

    @Test("kept listings that are damaged, from other templates or not there at all only mean the trips are read again")
    func unusableKeptListings() throws {
        let site = SiteBuildFixture([Self.lisbon, Self.porto])
        let path = SiteBuildFixture.output + "/" + ListingStore.fileName
        try site.build()
        let kept = try site.fileSystem.read(path)
        for damaged in [Array("not json\n".utf8), Array(kept.prefix(kept.count / 2)), [], Array(kept.prefix(60))] {
            try site.fileSystem.write(path, damaged)
            site.setTrips([Self.lisbon, SiteBuildFixture.trip("porto", title: "Porto \(damaged.count)", destination: "Porto, Portugal")])
            try Self.expectSameAsFresh(site)
        }
        try site.fileSystem.remove(path)
        site.setTrips([Self.lisbon, Self.porto])
        try Self.expectSameAsFresh(site)
    }

    @Test("trips with warnings are not kept, so that the warnings are given again")
    func warningsAreNotKept() throws {
        let warned = SiteBuildFixture.trip("lisbon", members: "\"places\": [{\"id\": \"p\", \"name\": \"A\"}, {\"id\": \"p\", \"name\": \"B\"}]")
        let site = SiteBuildFixture([warned, Self.porto])
        #expect(try site.build().warnings.count == 1)
        #expect(site.text(ListingStore.fileName)?.contains("\"slug\":\"lisbon\"") == false)
        #expect(site.text(ListingStore.fileName)?.contains("\"slug\":\"porto\"") == true)
        site.setTrips([warned, SiteBuildFixture.trip("porto", title: "Porto, again", destination: "Porto, Portugal")])
        #expect(try site.build().warnings.count == 1)
    }
}

@Suite("ListingStore: the listings kept for the next build")
struct ListingStoreTests {
    static let json = """
        [{"id": "lisbon", "title": "Lisbon <&> \\"quoted\\"", "destination": "Lisbon, Portugal", "country_code": "PT",
          "start_date": "2025-05-01", "end_date": "2025-05-04", "travel_style": "Slow", "status": "planned",
          "trip_description": "Trams *and* tiles.", "image_url": "https://example.org/l.jpg", "updated_at": "2025-04-01T10:00:00Z",
          "hotels": [{"name": "Casa", "price": "€ 300", "image_url": "images/casa.png"}],
          "activities": [{"name": "Tram 28", "day_number": 1}]},
         {"id": "kyoto", "title": "Kyoto", "destination": "Kyoto, Japan", "start_date": "2024-04-01", "end_date": "2024-04-03"}]
        """

    static func keptListings() -> [TripListing] {
        let input = BuildInput(tripsFileName: "trips.json", tripsBytes: Array(json.utf8), localFile: { _ in .usable })
        return SitePlan.make(input).listings()
    }

    @Test("listings read back as they were written, and are written again byte for byte")
    func roundTrip() throws {
        let listings = Self.keptListings()
        #expect(listings.count == 2 && listings.allSatisfy { $0.reuse != nil })
        let bytes = ListingStore.encode(listings, scope: "s1")
        let read = ListingStore.decode(bytes, scope: "s1")
        #expect(read.count == 2)
        let lisbon = try #require(read.values.first { $0.slug == "lisbon" })
        let original = try #require(listings.first { $0.slug == "lisbon" })
        #expect(lisbon.title == original.title && lisbon.searchText == original.searchText && lisbon.feedSummary == original.feedSummary)
        #expect(lisbon.images == original.images && lisbon.image == original.image && lisbon.country == original.country)
        #expect(lisbon.costText == original.costText && lisbon.costAmount == original.costAmount && lisbon.updated == original.updated)
        #expect(lisbon.startDate == original.startDate && lisbon.endDate == original.endDate && lisbon.status == original.status)
        #expect(lisbon.reuse?.key == original.reuse?.key && lisbon.reuse?.id == original.reuse?.id)
        #expect(TripCard.make(lisbon, root: "") == TripCard.make(original, root: ""))
        // Read back, they are written as the lines they were read from; a fresh encoding gives the same bytes.
        #expect(ListingStore.encode(Array(read.values), scope: "s1") == bytes)
        var fresh = Array(read.values)
        for index in fresh.indices { fresh[index].reuse?.keptLine = nil }
        #expect(ListingStore.encode(fresh, scope: "s1") == bytes)
    }

    @Test("listings of another scope, or that do not read back whole, are not taken")
    func rejected() {
        let bytes = ListingStore.encode(Self.keptListings(), scope: "s1")
        #expect(ListingStore.decode(bytes, scope: "s2").isEmpty)
        #expect(ListingStore.decode(Array(bytes.dropFirst()), scope: "s1").isEmpty)
        var lines = bytes.split(separator: UInt8(ascii: "\n")).map(Array.init)
        lines[1] = Array(lines[1].dropLast(3))
        #expect(ListingStore.decode(Array(lines.joined(separator: [UInt8(ascii: "\n")])), scope: "s1").count == 1)
        let text = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\"status\":\"planned\"", with: "\"status\":\"someday\"")
        #expect(ListingStore.decode(Array(text.utf8), scope: "s1").count == 1)
    }

    @Test("only trips without a diagnostic are kept")
    func onlyCleanTrips() {
        var listings = Self.keptListings()
        listings[1].reuse = nil
        let read = ListingStore.decode(ListingStore.encode(listings, scope: "s"), scope: "s")
        #expect(read.values.map(\.slug) == [listings[0].slug])
    }
}

extension ListingStore {
    /// The entries of a kept file made in `scope`; empty when it is not one, and without any entry that does
    /// not read back whole.
    static func decode(_ bytes: [UInt8], scope: String) -> [TripCache.Key: TripListing] {
        kept(bytes, scope: scope)?.listings.result() ?? [:]
    }
}
