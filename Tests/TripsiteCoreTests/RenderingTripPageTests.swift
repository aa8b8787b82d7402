import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

@Suite("trip pages")
struct RenderingTripPageTests {
    @Test("an item without a field never shows the trip's field of the same name")
    func noFallThrough() throws {
        let markdown = try RenderFixture.markdown(RenderFixture.trip("""
        "description": "TRIP-DESCRIPTION", "image_url": "https://img.test/trip.jpg", "confirmation": "TRIP-CONF",
        "hotels": [{"name": "Casa"}],
        "flights": [{"flight_number": "TP1"}],
        "activities": [{"name": "Tram", "day_number": 1}]
        """))
        #expect(markdown.components(separatedBy: "TRIP-DESCRIPTION").count == 2, "the description shows once:\n\(markdown)")
        #expect(markdown.components(separatedBy: "https://img.test/trip.jpg").count == 2, "the image shows once:\n\(markdown)")
    }

    @Test("the page links its country's and its style's pages, when the trip has them")
    func groupLinks() throws {
        let page = try RenderFixture.page(RenderFixture.trip(#""travel_style": "Road trip""#))
        #expect(page.contains(#"· <a href="../../countries/pt/index.html"><span aria-hidden="true">🇵🇹</span> Portugal</a>"#), "\(page)")
        #expect(page.contains(#"· <a href="../../styles/road-trip/index.html">Road trip</a>"#))
        let unknown = try RenderFixture.page(#"[{"id": "a", "destination": "Atlantis", "start_date": "2025-05-01", "end_date": "2025-05-02"}]"#)
        #expect(!unknown.contains("countries/") && !unknown.contains("styles/"), "no country, no style: no links")
    }

    @Test("a flight says whether it is direct, how many stops it makes, or that it is not direct")
    func flightStops() throws {
        let markdown = try RenderFixture.markdown(RenderFixture.trip("""
        "flights": [{"flight_number": "D1", "is_direct": true}, {"flight_number": "S2", "stops": 2},
                    {"flight_number": "N3", "is_direct": false}, {"flight_number": "U4"}]
        """))
        // Each flight's entry, from its name to the next item.
        let entries = markdown.components(separatedBy: "- **")
        func line(_ flight: String) -> String { entries.first { $0.hasPrefix(flight) } ?? "" }
        #expect(line("D1").contains("direct") && !line("D1").contains("not direct"), "\(markdown)")
        #expect(line("S2").contains("2 stops"), "\(markdown)")
        #expect(line("N3").contains("not direct"), "\(markdown)")
        #expect(!line("U4").contains("direct") && line("U4").contains("U4"), "\(markdown)")
    }

    @Test("hostile plain-text fields show literally in the Markdown and the page")
    func hostileFields() throws {
        let json = RenderFixture.trip(#"""
        "travel_style": "<img src=x onerror=alert(1)>",
        "activities": [{"name": "[click](javascript:alert(1))", "location": "# Owned", "day_number": 1,
                        "description": "Fine **bold** <script>alert(1)</script> [x](javascript:alert(2))"}],
        "hotels": [{"name": "\"><svg onload=alert(1)>", "image_url": "javascript:alert(3)"}]
        """#)
        let page = try RenderFixture.page(json)
        #expect(HTMLTags.unsafe(in: page) == [])
        #expect(page.contains("[click](javascript:alert(1))"), "the link shows as text")
        #expect(page.contains("<strong>bold</strong>"))
        #expect(page.contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(page.contains("# Owned"))
    }

    @Test("the unsafe-tag check itself finds what it looks for")
    func checkerFinds() {
        #expect(HTMLTags.unsafe(in: #"<a href=" javascript:alert(1)">x</a>"#).count == 1)
        #expect(HTMLTags.unsafe(in: #"<img src="x.png" onerror="alert(1)">"#).count == 1)
        #expect(HTMLTags.unsafe(in: "<script>alert(1)</script>").count == 1)
        #expect(HTMLTags.unsafe(in: #"<p title="onload=x">javascript: is text</p>"#) == [])
    }

    @Test("a title shows literally in the <title>, the heading and the index card")
    func titleEverywhere() throws {
        let json = #"[{"id": "x", "title": "</title><script>alert(1)</script>", "destination": "Lisbon, Portugal", "start_date": "2025-05-01", "end_date": "2025-05-02"}]"#
        let page = try RenderFixture.page(json)
        #expect(page.contains("<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Trips</title>"))
        #expect(HTMLTags.unsafe(in: page) == [])
        #expect(page.contains(#""name":"\u003c/title\u003e\u003cscript\u003ealert(1)\u003c/script\u003e""#), "JSON-LD escapes <")
        let index = RenderFixture.text(try SiteRenderer(templates: TemplateSet(), site: SiteContext()).renderIndex(RenderFixture.listings(json)))
        #expect(HTMLTags.unsafe(in: index.replacingOccurrences(of: "<form class=\"browse\"", with: "<div class=\"browse\"")) == [])
        #expect(index.components(separatedBy: "<script").count == 2, "only the site's own script")
        #expect(index.contains("&lt;/title&gt;&lt;script&gt;"))
    }

    @Test("the site has an icon, SVG with a PNG fallback, and every page names both, so none asks for a missing one")
    func favicon() throws {
        let assets = try SiteRenderer(templates: TemplateSet(), site: SiteContext()).renderAssets()
        let svg = try #require(assets.first { $0.path == "assets/favicon.svg" })
        let png = try #require(assets.first { $0.path == "assets/favicon.png" })
        #expect(RenderFixture.text(svg).hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        guard case .bytes(let bytes) = png.contents else { Issue.record("the PNG is not bytes"); return }
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "a PNG signature")
        let page = try RenderFixture.page(RenderFixture.trip())
        #expect(page.contains(#"<link rel="icon" href="../../assets/favicon.png" sizes="32x32" type="image/png">"#))
        #expect(page.contains(#"<link rel="icon" href="../../assets/favicon.svg" type="image/svg+xml">"#))
    }

    @Test("links are relative by default; with a base URL the canonical link is absolute")
    func links() throws {
        let json = RenderFixture.trip()
        let relative = try RenderFixture.page(json)
        #expect(relative.contains(#"<link rel="stylesheet" href="../../assets/style.css">"#))
        // A trip page loads its own script, never the listings' search.
        #expect(relative.contains(#"<script src="../../assets/trip.js" defer></script>"#) && !relative.contains("browse.js"))
        #expect(relative.contains(#"<a href="../../index.html">"#))
        #expect(!relative.contains("rel=\"canonical\""))
        let based = try RenderFixture.page(json, site: SiteContext(baseURL: "https://me.github.io/trips"))
        #expect(based.contains(#"<link rel="canonical" href="https://me.github.io/trips/trips/t1/">"#))
        #expect(based.contains(#"<link rel="stylesheet" href="../../assets/style.css">"#))
    }

    @Test("overnight flights say +1, scarce rooms are flagged, and costs are shared per traveller and per day")
    func bookingDetails() throws {
        let markdown = try RenderFixture.markdown(RenderFixture.trip("""
        "currency": "EUR", "travelers": 2,
        "flights": [{"flight_number": "TP1", "departure_airport": "BOS", "arrival_airport": "LIS",
                     "departure_date": "2025-05-01", "departure_time": "21:35", "arrival_date": "2025-05-02", "arrival_time": "08:55", "price": 400}],
        "hotels": [{"name": "Casa", "check_in_date": "2025-05-02", "check_out_date": "2025-05-04", "price": 400, "rooms_left": 1}]
        """))
        // The airports' zones differ, so each time carries its zone's abbreviation.
        #expect(markdown.contains("arrives LIS Fri 2 May 2025 08:55 WEST (+1)"))
        #expect(markdown.contains("## Flights\n\n*One way, BOS to LIS*\n\n- **TP1**: BOS General Edward Lawrence Logan, Boston → LIS Lisbon Portela  \n"))
        #expect(markdown.contains("only 1 room left"))
        #expect(markdown.contains("- **Total: €800.00**\n- Per traveller: €400.00\n- Per day: €200.00"))
    }

    @Test("each section has an empty state")
    func emptyStates() throws {
        let markdown = try RenderFixture.markdown(RenderFixture.trip())
        #expect(markdown.contains("*No activities are planned for this trip yet.*"))
        #expect(markdown.contains("*No flights are booked for this trip.*"))
        #expect(markdown.contains("*No hotels are booked for this trip.*"))
        #expect(markdown.contains("*No prices are given for this trip yet.*"))
        #expect(markdown.contains("### Thursday 1 – Sunday 4 May 2025\n\n*4 free days: nothing is planned.*"), "\(markdown)")
    }

    @Test("the printable itinerary has no navigation and keeps the whole itinerary")
    func printPage() throws {
        let json = RenderFixture.trip(#""activities": [{"name": "Tram", "day_number": 1}]"#)
        let page = try RenderFixture.page(json, named: "print.html")
        #expect(page.contains("class=\"print-page\""))
        #expect(!page.contains("aria-label=\"Site\"") && !page.contains("trip-links"), "no site navigation (the strip of days is hidden on paper)")
        #expect(page.contains("Tram"))
    }

    @Test("a trip's files are its Markdown, page, printable itinerary and calendar, in that order")
    func tripFiles() throws {
        let plan = try RenderFixture.onlyPlan(RenderFixture.trip(#""activities": [{"name": "Tram", "day_number": 1, "price": "€ 3.10", "scheduled_time": "09:30"}, {"name": "Fado", "day_number": 2, "price": "€ 40"}], "hotels": [{"name": "Casa", "check_in_date": "2025-05-01", "check_out_date": "2025-05-04", "price": "€ 300"}]"#))
        let renderer = SiteRenderer(templates: try TemplateSet(), site: SiteContext())
        let files = try renderer.renderTrip(plan)
        #expect(files.map(\.path) == SiteRenderer.tripFilePaths(slug: plan.slug))
        #expect(files.last?.contents == .bytes(TripCalendar.icsBytes(plan, generator: SiteContext().generator)))
        let markdown = try renderer.templates.render(TripContext.make(plan, site: SiteContext()), with: "trip.md")
        #expect(files.first?.contents == .bytes(Array(markdown.utf8)))
        #expect(RenderFixture.text(files[1]).contains("application/ld+json"))
        #expect(!RenderFixture.text(files[2]).contains("application/ld+json"), "the structured data is the trip page's alone")
    }

    @Test("headings get stable anchors for links to a day: the day's number, else its date")
    func anchors() throws {
        let page = try RenderFixture.page(RenderFixture.trip(#""activities": [{"name": "Tram", "day_number": 1}]"#))
        #expect(page.contains(#"<h3 id="day-1">Day 1 · Thursday 1 May 2025</h3>"#), "\(page)")
        #expect(page.contains(#"<h3 id="date-2025-05-02">Friday 2 – Sunday 4 May 2025</h3>"#), "\(page)")
        #expect(page.contains(#"<h2 id="itinerary">"#))
    }
}

/// Finds the tags of a page that could run code: script-like elements, event handler attributes,
/// and `javascript:`/`data:` URLs in attributes. Text that merely reads like code is not a tag.
enum HTMLTags {
    static func unsafe(in html: String) -> [String] {
        let tag = /<[a-zA-Z][^>]*>/
        return html.matches(of: tag).map { String($0.output) }.filter { tag in
            let lower = tag.lowercased()
            let name = lower.dropFirst().prefix { $0.isLetter || $0.isNumber }
            // JSON-LD is data, not code: allowed, as long as nothing inside it can end the element (checked separately).
            if lower.hasPrefix("<script type=\"application/ld+json\">") { return false }
            // The site's own scripts, from its own assets folder, are the only scripts a page loads: a listing's or a
            // trip page's, which on a trip page loads the street map's on request, whose data is JSON (as the JSON-LD,
            // nothing inside can end it).
            if lower.wholeMatch(of: /<script src="(\.\.\/)*assets\/(browse|trip)\.js" defer>/) != nil { return false }
            if lower == "<script type=\"application/json\" class=\"street-map-data\">" { return false }
            // The maps' own SVG element, as the code writes it (what it holds is checked tag by tag).
            let map = /<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" class="map( [a-z-]+)*" viewbox="0 0 [0-9.]+ [0-9.]+" width="[0-9.]+" height="[0-9.]+">/
            if lower.wholeMatch(of: map) != nil { return false }
            if ["script", "iframe", "object", "embed", "svg", "math", "base", "form"].contains(String(name)) { return true }
            // Attribute names: look at the tag without its quoted values.
            let skeleton = lower.replacing(/"[^"]*"|'[^']*'/, with: "\"\"")
            if skeleton.contains(/\son[a-z]+\s*=/) { return true }
            // URL attributes: their values, without leading spaces, must not start with a scripting scheme.
            for match in lower.matches(of: /\s(?:href|src|action|formaction|srcset|poster)\s*=\s*"\s*([^"]*)"/) {
                let value = String(match.output.1).replacingOccurrences(of: "&#x3a;", with: ":").replacingOccurrences(of: "&colon;", with: ":")
                if value.hasPrefix("javascript:") || value.hasPrefix("data:text/html") || value.hasPrefix("vbscript:") { return true }
            }
            return false
        }
    }
}
