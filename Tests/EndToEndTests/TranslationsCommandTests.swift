import Foundation
import TripsiteTestSupport
import Testing

/// End-to-end tests of `tripsite translations`: the languages built in and the site's own files, and copies of
/// the built-in files that a build then reads.
@Suite("tripsite translations")
struct TranslationsCommandTests {
    static let builtIn = Repository.file("Resources/translations")

    @Test("list names every built-in language, and what the site's files change or add")
    func list() throws {
        let folder = try ScratchFolder()
        try folder.write("translations/fr.toml", "[trip]\nitinerary = \"Programme\"\n")
        try folder.write("translations/sv.toml", "[trip]\nitinerary = \"Resplan\"\nflights = \"Flyg\"\n")
        try folder.write("translations/pt-BR.toml", "[trip]\nhotels = \"Hotéis\"\n")
        let run = try TripsiteBinary.run(["translations", "list"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
        #expect(lines.count == 12, "\(run.stdout)")
        #expect(lines.first?.hasPrefix("en English built in") == true, "\(lines.first ?? "")")
        #expect(lines.contains { $0.hasPrefix("fr French (français) built in; translations/fr.toml changes 1 of its ") }, "\(run.stdout)")
        #expect(lines.contains { $0.hasPrefix("ar Arabic (العربية) built in") }, "\(run.stdout)")
        #expect(lines.contains { $0.hasPrefix("sv Swedish (svenska) translations/sv.toml: 2 of ") && $0.hasSuffix(" messages, the rest from en.toml") })
        #expect(lines.contains { $0.hasPrefix("pt-BR ") && $0.contains("translations/pt-BR.toml: 1 of ") && $0.hasSuffix("the rest from pt.toml") })
        // The last column starts at one terminal column on every line, Japanese and Chinese names (two columns a
        // character) too.
        func columns(_ text: Substring) -> Int {
            text.count + text.unicodeScalars.filter { (0x3000...0x9FFF).contains($0.value) }.count
        }
        let starts = run.stdout.split(separator: "\n").compactMap { line in line.range(of: "built in").map { columns(line[..<$0.lowerBound]) } }
        #expect(starts.count == 10 && Set(starts).count == 1, "\(run.stdout)")
    }

    @Test("copy writes the built-in file into translations/ beside the trips file, and a build reads it")
    func copy() throws {
        let folder = try ScratchFolder()
        let run = try TripsiteBinary.run(["translations", "copy", "fr", "zh-hans"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "created  translations/fr.toml: the site's fr from now on\ncreated  translations/zh-Hans.toml: the site's zh-Hans from now on\n")
        #expect(try folder.read("translations/fr.toml") == String(contentsOf: Self.builtIn.appendingPathComponent("fr.toml"), encoding: .utf8))

        // The copy, changed, changes the French pages.
        let french = try folder.read("translations/fr.toml").replacingOccurrences(of: "itinerary = \"Itinéraire\"", with: "itinerary = \"Programme du voyage\"")
        try folder.write("translations/fr.toml", french)
        let trips = Repository.file("Examples/trips.json")
        try folder.write("site/trips.json", try String(contentsOf: trips, encoding: .utf8))
        #expect(try TripsiteBinary.run(["translations", "copy", "fr", "--trips", "site/trips.json"], in: folder.url).status == 0)
        try folder.write("site/translations/fr.toml", french)
        let build = try TripsiteBinary.run(["build", "site/trips.json", "-o", "out", "-q", "--language", "fr"], in: folder.url)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(try folder.read("out/trips/trip-lisbon-2025/index.html").contains("Programme du voyage"))
    }

    @Test("copy --as starts another language's file from a built-in one")
    func copyAs() throws {
        let folder = try ScratchFolder()
        let run = try TripsiteBinary.run(["translations", "copy", "en", "--as", "sv"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "created  translations/sv.toml: the site's sv, started from en.toml\n")
        let text = try folder.read("translations/sv.toml")
        #expect(text.hasPrefix("# Swedish (svenska), started from tripsite's en.toml: translate each message"))
        #expect(text.hasSuffix(try String(contentsOf: Self.builtIn.appendingPathComponent("en.toml"), encoding: .utf8)))
    }

    @Test("copy refuses to replace a file unless --force, and writes nothing then")
    func refusesOverwrite() throws {
        let folder = try ScratchFolder()
        try folder.write("translations/de.toml", "mine")
        let refused = try TripsiteBinary.run(["translations", "copy", "es", "de"], in: folder.url)
        #expect(refused.status == 1)
        #expect(refused.stderr == """
            translations/de.toml: error: already exists; not replaced (--force replaces it with the built-in de.toml)
            tripsite: nothing was copied

            """)
        #expect(try folder.read("translations/de.toml") == "mine")
        #expect(!folder.exists("translations/es.toml"))
        let forced = try TripsiteBinary.run(["translations", "copy", "es", "de", "--force"], in: folder.url)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(forced.stdout == "created  translations/es.toml: the site's es from now on\nreplaced translations/de.toml: the built-in de again\n")
    }

    @Test("an unknown language, or --as with several, is a usage error (exit 64), and nothing is written")
    func usageErrors() throws {
        let folder = try ScratchFolder()
        let unknown = try TripsiteBinary.run(["translations", "copy", "fi"], in: folder.url)
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("no built-in language \"fi\""), "\(unknown.stderr)")
        let several = try TripsiteBinary.run(["translations", "copy", "fr", "de", "--as", "sv"], in: folder.url)
        #expect(several.status == 64)
        #expect(several.stderr.contains("--as starts one language from one other: give one code to copy"), "\(several.stderr)")
        let invalid = try TripsiteBinary.run(["translations", "copy", "en", "--as", "swedish!"], in: folder.url)
        #expect(invalid.status == 64)
        #expect(!folder.exists("translations"))
    }
}
