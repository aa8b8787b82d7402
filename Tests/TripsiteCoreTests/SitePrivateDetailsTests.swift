import Testing
@testable import TripsiteCore
@testable import TripsitePlanning
@testable import TripsiteRendering

/// Confirmation numbers, and traveller names, e-mail addresses and phone numbers the data may carry, are in
/// no file of a built site unless the build is told to show the private details.
@Suite("SiteBuilder: private details")
struct SitePrivateDetailsTests {
    static let flightCode = "QX7Y2Z"
    static let hotelCode = "HTL-88431"
    static let activityCode = "FADO-5521"
    static let seat = "31K"
    /// Values under keys the input format does not have: never read, so in no file, whatever the options.
    static let unreadValues = ["Ana Viajante", "ana.viajante@example.com", "+351 912 345 678"]

    static let trip = SiteBuildFixture.trip("lisbon", members: """
        "travelers": 2, "traveler_names": ["Ana Viajante"], "email": "ana.viajante@example.com", "phone": "+351 912 345 678",
          "flights": [{"airline": "TAP", "flight_number": "TP1", "departure_date": "2025-05-01", "confirmation": "\(flightCode)",
            "passenger": "Ana Viajante", "seat": "\(seat)"}],
          "activities": [{"name": "Fado", "day_number": 2, "confirmation": "\(activityCode)"}],
          "hotels": [{"name": "Casa Azul", "check_in_date": "2025-05-01", "check_out_date": "2025-05-04", "confirmation": "\(hotelCode)",
            "guest_email": "ana.viajante@example.com", "guest_phone": "+351 912 345 678"}]
        """)

    static func build(showPrivate: Bool) throws -> [String: String] {
        let site = SiteBuildFixture([trip])
        var options = site.options(site: SiteContext(title: "Test trips", baseURL: "https://example.com/trips/"))
        options.showPrivateDetails = showPrivate
        _ = try SiteBuilder(fileSystem: site.fileSystem).build(options)
        return site.files().mapValues { String(decoding: $0, as: UTF8.self) }
    }

    @Test("by default, no file of the site holds a confirmation number, name, e-mail address or phone number")
    func leftOutByDefault() throws {
        let files = try Self.build(showPrivate: false)
        #expect(files.count > 10)
        for (path, text) in files {
            for secret in [Self.flightCode, Self.hotelCode, Self.activityCode, "seat \(Self.seat)"] + Self.unreadValues {
                #expect(!text.contains(secret), "\(path) holds \(secret)")
            }
        }
        let page = try #require(files["trips/lisbon/index.html"])
        #expect(!page.contains("onfirmation"), "an empty confirmation label is left in the page")
        #expect(page.contains("Casa Azul"))
    }

    @Test("with showPrivateDetails, the confirmation numbers are in the page, Markdown, calendar and structured data")
    func shownWhenAsked() throws {
        let files = try Self.build(showPrivate: true)
        for path in ["trips/lisbon/index.html", "trips/lisbon/print.html", "trips/lisbon/lisbon.md", "trips/lisbon/lisbon.ics"] {
            let text = try #require(files[path])
            #expect(text.contains(Self.flightCode) && text.contains(Self.hotelCode) && text.contains(Self.activityCode), "\(path) lacks a confirmation number")
            #expect(text.contains(Self.seat), "\(path) lacks the seat")
        }
        let page = try #require(files["trips/lisbon/index.html"])
        #expect(page.contains("\"reservationNumber\":\"\(Self.flightCode)\""))
        for (path, text) in files {
            for value in Self.unreadValues { #expect(!text.contains(value), "\(path) holds \(value)") }
        }
    }

    @Test("the private field list is what withoutPrivateDetails removes, and redaction removes it too")
    func oneList() throws {
        #expect(PrivateDetails.fields == ["flights[].confirmation", "flights[].seat", "hotels[].confirmation", "activities[].confirmation"])
        let plans = PlannedSite.planTrips(BuildInput(tripsFileName: "trips.json", tripsBytes: Array(TripJSON.file([Self.trip]).utf8), sourceDate: RenderFixture.sourceDate)).plans
        let plan = try #require(plans.first)
        #expect(plan.trip.hasPrivateDetails)
        #expect(!plan.withoutPrivateDetails().trip.hasPrivateDetails)
        #expect(!plan.redacted().trip.hasPrivateDetails)
        #expect(plan.withoutPrivateDetails().trip.hotels.first?.name == "Casa Azul")
    }
}
