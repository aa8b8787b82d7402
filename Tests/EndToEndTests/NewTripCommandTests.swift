import Foundation
import Testing

/// End-to-end tests of `tripsite new trip`: checked like an app's form, and every other byte kept.
@Suite("tripsite new trip")
struct NewTripCommandTests {
    static let paris = ["new", "trip", "--destination", "Paris, France", "--start", "2026-04-10", "--end", "2026-04-17"]
    /// A countries list of one country the built-in list lacks, and a trip there added to `file`.
    static let narniaList = "[{\"name\": \"Narnia\", \"flag\": \"\", \"code\": \"NA\", \"dial_code\": \"+264\"}]"
    static func narnia(file: String) -> [String] {
        ["new", "trip", "--destination", "Cair Paravel, Narnia", "--start", "2026-04-10", "--end", "2026-04-17", "-f", file]
    }

    @Test("adds a trip after the others; the file's other bytes are unchanged and the site builds")
    func addsTrip() throws {
        let folder = try ScratchFolder()
        try folder.copyFixture("trips-good.json", as: "trips.json")
        let before = try folder.read("trips.json")
        let run = try TripsiteBinary.run(Self.paris + ["--style", "couple", "--budget", "€ 2,500.00", "--currency", "EUR", "--travelers", "2"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "Added trip-paris-2026-04-10 to trips.json\n")
        let after = try folder.read("trips.json")
        // Everything up to the end of the last trip is as it was; the new trip follows, and the file's tail.
        let lastBrace = try #require(before.range(of: "}", options: .backwards, range: before.startIndex..<before.range(of: "]", options: .backwards)!.lowerBound))
        #expect(after.hasPrefix(String(before[..<lastBrace.upperBound]) + ",\n"))
        #expect(after.hasSuffix(String(before[lastBrace.upperBound...])))
        #expect(after.contains("\"travel_style\": \"Couple\""))
        let build = try TripsiteBinary.run(["build", "trips.json", "-q"], in: folder.url)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(folder.exists("_site/trips/trip-paris-2026-04-10/index.html"))

        #expect(after.contains("\"budget\": \"€ 2,500.00\""), "an amount with its currency stays text")

        // The same trip again gets a fresh id; a plain budget is a number.
        #expect(try TripsiteBinary.run(Self.paris + ["--budget", "2500"], in: folder.url).stdout == "Added trip-paris-2026-04-10-2 to trips.json\n")
        #expect(try folder.read("trips.json").contains("\"budget\": 2500,"))
    }

    @Test("a countries.json beside the trips file is what the destination is checked against, as in a build")
    func countriesBeside() throws {
        let folder = try ScratchFolder()
        try folder.write("data/trips.json", "[]\n")
        try folder.write("data/countries.json", Self.narniaList)
        let narnia = Self.narnia(file: "data/trips.json")
        let run = try TripsiteBinary.run(narnia, in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try folder.read("data/trips.json").contains("\"title\": \"Trip to Cair Paravel\""))
        // A list given with --countries is used instead.
        let refused = try TripsiteBinary.run(narnia + ["--countries", "missing.json"], in: folder.url)
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("--countries: no such file missing.json"))
    }

    @Test("countries_file in the site's tripsite.toml is what the destination is checked against, as in a build")
    func countriesFromConfig() throws {
        let folder = try ScratchFolder()
        try folder.write("site/trips.json", "[]\n")
        try folder.write("site/lists/narnia.json", Self.narniaList)
        try folder.write("site/tripsite.toml", "countries_file = \"lists/narnia.json\"\n")
        let narnia = Self.narnia(file: "site/trips.json")
        let run = try TripsiteBinary.run(narnia, in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try folder.read("site/trips.json").contains("\"destination\": \"Cair Paravel, Narnia\""))
        #expect(try TripsiteBinary.run(["build", "site/trips.json", "-q"], in: folder.url).status == 0, "the build reads the same list")

        // A settings file with an error stops the command as it stops a build: its place, exit 1, nothing written.
        try folder.write("site/tripsite.toml", "countries_file = \n")
        let broken = try TripsiteBinary.run(narnia, in: folder.url)
        #expect(broken.status == 1)
        #expect(broken.stderr.contains("tripsite.toml:1:"), "\(broken.stderr)")
        #expect(try folder.read("site/trips.json").components(separatedBy: "Cair Paravel, Narnia").count == 2)
    }

    @Test("the form's checks: every bad option reported, exit 64, nothing written")
    func validation() throws {
        let folder = try ScratchFolder()
        try folder.write("trips.json", "[]\n")
        let run = try TripsiteBinary.run(["new", "trip", "--destination", "Atlantis", "--start", "2026-02-30", "--end", "2026-01-01", "--style", "Wild"], in: folder.url)
        #expect(run.status == 64)
        #expect(run.stderr.contains("--destination: no country found in \"Atlantis\""))
        #expect(run.stderr.contains("--start: expected a date such as 2026-04-10, found \"2026-02-30\""))
        #expect(run.stderr.contains("--style: expected one of Solo, Couple"))
        #expect(try folder.read("trips.json") == "[]\n")
        let order = try TripsiteBinary.run(["new", "trip", "--destination", "Paris, France", "--start", "2026-04-17", "--end", "2026-04-10"], in: folder.url)
        #expect(order.status == 64)
        #expect(order.stderr.contains("--end: expected a date on or after the start date 2026-04-17, found 2026-04-10"))
    }

    @Test("a broken --countries file is reported with its place, exit 1, as a build reports it; nothing written")
    func brokenCountries() throws {
        let folder = try ScratchFolder()
        try folder.write("trips.json", "[]\n")
        try folder.write("codes.json", "[\n  {\"name\": \"France\", \"code\": \"FRA\"}\n]\n")
        try folder.write("cut.json", "[{\"name\": \"France\", \"code\": \"FR\"},\n  {\"name\": ")
        let codes = try TripsiteBinary.run(Self.paris + ["--countries", "codes.json"], in: folder.url)
        #expect(codes.status == 1)
        #expect(codes.stderr.contains("codes.json:2:30: error: countries[0].code: expected a two-letter ISO country code such as FR, found \"FRA\""), "\(codes.stderr)")
        let cut = try TripsiteBinary.run(Self.paris + ["--countries", "cut.json"], in: folder.url)
        #expect(cut.status == 1)
        #expect(cut.stderr.contains("cut.json:2:12: error: countries[1].name: unexpected end of file"), "\(cut.stderr)")
        #expect(try folder.read("trips.json") == "[]\n")
        // A good list is used to check the destination.
        try folder.write("good.json", "[{\"name\": \"France\", \"flag\": \"\", \"code\": \"FR\", \"dial_code\": \"+33\"}]")
        #expect(try TripsiteBinary.run(Self.paris + ["--countries", "good.json"], in: folder.url).status == 0)
    }

    @Test("--dry-run prints the trip and writes nothing")
    func dryRun() throws {
        let folder = try ScratchFolder()
        try folder.write("trips.json", "{\"trips\": []}\n")
        let run = try TripsiteBinary.run(Self.paris + ["--dry-run"], in: folder.url)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("{\n  \"id\": \"trip-paris-2026-04-10\",\n  \"title\": \"Trip to Paris\","))
        #expect(try folder.read("trips.json") == "{\"trips\": []}\n")
    }

    @Test("an empty or wrapped trips array and a missing file all get the trip")
    func shapes() throws {
        let folder = try ScratchFolder()
        try folder.write("wrapped.json", "{\n  \"trips\": []\n}\n")
        #expect(try TripsiteBinary.run(Self.paris + ["-f", "wrapped.json"], in: folder.url).status == 0)
        let wrapped = try folder.read("wrapped.json")
        #expect(wrapped.hasPrefix("{\n  \"trips\": [\n    {\n      \"id\": \"trip-paris-2026-04-10\""))
        #expect(wrapped.hasSuffix("    }\n  ]\n}\n"))
        #expect(try TripsiteBinary.run(Self.paris + ["-f", "new.json"], in: folder.url).status == 0)
        #expect(try TripsiteBinary.run(["check", "new.json"], in: folder.url).status == 0)
        #expect(try TripsiteBinary.run(["check", "wrapped.json"], in: folder.url).status == 0)
    }

    @Test("a linked trips file stays a link, its target gets the trip and keeps its permissions; CRLF files stay CRLF")
    func keepsTheFileAsItIs() throws {
        let folder = try ScratchFolder()
        try folder.write("data/real.json", "[\r\n  {\"id\": \"a\", \"destination\": \"Rome, Italy\", \"start_date\": \"2026-01-01\", \"end_date\": \"2026-01-02\"}\r\n]\r\n")
        let real = folder.url.appendingPathComponent("data/real.json").path
        let link = folder.url.appendingPathComponent("trips.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "data/real.json")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: real)

        let run = try TripsiteBinary.run(Self.paris, in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "data/real.json")
        let attributes = try FileManager.default.attributesOfItem(atPath: real)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let text = try folder.read("data/real.json")
        #expect(text.contains("trip-paris-2026-04-10"))
        // Every line ends with CR LF, the new trip's too; and nothing is left beside the file.
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        #expect(text.hasPrefix("[\r\n  {\"id\": \"a\", \"destination\": \"Rome, Italy\", \"start_date\": \"2026-01-01\", \"end_date\": \"2026-01-02\"},\r\n  {\r\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("data").path) == ["real.json"])
        #expect(try TripsiteBinary.run(["check", "trips.json"], in: folder.url).status == 0)

        // A link that leads nowhere is kept as it is, and nothing is made where it points.
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("lost.json").path, withDestinationPath: "data/missing.json")
        let lost = try TripsiteBinary.run(Self.paris + ["-f", "lost.json"], in: folder.url)
        #expect(lost.status == 1)
        #expect(lost.stderr.contains("is a symbolic link to a file that does not exist"), "\(lost.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.url.appendingPathComponent("lost.json").path) == "data/missing.json")
        #expect(!folder.exists("data/missing.json"))
    }
}

/// Edits made at the same time, text that must not reach the file, the file's line breaks and what may be edited.
@Suite("tripsite new trip: safe edits")
struct NewTripSafeEditTests {
    static let paris = NewTripCommandTests.paris

    /// A `tripsite` started in a folder, whose end is waited for a bounded time: a command that blocks fails its
    /// test instead of stopping the tests.
    final class Started {
        let process = Process()
        let output = Pipe(), errors = Pipe()
        let ended = DispatchSemaphore(value: 0)

        init(_ arguments: [String], in folder: URL) throws {
            process.executableURL = TripsiteBinary.executable
            process.arguments = arguments
            process.currentDirectoryURL = folder
            process.standardOutput = output
            process.standardError = errors
            let ended = ended
            process.terminationHandler = { _ in ended.signal() }
            try process.run()
        }

        /// The run, or `nil` when the command had not ended within `seconds` (it is then stopped).
        func finish(within seconds: Double = 60) -> TripsiteBinary.Run? {
            guard ended.wait(timeout: .now() + seconds) == .success else {
                process.terminate()
                process.waitUntilExit()
                return nil
            }
            return TripsiteBinary.Run(
                status: process.terminationStatus,
                stdout: String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
                stderr: String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
                crashed: process.terminationReason == .uncaughtSignal)
        }
    }

    @Test("20 adds at the same time all land, and the file stays valid JSON")
    func parallelAdds() throws {
        let folder = try ScratchFolder()
        try folder.write("c.json", "[\n]\n")
        let titles = (1...20).map { "Parallel trip \($0)" }
        let started = try titles.map { try Started(Self.paris + ["-f", "c.json", "--title", $0], in: folder.url) }
        for (title, process) in zip(titles, started) {
            let run = try #require(process.finish(), "\(title) did not end")
            #expect(run.status == 0, "\(title): \(run.stderr)")
            #expect(run.stdout.hasPrefix("Added trip-paris-2026-04-10"))
        }
        let data = try Data(contentsOf: folder.url.appendingPathComponent("c.json"))
        let trips = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(trips.count == 20)
        #expect(Set(trips.compactMap { $0["title"] as? String }) == Set(titles))
        #expect(Set(trips.compactMap { $0["id"] as? String }).count == 20, "every trip has its own id")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["c.json"], "no lock or temporary file is left")
        #expect(try TripsiteBinary.run(["check", "c.json"], in: folder.url).status == 0)
    }

    @Test("an add removes the new copies of the file that stopped edits left, says so, and keeps other files")
    func staleCopiesRemoved() throws {
        let folder = try ScratchFolder()
        try folder.write("c.json", "[\n]\n")
        for name in ["c.json.tripsite-Ab12Cd", "c.json.tripsite-zz99ZZ", "c.json.tripsite-mine", "c.json.tripsite-ab-12c", "d.json.tripsite-Ab12Cd"] {
            try folder.write(name, "{\"half\": ")
        }
        let run = try TripsiteBinary.run(Self.paris + ["-f", "c.json"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == """
            tripsite: removed c.json.tripsite-Ab12Cd, a new copy of c.json left by an edit that was stopped before it ended
            tripsite: removed c.json.tripsite-zz99ZZ, a new copy of c.json left by an edit that was stopped before it ended

            """)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
            == ["c.json", "c.json.tripsite-ab-12c", "c.json.tripsite-mine", "d.json.tripsite-Ab12Cd"])
        let dryRun = try TripsiteBinary.run(Self.paris + ["-f", "d.json", "--dry-run"], in: folder.url)
        #expect(dryRun.stderr.isEmpty, "a dry run takes no lock, so it removes nothing: \(dryRun.stderr)")
        #expect(folder.exists("d.json.tripsite-Ab12Cd"))
    }

    @Test("an add stopped by SIGTERM or SIGINT while it writes the new file removes it; the file is the old or the new",
          .timeLimit(.minutes(5)), arguments: [SIGTERM, SIGINT])
    func stoppedAdd(signal: Int32) throws {
        let folder = try ScratchFolder()
        // A large file, so that the new copy takes a while to write.
        let trip = "{\"title\": \"Trip\", \"destination\": \"Lisbon, Portugal\", \"start_date\": \"2025-05-01\", \"end_date\": \"2025-05-04\", \"notes\": \"\(String(repeating: "x", count: 1 << 20))\"}"
        let original = "[\n" + Array(repeating: trip, count: 40).joined(separator: ",\n") + "\n]\n"
        try folder.write("big.json", original)
        var caught = 0
        for _ in 0..<5 where caught == 0 {
            let started = try Started(Self.paris + ["-f", "big.json"], in: folder.url)
            while started.process.isRunning {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.url.path)) ?? []
                if names.contains(where: { $0.hasPrefix("big.json.tripsite-") }) {
                    kill(started.process.processIdentifier, signal)
                    caught += 1
                    break
                }
            }
            _ = try #require(started.finish())
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { !$0.hasPrefix(".") } == ["big.json"])
        }
        #expect(caught == 1, "the new copy was seen and the signal sent while it was there")
        let text = try folder.read("big.json")
        #expect(text == original || text.hasPrefix(String(original.dropLast(3))))
    }

    @Test("control characters, bidirectional overrides and a blank title are refused with exit 64; the file is untouched",
          arguments: [
              ("--title", "Day\u{1}trip", "--title contains U+0001, a control character"),
              ("--title", "Two\nlines", "--title contains U+000A, a control character"),
              ("--title", "Rub\u{7F}out", "--title contains U+007F, a control character"),
              ("--description", "Next\u{85}line", "--description contains U+0085, a control character"),
              ("--title", "Paris \u{202E}gnp.exe", "--title contains U+202E, a bidirectional override or isolate"),
              ("--destination", "Paris\u{2066}, France", "--destination contains U+2066, a bidirectional override or isolate"),
              ("--title", "", "--title: expected some text, found none"),
              ("--title", " \t ", "--title: expected some text, found none"),
          ])
    func refusedText(option: String, value: String, message: String) throws {
        let folder = try ScratchFolder()
        try folder.copyFixture("trips-good.json", as: "trips.json")
        let before = try Data(contentsOf: folder.url.appendingPathComponent("trips.json"))
        let arguments = option == "--destination"
            ? ["new", "trip", "--destination", value, "--start", "2026-04-10", "--end", "2026-04-17"]
            : Self.paris + [option, value]
        let run = try TripsiteBinary.run(arguments, in: folder.url)
        #expect(run.status == 64)
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(try Data(contentsOf: folder.url.appendingPathComponent("trips.json")) == before)
    }

    @Test("the new trip gets the file's own line breaks: CR alone, CR LF, or LF",
          arguments: ["\r", "\r\n", "\n"])
    func lineBreaks(lineBreak: String) throws {
        let folder = try ScratchFolder()
        let rome = "{\"id\": \"a\", \"destination\": \"Rome, Italy\", \"start_date\": \"2026-01-01\", \"end_date\": \"2026-01-02\"}"
        try folder.write("trips.json", "[\(lineBreak)  \(rome)\(lineBreak)]\(lineBreak)")
        try folder.write("empty.json", "{\(lineBreak)  \"trips\": []\(lineBreak)}\(lineBreak)")
        #expect(try TripsiteBinary.run(Self.paris, in: folder.url).status == 0)
        #expect(try TripsiteBinary.run(Self.paris + ["-f", "empty.json"], in: folder.url).status == 0)

        let text = try folder.read("trips.json")
        #expect(text.hasPrefix("[\(lineBreak)  \(rome),\(lineBreak)  {\(lineBreak)    \"id\": \"trip-paris-2026-04-10\",\(lineBreak)"), "\(text.debugDescription)")
        #expect(text.hasSuffix("\(lineBreak)  }\(lineBreak)]\(lineBreak)"), "\(text.debugDescription)")
        let empty = try folder.read("empty.json")
        #expect(empty.hasPrefix("{\(lineBreak)  \"trips\": [\(lineBreak)    {\(lineBreak)      \"id\": \"trip-paris-2026-04-10\","), "\(empty.debugDescription)")
        for file in [text, empty] {
            // Every line break is the file's own.
            #expect(file.replacingOccurrences(of: lineBreak, with: "").rangeOfCharacter(from: CharacterSet(charactersIn: "\r\n")) == nil)
        }
        for name in ["trips.json", "empty.json"] {
            #expect(try TripsiteBinary.run(["check", name], in: folder.url).status == 0, "\(name)")
        }
    }

    @Test("a folder, a pipe or a device given as the trips file is refused at once, exit 1")
    func regularFilesOnly() throws {
        let folder = try ScratchFolder()
        try folder.write("data/trips.json", "[]\n")
        #expect(mkfifo(folder.url.appendingPathComponent("pipe.json").path, 0o644) == 0)
        for (file, message) in [("data", "is a folder"), ("pipe.json", "is not a regular file"), ("/dev/null", "is not a regular file")] {
            for extra in [[], ["--dry-run"]] {
                let run = try #require(try Started(Self.paris + ["-f", file] + extra, in: folder.url).finish(within: 60), "\(file) \(extra): blocked")
                #expect(run.status == 1, "\(file) \(extra)")
                #expect(run.stderr.contains(message), "\(file) \(extra): \(run.stderr)")
            }
        }
        #expect(try folder.read("data/trips.json") == "[]\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["data", "pipe.json"], "nothing left beside them")
    }
}
