import Foundation
import Testing

/// End-to-end tests of `tripsite init`: a folder that builds at once, and no file ever replaced.
@Suite("tripsite init")
struct InitCommandTests {
    @Test("init makes a folder that builds with the built-in templates, and copies none")
    func initThenBuild() throws {
        let folder = try ScratchFolder()
        let created = try TripsiteBinary.run(["init", "trips"], in: folder.url)
        #expect(created.status == 0, "\(created.stderr)")
        for path in ["trips/trips.json", "trips/tripsite.toml", "trips/.github/workflows/publish-trips.yml", "trips/.gitignore"] {
            #expect(folder.exists(path), "\(path)")
        }
        #expect(!folder.exists("trips/Templates"))
        #expect(created.stdout.hasSuffix("""
            Next: cd trips && tripsite build trips.json, then open _site/index.html
            The pages use the built-in templates. To change one, copy it into Templates/: tripsite templates copy trip.md (tripsite templates list names them all)

            """))
        // A template copied as init says is used: a change to it shows in the built site.
        let site = folder.url.appendingPathComponent("trips")
        #expect(try TripsiteBinary.run(["templates", "copy", "print.html"], in: site).status == 0)
        let template = try folder.read("trips/Templates/print.html.mustache")
        try folder.write("trips/Templates/print.html.mustache", template.replacingOccurrences(of: "<main id=\"main\">", with: "<main id=\"main\" data-custom=\"yes\">"))
        let build = try TripsiteBinary.run(["build", "trips.json"], in: site)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stdout.contains("Built 1 trip"))
        #expect(!build.stderr.contains("warning"), "\(build.stderr)")
        #expect(try folder.read("trips/_site/trips/my-first-trip/print.html").contains("data-custom=\"yes\""))
        #expect(try folder.read("trips/.github/workflows/publish-trips.yml").contains("tripsite check trips.json --format github"))
    }

    @Test("init never replaces a file that is there")
    func keepsFiles() throws {
        let folder = try ScratchFolder()
        try folder.write("trips.json", "[]")
        let run = try TripsiteBinary.run(["init", "."], in: folder.url)
        #expect(run.status == 0)
        #expect(run.stdout.contains("kept    trips.json (already there)"))
        #expect(try folder.read("trips.json") == "[]")
        #expect(folder.exists("tripsite.toml"))
        let again = try TripsiteBinary.run(["init", "."], in: folder.url)
        #expect(!again.stdout.contains("created"))
    }

    @Test("init never writes through a link, even one that leads nowhere")
    func keepsLinks() throws {
        let folder = try ScratchFolder()
        let outside = try ScratchFolder()
        let target = outside.url.appendingPathComponent("planted.json").path
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("trips.json").path, withDestinationPath: target)
        let run = try TripsiteBinary.run(["init", "."], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("kept    trips.json (already there)"))
        #expect(!FileManager.default.fileExists(atPath: target))
        #expect(folder.exists("tripsite.toml"))
    }

    @Test("init never writes through a linked folder (.github, .github/workflows): it makes nothing and says which link", arguments: [
        ".github", ".github/workflows",
    ])
    func linkedFolders(linked: String) throws {
        let folder = try ScratchFolder()
        let outside = try ScratchFolder()
        if linked != ".github" {
            try FileManager.default.createDirectory(at: folder.url.appendingPathComponent(".github"), withIntermediateDirectories: true)
        }
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent(linked).path, withDestinationPath: outside.url.path)
        let inFolder = try TripsiteBinary.run(["init", "."], in: folder.url)
        #expect(inFolder.status == 1)
        #expect(inFolder.stderr == "\(linked): error: is a symbolic link; tripsite init does not write through links, so it made nothing (.github/workflows/publish-trips.yml would go there): replace the link with a folder, or make the file yourself\n", "\(inFolder.stderr)")
        #expect(inFolder.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.url.path).isEmpty)
        #expect(!folder.exists("trips.json"))
    }
}
