import Foundation
import TripsiteTestSupport
import Testing

/// The printable itinerary on paper, printed by headless Chromium and read back with poppler's pdfinfo and
/// pdftotext: the days flow on few sheets, every sheet has the trip's title and dates at the top and "Page N
/// of M" at the bottom, the paper is the trip's country's (or the one asked for), links print their address,
/// and a hostile title stays text.
@Suite("printouts", .serialized)
struct PrintoutTests {
    static let example = Repository.file("Examples/trips.json").path
    static let lisbonHeader = "Tapas & Fado: *Lisbon* <3 · 2 May – 9 May 2025"

    /// A printed PDF: its pages' sizes in points (rounded) and the text of each page.
    struct Printout {
        var sizes: [Size]
        var pages: [String]
    }

    struct Size: Equatable, CustomStringConvertible {
        var width: Int
        var height: Int
        static let a4 = Size(width: 595, height: 842)
        static let letter = Size(width: 612, height: 792)
        var description: String { "\(width)x\(height)" }
    }

    private func read(_ pdf: URL) throws -> Printout {
        let info = try ExternalTool.run(["pdfinfo", "-f", "1", "-l", "1000", pdf.path])
        #expect(info.status == 0, "pdfinfo failed (run `make test-tools`): \(info.errors)")
        let sizes = info.text.matches(of: /Page\s+\d+ size:\s+([0-9.]+) x ([0-9.]+) pts/).map {
            // Chromium writes A4 as 594.96 × 841.92 points.
            Size(width: Int(Double($0.output.1)!.rounded()), height: Int(Double($0.output.2)!.rounded()))
        }
        let text = try ExternalTool.run(["pdftotext", "-layout", pdf.path, "-"])
        #expect(text.status == 0, "pdftotext failed (run `make test-tools`)")
        var pages = text.text.components(separatedBy: "\u{0C}")
        if pages.last?.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty == true { pages.removeLast() }
        return Printout(sizes: sizes, pages: pages)
    }

    /// Prints a page as the browser does (its own print styles, no browser header or footer).
    private func print(_ page: URL, to pdf: URL) throws -> Printout {
        _ = try HeadlessChromium.run(["--no-pdf-header-footer", "--print-to-pdf=\(pdf.path)", page.absoluteString])
        return try read(pdf)
    }

    private func build(_ arguments: [String] = [], trips: String = example, in folder: ScratchFolder) throws {
        let run = try TripsiteBinary.run(["build", trips, "-o", "site", "-q"] + arguments, in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
    }

    private func printTrip(_ id: String, in folder: ScratchFolder, as name: String) throws -> Printout {
        try print(folder.url.appendingPathComponent("site/trips/\(id)/print.html"), to: folder.url.appendingPathComponent(name))
    }

    /// Every page has the header and its number, the lines of headings (`### ` in the trip's Markdown) never
    /// end a page, and no page but the last is less than a third full (in lines of text, against the fullest).
    private func expectPaged(_ printout: Printout, header: String, headings: [String], _ label: String) {
        let counts = printout.pages.map { $0.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.count }
        for (index, count) in counts.enumerated().dropLast() {
            #expect(count * 3 >= counts.max()!, "\(label) page \(index + 1): \(count) lines, the fullest \(counts.max()!)")
        }
        for (index, page) in printout.pages.enumerated() {
            let lines = page.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            #expect(lines.first == header, "\(label) page \(index + 1) begins \(lines.first ?? "with nothing")")
            #expect(lines.last == "Page \(index + 1) of \(printout.pages.count)", "\(label) page \(index + 1) ends \(lines.last ?? "with nothing")")
            if index + 1 < printout.pages.count, lines.count >= 2 {
                let lastText = lines[lines.count - 2]
                #expect(!headings.contains(lastText), "\(label) page \(index + 1) ends with the heading \(lastText)")
            }
        }
    }

    private func headings(_ folder: ScratchFolder, _ id: String) throws -> [String] {
        try folder.read("site/trips/\(id)/\(id).md").split(separator: "\n").filter { $0.hasPrefix("## ") || $0.hasPrefix("### ") }
            .map { String($0.drop { $0 == "#" || $0 == " " }) }
    }

    @Test("the Lisbon itinerary prints its 8 days on a few pages with header and page numbers: A4, its country's paper, or Letter with --paper",
          arguments: [("A4", [String]()), ("Letter", ["--paper", "letter"])])
    func lisbon(paper: String, arguments: [String]) throws {
        let folder = try ScratchFolder()
        try build(arguments, in: folder)
        let printout = try printTrip("trip-lisbon-2025", in: folder, as: "lisbon.pdf")
        let size: Size = paper == "A4" ? .a4 : .letter
        #expect(printout.sizes.allSatisfy { $0 == size }, "\(printout.sizes)")
        // At most 4 A4 sheets (a day per sheet printed 13); Letter is 18 mm shorter.
        #expect((2...(paper == "A4" ? 4 : 5)).contains(printout.pages.count), "\(printout.pages.count) pages (a day per sheet printed 13)")
        expectPaged(printout, header: Self.lisbonHeader, headings: try headings(folder, "trip-lisbon-2025"), paper)
    }

    /// Each sheet but the last ends (on the line before "Page N of M") with neither a heading of the trip's
    /// Markdown nor the night under a day's heading. A heading may print with the day's map beside it.
    private func expectNoSheetEndsOnHeading(_ printout: Printout, headings: [String], _ label: String) {
        let nights = ["Tonight:", "Each night:", "Night flight", "Last day"]
        for (index, page) in printout.pages.enumerated().dropLast() {
            let lines = page.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard lines.count >= 2 else { continue }
            let last = lines[lines.count - 2]
            let isHeading = headings.contains { last == $0 || last.hasPrefix($0 + "  ") }
            #expect(!isHeading && !nights.contains { last.hasPrefix($0) }, "\(label) page \(index + 1) ends with \(last)")
        }
    }

    /// The ids of the trips of a built site.
    private func tripIDs(_ folder: ScratchFolder, site: String = "site") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("\(site)/trips").path).sorted()
    }

    /// A line of a printed sheet's body (between the 14 mm margins that hold the running header and the page
    /// number): its top and bottom in points from the top of the sheet, and its words.
    struct PrintedLine {
        var top: Double
        var bottom: Double
        var text: String
    }

    /// The sheets of a PDF, each with its height and the lines of its body, by pdftotext's word boxes.
    private func printedLines(_ pdf: URL) throws -> [(height: Double, lines: [PrintedLine])] {
        let result = try ExternalTool.run(["pdftotext", "-bbox", pdf.path, "-"])
        #expect(result.status == 0, "pdftotext failed (run `make test-tools`)")
        let margin = 14 / 25.4 * 72
        return result.text.matches(of: /<page width="[0-9.]+" height="([0-9.]+)">(.*?)<\/page>/.dotMatchesNewlines()).map { page in
            let height = Double(page.output.1)!
            var lines: [Int: [(x: Double, top: Double, bottom: Double, word: String)]] = [:]
            for word in page.output.2.matches(of: /<word xMin="([0-9.]+)" yMin="([0-9.]+)" xMax="[0-9.]+" yMax="([0-9.]+)">([^<]*)<\/word>/) {
                let (x, top, bottom) = (Double(word.output.1)!, Double(word.output.2)!, Double(word.output.3)!)
                guard top > margin, bottom < height - margin else { continue }
                lines[Int(top.rounded()), default: []].append((x, top, bottom, String(word.output.4)))
            }
            return (height, lines.sorted { $0.key < $1.key }.map { _, words in
                let words = words.sorted { $0.x < $1.x }
                return PrintedLine(top: words.map(\.top).min()!, bottom: words.map(\.bottom).max()!, text: words.map(\.word).joined(separator: " "))
            })
        }
    }

    /// The costs never jump whole to a sheet of their own: when the last sheet begins with the "Cost" heading,
    /// the room left at the foot of the sheet before (from its last line to the bottom margin) is less than what
    /// the costs' start needs there: the heading's top margin (.75rem of the 12 pt root), the heading, and the
    /// first two lines of rows (the stylesheet keeps the first row with the second, so that no single row is left
    /// behind), as printed on the last sheet, and half a line of body text (6.75 pt) for the leading that
    /// pdftotext's word boxes leave out above the heading, below the rows and below the sheet's last line. Then the
    /// costs, which may go on over a page, would have started there and fitted whenever that room held them. Checked
    /// in Chromium against this estimate: Big Sur's costs (56 pt free, 67 pt needed) and seed trip 4's (64 pt free,
    /// 69.5 needed) start on the sheet before as soon as one line of text (13.5 pt) is taken from it.
    private func expectCostsNotPushedWhole(_ pdf: URL, _ label: String) throws {
        let sheets = try printedLines(pdf)
        guard sheets.count >= 2, let last = sheets.last, last.lines.first?.text == "Cost", last.lines.count >= 2 else { return }
        let before = sheets[sheets.count - 2]
        let room = before.height - 14 / 25.4 * 72 - (before.lines.map(\.bottom).max() ?? 0)
        let headingMargin = 0.75 * 12.0, leading = 13.5 / 2
        let needed = headingMargin + leading + last.lines[min(2, last.lines.count - 1)].bottom - last.lines[0].top
        #expect(room < needed, "\(label): the costs begin the last sheet, though the sheet before has \(Int(room)) pt free and their heading and first rows take \(Int(needed)) pt")
    }

    @Test("no sheet of an example trip, or of a seed trip when the seed folder is there, ends on a heading or a day's night, and the costs never jump whole to a sheet of their own")
    func headingsKeptWithTheirItems() throws {
        let folder = try ScratchFolder()
        try build(in: folder)
        for id in try tripIDs(folder) {
            let printout = try printTrip(id, in: folder, as: "\(id).pdf")
            expectNoSheetEndsOnHeading(printout, headings: try headings(folder, id), id)
            try expectCostsNotPushedWhole(folder.url.appendingPathComponent("\(id).pdf"), id)
        }
        guard SeedData.isPresent else { return }
        let countries = SeedData.countries.path
        try build(["--countries", countries], trips: SeedData.trips.path, in: folder)
        for id in try tripIDs(folder) {
            let printout = try printTrip(id, in: folder, as: "seed-\(id).pdf")
            expectNoSheetEndsOnHeading(printout, headings: try headings(folder, id), "seed \(id)")
            try expectCostsNotPushedWhole(folder.url.appendingPathComponent("seed-\(id).pdf"), "seed \(id)")
        }
    }

    @Test("the check of the costs' place finds a cost section pushed whole to the last sheet")
    func costsCheckFinds() throws {
        let folder = try ScratchFolder()
        // Two sheets: the first ends with room to spare, the second begins with the costs.
        try folder.write("pushed.html", """
            <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>t</title>
            <style>@page { size: A4; margin: 14mm 13mm; } body { font: 10pt/1.35 sans-serif; }</style></head>
            <body><p>Itinerary</p><h2 style="break-before: page">Cost</h2><ul><li>Flights: €100.00</li><li>Total: €100.00</li></ul></body></html>
            """)
        let pdf = folder.url.appendingPathComponent("pushed.pdf")
        _ = try print(folder.url.appendingPathComponent("pushed.html"), to: pdf)
        let sheets = try printedLines(pdf)
        #expect(sheets.count == 2 && sheets[1].lines.first?.text == "Cost", "\(sheets.map { $0.lines.map(\.text) })")
        let before = sheets[0]
        let room = before.height - 14 / 25.4 * 72 - (before.lines.map(\.bottom).max() ?? 0)
        #expect(room > sheets[1].lines[1].bottom - sheets[1].lines[0].top, "the rule would report this printout")
    }

    /// The example trips and, when the seed folder is there, the seed trips: the trips file, the build's extra
    /// arguments, and the ids of its trips.
    private func exampleAndSeedInputs() throws -> [(trips: String, arguments: [String])] {
        var inputs = [(Self.example, [String]())]
        if SeedData.isPresent {
            let countries = SeedData.folder.appendingPathComponent("voyatek-countries.json").path
            inputs.append((SeedData.folder.appendingPathComponent("voyatek-trips.json").path, ["--countries", countries]))
        }
        return inputs
    }

    @Test("export --format pdf prints every example and seed trip on as many sheets as its print.html, with the same private details",
          arguments: [(["--show-private"], [String]()), ([String](), ["--no-show-private"])])
    func exportMatchesPrintout(build buildArguments: [String], export exportArguments: [String]) throws {
        let folder = try ScratchFolder()
        for (trips, arguments) in try exampleAndSeedInputs() {
            try build(buildArguments + arguments, trips: trips, in: folder)
            for id in try tripIDs(folder) {
                let printed = try printTrip(id, in: folder, as: "\(id)-print.pdf")
                let run = try TripsiteBinary.run(
                    ["export", id, trips, "--format", "pdf", "-o", "\(id)-export.pdf", "-q", "--force"] + arguments + exportArguments, in: folder.url)
                #expect(run.status == 0, "\(run.stderr)")
                let exported = try read(folder.url.appendingPathComponent("\(id)-export.pdf"))
                #expect(exported.pages.count == printed.pages.count, "\(id) \(exportArguments): export \(exported.pages.count) sheets, print.html \(printed.pages.count)")
                // The same private details: a confirmation number is in both or in neither.
                let confirmations = { (printout: Printout) in printout.pages.joined().contains("Confirmation numbers") }
                #expect(confirmations(exported) == confirmations(printed), "\(id) \(exportArguments): confirmation numbers in one only")
            }
        }
    }

    @Test("a 30-day trip prints on at most 12 A4 sheets, none but the last less than a third full")
    func thirtyDays() throws {
        let folder = try ScratchFolder()
        var activities: [String] = []
        for day in 1...30 {
            for (slot, time) in ["09:00", "13:30", "19:00"].enumerated() {
                activities.append("""
                    {"name": "Visit \(day).\(slot + 1)", "day_number": \(day), "scheduled_time": "\(time)", "duration": "2 hours",
                     "location": "Rua \(day), Porto", "description": "Half a day out, with a line of notes to read on the way there."}
                    """)
            }
        }
        try folder.write("month.json", """
            [{"id": "month", "title": "A month in Porto", "destination": "Porto, Portugal", "start_date": "2025-06-01",
              "end_date": "2025-06-30", "activities": [\(activities.joined(separator: ",\n"))]}]
            """)
        try build(["--paper", "a4"], trips: "month.json", in: folder)
        let slug = try #require(FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("site/trips").path).first)
        let printout = try printTrip(slug, in: folder, as: "month.pdf")
        #expect((2...12).contains(printout.pages.count), "\(printout.pages.count) pages (a day per sheet printed 38)")
        expectPaged(printout, header: "A month in Porto · 1 Jun – 30 Jun 2025", headings: try headings(folder, slug), "30 days")
    }

    @Test("a trip in the United States prints on Letter; paper = \"a4\" in tripsite.toml and --paper choose, the flag first")
    func paperChoice() throws {
        let folder = try ScratchFolder()
        try build(in: folder)
        #expect(try printTrip("trip-nyc-2025", in: folder, as: "nyc.pdf").sizes.allSatisfy { $0 == .letter })
        try folder.write("tripsite.toml", "paper = \"a4\"\n")
        try build(["--config", "tripsite.toml"], in: folder)
        #expect(try printTrip("trip-nyc-2025", in: folder, as: "nyc-a4.pdf").sizes.allSatisfy { $0 == .a4 })
        try build(["--config", "tripsite.toml", "--paper", "letter"], in: folder)
        #expect(try printTrip("trip-lisbon-2025", in: folder, as: "lisbon-letter.pdf").sizes.allSatisfy { $0 == .letter })
    }

    @Test("a place's website prints after its name; map links and in-page anchors print no address")
    func linkAddresses() throws {
        let folder = try ScratchFolder()
        try build(in: folder)
        let text = try printTrip("trip-big-sur-2026", in: folder, as: "big-sur.pdf").pages.joined(separator: "\n")
        #expect(text.contains("Bixby Creek Bridge (https://www.parks.ca.gov/)"))
        #expect(text.contains("Nepenthe (https://www.nepenthe.com/)"))
        #expect(!text.contains("openstreetmap.org"))
        #expect(!text.contains("(#"))
    }

    @Test("export --format pdf is A4 for a Portuguese trip, Letter for a US trip and with --paper letter, A4 with --paper a4")
    func exportedPaper() throws {
        let folder = try ScratchFolder()
        let cases: [(trip: String, arguments: [String], size: Size)] = [
            ("trip-lisbon-2025", [], .a4), ("trip-nyc-2025", [], .letter), ("trip-lisbon-2025", ["--paper", "letter"], .letter),
            ("trip-nyc-2025", ["--paper", "a4"], .a4),
        ]
        for (index, item) in cases.enumerated() {
            let file = "\(index).pdf"
            let run = try TripsiteBinary.run(["export", item.trip, Self.example, "--format", "pdf", "-o", file, "-q"] + item.arguments, in: folder.url)
            #expect(run.status == 0, "\(run.stderr)")
            let printout = try read(folder.url.appendingPathComponent(file))
            #expect(!printout.sizes.isEmpty && printout.sizes.allSatisfy { $0 == item.size }, "\(item): \(printout.sizes)")
            if item.trip == "trip-lisbon-2025" {
                #expect(printout.pages.count <= 5, "\(printout.pages.count) pages")
                expectPaged(printout, header: Self.lisbonHeader, headings: [], "export \(item.arguments)")
            }
        }
    }

    @Test("--paper takes a4 or letter only", arguments: [["build", example], ["export", "trip-lisbon-2025", example]])
    func unknownPaper(command: [String]) throws {
        let folder = try ScratchFolder()
        let run = try TripsiteBinary.run(command + ["--paper", "b5"], in: folder.url)
        #expect(run.status == 64)
        #expect(run.stderr.contains("The value 'b5' is invalid for '--paper <a4|letter>'"), "\(run.stderr)")
    }

    @Test("a hostile title stays text: it prints as written in the header and the heading, and runs no script")
    func hostileTitle() throws {
        let folder = try ScratchFolder()
        let title = "Bad \\\"}</style><script>document.title='owned'</script>\n{ @page { size: A5 } '"
        let trips: [[String: Any]] = [[
            "id": "t1", "title": title, "destination": "Lisbon, Portugal", "start_date": "2025-05-01", "end_date": "2025-05-03",
            "activities": [["name": "Tram 28", "day_number": 1]],
        ]]
        try folder.write("trips.json", try JSONSerialization.data(withJSONObject: trips))
        try build(trips: "trips.json", in: folder)
        let page = folder.url.appendingPathComponent("site/trips/t1/print.html")
        let dom = try HeadlessChromium.run(["--virtual-time-budget=2000", "--dump-dom", page.absoluteString])
        // The script would have renamed the page.
        #expect(!dom.contains("<title>owned</title>"), "the title's script ran")
        #expect(!dom.contains("<script>"))
        let printout = try print(page, to: folder.url.appendingPathComponent("t1.pdf"))
        #expect(printout.sizes == [.a4], "\(printout.sizes)")
        let flatTitle = title.replacingOccurrences(of: "\n", with: " ")
        let first = try #require(printout.pages.first).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(first.first == flatTitle + " · 1 May – 3 May 2025", "\(first.first ?? "")")
        #expect(first.last == "Page 1 of 1")
        #expect(first.contains { $0.hasSuffix("◆ Activity: Tram 28") })
    }

    /// The phrases of three words or more of English's messages that French writes otherwise, without their
    /// `{placeholders}`: none of them may show in a French page.
    static func englishPhrases() throws -> [String] {
        func messages(_ code: String) throws -> [String: String] {
            let text = try String(contentsOf: Repository.file("Resources/translations/\(code).toml"), encoding: .utf8)
            var table = "", result: [String: String] = [:]
            for line in text.split(separator: "\n") {
                if let header = line.firstMatch(of: /^\[([a-z_.]+)\]$/) { table = String(header.output.1) }
                if let pair = line.firstMatch(of: /^([a-z_]+) = "(.*)"$/) { result[table + "." + pair.output.1] = String(pair.output.2) }
            }
            return result
        }
        let english = try messages("en"), french = try messages("fr")
        return english.filter { french[$0.key] != $0.value }.values.flatMap { $0.split(separator: /\{[a-z_]+\}/) }
            .map { $0.trimmingCharacters(in: .whitespaces.union(.punctuationCharacters)) }
            .filter { $0.split(separator: " ").count >= 3 }
    }

    @Test("the French printout is French throughout: the header's dates, the headings, the words, and \"Page 1 sur 4\" on each sheet")
    func frenchPrintout() throws {
        let folder = try ScratchFolder()
        try build(["--language", "fr"], in: folder)
        let printout = try printTrip("trip-lisbon-2025", in: folder, as: "fr.pdf")
        #expect(printout.pages.count >= 2)
        for (number, page) in printout.pages.enumerated() {
            let lines = page.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            #expect(lines.first == "Tapas & Fado: *Lisbon* <3 · 2 mai – 9 mai 2025", "sheet \(number + 1): \(lines.first ?? "")")
            #expect(lines.last == "Page \(number + 1) sur \(printout.pages.count)", "sheet \(number + 1): \(lines.last ?? "")")
        }
        let text = printout.pages.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("Itinéraire") && text.contains("Jour 1") && text.contains("samedi 3 mai 2025"), "\(text.prefix(600))")
        let phrases = try Self.englishPhrases()
        #expect(phrases.count > 80)
        let english = phrases.filter { text.contains($0) }
        #expect(english.isEmpty, "English in the French printout: \(english)")
    }
}
