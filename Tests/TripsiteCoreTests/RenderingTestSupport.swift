import Foundation
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

/// Runs the pure half of the pipeline on JSON text, for the planning and rendering tests.
enum RenderFixture {
    /// The source date the tests' inputs are built with: 2026-01-01T00:00:00Z.
    static let sourceDate = SourceDate(clamping: 1_767_225_600)

    static func plan(_ json: String, file: String = "trips.json") -> (plans: [TripPlan], log: DiagnosticLog) {
        let planned = PlannedSite.planTrips(BuildInput(tripsFileName: file, tripsBytes: Array(json.utf8), sourceDate: sourceDate))
        return (planned.plans, planned.log)
    }

    /// The listings of the trips of an input, for the pages that list them.
    /// Three trips in two countries, each with its `updated_at` (Porto, Lisbon, Kyoto: a, b, c), and `also`.
    static func datedListings(also: String? = nil) -> [TripListing] {
        listings("""
            [
              {"id": "a", "title": "Porto", "destination": "Porto, Portugal", "start_date": "2025-10-03", "end_date": "2025-10-05", "updated_at": "2025-09-01T10:00:00Z"},
              {"id": "b", "title": "Lisbon", "destination": "Lisbon, Portugal", "start_date": "2024-05-01", "end_date": "2024-05-04", "updated_at": "2024-04-02T10:00:00Z"},
              {"id": "c", "title": "Kyoto", "destination": "Kyoto, Japan", "start_date": "2025-04-01", "end_date": "2025-04-03", "updated_at": "2025-03-03T10:00:00Z"}\(also.map { ",\n" + $0 } ?? "")
            ]
            """)
    }

    static func listings(_ json: String) -> [TripListing] {
        plan(json).plans.map { TripListing($0, language: SiteContext().language) }
    }

    /// The single plan of a one-trip input; records an issue when the input does not plan cleanly.
    static func onlyPlan(_ json: String) throws -> TripPlan {
        let result = plan(json)
        guard result.plans.count == 1, !result.log.hasErrors else {
            throw FixtureError(message: result.log.diagnostics.map(\.formatted).joined(separator: "\n"))
        }
        return result.plans[0]
    }

    static func markdown(_ json: String, site: SiteContext = SiteContext()) throws -> String {
        let files = try SiteRenderer(templates: TemplateSet(), site: site).renderTrip(onlyPlan(json))
        return files.first { $0.path.hasSuffix(".md") }.map(text) ?? ""
    }

    static func page(_ json: String, named name: String = "index.html", site: SiteContext = SiteContext()) throws -> String {
        let files = try SiteRenderer(templates: TemplateSet(), site: site).renderTrip(onlyPlan(json))
        return files.first { $0.path.hasSuffix("/" + name) }.map(text) ?? ""
    }

    static func text(_ file: OutputFile) -> String {
        guard case .bytes(let bytes) = file.contents else { return "" }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A one-trip file with the given extra members of the trip object (JSON text without braces).
    static func trip(_ members: String = "", id: String = "t1") -> String {
        TripJSON.file([TripJSON.trip(id: id, members: members)])
    }
}

struct FixtureError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
