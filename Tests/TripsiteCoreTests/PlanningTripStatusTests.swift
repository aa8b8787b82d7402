import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

/// A trip's status against its dates, as of the site's date (here the tests' source date, 2026-01-01): the
/// dates win, with a warning, and no page shows the status.
@Suite("trip status against the dates")
struct PlanningTripStatusTests {
    private static func trip(status: String, start: String, end: String) -> String {
        TripJSON.file([TripJSON.trip(start: start, end: end, members: "\"status\": \"\(status)\"")])
    }

    private static func warnings(_ json: String) -> [String] {
        RenderFixture.plan(json).log.warnings.map(\.formatted).filter { !$0.contains("float in its calendar") }
    }

    @Test("a planned or ongoing trip that has ended is warned about, and its status is dropped")
    func endedButPlanned() {
        for status in ["planned", "ongoing"] {
            let json = Self.trip(status: status, start: "2025-05-01", end: "2025-05-04")
            #expect(Self.warnings(json) == [
                "trips.json:3:13: warning: trips[0].status: the status \"\(status)\" contradicts the dates: the trip ended on 2025-05-04, before the site's date 2026-01-01; the status is ignored and the trip is listed as past; check the trip's status, start_date and end_date",
            ])
            #expect(RenderFixture.listings(json).map(\.status) == [nil])
        }
    }

    @Test("a completed trip that has not started is warned about, and its status is dropped")
    func completedButFuture() {
        let json = Self.trip(status: "completed", start: "2026-05-01", end: "2026-05-04")
        #expect(Self.warnings(json) == [
            "trips.json:3:13: warning: trips[0].status: the status \"completed\" contradicts the dates: the trip starts on 2026-05-01, after the site's date 2026-01-01; the status is ignored; check the trip's status, start_date and end_date",
        ])
        #expect(RenderFixture.listings(json).map(\.status) == [nil])
    }

    @Test("a status that agrees with the dates is kept, without a warning")
    func consistent() {
        for (status, start, end) in [("completed", "2025-05-01", "2025-05-04"), ("planned", "2026-05-01", "2026-05-04"), ("ongoing", "2025-12-30", "2026-01-03")] {
            let json = Self.trip(status: status, start: start, end: end)
            #expect(Self.warnings(json) == [])
            #expect(RenderFixture.listings(json).map(\.status) == [TripStatus(rawValue: status)])
        }
    }
}
