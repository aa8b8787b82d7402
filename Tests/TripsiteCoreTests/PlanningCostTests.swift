import Foundation
import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

/// The money calculations: nights and nightly prices, prices for all travellers, sums kept apart by
/// currency, and how the total stands against the budget.
@Suite("Planning: costs")
struct PlanningCostTests {
    private func money(_ amount: ExactAmount, _ currency: String? = "USD") -> Money { Money(amount: amount, currency: currency) }
    private let source = SourceLocation(path: "x", position: nil)

    @Test("a stay's nights, its total from the nightly price and its nightly price from the total")
    func hotelPrices() {
        var hotel = Hotel(source: source)
        hotel.checkInDate = CivilDate(year: 2026, month: 2, day: 27)
        hotel.checkOutDate = CivilDate(year: 2026, month: 3, day: 2)
        #expect(hotel.nights == 3)
        hotel.pricePerNight = money(45)
        #expect(hotel.totalPrice == money(135))
        hotel.pricePerNight = nil
        hotel.price = money(400)
        #expect(hotel.nightlyPrice?.formatted == "$133.33")
        hotel.pricePerNight = money(120)
        #expect(hotel.totalPrice == money(400), "a given total is kept, not recomputed")
        #expect(hotel.nightlyPrice == money(120))
        hotel.checkOutDate = hotel.checkInDate
        hotel.pricePerNight = nil
        #expect(hotel.nights == 0)
        #expect(hotel.nightlyPrice == nil, "no nightly price for a stay of no nights")
    }

    @Test("a flight's price for all travellers, and the cost summary counts it")
    func flightTravellers() throws {
        var flight = Flight(source: source)
        flight.price = money(389)
        #expect(flight.totalPrice == money(389))
        flight.travelers = 3
        #expect(flight.totalPrice == money(1167))
        let plan = try RenderFixture.onlyPlan(RenderFixture.trip("""
        "currency": "USD", "flights": [{"price": 389, "travelers": 2}, {"price": 100}]
        """))
        #expect(plan.cost.flights.formatted == "$878.00")
        let markdown = try RenderFixture.markdown(RenderFixture.trip("""
        "currency": "USD", "flights": [{"flight_number": "AS-1", "price": 389, "travelers": 2}]
        """))
        #expect(markdown.contains("$389.00 per traveller, $778.00 for 2 travellers"))
    }

    @Test("sums stay apart by currency and by category; a mixed total is not compared with the budget")
    func currencies() throws {
        let plan = try RenderFixture.onlyPlan(RenderFixture.trip("""
        "budget": "€ 1,000", "travelers": 2,
        "flights": [{"price": "$600.00"}],
        "hotels": [{"price": "€ 500.00"}, {"price": "€ 250.00"}],
        "activities": [{"name": "A", "day_number": 1, "price": "€ 20"}, {"name": "B", "day_number": 1}]
        """))
        #expect(plan.cost.total.formatted == "€770.00 + $600.00")
        #expect(plan.cost.hotels.formatted == "€750.00")
        #expect(plan.cost.unpricedItems == 1)
        #expect(plan.cost.budgetStatus == .notComparable(.severalCurrencies))
        let markdown = try RenderFixture.markdown(RenderFixture.trip("""
        "budget": "€ 1,000", "travelers": 2, "flights": [{"price": "$600.00"}], "hotels": [{"price": "€ 500.00"}]
        """))
        #expect(markdown.contains("Costs are in several currencies, so no total per traveller or per day is worked out."))
        #expect(markdown.contains("not compared with the budget: the costs are in several currencies"))
        #expect(!markdown.contains("Per traveller:"))
    }

    @Test("budget status: under, exact, over, and not comparable without a currency")
    func budgetStatus() {
        var total = MoneyTotals()
        total.add(money(900))
        #expect(CostSummary.compare(total: total, budget: money(1000)) == .under(money(100)))
        #expect(CostSummary.compare(total: total, budget: money(900)) == .exact)
        #expect(CostSummary.compare(total: total, budget: money(800)) == .over(money(100)))
        #expect(CostSummary.compare(total: total, budget: money(800, "EUR")) == .notComparable(.otherCurrency(costs: "USD", budget: "EUR")))
        #expect(CostSummary.compare(total: total, budget: money(800, nil)) == .notComparable(.budgetWithoutCurrency))
        #expect(CostSummary.compare(total: MoneyTotals(), budget: money(800)) == nil)
    }

    @Test("per traveller and per day shares of a one-currency total")
    func shares() throws {
        let markdown = try RenderFixture.markdown(RenderFixture.trip("""
        "currency": "EUR", "travelers": 2, "budget": 500, "hotels": [{"price": 600}]
        """))
        #expect(markdown.contains("- Per traveller: €300.00"))
        #expect(markdown.contains("- Per day: €150.00"))
        #expect(markdown.contains("- Budget: €500.00, €100.00 over budget"))
    }
}
