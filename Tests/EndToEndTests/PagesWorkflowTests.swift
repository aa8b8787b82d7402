import Foundation
import Testing

/// The GitHub Pages workflow that `tripsite init` writes, read as YAML (by Python's yaml module) and its build
/// step run as GitHub would run it.
@Suite("The Pages workflow")
struct PagesWorkflowTests {
    /// The workflow of a fresh `init` folder, parsed.
    static func workflow(in folder: ScratchFolder) throws -> [String: Any] {
        let path = folder.url.appendingPathComponent(".github/workflows/publish-trips.yml").path
        let script = "import json, sys, yaml; json.dump(yaml.safe_load(open(sys.argv[1])), sys.stdout)"
        let parsed = try ExternalTool.run(["python3", "-c", script, path])
        #expect(parsed.status == 0, "\(parsed.errors)")
        return try #require(try JSONSerialization.jsonObject(with: parsed.output) as? [String: Any])
    }

    static func steps(_ workflow: [String: Any]) throws -> [[String: Any]] {
        let jobs = try #require(workflow["jobs"] as? [String: Any])
        let build = try #require(jobs["build"] as? [String: Any])
        return try #require(build["steps"] as? [[String: Any]])
    }

    static func step(named name: String, in steps: [[String: Any]]) throws -> [String: Any] {
        try #require(steps.first { $0["name"] as? String == name }, "no step \(name)")
    }

    @Test("needs no variable, fetches the version that wrote it once and caches it, checks, then builds")
    func properties() throws {
        let folder = try CleanProjectFolderTests.committedInitFolder()
        let text = try folder.read(".github/workflows/publish-trips.yml")
        #expect(!text.contains("vars."), "no repository variable to set by hand")
        #expect(!text.contains("{{version}}"), "the version filled in")
        let workflow = try Self.workflow(in: folder)
        let version = try TripsiteBinary.run(["--version"], in: folder.url).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let env = try #require(workflow["env"] as? [String: Any])
        #expect(env["TRIPSITE_VERSION"] as? String == version)
        #expect(env["TRIPSITE_REPOSITORY"] as? String == "https://github.com/tripsite/tripsite.git")

        let steps = try Self.steps(workflow)
        let names = steps.compactMap { $0["name"] as? String }
        let cache = try Self.step(named: "Restore tripsite from the cache", in: steps)
        #expect(cache["uses"] as? String == "actions/cache@v4")
        let cacheSettings = try #require(cache["with"] as? [String: Any])
        #expect((cacheSettings["key"] as? String)?.contains("${{ env.TRIPSITE_VERSION }}") == true)
        let compile = try Self.step(named: "Build tripsite (first run of this version only)", in: steps)
        #expect(compile["if"] as? String == "steps.cache.outputs.cache-hit != 'true'")
        #expect((compile["run"] as? String)?.contains("--branch \"v$TRIPSITE_VERSION\"") == true)
        let check = try Self.step(named: "Check the trips", in: steps)
        #expect(check["run"] as? String == "tripsite check trips.json --format github")
        #expect(try #require(names.firstIndex(of: "Check the trips")) < #require(names.firstIndex(of: "Build the site")))
        let build = try Self.step(named: "Build the site", in: steps)
        #expect((build["run"] as? String)?.contains("export SOURCE_DATE_EPOCH=\"$(git log -1 --format=%ct)\"") == true)
    }

    @Test("the build step takes base_url from tripsite.toml when it is set there, the Pages address otherwise")
    func baseURL() throws {
        let folder = try CleanProjectFolderTests.committedInitFolder()
        let build = try Self.step(named: "Build the site", in: try Self.steps(try Self.workflow(in: folder)))
        let script = try #require(build["run"] as? String)
        let binaryFolder = TripsiteBinary.executable.deletingLastPathComponent().path
        let path = binaryFolder + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        func runStep() throws -> String {
            let run = try ExternalTool.run(["env", "PATH=\(path)", "PAGES_URL=https://me.github.io/trips", "bash", "-e", "-c",
                "cd \"$1\" && \(script)", "step", folder.url.path])
            #expect(run.status == 0, "\(run.errors)")
            return try folder.read("_site/sitemap.xml")
        }
        #expect(try runStep().contains("<loc>https://me.github.io/trips/</loc>"))

        // (A key of no table: before the first [table] of the commented file.)
        try folder.write("tripsite.toml", "base_url = \"https://trips.example.org/\"\n" + (try folder.read("tripsite.toml")))
        let sitemap = try runStep()
        #expect(sitemap.contains("<loc>https://trips.example.org/</loc>"))
        #expect(!sitemap.contains("github.io"))
    }
}
