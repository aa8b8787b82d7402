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

    @Test("a shared cache gives every caller, from many threads at once, the first value kept for its key")
    func lockedCacheKeepsOneValuePerKey() {
        let cache = LockedCache<Int, [Int]>()
        // Each call makes a value naming its caller, so a caller that got another's value shows the cache kept it.
        let seen = ParallelMap.map(Array(0..<2_000)) { caller in cache.value(for: caller % 7) { [caller] } }
        for key in 0..<7 {
            let values = Set(seen.enumerated().filter { $0.offset % 7 == key }.map(\.element))
            #expect(values.count == 1, "key \(key): \(values)")
            #expect(values.first.map { $0[0] % 7 } == key)
        }
    }

    @Test("past its limit a cache still answers, and keeps no more")
    func lockedCacheLimit() {
        let cache = LockedCache<Int, Int>(limit: 2)
        var made = 0
        for key in [1, 2, 3, 1, 2, 3] { _ = cache.value(for: key) { made += 1; return key * 10 } }
        #expect(made == 4)
        #expect(cache.value(for: 3) { -1 } == -1)
        #expect(cache.value(for: 1) { -1 } == 10)
    }
}
