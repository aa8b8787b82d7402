import Foundation
import Testing

/// A folder made by `tripsite init` and kept in git stays clean: what `build` and `serve` write (the site, its
/// lock and staging folder beside it) is covered by the `.gitignore` that `init` writes.
@Suite("A clean project folder")
struct CleanProjectFolderTests {
    /// Runs git in `folder`, with an author given so that a commit works on a machine with no git settings.
    static func git(_ arguments: [String], in folder: URL) throws -> ExternalTool.Result {
        try ExternalTool.run(["git", "-C", folder.path, "-c", "user.name=Trips", "-c", "user.email=trips@example.org"] + arguments)
    }

    /// A git repository holding a fresh `tripsite init`, committed.
    static func committedInitFolder() throws -> ScratchFolder {
        let folder = try ScratchFolder()
        #expect(try git(["init", "-q"], in: folder.url).status == 0)
        let created = try TripsiteBinary.run(["init", "."], in: folder.url)
        #expect(created.status == 0, "\(created.stderr)")
        #expect(try git(["add", "-A"], in: folder.url).status == 0)
        let commit = try git(["commit", "-q", "-m", "Trips"], in: folder.url)
        #expect(commit.status == 0, "\(commit.errors)")
        return folder
    }

    @Test("git status shows nothing new after init, build and serve")
    func gitStatusStaysClean() throws {
        let folder = try Self.committedInitFolder()
        #expect(try Self.git(["status", "--porcelain", "--ignored=no"], in: folder.url).text == "")

        let build = try TripsiteBinary.run(["build", "trips.json"], in: folder.url)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(folder.exists("_site/index.html"))
        #expect(folder.exists("._site.tripsite-lock"), "the lock stays beside the site, ignored")
        #expect(try Self.git(["status", "--porcelain"], in: folder.url).text == "")

        let server = try ServeCommandTests.Server(in: folder.url, arguments: ["--output", "_site"])
        #expect(server.port > 0)
        let index = try ExternalTool.run(["curl", "-s", "-o", "/dev/null", "-w", "%{http_code}", "http://127.0.0.1:\(server.port)/"])
        #expect(index.text == "200")
        #expect(server.stop() == 0)
        #expect(try Self.git(["status", "--porcelain"], in: folder.url).text == "")
        // What is ignored is exactly what tripsite wrote.
        #expect(try Self.git(["status", "--porcelain", "--ignored"], in: folder.url).text == "!! ._site.tripsite-lock\n!! _site/\n")
    }
}
