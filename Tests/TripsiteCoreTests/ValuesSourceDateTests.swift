import Testing
@testable import TripsiteModel

@Suite("source date")
struct ValuesSourceDateTests {
    @Test("SOURCE_DATE_EPOCH is decimal seconds, up to the last second of 9999")
    func parsing() {
        #expect(SourceDate(epochText: "0")?.secondsSinceEpoch == 0)
        #expect(SourceDate(epochText: "1700000000")?.secondsSinceEpoch == 1_700_000_000)
        #expect(SourceDate(epochText: "253402300799")?.secondsSinceEpoch == 253_402_300_799)
        for bad in ["", " 1", "1.5", "-1", "+1", "1e9", "253402300800", "9999999999999", "１２"] {
            #expect(SourceDate(epochText: bad) == nil, "\(bad)")
        }
    }

    @Test("written as RFC 3339 and as an iCalendar UTC date-time")
    func formatting() {
        let date = SourceDate(clamping: 1_700_000_000)
        #expect(date.rfc3339 == "2023-11-14T22:13:20Z")
        #expect(date.calendarStamp == "20231114T221320Z")
        #expect(SourceDate(clamping: 0).rfc3339 == "1970-01-01T00:00:00Z")
        #expect(SourceDate(clamping: 253_402_300_799).calendarStamp == "99991231T235959Z")
        #expect(SourceDate(clamping: 951_782_400).rfc3339 == "2000-02-29T00:00:00Z")
    }

    @Test("a file time outside 1970 to 9999 is moved to the nearest end")
    func clamping() {
        #expect(SourceDate(clamping: -86_400).secondsSinceEpoch == 0)
        #expect(SourceDate(clamping: .max).rfc3339 == "9999-12-31T23:59:59Z")
    }
}
