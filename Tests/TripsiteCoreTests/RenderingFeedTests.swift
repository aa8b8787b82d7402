import Foundation
import FoundationXML
import Testing
@testable import TripsiteModel
@testable import TripsiteRendering

/// The Atom feed holds the trips changed most recently, however many trips a site has.
@Suite("Rendering: feed")
struct RenderingFeedTests {
    private let trips = RenderFixture.datedListings(also: """
        {"id": "d", "title": "Nara", "destination": "Nara, Japan", "start_date": "2025-04-04", "end_date": "2025-04-05", "updated_at": "2025-03-03T10:00:00Z"}
        """)

    private func entries(_ feed: String) -> [String] {
        feed.matches(of: /<entry>\n\s*<id>([^<]*)<\/id>/).map { String($0.output.1) }
    }

    @Test("newest change first, a tie by the later start; the feed's date is the newest change")
    func order() {
        let site = SiteContext(title: "Trips", baseURL: "https://example.com/")
        let feed = SiteIndexFiles.feed(trips, site: site, sourceDate: SourceDate(clamping: 1_767_225_600))
        #expect(entries(feed) == ["a", "d", "c", "b"].map { "https://example.com/trips/\($0)/" })
        #expect(feed.contains("<updated>2025-09-01T10:00:00Z</updated>\n  <link rel=\"alternate\""))
        #expect(XMLParser(data: Data(feed.utf8)).parse())
    }

    @Test("at most feed_size trips, the ones changed most recently")
    func limit() {
        var site = SiteContext(title: "Trips", baseURL: "https://example.com/")
        site.feedSize = 2
        let feed = SiteIndexFiles.feed(trips, site: site, sourceDate: SourceDate(clamping: 1_767_225_600))
        #expect(entries(feed) == ["a", "d"].map { "https://example.com/trips/\($0)/" })
        #expect(SiteContext.standardFeedSize == 50 && SiteContext().feedSize == 50)
    }
}
