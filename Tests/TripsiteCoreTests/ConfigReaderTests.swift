import Testing
import TripsiteConfig
import TripsiteCore
import TripsiteModel
import TripsiteRendering

/// Reading tripsite.toml: every key, and every kind of problem with its exact message and position.
@Suite("Config file reader")
struct ConfigReaderTests {
    private func messages(_ text: String) -> [String] {
        ConfigReader().read(text, file: "tripsite.toml").diagnostics.map(\.formatted)
    }

    @Test("every key is read into its setting")
    func everyKey() {
        let (config, diagnostics) = ConfigReader().read("""
            title = "Our travels"
            base_url = "https://me.github.io/trips/"
            output_dir = "public"
            templates_dir = "layouts"
            countries_file = "data/countries.json"

            [serve]
            port = 4000
            host = "0.0.0.0"

            [check]
            strict = true

            [export]
            format = "md"
            redact = true
            """, file: "site/tripsite.toml")
        #expect(diagnostics.isEmpty)
        #expect(config.title == "Our travels")
        #expect(config.baseURL == "https://me.github.io/trips/")
        #expect(config.outputDir == "public" && config.resolved(config.outputDir) == "site/public")
        #expect(config.resolved(config.templatesDir) == "site/layouts")
        #expect(config.resolved(config.countriesFile) == "site/data/countries.json")
        #expect(config.servePort == 4000 && config.serveHost == "0.0.0.0")
        #expect(config.checkStrict == true)
        #expect(config.exportFormat == "md" && config.exportRedact == true)
    }

    @Test("the page size and the calendar's window are whole numbers in their ranges")
    func pagesAndCalendar() {
        let (config, diagnostics) = ConfigReader().read("""
            page_size = 30

            [calendar]
            past_days = 0
            future_days = 365
            max_trips = 200
            """, file: "tripsite.toml")
        #expect(diagnostics.isEmpty)
        #expect(config.pageSize == 30)
        #expect(config.calendarPastDays == 0 && config.calendarFutureDays == 365 && config.calendarMaxTrips == 200)
        #expect(messages("page_size = 500\ncalendar.max_trips = 0\ncalendar.future_days = \"a year\"\n") == [
            "tripsite.toml:1:13: error: page_size: expected a whole number from 1 to 100, found 500",
            "tripsite.toml:2:22: error: calendar.max_trips: expected a whole number from 1 to 1000, found 0",
            "tripsite.toml:3:24: error: calendar.future_days: expected a whole number from 0 to 36500, found \"a year\"",
        ])
    }

    @Test("an empty file sets nothing, and an absolute path is kept as it is")
    func emptyAndAbsolute() {
        let (empty, none) = ConfigReader().read("# nothing set\n", file: "tripsite.toml")
        #expect(none.isEmpty && empty == SiteConfig(file: "tripsite.toml"))
        let (config, _) = ConfigReader().read("output_dir = \"/srv/www\"\n", file: "site/tripsite.toml")
        #expect(config.resolved(config.outputDir) == "/srv/www")
    }

    @Test("dotted keys and quoted keys are found at their line and column")
    func dottedKeys() {
        #expect(messages("title = \"T\"\nserve.port = \"80\"\n") == [
            "tripsite.toml:2:14: error: serve.port: expected a port number from 0 to 65535, found \"80\"",
        ])
        #expect(messages("  \"title\" = 3\n") == ["tripsite.toml:1:13: error: title: expected a string, found 3"])
    }

    @Test("TOML that does not parse is one error at its line and column")
    func parseError() {
        let found = messages("title = \"Trips\"\nbase_url = \n")
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("tripsite.toml:2:") == true, "\(found)")
        #expect(messages("title = \"a\"\ntitle = \"b\"\n").first?.hasPrefix("tripsite.toml:2:") == true)
    }

    @Test("values of the wrong kind name what was expected and what was found", arguments: [
        ("title = 3", "tripsite.toml:1:9: error: title: expected a string, found 3"),
        ("title = \"\"", "tripsite.toml:1:9: error: title: expected a string that is not empty, found \"\""),
        ("output_dir = [\"a\"]", "tripsite.toml:1:14: error: output_dir: expected a string, found an array"),
        ("base_url = \"me.github.io\"",
         "tripsite.toml:1:12: error: base_url: expected \(BaseAddress.expected), found \"me.github.io\""),
        ("\n\nbase_url = 'https://x.example/\"><script>'",
         "tripsite.toml:3:12: error: base_url: expected \(BaseAddress.expected), found \"https://x.example/\\\"><script>\""),
        ("base_url = \"https:///trips/\"", "tripsite.toml:1:12: error: base_url: expected \(BaseAddress.expected), found \"https:///trips/\""),
        ("base_url = \"https://x.example/a b\"", "tripsite.toml:1:12: error: base_url: expected \(BaseAddress.expected), found \"https://x.example/a b\""),
        ("[serve]\nport = 70000", "tripsite.toml:2:8: error: serve.port: expected a port number from 0 to 65535, found 70000"),
        ("[serve]\nport = 80.5", "tripsite.toml:2:8: error: serve.port: expected a port number from 0 to 65535, found 80.5"),
        ("[check]\nstrict = \"yes\"", "tripsite.toml:2:10: error: check.strict: expected true or false, found \"yes\""),
        ("[export]\nformat = \"docx\"",
         "tripsite.toml:2:10: error: export.format: expected one of \"html\", \"md\", \"ics\", \"pdf\", \"all\", found \"docx\""),
        ("serve = 3", "tripsite.toml:1:1: error: serve: expected a table ([serve]), found 3"),
        ("title = 2024-05-01", "tripsite.toml:1:9: error: title: expected a string, found a date"),
        ("title = \"a\\u0007b\"", "tripsite.toml:1:9: error: title: expected a string without control characters, found \"a\\u0007b\""),
    ])
    func wrongKinds(text: String, message: String) {
        #expect(messages(text) == [message])
    }

    @Test("unknown keys and tables are errors, with the nearest known one", arguments: [
        ("base_ur = \"https://x.example/\"", "tripsite.toml:1:1: error: base_ur: unknown key; did you mean base_url?"),
        ("baseURL = \"https://x.example/\"", "tripsite.toml:1:1: error: baseURL: unknown key; did you mean base_url?"),
        ("output = \"public\"", "tripsite.toml:1:1: error: output: unknown key; did you mean output_dir?"),
        ("titel = \"T\"", "tripsite.toml:1:1: error: titel: unknown key; did you mean title?"),
        ("port = 8080", "tripsite.toml:1:1: error: port: unknown key; did you mean serve.port? it belongs in [serve]: move it there, or write it as serve.port at the top of the file"),
        ("[serve]\nprot = 8080", "tripsite.toml:2:1: error: serve.prot: unknown key; did you mean serve.port?"),
        ("[sevre]\nport = 8080", "tripsite.toml:1:1: error: sevre: unknown table; did you mean serve?"),
        ("colour = \"red\"",
         "tripsite.toml:1:1: error: colour: unknown key; the keys at the top of the file are title, base_url, inputs, output_dir, templates_dir, countries_file, language, drafts, noindex, show_private, paper, page_size, feed_size, serve, check, export, calendar, maps, fields"),
        ("[export]\nwidth = 3", "tripsite.toml:2:1: error: export.width: unknown key; the keys in [export] are format, redact"),
    ])
    func unknownKeys(text: String, message: String) {
        #expect(messages(text) == [message])
    }

    @Test("every problem is reported, in the order of the file, and the good settings are still read")
    func allProblems() {
        let (config, diagnostics) = ConfigReader().read("""
            title = "Kept"
            [serve]
            port = "x"
            hots = "::1"
            [export]
            redact = 1
            """, file: "tripsite.toml")
        #expect(diagnostics.map(\.formatted) == [
            "tripsite.toml:3:8: error: serve.port: expected a port number from 0 to 65535, found \"x\"",
            "tripsite.toml:4:1: error: serve.hots: unknown key; did you mean serve.host?",
            "tripsite.toml:6:10: error: export.redact: expected true or false, found 1",
        ])
        #expect(config.title == "Kept" && config.servePort == nil)
    }

    @Test("the commented file init writes reads as no settings, and every key in it, uncommented, is valid")
    func starterFile() {
        let starter = StarterConfig.text
        let (empty, none) = ConfigReader().read(starter, file: "tripsite.toml")
        #expect(none.isEmpty && empty == SiteConfig(file: "tripsite.toml"))
        for key in ConfigKey.all { #expect(starter.contains("\n# \(key.path) = "), "\(key.path)") }
        #expect(!starter.split(separator: "\n").contains { $0.hasPrefix("[") }, "no table header: appended keys stay top-level")
        #expect(starter.contains("\n# export.redact = true\n"), "redacting exports is suggested")
        let uncommented = starter.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("# ") && $0.contains(" = ") ? String($0.dropFirst(2)) : String($0) }.joined(separator: "\n")
        let (config, diagnostics) = ConfigReader().read(uncommented, file: "tripsite.toml")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
        #expect(config.title != nil && config.baseURL != nil && config.servePort != nil && config.exportRedact != nil)
    }

    @Test("a key appended to the starter file is read as a top-level key; one appended after a table says which table it belongs in")
    func appendedKeys() {
        let (config, none) = ConfigReader().read(StarterConfig.text + "title = \"Rome\"\nserve.port = 4000\n", file: "tripsite.toml")
        #expect(none.isEmpty, "\(none.map(\.formatted))")
        #expect(config.title == "Rome" && config.servePort == 4000)
        #expect(messages("[export]\nredact = true\ntitle = \"Rome\"") == [
            "tripsite.toml:3:1: error: export.title: unknown key; did you mean title? it belongs at the top of the file: move it above the first [table] line",
        ])
        #expect(messages("[serve]\nstrict = true") == [
            "tripsite.toml:2:1: error: serve.strict: unknown key; did you mean check.strict? it belongs in [check]: move it there, or write it as check.strict at the top of the file",
        ])
    }

    @Test("drafts, noindex and show_private are read as booleans; a misspelling gets a did-you-mean")
    func publishingKeys() {
        let (config, diagnostics) = ConfigReader().read("drafts = true\nnoindex = false\nshow_private = true\n", file: "tripsite.toml")
        #expect(diagnostics.isEmpty)
        #expect(config.drafts == true && config.noindex == false && config.showPrivate == true)
        #expect(messages("show_privat = true") == ["tripsite.toml:1:1: error: show_privat: unknown key; did you mean show_private?"])
        #expect(messages("no_index = true") == ["tripsite.toml:1:1: error: no_index: unknown key; did you mean noindex?"])
        #expect(messages("drafts = \"yes\"") == ["tripsite.toml:1:10: error: drafts: expected true or false, found \"yes\""])
        #expect(StarterConfig.text.contains("# Whether trips marked \"visibility\": \"draft\" are built (and exported) too. (--drafts)\n# drafts = false\n"))
    }

    @Test("paper is a4 or letter, the papers the printouts know")
    func paperKey() {
        let (config, diagnostics) = ConfigReader().read("paper = \"letter\"\n", file: "tripsite.toml")
        #expect(diagnostics.isEmpty && config.paper == "letter")
        #expect(messages("paper = \"A5\"") == ["tripsite.toml:1:9: error: paper: expected one of \"a4\", \"letter\", found \"A5\""])
        #expect(messages("[export]\npaper = \"a4\"") == [
            "tripsite.toml:2:1: error: export.paper: unknown key; did you mean paper? it belongs at the top of the file: move it above the first [table] line",
        ])
        guard case .choice(let words) = ConfigKey.paper.kind else {
            Issue.record("paper is not a choice")
            return
        }
        #expect(words == PaperSize.allCases.map(\.rawValue))
    }

    @Test("export.format takes exactly the formats export has")
    func exportFormats() {
        guard case .choice(let words) = ConfigKey.exportFormat.kind else {
            Issue.record("export.format is not a choice")
            return
        }
        #expect(words == TripExport.Format.allCases.map(\.rawValue))
    }

    @Test("malformed values and headers toml++ would stop on are reported before it reads them", arguments: [
        ("[#]", "tripsite.toml:1:2: error: expected a table name after '[', found '#'"),
        ("[\r\nport = 1", "tripsite.toml:1:2: error: expected a table name after '[', found the end of the line"),
        ("title = 1979-05-27Te07:32Z", "tripsite.toml:1:9: error: expected a number, a date or a time, found '1979-05-27Te07:32Z'"),
        ("[serve]\nport = 1e+", "tripsite.toml:2:8: error: expected a number, a date or a time, found '1e+'"),
        ("title = [}", "tripsite.toml:1:10: error: expected a value, found '}'"),
        ("title = [1,,]", "tripsite.toml:1:12: error: expected a value, found ','"),
        ("title = # none", "tripsite.toml:1:9: error: expected a value, found '#'"),
    ])
    func malformed(text: String, message: String) {
        #expect(messages(text) == [message])
    }

    @Test("valid TOML with numbers, dates, arrays and inline tables passes those checks")
    func wellFormed() {
        #expect(messages("""
            [serve]
            port = 8_080
            host = "::1"  # a comment with = and [
            """).isEmpty)
        #expect(messages("title = [\n  1,\n  [2.5e-3, -inf],\n]\n") == ["tripsite.toml:1:9: error: title: expected a string, found an array"])
        #expect(messages("title = 1979-05-27T07:32:00Z") == ["tripsite.toml:1:9: error: title: expected a string, found a date and time"])
        #expect(messages("title = { a = 0x1F, 2024-01-01 = 07:32:00 }") == ["tripsite.toml:1:9: error: title: expected a string, found a table"])
    }

    @Test("bad input never crashes the reader", arguments: [
        "", "\u{0}", "[", "x = [,]", "x = {a = }", "x = 1979-05-27T", "x = 07:", "x = +", "x = 0x", "x = [1 2]", "[[serve]]\nport = 1", "a.b.c.d = 1", "\"\" = 1", "title = \"\"\"\nx\n\"\"\"",
        "[serve]\n[serve]", "title = { a = 1 }", "serve = { port = \"x\" }", String(repeating: "[", count: 10_000),
    ])
    func robustness(text: String) {
        _ = ConfigReader().read(text, file: "tripsite.toml")
    }
}
