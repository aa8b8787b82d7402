import Testing
@testable import TripsiteCore
@testable import TripsiteRendering

/// Unlisted trips are built but listed nowhere and marked noindex; drafts are built only when asked for;
/// a noindex site marks every page and disallows everything in robots.txt.
@Suite("SiteBuilder: trip visibility")
struct SiteVisibilityTests {
    static let listed = SiteBuildFixture.trip("lisbon", title: "Lisbon", members: "\"travel_style\": \"City\"")
    static let unlisted = SiteBuildFixture.trip(
        "hidden", title: "Hidden Sintra", destination: "Sintra, Portugal",
        members: "\"visibility\": \"unlisted\", \"travel_style\": \"Hiking\", \"country_code\": \"ES\"")
    static let draft = SiteBuildFixture.trip(
        "sketch", title: "Sketchy Faro", destination: "Faro, Portugal",
        members: "\"visibility\": \"draft\", \"travel_style\": \"Beach\", \"country_code\": \"IT\"")
    static let noindexTag = "<meta name=\"robots\" content=\"noindex\">"
    static let base = "https://example.com/trips/"

    static func build(drafts: Bool = false, noindex: Bool = false) throws -> (files: [String: String], report: SiteBuilder.Report) {
        let site = SiteBuildFixture([listed, unlisted, draft])
        var options = site.options(site: SiteContext(title: "Test trips", baseURL: base))
        options.includeDrafts = drafts
        options.noindex = noindex
        let report = try SiteBuilder(fileSystem: site.fileSystem).build(options)
        return (site.files().mapValues { String(decoding: $0, as: UTF8.self) }, report)
    }

    /// Every file that lists trips: the index (with its search data), the country and style pages, the sitemap and the feed.
    static func listingFiles(_ files: [String: String]) -> [String: String] {
        files.filter { path, _ in
            ["index.html", "sitemap.xml", "feed.xml", "robots.txt", "404.html"].contains(path)
                || path.hasPrefix("countries/") || path.hasPrefix("styles/") || path.hasPrefix("calendar")
        }
    }

    @Test("an unlisted trip's pages are built with noindex, and no listing names it")
    func unlistedTrip() throws {
        let (files, report) = try Self.build()
        #expect(report.tripCount == 2)
        for path in ["trips/hidden/index.html", "trips/hidden/print.html"] {
            #expect(try #require(files[path]).contains(Self.noindexTag), "\(path) lacks noindex")
        }
        #expect(files["trips/hidden/hidden.md"] != nil && files["trips/hidden/hidden.ics"] != nil)
        #expect(!(try #require(files["trips/lisbon/index.html"])).contains(Self.noindexTag))
        #expect(!(try #require(files["index.html"])).contains(Self.noindexTag))
        let listings = Self.listingFiles(files)
        #expect(listings.keys.contains("sitemap.xml") && listings.keys.contains("feed.xml") && listings.keys.contains("countries/index.html"))
        #expect(listings.keys.contains("styles/city/index.html"))
        #expect(!listings.keys.contains("styles/hiking/index.html") && !listings.keys.contains("countries/es/index.html"))
        for (path, text) in listings {
            #expect(!text.contains("trips/hidden/") && !text.contains("Sintra"), "\(path) names the unlisted trip")
        }
        #expect(try #require(files["index.html"]).contains("Lisbon"))
    }

    @Test("a draft is left out, with a note, unless drafts are included")
    func draftTrip() throws {
        let (files, report) = try Self.build()
        #expect(!files.keys.contains { $0.contains("sketch") })
        for (path, text) in files { #expect(!text.contains("Sketchy"), "\(path) names the draft") }
        #expect(report.notes.contains("left out 1 draft trip; build with --drafts to include it"))
        let site = SiteBuildFixture([Self.listed, Self.draft])
        try site.build()
        let again = try site.build()
        #expect(again.summary.written.isEmpty)
        #expect(again.notes.contains("left out 1 draft trip; build with --drafts to include it"), "an unchanged build says it too")

        let (withDrafts, draftReport) = try Self.build(drafts: true)
        #expect(draftReport.tripCount == 3)
        #expect(!draftReport.notes.contains { $0.contains("draft") })
        #expect(withDrafts["trips/sketch/index.html"] != nil)
        #expect(try #require(withDrafts["index.html"]).contains("Sketchy Faro"))
        #expect(try #require(withDrafts["sitemap.xml"]).contains("trips/sketch/"))
        #expect(withDrafts["styles/beach/index.html"] != nil && withDrafts["countries/it/index.html"] != nil)
    }

    @Test("a noindex site marks every page once and robots.txt disallows all")
    func noindexSite() throws {
        let (files, _) = try Self.build(noindex: true)
        let pages = files.filter { $0.key.hasSuffix(".html") }
        #expect(pages.count > 5)
        for (path, text) in pages {
            #expect(text.components(separatedBy: Self.noindexTag).count == 2, "\(path) has not exactly one noindex tag")
        }
        #expect(files["robots.txt"]?.hasPrefix("User-agent: *\nDisallow: /\n") == true)
        let (plain, _) = try Self.build()
        #expect(plain["robots.txt"]?.hasPrefix("User-agent: *\nAllow: /\n") == true)
    }

    @Test("changing the options builds again instead of keeping the previous site")
    func optionsChangeTheBuild() throws {
        let site = SiteBuildFixture([Self.listed, Self.draft])
        var options = site.options()
        _ = try SiteBuilder(fileSystem: site.fileSystem).build(options)
        #expect(site.text("trips/sketch/index.html") == nil)
        options.includeDrafts = true
        _ = try SiteBuilder(fileSystem: site.fileSystem).build(options)
        #expect(site.text("trips/sketch/index.html") != nil)
        options.noindex = true
        _ = try SiteBuilder(fileSystem: site.fileSystem).build(options)
        #expect(site.text("index.html")?.contains(Self.noindexTag) == true)
    }
}
