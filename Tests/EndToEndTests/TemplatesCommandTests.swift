import Foundation
import TripsiteTestSupport
import Testing

/// End-to-end tests of `tripsite templates` and of the warnings about a site's templates in build and check.
@Suite("tripsite templates")
struct TemplatesCommandTests {
    static let builtIn = Repository.file("Templates")

    @Test("list names every built-in template, what it renders, and which the folder replaces")
    func list() throws {
        let folder = try ScratchFolder()
        try folder.write("Templates/index.html.mustache", "x")
        let run = try TripsiteBinary.run(["templates", "list"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 14)
        #expect(lines.first == "trip.md           a trip's Markdown (trips/SLUG/SLUG.md), from which its page is made")
        #expect(lines.contains("index.html        the index of all trips (index.html) (replaced by Templates/index.html.mustache)"))
        #expect(lines.contains("head.html         partial: the <head> of every page"))
    }

    @Test("copy writes the built-in template, with or without .mustache, into the folder the build reads")
    func copy() throws {
        let folder = try ScratchFolder()
        let run = try TripsiteBinary.run(["templates", "copy", "trip.md", "head.html.mustache"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "created  Templates/trip.md.mustache: the site's trip.md from now on\ncreated  Templates/head.html.mustache: the site's head.html from now on\n")
        let original = try String(contentsOf: Self.builtIn.appendingPathComponent("trip.md.mustache"), encoding: .utf8)
        #expect(try folder.read("Templates/trip.md.mustache") == original)

        // templates_dir in tripsite.toml, relative to the file; --templates wins over it.
        try folder.write("site/tripsite.toml", "templates_dir = \"my-templates\"\n")
        #expect(try TripsiteBinary.run(["templates", "copy", "index.html", "--trips", "site/trips.json"], in: folder.url).status == 0)
        #expect(folder.exists("site/my-templates/index.html.mustache"))
        #expect(try TripsiteBinary.run(["templates", "copy", "index.html", "--templates", "other"], in: folder.url).status == 0)
        #expect(folder.exists("other/index.html.mustache"))
    }

    @Test("copy refuses to replace a file unless --force, and writes nothing then")
    func refusesOverwrite() throws {
        let folder = try ScratchFolder()
        try folder.write("Templates/trip.md.mustache", "mine")
        let refused = try TripsiteBinary.run(["templates", "copy", "index.html", "trip.md"], in: folder.url)
        #expect(refused.status == 1)
        #expect(refused.stderr == """
            Templates/trip.md.mustache: error: already exists; not replaced (--force replaces it with the built-in trip.md)
            tripsite: nothing was copied

            """)
        #expect(try folder.read("Templates/trip.md.mustache") == "mine")
        #expect(!folder.exists("Templates/index.html.mustache"))

        let forced = try TripsiteBinary.run(["templates", "copy", "index.html", "trip.md", "--force"], in: folder.url)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(forced.stdout == "created  Templates/index.html.mustache: the site's index.html from now on\nreplaced Templates/trip.md.mustache: the built-in trip.md again\n")
        #expect(try folder.read("Templates/trip.md.mustache").hasPrefix("{{% CONTENT_TYPE: MARKDOWN}}"))
    }

    @Test("an unknown name is a usage error (exit 64) with the name meant, and nothing is written")
    func unknownName() throws {
        let folder = try ScratchFolder()
        let run = try TripsiteBinary.run(["templates", "copy", "trip.md", "tirp.md", "nothing-like-it"], in: folder.url)
        #expect(run.status == 64)
        #expect(run.stderr.contains("Error: unknown template \"tirp.md\"; did you mean \"trip.md\"? (tripsite templates list names them all)\n"))
        #expect(run.stderr.contains("unknown template \"nothing-like-it\" (tripsite templates list names them all)"))
        #expect(!folder.exists("Templates"))
    }

    @Test("build and check warn of a misspelt field and a file the build does not read; check --strict fails on the field")
    func warnings() throws {
        let folder = try ScratchFolder()
        try folder.copyFixture("trips-good.json", as: "trips.json")
        #expect(try TripsiteBinary.run(["templates", "copy", "trip.md"], in: folder.url).status == 0)
        let template = try folder.read("Templates/trip.md.mustache")
        try folder.write("Templates/trip.md.mustache", template.replacingOccurrences(of: "# {{title}}", with: "# {{tittle}}"))
        try folder.write("Templates/index.html", "<p>{{title}}</p>")
        let line = try #require(template.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("# {{title}}") }) + 1
        let field = "Templates/trip.md.mustache:\(line):5: warning: unknown field \"tittle\": trip.md is given no value of that name, so it shows nothing; did you mean \"title\"?"
        let file = "Templates/index.html: warning: not read, as a template's file name ends in .mustache; did you mean index.html.mustache?"

        let build = try TripsiteBinary.run(["build", "trips.json"], in: folder.url)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stderr.contains(field + "\n"), "\(build.stderr)")
        #expect(build.stderr.contains(file + "\n"))
        #expect(build.stderr.contains("tripsite: note: Templates: trip.md from Templates/\n"))
        let again = try TripsiteBinary.run(["build", "trips.json"], in: folder.url)
        #expect(!again.stderr.contains("Templates: trip.md"))
        #expect(try TripsiteBinary.run(["build", "trips.json", "--verbose"], in: folder.url).stderr.contains("Templates: trip.md from Templates/"))

        let check = try TripsiteBinary.run(["check", "trips.json"], in: folder.url)
        #expect(check.status == 0)
        #expect(check.stderr.contains(field + "\n"))
        let strict = try TripsiteBinary.run(["check", "trips.json", "--strict"], in: folder.url)
        #expect(strict.status == 1)
        #expect(strict.stderr.contains(field.replacingOccurrences(of: ": warning: ", with: ": error: ") + "\n"), "\(strict.stderr)")
        #expect(strict.stderr.contains(file + "\n"))
        #expect(strict.stderr.contains("1 error, 1 warning"))
        try folder.write("tripsite.toml", "[check]\nstrict = true\n")
        #expect(try TripsiteBinary.run(["check", "trips.json"], in: folder.url).stderr.contains(": error: unknown field \"tittle\""))
    }

    @Test("the built-in templates and the example trips give no warning")
    func examplesClean() throws {
        let folder = try ScratchFolder()
        let trips = Repository.file("Examples/trips.json").path
        // As of the example's newest update (2026-03-02), when its trips' statuses hold.
        let run = try TripsiteBinary.run(["check", trips, "--strict"], in: folder.url, environment: ["SOURCE_DATE_EPOCH": "1772452800"])
        #expect(run.status == 0, "\(run.stderr)")
        // The note on the example's fields not used follows the count.
        #expect(run.stderr.contains("checked \(trips): 0 errors, 0 warnings\ntripsite: 3 fields of the input not used"), "\(run.stderr)")
        // And as copies in the folder: each copied template is the built-in one, and warns of nothing.
        try folder.copyFixture("trips-good.json", as: "trips.json")
        let names = ["trip.md", "trip.html", "print.html", "standalone.html", "index.html", "group.html", "directory.html",
                     "not-found.html", "head.html", "footer.html", "trip-card.html", "browse-form.html", "trip-map.html"]
        #expect(try TripsiteBinary.run(["templates", "copy"] + names, in: folder.url).status == 0)
        let copied = try TripsiteBinary.run(["check", "trips.json", "--strict"], in: folder.url)
        #expect(copied.status == 0, "\(copied.stderr)")
    }
}
