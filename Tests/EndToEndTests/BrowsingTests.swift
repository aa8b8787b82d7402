import Foundation
import TripsiteTestSupport
import Testing

/// The index's search box, filters and sort, and a trip page's list sorting, used in a real browser
/// (headless Chromium) on the example site, from `file://` as on a USB stick.
@Suite("browsing in a browser", .serialized)
struct BrowsingTests {
    struct Snapshot: Decodable {
        var visible: [String]
        var count: String?
        var empty: Bool?
        var formShown: Bool?
        var sections: [String]?
        var more: String?
        var lists: [String: [String]]
        var sorts: [String: [String]]
        var hash: String
        var litDots: [String]?
        var dimmedDots: [String]?
    }

    enum Step {
        case type(String, into: String = "#browse-q")
        case pick(String, in: String)
        case click(String)

        var json: [String: String] {
            switch self {
            case .type(let text, let field): ["type": field, "text": text]
            case .pick(let value, let select): ["pick": select, "value": value]
            case .click(let selector): ["click": selector]
            }
        }
    }

    /// The page as it loads, then after each step, seen on `today` (by default a day before every example trip, so
    /// that all are upcoming and each sort order shows in one list).
    private func run(_ page: URL, _ steps: [Step], today: String = "2024-01-01") throws -> [Snapshot] {
        let harness = Repository.file("Tests/Support/browse-probe.html")
        let address = page.absoluteString + "#today=" + today
        let plan = try JSONSerialization.data(withJSONObject: ["page": address, "steps": steps.map(\.json)] as [String: Any])
        let hash = String(decoding: plan, as: UTF8.self).addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        let dom = try HeadlessChromium.run([
            "--allow-file-access-from-files", "--virtual-time-budget=5000", "--window-size=1300,900",
            "--dump-dom", harness.absoluteString + "#" + hash,
        ])
        let text = try #require(HeadlessChromium.harnessOutput(dom), "no output from the browsing harness")
        return try JSONDecoder().decode([Snapshot].self, from: Data(text.utf8))
    }

    /// Builds the example site into a scratch folder (kept alive by the caller) and names one of its pages.
    private func page(_ path: String, in folder: ScratchFolder) throws -> URL {
        let trips = Repository.file("Examples/trips.json").path
        let build = try TripsiteBinary.run(["build", trips, "-o", "site", "-q"], in: folder.url)
        #expect(build.status == 0, "\(build.stderr)")
        return folder.url.appendingPathComponent("site/" + path)
    }

    private let allByStart = [
        "Autumn Leaves in Kyoto", "Tapas & Fado: *Lisbon* <3", "Cape Town: Table Mountain to Cape Point",
        "Thanksgiving in New York", "Hogmanay in Edinburgh", "Dubai for Ada's 30th", "Spring in Marrakech",
        "Cherry Blossoms in Seoul", "Big Sur in Wanda the RV",
    ]

    @Test("the index lists every trip by start date, and shows the search form once the script runs")
    func initialState() throws {
        let folder = try ScratchFolder()
        let snapshots = try run(try page("index.html", in: folder), [])
        #expect(snapshots[0].visible == allByStart)
        #expect(snapshots[0].formShown == true)
        #expect(snapshots[0].count == "9 trips")
        #expect(snapshots[0].sections == ["Upcoming and ongoing"], "every example trip is ahead on 1 January 2024")
        #expect(snapshots[0].more == nil, "nine trips fit on one page")
        // Once they have all ended, the latest comes first.
        let later = try run(try page("index.html", in: folder), [], today: "2030-01-01")
        #expect(later[0].sections == ["Past trips"])
        #expect(later[0].visible == allByStart.reversed())
        // Without the script, the published order is the same.
        let html = try String(contentsOf: folder.url.appendingPathComponent("site/index.html"), encoding: .utf8)
        let titles = html.matches(of: /<h3><a href="[^"]*">([^<]*)<\/a><\/h3>/).map { String($0.output.1) }
        #expect(titles.count == 9)
        // Hidden until the script runs, with the words the script writes in the page's language.
        #expect(html.contains("<form class=\"browse\" id=\"browse\" role=\"search\" aria-label=\"Find a trip\" data-words=\"{&quot;matching&quot;:"))
        #expect(html.contains("&quot;trips&quot;:{&quot;one&quot;:&quot;{count} trip&quot;,&quot;other&quot;:&quot;{count} trips&quot;}}\" hidden>"))
    }

    @Test("typing into the search box keeps the trips whose title, destination, country, style or activities match")
    func search() throws {
        let folder = try ScratchFolder()
        let snapshots = try run(try page("index.html", in: folder), [
            .type("kyo"), .type("portugal"), .type("fado dinner"), .type("road"), .type("elephant seal"),
            .type("ZZZ"), .click("#browse-reset"),
        ])
        #expect(snapshots[1].visible == ["Autumn Leaves in Kyoto"])
        #expect(snapshots[1].count == "1 of 9 trips")
        #expect(snapshots[2].visible == ["Tapas & Fado: *Lisbon* <3"], "by country name")
        #expect(snapshots[3].visible == ["Tapas & Fado: *Lisbon* <3"], "by an activity's name")
        #expect(snapshots[4].visible == ["Big Sur in Wanda the RV"], "by travel style")
        #expect(snapshots[5].visible == ["Big Sur in Wanda the RV"], "by a place's name")
        #expect(snapshots[6].visible == [])
        #expect(snapshots[6].empty == true)
        #expect(snapshots[7].visible == allByStart)
        #expect(snapshots[7].empty == false)
    }

    @Test("filters by country, travel style, status and year combine with the search")
    func filters() throws {
        let folder = try ScratchFolder()
        let snapshots = try run(try page("index.html", in: folder), [
            .pick("us", in: "#browse-country"), .pick("planned", in: "#browse-status"), .type("big"),
            .type(""), .pick("", in: "#browse-country"), .pick("", in: "#browse-status"), .pick("road-trip", in: "#browse-style"),
            .pick("", in: "#browse-style"), .pick("2024", in: "#browse-year"),
        ])
        #expect(snapshots[1].visible == ["Thanksgiving in New York", "Big Sur in Wanda the RV"])
        #expect(snapshots[2].visible == ["Thanksgiving in New York", "Big Sur in Wanda the RV"])
        #expect(snapshots[3].visible == ["Big Sur in Wanda the RV"])
        #expect(snapshots[3].hash.contains("country=us") && snapshots[3].hash.contains("q=big"), "the choices are kept in the address: \(snapshots[3].hash)")
        #expect(snapshots[7].visible == ["Big Sur in Wanda the RV"])
        #expect(snapshots[9].visible == ["Autumn Leaves in Kyoto"])
    }

    @Test("the world map's dots link to trip pages, and the search and filters dim the dots of the trips they hide")
    func mapDots() throws {
        let folder = try ScratchFolder()
        let snapshots = try run(try page("index.html", in: folder), [
            .type("kyoto"), .type(""), .pick("pt", in: "#browse-country"), .click("#browse-reset"),
        ])
        let html = try folder.read("site/index.html")
        let links = html.matches(of: /<a href="([^"]*)" class="map-dot[^"]*" data-dot="[0-9]+"><title>([^<]*)<\/title>/)
        #expect(links.count >= 5, "\(links.count) dots")
        for link in links {
            let href = String(link.output.1)
            #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("site/" + href).path), "\(href)")
            if !link.output.2.contains(" trips: ") { #expect(href.hasPrefix("trips/") && href.hasSuffix("/index.html"), "\(href)") }
        }
        let all = try #require(snapshots[0].litDots)
        #expect(all.count == links.count && snapshots[0].dimmedDots == [], "every dot lit at first")
        let kyoto = try #require(snapshots[1].litDots)
        #expect(kyoto.count == 1 && kyoto[0].contains("Autumn Leaves in Kyoto"), "\(kyoto)")
        #expect(snapshots[1].dimmedDots?.count == links.count - 1)
        #expect(snapshots[2].litDots == all, "an empty search lights every dot again")
        let portugal = try #require(snapshots[3].litDots)
        #expect(portugal.count == 1 && portugal[0].contains("Lisbon"), "\(portugal)")
        #expect(snapshots[4].litDots == all && snapshots[4].dimmedDots == [])
    }

    @Test("each sort order reorders the cards")
    func sorts() throws {
        let folder = try ScratchFolder()
        let snapshots = try run(try page("index.html", in: folder), [
            .pick("start-desc", in: "#browse-sort"), .pick("title", in: "#browse-sort"),
            .pick("days", in: "#browse-sort"), .pick("days-desc", in: "#browse-sort"),
            .pick("cost", in: "#browse-sort"), .pick("cost-desc", in: "#browse-sort"), .pick("start", in: "#browse-sort"),
        ])
        #expect(snapshots[1].visible == allByStart.reversed())
        #expect(snapshots[2].visible == allByStart.sorted { $0.lowercased() < $1.lowercased() })
        // Trips of the same length keep their start-date order.
        #expect(snapshots[3].visible == [
            "Thanksgiving in New York", "Autumn Leaves in Kyoto", "Hogmanay in Edinburgh", "Dubai for Ada's 30th",
            "Spring in Marrakech", "Cherry Blossoms in Seoul", "Tapas & Fado: *Lisbon* <3", "Big Sur in Wanda the RV",
            "Cape Town: Table Mountain to Cape Point",
        ])
        #expect(snapshots[4].visible == [
            "Cape Town: Table Mountain to Cape Point", "Tapas & Fado: *Lisbon* <3", "Big Sur in Wanda the RV",
            "Autumn Leaves in Kyoto", "Hogmanay in Edinburgh", "Dubai for Ada's 30th", "Spring in Marrakech",
            "Cherry Blossoms in Seoul", "Thanksgiving in New York",
        ])
        // Costs group by currency (EUR, GBP, JPY, NGN, USD, ZAR), amounts ordered within; trips whose
        // costs are in several currencies, or that have none, come last.
        #expect(snapshots[5].visible == [
            "Spring in Marrakech", "Hogmanay in Edinburgh", "Autumn Leaves in Kyoto", "Dubai for Ada's 30th",
            "Big Sur in Wanda the RV", "Thanksgiving in New York", "Cape Town: Table Mountain to Cape Point",
            "Tapas & Fado: *Lisbon* <3", "Cherry Blossoms in Seoul",
        ])
        #expect(Array(snapshots[6].visible.prefix(7)) == [
            "Spring in Marrakech", "Hogmanay in Edinburgh", "Autumn Leaves in Kyoto", "Dubai for Ada's 30th",
            "Thanksgiving in New York", "Big Sur in Wanda the RV", "Cape Town: Table Mountain to Cape Point",
        ])
        #expect(snapshots[7].visible == allByStart)
    }

    @Test("a country's page can be searched and sorted like the index")
    func countryPage() throws {
        let folder = try ScratchFolder()
        let snapshots = try run(try page("countries/us/index.html", in: folder), [
            .type("wanda"), .type(""), .pick("start-desc", in: "#browse-sort"),
        ])
        #expect(snapshots[0].formShown == true)
        #expect(snapshots[0].visible == ["Thanksgiving in New York", "Big Sur in Wanda the RV"])
        #expect(snapshots[1].visible == ["Big Sur in Wanda the RV"])
        #expect(snapshots[1].count == "1 of 2 trips")
        #expect(snapshots[3].visible == ["Big Sur in Wanda the RV", "Thanksgiving in New York"])
        let html = try String(contentsOf: folder.url.appendingPathComponent("site/countries/us/index.html"), encoding: .utf8)
        #expect(!html.contains("id=\"browse-country\""), "no country filter on a country's page")
        #expect(html.contains("id=\"browse-style\""))
    }

    @Test("a trip page's hotels, activities and places sort like a travel search app's results")
    func tripPageSorts() throws {
        let folder = try ScratchFolder()
        let snapshots = try run(try page("trips/trip-big-sur-2026/index.html", in: folder), [
            .pick("price", in: "select[data-sorts=hotels]"), .pick("price-desc", in: "select[data-sorts=hotels]"),
            .pick("stars-desc", in: "select[data-sorts=hotels]"), .pick("stars", in: "select[data-sorts=hotels]"),
            .pick("rating", in: "select[data-sorts=hotels]"), .pick("order", in: "select[data-sorts=hotels]"),
            .pick("price", in: "select[data-sorts=activities]"), .pick("rating", in: "select[data-sorts=activities]"),
            .pick("stars-desc", in: "select[data-sorts=places]"),
        ])
        let recommended = ["Kirk Creek Campground", "Madonna Inn", "El Capitán Canyon"]
        #expect(snapshots[0].lists["hotels"] == recommended)
        #expect(snapshots[0].sorts["hotels"] == ["order", "price", "price-desc", "stars-desc", "stars", "rating"])
        #expect(snapshots[0].sorts["places"] == ["order", "stars-desc", "stars"])
        #expect(snapshots[1].lists["hotels"] == ["Kirk Creek Campground", "El Capitán Canyon", "Madonna Inn"], "price per night, low to high")
        #expect(snapshots[2].lists["hotels"] == ["Madonna Inn", "El Capitán Canyon", "Kirk Creek Campground"])
        #expect(snapshots[3].lists["hotels"] == ["Madonna Inn", "El Capitán Canyon", "Kirk Creek Campground"], "a stay without stars comes last")
        #expect(snapshots[4].lists["hotels"] == ["El Capitán Canyon", "Madonna Inn", "Kirk Creek Campground"])
        #expect(snapshots[5].lists["hotels"] == ["El Capitán Canyon", "Kirk Creek Campground", "Madonna Inn"], "guest rating, best first")
        #expect(snapshots[6].lists["hotels"] == recommended)
        #expect(snapshots[7].lists["activities"] == ["Point Lobos State Natural Reserve", "Hearst Castle Grand Rooms tour", "Channel Islands boat trip", "Pick up Wanda"])
        #expect(snapshots[8].lists["activities"] == ["Point Lobos State Natural Reserve", "Channel Islands boat trip", "Hearst Castle Grand Rooms tour", "Pick up Wanda"])
        #expect(snapshots[9].lists["places"]?.first == "Piedras Blancas elephant seal rookery")
    }

    @Test("trips that have not ended by the reader's date come first under their heading, past ones after; sorting keeps the split")
    func upcomingThenPast() throws {
        let folder = try ScratchFolder()
        let snapshots = try run(try page("index.html", in: folder), [
            .pick("start-desc", in: "#browse-sort"), .type("kyoto"),
        ], today: "2025-11-20")
        // Cape Town (14 to 23 November) is under way on the 20th, so it is among the upcoming trips.
        let upcoming = Array(allByStart.dropFirst(2)), past = Array(allByStart.prefix(2))
        #expect(snapshots[0].sections == ["Upcoming and ongoing", "Past trips"])
        #expect(snapshots[0].visible == upcoming + past.reversed(), "by start date, past trips latest first")
        #expect(snapshots[0].hash.contains("today=2025-11-20"), "the date asked for stays in the address")
        #expect(snapshots[1].visible == upcoming.reversed() + past.reversed())
        #expect(snapshots[2].visible == ["Autumn Leaves in Kyoto"])
        #expect(snapshots[2].sections == ["Past trips"], "a part without a matching trip hides its heading")
        // The published page splits by the newest date the input gives, in the page for the script to see.
        let html = try String(contentsOf: folder.url.appendingPathComponent("site/index.html"), encoding: .utf8)
        #expect(html.contains("data-today=\"") && html.contains("<h2 id=\"upcoming-heading\">Upcoming and ongoing</h2>"))
    }
}
