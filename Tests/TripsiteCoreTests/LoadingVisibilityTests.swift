import Testing
@testable import TripsiteLoading
@testable import TripsiteModel

/// The trip field `visibility`: public by default, unlisted or draft, anything else an error.
@Suite("Loading: trip visibility")
struct LoadingVisibilityTests {
    @Test("public by default; unlisted and draft read in any case")
    func values() throws {
        let decoded = try LoadingFixture.trips(TripJSON.file([
            TripJSON.trip(id: "a"),
            TripJSON.trip(id: "b", members: "\"visibility\": \"unlisted\""),
            TripJSON.trip(id: "c", members: "\"visibility\": \"Draft\""),
            TripJSON.trip(id: "d", members: "\"visibility\": \"public\""),
        ]))
        #expect(decoded.messages.isEmpty)
        #expect(decoded.trips.map(\.visibility) == [.public, .unlisted, .draft, .public])
    }

    @Test("an unknown value is an error with its position, path and the expected values")
    func unknownValue() throws {
        let decoded = try LoadingFixture.trips(TripJSON.file([
            TripJSON.trip(id: "a", members: "\"visibility\": \"secret\""),
            TripJSON.trip(id: "b", members: "\"visibility\": 1"),
        ]))
        #expect(decoded.messages == [
            "trips.json:3:17: error: trips[0].visibility: expected one of public, unlisted, draft, found \"secret\"",
            "trips.json:6:17: error: trips[1].visibility: expected one of public, unlisted, draft, found 1",
        ])
    }
}
