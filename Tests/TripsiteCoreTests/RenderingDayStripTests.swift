import Testing
@testable import TripsiteRendering

/// The strip of days at the top of a trip page: every date, weekday and date first, the app's "Day N" second.
@Suite("rendering: day strip")
struct RenderingDayStripTests {
    /// A trip from Thursday 1 to Sunday 4 May 2025 whose activities number its first day only: 2 to 4 May are a
    /// run of free days under one heading.
    private let trip = RenderFixture.trip(#""activities": [{"name": "Tram", "day_number": 1}]"#)

    @Test("the Markdown's strip links every date, weekday first, the day's number in brackets, free days to their run")
    func markdown() throws {
        let markdown = try RenderFixture.markdown(trip)
        #expect(markdown.contains(
            "**Days:** [Thu 1 May (Day 1)](#day-1) · [Fri 2 May](#date-2025-05-02) · [Sat 3 May](#date-2025-05-02) · [Sun 4 May](#date-2025-05-02)\n"),
            "\(markdown)")
    }

    @Test("the page's strip is a list of the dates, each with its data-date, the day's number a second label")
    func page() throws {
        let page = try RenderFixture.page(trip)
        #expect(page.contains("""
            <nav class="day-strip" aria-label="Days"><ol>
            <li><a href="#day-1" data-date="2025-05-01"><span class="day-date">Thu 1 May</span> <span class="day-number">Day 1</span></a></li>
            <li><a href="#date-2025-05-02" data-date="2025-05-02"><span class="day-date">Fri 2 May</span></a></li>
            <li><a href="#date-2025-05-02" data-date="2025-05-03"><span class="day-date">Sat 3 May</span></a></li>
            <li><a href="#date-2025-05-02" data-date="2025-05-04"><span class="day-date">Sun 4 May</span></a></li>
            </ol></nav>
            """), "\(page)")
        #expect(!page.contains("<strong>Days:</strong>"))
    }

}
