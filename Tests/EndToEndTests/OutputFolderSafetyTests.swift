import Foundation
import Testing

/// End-to-end tests of where a build puts its staging folder and lock, what a failed build leaves, and how a
/// rebuild treats symbolic links in the output folder.
@Suite("output folder safety")
struct OutputFolderSafetyTests {
    static let epoch = ["SOURCE_DATE_EPOCH": "1735689600"]

    private func entries(_ url: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    @Test("the lock is beside the output folder, never in the current folder unless that holds the output")
    func lockBesideOutput() throws {
        let folder = try ScratchFolder()
        try folder.copyFixture("trips-good.json", as: "work/trips.json")
        let work = folder.url.appendingPathComponent("work")
        let elsewhere = folder.url.appendingPathComponent("elsewhere/site").path
        for output in ["x", "./y", elsewhere] {
            let run = try TripsiteBinary.run(["build", "trips.json", "-o", output, "-q"], in: work, environment: Self.epoch)
            #expect(run.status == 0, "\(output): \(run.stderr)")
        }
        #expect(try entries(work) == [".x.tripsite-lock", ".y.tripsite-lock", "trips.json", "x", "y"])
        #expect(try entries(folder.url.appendingPathComponent("elsewhere")) == [".site.tripsite-lock", "site"])
    }

    @Test("an output folder directly under / is staged and locked in /, not in the current folder",
          .enabled(if: access("/", W_OK) == 0))
    func outputUnderRoot() throws {
        let folder = try ScratchFolder()
        try folder.copyFixture("trips-good.json", as: "trips.json")
        let name = "tripsite-test-\(UUID().uuidString)"
        defer {
            try? FileManager.default.removeItem(atPath: "/" + name)
            try? FileManager.default.removeItem(atPath: "/.\(name).tripsite-lock")
            try? FileManager.default.removeItem(atPath: "/.\(name).tripsite-staging")
        }
        let run = try TripsiteBinary.run(["build", "trips.json", "-o", "/" + name, "-q"], in: folder.url, environment: Self.epoch)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: "/\(name)/index.html"))
        #expect(FileManager.default.fileExists(atPath: "/.\(name).tripsite-lock"))
        #expect(try entries(folder.url) == ["trips.json"])
    }

    @Test("a build that fails before publishing leaves no folder and no lock behind", arguments: ["a/b/site", "site"])
    func failedBuildLeavesNothing(output: String) throws {
        let folder = try ScratchFolder()
        try folder.copyFixture("trips-errors.json", as: "trips.json")
        let run = try TripsiteBinary.run(["build", "trips.json", "-o", output], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stderr.contains("tripsite: build failed with"), "\(run.stderr)")
        #expect(try entries(folder.url) == ["trips.json"])
    }

    @Test("a failed rebuild keeps the lock file beside the site it leaves as it was")
    func failedRebuildKeepsLock() throws {
        let folder = try ScratchFolder()
        try folder.copyFixture("trips-good.json", as: "trips.json")
        #expect(try TripsiteBinary.run(["build", "trips.json", "-q"], in: folder.url, environment: Self.epoch).status == 0)
        try folder.copyFixture("trips-errors.json", as: "bad.json")
        #expect(try TripsiteBinary.run(["build", "bad.json"], in: folder.url).status == 1)
        #expect(try entries(folder.url) == ["._site.tripsite-lock", "_site", "bad.json", "trips.json"])
    }

    @Test("a link of the user's to a folder in the output folder is kept through rebuilds, whatever the folder holds")
    func usersFolderLinkKept() throws {
        let folder = try ScratchFolder()
        try folder.copyFixture("trips-good.json", as: "trips.json")
        try folder.write("photos/one.jpg", "jpeg")
        #expect(try TripsiteBinary.run(["build", "trips.json", "-q"], in: folder.url, environment: Self.epoch).status == 0)
        let link = folder.url.appendingPathComponent("_site/photos").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "../photos")
        // A rebuild that writes something: a new title.
        let run = try TripsiteBinary.run(["build", "trips.json", "--title", "Other"], in: folder.url, environment: Self.epoch)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "../photos")
        #expect(try folder.read("_site/photos/one.jpg") == "jpeg")
        #expect(try folder.read("photos/one.jpg") == "jpeg")
    }

    @Test("a link planted where a generated page belongs is replaced by the page, never reported as up to date")
    func plantedFileLinkReplaced() throws {
        let folder = try ScratchFolder()
        let outside = try ScratchFolder()
        try outside.write("secret", "secret")
        try folder.copyFixture("trips-good.json", as: "trips.json")
        #expect(try TripsiteBinary.run(["build", "trips.json", "-q"], in: folder.url, environment: Self.epoch).status == 0)
        let page = folder.url.appendingPathComponent("_site/trips/porto-weekend/index.html").path
        let generated = try folder.read("_site/trips/porto-weekend/index.html")
        try FileManager.default.removeItem(atPath: page)
        try FileManager.default.createSymbolicLink(atPath: page, withDestinationPath: outside.url.appendingPathComponent("secret").path)
        let run = try TripsiteBinary.run(["build", "trips.json"], in: folder.url, environment: Self.epoch)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stdout.contains("Nothing to write"), "\(run.stdout)")
        #expect(run.stdout.contains("1 written"), "\(run.stdout)")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: page)) == nil)
        #expect(try folder.read("_site/trips/porto-weekend/index.html") == generated)
        #expect(try outside.read("secret") == "secret")
        let again = try TripsiteBinary.run(["build", "trips.json"], in: folder.url, environment: Self.epoch)
        #expect(again.stdout.hasPrefix("Nothing to write"), "\(again.stdout)")
    }

    @Test("a link planted in place of a generated folder stops the rebuild, which is not reported as up to date")
    func plantedFolderLinkRefused() throws {
        let folder = try ScratchFolder()
        try folder.copyFixture("trips-good.json", as: "trips.json")
        #expect(try TripsiteBinary.run(["build", "trips.json", "-q"], in: folder.url, environment: Self.epoch).status == 0)
        let trip = folder.url.appendingPathComponent("_site/trips/porto-weekend")
        let moved = folder.url.appendingPathComponent("moved")
        try FileManager.default.moveItem(at: trip, to: moved)
        try FileManager.default.createSymbolicLink(atPath: trip.path, withDestinationPath: moved.path)
        let run = try TripsiteBinary.run(["build", "trips.json"], in: folder.url, environment: Self.epoch)
        #expect(run.status == 1)
        #expect(run.stderr.contains("_site: error: _site/trips/porto-weekend is a symbolic link; tripsite does not write or remove files through links, so that nothing outside the output folder changes: replace it with a folder"), "\(run.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: trip.path) == moved.path)
    }
}
