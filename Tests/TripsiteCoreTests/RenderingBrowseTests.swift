import Foundation
import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

/// What the browsing features are built from: trips grouped by country and style, the index's filter
/// choices and card attributes, and the sort values a trip page's lists carry.
@Suite("Rendering: browsing")
struct RenderingBrowseTests {
    private let trips = """
    [
      {"id": "a", "title": "Porto", "destination": "Porto, Portugal", "start_date": "2025-10-03", "end_date": "2025-10-05",
       "travel_style": "Road trip", "currency": "EUR", "hotels": [{"price": 300}]},
      {"id": "b", "title": "Lisbon", "destination": "Lisbon, Portugal", "start_date": "2024-05-01", "end_date": "2024-05-04",
       "travel_style": "road-trip", "status": "completed", "activities": [{"name": "Tram 28", "day_number": 1}]},
      {"id": "c", "title": "Kyoto", "destination": "Kyoto, Japan", "start_date": "2025-04-01", "end_date": "2025-04-03",
       "travel_style": "Solo", "hotels": [{"price": "¥ 1,000"}], "flights": [{"price": "$ 10"}]},
      {"id": "d", "title": "Atlantis", "destination": "Atlantis", "start_date": "2026-01-01", "end_date": "2026-01-02", "status": "planned"}
    ]
    """

    @Test("groups by country and by style, each in start-date order; styles that differ only in case or punctuation are one")
    func groups() {
        let listings = RenderFixture.listings(trips)
        let countries = TripGroups.byCountry(listings)
        #expect(countries.map(\.slug) == ["jp", "pt"])
        #expect(countries.map { $0.trips.map(\.title) } == [["Kyoto"], ["Lisbon", "Porto"]])
        let styles = TripGroups.byStyle(listings)
        #expect(styles.map(\.slug) == ["road-trip", "solo"])
        #expect(styles.map(\.name) == ["road-trip", "Solo"], "named as the earliest trip spells it")
        #expect(styles[0].trips.map(\.title) == ["Lisbon", "Porto"])
    }

    @Test("the search text is the card's names lowercased, as lowercasing them all at once gives")
    func searchText() throws {
        let plan = try RenderFixture.onlyPlan("""
            [{"title": "ΟΔΟΣ Σ Trip", "destination": "Ålesund Öy, ÉTÉ", "start_date": "2025-10-03", "end_date": "2025-10-05",
              "travel_style": "İstanbul Style", "activities": [{"name": "Tram ΣΑΣ", "day_number": 1}, {"name": "ASCII Walk", "day_number": 1}]}]
            """)
        let names = ["ΟΔΟΣ Σ Trip", "Ålesund Öy, ÉTÉ", "İstanbul Style", "Tram ΣΑΣ", "ASCII Walk"]
        #expect(TripListing(plan, language: SiteContext().language).searchText == names.joined(separator: " | ").lowercased())
    }

    @Test("the index offers each filter's values with counts, and cards carry what the script reads")
    func indexContext() throws {
        let listings = RenderFixture.listings(trips)
        let context = IndexContext.make(listings, site: SiteContext())
        guard case .object(let filters) = context["filters"] else { Issue.record("no filters"); return }
        func labels(_ key: String) -> [String] {
            guard case .list(let choices) = filters[key] else { return [] }
            return choices.compactMap { choice in
                guard case .object(let fields) = choice, case .text(let label) = fields["label"] else { return nil }
                return label
            }
        }
        #expect(labels("countries") == ["Japan (1)", "Portugal (2)"])
        #expect(labels("styles") == ["road-trip (2)", "Solo (1)"])
        #expect(labels("statuses") == ["Planned (1)", "Completed (1)"])
        #expect(labels("years") == ["2026 (1)", "2025 (2)", "2024 (1)"])

        let index = RenderFixture.text(try SiteRenderer(templates: TemplateSet(), site: SiteContext()).renderIndex(listings))
        #expect(index.contains(#"data-title="Porto" data-search="porto | porto, portugal | portugal | road trip" data-start="2025-10-03" data-end="2025-10-05" data-year="2025" data-days="3" data-country="pt" data-style="road-trip" data-cost="300" data-currency="EUR""#))
        #expect(index.contains(#"data-title="Atlantis" data-search="atlantis | atlantis" data-start="2026-01-01" data-end="2026-01-02" data-year="2026" data-days="2" data-status="planned""#), "\(index)")
        #expect(index.contains(#"data-search="lisbon | lisbon, portugal | portugal | road-trip | tram 28""#), "activity names are searchable")
        // Kyoto's costs are in two currencies: shown, but not sortable by amount.
        let kyoto = try #require(index.components(separatedBy: "<li class=\"card\"").first { $0.contains("data-title=\"Kyoto\"") })
        #expect(!kyoto.contains("data-cost"))
        #expect(kyoto.contains("¥1,000 + $10.00"))
        // Without a script Atlantis (not ended by the build's date, 2026-01-01) comes first, then the past trips
        // latest first.
        let order = ["Atlantis", "Porto", "Kyoto", "Lisbon"].map { index.range(of: "data-title=\"\($0)\"")!.lowerBound }
        #expect(order == order.sorted())
    }

    @Test("country and style pages list their trips, link back, and give the country's dialling code")
    func groupPages() throws {
        let files = try SiteRenderer(templates: TemplateSet(), site: SiteContext()).renderGroupPages(RenderFixture.listings(trips))
        #expect(files.map(\.path) == [
            "countries/index.html", "countries/jp/index.html", "countries/pt/index.html",
            "styles/index.html", "styles/road-trip/index.html", "styles/solo/index.html",
        ])
        let portugal = RenderFixture.text(files[2])
        #expect(portugal.contains("<h1><span class=\"flag\" aria-hidden=\"true\">🇵🇹</span> Portugal</h1>"))
        #expect(portugal.contains("2 trips · dialling code +351"))
        #expect(portugal.contains("href=\"../../trips/b/index.html\"") && portugal.contains("href=\"../../trips/a/index.html\""))
        #expect(!portugal.contains("Kyoto"))
        let directory = RenderFixture.text(files[0])
        #expect(directory.contains("<a href=\"pt/index.html\"><span class=\"flag\" aria-hidden=\"true\">🇵🇹</span> Portugal</a> <span class=\"count\">2 trips</span>"))
    }

    @Test("a site without countries or styles has no such pages")
    func noGroups() throws {
        let listings = RenderFixture.listings(#"[{"id": "d", "destination": "Atlantis", "start_date": "2026-01-01", "end_date": "2026-01-02"}]"#)
        #expect(try SiteRenderer(templates: TemplateSet(), site: SiteContext()).renderGroupPages(listings).isEmpty)
    }

    @Test("sortable lists: attributes go on the top-level items of the section's list, never on nested ones")
    func annotate() {
        let html = """
        <h2 id="hotels">Hotels</h2>
        <ul>
        <li>A<ul><li>nested</li></ul></li>
        <li>B</li>
        </ul>
        <h2 id="places">Places</h2>
        <p>No list here.</p>
        <h2 id="other">Other</h2>
        <ul>
        <li>C</li>
        </ul>
        """
        let result = SortableLists.annotate(html, [
            SortableLists.List(section: "hotels", items: [[("order", "0"), ("price", "10")], [("order", "1")]]),
            SortableLists.List(section: "places", items: [[("order", "0")]]),
        ])
        #expect(result.contains("<ul data-sort=\"hotels\">\n<li data-order=\"0\" data-price=\"10\">A<ul><li>nested</li></ul></li>\n<li data-order=\"1\">B</li>"))
        #expect(!result.contains("data-sort=\"places\""), "a section without a list before the next heading is left alone")
        #expect(result.contains("<ul>\n<li>C</li>"))
    }

    @Test("sortable lists: a description's heading of the same name does not take the section's place")
    func sameHeadingInDescription() throws {
        let json = RenderFixture.trip(###""description": "## Hotels\n\n- not a hotel\n- nor this", "hotels": [{"name": "A", "stars": 3}, {"name": "B", "stars": 4}]"###)
        let plan = try RenderFixture.onlyPlan(json)
        let page = try RenderFixture.page(json)
        #expect(plan.trip.hotels.count == 2)
        #expect(page.contains("<h2 id=\"hotels\">Hotels</h2>\n<ul>\n<li>not a hotel</li>"))
        #expect(page.contains("<h2 id=\"hotels-2\">Hotels</h2>\n<ul data-sort=\"hotels\">\n<li data-order=\"0\" data-stars=\"3\" id=\"hotel-1\">"))
    }

    @Test("sortable lists: a list with another number of items than expected is left as it is")
    func mismatch() {
        let html = "<h2 id=\"hotels\">Hotels</h2>\n<ul>\n<li>A</li>\n</ul>\n"
        let result = SortableLists.annotate(html, [SortableLists.List(section: "hotels", items: [[("order", "0")], [("order", "1")]])])
        #expect(result == html)
    }

    @Test("sort values: nightly prices only when the list is in one currency; stars and guest rating apart")
    func sortKeys() throws {
        let plan = try RenderFixture.onlyPlan(RenderFixture.trip("""
        "hotels": [
          {"name": "A", "price_per_night": "€ 100", "stars": 4, "rating": 8.5},
          {"name": "B", "price": "€ 300", "check_in_date": "2025-05-01", "check_out_date": "2025-05-04"}
        ],
        "activities": [{"name": "X", "day_number": 1, "price": "€ 5"}, {"name": "Y", "day_number": 1, "price": "$ 5"}]
        """))
        let lists = TripSortKeys.lists(plan)
        func attributes(_ section: String) -> [[String]] {
            lists.first { $0.section == section }!.items.map { $0.map { "\($0.name)=\($0.value)" } }
        }
        #expect(attributes("hotels") == [["order=0", "price=100", "stars=4", "rating=8.5"], ["order=1", "price=100"]])
        #expect(attributes("activities") == [["order=0"], ["order=1"]], "euros and dollars are not compared")
    }
}
