import Foundation
import TripsiteTestSupport
import Testing

/// `tripsite export --format pdf`: the printable itinerary as a PDF, read back with poppler's pdftotext.
@Suite("PDF export", .serialized)
struct PDFExportTests {
    /// The text of a PDF, by `pdftotext` (poppler-utils, installed by `make test-tools`).
    private func text(of pdf: URL) throws -> String {
        let result = try ExternalTool.run(["pdftotext", "-layout", pdf.path, "-"])
        #expect(result.status == 0, "pdftotext failed (run `make test-tools`)")
        return result.text
    }

    private func pageCount(_ pdf: URL) throws -> Int {
        String(decoding: try Data(contentsOf: pdf), as: UTF8.self).matches(of: /\/Type\s*\/Page(?!s)/).count
    }

    @Test("every seed trip prints numbered pages with every activity in the text", .enabled(if: SeedData.isPresent))
    func seedTrips() throws {
        let folder = try ScratchFolder()
        let trips = SeedData.trips
        let countries = SeedData.countries.path
        let seed = try JSONSerialization.jsonObject(with: Data(contentsOf: trips)) as! [[String: Any]]
        for trip in seed {
            let id = trip["id"] as! String
            let run = try TripsiteBinary.run(["export", id, trips.path, "--countries", countries, "--format", "pdf", "-q"], in: folder.url)
            #expect(run.status == 0, "\(id): \(run.stderr)")
            let pdf = folder.url.appendingPathComponent("\(id).pdf")
            let text = try text(of: pdf).replacingOccurrences(of: "\n", with: " ")
            for activity in trip["activities"] as! [[String: Any]] {
                let words = (activity["name"] as! String).split(separator: " ").prefix(3).joined(separator: " ")
                #expect(text.contains(words), "\(id): \(words)")
            }
            let pages = try pageCount(pdf)
            #expect(text.contains("Page \(pages) of \(pages)"), "\(id): every page is numbered")
        }
    }

    @Test("every seed trip's print.html, printed by the browser, has numbered pages and every activity", .enabled(if: SeedData.isPresent))
    func seedPrintPages() throws {
        let folder = try ScratchFolder()
        let trips = SeedData.trips
        let countries = SeedData.countries.path
        #expect(try TripsiteBinary.run(["build", trips.path, "--countries", countries, "-o", "site", "-q"], in: folder.url).status == 0)
        let printer = try #require(PDFPrinterProbe.chromium, "Chromium is needed: run `make test-tools`")
        let seed = try JSONSerialization.jsonObject(with: Data(contentsOf: trips)) as! [[String: Any]]
        for trip in seed {
            let id = trip["id"] as! String
            let pdf = folder.url.appendingPathComponent("\(id)-print.pdf")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: printer)
            process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer", "--print-to-pdf=\(pdf.path)",
                                 folder.url.appendingPathComponent("site/trips/\(id)/print.html").absoluteString]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            let text = try text(of: pdf).replacingOccurrences(of: "\n", with: " ")
            for activity in trip["activities"] as! [[String: Any]] {
                let words = (activity["name"] as! String).split(separator: " ").prefix(3).joined(separator: " ")
                #expect(text.contains(words), "\(id): \(words)")
            }
            let pages = try pageCount(pdf)
            #expect(text.contains("Page \(pages) of \(pages)"), "\(id): every page is numbered")
        }
    }

    @Test("the example exports to a PDF with the trip's days, confirmations and costs")
    func example() throws {
        let folder = try ScratchFolder()
        let trips = Repository.file("Examples/trips.json").path
        let run = try TripsiteBinary.run(["export", "trip-kyoto-2024", trips, "--format", "pdf", "-q"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        let pdf = folder.url.appendingPathComponent("trip-kyoto-2024.pdf")
        let text = try text(of: pdf)
        #expect(text.contains("Autumn Leaves in Kyoto"))
        #expect(text.contains("CKG5521908"))
        #expect(text.contains("Total: ¥217,480"))
        let pages = try pageCount(pdf)
        #expect(pages >= 2 && text.contains("Page \(pages) of \(pages)"), "\(pages) pages")
        #expect(!folder.exists("trip-kyoto-2024.pdf.tripsite-print.html"), "the page printed from is removed")
    }

    @Test("without a PDF renderer, export says which to install and writes nothing")
    func missingRenderer() throws {
        let folder = try ScratchFolder()
        let trips = Repository.file("Examples/trips.json").path
        let run = try TripsiteBinary.run(["export", "trip-kyoto-2024", trips, "--format", "pdf"], in: folder.url, environment: ["PATH": "/nonexistent"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("no PDF renderer was found: install Chromium (apt-get install chromium) or WeasyPrint (pip install weasyprint)"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }
}

enum PDFPrinterProbe {
    static let chromium = HeadlessChromium.path
}
