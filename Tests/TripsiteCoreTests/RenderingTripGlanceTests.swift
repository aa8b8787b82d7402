import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

/// The top of a trip page and its days as a traveller scans them: the flights out and home, the stays, the
/// strip of days, the night under each day's heading, the items' times and kinds, and the map links.
@Suite("trip page at a glance")
struct RenderingTripGlanceTests {
    private static func trip(_ members: String) -> String {
        TripJSON.file([TripJSON.trip(start: "2025-04-30", end: "2025-05-05", members: members)])
    }

    /// The line after each `### ` heading's blank line, by the heading's text.
    private func linesAfterHeadings(_ markdown: String) -> [String: String] {
        var result: [String: String] = [:]
        for block in markdown.components(separatedBy: "\n### ").dropFirst() {
            let lines = block.components(separatedBy: "\n")
            if lines.count > 2 { result[lines[0]] = lines[2] }
        }
        return result
    }

    @Test("every night of a multi-night stay is told under its day, the flight in the air overnight, a night with no room and the last day")
    func tonightEveryNight() throws {
        let markdown = try RenderFixture.markdown(Self.trip(Self.stayMembers))
        let nights = linesAfterHeadings(markdown)
        #expect(nights["Wednesday 30 April 2025"] == "**In the air:** TP1", "\(markdown)")
        #expect(nights["Thursday 1 May 2025"] == "**Tonight:** Casa Amora")
        #expect(nights["Day 3 · Friday 2 May 2025"] == "**Tonight:** Casa Amora")
        #expect(nights["Saturday 3 May 2025"] == "**Tonight:** Casa Amora")
        #expect(nights["Sunday 4 May 2025"] == "**No room booked**", "the stay ends on 4 May and the flight home leaves on the 5th")
        #expect(nights["Monday 5 May 2025"] == "**Last day**")
    }

    /// The seed export's New York–Dubai trip: out on 15 March, landing the next evening; home on the afternoon
    /// of the 21st; the hotel booked from the 15th to the 22nd.
    static let dubai = TripJSON.file([TripJSON.trip(start: "2024-03-15", end: "2024-03-22", members: #"""
    "flights": [{"flight_number": "AA-829", "departure_airport": "JFK", "arrival_airport": "DXB", "departure_date": "2024-03-15", "departure_time": "08:35", "arrival_date": "2024-03-16", "arrival_time": "19:45"},
                {"flight_number": "EK-202", "departure_airport": "DXB", "arrival_airport": "JFK", "departure_date": "2024-03-21", "departure_time": "14:20", "arrival_date": "2024-03-22", "arrival_time": "06:30"}],
    "hotels": [{"name": "Burj Al Arab Jumeirah", "check_in_date": "2024-03-15", "check_out_date": "2024-03-22"}]
    """#)])

    @Test("the New York–Dubai trip: in the air the first night and the last, at the hotel in between, both unused nights warned")
    func dubaiNights() throws {
        let markdown = try RenderFixture.markdown(Self.dubai)
        let nights = linesAfterHeadings(markdown)
        #expect(nights["Friday 15 March 2024"] == "**In the air:** AA-829", "\(markdown)")
        #expect(nights["Saturday 16 March 2024"] == "**Tonight:** Burj Al Arab Jumeirah")
        #expect(nights["Thursday 21 March 2024"] == "**In the air:** EK-202")
        #expect(!markdown.contains("### Friday 15 March 2024\n\n**Tonight:"))
        let warnings = RenderFixture.plan(Self.dubai).log.warnings.map(\.message).filter { $0.contains("booked but not used") }
        #expect(warnings == [
            "the night of 2024-03-15 at Burj Al Arab Jumeirah is booked but not used: flight AA-829 lands at 19:45 on 2024-03-16 (trips[0].flights[0]), after that night; check the hotel's check_in_date or the flight's arrival",
            "the night of 2024-03-21 at Burj Al Arab Jumeirah is booked but not used: flight EK-202 takes off at 14:20 on 2024-03-21 (trips[0].flights[1]), before that night ends; check the hotel's check_out_date or the flight's departure",
        ])
    }

    @Test("a one-way trip says that no flight home is booked; a round trip names its flight home")
    func oneWay() throws {
        let out = #"""
        "flights": [{"flight_number": "TP1", "departure_date": "2025-04-30", "departure_time": "21:35", "arrival_date": "2025-05-01", "arrival_time": "08:55"}]
        """#
        let markdown = try RenderFixture.markdown(Self.trip(out))
        #expect(markdown.contains("- ✈ **Out:** TP1"), "\(markdown)")
        #expect(markdown.contains("\n- ✈ **Home:** no flight home is booked\n"), "\(markdown)")
        let roundTrip = try RenderFixture.markdown(Self.trip(Self.stayMembers))
        #expect(roundTrip.contains("- ✈ **Home:** TP2"), "\(roundTrip)")
        #expect(!roundTrip.contains("no flight home"))
    }

    @Test("a free day at a hotel is told its night too")
    func freeRun() throws {
        let markdown = try RenderFixture.markdown(RenderFixture.trip(#"""
        "hotels": [{"name": "Casa", "check_in_date": "2025-05-01", "check_out_date": "2025-05-03"}]
        """#))
        #expect(markdown.contains("### Friday 2 May 2025\n\n**Tonight:** Casa\n\n*A free day: nothing is planned.*"), "\(markdown)")
        #expect(markdown.contains("### Saturday 3 May 2025\n\n**No room booked**\n\n- **—** ⌂ Check-out: Casa"), "\(markdown)")
    }

    static let stayMembers = #"""
    "flights": [{"flight_number": "TP1", "departure_airport": "BOS", "arrival_airport": "LIS", "departure_date": "2025-04-30", "departure_time": "21:35", "arrival_date": "2025-05-01", "arrival_time": "08:55", "confirmation": "OUT123"},
                {"flight_number": "TP2", "departure_airport": "LIS", "arrival_airport": "BOS", "departure_date": "2025-05-05", "departure_time": "10:40", "arrival_date": "2025-05-05", "arrival_time": "13:05"}],
    "hotels": [{"name": "Casa Amora", "check_in_date": "2025-05-01", "check_out_date": "2025-05-04", "address": "Rua 1, Lisboa", "confirmation": "CASA9"}],
    "activities": [{"name": "Tram", "day_number": 3, "scheduled_time": "09:30"}, {"name": "Fado", "day_number": 3}]
    """#

    @Test("at a glance: the flights out and home with their confirmations, each stay with its nights, the strip of days")
    func glance() throws {
        let markdown = try RenderFixture.markdown(Self.trip(Self.stayMembers))
        #expect(markdown.contains("""
        ## At a glance

        - ✈ **Out:** TP1 · BOS Wed 30 Apr 2025 21:35 EDT → LIS Thu 1 May 2025 08:55 WEST (+1) · confirmation OUT123
        - ✈ **Home:** TP2 · LIS Mon 5 May 2025 10:40 WEST → BOS Mon 5 May 2025 13:05 EDT
        - ⌂ **Stay:** Casa Amora · 3 nights, 1 May – 4 May 2025

        **Days:** [Wed 30 Apr](#date-2025-04-30) · [Thu 1 May](#date-2025-05-01) · [Fri 2 May (Day 3)](#day-3) · [Sat 3 May](#date-2025-05-03) · [Sun 4 May](#date-2025-05-04) · [Mon 5 May](#date-2025-05-05)

        ### Confirmation numbers

        * ✈ Flight · TP1 · **OUT123**
        * ⌂ Hotel · Casa Amora · **CASA9**
        """), "\(markdown)")
    }

    @Test("the page gives each day heading the id its link in the strip names, keeps the strip in a nav, and tables the confirmations")
    func pageStructure() throws {
        let page = try RenderFixture.page(Self.trip(Self.stayMembers))
        #expect(page.contains(##"<nav class="day-strip" aria-label="Days"><ol>"## + "\n" + ##"<li><a href="#date-2025-04-30" data-date="2025-04-30">"##), "\(page)")
        for id in ["date-2025-04-30", "date-2025-05-01", "day-3", "date-2025-05-03", "date-2025-05-04", "date-2025-05-05"] {
            #expect(page.components(separatedBy: "id=\"\(id)\"").count == 2, "one heading with the id \(id)")
            #expect(page.contains("<a href=\"#\(id)\" data-date="))
        }
        #expect(page.contains(#"<h3 id="day-3">Day 3 · Friday 2 May 2025</h3>"#))
        #expect(page.contains(#"<h3 id="date-2025-05-01">Thursday 1 May 2025</h3>"# + "\n" + #"<p class="night"><strong>Tonight:</strong> Casa Amora</p>"# + "\n" + #"<figure class="day-map">"#))
        #expect(page.contains("""
        <table class="confirmations">
        <thead><tr><th scope="col">Kind</th><th scope="col">Name</th><th scope="col">Confirmation</th></tr></thead>
        <tbody>
        <tr><td>✈ Flight</td><td>TP1</td><td><strong>OUT123</strong></td></tr>
        <tr><td>⌂ Hotel</td><td>Casa Amora</td><td><strong>CASA9</strong></td></tr>
        </tbody>
        </table>
        """), "\(page)")
    }

    @Test("without private details there is no confirmation number, in the glance, the table or the days")
    func privateDetails() throws {
        let plan = try RenderFixture.onlyPlan(Self.trip(Self.stayMembers)).withoutPrivateDetails()
        let files = try SiteRenderer(templates: TemplateSet(), site: SiteContext()).renderTrip(plan)
        for file in files.prefix(3) {
            let text = RenderFixture.text(file)
            #expect(!text.contains("OUT123") && !text.contains("CASA9") && !text.contains("onfirmation"), "\(file.path)")
        }
    }

    @Test("each item has its time in front, or a dash, and its kind in words")
    func items() throws {
        let markdown = try RenderFixture.markdown(Self.trip(Self.stayMembers))
        #expect(markdown.contains("- **21:35 EDT** ✈ Flight: TP1 departs from BOS General Edward Lawrence Logan, Boston to LIS Lisbon Portela [pin 2](#map-pin-2 \"Pin 2 on the map\")  \n  6 h 20 min · confirmation OUT123"), "\(markdown)")
        #expect(markdown.contains("- **—** ⌂ Check-in: Casa Amora [pin 3](#map-pin-3 \"Pin 3 on the map\")  \n  [Rua 1, Lisboa](https://www.openstreetmap.org/search?query=Rua+1%2C+Lisboa) · 3 nights · confirmation CASA9"))
        #expect(markdown.contains("- **09:30 WEST** ◆ Activity: Tram\n"))
        #expect(markdown.contains("- **—** ◆ Activity: Fado\n"))
    }

    @Test("hostile names and addresses stay text: the map link is a search, the Tonight line escaped")
    func hostile() throws {
        let page = try RenderFixture.page(RenderFixture.trip(#"""
        "hotels": [{"name": "<script>alert(1)</script> **Bold** [x](javascript:alert(1))", "check_in_date": "2025-05-01", "check_out_date": "2025-05-03", "address": "javascript:alert(1)"}],
        "activities": [{"name": "Walk", "day_number": 1, "location": "](javascript:alert(2)) <img src=x onerror=alert(3)>"}]
        """#))
        #expect(HTMLTags.unsafe(in: page).isEmpty, "\(HTMLTags.unsafe(in: page))")
        #expect(page.contains(#"<p class="night"><strong>Tonight:</strong> &lt;script&gt;alert(1)&lt;/script&gt; **Bold** [x](javascript:alert(1))</p>"#), "\(page)")
        #expect(page.contains(#"<a href="https://www.openstreetmap.org/search?query=javascript%3Aalert%281%29">javascript:alert(1)</a>"#))
        #expect(page.contains(#"<a href="https://www.openstreetmap.org/search?query=%5D%28javascript%3Aalert%282%29%29+%3Cimg+src%3Dx+onerror%3Dalert%283%29%3E">](javascript:alert(2)) &lt;img src=x onerror=alert(3)&gt;</a>"#))
    }
}
