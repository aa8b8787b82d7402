import Foundation
import Testing

/// End-to-end tests of the built `tripsite` binary: exit status, messages, and what lands on disk.
@Suite("tripsite build")
struct BuildCommandTests {
    @Test("builds a complete site from a good file")
    func buildsGoodFile() throws {
        let folder = try ScratchFolder()
        try folder.copyFixture("trips-good.json", as: "trips.json")
        let run = try TripsiteBinary.run(["build", "trips.json"], in: folder.url)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.contains("Built 2 trips into _site"))
        for file in [
            "_site/index.html", "_site/assets/style.css", "_site/.tripsite-manifest",
            "_site/trips/porto-weekend/index.html", "_site/trips/porto-weekend/print.html",
            "_site/trips/porto-weekend/porto-weekend.md", "_site/trips/seoul/index.html",
        ] {
            #expect(folder.exists(file), "missing \(file)")
        }
        let index = try folder.read("_site/index.html")
        #expect(index.contains("Port &amp; Pastries: a *Porto* weekend"))
        #expect(index.contains("🇰🇷"))
        #expect(index.contains("href=\"trips/porto-weekend/index.html\""))
    }

    @Test("every link between the pages names a file, so the site works from file:// (no folder listings)")
    func linksNameFiles() throws {
        let folder = try ScratchFolder()
        try folder.copyFixture("trips-good.json", as: "trips.json")
        #expect(try TripsiteBinary.run(["build", "trips.json", "--output", "site"], in: folder.url).status == 0)
        let site = folder.url.appendingPathComponent("site")
        let pages = try #require(FileManager.default.enumerator(atPath: site.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".html") && $0 != "404.html" }
        #expect(pages.count > 5)
        for page in pages {
            let pageURL = site.appendingPathComponent(page)
            for link in try HTMLReferences.read(pageURL).links where !link.contains(":") && !link.hasPrefix("#") {
                let target = URL(fileURLWithPath: String(link.prefix { $0 != "#" }), relativeTo: pageURL.deletingLastPathComponent())
                var isFolder: ObjCBool = false
                let exists = FileManager.default.fileExists(atPath: target.standardizedFileURL.path, isDirectory: &isFolder)
                #expect(exists && !isFolder.boolValue, "\(page) links to \(link), which is not a file")
            }
        }
    }

    @Test("hostile text in the data stays text")
    func escapesData() throws {
        let folder = try ScratchFolder()
        try folder.copyFixture("trips-good.json", as: "trips.json")
        let run = try TripsiteBinary.run(["build", "trips.json", "-q"], in: folder.url)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let page = try folder.read("_site/trips/porto-weekend/index.html")
        // The script elements are the JSON-LD data block and the street map's numbers, which no data can end early,
        // and the trip page's own script (which loads the street map's when the reader opens it).
        #expect(page.components(separatedBy: "<script").count == 4)
        #expect(page.contains("<script src=\"../../assets/trip.js\" defer></script>"))
        #expect(page.contains("<script type=\"application/ld+json\">"))
        let streetMap = try #require(page.components(separatedBy: "<script type=\"application/json\" class=\"street-map-data\">").last?.components(separatedBy: "</script>").first)
        #expect(!streetMap.contains("<"))
        let jsonLD = try #require(page.components(separatedBy: "<script type=\"application/ld+json\">").last?.components(separatedBy: "</script>").first)
        #expect(!jsonLD.contains("<"))
        #expect(try JSONSerialization.jsonObject(with: Data(jsonLD.utf8)) is [String: Any])
        #expect(!page.contains("javascript:alert(1)\""))
        #expect(!page.contains("href=\"javascript"))
        #expect(page.contains("# Not a heading [link](javascript:alert(1)) &lt;script&gt;alert(1)&lt;/script&gt;"))
        // The printout names the trip's page as its canonical address and leaves the structured data to it.
        let printout = try folder.read("_site/trips/porto-weekend/print.html")
        #expect(printout.components(separatedBy: "<script").count == 1)
        #expect(!printout.contains("javascript:alert(1)\""))
        #expect(printout.contains("# Not a heading [link](javascript:alert(1)) &lt;script&gt;alert(1)&lt;/script&gt;"))
    }

    @Test("reports every error with file:line:column and JSON path, and exits 1")
    func reportsAllErrors() throws {
        let folder = try ScratchFolder()
        try folder.copyFixture("trips-errors.json", as: "trips.json")
        let run = try TripsiteBinary.run(["build", "trips.json"], in: folder.url)
        #expect(run.status == 1)
        #expect(!run.crashed)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        let expected = [
            "trips.json:6:19: error: trips[0].start_date: expected a real calendar date (February 2025 has 28 days), found \"2025-02-30\"",
            "trips.json:9:53: error: trips[0].activities[0].day_number: expected a whole number from 1 to 9999, found \"two\"",
            "trips.json:10:50: error: trips[0].activities[1].day_number: expected a whole number from 1 to 9999, found 0",
            "trips.json:13:3: error: trips[1].destination: missing required field \"destination\"",
            "trips.json:17:17: error: trips[1].end_date: expected a date on or after the start date 2025-05-01, found \"2025-04-01\"",
            "trips.json:18:18: error: trips[1].travelers: expected a whole number of at least 1, found \"many\"",
            "trips.json:21:11: error: trips[2].id: the id \"one\" is already used by trips[0]; trip ids must be unique",
            "trips.json:25:16: error: trips[2].flights: expected an array, found \"not-a-list\"",
        ]
        #expect(lines.count == expected.count + 1, "stderr:\n\(run.stderr)")
        #expect(lines.last == "tripsite: build failed with \(expected.count) errors; nothing was written (_site was not made)")
        for line in expected {
            #expect(lines.contains(line), "missing: \(line)\nstderr:\n\(run.stderr)")
        }
        #expect(run.stderr.contains("build failed with"))
        #expect(!folder.exists("_site"))
    }

    @Test("a failed build leaves the previous site exactly as it was")
    func failedBuildKeepsPreviousSite() throws {
        let folder = try ScratchFolder()
        try folder.copyFixture("trips-good.json", as: "trips.json")
        #expect(try TripsiteBinary.run(["build", "trips.json"], in: folder.url).status == 0)
        let before = try folder.snapshot("_site")
        try folder.copyFixture("trips-errors.json", as: "trips.json")
        let run = try TripsiteBinary.run(["build", "trips.json"], in: folder.url)
        #expect(run.status == 1)
        #expect(try folder.snapshot("_site") == before)
        #expect(run.stderr.contains("_site was left as it was"))
    }

    @Test("a file of the user's where the site needs a folder, or a folder where it writes a file, stops the build before anything changes")
    func blockedPathsKeepPreviousSite() throws {
        let folder = try ScratchFolder()
        let trip = #"{"id": "ID", "destination": "Lisbon, Portugal", "start_date": "2025-01-01", "end_date": "2025-01-01"STYLE}"#
        try folder.write("trips.json", "[" + trip.replacingOccurrences(of: "ID", with: "a").replacingOccurrences(of: "STYLE", with: "") + "]")
        #expect(try TripsiteBinary.run(["build", "trips.json", "--output", "out"], in: folder.url).status == 0)

        try folder.write("out/styles", "mine")
        let styled = trip.replacingOccurrences(of: "ID", with: "a").replacingOccurrences(of: "STYLE", with: #", "travel_style": "Solo""#)
        try folder.write("trips.json", "[" + styled + "]")
        var before = try folder.snapshot("out")
        var run = try TripsiteBinary.run(["build", "trips.json", "--output", "out"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stderr.contains("out/styles is a file where the site needs a folder"), "\(run.stderr)")
        #expect(try folder.snapshot("out") == before)
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("out/styles"))

        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("out/trips/b/index.html"), withIntermediateDirectories: true)
        try folder.write("out/trips/b/index.html/mine.txt", "mine")
        let second = trip.replacingOccurrences(of: "ID", with: "b").replacingOccurrences(of: "STYLE", with: "")
        try folder.write("trips.json", "[" + styled + "," + second + "]")
        before = try folder.snapshot("out")
        run = try TripsiteBinary.run(["build", "trips.json", "--output", "out"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stderr.contains("out/trips/b/index.html is a folder where the site writes a file"), "\(run.stderr)")
        #expect(try folder.snapshot("out") == before)
    }

    @Test("refuses to write into a folder it did not make")
    func refusesForeignFolder() throws {
        let folder = try ScratchFolder()
        try folder.copyFixture("trips-good.json", as: "trips.json")
        try folder.write("public/notes.txt", "mine")
        let run = try TripsiteBinary.run(["build", "trips.json", "--output", "public"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stderr.contains("public: error: the output folder is not empty and was not made by tripsite"))
        #expect(try folder.snapshot("public").keys.sorted() == ["notes.txt"])
    }

    @Test("never writes or removes through a symbolic link inside the output folder")
    func symbolicLinks() throws {
        let folder = try ScratchFolder()
        try folder.copyFixture("trips-good.json", as: "trips.json")
        #expect(try TripsiteBinary.run(["build", "trips.json", "-q"], in: folder.url).status == 0)
        // Someone replaces the trips folder with a link to a folder outside the site.
        let manager = FileManager.default
        let outside = folder.url.appendingPathComponent("elsewhere")
        try manager.moveItem(at: folder.url.appendingPathComponent("_site/trips"), to: outside)
        try manager.createSymbolicLink(at: folder.url.appendingPathComponent("_site/trips"), withDestinationURL: outside)
        let before = try folder.snapshot("elsewhere")
        // Removing a trip would delete its files through the link; changing one would write through it.
        let good = try folder.read("trips.json")
        try folder.write("trips.json", good.replacingOccurrences(of: "Porto", with: "Oporto"))
        let run = try TripsiteBinary.run(["build", "trips.json"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stderr.contains("_site/trips is a symbolic link; tripsite does not write or remove files through links"), "\(run.stderr)")
        #expect(try folder.snapshot("elsewhere") == before)

        // Nor through a link in the staging folder's place or the manifest's.
        let manager2 = FileManager.default
        try manager2.removeItem(at: folder.url.appendingPathComponent("_site/trips"))
        try manager2.moveItem(at: outside, to: folder.url.appendingPathComponent("_site/trips"))
        try manager2.createSymbolicLink(at: folder.url.appendingPathComponent("._site.tripsite-staging"), withDestinationURL: outside)
        try manager2.createDirectory(at: outside, withIntermediateDirectories: true)
        try folder.write("elsewhere/keep.txt", "mine")
        let staged = try TripsiteBinary.run(["build", "trips.json"], in: folder.url)
        #expect(staged.status == 1)
        #expect(staged.stderr.contains("tripsite-staging is a symbolic link"), "\(staged.stderr)")
        #expect(try folder.read("elsewhere/keep.txt") == "mine")
    }

    @Test("publishes only image files from the trips' folder: nothing hidden, nothing of another kind, nothing through a link out")
    func publishesOnlyImages() throws {
        let folder = try ScratchFolder()
        let outside = try ScratchFolder()
        try outside.write("elsewhere.png", "not really a png")
        try folder.write("photo.png", "png")
        try folder.write(".env", "SECRET=1")
        try folder.write("notes.txt", "private")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("link.png").path,
                                                   withDestinationPath: outside.url.appendingPathComponent("elsewhere.png").path)
        try folder.write("trips.json", """
        [{"id": "a", "destination": "Lisbon, Portugal", "start_date": "2025-01-01", "end_date": "2025-01-01",
          "image_url": "photo.png",
          "activities": [{"name": "w", "day_number": 1, "image_url": ".env"}, {"name": "x", "day_number": 1, "image_url": "notes.txt"},
                         {"name": "y", "day_number": 1, "image_url": "link.png"}, {"name": "z", "day_number": 1, "image_url": "trips.json"}]}]
        """)
        let run = try TripsiteBinary.run(["build", "trips.json", "--output", "site"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("site/media").path) == ["photo.png"])
        #expect(run.stderr.contains("trips.json:3:62: warning: trips[0].activities[0].image_url: no image shown: \".env\" is a hidden file or in a hidden folder"), "\(run.stderr)")
        #expect(run.stderr.contains("\"notes.txt\" is not a PNG, JPEG, GIF, WebP, AVIF or SVG file"), "\(run.stderr)")
        #expect(run.stderr.contains("\"link.png\" is not an http(s) URL and no such file is beside the input file"), "\(run.stderr)")
        #expect(run.stderr.contains("\"trips.json\" is not a PNG"), "\(run.stderr)")
    }

    @Test("keeps the user's own files in its output folder and removes only its stale files")
    func keepsUserFiles() throws {
        let folder = try ScratchFolder()
        try folder.copyFixture("trips-good.json", as: "trips.json")
        // The trips without updated_at are dated by SOURCE_DATE_EPOCH, not by the edited file's time.
        let epoch = ["SOURCE_DATE_EPOCH": "1767225600"]
        #expect(try TripsiteBinary.run(["build", "trips.json"], in: folder.url, environment: epoch).status == 0)
        try folder.write("_site/CNAME", "trips.example.com")
        // Remove the second trip: its pages and its country's page go, the user's file stays.
        let good = try folder.read("trips.json")
        let start = try #require(good.range(of: ",\n    {\n      \"id\": \"seoul\""))
        let end = try #require(good.range(of: "\n  ]\n}"))
        try folder.write("trips.json", String(good[..<start.lowerBound]) + String(good[end.lowerBound...]))
        let run = try TripsiteBinary.run(["build", "trips.json"], in: folder.url, environment: epoch)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        // calendar.ics stays as it was: the Seoul trip has no event in it.
        #expect(run.stdout.contains("2 written, 20 unchanged, 5 removed"), "stdout: \(run.stdout)")
        #expect(try folder.read("_site/CNAME") == "trips.example.com")
        #expect(!folder.exists("_site/trips/seoul"))
        #expect(folder.exists("_site/trips/porto-weekend/index.html"))
    }

    @Test("an empty current folder can be the output: the site is swapped into its place")
    func currentFolder() throws {
        let folder = try ScratchFolder()
        try folder.copyFixture("trips-good.json", as: "trips.json")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("out"), withIntermediateDirectories: true)
        let out = folder.url.appendingPathComponent("out")
        let run = try TripsiteBinary.run(["build", "../trips.json", "-o", ".", "-q"], in: out)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(folder.exists("out/index.html") && folder.exists("out/.tripsite-manifest"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == [".out.tripsite-lock", "out", "trips.json"], "no staging folder left")
    }

    @Test("--verbose lists every file written and removed; no progress bar when output is not a terminal")
    func verbose() throws {
        let folder = try ScratchFolder()
        try folder.copyFixture("trips-good.json", as: "trips.json")
        // The fixture's trips are past; a window of a hundred years keeps them in calendar.ics whatever today is.
        let run = try TripsiteBinary.run(["build", "trips.json", "--verbose", "--calendar-past-days", "36500"], in: folder.url)
        #expect(run.status == 0)
        let listed = run.stdout.split(separator: "\n").filter { $0.hasPrefix("written   ") }.map { String($0.dropFirst(10)) }
        #expect(listed.contains("trips/porto-weekend/index.html") && listed.contains("index.html"))
        #expect(listed.contains("assets/street-map.js") && listed.contains("assets/leaflet/leaflet.js"))
        #expect(listed.count == 27, "\(listed)")
        #expect(!run.stderr.contains("Rendering trips"))
        #expect(!run.stderr.contains("\r"))
    }

    @Test("a rebuild with nothing changed rewrites nothing")
    func unchangedRebuild() throws {
        let folder = try ScratchFolder()
        try folder.copyFixture("trips-good.json", as: "trips.json")
        #expect(try TripsiteBinary.run(["build", "trips.json"], in: folder.url).status == 0)
        let run = try TripsiteBinary.run(["build", "trips.json"], in: folder.url)
        #expect(run.stdout.hasPrefix("Nothing to write: _site is up to date with 2 trips, 0 warnings in "), "stdout: \(run.stdout)")
        #expect(run.stdout.split(separator: "\n").count == 1)
    }

    @Test("the base-URL note is said at the first build into a folder, then only with --verbose")
    func settledNoteOnce() throws {
        let folder = try ScratchFolder()
        try folder.copyFixture("trips-good.json", as: "trips.json")
        let first = try TripsiteBinary.run(["build", "trips.json"], in: folder.url)
        #expect(first.stderr.contains("tripsite: note: without a base URL (--base-url, or base_url in tripsite.toml)"), "\(first.stderr)")
        try folder.write("trips.json", try folder.read("trips.json").replacingOccurrences(of: "a *Porto* weekend", with: "a *Porto* long weekend"))
        let second = try TripsiteBinary.run(["build", "trips.json"], in: folder.url)
        #expect(second.stdout.contains("Built 2 trips into _site"), "\(second.stdout)")
        // The fixture's "weather" is not used: said at every build, as a warning would be.
        #expect(second.stderr == "tripsite: 1 field of the input not used; see `tripsite check --ignored`\n", "\(second.stderr)")
        let verbose = try TripsiteBinary.run(["build", "trips.json", "--verbose"], in: folder.url)
        #expect(verbose.stderr.contains("tripsite: note: without a base URL"))
        #expect(try TripsiteBinary.run(["build", "trips.json", "-o", "other"], in: folder.url).stderr.contains("note:"))
    }

    @Test("an output folder holding only a static host's files is accepted, and they are kept")
    func staticHostFiles() throws {
        let folder = try ScratchFolder()
        try folder.copyFixture("trips-good.json", as: "trips.json")
        let mine = ["CNAME": "trips.example.org\n", ".nojekyll": "", "_redirects": "/old /trips/ 301\n",
                    ".well-known/security.txt": "Contact: mailto:me@trips.example.org\n"]
        for (path, text) in mine { try folder.write("public/\(path)", text) }
        for _ in 0..<2 {
            let run = try TripsiteBinary.run(["build", "trips.json", "--output", "public"], in: folder.url)
            #expect(run.status == 0, "stderr: \(run.stderr)")
        }
        let site = try folder.snapshot("public")
        for (path, text) in mine { #expect(site[path] == Data(text.utf8), "\(path)") }
        #expect(site["index.html"] != nil)
    }

    @Test("the same input gives byte-identical output")
    func deterministic() throws {
        let folder = try ScratchFolder()
        try folder.copyFixture("trips-good.json", as: "trips.json")
        #expect(try TripsiteBinary.run(["build", "trips.json", "-o", "a"], in: folder.url).status == 0)
        #expect(try TripsiteBinary.run(["build", "trips.json", "-o", "b"], in: folder.url).status == 0)
        let a = try folder.snapshot("a"), b = try folder.snapshot("b")
        #expect(a.count > 5)
        #expect(a == b)
    }

    @Test("a trips file over 2 GiB is refused before it is read, saying the limit")
    func tripsFileTooLarge() throws {
        let folder = try ScratchFolder()
        let file = folder.url.appendingPathComponent("trips.json")
        #expect(FileManager.default.createFile(atPath: file.path, contents: Data("[".utf8)))
        // A sparse file: its size is past the limit, though nothing is written on the disk.
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: UInt64(2 << 30) + 1)
        try handle.close()
        let run = try TripsiteBinary.run(["build", "trips.json"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stderr.contains("trips.json: error: is larger than 2048 MiB, the most tripsite reads of such a file"), "\(run.stderr)")
    }

    @Test("trips read again from the file as their pages are made give the site and the messages of trips held")
    func tripsReadAgain() throws {
        let folder = try ScratchFolder()
        try folder.copyFixture("trips-good.json", as: "trips.json")
        let held = try TripsiteBinary.run(["build", "trips.json", "-o", "held"], in: folder.url)
        let again = try TripsiteBinary.run(["build", "trips.json", "-o", "again", "--hold-trips-up-to", "0"], in: folder.url)
        #expect(held.status == 0 && again.status == 0, "\(again.stderr)")
        #expect(held.stderr.replacingOccurrences(of: "held", with: "again") == again.stderr)
        #expect(try folder.snapshot("held") == folder.snapshot("again"))
    }

    @Test("usage errors exit 64", arguments: [
        ["build", "--no-such-flag"],
        ["build", "trips.json", "--base-url", "javascript:alert(1)"],
        ["build", "trips.json", "--hold-trips-up-to", "2000"],
        ["frobnicate"],
    ])
    func usageErrors(arguments: [String]) throws {
        let folder = try ScratchFolder()
        let run = try TripsiteBinary.run(arguments, in: folder.url)
        #expect(run.status == 64, "stderr: \(run.stderr)")
    }

    @Test("a --base-url that could break out of a page or robots.txt is a usage error saying what is expected")
    func hostileBaseURL() throws {
        let folder = try ScratchFolder()
        try folder.copyFixture("trips-good.json", as: "trips.json")
        let run = try TripsiteBinary.run(["build", "trips.json", "--base-url", "https://x.example/\"><script>"], in: folder.url)
        #expect(run.status == 64)
        #expect(run.stderr.contains(
            "--base-url: expected an absolute http(s) address without quotes, angle brackets or spaces, such as https://me.github.io/trips/, found \"https://x.example/\\\"><script>\""),
            "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("_site").path))
    }

    @Test("a missing trips file is a data error naming the file")
    func missingFile() throws {
        let folder = try ScratchFolder()
        let run = try TripsiteBinary.run(["build", "nowhere.json"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stderr.contains("nowhere.json: error: no such file"))
    }

    @Test("an 8 MB flight number is an error at the field, found in little memory and without a quadratic pass; nothing is written")
    func hugeShortText() throws {
        let folder = try ScratchFolder()
        // "<" is the character that once grew most: every copy of it became "&lt;" on the pages.
        try folder.write("trips.json", """
        [{"destination": "Paris, France", "start_date": "2025-01-01", "end_date": "2025-01-02",
          "flights": [
        {"flight_number": "\(String(repeating: "<", count: 8 << 20))", "airline": "Air France"}]}]
        """)
        // A reader that went over the value more than a few times would take hours on 8 MB: the limit catches that
        // without timing the build itself, which a loaded machine can slow many times over.
        let measured = try #require(try TripsiteBinary.runMeasured(["build", "trips.json", "-q"], in: folder.url, within: 120))
        #expect(measured.run.status == 1)
        #expect(measured.run.stderr.contains(
            "trips.json:3:19: error: trips[0].flights[0].flight_number: expected at most 500 characters, found 8,388,608"),
            "\(measured.run.stderr.prefix(500))")
        #expect(measured.run.stderr.utf8.count < 1_000, "the value is not repeated in the messages")
        #expect(measured.peakMemory < 200 << 20, "peak memory \(measured.peakMemory >> 20) MiB")
        #expect(!folder.exists("_site"))
    }

    @Test("a named pipe or a device as the trips file, the countries file or a template is refused at once, unopened")
    func regularFilesOnly() throws {
        let folder = try ScratchFolder()
        try folder.copyFixture("trips-good.json", as: "trips.json")
        try folder.copyFixture("trips-good.json", as: "beside/trips.json")
        try folder.write("Templates/footer.html.mustache", "<footer></footer>\n")
        for pipe in ["pipe.json", "beside/countries.json", "Templates/trip.html.mustache"] {
            #expect(mkfifo(folder.url.appendingPathComponent(pipe).path, 0o644) == 0)
        }
        let pipeMessage = "error: is a named pipe (FIFO); expected a regular file"
        for (arguments, message) in [
            (["build", "pipe.json"], "pipe.json: " + pipeMessage),
            (["check", "pipe.json"], "pipe.json: " + pipeMessage),
            (["build", "trips.json", "--countries", "pipe.json"], "pipe.json: " + pipeMessage),
            (["build", "beside/trips.json"], "beside/countries.json: " + pipeMessage),
            (["build", "trips.json", "--templates", "Templates"], "Templates/trip.html.mustache: " + pipeMessage),
            (["build", "/dev/null"], "/dev/null: error: is a device; expected a regular file"),
            (["build", "trips.json", "--countries", "/dev/zero"], "/dev/zero: error: is a device; expected a regular file"),
        ] {
            // A build that opened the pipe would wait for a writer forever: the time limit makes that a failure.
            let measured = try #require(try TripsiteBinary.runMeasured(arguments, in: folder.url, within: 60), "\(arguments): blocked")
            #expect(measured.run.status == 1, "\(arguments)")
            #expect(measured.run.stderr.contains(message), "\(arguments): \(measured.run.stderr)")
        }
        #expect(!folder.exists("_site") && !folder.exists("beside/_site"))
    }

    @Test("a folder given with --countries is named as a folder; one given as trips is read for its files")
    func foldersAsInputFiles() throws {
        let folder = try ScratchFolder()
        try folder.copyFixture("trips-good.json", as: "trips.json")
        try folder.write("lists/readme.txt", "\n")
        let countries = try TripsiteBinary.run(["build", "trips.json", "--countries", "lists"], in: folder.url)
        #expect(countries.status == 1)
        #expect(countries.stderr.contains("lists: error: is a folder; expected a countries JSON file"), "\(countries.stderr)")
        let trips = try TripsiteBinary.run(["check", "lists"], in: folder.url)
        #expect(trips.status == 1)
        #expect(trips.stderr.contains("lists: error: is a folder with no file of trips or reservations in it (.json, .jsonld, .html, .htm, .eml)"), "\(trips.stderr)")
    }

    @Test("hostile files never crash the build", arguments: HostileInput.allCases)
    func hostileInput(_ input: HostileInput) throws {
        let folder = try ScratchFolder()
        try folder.write("trips.json", input.data)
        let run = try TripsiteBinary.run(["build", "trips.json", "-q"], in: folder.url)
        #expect(!run.crashed)
        #expect(run.status == input.expectedStatus, "stderr: \(run.stderr.prefix(500))")
        if input.expectedStatus == 1 {
            #expect(run.stderr.hasPrefix("trips.json:"), "stderr: \(run.stderr.prefix(300))")
        }
    }

    @Test("--help explains the command with examples")
    func help() throws {
        let folder = try ScratchFolder()
        let run = try TripsiteBinary.run(["build", "--help"], in: folder.url)
        #expect(run.status == 0)
        #expect(run.stdout.contains("--base-url"))
        #expect(run.stdout.contains("tripsite build trips.json --base-url"))
    }
}

/// Files that try to break the loader.
enum HostileInput: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case empty, truncated, invalidUTF8, deepNesting, hugeString, nulBytes, bomAndCRLF

    var testDescription: String { rawValue }

    var data: Data {
        switch self {
        case .empty: return Data()
        case .truncated: return Data("[{\"id\": \"a\", \"destination\": \"Paris, Fr".utf8)
        case .invalidUTF8: return Data("[{\"title\": \"".utf8) + Data([0xFF, 0xFE]) + Data("\"}]".utf8)
        case .deepNesting: return Data(String(repeating: "[", count: 200_000).utf8)
        case .hugeString:
            return Data(("[{\"id\": \"big\", \"destination\": \"Paris, France\", \"start_date\": \"2025-01-01\", \"end_date\": \"2025-01-02\", \"trip_description\": \""
                + String(repeating: "a", count: 5_000_000) + "\"}]").utf8)
        case .nulBytes: return Data([0x5B, 0x00, 0x5D])
        case .bomAndCRLF:
            return Data([0xEF, 0xBB, 0xBF]) + Data("[\r\n{\"id\": \"crlf\", \"destination\": \"Paris, France\",\r\n\"start_date\": \"2025-01-01\", \"end_date\": \"2025-01-02\"}\r\n]\r\n".utf8)
        }
    }

    var expectedStatus: Int32 {
        switch self {
        case .bomAndCRLF: 0
        default: 1
        }
    }
}
