import Foundation
import Testing

/// End-to-end tests of tripsite.toml: found beside the trips file or named with --config, laid under the
/// command-line options, and its problems reported like those of the trips file.
@Suite("tripsite.toml")
struct ConfigFileTests {
    private func siteFolder(config: String?) throws -> ScratchFolder {
        let folder = try ScratchFolder()
        try folder.copyFixture("trips-good.json", as: "site/trips.json")
        if let config { try folder.write("site/tripsite.toml", config) }
        return folder
    }

    @Test("found beside the trips file: its title, base URL and output folder (relative to it) are used")
    func discovery() throws {
        let folder = try siteFolder(config: """
            title = "Configured trips"
            base_url = "https://trips.example/"
            output_dir = "public"
            """)
        let run = try TripsiteBinary.run(["build", "site/trips.json"], in: folder.url)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.contains("Built 2 trips into site/public"), "stdout: \(run.stdout)")
        let index = try folder.read("site/public/index.html")
        #expect(index.contains("Configured trips"))
        #expect(folder.exists("site/public/sitemap.xml"))
        #expect(!run.stderr.contains("note:"))
        #expect(!folder.exists("_site") && !folder.exists("site/_site"))
    }

    @Test("options given on the command line win over the file")
    func flagsOverride() throws {
        let folder = try siteFolder(config: "title = \"From the file\"\noutput_dir = \"public\"\n")
        let run = try TripsiteBinary.run(["build", "site/trips.json", "--title", "From the flag", "--output", "out"], in: folder.url)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(try folder.read("out/index.html").contains("From the flag"))
        #expect(!(try folder.read("out/index.html")).contains("From the file"))
        #expect(!folder.exists("site/public"))
    }

    @Test("--config names another file, whose paths are relative to its own folder")
    func explicitConfig() throws {
        let folder = try siteFolder(config: "title = \"Beside\"\n")
        try folder.write("settings/other.toml", "title = \"Named\"\noutput_dir = \"../named\"\n")
        let run = try TripsiteBinary.run(["build", "site/trips.json", "--config", "settings/other.toml"], in: folder.url)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(try folder.read("named/index.html").contains("Named"))
        let missing = try TripsiteBinary.run(["build", "site/trips.json", "--config", "nowhere.toml"], in: folder.url)
        #expect(missing.status == 1)
        #expect(missing.stderr == """
            nowhere.toml: error: no such file (given with --config)
            tripsite: stopped: nowhere.toml has 1 error; nothing was written

            """)
    }

    @Test("a bad file stops build, serve and export with exit 1, each problem at its line and column")
    func badConfig() throws {
        let folder = try siteFolder(config: "title = 3\nbase_ur = \"https://x.example/\"\n")
        let expected = """
            site/tripsite.toml:1:9: error: title: expected a string, found 3
            site/tripsite.toml:2:1: error: base_ur: unknown key; did you mean base_url?
            tripsite: stopped: site/tripsite.toml has 2 errors; nothing was written

            """
        for arguments in [["build", "site/trips.json"], ["serve", "site/trips.json", "--port", "0"], ["export", "porto-weekend", "site/trips.json"]] {
            let run = try TripsiteBinary.run(arguments, in: folder.url)
            #expect(run.status == 1, "\(arguments)")
            #expect(run.stderr == expected, "\(arguments): \(run.stderr)")
        }
        #expect(!folder.exists("_site") && !folder.exists("porto-weekend.html"))
    }

    @Test("TOML that does not parse is reported at its line")
    func parseError() throws {
        let folder = try siteFolder(config: "title = \"T\"\n[serve\nport = 1\n")
        let run = try TripsiteBinary.run(["build", "site/trips.json"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("site/tripsite.toml:2:"), "\(run.stderr)")
        #expect(!run.crashed)
    }

    @Test("check reports the file's problems with the trips' in every format")
    func check() throws {
        let folder = try siteFolder(config: "[serve]\nport = \"eighty\"\n")
        let text = try TripsiteBinary.run(["check", "site/trips.json"], in: folder.url)
        #expect(text.status == 1)
        #expect(text.stderr == """
            site/tripsite.toml:2:8: error: serve.port: expected a port number from 0 to 65535, found "eighty"
            tripsite: checked site/tripsite.toml and site/trips.json: 1 error, 0 warnings
            tripsite: 1 field of the input not used; see `tripsite check --ignored`

            """)
        let json = try TripsiteBinary.run(["check", "site/trips.json", "--format", "json"], in: folder.url)
        #expect(json.status == 1)
        let objects = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
        #expect(objects?.count == 1)
        #expect(objects?.first?["file"] as? String == "site/tripsite.toml")
        #expect(objects?.first?["line"] as? Int == 2 && objects?.first?["column"] as? Int == 8)
        #expect(objects?.first?["path"] as? String == "serve.port")
        let github = try TripsiteBinary.run(["check", "site/trips.json", "--format", "github"], in: folder.url)
        #expect(github.stdout == "::error file=site/tripsite.toml,line=2,col=8,title=serve.port::expected a port number from 0 to 65535, found \"eighty\"\n")
    }

    @Test("check's strict setting comes from the file, and --no-strict overrides it")
    func checkStrict() throws {
        let folder = try ScratchFolder()
        try folder.write("trips.json", #"[{"id": "a", "title": "A", "destination": "Atlantis", "start_date": "2025-01-01", "end_date": "2025-01-02"}]"#)
        try folder.write("tripsite.toml", "[check]\nstrict = true\n")
        let strict = try TripsiteBinary.run(["check", "trips.json"], in: folder.url)
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("tripsite: checked tripsite.toml and trips.json: 0 errors, 1 warning"), "\(strict.stderr)")
        #expect(try TripsiteBinary.run(["check", "trips.json", "--no-strict"], in: folder.url).status == 0)
    }

    @Test("export takes its format and redaction from the file; --no-redact overrides it")
    func export() throws {
        let folder = try siteFolder(config: "[export]\nformat = \"md\"\nredact = true\n")
        let run = try TripsiteBinary.run(["export", "porto-weekend", "site/trips.json"], in: folder.url)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout == "Exported porto-weekend (redacted): porto-weekend.md\n")
        #expect(!(try folder.read("porto-weekend.md")).contains("TP7QX2"))
        let open = try TripsiteBinary.run(["export", "porto-weekend", "site/trips.json", "--no-redact", "--force"], in: folder.url)
        #expect(open.stdout == "Exported porto-weekend: porto-weekend.md\n")
        #expect(try folder.read("porto-weekend.md").contains("TP7QX2"))
    }

    @Test("init writes a commented tripsite.toml that builds as no settings")
    func initWritesConfig() throws {
        let folder = try ScratchFolder()
        let run = try TripsiteBinary.run(["init", "trips"], in: folder.url)
        #expect(run.stdout.contains("created trips/tripsite.toml"))
        let text = try folder.read("trips/tripsite.toml")
        #expect(text.contains("# base_url = \"https://me.github.io/trips/\""))
        #expect(text.contains("\n# serve.port = 8080\n"))
        let check = try TripsiteBinary.run(["check", "trips/trips.json"], in: folder.url)
        #expect(check.status == 0, "\(check.stderr)")
    }
}
