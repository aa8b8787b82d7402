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

/// Pages stay light: HTML and every stylesheet and script the page loads before the reader does anything, under
/// 80 KB before images. The site's browsing script carries the index's search since the listings were paged (27.9 KB)
/// and trip pages load it for their lists and strip of days; the street map adds its script and stylesheet
/// (11.2 KB), whose Leaflet and tiles load only when asked for.
@Suite("page weight")
struct PageWeightTests {
    @Test("every seed trip page, with the stylesheets and scripts it loads, is under 80 KB", .enabled(if: SeedData.isPresent))
    func seedPages() throws {
        let folder = try ScratchFolder()
        let run = try TripsiteBinary.run([
            "build", SeedData.trips.path,
            "--countries", SeedData.countries.path, "-o", "site", "-q",
        ], in: folder.url)
        #expect(run.status == 0)
        for id in ["trip-001", "trip-002", "trip-003", "trip-004", "trip-005"] {
            let page = folder.url.appendingPathComponent("site/trips/\(id)/index.html")
            let html = try String(contentsOf: page, encoding: .utf8)
            let assets = html.matches(of: /<(?:script src|link rel="stylesheet" href)="([^"]+)"/).map { String($0.output.1) }
            #expect(assets.contains { $0.hasSuffix("style.css") } && assets.contains { $0.hasSuffix("browse.js") }, "\(id): \(assets)")
            var total = try Data(contentsOf: page).count
            for asset in assets {
                total += try Data(contentsOf: page.deletingLastPathComponent().appendingPathComponent(asset).standardized).count
            }
            #expect(total < 80_000, "\(id): \(total) bytes with \(assets)")
        }
    }
}

