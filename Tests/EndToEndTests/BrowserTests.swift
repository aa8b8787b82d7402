import Foundation
import TripsiteTestSupport
import Testing

/// The built pages in a real browser (headless Chromium, installed by `make test-tools`): they fit a
/// phone's width, their images load, and the printable itinerary prints on the paper its style asks for, its
/// days flowing on fewer sheets than it has days.
@Suite("pages in a browser", .serialized)
struct BrowserTests {
    struct Probe: Decodable {
        var scrollWidth: Int
        var clientWidth: Int
        var brokenImages: [String]
        var title: String
        /// The page's direction (`<html dir>`).
        var dir: String?
        var h1: String?
        var maps: [MapBoxes]
        /// The itinerary's headings (`h2`, `h3`), whose rules must not run under a map.
        var headings: [MapBoxes.Box]
    }

    /// A map's box and its figure's, in CSS pixels from the frame's top left; `day` for a day's own map.
    struct MapBoxes: Decodable {
        struct Box: Decodable { var left, right, top, bottom: Double }
        var map: Box
        var container: Box
        var shown: Bool
        var day: Bool
    }

    private func browser(_ arguments: [String]) throws -> String {
        try HeadlessChromium.run(arguments)
    }

    private func probe(_ page: URL, width: Int = 375) throws -> Probe {
        let harness = Repository.file("Tests/Support/page-probe.html")
        let target = "\(width),\(page.absoluteString)".addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        let dom = try browser([
            "--allow-file-access-from-files", "--virtual-time-budget=5000", "--window-size=\(max(width + 40, 800)),900",
            "--dump-dom", harness.absoluteString + "#" + target,
        ])
        let text = try #require(HeadlessChromium.harnessOutput(dom), "no probe output for \(page.lastPathComponent)")
        return try JSONDecoder().decode(Probe.self, from: Data(text.utf8))
    }

    private func buildExample() throws -> ScratchFolder {
        let folder = try ScratchFolder()
        let trips = Repository.file("Examples/trips.json").path
        #expect(try TripsiteBinary.run(["build", trips, "-o", "site", "-q"], in: folder.url).status == 0)
        return folder
    }

    @Test("pages fit a phone's width, show their heading, and every image loads")
    func pagesOnAPhone() throws {
        let folder = try buildExample()
        let pages = ["index.html", "404.html", "trips/trip-lisbon-2025/index.html", "trips/trip-kyoto-2024/index.html",
                     "trips/trip-seoul-2026/index.html", "trips/trip-lisbon-2025/print.html"]
        for page in pages {
            let result = try probe(folder.url.appendingPathComponent("site/" + page))
            #expect(result.scrollWidth <= result.clientWidth, "\(page) is \(result.scrollWidth) px wide in a \(result.clientWidth) px window")
            #expect(result.brokenImages.isEmpty, "\(page): \(result.brokenImages)")
            #expect(result.h1?.isEmpty == false, "\(page) has no heading")
        }
    }

    @Test("the index, its later pages, a country's and a trip page never scroll sideways, from 320 to 1920 px wide",
          arguments: [320, 768, 1280, 1920])
    func widths(width: Int) throws {
        let folder = try buildExample()
        // One trip a page: the example's listings on numbered pages, with their links.
        let trips = Repository.file("Examples/trips.json").path
        #expect(try TripsiteBinary.run(["build", trips, "-o", "paged", "-q", "--page-size", "1"], in: folder.url).status == 0)
        for page in ["site/index.html", "site/trips/trip-capetown-2025/index.html", "paged/index.html", "paged/page/3/index.html",
                     "paged/countries/us/page/2/index.html"] {
            let result = try probe(folder.url.appendingPathComponent(page), width: width)
            #expect(result.clientWidth > width - 40, "the frame is \(result.clientWidth) px for \(width)")
            #expect(result.scrollWidth <= result.clientWidth, "\(page) at \(width) px: \(result.scrollWidth) > \(result.clientWidth)")
        }
    }

    @Test("the Arabic pages run right to left and never scroll sideways, from 320 to 1920 px wide", arguments: [320, 768, 1280, 1920])
    func arabicWidths(width: Int) throws {
        let folder = try ScratchFolder()
        let trips = Repository.file("Examples/trips.json").path
        #expect(try TripsiteBinary.run(["build", trips, "-o", "site", "-q", "--language", "ar"], in: folder.url).status == 0)
        for page in ["index.html", "404.html", "countries/pt/index.html", "trips/trip-lisbon-2025/index.html", "trips/trip-big-sur-2026/index.html",
                     "trips/trip-lisbon-2025/print.html"] {
            let result = try probe(folder.url.appendingPathComponent("site/" + page), width: width)
            #expect(result.dir == "rtl", "\(page)")
            #expect(result.clientWidth > width - 40, "the frame is \(result.clientWidth) px for \(width)")
            #expect(result.scrollWidth <= result.clientWidth, "\(page) at \(width) px: \(result.scrollWidth) > \(result.clientWidth)")
            #expect(result.h1?.isEmpty == false, "\(page) has no heading")
            for map in result.maps {
                #expect(map.map.left >= map.container.left - 1 && map.map.right <= map.container.right + 1, "\(page) at \(width) px: a map outside its figure")
            }
        }
    }

    @Test("the exported page shows everything from the file alone")
    func exportedPage() throws {
        let folder = try ScratchFolder()
        let trips = Repository.file("Examples/trips.json").path
        #expect(try TripsiteBinary.run(["export", "trip-kyoto-2024", trips, "-q"], in: folder.url).status == 0)
        let result = try probe(folder.url.appendingPathComponent("trip-kyoto-2024.html"))
        #expect(result.brokenImages.isEmpty)
        #expect(result.h1 == "Autumn Leaves in Kyoto")
        #expect(result.scrollWidth <= result.clientWidth)
    }

    @Test("the printable itinerary prints on A4 and on US Letter when its style asks for them", arguments: ["A4", "letter"])
    func paperSizes(paper: String) throws {
        let folder = try buildExample()
        let page = folder.url.appendingPathComponent("site/trips/trip-lisbon-2025/print.html")
        let sized = folder.url.appendingPathComponent("site/trips/trip-lisbon-2025/print-\(paper).html")
        let html = try String(contentsOf: page, encoding: .utf8)
        try html.replacingOccurrences(of: "</head>", with: "<style>@page { size: \(paper); }</style>\n</head>")
            .write(to: sized, atomically: true, encoding: .utf8)
        let pdf = folder.url.appendingPathComponent("\(paper).pdf")
        _ = try browser(["--no-pdf-header-footer", "--print-to-pdf=\(pdf.path)", sized.absoluteString])
        let text = String(decoding: try Data(contentsOf: pdf), as: UTF8.self)
        // The page box is the paper asked for: A4 is 595 × 842 points, Letter 612 × 792.
        let mediaBox = text.firstMatch(of: /\/MediaBox\s*\[\s*0\s+0\s+([0-9.]+)\s+([0-9.]+)/)
        let size = try #require(mediaBox.map { (Double($0.output.1)!.rounded(), Double($0.output.2)!.rounded()) })
        #expect(paper == "A4" ? size == (595, 842) || size == (595, 841) : size == (612, 792), "\(paper): \(size)")
    }

    /// A trip's printable itinerary of the built example, printed to a PDF by the browser.
    private func printedItinerary(_ trip: String, in folder: ScratchFolder) throws -> URL {
        let pdf = folder.url.appendingPathComponent("\(trip).pdf")
        let page = folder.url.appendingPathComponent("site/trips/\(trip)/print.html")
        _ = try browser(["--no-pdf-header-footer", "--print-to-pdf=\(pdf.path)", page.absoluteString])
        return pdf
    }

    @Test("the printable itinerary's days flow one after another, not a sheet each")
    func daysFlow() throws {
        let folder = try buildExample()
        let pdf = try printedItinerary("trip-kyoto-2024", in: folder)
        let bytes = try Data(contentsOf: pdf)
        let text = String(decoding: bytes, as: UTF8.self)
        let pages = text.matches(of: /\/Type\s*\/Page(?!s)/).count
        let days = try folder.read("site/trips/trip-kyoto-2024/trip-kyoto-2024.md").components(separatedBy: "\n### ").count - 1
        #expect(days == 7)
        #expect(pages > 0 && pages < days, "\(pages) pages for \(days) days")
    }

    @Test("each map (the index's and the trips') is shown, has a size, and stays inside its figure and the window, from 320 to 1920 px",
          arguments: [320, 768, 1280, 1920])
    func mapsFit(width: Int) throws {
        let folder = try buildExample()
        for page in ["index.html", "trips/trip-lisbon-2025/index.html", "trips/trip-big-sur-2026/index.html", "trips/trip-lisbon-2025/print.html"] {
            let result = try probe(folder.url.appendingPathComponent("site/" + page), width: width)
            let tripMaps = result.maps.filter { !$0.day }
            #expect(tripMaps.count == 1, "\(page) has \(tripMaps.count) trip maps")
            for boxes in tripMaps {
                let map = boxes.map
                #expect(boxes.shown && map.right - map.left > 200 && map.bottom - map.top > 100, "\(page) at \(width) px: \(map)")
                expectInside(boxes, result, "\(page) at \(width) px")
                // A heading beside the map stops at it: its rule does not run under the map and its caption.
                let figure = boxes.container
                for heading in result.headings where heading.top < figure.bottom && heading.bottom > figure.top {
                    #expect(heading.right <= figure.left + 0.5 || heading.left >= figure.right - 0.5,
                            "\(page) at \(width) px: a heading \(heading) runs under the map's figure \(figure)")
                }
            }
        }
    }

    /// The map lies within its figure and the window.
    private func expectInside(_ boxes: MapBoxes, _ result: Probe, _ label: String) {
        let (map, container) = (boxes.map, boxes.container)
        #expect(map.left >= container.left - 0.5 && map.right <= container.right + 0.5, "\(label): \(map) in \(container)")
        #expect(map.left >= -0.5 && map.right <= Double(result.clientWidth) + 0.5, "\(label): \(map) in \(result.clientWidth) px")
    }

    @Test("each day map is shown, small, inside its figure and the window, from 320 to 1920 px: full width on a phone, beside the day wider",
          arguments: [320, 430, 768, 1280, 1920])
    func dayMapsFit(width: Int) throws {
        let folder = try buildExample()
        // Lisbon: days 1, 2, 4 and 5; the days out and home fly across the Atlantic (the trip's map shows that), day 3
        // has one located stop, day 6 none.
        for page in ["trips/trip-lisbon-2025/index.html", "trips/trip-lisbon-2025/print.html"] {
            let result = try probe(folder.url.appendingPathComponent("site/" + page), width: width)
            #expect(result.scrollWidth <= result.clientWidth, "\(page) at \(width) px: \(result.scrollWidth) > \(result.clientWidth)")
            let dayMaps = result.maps.filter(\.day)
            #expect(dayMaps.count == 4, "\(page) has \(dayMaps.count) day maps")
            for boxes in dayMaps {
                let (map, label) = (boxes.map, "\(page) at \(width) px")
                let mapWidth = map.right - map.left
                #expect(boxes.shown && map.bottom - map.top > 60, "\(label): \(map)")
                // A phone: the column's width (the page's padding aside), at most 24rem; wider: 15rem beside the day.
                let expected = width < 768 ? min(Double(result.clientWidth) - 32, 384) : 240
                #expect(abs(mapWidth - expected) <= 2, "\(label): \(mapWidth) px wide, not \(expected)")
                expectInside(boxes, result, label)
            }
        }
    }

    @Test("the printed itinerary has the map on its first page, with its legend and its credit")
    func mapPrinted() throws {
        let folder = try buildExample()
        let pdf = try printedItinerary("trip-lisbon-2025", in: folder)
        let result = try ExternalTool.run(["pdftotext", "-f", "1", "-l", "1", pdf.path, "-"])
        #expect(result.status == 0, "pdftotext failed (run `make test-tools`)")
        #expect(result.text.contains("GSHHG"), "\(result.text)")
        #expect(result.text.contains("Numbered pins: the stops"), "the legend")
        // The day maps print too. Each map credits its coasts: the trip map twice (in the map and under it) and
        // the 4 day maps once each, all drawn from GSHHG's finer coasts at a city's scale.
        let all = try ExternalTool.run(["pdftotext", pdf.path, "-"])
        let credits = all.text.components(separatedBy: "GSHHG").count - 1
        #expect(credits == 6, "\(credits) credits in \(all.text)")
        let html = try String(contentsOf: folder.url.appendingPathComponent("site/trips/trip-lisbon-2025/print.html"), encoding: .utf8)
        #expect(html.components(separatedBy: "<svg").count - 1 == 5 && html.components(separatedBy: "map-land").count - 1 == 5)
    }
}
