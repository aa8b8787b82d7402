import Foundation
import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

/// Listing pages split into numbered pages, the search index written beside them, and the window of the site's
/// calendar.
@Suite("Rendering: paged listings, the search index and the calendar's window")
struct RenderingPagedListingTests {
    /// `count` trips a week apart from 2025-01-06 (each four days long), in Portugal and Japan by turns, the site's
    /// date 2025-03-01: the first eight have ended by then.
    private func trips(_ count: Int) -> String {
        let first = CivilDate(year: 2025, month: 1, day: 6)!
        let trips = (0..<count).map { index -> String in
            let start = first.adding(days: 7 * index)
            let destination = index % 2 == 0 ? "Lisbon, Portugal" : "Kyoto, Japan"
            return #"{"id": "trip-\#(index)", "title": "Journey \#(index)", "destination": "\#(destination)", "#
                + #""start_date": "\#(start.iso)", "end_date": "\#(start.adding(days: 3).iso)", "travel_style": "Slow travel", "#
                + #""updated_at": "2025-03-01T00:00:00Z"}"#
        }
        return "[" + trips.joined(separator: ",\n") + "]"
    }

    private func files(_ count: Int, pageSize: Int, baseURL: String? = nil) throws -> [String: String] {
        let site = SiteContext(baseURL: baseURL, pageSize: pageSize)
        let files = try SiteRenderer(templates: TemplateSet(), site: site).renderListingPages(RenderFixture.listings(trips(count)))
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, RenderFixture.text($0)) })
    }

    @Test("page numbers: the first, the last and two on each side of the current page; a gap of one page shows the page")
    func shownNumbers() {
        #expect(ListingPagination(page: 1, pageCount: 1).shownNumbers == [1])
        #expect(ListingPagination(page: 1, pageCount: 10).shownNumbers == [1, 2, 3, nil, 10])
        #expect(ListingPagination(page: 6, pageCount: 167).shownNumbers == [1, nil, 4, 5, 6, 7, 8, nil, 167])
        #expect(ListingPagination(page: 4, pageCount: 8).shownNumbers == [1, 2, 3, 4, 5, 6, 7, 8])
        #expect(ListingPagination.pageCount(0, pageSize: 60) == 1)
        #expect(ListingPagination.pageCount(120, pageSize: 60) == 2)
        #expect(ListingPagination.pageCount(121, pageSize: 60) == 3)
        #expect(ListingPagination.path(folder: "", page: 1) == "index.html")
        #expect(ListingPagination.path(folder: "countries/pt/", page: 3) == "countries/pt/page/3/index.html")
        #expect(ListingPagination(page: 1, pageCount: 3).href(2) == "page/2/index.html")
        #expect(ListingPagination(page: 3, pageCount: 3).href(1) == "../../index.html")
        #expect(ListingPagination(page: 3, pageCount: 3).href(2) == "../../page/2/index.html")
    }

    @Test("a list of more trips than a page holds goes on numbered pages, upcoming trips first, each page linking to the others")
    func pages() throws {
        let site = try files(12, pageSize: 5, baseURL: "https://example.org/trips/")
        // 12 trips: 4 upcoming (as of 2025-03-01) then 8 past, 5 a page.
        #expect(site["index.html"] != nil && site["page/2/index.html"] != nil && site["page/3/index.html"] != nil)
        #expect(site["page/4/index.html"] == nil)
        let first = try #require(site["index.html"]), second = try #require(site["page/2/index.html"])
        let last = try #require(site["page/3/index.html"])
        func titles(_ html: String) -> [String] {
            html.components(separatedBy: "data-title=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        }
        #expect(titles(first) == ["Journey 8", "Journey 9", "Journey 10", "Journey 11", "Journey 7"])
        #expect(titles(second) == ["Journey 6", "Journey 5", "Journey 4", "Journey 3", "Journey 2"])
        #expect(titles(last) == ["Journey 1", "Journey 0"])
        #expect(first.contains(#"<link rel="next" href="page/2/index.html">"#))
        #expect(!first.contains(#"rel="prev""#))
        #expect(second.contains(#"<link rel="prev" href="../../index.html">"#))
        #expect(second.contains(#"<link rel="next" href="../../page/3/index.html">"#))
        #expect(second.contains(#"<a href="../../page/2/index.html" aria-label="Page 2" aria-current="page">2</a>"#))
        #expect(second.contains(#"<link rel="canonical" href="https://example.org/trips/page/2/">"#))
        #expect(second.contains("<title>Trips, page 2 of 3</title>"))
        // From page/2/, the site's files are two folders up.
        #expect(second.contains(#"href="../../assets/style.css""#) && second.contains(#"src="../../assets/browse.js""#) && !second.contains("trip.js"))
        #expect(second.contains(#"href="../../trips/trip-6/index.html""#))
        #expect(second.contains(#"data-search-index="../../search/""#))
        // The filters count every trip, not the page's.
        #expect(second.contains("Portugal (6)"))
        #expect(!last.contains(#"rel="next""#))
    }

    @Test("a group's pages are under its folder, keep the search to the group, and link back to its directory")
    func groupPages() throws {
        let site = try files(12, pageSize: 4)
        let second = try #require(site["countries/pt/page/2/index.html"])
        #expect(site["countries/pt/index.html"] != nil && site["countries/pt/page/3/index.html"] == nil)
        #expect(second.contains(#"data-search-scope="country:pt""#))
        #expect(second.contains(#"data-search-index="../../../../search/""#))
        #expect(second.contains(#"<a href="../../../index.html">Countries</a>"#))
        #expect(second.contains(#"<a href="../../../../index.html">← All trips</a>"#))
        #expect(second.contains(#"<link rel="prev" href="../../index.html">"#))
    }

    @Test("a list that fits on one page has no page links and no search index")
    func onePage() throws {
        let site = try files(5, pageSize: 5)
        #expect(site["page/2/index.html"] == nil)
        #expect(!site.keys.contains { $0.hasPrefix("search/") })
        let index = try #require(site["index.html"])
        #expect(!index.contains("pagination") && !index.contains("data-search-index"))
    }

    @Test("the search index: trips numbered as the index lists them, words by their first two characters, filters and orders")
    func searchIndex() throws {
        let site = try files(12, pageSize: 5)
        let meta = try #require(site["search/meta.json"])
        #expect(meta.hasPrefix(#"{"version":1,"trips":12,"upcoming":4,"shard":200,"today":"2025-03-01","words":["#))
        let shard = try #require(site["search/trips/0.json"])
        #expect(shard.hasPrefix(#"[{"s":"trip-8","t":"Journey 8","d":"Lisbon, Portugal","a":"2025-03-03","b":"2025-03-06""#))
        // "journey" is in the shard of "jo" (6a-6f), every trip with it; "11" in that of "1" and "1" (31-31).
        let words = try #require(site["search/words/6a-6f.json"])
        #expect(words == #"{"journey":[0,1,2,3,4,5,6,7,8,9,10,11]}"# + "\n")
        #expect(try #require(site["search/words/31-31.json"]).contains(#""11":[3]"#))
        #expect(try #require(site["search/country/jp.json"]) == "[1,3,4,6,8,10]\n")
        #expect(try #require(site["search/year/2025.json"]).hasPrefix("[0,1,2"))
        // Past trips keep their place after the upcoming ones in every order.
        #expect(try #require(site["search/order/start-desc.json"]) == "[3,2,1,0,4,5,6,7,8,9,10,11]\n")
        #expect(try #require(site["search/order/title.json"]) == "[2,3,0,1,11,10,9,8,7,6,5,4]\n")
        // The same trips give the same files.
        #expect(try files(12, pageSize: 5) == site)
    }

    @Test("a trip's text in the search index is JSON that can never be read as HTML or end a script")
    func searchIndexEscaping() throws {
        let json = #"[{"id": "a", "title": "</script><img src=x onerror=alert(1)>", "destination": "Lisbon & \"Porto\"", "#
            + #""start_date": "2025-01-01", "end_date": "2025-01-02"}, {"id": "b", "destination": "Oslo", "start_date": "2025-02-01", "end_date": "2025-02-02"}]"#
        let files = try SiteRenderer(templates: TemplateSet(), site: SiteContext(pageSize: 1)).renderListingPages(RenderFixture.listings(json))
        let shard = try #require(files.first { $0.path == "search/trips/0.json" }.map(RenderFixture.text))
        #expect(!shard.contains("<") && !shard.contains(">"))
        #expect(shard.contains(#"\u003c/script\u003e\u003cimg src=x onerror=alert(1)\u003e"#))
        #expect(shard.contains(#"Lisbon \u0026 \"Porto\""#))
        let decoded = try JSONSerialization.jsonObject(with: Data(shard.utf8)) as? [[String: String]]
        #expect(decoded?.contains { $0["t"] == "</script><img src=x onerror=alert(1)>" } == true)
    }

    @Test("the words of a search text and the shard each is in")
    func words() {
        #expect(SearchIndexFiles.words("autumn leaves in kyoto | kyoto, japan | 冒険") == ["autumn", "leaves", "in", "kyoto", "kyoto", "japan", "冒険"])
        #expect(SearchIndexFiles.shardKey("kyoto") == "6b-79")
        #expect(SearchIndexFiles.shardKey("k") == "6b")
        #expect(SearchIndexFiles.shardKey("冒険") == "5192-967a")
    }

    @Test("the calendar's window: trips around the date, upcoming ones first, at most max_trips, in start-date order")
    func calendarWindow() {
        let listings = RenderFixture.listings(trips(12))
        // None of these trips has dated items: the window keeps only trips with events.
        #expect(CalendarWindow().trips(listings, asOf: CivilDate(year: 2025, month: 3, day: 1)!).isEmpty)
        let dated = RenderFixture.listings(trips(12).replacingOccurrences(
            of: #""travel_style""#, with: #""activities": [{"name": "Walk", "day_number": 1}], "travel_style""#))
        let march = CivilDate(year: 2025, month: 3, day: 1)!
        let all = CalendarWindow(pastDays: 365, futureDays: 365, maxTrips: 100).trips(dated, asOf: march)
        #expect(all.count == dated.filter(\.hasCalendarEvents).count)
        // Ended at most 14 days before 1 March (on or after 15 February), starting at most 14 days after it.
        let near = CalendarWindow(pastDays: 14, futureDays: 14, maxTrips: 100).trips(dated, asOf: march)
        #expect(near.map(\.title) == ["Journey 6", "Journey 7", "Journey 8", "Journey 9"])
        // At most two: the upcoming ones soonest first; three: then the latest past one.
        let two = CalendarWindow(pastDays: 14, futureDays: 14, maxTrips: 2).trips(dated, asOf: march)
        #expect(two.map(\.title) == ["Journey 8", "Journey 9"])
        let three = CalendarWindow(pastDays: 14, futureDays: 14, maxTrips: 3).trips(dated, asOf: march)
        #expect(three.map(\.title) == ["Journey 7", "Journey 8", "Journey 9"])
    }
}
