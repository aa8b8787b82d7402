import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

/// A rebuild renders again only the trips whose pages could come out differently.
@Suite("incremental builds")
struct SiteIncrementalBuildTests {
    static let lisbon = SiteBuildFixture.trip("lisbon", title: "Lisbon")
    static let porto = SiteBuildFixture.trip("porto", title: "Porto", destination: "Porto, Portugal", start: "2025-10-03", end: "2025-10-05")

    @Test("the manifest records a fingerprint per trip, which changes only with that trip")
    func fingerprints() throws {
        let site = SiteBuildFixture([Self.lisbon, Self.porto])
        try site.build()
        let first = try #require(site.manifest()?.tripFingerprints)
        #expect(first.keys.sorted() == ["lisbon", "porto"])
        site.setTrips([Self.lisbon, SiteBuildFixture.trip("porto", title: "Porto, again", destination: "Porto, Portugal", start: "2025-10-03", end: "2025-10-05")])
        try site.build()
        let second = try #require(site.manifest()?.tripFingerprints)
        #expect(second["lisbon"] == first["lisbon"])
        #expect(second["porto"] != first["porto"])
    }

    @Test("a generated file deleted by hand comes back, even though its trip did not change")
    func deletedFileReturns() throws {
        let site = SiteBuildFixture([Self.lisbon])
        try site.build()
        let page = try #require(site.text("trips/lisbon/index.html"))
        try site.fileSystem.remove(SiteBuildFixture.output + "/trips/lisbon/index.html")
        let report = try site.build()
        #expect(report.summary.written == ["trips/lisbon/index.html"])
        #expect(site.text("trips/lisbon/index.html") == page)
    }

    @Test("changing a template renders every trip again")
    func templateChange() throws {
        let site = SiteBuildFixture([Self.lisbon, Self.porto])
        try site.build()
        try site.fileSystem.write(SiteBuildFixture.inputFolder + "/Templates/print.html.mustache", Array("<p>{{title}}</p>\n".utf8))
        let report = try site.build()
        #expect(report.summary.written.contains("trips/lisbon/print.html"))
        #expect(report.summary.written.contains("trips/porto/print.html"))
        #expect(site.text("trips/porto/print.html") == "<p>Porto</p>\n")
    }

    @Test("changing the site's options renders every trip again")
    func optionsChange() throws {
        let site = SiteBuildFixture([Self.lisbon])
        try site.build()
        let builder = SiteBuilder(fileSystem: site.fileSystem)
        var options = site.options()
        options.site = SiteContext(title: "Another title")
        let report = try builder.build(options)
        #expect(report.summary.written.contains("trips/lisbon/index.html"))
        #expect(site.text("trips/lisbon/index.html")?.contains("Another title") == true)
    }

    @Test("a change that shows only on the trip's own pages leaves the pages that list trips in place")
    func detailChangeKeepsListings() throws {
        let activity = #""activities": [{"name": "Tram 28", "day_number": 1, "description": "A ride."}]"#
        // Porto in February 2026, a month after the build's date: in the window of the calendar of every trip.
        let site = SiteBuildFixture([Self.lisbon, SiteBuildFixture.trip(
            "porto", title: "Porto", destination: "Porto, Portugal", start: "2026-02-01", end: "2026-02-04",
            members: #""trip_description": "Wine.", "# + activity)])
        try site.build()

        // The description and an activity's description are on the trip's pages only, and the activity's in the
        // calendar of every trip.
        let porto = SiteBuildFixture.trip("porto", title: "Porto", destination: "Porto, Portugal", start: "2026-02-01", end: "2026-02-04",
                                          members: #""trip_description": "Port wine.", "# + activity.replacingOccurrences(of: "A ride.", with: "A slow ride."))
        site.setTrips([Self.lisbon, porto])
        let report = try site.build()
        #expect(report.summary.written == ["calendar.ics"] + SiteBuildFixture.tripPaths("porto"))
        #expect(report.summary.unchanged.contains("index.html"))
        #expect(site.text("trips/porto/index.html")?.contains("A slow ride.") == true)
        let fresh = SiteBuildFixture([Self.lisbon, porto])
        try fresh.build()
        #expect(site.files() == fresh.files())
    }

    @Test("with a base URL, a changed description renders the feed again, which shows its start")
    func descriptionChangeRendersFeed() throws {
        let withURL = SiteContext(title: "Test trips", baseURL: "https://example.org/trips/")
        let site = SiteBuildFixture([Self.lisbon, SiteBuildFixture.trip("porto", title: "Porto", members: #""trip_description": "Wine.""#)])
        let builder = SiteBuilder(fileSystem: site.fileSystem)
        _ = try builder.build(site.options(site: withURL))
        site.setTrips([Self.lisbon, SiteBuildFixture.trip("porto", title: "Porto", members: #""trip_description": "Port wine.""#)])
        let report = try builder.build(site.options(site: withURL))
        #expect(report.summary.written.contains("feed.xml"))
        #expect(site.text("feed.xml")?.contains("Port wine.") == true)
        #expect(!report.summary.written.contains("index.html"))
    }

    @Test("after one trip changed, the pages of other countries and styles are kept; the site is a fresh build's")
    func groupPagesKept() throws {
        let kyoto = SiteBuildFixture.trip("kyoto", title: "Kyoto", destination: "Kyoto, Japan", start: "2024-04-01", end: "2024-04-03",
                                          members: "\"travel_style\": \"Culture\"")
        let lisbon = SiteBuildFixture.trip("lisbon", title: "Lisbon", members: "\"travel_style\": \"Food\"")
        let site = SiteBuildFixture([lisbon, kyoto])
        try site.build()

        let kyotoAgain = SiteBuildFixture.trip("kyoto", title: "Kyoto in spring", destination: "Kyoto, Japan", start: "2024-04-01",
                                               end: "2024-04-03", members: "\"travel_style\": \"Culture\"")
        site.setTrips([lisbon, kyotoAgain])
        let report = try site.build()
        #expect(report.summary.written.contains("countries/jp/index.html") && report.summary.written.contains("styles/culture/index.html"))
        #expect(report.summary.written.contains("index.html"))
        #expect(!report.summary.written.contains("countries/pt/index.html") && !report.summary.written.contains("styles/food/index.html"))

        let fresh = SiteBuildFixture([lisbon, kyotoAgain])
        try fresh.build()
        #expect(site.files() == fresh.files())
    }

    @Test("a trip's folder, or the whole site, deleted by hand comes back; the folders are made as the files move in")
    func deletedFoldersReturn() throws {
        let site = SiteBuildFixture([Self.lisbon, Self.porto])
        try site.build()
        let built = site.files()
        for name in SiteBuildFixture.tripFileNames("porto") { try site.fileSystem.remove(SiteBuildFixture.output + "/trips/porto/" + name) }
        try site.fileSystem.remove(SiteBuildFixture.output + "/trips/porto")
        let report = try site.build()
        #expect(report.summary.written == SiteBuildFixture.tripPaths("porto"))
        #expect(site.files() == built)

        // Everything but the manifest, and then the build changes one trip.
        for path in built.keys where path != SiteManifest.fileName { try site.fileSystem.remove(SiteBuildFixture.output + "/" + path) }
        for folder in try site.fileSystem.directories(under: SiteBuildFixture.output).sorted(by: { $0.count > $1.count }) {
            try site.fileSystem.remove(SiteBuildFixture.output + "/" + folder)
        }
        site.setTrips([Self.lisbon, SiteBuildFixture.trip("porto", title: "Porto, again", destination: "Porto, Portugal", start: "2025-10-03", end: "2025-10-05")])
        try site.build()
        let fresh = SiteBuildFixture([Self.lisbon, SiteBuildFixture.trip("porto", title: "Porto, again", destination: "Porto, Portugal", start: "2025-10-03", end: "2025-10-05")])
        try fresh.build()
        #expect(site.files().keys.sorted() == fresh.files().keys.sorted())
        #expect(!site.fileSystem.directoryExists(SiteBuildFixture.staging))
    }

    @Test("a listing page deleted by hand comes back")
    func deletedListingReturns() throws {
        let site = SiteBuildFixture([Self.lisbon])
        try site.build()
        let page = try #require(site.text("countries/pt/index.html"))
        try site.fileSystem.remove(SiteBuildFixture.output + "/countries/pt/index.html")
        let report = try site.build()
        #expect(report.summary.written == ["countries/pt/index.html"])
        #expect(site.text("countries/pt/index.html") == page)
    }
}
