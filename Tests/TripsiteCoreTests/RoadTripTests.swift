import Foundation
import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

/// Road-trip data: the vehicle and the places along the way, from loading to the page.
@Suite("Road trips: vehicle and places")
struct RoadTripTests {
    private let places = """
    "vehicle": {"type": "RV", "make": "Winnebago", "model": "View", "year": 2021, "fuel_type": "Diesel", "nickname": "Wanda"},
    "places": [
      {"name": "Diner", "category": "Restaurant", "rating": 4.2, "review_count": 1200, "is_open": false,
       "address": "1 Main St, Carmel, CA"},
      {"name": "Bridge", "category": "Viewpoint", "rating": 4.8, "favourite": true,
       "latitude": 36.3715141, "longitude": -121.9019850, "day_number": 2, "url": "https://example.org/bridge"},
      {"name": "Falls", "favorite": "yes", "day_number": 3, "notes": "Go **early**."}
    ]
    """

    @Test("vehicle and places load with every field, whichever spelling of favourite")
    func loading() throws {
        let trip = try LoadingFixture.cleanTrip(RenderFixture.trip(places))
        let vehicle = try #require(trip.vehicle)
        #expect(vehicle.nickname == "Wanda" && vehicle.year == 2021 && vehicle.fuelType == "Diesel")
        #expect(PlaceText.vehicle(vehicle) == "“Wanda”, 2021 Winnebago View (RV, Diesel)")
        #expect(trip.places.map(\.name) == ["Diner", "Bridge", "Falls"])
        #expect(trip.places.map(\.isFavorite) == [false, true, true])
        #expect(trip.places[0].isOpen == false)
        #expect(trip.places[1].url == "https://example.org/bridge")
        #expect(trip.places[1].dayNumber == 2)
        #expect(trip.places[2].notes == "Go **early**.")
    }

    @Test("a bad value in a place or the vehicle is a warning that leaves out that value, never the trip")
    func badPlaceValues() throws {
        let decoded = try LoadingFixture.trips(RenderFixture.trip("""
        "activities": [{"id": "1", "name": "Walk", "day_number": 1}],
        "places": [
          {"id": "1", "name": "A", "url": "javascript:alert(1)", "latitude": 10},
          {"id": "2", "name": "B", "rating": 0, "is_open": "maybe"},
          {"id": "3", "category": "Viewpoint"},
          {"id": "2", "name": "B again"},
          "C",
          7
        ],
        "vehicle": {"make": "Ford", "year": 1066},
        "flights": [{"flight_number": "X1", "price": 100, "travelers": 0}]
        """))
        #expect(decoded.errors == [])
        let trip = try #require(decoded.trips.first)
        #expect(trip.places.map(\.name) == ["A", "B", "C"], "a place without a name, a repeated id and a number are left out; a name is a place")
        #expect(trip.places[0].url == nil && trip.places[0].coordinates == nil, "a latitude alone places nothing")
        #expect(trip.places[1].rating == nil && trip.places[1].isOpen == nil)
        #expect(trip.vehicle?.make == "Ford" && trip.vehicle?.year == nil)
        #expect(trip.flights[0].travelers == nil && trip.flights[0].totalPrice?.amount == 100)
        let warnings = decoded.warnings
        #expect(warnings.contains { $0.contains("trips[0].places[0].url") && $0.contains("no link shown") })
        #expect(warnings.contains { $0.contains("trips[0].places[0].latitude") && $0.contains("both latitude and longitude") })
        #expect(warnings.contains { $0.contains("trips[0].places[1].rating: expected a number from 1 to 5, found 0; it is left out") })
        #expect(warnings.contains { $0.contains("trips[0].places[1].is_open: expected true or false") })
        #expect(warnings.contains { $0.contains("trips[0].places[2]: a place needs a \"name\"; it is left out") })
        #expect(warnings.contains { $0.contains("trips[0].places[3].id: the id \"2\" is already used by trips[0].places[1]") })
        #expect(warnings.contains { $0.contains("trips[0].places[5]: expected a place (an object), found 7") })
        #expect(warnings.contains { $0.contains("trips[0].vehicle.year: expected a whole number from 1885 to 2100, found 1066; it is left out") })
        #expect(warnings.contains { $0.contains("trips[0].flights[0].travelers: a flight for 0 travellers") })
        #expect(warnings.count == 9, "\(warnings)")
    }

    @Test("a vehicle given as text is its type")
    func vehicleAsText() throws {
        let trip = try LoadingFixture.cleanTrip(RenderFixture.trip(#""vehicle": "Campervan""#))
        #expect(trip.vehicle?.type == "Campervan")
        #expect(PlaceText.vehicle(try #require(trip.vehicle)) == "Campervan")
    }

    @Test("map links: a marker at the coordinates, else a search for the address, encoded")
    func mapLinks() {
        var place = Place(name: "X", source: SourceLocation(path: "p", position: nil))
        #expect(PlaceText.mapURL(place) == nil)
        place.address = "1 Main St, Café & Co"
        #expect(PlaceText.mapURL(place) == "https://www.openstreetmap.org/search?query=1+Main+St%2C+Caf%C3%A9+%26+Co")
        place.latitude = -33.9
        place.longitude = 18.4241000001
        #expect(PlaceText.mapURL(place) == "https://www.openstreetmap.org/?mlat=-33.9&mlon=18.4241#map=16/-33.9/18.4241")
        #expect(PlaceText.coordinate(0.0000004) == "0")
        #expect(PlaceText.coordinate(-0.5) == "-0.5")
    }

    @Test("stars: glyphs rounded to whole stars, the rating to one decimal")
    func stars() {
        #expect(PlaceText.stars(4.5, reviews: nil, lang: .english) == "★★★★★ 4.5/5")
        #expect(PlaceText.stars(4.4, reviews: 1, lang: .english) == "★★★★☆ 4.4/5 (1 review)")
        #expect(PlaceText.stars(1, reviews: 12_000, lang: .english) == "★☆☆☆☆ 1/5 (12,000 reviews)")
    }

    @Test("places with a day number join that day, after its activities; favourites list first")
    func placesOnDays() throws {
        let plan = try RenderFixture.onlyPlan(RenderFixture.trip(places + """
        , "activities": [{"name": "Walk", "day_number": 2}]
        """))
        let outline = plan.days.map { day in
            day.events.map { event -> String in
                switch event {
                case .activity(let activity): plan.trip.activities[activity].name
                case .place(let place): "place \(plan.trip.places[place].name)"
                default: "other"
                }
            }
        }
        #expect(plan.days.map(\.dayNumber) == [nil, 2, 3, nil])
        #expect(outline == [[], ["Walk", "place Bridge"], ["place Falls"], []])
        #expect(TripContext.orderedPlaces(plan.trip.places).map(\.name) == ["Bridge", "Falls", "Diner"])
    }

    @Test("the page shows the vehicle, each place's facts, its own link and map link, and favourites first")
    func markdown() throws {
        let markdown = try RenderFixture.markdown(RenderFixture.trip(places))
        #expect(markdown.contains("- **Vehicle:** “Wanda”, 2021 Winnebago View (RV, Diesel)"))
        let section = try #require(markdown.components(separatedBy: "## Places\n").last)
        let names = ["Bridge", "Falls", "Diner"].map { section.range(of: $0)!.lowerBound }
        #expect(names == names.sorted())
        #expect(section.contains("♥ Favourite · **[Bridge](https://example.org/bridge)** · Day 2"))
        #expect(section.contains("Restaurant · ★★★★☆ 4.2/5 (1,200 reviews) · closed"))
        #expect(section.contains("[Show on the map](https://www.openstreetmap.org/search?query=1+Main+St%2C+Carmel%2C+CA)"))
        #expect(section.contains("  Go **early**."))
        #expect(markdown.contains("- **—** ⚑ Place: ♥ Bridge [pin 1](#map-pin-1 \"Pin 1 on the map\")  \n  Viewpoint · ★★★★★ 4.8/5 · [Map](https://www.openstreetmap.org/?mlat=36.371514&mlon=-121.901985#map=16/36.371514/-121.901985)"))
    }

    @Test("places are in the page's structured data as tourist attractions, favourites first")
    func structuredData() throws {
        let page = try RenderFixture.page(RenderFixture.trip(places))
        let json = try #require(page.components(separatedBy: "<script type=\"application/ld+json\">").last?.components(separatedBy: "</script>").first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let itinerary = try #require(object["itinerary"] as? [String: Any])
        let items = try #require(itinerary["itemListElement"] as? [[String: Any]]).compactMap { $0["item"] as? [String: Any] }
        let attractions = items.filter { $0["@type"] as? String == "TouristAttraction" }
        #expect(attractions.map { $0["name"] as? String } == ["Bridge", "Falls", "Diner"])
        #expect(attractions[0]["url"] as? String == "https://example.org/bridge")
        let geo = try #require(attractions[0]["geo"] as? [String: Any])
        #expect(geo["latitude"] as? Double == 36.3715141)
        #expect(attractions[2]["address"] as? String == "1 Main St, Carmel, CA")
        #expect((attractions[2]["aggregateRating"] as? [String: Any])?["reviewCount"] as? Int == 1200)
    }

    @Test("a trip without places or vehicle has no places section")
    func noPlaces() throws {
        let markdown = try RenderFixture.markdown(RenderFixture.trip())
        #expect(!markdown.contains("## Places"))
        #expect(!markdown.contains("Vehicle"))
    }
}
