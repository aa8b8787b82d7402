import Testing
@testable import TripsiteCore

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

    @Test("the pages that list trips are not rendered again when no trip, template or option changed")
    func listingsSkipped() throws {
        let site = SiteBuildFixture([Self.lisbon, Self.porto])
        try site.build()
        let listing = try #require(site.manifest()?.listingFingerprint)
        // A page that is rendered again would lose this mark; one left in place keeps it.
        let marked = Array("<!-- mark -->\n".utf8) + Array(try #require(site.text("index.html")).utf8)
        try site.fileSystem.write(SiteBuildFixture.output + "/index.html", marked)
        let report = try site.build()
        #expect(report.summary.written == [])
        #expect(try site.fileSystem.read(SiteBuildFixture.output + "/index.html") == marked)
        #expect(site.manifest()?.listingFingerprint == listing)
        #expect(site.manifest()?.files == SiteManifest(files: SiteBuildFixture.sitePaths(["lisbon", "porto"])).files)

        // One trip changes: the listings are rendered again (the mark goes), with the trip's new title.
        site.setTrips([Self.lisbon, SiteBuildFixture.trip("porto", title: "Porto, again", destination: "Porto, Portugal", start: "2025-10-03", end: "2025-10-05")])
        let changed = try site.build()
        #expect(changed.summary.written.contains("index.html") && changed.summary.written.contains("countries/pt/index.html"))
        #expect(site.text("index.html")?.hasPrefix("<!-- mark -->") == false)
        #expect(site.text("index.html")?.contains("Porto, again") == true)
        #expect(site.manifest()?.listingFingerprint != listing)
    }

    @Test("after one trip changed, the pages of other countries and styles are kept; the site is a fresh build's")
    func groupPagesKept() throws {
        let kyoto = SiteBuildFixture.trip("kyoto", title: "Kyoto", destination: "Kyoto, Japan", start: "2024-04-01", end: "2024-04-03",
                                          members: "\"travel_style\": \"Culture\"")
        let lisbon = SiteBuildFixture.trip("lisbon", title: "Lisbon", members: "\"travel_style\": \"Food\"")
        let site = SiteBuildFixture([lisbon, kyoto])
        try site.build()
        #expect(site.manifest()?.pageFingerprints.keys.sorted() == [
            "countries/jp/index.html", "countries/pt/index.html", "styles/culture/index.html", "styles/food/index.html",
        ])
        let portugal = try #require(site.text("countries/pt/index.html"))
        let marked = Array(("<!-- mark -->\n" + portugal).utf8)
        try site.fileSystem.write(SiteBuildFixture.output + "/countries/pt/index.html", marked)

        let kyotoAgain = SiteBuildFixture.trip("kyoto", title: "Kyoto in spring", destination: "Kyoto, Japan", start: "2024-04-01",
                                               end: "2024-04-03", members: "\"travel_style\": \"Culture\"")
        site.setTrips([lisbon, kyotoAgain])
        let report = try site.build()
        #expect(report.summary.written.contains("countries/jp/index.html") && report.summary.written.contains("styles/culture/index.html"))
        #expect(report.summary.written.contains("index.html"))
        #expect(!report.summary.written.contains("countries/pt/index.html") && !report.summary.written.contains("styles/food/index.html"))
        #expect(try site.fileSystem.read(SiteBuildFixture.output + "/countries/pt/index.html") == marked)

        let fresh = SiteBuildFixture([lisbon, kyotoAgain])
        try fresh.build()
        var files = site.files()
        files[".tripsite-manifest"] = nil
        files["countries/pt/index.html"] = Array(portugal.utf8)
        var freshFiles = fresh.files()
        freshFiles[".tripsite-manifest"] = nil
        #expect(files == freshFiles)
        #expect(site.manifest()?.pageFingerprints == fresh.manifest()?.pageFingerprints)
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
