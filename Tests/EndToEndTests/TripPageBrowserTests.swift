import Foundation
import TripsiteTestSupport
import Testing

/// The Lisbon example's trip page on a phone (390 × 844) in headless Chromium: its first screen shows the dates,
/// the first flight and the first night's hotel, and a day of the strip scrolls its heading into view below
/// the strip, which stays at the top; light and dark, the new elements' text contrasts at least 4.5:1.
@Suite("the trip page on a phone", .serialized)
struct TripPageBrowserTests {
    struct Probe: Decodable {
        var dates: Int?
        var firstFlight: Int?
        var firstStay: Int?
        var firstStayText: String?
        var contrast: Double
        var scrollWidth: Int
        var clientWidth: Int
        var headingTop: Int
        var stripBottom: Int?
        var scrolled: Int
        var today: String?
        var todayInView: Bool?
        var stripScrolls: Bool?
        var chosen: String?
    }

    private func probe(_ page: URL, dark: Bool, fragment: String = "") throws -> Probe {
        let harness = Repository.file("Tests/Support/trip-probe.html")
        let target = (page.absoluteString + fragment).addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        let dom = try HeadlessChromium.run([
            "--allow-file-access-from-files", "--virtual-time-budget=5000", "--window-size=800,1000",
            "--blink-settings=preferredColorScheme=\(dark ? 0 : 1)", "--dump-dom", harness.absoluteString + "#" + target,
        ])
        let text = try #require(HeadlessChromium.harnessOutput(dom), "no probe output")
        return try JSONDecoder().decode(Probe.self, from: Data(text.utf8))
    }

    @Test("the first screen shows the dates, the first flight and the first hotel; a day of the strip lands below it", arguments: [false, true])
    func lisbonOnAPhone(dark: Bool) throws {
        let folder = try ScratchFolder()
        let trips = Repository.file("Examples/trips.json").path
        #expect(try TripsiteBinary.run(["build", trips, "-o", "site", "-q"], in: folder.url).status == 0)
        let result = try probe(folder.url.appendingPathComponent("site/trips/trip-lisbon-2025/index.html"), dark: dark)
        for (name, bottom) in [("dates", result.dates), ("first flight", result.firstFlight), ("first stay", result.firstStay)] {
            let bottom = try #require(bottom, "\(name) not found")
            #expect(bottom <= 844, "\(name) ends at \(bottom) px, below the first screen")
        }
        #expect(result.firstStayText?.contains("Memmo Alfama Design Hotel") == true)
        #expect(result.contrast >= 4.5, "contrast \(result.contrast) (dark: \(dark))")
        #expect(result.scrollWidth <= result.clientWidth)
        let strip = try #require(result.stripBottom)
        #expect(result.scrolled > 0, "the click scrolled the page")
        #expect(result.headingTop >= strip - 1 && result.headingTop < 844 / 2, "the heading is at \(result.headingTop) px, the strip ends at \(strip) px")
        #expect(strip <= 80, "the strip stays at the top: it ends at \(strip) px")
    }

    @Test("on a phone the strip of days scrolls sideways, marks today in view, and marks the day chosen")
    func dayStripOnAPhone() throws {
        let folder = try ScratchFolder()
        let trips = Repository.file("Examples/trips.json").path
        #expect(try TripsiteBinary.run(["build", trips, "-o", "site", "-q"], in: folder.url).status == 0)
        let result = try probe(folder.url.appendingPathComponent("site/trips/trip-lisbon-2025/index.html"), dark: false, fragment: "#today=2025-05-07")
        #expect(result.stripScrolls == true, "the 8 days do not fit across 390 px")
        #expect(result.today == "Wed 7 May")
        #expect(result.todayInView == true, "today's day is scrolled into the strip's view")
        #expect(result.chosen == "Mon 5 May", "the day clicked (Day 3) is marked")
        #expect(result.scrollWidth <= result.clientWidth)
    }

    @Test("every example trip page is under 60 KB of HTML")
    func pageWeight() throws {
        let folder = try ScratchFolder()
        let trips = Repository.file("Examples/trips.json").path
        #expect(try TripsiteBinary.run(["build", trips, "-o", "site", "-q"], in: folder.url).status == 0)
        let tripsFolder = folder.url.appendingPathComponent("site/trips")
        let ids = try FileManager.default.contentsOfDirectory(atPath: tripsFolder.path).sorted()
        #expect(ids.count == 9)
        for id in ids {
            let size = try Data(contentsOf: tripsFolder.appendingPathComponent("\(id)/index.html")).count
            #expect(size < 60_000, "\(id): \(size) bytes")
        }
    }
}
