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
/// 64 KB before images for the seed's trips. A trip page loads the stylesheet (20,556 bytes) and its own script,
/// `assets/trip.js` (8,798 bytes): the listings' search (`assets/browse.js`) stays on the listing pages, and the street
/// map's script and stylesheet load only when the reader opens the map. Measured: the largest seed page, trip-003,
/// is 48,069 bytes in all (18,715 of HTML); before, with the listings' script and the street map's loaded by every
/// trip page, it was 75,515 (77,590 with the street map's stylesheet, which its script loaded at once). The example
/// site's largest, Lisbon, is 67,090 bytes (37,736 of HTML: its map, its days' maps and its street map's data),
/// 94,536 before.
@Suite("page weight")
struct PageWeightTests {
    /// The HTML of `page` and of each stylesheet and script it names, in bytes, and what it names.
    static func weight(of page: URL) throws -> (total: Int, assets: [String]) {
        let html = try String(contentsOf: page, encoding: .utf8)
        let assets = html.matches(of: /<(?:script src|link rel="stylesheet" href)="([^"]+)"/).map { String($0.output.1) }
        var total = try Data(contentsOf: page).count
        for asset in assets {
            total += try Data(contentsOf: page.deletingLastPathComponent().appendingPathComponent(asset).standardized).count
        }
        return (total, assets)
    }

    @Test("every seed trip page, with the stylesheets and scripts it loads, is under 64 KB", .enabled(if: SeedData.isPresent))
    func seedPages() throws {
        let folder = try ScratchFolder()
        let run = try TripsiteBinary.run([
            "build", SeedData.trips.path,
            "--countries", SeedData.countries.path, "-o", "site", "-q",
        ], in: folder.url)
        #expect(run.status == 0)
        for id in ["trip-001", "trip-002", "trip-003", "trip-004", "trip-005"] {
            let (total, assets) = try Self.weight(of: folder.url.appendingPathComponent("site/trips/\(id)/index.html"))
            #expect(assets.map { $0.split(separator: "/").last.map(String.init) ?? $0 } == ["style.css", "trip.js"], "\(id): \(assets)")
            #expect(total < 64_000, "\(id): \(total) bytes with \(assets)")
        }
    }

    @Test("every example trip page loads the stylesheet and the trip script alone, under 70 KB with them")
    func examplePages() throws {
        let folder = try ScratchFolder()
        #expect(try TripsiteBinary.run(["build", Repository.file("Examples/trips.json").path, "-o", "site", "-q"], in: folder.url).status == 0)
        let trips = folder.url.appendingPathComponent("site/trips")
        let pages = try FileManager.default.contentsOfDirectory(atPath: trips.path).filter { !$0.hasPrefix(".") }
        #expect(pages.count == 9)
        for slug in pages {
            let (total, assets) = try Self.weight(of: trips.appendingPathComponent("\(slug)/index.html"))
            #expect(assets.map { $0.split(separator: "/").last.map(String.init) ?? $0 } == ["style.css", "trip.js"], "\(slug): \(assets)")
            #expect(total < 70_000, "\(slug): \(total) bytes with \(assets)")
        }
    }
}
