import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

/// The ids a trip page gives its items, and the links `serve`'s warnings make to them.
@Suite("serve: where a warning's item is")
struct ServingWarningTargetsTests {
    static let members = """
        "flights": [{"flight_number": "TP1"}, {"flight_number": "TP2"}],
        "hotels": [{"name": "Casa"}],
        "activities": [{"name": "Tram", "day_number": 1}],
        "places": [{"name": "Cafe"}, {"name": "Miradouro", "is_favorite": true}]
        """

    @Test("the trip's title and each flight, hotel, activity and place get an id, numbered as the page lists them")
    func pageIDs() throws {
        let page = try RenderFixture.page(RenderFixture.trip(Self.members))
        #expect(page.contains("<h1 id=\"trip-title\">"), "\(page)")
        #expect(page.contains("<li id=\"flight-1\">\n<p><strong>TP1</strong>") && page.contains("<li id=\"flight-2\">\n<p><strong>TP2</strong>"), "\(page)")
        #expect(page.contains("id=\"hotel-1\"><strong>Casa</strong>"))
        #expect(page.contains("id=\"activity-1\"><strong>Tram</strong>"))
        // The favourite is listed first.
        #expect(page.contains("id=\"place-1\">♥ Favourite · <strong>Miradouro</strong>") && page.contains("id=\"place-2\"><strong>Cafe</strong>"), "\(page)")
        #expect(!page.contains("id=\"flight-3\"") && !page.contains("id=\"hotel-2\""))
    }

    @Test("a description's heading of the same name does not take the section's ids")
    func sameHeadingInDescription() throws {
        let page = try RenderFixture.page(RenderFixture.trip(###""description": "## Hotels\n\n- not a hotel", "hotels": [{"name": "A"}, {"name": "B"}]"###))
        #expect(page.contains("<h2 id=\"hotels\">Hotels</h2>\n<ul>\n<li>not a hotel</li>"), "\(page)")
        #expect(page.contains("id=\"hotel-1\"><strong>A</strong>") && page.contains("id=\"hotel-2\"><strong>B</strong>"), "\(page)")
    }

    @Test("a warning links to its item on its trip's page, one about the trip to the title, one about no published trip nowhere")
    func targets() throws {
        let plan = try RenderFixture.onlyPlan(RenderFixture.trip(Self.members))
        func warning(_ path: String, file: String = "trips.json") -> Diagnostic {
            Diagnostic(severity: .warning, file: file, position: nil, path: path, message: "m")
        }
        let warnings = [
            warning("trips[0].flights[1].departure_date"), warning("trips[0].hotels[0]"), warning("trips[0].activities[0].day_number"),
            warning("trips[0].places[0]"), warning("trips[0].status"), warning("trips[0].flights[7]"), warning("trips[3].hotels[0]"),
            warning(""),
        ]
        let targets = WarningTargets.targets(for: warnings, plans: [plan])
        #expect(warnings.map { targets[$0] } == [
            "trips/t1/#flight-2", "trips/t1/#hotel-1", "trips/t1/#activity-1", "trips/t1/#place-2", "trips/t1/#trip-title",
            "trips/t1/#trip-title", nil, nil,
        ])
    }
}
