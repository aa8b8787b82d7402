import Foundation
import Testing

/// End-to-end tests of the publishing keys of tripsite.toml (`drafts`, `noindex`, `show_private`), the flags that
/// override them both ways, and messages that name the key a setting came from.
@Suite("tripsite.toml: publishing choices and where settings came from")
struct ConfigPublishingTests {
    /// A site of one public trip with a confirmation number, and one draft.
    private func siteFolder(config: String) throws -> ScratchFolder {
        let folder = try ScratchFolder()
        try folder.write("site/trips.json", """
            [
              {"id": "trip-rome", "destination": "Rome, Italy", "start_date": "2026-05-01", "end_date": "2026-05-03",
               "flights": [{"id": "f1", "flight_number": "AZ-1", "departure_airport": "LIN", "arrival_airport": "FCO",
                            "departure_date": "2026-05-01", "confirmation": "SECRET42"}]},
              {"id": "trip-draft", "destination": "Paris, France", "start_date": "2026-06-01", "end_date": "2026-06-02", "visibility": "draft"}
            ]
            """)
        try folder.write("site/tripsite.toml", config)
        return folder
    }

    @Test("drafts, noindex and show_private in the file are used; --no-… flags turn them off")
    func keysAndOverrides() throws {
        let folder = try siteFolder(config: "drafts = true\nnoindex = true\nshow_private = true\n")
        let run = try TripsiteBinary.run(["build", "site/trips.json", "-q", "-o", "on"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(folder.exists("on/trips/trip-draft/index.html"))
        #expect(try folder.read("on/index.html").contains("<meta name=\"robots\" content=\"noindex\">"))
        #expect(try folder.read("on/trips/trip-rome/index.html").contains("SECRET42"))

        let off = try TripsiteBinary.run(["build", "site/trips.json", "-q", "-o", "off", "--no-drafts", "--no-noindex", "--no-show-private"], in: folder.url)
        #expect(off.status == 0, "\(off.stderr)")
        #expect(!folder.exists("off/trips/trip-draft/index.html"))
        #expect(!(try folder.read("off/index.html")).contains("noindex"))
        #expect(!(try folder.read("off/trips/trip-rome/index.html")).contains("SECRET42"))
    }

    @Test("without the keys, the flags turn the choices on")
    func flagsOn() throws {
        let folder = try siteFolder(config: "title = \"T\"\n")
        #expect(try TripsiteBinary.run(["build", "site/trips.json", "-q"], in: folder.url).status == 0)
        #expect(!folder.exists("_site/trips/trip-draft/index.html"))
        #expect(try TripsiteBinary.run(["build", "site/trips.json", "-q", "-o", "all", "--drafts", "--show-private"], in: folder.url).status == 0)
        #expect(folder.exists("all/trips/trip-draft/index.html"))
        #expect(try folder.read("all/trips/trip-rome/index.html").contains("SECRET42"))
    }

    @Test("a countries file, templates folder or output folder from the file is named as the file's key, one from an option as the option")
    func messagesNameTheOrigin() throws {
        let folder = try siteFolder(config: "countries_file = \"nope.json\"\ntemplates_dir = \"layouts\"\n")
        let run = try TripsiteBinary.run(["build", "site/trips.json"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stderr.contains("site/nope.json: error: no such file (countries_file in site/tripsite.toml)\n"), "\(run.stderr)")
        #expect(run.stderr.contains("site/layouts: error: no such folder (templates_dir in site/tripsite.toml)\n"), "\(run.stderr)")
        let flags = try TripsiteBinary.run(["build", "site/trips.json", "--countries", "none.json", "--templates", "none"], in: folder.url)
        #expect(flags.stderr.contains("none.json: error: no such file (given with --countries)\n"), "\(flags.stderr)")
        #expect(flags.stderr.contains("none: error: no such folder (given with --templates)\n"), "\(flags.stderr)")

        try folder.write("site/tripsite.toml", "output_dir = \"public\"\n")
        try folder.write("site/public", "a file")
        let output = try TripsiteBinary.run(["build", "site/trips.json"], in: folder.url)
        #expect(output.status == 1)
        #expect(output.stderr.contains("site/public: error: the output path is a file, not a folder; choose a folder with output_dir in site/tripsite.toml\n"), "\(output.stderr)")
        try folder.write("file", "a file")
        let option = try TripsiteBinary.run(["build", "site/trips.json", "-o", "file"], in: folder.url)
        #expect(option.stderr.contains("file: error: the output path is a file, not a folder; choose a folder with --output\n"), "\(option.stderr)")
    }
}
