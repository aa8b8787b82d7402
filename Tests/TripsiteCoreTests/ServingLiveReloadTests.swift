import Testing
@testable import TripsiteCore

/// What `serve` adds to the pages it serves: the reload script, and the last build's errors or warnings.
@Suite("serve: reload script and messages")
struct ServingLiveReloadTests {
    private let page = Array("<!DOCTYPE html>\n<html><body class=\"trip-page\">\n<main>Trip</main>\n</body></html>".utf8)

    private func served(errors: [String] = [], warnings: [String] = []) -> String {
        served(errors: errors, linked: warnings.map { LiveReload.Warning($0) })
    }

    private func served(errors: [String] = [], linked warnings: [LiveReload.Warning]) -> String {
        String(decoding: LiveReload.inject(into: page, errors: errors, warnings: warnings), as: UTF8.self)
    }

    @Test("a build with warnings shows them, escaped, in a closed panel at the top that counts them")
    func warnings() {
        let warning = "trips.json:5:12: warning: trips[0].hotels[0]: the night of 2025-05-01 at <Casa> is booked but not used"
        let text = served(warnings: [warning, "trips.json:9:1: warning: trips[0].activities[3]: Market & more"])
        #expect(text.contains("<body class=\"trip-page\">\n<details role=\"status\""), "\(text)")
        #expect(text.contains("<summary>The last build gave 2 warnings.</summary>"))
        #expect(text.contains("at &lt;Casa&gt; is booked but not used</li>\n<li style=\"white-space:pre-wrap\">trips.json:9:1: warning: trips[0].activities[3]: Market &amp; more</li>"), "\(text)")
        #expect(!text.contains("The last build failed"))
        #expect(served(warnings: [warning]).contains("<summary>The last build gave 1 warning.</summary>"))
    }

    @Test("a warning about an item of a trip links to it on the trip's page, and the item a link leads to is highlighted")
    func linkedWarnings() {
        let text = served(linked: [
            LiveReload.Warning("trips.json:5:12: warning: trips[0].hotels[0]: <Casa>", target: "trips/lisbon/#hotel-1"),
            LiveReload.Warning("countries.json:1:1: warning: a country twice"),
        ])
        #expect(text.contains("<li style=\"white-space:pre-wrap\"><a class=\"tripsite-warning\" href=\"/trips/lisbon/#hotel-1\" style=\"color:inherit\">trips.json:5:12: warning: trips[0].hotels[0]: &lt;Casa&gt;</a></li>"), "\(text)")
        #expect(text.contains("<li style=\"white-space:pre-wrap\">countries.json:1:1: warning: a country twice</li>"))
        #expect(text.contains(":target { outline: 3px solid #f9a825;"))
    }

    @Test("a failed build shows its errors instead; a clean build shows neither")
    func errorsOrNothing() {
        let failed = served(errors: ["trips.json:1:3: error: expected a value"], warnings: ["trips.json:2:1: warning: ignored"])
        #expect(failed.contains("The last build failed"))
        #expect(failed.contains("trips.json:1:3: error: expected a value"))
        #expect(!failed.contains("<details"))
        let clean = served()
        #expect(!clean.contains("role=\"alert\"") && !clean.contains("<details"))
        #expect(clean.contains("tripsite serve: reload when the site is rebuilt"))
    }
}
