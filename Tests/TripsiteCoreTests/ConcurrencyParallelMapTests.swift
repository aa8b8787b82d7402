import Foundation
import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

/// Trips are decoded, planned and rendered in parallel: the outcome must be what one thread doing the same
/// work in order gives, every time.
@Suite("Concurrency: parallel work gives the serial result")
struct ConcurrencyParallelMapTests {
    @Test("map keeps the order of the results, for any number of items")
    func mapKeepsOrder() {
        for count in [0, 1, 2, 7, 1_000] {
            let items = Array(0..<count)
            #expect(ParallelMap.map(items) { $0 * $0 } == items.map { $0 * $0 })
        }
    }

    @Test("a build of many trips gives, every time, the files each trip renders to on its own thread", arguments: 0..<5)
    func buildMatchesSerialRendering(round: Int) throws {
        let trips = (1...24).map { SiteBuildFixture.trip("t\($0)", title: "Trip \($0)", members: "\"travel_style\": \"Style \($0 % 5)\"") }
        let site = SiteBuildFixture(trips)
        let report = try site.build()
        #expect(report.warnings.isEmpty)
        let plans = PlannedSite.planTrips(BuildInput(tripsFileName: SiteBuildFixture.tripsFile, tripsBytes: Array("[\(trips.joined(separator: ","))]".utf8), sourceDate: RenderFixture.sourceDate)).plans
        let renderer = SiteRenderer(templates: try TemplateSet(), site: site.options().site)
        let built = site.files()
        for plan in plans {
            for file in try renderer.renderTrip(plan) {
                guard case .bytes(let bytes) = file.contents else { continue }
                #expect(built[file.path] == bytes, "\(file.path)")
            }
        }
        let again = SiteBuildFixture(trips)
        try again.build()
        #expect(again.files() == built)
    }
}
