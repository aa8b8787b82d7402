import Foundation
import TripsiteTestSupport
import Testing

/// A site of 10,000 trips: listing pages that stay small, page links that work without JavaScript, and a search
/// over every trip through the search index, in a real browser (headless Chromium) served over HTTP, and from
/// `file://`, where the index cannot be read; and the site's calendar of the benchmark's 10,000 trips.
@Suite("paged listings of 10,000 trips", .serialized)
struct PagedListingTests {
    struct Snapshot: Decodable {
        var visible: [String]
        var links: [String]
        var count: String
        var empty: Bool?
        var pagination: Bool?
        var offline: Bool?
        var more: String?
        var sections: [String]
        var formShown: Bool
        var pageLinks: [String]
    }

    enum Step {
        case type(String)
        case pick(String, in: String)
        case click(String)

        var json: [String: String] {
            switch self {
            case .type(let text): ["type": "#browse-q", "text": text]
            case .pick(let value, let select): ["pick": select, "value": value]
            case .click(let selector): ["click": selector]
            }
        }
    }

    static let tripCount = 10_000

    /// The 10,000 trips of `ManyTrips`, built once for the suite.
    nonisolated(unsafe) static var built: (folder: ScratchFolder, site: URL)?

    private func site() throws -> (folder: ScratchFolder, site: URL) {
        if let built = Self.built { return built }
        let folder = try ScratchFolder()
        let site = try ManyTrips.build(Self.tripCount, in: folder)
        Self.built = (folder, site)
        return (folder, site)
    }

    /// Trip `number`'s start date, as `ManyTrips` makes it: ten days apart from 2020-01-01.
    private func startYear(_ number: Int) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let first = calendar.date(from: DateComponents(year: 2020, month: 1, day: 1))!
        return calendar.component(.year, from: calendar.date(byAdding: .day, value: number * 10, to: first)!)
    }

    private func title(_ number: Int) -> String { "Journey " + String(format: "%03d", number) }

    /// Runs the harness on `page` (an address of the site as served, or a file URL) with `steps`.
    private func run(harness: URL, page: URL, _ steps: [Step], noscript: Bool = false) throws -> [Snapshot] {
        let plan = try JSONSerialization.data(
            withJSONObject: ["page": page.absoluteString, "steps": steps.map(\.json), "noscript": noscript] as [String: Any])
        let hash = String(decoding: plan, as: UTF8.self).addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        let dom = try HeadlessChromium.run([
            "--allow-file-access-from-files", "--virtual-time-budget=60000", "--window-size=1300,900",
            "--dump-dom", harness.absoluteString + "#" + hash,
        ])
        let text = try #require(HeadlessChromium.harnessOutput(dom), "no output from the harness")
        return try JSONDecoder().decode([Snapshot].self, from: Data(text.utf8))
    }

    @Test("no listing page of 10,000 trips reaches 300 KB, and each lists 60 trips with links to the others")
    func pageSizes() throws {
        let (_, site) = try site()
        var largest = (path: "", size: 0)
        var pages = 0
        let enumerator = try #require(FileManager.default.enumerator(at: site, includingPropertiesForKeys: [.fileSizeKey]))
        for case let file as URL in enumerator where file.lastPathComponent == "index.html" && !file.path.contains("/trips/") {
            let size = try file.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0
            pages += 1
            if size > largest.size { largest = (file.path, size) }
        }
        #expect(largest.size < 300_000, "\(largest.path) is \(largest.size) bytes")
        #expect(pages > 167, "the index's 167 pages and the countries' and styles'")
        let first = try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(first.components(separatedBy: "<li class=\"card\"").count - 1 == 60)
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("page/167/index.html").path))
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("page/168/index.html").path))
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("search/meta.json").path))
    }

    @Test("with JavaScript off, a later page lists its 60 trips with links to the others")
    func withoutJavaScript() throws {
        let (_, site) = try site()
        let harness = Repository.file("Tests/Support/paged-probe.html")
        let page = try #require(try run(harness: harness, page: site.appendingPathComponent("page/2/index.html"), [], noscript: true).first)
        // Trips 107 on have not ended by the site's date (1 December 2022): the second page holds the 61st to the 120th.
        #expect(page.visible == (167..<227).map(title))
        #expect(!page.formShown, "the search form needs the script")
        #expect(page.pagination == true && page.offline == false)
        #expect(page.pageLinks == [
            "← Previous ../../index.html", "1 ../../index.html", "2 ../../page/2/index.html", "3 ../../page/3/index.html",
            "4 ../../page/4/index.html", "… ", "167 ../../page/167/index.html", "Next → ../../page/3/index.html",
        ].filter { !$0.hasPrefix("…") })
    }

    @Test("served over HTTP, the search finds the last trip on any page, and filters and sort orders work across pages")
    func searchEveryPage() throws {
        let (folder, _) = try site()
        try folder.write("paged-probe.html", try Data(contentsOf: Repository.file("Tests/Support/paged-probe.html")))
        let server = try StaticServer(folder: folder.url)
        defer { server.stop() }
        let last = Self.tripCount - 1
        let snapshots = try run(harness: server.url("paged-probe.html"), page: server.url("site/index.html"), [
            .type(title(last).lowercased()), .type(""), .pick("no", in: "#browse-country"), .click("#browse-more button"),
            .pick("2021", in: "#browse-year"), .pick("title", in: "#browse-sort"), .click("#browse-reset"),
        ])
        try #require(snapshots.count == 8)
        let start = snapshots[0]
        #expect(start.visible.count == 60 && start.pagination == true && start.offline == false)
        #expect(start.count == "10,000 trips")
        // The last trip is on the index's first page only when upcoming; it is found wherever it is.
        #expect(snapshots[1].visible == [title(last)])
        #expect(snapshots[1].links == ["trips/journey-\(last)/index.html"])
        #expect(snapshots[1].count == "1 of 10,000 trips")
        #expect(snapshots[1].pagination == false, "the page links hide while the search shows what it found")
        #expect(snapshots[2].visible == start.visible && snapshots[2].pagination == true, "a cleared search shows the page again")
        // Norway is every fourth trip from the third; with the year, those that start in 2021 (all past: latest first).
        let norway = (0..<Self.tripCount).filter { $0 % 4 == 2 }
        #expect(snapshots[3].count == "\(norway.count.formatted(.number.locale(Locale(identifier: "en_US")))) of 10,000 trips")
        #expect(snapshots[3].visible.count == 60)
        #expect(snapshots[3].more == "Show 60 more (\((norway.count - 60).formatted(.number.locale(Locale(identifier: "en_US")))) not shown)")
        #expect(snapshots[4].visible.count == 120 && snapshots[4].visible.prefix(60) == snapshots[3].visible.prefix(60))
        let norway2021 = norway.filter { startYear($0) == 2021 }
        #expect(!norway2021.isEmpty)
        #expect(snapshots[5].visible == norway2021.reversed().map(title))
        #expect(snapshots[5].count == "\(norway2021.count) of 10,000 trips")
        #expect(snapshots[5].sections == ["Past trips"])
        #expect(snapshots[6].visible == norway2021.map(title), "by title across pages")
        // "Show all trips" clears the search and the filters; the order stays the one chosen, across every page.
        #expect(snapshots[7].count == "10,000 trips" && snapshots[7].visible.count == 60 && snapshots[7].pagination == false)
    }

    @Test("from file://, where the browser refuses to fetch the index, the page says that its search keeps to its own trips")
    func fromFile() throws {
        let (_, site) = try site()
        // Without --allow-file-access-from-files, as a browser opens a page from a disk.
        let dom = try HeadlessChromium.run(["--virtual-time-budget=5000", "--dump-dom", site.appendingPathComponent("index.html").absoluteString])
        #expect(dom.contains(#"<p class="browse-note" id="browse-offline">Opened from a file"#), "the note shows")
        #expect(dom.components(separatedBy: "<li class=\"card\"").count - 1 == 60)
        #expect(dom.contains(#"<nav class="pagination" id="pagination" aria-label="Pages of trips">"#))
        #expect(!dom.contains("aria-busy"))
    }

    @Test("the site's calendar of the benchmark's 10,000 trips stays under 1 MB, parses, and holds the trips around the build's date")
    func benchmarkCalendar() throws {
        let folder = try ScratchFolder()
        let bench = TripsiteBinary.executable.deletingLastPathComponent().appendingPathComponent("tripsite-bench")
        let generated = try ExternalTool.run([bench.path, "--generate", folder.url.path, "--trips", "10000"])
        try #require(generated.status == 0, "\(generated.errors)")
        // 1 March 2026: the benchmark's trips start from 1 January 2026 on.
        let build = try TripsiteBinary.run(["build", "trips.json", "-o", "site", "-q"], in: folder.url, environment: ["SOURCE_DATE_EPOCH": "1772323200"])
        try #require(build.status == 0, "\(build.stderr)")
        let calendar = folder.url.appendingPathComponent("site/calendar.ics")
        let size = try calendar.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0
        #expect(size > 0 && size < 1_000_000, "calendar.ics is \(size) bytes")
        let report = try #require(try CalendarFileTests.parse([calendar])[calendar.path])
        #expect(report.missing.isEmpty && report.crlf && report.round_trip && report.longest_line <= 75)
        // 50 trips (the default most), each with its flights, hotels and activities.
        let trips = Set(report.uids.compactMap { uid in uid.firstMatch(of: /^(trip-[0-9]+)-/).map { String($0.output.1) } })
        #expect(trips.count == 50)
        #expect(report.events > 50 * 20)
        // Every event starts within the window: after 90 days before 1 March 2026, before 730 days after it.
        let starts = report.starts.map { String($0.prefix(10)) }
        #expect(starts.allSatisfy { $0 >= "2025-12-01" && $0 <= "2028-03-01" }, "\(starts.min() ?? "") … \(starts.max() ?? "")")
        // Each trip's own calendar still holds all its events.
        let own = try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("site/trips").path)
        #expect(own.count == 10_000)
    }
}

/// A static file server on a free local port (Python's `http.server`), for pages that fetch the site's files.
final class StaticServer {
    private let server: LoopbackServer
    var port: Int { server.port }

    init(folder: URL) throws {
        let script = """
            import functools, http.server, signal, sys
            # The test process starts it with its threads' signals blocked: take them again, so that it can be stopped.
            signal.pthread_sigmask(signal.SIG_SETMASK, [])
            class Quiet(http.server.SimpleHTTPRequestHandler):
                def log_message(self, *arguments): pass
            server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=sys.argv[1]))
            print(server.server_address[1], flush=True)
            server.serve_forever()
            """
        server = try LoopbackServer(["python3", "-c", script, folder.path])
    }

    func url(_ path: String) -> URL { server.url(path) }

    func stop() { server.stop() }
}
