import Testing
import TripsiteCore
import TripsiteJSON
import TripsiteModel
import TripsiteLoading
import TripsitePlanning
import TripsiteRendering

private func date(_ year: Int, _ month: Int, _ day: Int) -> CivilDate {
    CivilDate(year: year, month: month, day: day)!
}

@Suite("CivilDate")
struct ValuesCivilDateTests {
    @Test("leap days exist only in leap years", arguments: [
        (2024, true), (2023, false), (1900, false), (2000, true), (2100, false), (1600, true),
    ])
    func leapDays(year: Int, exists: Bool) {
        #expect((CivilDate(year: year, month: 2, day: 29) != nil) == exists)
    }

    @Test("impossible dates are nil")
    func impossibleDates() {
        #expect(CivilDate(year: 2024, month: 2, day: 30) == nil)
        #expect(CivilDate(year: 2024, month: 13, day: 1) == nil)
        #expect(CivilDate(year: 2024, month: 0, day: 1) == nil)
        #expect(CivilDate(year: 2024, month: 4, day: 31) == nil)
        #expect(CivilDate(year: 2024, month: 3, day: 0) == nil)
        #expect(CivilDate(year: 2024, month: 3, day: 32) == nil)
        #expect(CivilDate(year: 0, month: 1, day: 1) == nil)
        #expect(CivilDate(year: 10000, month: 1, day: 1) == nil)
        #expect(CivilDate(year: 2024, month: 12, day: 31) != nil)
    }

    @Test("adding days crosses months, years and leap days")
    func addingDays() {
        #expect(date(2024, 3, 15).adding(days: 7) == date(2024, 3, 22))
        #expect(date(2024, 1, 31).adding(days: 1) == date(2024, 2, 1))
        #expect(date(2024, 2, 28).adding(days: 1) == date(2024, 2, 29))
        #expect(date(2023, 2, 28).adding(days: 1) == date(2023, 3, 1))
        #expect(date(2024, 12, 31).adding(days: 1) == date(2025, 1, 1))
        #expect(date(2025, 1, 1).adding(days: -1) == date(2024, 12, 31))
        #expect(date(2024, 3, 1).adding(days: -1) == date(2024, 2, 29))
        #expect(date(2024, 1, 1).adding(days: 366) == date(2025, 1, 1))
        #expect(date(2024, 3, 15).adding(days: 0) == date(2024, 3, 15))
        #expect(date(1999, 12, 31).adding(days: 1) == date(2000, 1, 1))
        #expect(date(1970, 1, 1).adding(days: -1) == date(1969, 12, 31))
    }

    @Test("days between dates")
    func daysSince() {
        #expect(date(2024, 3, 22).days(since: date(2024, 3, 15)) == 7)
        #expect(date(2024, 3, 15).days(since: date(2024, 3, 22)) == -7)
        #expect(date(2024, 3, 1).days(since: date(2024, 2, 1)) == 29)
        #expect(date(2023, 3, 1).days(since: date(2023, 2, 1)) == 28)
        #expect(date(2025, 1, 4).days(since: date(2024, 12, 28)) == 7)
        #expect(date(2025, 1, 1).days(since: date(2024, 1, 1)) == 366)
        #expect(date(2001, 1, 1).days(since: date(2000, 1, 1)) == 366)
        #expect(date(1901, 1, 1).days(since: date(1900, 1, 1)) == 365)
        #expect(date(2024, 3, 15).days(since: date(2024, 3, 15)) == 0)
    }

    @Test("adding and counting days are inverse over many years")
    func roundTrip() {
        let start = date(1896, 2, 27)
        var previous = start
        for offset in stride(from: 1, through: 80_000, by: 1) {
            let next = start.adding(days: offset)
            #expect(next.days(since: start) == offset)
            #expect(next > previous)
            #expect(CivilDate(year: next.year, month: next.month, day: next.day) == next)
            previous = next
            if offset % 997 != 0 { continue }
            #expect(next.adding(days: -offset) == start)
        }
    }

    @Test("weekday of known dates", arguments: [
        (date(2024, 3, 15), 5), // Friday
        (date(2024, 3, 17), 7), // Sunday
        (date(2024, 3, 18), 1), // Monday
        (date(1970, 1, 1), 4), // Thursday
        (date(2000, 1, 1), 6), // Saturday
        (date(2024, 2, 29), 4), // Thursday
        (date(1969, 7, 20), 7), // Sunday
        (date(2025, 1, 1), 3), // Wednesday
    ])
    func weekday(of day: CivilDate, is expected: Int) {
        #expect(day.weekday == expected)
    }

    @Test("ordering is chronological")
    func ordering() {
        #expect(date(2024, 3, 15) < date(2024, 3, 16))
        #expect(date(2024, 2, 29) < date(2024, 3, 1))
        #expect(date(2023, 12, 31) < date(2024, 1, 1))
        #expect(!(date(2024, 3, 15) < date(2024, 3, 15)))
        #expect([date(2025, 1, 2), date(2024, 12, 30), date(2024, 12, 31)].sorted()
            == [date(2024, 12, 30), date(2024, 12, 31), date(2025, 1, 2)])
        #expect((date(2024, 12, 28)...date(2025, 1, 4)).contains(date(2025, 1, 2)))
    }

    @Test("display forms")
    func formatting() {
        let day = date(2024, 3, 15)
        #expect(day.iso == "2024-03-15")
        #expect(day.description == "2024-03-15")
        #expect("\(day)" == "2024-03-15")
        #expect(day.long == "Friday 15 March 2024")
        #expect(day.medium == "Fri 15 Mar 2024")
        #expect(day.short == "15 Mar")
        #expect(date(2025, 1, 5).long == "Sunday 5 January 2025")
        #expect(date(2025, 1, 5).medium == "Sun 5 Jan 2025")
        #expect(date(2025, 1, 5).short == "5 Jan")
        #expect(date(2024, 9, 2).medium == "Mon 2 Sep 2024")
        #expect(date(987, 6, 7).iso == "0987-06-07")
        // Date arithmetic may leave years 1 to 9999.
        #expect(date(9999, 12, 31).adding(days: 1).iso == "10000-01-01")
        #expect(date(1, 1, 1).adding(days: -1).iso == "0000-12-31")
        #expect(date(1, 1, 1).adding(days: -400).iso == "-0001-11-28")
    }

    @Test("equal dates hash alike")
    func hashing() {
        let set: Set<CivilDate> = [date(2024, 3, 15), date(2024, 3, 15), date(2024, 3, 8).adding(days: 7)]
        #expect(set.count == 1)
    }
}
