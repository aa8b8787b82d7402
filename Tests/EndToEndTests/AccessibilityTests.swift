import Foundation
import TripsiteTestSupport
import Testing

/// The structure assistive technology relies on, read with Python's HTML parser from every page of the
/// example site: a language, one main heading, heading levels that never skip, landmarks, image text.
@Suite("accessible structure")
struct AccessibilityTests {
    @Test("every page has lang, one h1, headings in order, a main landmark and alt on every image")
    func everyPage() throws {
        let folder = try ScratchFolder()
        let trips = Repository.file("Examples/trips.json").path
        #expect(try TripsiteBinary.run(["build", trips, "-o", "site", "-q"], in: folder.url).status == 0)
        let site = folder.url.appendingPathComponent("site")
        let pages = FileManager.default.enumerator(atPath: site.path)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".html") }
        #expect(pages.count == 9 * 2 + 2 + 8 + 1 + 8 + 1, "trip pages and print pages, the index, 404, and the country and style pages with their indexes")
        for page in pages {
            let parsed = try HTMLReferences.read(site.appendingPathComponent(page))
            // The Edinburgh trip is written in British English (its "language"); the rest of the site in English.
            #expect(parsed.lang == (page.contains("trip-edinburgh-2025/") ? "en-GB" : "en"), "\(page)")
            #expect(parsed.headings.filter { $0 == 1 }.count == 1, "\(page): \(parsed.headings)")
            #expect(parsed.headings.first == 1, "\(page) starts with its h1")
            for (previous, next) in zip(parsed.headings, parsed.headings.dropFirst()) {
                #expect(next <= previous + 1, "\(page): h\(previous) then h\(next)")
            }
            #expect(parsed.landmarks.contains("main"), "\(page)")
            #expect(parsed.images_without_alt == 0, "\(page)")
            if page == "index.html" || (page.hasSuffix("/index.html") && !page.contains("print")) {
                #expect(parsed.landmarks.contains("header") && parsed.landmarks.contains("footer"), "\(page): \(parsed.landmarks)")
            }
        }
    }
}

/// Pages stay light: HTML, stylesheet and the site's one script under 66 KB before images (the script carries the
/// index's search since the listings were paged: 27.9 KB of the 47.6 KB of assets, with the words it writes taken
/// from the page in its language, and the page carries those words, 0.6 KB for a trip page).
@Suite("page weight")
struct PageWeightTests {
    @Test("every seed trip page, with its stylesheet and script, is under 66 KB", .enabled(if: SeedData.isPresent))
    func seedPages() throws {
        let folder = try ScratchFolder()
        let run = try TripsiteBinary.run([
            "build", SeedData.trips.path,
            "--countries", SeedData.countries.path, "-o", "site", "-q",
        ], in: folder.url)
        #expect(run.status == 0)
        let stylesheet = try Data(contentsOf: folder.url.appendingPathComponent("site/assets/style.css")).count
            + Data(contentsOf: folder.url.appendingPathComponent("site/assets/browse.js")).count
        for id in ["trip-001", "trip-002", "trip-003", "trip-004", "trip-005"] {
            let page = try Data(contentsOf: folder.url.appendingPathComponent("site/trips/\(id)/index.html")).count
            #expect(page + stylesheet < 66_000, "\(id): \(page + stylesheet) bytes")
        }
    }
}
