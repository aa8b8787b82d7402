import Foundation
import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

/// A rebuild keeps the files of trips whose fingerprint did not change; whatever the change, the site must
/// come out exactly as a fresh build of the same input.
@Suite("SiteBuilder: a rebuild gives what a fresh build gives")
struct SiteBuilderListingTests {
    static let lisbon = SiteBuildFixture.trip("lisbon", title: "Lisbon")
    static let porto = SiteBuildFixture.trip("porto", title: "Porto weekend", destination: "Porto, Portugal", start: "2025-10-03", end: "2025-10-05")
    static let kyoto = SiteBuildFixture.trip("kyoto", title: "Kyoto", destination: "Kyoto, Japan", start: "2024-04-01", end: "2024-04-03")

    /// The files a build of `site`'s current input makes in a fresh file system.
    static func freshBuild(of site: SiteBuildFixture) throws -> [String: [UInt8]] {
        let fresh = SiteBuildFixture([])
        for (path, bytes) in site.fileSystem.snapshot where path.hasPrefix(SiteBuildFixture.inputFolder + "/") {
            try fresh.fileSystem.write(path, bytes)
            site.fileSystem.modificationTime(of: path).map { fresh.fileSystem.setModificationTime($0, of: path) }
        }
        try fresh.build()
        return fresh.files()
    }

    /// Builds `site` again and checks that every file, the manifest included, is the one a fresh build gives.
    static func expectSameAsFresh(_ site: SiteBuildFixture, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        try site.build()
        let rebuilt = site.files(), fresh = try freshBuild(of: site)
        #expect(rebuilt.keys.sorted() == fresh.keys.sorted(), sourceLocation: sourceLocation)
        for (path, bytes) in fresh where rebuilt[path] != bytes {
            Issue.record("\(path) differs from a fresh build's", sourceLocation: sourceLocation)
        }
    }

    @Test("changing, adding and removing trips gives the site a fresh build gives")
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

    @Test("a trip whose pages were deleted is rendered again")
    func missingPagesAreRendered() throws {
        let site = SiteBuildFixture([Self.lisbon, Self.porto])
        try site.build()
        try site.fileSystem.remove(SiteBuildFixture.output + "/trips/lisbon/print.html")
        site.setTrips([Self.lisbon, SiteBuildFixture.trip("porto", title: "Porto, again", destination: "Porto, Portugal", start: "2025-10-03", end: "2025-10-05")])
        try Self.expectSameAsFresh(site)
    }

    @Test("a new trip that repeats an unchanged trip's id is an error at its own position")
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

    @Test("an unchanged trip whose local image is gone is read again, and warns as a fresh build does")
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

    @Test("a build with warnings gives them again when a trip changed")
    func warningsAreNotKept() throws {
        let warned = SiteBuildFixture.trip("lisbon", members: "\"places\": [{\"id\": \"p\", \"name\": \"A\"}, {\"id\": \"p\", \"name\": \"B\"}]")
        let site = SiteBuildFixture([warned, Self.porto])
        #expect(try site.build().warnings.count == 1)
        site.setTrips([warned, SiteBuildFixture.trip("porto", title: "Porto, again", destination: "Porto, Portugal")])
        #expect(try site.build().warnings.count == 1)
    }
}
