import Foundation
import FoundationXML
import Testing
@testable import TripsiteRendering

/// The sitemap stays within the protocol's 50,000 addresses a file, however many trips a site has.
@Suite("Rendering: sitemap")
struct RenderingSitemapTests {
    private let trips = RenderFixture.datedListings()
    private let site = SiteContext(title: "Trips", baseURL: "https://example.com/trips/")

    private func locations(_ file: OutputFile) -> [String] {
        RenderFixture.text(file).matches(of: /<loc>([^<]*)<\/loc>/).map { String($0.output.1) }
    }

    @Test("up to the limit, sitemap.xml is one urlset of the home page, the trips by start date and the country pages")
    func oneFile() throws {
        let files = SiteIndexFiles.sitemaps(trips, site: site)
        #expect(files.map(\.path) == ["sitemap.xml"])
        #expect(RenderFixture.text(files[0]).contains("<urlset "))
        #expect(locations(files[0]) == [
            "https://example.com/trips/", "https://example.com/trips/trips/b/", "https://example.com/trips/trips/c/",
            "https://example.com/trips/trips/a/", "https://example.com/trips/countries/",
            "https://example.com/trips/countries/jp/", "https://example.com/trips/countries/pt/",
        ])
    }

    @Test("beyond the limit, sitemap.xml is an index of sitemaps/N.xml, each within the limit, listing every address once, dated by its newest")
    func split() throws {
        let whole = locations(SiteIndexFiles.sitemaps(trips, site: site)[0])
        let files = SiteIndexFiles.sitemaps(trips, site: site, limit: 3)
        #expect(files.map(\.path) == ["sitemap.xml", "sitemaps/1.xml", "sitemaps/2.xml", "sitemaps/3.xml"])
        let index = RenderFixture.text(files[0])
        #expect(index.contains("<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"))
        #expect(locations(files[0]) == (1...3).map { "https://example.com/trips/sitemaps/\($0).xml" })
        #expect(index.contains("<loc>https://example.com/trips/sitemaps/1.xml</loc>\n    <lastmod>2025-09-01</lastmod>"))
        let parts = files.dropFirst().map(locations)
        #expect(parts.allSatisfy { $0.count <= 3 })
        #expect(parts.flatMap { $0 } == whole)
        // Well-formed XML, each file. XMLParser rather than XMLDocument: the latter keeps memory that
        // AddressSanitizer's leak check reports.
        for file in files {
            #expect(XMLParser(data: Data(RenderFixture.text(file).utf8)).parse(), "\(file.path) is not well-formed XML")
        }
    }

    @Test("the protocol's limit is 50,000 addresses a file")
    func limit() {
        #expect(SiteIndexFiles.addressesPerSitemap == 50_000)
    }
}
