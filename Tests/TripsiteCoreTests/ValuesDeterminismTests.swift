import Foundation
import Testing
import TripsiteCore
import TripsiteJSON
import TripsiteModel
import TripsiteLoading
import TripsitePlanning
import TripsiteRendering

/// Values must read and print the same on every machine. The value types never consult `Locale`,
/// the time zone or the clock, so these fixed texts hold under any locale settings
/// (for example with `LC_ALL=de_DE.UTF-8`, where a localized formatter would write "1.234,50").
/// The environment is not changed from inside the tests, since other tests run in the same process.
@Suite("Values are locale-independent")
struct ValuesDeterminismTests {
    /// A snapshot of texts produced by every value type.
    private static func sample() -> [String] {
        let date = CivilDate(year: 2024, month: 3, day: 15)!
        var totals = MoneyTotals()
        totals.add(Money(amount: ExactAmount("1930000")!, currency: "NGN"))
        totals.add(Money(amount: ExactAmount("40")!, currency: "EUR"))
        let parsedPrice = try? Money.parse("1.234,50 €", defaultCurrency: nil).get()
        let parsedDate = try? DateText.parseFull("15 März 2024").get()
        return [
            date.iso, date.long, date.medium, date.short,
            ClockTime(hour: 8, minute: 5)!.text,
            TripDuration(minutes: 150)!.text,
            Money(amount: ExactAmount("1234.5")!, currency: "USD").formatted,
            Money(amount: ExactAmount("1234.5")!, currency: nil).formatted,
            totals.formatted,
            parsedPrice?.formatted ?? "no price",
            parsedDate?.iso ?? "no date",
            (try? DateText.parseFull("15 Mar 2024").get())?.iso ?? "no date",
        ]
    }

    @Test("fixed English and ASCII forms, whatever the locale")
    func fixedForms() {
        let expected = [
            "2024-03-15", "Friday 15 March 2024", "Fri 15 Mar 2024", "15 Mar", "08:05", "2 h 30 min",
            "$1,234.50", "1,234.50", "€40.00 + ₦1,930,000.00", "€1,234.50", "no date", "2024-03-15",
        ]
        #expect(Self.sample() == expected)
    }

    @Test("repeated runs give identical text")
    func repeatable() {
        let first = Self.sample()
        for _ in 0..<20 { #expect(Self.sample() == first) }
    }
}
