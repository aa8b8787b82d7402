import Foundation
import TripsiteTestSupport
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// What makes a published link preview well and a site easy to find, read back with real parsers:
/// XML for the sitemap and feed, JSON for the structured data.
@Suite("sharing and discovery")
struct SharingTests {
    static let base = "https://me.github.io/trips/"

    private func buildExample(_ extra: [String]) throws -> (ScratchFolder, TripsiteBinary.Run, [[String: Any]]) {
        let folder = try ScratchFolder()
        let examples = Repository.examples
        let run = try TripsiteBinary.run(["build", examples.appendingPathComponent("trips.json").path, "-o", "site"] + extra, in: folder.url)
        let trips = try JSONSerialization.jsonObject(with: Data(contentsOf: examples.appendingPathComponent("trips.json"))) as! [[String: Any]]
        return (folder, run, trips)
    }

    @Test("with --base-url: sitemap and Atom feed parse as XML; the sitemap lists every page, the feed every trip")
    func sitemapAndFeed() throws {
        let (folder, run, trips) = try buildExample(["--base-url", Self.base])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("note:"))

        let sitemap = try XMLDocument(data: Data(contentsOf: folder.url.appendingPathComponent("site/sitemap.xml")))
        let locations = try sitemap.nodes(forXPath: "//*[local-name()='loc']").compactMap(\.stringValue)
        // Every page a reader lands on (each folder's index.html: home, trips, countries, styles) and no other.
        let site = folder.url.appendingPathComponent("site")
        let pages = FileManager.default.enumerator(atPath: site.path)!.compactMap { $0 as? String }
            .filter { $0 == "index.html" || $0.hasSuffix("/index.html") }
            .map { Self.base + $0.dropLast("index.html".count) }
        #expect(locations.sorted() == pages.sorted())
        #expect(locations.count == trips.count + 1 + 2 + 8 + 8, "home, trips, the two directories, 8 countries, 8 styles")
        #expect(locations.allSatisfy { $0.hasPrefix(Self.base) })
        for trip in trips { #expect(locations.contains(Self.base + "trips/\(trip["id"] as! String)/")) }
        let lastmods = try sitemap.nodes(forXPath: "//*[local-name()='lastmod']").compactMap(\.stringValue)
        #expect(lastmods.contains("2025-05-10"), "Lisbon's updated_at")

        let feed = try XMLDocument(data: Data(contentsOf: folder.url.appendingPathComponent("site/feed.xml")))
        #expect(feed.rootElement()?.name == "feed")
        #expect(try feed.nodes(forXPath: "//*[local-name()='entry']").count == trips.count)
        let ids = try feed.nodes(forXPath: "//*[local-name()='entry']/*[local-name()='id']").compactMap(\.stringValue)
        #expect(Set(ids).count == trips.count)
        #expect(try folder.read("site/robots.txt").contains("Sitemap: \(Self.base)sitemap.xml"))
    }

    @Test("--feed-size keeps the feed to the trips changed most recently; out of range is a usage error")
    func feedSize() throws {
        let (folder, run, _) = try buildExample(["--base-url", Self.base, "--feed-size", "3"])
        #expect(run.status == 0, "\(run.stderr)")
        let feed = try XMLDocument(data: Data(contentsOf: folder.url.appendingPathComponent("site/feed.xml")))
        let updated = try feed.nodes(forXPath: "//*[local-name()='entry']/*[local-name()='updated']").compactMap(\.stringValue)
        #expect(updated.count == 3 && updated == updated.sorted(by: >), "\(updated)")
        let (_, wrong, _) = try buildExample(["--base-url", Self.base, "--feed-size", "0"])
        #expect(wrong.status == 64 && wrong.stderr.contains("--feed-size must be a whole number from 1 to 1000, not 0"), "\(wrong.stderr)")
    }

    @Test("every trip page has share tags and JSON-LD listing every flight, hotel, activity and place")
    func pages() throws {
        let (folder, run, trips) = try buildExample(["--base-url", Self.base])
        #expect(run.status == 0)
        for trip in trips {
            let id = trip["id"] as! String
            let page = try folder.read("site/trips/\(id)/index.html")
            #expect(page.contains("<link rel=\"canonical\" href=\"\(Self.base)trips/\(id)/\">"))
            #expect(page.contains("<meta property=\"og:url\" content=\"\(Self.base)trips/\(id)/\">"))
            if trip["image_url"] != nil || trip["imageUrl"] != nil {
                #expect(page.contains("<meta property=\"og:image\" content=\"\(Self.base)media/images/"), "\(id) has a local image")
                #expect(page.contains("<meta name=\"twitter:card\" content=\"summary_large_image\">"))
            } else {
                #expect(page.contains("<meta name=\"twitter:card\" content=\"summary\">"))
            }
            let json = try #require(page.components(separatedBy: "<script type=\"application/ld+json\">").dropFirst().first?.components(separatedBy: "</script>").first)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            #expect(object["@type"] as? String == "Trip")
            let itinerary = try #require(object["itinerary"] as? [String: Any])
            let items = try #require(itinerary["itemListElement"] as? [[String: Any]])
            let expected = ["flights", "hotels", "activities", "places"].map { ((trip[$0] as? [Any]) ?? []).count }.reduce(0, +)
            #expect(items.count == expected, "\(id)")
            let types = Set(items.compactMap { ($0["item"] as? [String: Any])?["@type"] as? String })
            #expect(types.isSubset(of: ["FlightReservation", "LodgingReservation", "Event", "TouristAttraction"]))
        }
    }

    @Test("without --base-url: no absolute addresses, no sitemap or feed, and one note that says so")
    func withoutBaseURL() throws {
        let (folder, run, _) = try buildExample([])
        #expect(run.status == 0)
        #expect(run.stderr.components(separatedBy: "note:").count == 2)
        #expect(!folder.exists("site/sitemap.xml") && !folder.exists("site/feed.xml"))
        #expect(folder.exists("site/404.html") && folder.exists("site/robots.txt"))
        let page = try folder.read("site/trips/trip-kyoto-2024/index.html")
        #expect(!page.contains("rel=\"canonical\""))
        #expect(!page.contains("og:image"))
        #expect(!page.contains("https://me.github.io"))
    }

    @Test("without a base URL, the 404 page links relative to the site's root, so it works as a file and under a subpath")
    func notFoundRelative() throws {
        let (folder, _, _) = try buildExample([])
        let page = try folder.read("site/404.html")
        #expect(page.contains("<a href=\"index.html\">See all trips</a>"), "\(page)")
        #expect(page.contains("<link rel=\"stylesheet\" href=\"assets/style.css\">"))
        #expect(!page.contains("href=\"/"), "no address from the host's root")
    }

    @Test("the 404 page links home from any depth")
    func notFound() throws {
        let (folder, _, _) = try buildExample(["--base-url", Self.base])
        let page = try folder.read("site/404.html")
        #expect(page.contains("<a href=\"\(Self.base)\">See all trips</a>"))
        #expect(page.contains("href=\"\(Self.base)assets/style.css\""))
        #expect(page.contains("<meta name=\"robots\" content=\"noindex\">"))
    }
}
