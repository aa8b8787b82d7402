import Foundation
import TripsiteTestSupport
import Testing

/// End-to-end tests of `tripsite export`: self-contained pages, redaction, and care with existing files.
@Suite("tripsite export")
struct ExportCommandTests {
    static let examples = Repository.file("Examples/trips.json").path

    /// Every `src`/`href` attribute value of a page.
    private func references(in html: String) -> [String] {
        html.matches(of: /\s(?:src|href)="([^"]*)"/).map { String($0.output.1) }
    }

    @Test("the HTML export needs no other file: stylesheet inlined, local images embedded, no site links")
    func selfContained() throws {
        let folder = try ScratchFolder()
        let run = try TripsiteBinary.run(["export", "trip-kyoto-2024", Self.examples], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        let page = try folder.read("trip-kyoto-2024.html")
        #expect(page.contains("<style>"))
        #expect(!page.contains("<link"))
        #expect(!page.contains("<script"))
        for reference in references(in: page) {
            let isInPage = reference.hasPrefix("#")
            let isEmbedded = reference.hasPrefix("data:image/")
            let isWebLink = reference.hasPrefix("https://") || reference.hasPrefix("http://")
            #expect(isInPage || isEmbedded || isWebLink, "reference to another file: \(reference)")
        }
        // Web links may be followed, but nothing is loaded from the web to show the page.
        for source in page.matches(of: /\ssrc="([^"]*)"/).map({ String($0.output.1) }) {
            #expect(source.hasPrefix("data:image/"), "\(source.prefix(60))")
        }
        #expect(page.contains("src=\"data:image/svg+xml;base64,"))
        #expect(page.contains("Fushimi Inari"))

        // The same, read by a real HTML parser: every resource is embedded, no stylesheet or script is loaded.
        let parsed = try HTMLReferences.read(folder.url.appendingPathComponent("trip-kyoto-2024.html"))
        #expect(!parsed.resources.isEmpty)
        #expect(parsed.resources.allSatisfy { $0.hasPrefix("data:image/") }, "\(parsed.resources.map { $0.prefix(40) })")
        #expect(parsed.stylesheets.isEmpty && parsed.scripts.isEmpty && parsed.handlers.isEmpty)
        #expect(parsed.links.allSatisfy { $0.hasPrefix("#") || $0.hasPrefix("https://") || $0.hasPrefix("http://") }, "\(parsed.links)")
    }

    @Test("only the trip's own checked images are embedded: a description cannot name another file")
    func embeddedImagesAreTheTrips() throws {
        let folder = try ScratchFolder()
        let secret = try ScratchFolder()
        try secret.write("secret.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\">SECRET</svg>")
        try folder.write("photo.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
        try folder.write(".hidden.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\">HIDDEN</svg>")
        let outside = secret.url.appendingPathComponent("secret.svg").path
        try folder.write("trips.json", """
        [{"id": "e", "destination": "Lisbon, Portugal", "start_date": "2025-01-01", "end_date": "2025-01-02",
          "image_url": "photo.svg",
          "trip_description": "![a](tripsite-embedded-image:\(outside)) ![b](tripsite-embedded-image:../x/secret.svg) ![c](tripsite-embedded-image:.hidden.svg) ![d](tripsite-embedded-image:photo.svg%00.png)",
          "activities": [{"name": "Walk", "day_number": 1, "image_url": ".hidden.svg"}]}]
        """)
        let run = try TripsiteBinary.run(["export", "e", "trips.json", "-o", "e.html"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("\".hidden.svg\" is a hidden file or in a hidden folder"), "\(run.stderr)")
        let page = try folder.read("e.html")
        let embedded = page.matches(of: /src="data:image\/svg\+xml;base64,([^"]*)"/).map { String($0.output.1) }
        #expect(embedded.count == 1, "only the trip's image is embedded")
        let decoded = embedded.compactMap { Data(base64Encoded: $0).map { String(decoding: $0, as: UTF8.self) } }
        #expect(!decoded.contains { $0.contains("SECRET") || $0.contains("HIDDEN") })
    }

    @Test("an export reports the warnings about its trip, not those about the other trips")
    func warningsOfTheTrip() throws {
        let folder = try ScratchFolder()
        try folder.write("trips.json", """
        [{"id": "a", "destination": "Lisbon, Portugal", "start_date": "2025-01-01", "end_date": "2025-01-02", "image_url": "missing-a"},
         {"id": "b", "destination": "Lisbon, Portugal", "start_date": "2025-01-01", "end_date": "2025-01-02", "image_url": "missing-b"}]
        """)
        let runB = try TripsiteBinary.run(["export", "b", "trips.json"], in: folder.url)
        #expect(runB.status == 0, "\(runB.stderr)")
        #expect(runB.stderr.contains("trips[1].image_url") && !runB.stderr.contains("trips[0]"), "\(runB.stderr)")
        let runA = try TripsiteBinary.run(["export", "a", "trips.json"], in: folder.url)
        #expect(runA.stderr.contains("trips[0].image_url") && !runA.stderr.contains("trips[1]"), "\(runA.stderr)")
    }

    @Test("an unknown trip lists the trips there are and exits 64, writing nothing")
    func unknownTrip() throws {
        let folder = try ScratchFolder()
        let run = try TripsiteBinary.run(["export", "atlantis", Self.examples], in: folder.url)
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: no trip \"atlantis\" in \(Self.examples); give a trip's id, folder name or title: "
            + "trip-lisbon-2025 (\"Tapas & Fado: *Lisbon* <3\", 2025-05-02 to 2025-05-09), trip-kyoto-2024 (\"Autumn Leaves in Kyoto\", 2024-11-22 to 2024-11-28), "))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }

    @Test("--format all writes the page (with the day maps), the Markdown (without) and the calendar side by side; --redact removes what is private")
    func allRedacted() throws {
        let folder = try ScratchFolder()
        let run = try TripsiteBinary.run(["export", "trip-lisbon-2025", Self.examples, "--format", "all", "--output", "shared", "--redact"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        for ext in ["html", "md", "ics"] {
            let text = try folder.read("shared/trip-lisbon-2025.\(ext)")
            #expect(text.contains("Fado dinner"), "\(ext) has the itinerary")
            for secret in ["€", "$6", "K7PQ2M", "MAL-48213", "Budget", "Travelers", "## Cost"] {
                #expect(!text.contains(secret), "\(ext) shows \(secret)")
            }
        }
        let reports = try CalendarFileTests.parse([folder.url.appendingPathComponent("shared/trip-lisbon-2025.ics")])
        #expect(reports.values.first?.events == 16)
        // The page has the four days' own maps (the days at the destination with two stops or more) after their headings; the Markdown stays plain.
        let page = try folder.read("shared/trip-lisbon-2025.html")
        #expect(page.components(separatedBy: "<figure class=\"day-map\"><svg ").count - 1 == 4)
        #expect(page.contains("<h3 id=\"day-2\">Day 2 · Sunday 4 May 2025</h3>\n<p class=\"night\"><strong>Tonight:</strong> Memmo Alfama Design Hotel</p>\n<figure class=\"day-map\">"))
        let markdown = try folder.read("shared/trip-lisbon-2025.md")
        #expect(!markdown.contains("<svg") && !markdown.contains("day-map"))
    }

    @Test("without --redact the export keeps prices and confirmations")
    func unredacted() throws {
        let folder = try ScratchFolder()
        #expect(try TripsiteBinary.run(["export", "trip-lisbon-2025", Self.examples, "--format", "md"], in: folder.url).status == 0)
        let markdown = try folder.read("trip-lisbon-2025.md")
        #expect(markdown.contains("K7PQ2M") && markdown.contains("## Cost"))
        #expect(!markdown.contains("media/"), "local images are left out of shared Markdown")
    }

    @Test("--no-show-private leaves out the confirmation numbers only, as a build does, and says so")
    func withoutPrivateDetails() throws {
        let folder = try ScratchFolder()
        let run = try TripsiteBinary.run(["export", "trip-lisbon-2025", Self.examples, "--format", "md", "--no-show-private"], in: folder.url)
        #expect(run.status == 0)
        #expect(run.stdout == "Exported trip-lisbon-2025 (without confirmation numbers): trip-lisbon-2025.md\n", "\(run.stdout)")
        let markdown = try folder.read("trip-lisbon-2025.md")
        #expect(!markdown.contains("K7PQ2M") && !markdown.contains("Confirmation numbers"))
        #expect(markdown.contains("## Cost") && markdown.contains("Total: €"), "prices are kept")
    }

    @Test("an existing file is never replaced without --force")
    func existingFile() throws {
        let folder = try ScratchFolder()
        try folder.write("lisbon.ics", "mine")
        let refused = try TripsiteBinary.run(["export", "trip-lisbon-2025", Self.examples, "--format", "ics", "-o", "lisbon.ics"], in: folder.url)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("lisbon.ics: error: already exists; choose another --output, or pass --force to replace it"))
        #expect(try folder.read("lisbon.ics") == "mine")
        let forced = try TripsiteBinary.run(["export", "trip-lisbon-2025", Self.examples, "--format", "ics", "-o", "lisbon.ics", "--force"], in: folder.url)
        #expect(forced.status == 0)
        #expect(try folder.read("lisbon.ics").hasPrefix("BEGIN:VCALENDAR\r\n"))
    }

    @Test("export never writes through a link: not one that leads nowhere, not one to a file with --force")
    func links() throws {
        let folder = try ScratchFolder()
        let outside = try ScratchFolder()
        let missing = outside.url.appendingPathComponent("planted.ics").path
        try outside.write("theirs.ics", "theirs")
        let theirs = outside.url.appendingPathComponent("theirs.ics").path
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("dangling.ics").path, withDestinationPath: missing)
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("linked.ics").path, withDestinationPath: theirs)
        for (name, force) in [("dangling.ics", false), ("dangling.ics", true), ("linked.ics", true)] {
            let run = try TripsiteBinary.run(
                ["export", "trip-lisbon-2025", Self.examples, "--format", "ics", "-o", name] + (force ? ["--force"] : []), in: folder.url)
            #expect(run.status == 1, "\(name) \(force)")
            #expect(run.stderr.contains("\(name): error: is a symbolic link; tripsite does not write through links, even with --force; choose another --output"), "\(run.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: missing))
        #expect(try outside.read("theirs.ics") == "theirs")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.url.appendingPathComponent("linked.ics").path) == theirs)
    }

    @Test("the seed export's every trip exports in every format", .enabled(if: SeedData.isPresent))
    func seed() throws {
        let folder = try ScratchFolder()
        let trips = SeedData.trips.path
        let countries = SeedData.countries.path
        for id in ["trip-001", "trip-002", "trip-003", "trip-004", "trip-005"] {
            let run = try TripsiteBinary.run(["export", id, trips, "--countries", countries, "--format", "all", "-o", id, "-q"], in: folder.url)
            #expect(run.status == 0, "\(id): \(run.stderr)")
            for ext in ["html", "md", "ics"] { #expect(folder.exists("\(id)/\(id).\(ext)")) }
        }
    }
}

/// What a page refers to, as Python's HTML parser reads it (Tests/Support/html_references.py).
struct HTMLReferences: Decodable {
    var resources: [String]
    var links: [String]
    var scripts: [String]
    var stylesheets: [String]
    var handlers: [String]
    var lang: String?
    var headings: [Int]
    var landmarks: [String]
    var images_without_alt: Int

    static func read(_ file: URL) throws -> HTMLReferences {
        let script = Repository.file("Tests/Support/html_references.py")
        let data = try ExternalTool.run(["python3", script.path, file.path]).output
        return try JSONDecoder().decode(HTMLReferences.self, from: data)
    }
}
