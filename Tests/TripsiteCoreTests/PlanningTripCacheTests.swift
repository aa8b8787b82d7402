import Foundation
import Testing
@testable import TripsiteCore

/// Rebuilds in one process take unchanged trips from `TripCache`, and give what a fresh build gives.
@Suite("Planning: trips kept between builds")
struct PlanningTripCacheTests {
    static func trip(_ id: String, title: String, members: String = "") -> String {
        SiteBuildFixture.trip(id, title: title, members: members)
    }

    static func input(_ trips: [String], countries: [UInt8] = EmbeddedResources.countriesJSON, images: Set<String> = []) -> BuildInput {
        BuildInput(
            tripsFileName: "trips.json", tripsBytes: Array(("[\n" + trips.joined(separator: ",\n") + "\n]\n").utf8),
            countriesBytes: countries, localFile: { LocalFile(exists: images.contains($0)) })
    }

    /// Marks the cached plan of `slug`, so that a build that takes it from the cache shows the mark.
    static func mark(_ slug: String, in cache: TripCache) {
        var countries = Fingerprint()
        countries.add(wholeBuffer: EmbeddedResources.countriesJSON)
        let fullScope = countries.hex
        var entries = cache.snapshot(scope: fullScope)
        for (key, entry) in entries where entry.slug == slug {
            entries[key]!.plan.trip.title = "FROM THE CACHE"
        }
        cache.replace(with: entries, scope: fullScope)
    }

    @Test("an unchanged trip is taken from the cache; a changed one is decoded again")
    func reuse() {
        let cache = TripCache()
        let lisbon = Self.trip("lisbon", title: "Lisbon")
        _ = SitePlan.make(Self.input([lisbon, Self.trip("porto", title: "Porto")]), cache: cache)
        #expect(cache.count == 2)
        Self.mark("lisbon", in: cache)
        Self.mark("porto", in: cache)
        let again = SitePlan.make(Self.input([lisbon, Self.trip("porto", title: "Porto, again")]), cache: cache)
        #expect(again.plans.map(\.trip.title) == ["FROM THE CACHE", "Porto, again"])
        #expect(!again.log.hasErrors && again.log.diagnostics.isEmpty)
        #expect(cache.count == 2)
    }

    @Test("a cached trip that moved in the file points at its new position")
    func moved() throws {
        let cache = TripCache()
        let porto = Self.trip("porto", title: "Porto")
        _ = SitePlan.make(Self.input([porto]), cache: cache)
        Self.mark("porto", in: cache)
        let result = SitePlan.make(Self.input([Self.trip("lisbon", title: "Lisbon"), porto]), cache: cache)
        let plan = try #require(result.plans.first { $0.slug == "porto" })
        #expect(plan.trip.title == "FROM THE CACHE")
        #expect(plan.trip.source == SourceLocation(path: "trips[1]", position: SourcePosition(line: 3, column: 1)))
    }

    @Test("a trip that repeats a cached trip's id is an error at its own position")
    func duplicateID() throws {
        let cache = TripCache()
        let lisbon = Self.trip("lisbon", title: "Lisbon")
        _ = SitePlan.make(Self.input([lisbon]), cache: cache)
        let result = SitePlan.make(Self.input([Self.trip("lisbon", title: "Lisbon again"), lisbon]), cache: cache)
        let error = try #require(result.log.diagnostics.first { $0.severity == .error })
        #expect(error.path == "trips[1].id")
        #expect(error.position?.line == 3)
        #expect(error.message.contains("already used by trips[0]"))
    }

    @Test("trips with warnings are not kept; neither is anything after the countries list changed")
    func notKept() {
        let cache = TripCache()
        let withWarning = Self.trip("lisbon", title: "Lisbon", members: "\"image_url\": \"tripBg\"")
        let first = SitePlan.make(Self.input([withWarning, Self.trip("porto", title: "Porto")]), cache: cache)
        #expect(first.log.diagnostics.count == 1)
        #expect(cache.count == 1)
        let second = SitePlan.make(Self.input([withWarning, Self.trip("porto", title: "Porto")]), cache: cache)
        #expect(second.log.diagnostics.map(\.formatted) == first.log.diagnostics.map(\.formatted), "the warning is reported again")

        Self.mark("porto", in: cache)
        let otherCountries = SitePlan.make(
            Self.input([Self.trip("porto", title: "Porto")], countries: EmbeddedResources.countriesJSON + Array(" ".utf8)), cache: cache)
        #expect(otherCountries.plans.map(\.trip.title) == ["Porto"])
    }

    @Test("a cached trip whose local image is gone is decoded again, with the warning")
    func imageGone() {
        let cache = TripCache()
        let lisbon = Self.trip("lisbon", title: "Lisbon", members: "\"image_url\": \"images/tram.jpg\"")
        let first = SitePlan.make(Self.input([lisbon], images: ["images/tram.jpg"]), cache: cache)
        #expect(first.log.diagnostics.isEmpty)
        #expect(cache.count == 1)
        let second = SitePlan.make(Self.input([lisbon]), cache: cache)
        #expect(second.log.diagnostics.count == 1)
        #expect(second.plans.first?.trip.image == nil)
    }

    @Test("a build with a cache writes the same site as one without, on the example trips edited three times")
    func sameSite() throws {
        let examples = GoldenFileTests.packageRoot.appendingPathComponent("Examples/trips.json")
        var text = try String(contentsOf: examples, encoding: .utf8)
        var images: [String: [UInt8]] = [:]
        let imageFolder = examples.deletingLastPathComponent().appendingPathComponent("images")
        for name in try FileManager.default.contentsOfDirectory(atPath: imageFolder.path) {
            images[SiteBuildFixture.inputFolder + "/images/" + name] = try Array(Data(contentsOf: imageFolder.appendingPathComponent(name)))
        }
        let cached = SiteBuildFixture([], files: images)
        let fresh = SiteBuildFixture([], files: images)
        let cache = TripCache()
        for edit in 0..<3 {
            if edit == 1 { text = text.replacingOccurrences(of: "Lisbon,", with: "Lisboa,") }
            // Every trip after the first moves down the file.
            if edit == 2 { text = text.replacingOccurrences(of: "\"title\"", with: "\n\n  \"title\"", options: [], range: text.range(of: "\"title\"")) }
            cached.setTripsText(text)
            fresh.setTripsText(text)
            let withCache = try SiteBuilder(fileSystem: cached.fileSystem, tripCache: cache).build(cached.options())
            let without = try SiteBuilder(fileSystem: fresh.fileSystem).build(fresh.options())
            #expect(withCache.warnings.map(\.formatted) == without.warnings.map(\.formatted), "edit \(edit)")
            #expect(cached.files() == fresh.files(), "edit \(edit)")
            #expect(cache.count > 3)
        }
    }

    @Test("a cached trip's listing is made once and kept; a changed trip's is made anew, as a fresh build makes it")
    func keptListings() throws {
        let cache = TripCache()
        let lisbon = Self.trip("lisbon", title: "Lisbon")
        let first = SitePlan.make(Self.input([lisbon, Self.trip("porto", title: "Porto")]), cache: cache).listings()
        let again = SitePlan.make(Self.input([lisbon, Self.trip("porto", title: "Porto, again")]), cache: cache).listings()
        let fresh = SitePlan.make(Self.input([lisbon, Self.trip("porto", title: "Porto, again")])).listings()
        #expect(again[0].facts === first[0].facts, "the unchanged trip's listing is the one made before")
        #expect(again[1].facts !== first[1].facts)
        #expect(again.map(\.title) == ["Lisbon", "Porto, again"])
        for (kept, made) in zip(again, fresh) {
            #expect(ListingStore.encode([kept], scope: "s") == ListingStore.encode([made], scope: "s"), "\(made.slug)")
        }
        // Made once for a plan however often it is asked for.
        let plan = try #require(SitePlan.make(Self.input([lisbon])).plans.first)
        let keptListing = KeptListing()
        #expect(keptListing.listing(of: plan).facts === keptListing.listing(of: plan).facts)
    }

    @Test("a kept value is made again when its input changes, and a failure is not kept")
    func keptValue() {
        let kept = KeptValue<String, Int>()
        var made = 0
        func value(_ input: String) -> Int { kept.value(for: input) { made += 1; return input.count } }
        #expect(value("abc") == 3 && value("abc") == 3)
        #expect(made == 1)
        #expect(value("abcd") == 4 && value("abc") == 3)
        #expect(made == 3)
        struct Failed: Error {}
        #expect(throws: Failed.self) { try kept.value(for: "x") { () throws(Failed) -> Int in throw Failed() } }
        #expect(value("x") == 1)
        #expect(made == 4)
    }

    @Test("while serving, a changed template or countries file is read again")
    func templatesAndCountries() throws {
        let templates = SiteBuildFixture.inputFolder + "/templates"
        let countries = SiteBuildFixture.inputFolder + "/countries.json"
        let site = SiteBuildFixture([SiteBuildFixture.trip("lisbon", title: "Lisbon")])
        func write(_ path: String, _ text: String) { try! site.fileSystem.write(path, Array(text.utf8)) }
        write(templates + "/trip.md.mustache", "{{% CONTENT_TYPE: MARKDOWN}}\n# {{title}}, first\n")
        write(countries, #"[{"name": "Portugal", "flag": "", "code": "PT", "dial_code": "+351"}]"#)
        let cache = TripCache()
        func build() throws -> SiteBuilder.Report {
            try SiteBuilder(fileSystem: site.fileSystem, tripCache: cache).build(site.options(templates: templates))
        }
        _ = try build()
        #expect(site.text("trips/lisbon/lisbon.md") == "# Lisbon, first\n")
        #expect(site.text("countries/pt/index.html")?.contains("Portugal") == true)

        write(templates + "/trip.md.mustache", "{{% CONTENT_TYPE: MARKDOWN}}\n# {{title}}, second\n")
        _ = try build()
        #expect(site.text("trips/lisbon/lisbon.md") == "# Lisbon, second\n")

        write(countries, #"[{"name": "Portugal", "flag": "", "code": "PO", "dial_code": "+351"}]"#)
        _ = try build()
        #expect(site.text("countries/po/index.html")?.contains("Portugal") == true)
        #expect(site.text("countries/pt/index.html") == nil)

        // A countries file with a problem reports it on every build, kept or not.
        write(countries, #"[{"name": "Portugal", "code": "PRT"}]"#)
        for _ in 0..<2 {
            let error = try #require(throwsError { try build() })
            #expect(error.diagnostics.contains { $0.file == countries && $0.path == "countries[0].code" })
        }
        // A template that does not parse stops every build until it is mended.
        write(countries, #"[{"name": "Portugal", "flag": "", "code": "PT", "dial_code": "+351"}]"#)
        write(templates + "/trip.md.mustache", "{{#open}}")
        for _ in 0..<2 {
            let error = try #require(throwsError { try build() })
            #expect(error.diagnostics.contains { $0.file.hasSuffix("trip.md.mustache") })
        }
    }

    private func throwsError(_ body: () throws -> SiteBuilder.Report) -> DiagnosticsError? {
        do {
            _ = try body()
            return nil
        } catch let error as DiagnosticsError {
            return error
        } catch {
            return nil
        }
    }
}
