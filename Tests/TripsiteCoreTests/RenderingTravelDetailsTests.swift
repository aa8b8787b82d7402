import Foundation
import Testing
@testable import TripsiteCore
@testable import TripsitePlanning
@testable import TripsiteRendering

/// A flight's terminals, gates, boarding time, seat and check-in page, a hotel's telephone and an activity's
/// confirmation, where a traveller looks for them: the glance, the day's timeline, the lists, the calendar and the
/// structured data.
@Suite("Rendering: travel details")
struct RenderingTravelDetailsTests {
    static let trip = RenderFixture.trip("""
        "title": "Lisbon", "destination": "Lisbon, Portugal", "start_date": "2026-05-14", "end_date": "2026-05-16",
          "flights": [{"airline": "TAP", "flight_number": "TP1351", "departure_airport": "LHR", "arrival_airport": "LIS",
            "departure_date": "2026-05-14", "departure_time": "00:10", "departure_terminal": "2", "departure_gate": "B12",
            "arrival_terminal": "1", "boarding_time": "23:40", "seat": "14C", "check_in_url": "https://www.flytap.com/check-in"}],
          "hotels": [{"name": "Casa", "check_in_date": "2026-05-14", "check_out_date": "2026-05-16", "phone": "+351 21 123 4567 ext. 9"}],
          "activities": [{"name": "Fado night", "day_number": 2, "scheduled_time": "21:00", "confirmation": "FD-77"}]
        """)

    @Test("the departure's line says where to go and when to board, with the check-in link; the arrival its terminal")
    func timeline() throws {
        let markdown = try RenderFixture.markdown(Self.trip)
        #expect(markdown.contains("Terminal 2 · gate B12 · boarding 23:40"), "\(markdown)")
        #expect(markdown.contains("[Check in online](https://www.flytap.com/check-in)"))
        #expect(markdown.contains("arrives LIS · Terminal 1"), "the arrival says its terminal")
        #expect(markdown.contains("(Terminal 2 · gate B12)"), "the glance's flight out says where it leaves from")
        #expect(markdown.contains("seat 14C"), "shown when the plan keeps its private details")
    }

    @Test("a hotel's telephone links to call it, without its extension; the activity's confirmation is listed with the others")
    func phoneAndConfirmations() throws {
        let page = try RenderFixture.page(Self.trip)
        #expect(page.contains(#"<a href="tel:+351211234567">+351 21 123 4567 ext. 9</a>"#), "\(page)")
        #expect(page.contains("FD-77"))
        #expect(page.components(separatedBy: "FD-77").count - 1 >= 2, "on the activity's line and in the confirmations")
    }

    @Test("the calendar: the terminal in the location, boarding and check-in page in the description, the hotel's phone")
    func calendar() throws {
        let ics = TripCalendar.ics(try RenderFixture.onlyPlan(Self.trip))
        let unfolded = ics.replacingOccurrences(of: "\r\n ", with: "")
        #expect(unfolded.contains("LOCATION:LHR London Heathrow\\, Terminal 2 · gate B12"), "\(unfolded)")
        #expect(unfolded.contains("Boarding 23:40"))
        #expect(unfolded.contains("Check in online: https://www.flytap.com/check-in"))
        #expect(unfolded.contains("Phone +351 21 123 4567 ext. 9"))
        #expect(unfolded.contains("Confirmation FD-77"))
        let redacted = TripCalendar.ics(try RenderFixture.onlyPlan(Self.trip), redact: true).replacingOccurrences(of: "\r\n ", with: "")
        #expect(!redacted.contains("14C") && !redacted.contains("FD-77"))
    }

    @Test("structured data: terminals, gates, boarding (the evening before a flight after midnight), seat, check-in page, telephone")
    func structuredData() throws {
        let page = try RenderFixture.page(Self.trip)
        for member in [#""boardingTime":"2026-05-13T23:40:00""#, #""departureGate":"B12""#, #""departureTerminal":"2""#, #""arrivalTerminal":"1""#,
                       #""airplaneSeat":"14C""#, #""checkinUrl":"https://www.flytap.com/check-in""#, #""telephone":"+351 21 123 4567 ext. 9""#] {
            #expect(page.contains(member), "\(member)")
        }
    }

    @Test("tel: addresses hold the + and the digits only", arguments: [
        ("+351 21 123 4567", "tel:+351211234567"), ("(415) 555-0100 x12", "tel:4155550100"), ("+1 805-543-3000", "tel:+18055433000"),
        ("call us", nil), ("12", nil), ("+44 20 7946 0958\"><script>", nil), ("javascript:alert(1)", nil),
    ] as [(String, String?)])
    func phoneURL(text: String, url: String?) {
        #expect(PhoneNumber.url(text) == url)
    }
}
