import Foundation
import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

/// The listing pages' split into upcoming (or ongoing) and past trips, as of a date taken from the input, and the
/// cards' placeholder for a trip without a picture.
@Suite("Rendering: upcoming and past trips")
struct RenderingTimelineTests {
    /// Dates around 2025-06-10, the newest `updated_at`: one trip ended the day before, one ends that day, one is
    /// under way, one is to come.
    private let trips = """
    [
      {"id": "ended", "title": "Ended", "destination": "Porto, Portugal", "start_date": "2025-06-01", "end_date": "2025-06-09",
       "updated_at": "2025-05-01T10:00:00Z"},
      {"id": "last-day", "title": "Last day", "destination": "Big Sur", "start_date": "2025-06-05", "end_date": "2025-06-10",
       "updated_at": "2025-06-10T23:59:00Z"},
      {"id": "under-way", "title": "Under way", "destination": "Kyoto, Japan", "start_date": "2025-06-08", "end_date": "2025-06-20",
       "updated_at": "2025-06-02T08:00:00Z"},
      {"id": "to-come", "title": "To come", "destination": "Atlantis", "start_date": "2025-09-01", "end_date": "2025-09-03",
       "created_at": "2025-01-01T00:00:00Z"},
      {"id": "long-ago", "title": "Long ago", "destination": "Lisbon, Portugal", "start_date": "2019-03-01", "end_date": "2019-03-04",
       "updated_at": "2019-03-05T00:00:00Z"}
    ]
    """

    @Test("the reference date is the newest updated_at's, as the feed dates the site; without trips there is none")
    func referenceDate() {
        #expect(TripTimeline.referenceDate(RenderFixture.listings(trips)) == "2025-06-10")
        #expect(TripTimeline.referenceDate([]) == nil)
        // A trip without updated_at or created_at is dated by the build's source date, 2026-01-01.
        let undated = RenderFixture.listings(#"[{"id": "x", "destination": "Oslo", "start_date": "2025-01-01", "end_date": "2025-01-02"}]"#)
        #expect(TripTimeline.referenceDate(undated) == "2026-01-01")
    }

    @Test("trips that have not ended by the reference date come first, under their heading; past ones follow")
    func index() throws {
        let listings = RenderFixture.listings(trips)
        let (upcoming, past) = TripTimeline.split(TripGroups.ordered(listings), asOf: "2025-06-10")
        #expect(upcoming.map(\.title) == ["Last day", "Under way", "To come"])
        #expect(past.map(\.title) == ["Ended", "Long ago"], "past trips latest first")

        let html = RenderFixture.text(try SiteRenderer(templates: TemplateSet(), site: SiteContext()).renderIndex(listings))
        #expect(html.contains(#"<div class="trip-lists" id="trips" data-today="2025-06-10">"#))
        let marks = ["Upcoming and ongoing</h2>", "data-title=\"Last day\"", "data-title=\"Under way\"", "data-title=\"To come\"",
                     "Past trips</h2>", "data-title=\"Ended\"", "data-title=\"Long ago\""]
        #expect(marks.allSatisfy(html.contains))
        let order = marks.compactMap { html.range(of: $0)?.lowerBound }
        #expect(order == order.sorted())
        #expect(html.contains(#"data-start="2025-06-08" data-end="2025-06-20""#), "the script re-splits by the end date")
        #expect(!html.contains("<section class=\"trip-section\" id=\"upcoming\" aria-labelledby=\"upcoming-heading\" hidden>"))
    }

    @Test("a part without trips is hidden, and a country's page splits by the site's date, not its own trips'")
    func groupPage() throws {
        let listings = RenderFixture.listings(trips)
        let files = try SiteRenderer(templates: TemplateSet(), site: SiteContext()).renderGroupPages(listings)
        let portugal = RenderFixture.text(try #require(files.first { $0.path == "countries/pt/index.html" }))
        #expect(portugal.contains(#"data-today="2025-06-10""#))
        #expect(portugal.contains(#"<section class="trip-section" id="upcoming" aria-labelledby="upcoming-heading" hidden>"#))
        #expect(portugal.contains(#"<section class="trip-section" id="past" aria-labelledby="past-heading">"#))
    }

    @Test("the same trips give the same page whenever they are built")
    func deterministic() throws {
        let renderer = try SiteRenderer(templates: TemplateSet(), site: SiteContext())
        let first = try renderer.renderListingPages(RenderFixture.listings(trips))
        let second = try renderer.renderListingPages(RenderFixture.listings(trips))
        #expect(first.map(RenderFixture.text) == second.map(RenderFixture.text))
    }

    @Test("a card without a picture shows the country's flag, else the destination's initials, hidden from screen readers")
    func placeholder() throws {
        let listings = RenderFixture.listings(trips)
        func placeholder(_ title: String) -> String? { listings.first { $0.title == title }.map(TripCard.placeholder) }
        #expect(placeholder("Ended") == "🇵🇹")
        #expect(placeholder("Last day") == "BS")
        #expect(placeholder("To come") == "A")
        let html = RenderFixture.text(try SiteRenderer(templates: TemplateSet(), site: SiteContext()).renderIndex(listings))
        #expect(html.contains(#"<span class="card-image card-placeholder" aria-hidden="true">BS</span>"#))
        #expect(html.components(separatedBy: "card-placeholder").count - 1 == 5)
    }
}
