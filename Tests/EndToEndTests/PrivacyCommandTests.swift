import Foundation
import Testing

/// End-to-end tests of what a published site keeps private: confirmation numbers (`--show-private`,
/// `export --redact`) and trips' visibility (`unlisted`, `draft`, `--drafts`, `--noindex`).
@Suite("tripsite build and export: privacy and visibility")
struct PrivacyCommandTests {
    static let flightCode = "QX7Y2Z"
    static let hotelCode = "HTL-88431"
    /// Traveller details under keys the input format does not read: in no file, whatever the options.
    static let unread = ["Ana Viajante", "ana.viajante@example.com", "+351 912 345 678"]
    static let noindexTag = "<meta name=\"robots\" content=\"noindex\">"

    static let trips = """
        [{"id": "lisbon", "title": "Lisbon", "destination": "Lisbon, Portugal", "start_date": "2025-05-01", "end_date": "2025-05-04",
          "travel_style": "City", "traveler_names": ["Ana Viajante"], "email": "ana.viajante@example.com", "phone": "+351 912 345 678",
          "flights": [{"airline": "TAP", "flight_number": "TP1", "departure_date": "2025-05-01", "confirmation": "\(flightCode)"}],
          "hotels": [{"name": "Casa Azul", "check_in_date": "2025-05-01", "check_out_date": "2025-05-04", "confirmation": "\(hotelCode)",
                      "guest_email": "ana.viajante@example.com"}]},
         {"id": "hidden", "title": "Hidden Sintra", "destination": "Sintra, Portugal", "start_date": "2025-06-01", "end_date": "2025-06-02",
          "visibility": "unlisted", "travel_style": "Hiking", "country_code": "ES"},
         {"id": "sketch", "title": "Sketchy Faro", "destination": "Faro, Portugal", "start_date": "2025-07-01", "end_date": "2025-07-02",
          "visibility": "draft", "travel_style": "Beach", "country_code": "IT"}]
        """

    static func folder() throws -> ScratchFolder {
        let folder = try ScratchFolder()
        try folder.write("trips.json", trips)
        return folder
    }

    static func texts(_ folder: ScratchFolder, _ output: String) throws -> [String: String] {
        try folder.snapshot(output).mapValues { String(decoding: $0, as: UTF8.self) }
    }

    @Test("no built file holds a confirmation number, name, e-mail or phone number unless --show-private")
    func privateDetails() throws {
        let folder = try Self.folder()
        let base = ["build", "trips.json", "--base-url", "https://example.com/trips/"]
        #expect(try TripsiteBinary.run(base + ["-o", "public"], in: folder.url).status == 0)
        let public_ = try Self.texts(folder, "public")
        #expect(public_.count > 10)
        for (path, text) in public_ {
            for secret in [Self.flightCode, Self.hotelCode] + Self.unread { #expect(!text.contains(secret), "\(path) holds \(secret)") }
        }
        let run = try TripsiteBinary.run(base + ["-o", "private", "--show-private"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        let shown = try Self.texts(folder, "private")
        for file in ["index.html", "print.html", "lisbon.md", "lisbon.ics"] {
            let text = try #require(shown["trips/lisbon/" + file])
            #expect(text.contains(Self.flightCode) && text.contains(Self.hotelCode), "\(file) lacks a confirmation number")
        }
        for (path, text) in shown {
            for value in Self.unread { #expect(!text.contains(value), "\(path) holds \(value)") }
        }
    }

    @Test("export keeps the confirmation numbers, and --redact leaves them out, in every format")
    func export() throws {
        let folder = try Self.folder()
        #expect(try TripsiteBinary.run(["export", "lisbon", "--format", "all", "-o", "kept"], in: folder.url).status == 0)
        #expect(try TripsiteBinary.run(["export", "lisbon", "--format", "all", "-o", "redacted", "--redact"], in: folder.url).status == 0)
        // The text formats; a PDF (written too when a renderer is found) is the page printed.
        let kept = try Self.texts(folder, "kept").filter { !$0.key.hasSuffix(".pdf") }
        let redacted = try Self.texts(folder, "redacted").filter { !$0.key.hasSuffix(".pdf") }
        #expect(kept.count == 3 && redacted.count == 3)
        for (path, text) in kept { #expect(text.contains(Self.flightCode) && text.contains(Self.hotelCode), "\(path)") }
        for (path, text) in redacted {
            for secret in [Self.flightCode, Self.hotelCode] + Self.unread { #expect(!text.contains(secret), "\(path) holds \(secret)") }
        }
        let draft = try TripsiteBinary.run(["export", "sketch"], in: folder.url)
        #expect(draft.status == 1)
        #expect(draft.stderr.contains("trips.json: error: the trip \"sketch\" is a draft; export it with --drafts"))
        #expect(try TripsiteBinary.run(["export", "sketch", "--drafts"], in: folder.url).status == 0)
    }

    @Test("an unlisted trip is built with noindex and listed nowhere; a draft only with --drafts")
    func visibility() throws {
        let folder = try Self.folder()
        let run = try TripsiteBinary.run(["build", "trips.json", "--base-url", "https://example.com/trips/"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("note: left out 1 draft trip; build with --drafts to include it"))
        #expect(run.stdout.contains("Built 2 trips"))
        let site = try Self.texts(folder, "_site")
        #expect(try #require(site["trips/hidden/index.html"]).contains(Self.noindexTag))
        #expect(!(try #require(site["trips/lisbon/index.html"])).contains(Self.noindexTag))
        #expect(!site.keys.contains { $0.contains("sketch") })
        let listings = site.filter { path, _ in
            ["index.html", "sitemap.xml", "feed.xml", "calendar.ics"].contains(path) || path.hasPrefix("countries/") || path.hasPrefix("styles/")
        }
        #expect(listings.keys.contains("sitemap.xml") && listings.keys.contains("feed.xml") && listings.keys.contains("styles/city/index.html"))
        for (path, text) in listings {
            #expect(!text.contains("Sintra") && !text.contains("trips/hidden/"), "\(path) lists the unlisted trip")
            #expect(!text.contains("Sketchy"), "\(path) lists the draft")
        }
        #expect(site["styles/hiking/index.html"] == nil && site["countries/es/index.html"] == nil)

        let drafts = try TripsiteBinary.run(["build", "trips.json", "-o", "drafts", "--drafts", "--noindex"], in: folder.url)
        #expect(drafts.status == 0, "\(drafts.stderr)")
        #expect(!drafts.stderr.contains("draft"))
        let withDrafts = try Self.texts(folder, "drafts")
        #expect(try #require(withDrafts["index.html"]).contains("Sketchy Faro"))
        #expect(withDrafts["trips/sketch/index.html"] != nil)
        for (path, text) in withDrafts where path.hasSuffix(".html") {
            #expect(text.components(separatedBy: Self.noindexTag).count == 2, "\(path)")
        }
        #expect(withDrafts["robots.txt"]?.contains("Disallow: /") == true)
    }

    @Test("an unknown visibility is an error with its position, path and the expected values")
    func unknownVisibility() throws {
        let folder = try ScratchFolder()
        try folder.write("trips.json", """
            [{"title": "T", "destination": "Faro", "start_date": "2025-07-01", "end_date": "2025-07-02",
              "visibility": "hidden"}]
            """)
        let run = try TripsiteBinary.run(["build", "trips.json"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stderr.contains("trips.json:2:17: error: trips[0].visibility: expected one of public, unlisted, draft, found \"hidden\""))
    }
}
