import ArgumentParser
import TripsiteCore

/// `tripsite new hotel`: a stay added to a trip, checked like a trip app's "add hotel" form.
struct NewHotelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hotel",
        abstract: "Add a hotel to a trip in trips.json, checked like a trip app's form; the rest of the file is kept byte for byte.",
        discussion: """
            Check-in and check-out must be in order and within the trip's dates (a stay may start on its \
            first day and end on its last); the nights are counted from them, and --nights, when given, \
            must agree.

            \(NewItemOptions.editing)

            Examples:
              tripsite new hotel --trip trip-marrakech-2026 --name "Riad Yasmine" \\
                --address "209 Derb Sidi Bouloukat, Marrakech" \\
                --check-in 2026-03-27 --check-out 2026-04-02 --price 1200 --confirmation RY-2291
              tripsite new hotel --trip "Spring in Marrakech" --name "Riad Yasmine" \\
                --address "209 Derb Sidi Bouloukat, Marrakech" --check-in "27 Mar" \\
                --check-out "2 Apr" --nights 6 --price 1300 --currency USD --dry-run
              tripsite new hotel --trip "Spring in Marrakech" --name "Riad Yasmine" \\
                --address "209 Derb Sidi Bouloukat, Marrakech" --check-in 2026-03-27 \\
                --check-out 2026-04-02 --check-in-time 14:00 --check-out-time 11:00 \\
                --price-per-night 200 --stars 4 --rating 9.1 --review-count 812 \\
                --latitude 31.6318 --longitude -7.9936
            """
    )

    @OptionGroup var target: NewItemOptions

    @Option(help: ArgumentHelp("The hotel's name.", valueName: "text"))
    var name: String

    @Option(help: ArgumentHelp("The hotel's address.", valueName: "text"))
    var address: String

    @Option(help: ArgumentHelp("The check-in date, one of the trip's days: 2025-05-03, or \"3 May\".", valueName: "date"))
    var checkIn: String

    @Option(help: ArgumentHelp("The check-out date, after check-in and within the trip.", valueName: "date"))
    var checkOut: String

    @Option(help: ArgumentHelp("The nights, checked against the dates (default: counted from them).", valueName: "n"))
    var nights: Int?

    @Option(help: ArgumentHelp("The room: \"Double room, sea view\".", valueName: "text"))
    var roomType: String?

    @Option(help: ArgumentHelp("The price of the whole stay: 1060, or \"€ 1,060.00\".", valueName: "amount"))
    var price: String?

    @Option(help: ArgumentHelp("The currency of a plain --price or --price-per-night, when not the trip's: USD.", valueName: "code"))
    var currency: String?

    @Option(help: ArgumentHelp("The booking's confirmation number (private: left out of a built site unless --show-private).", valueName: "code"))
    var confirmation: String?

    @Option(help: ArgumentHelp("When the room is ready: 15:00, 3 PM (default: none; the timeline puts check-in at 15:00).", valueName: "time"))
    var checkInTime: String?

    @Option(help: ArgumentHelp("When the room must be left: 11:00 (default: none; the timeline puts check-out at 10:00).", valueName: "time"))
    var checkOutTime: String?

    @Option(help: ArgumentHelp("The price of a night: 120, or \"€ 120.00\"; without --price, the stay costs this × the nights.", valueName: "amount"))
    var pricePerNight: String?

    @Option(help: ArgumentHelp("The official category, 1 to 5 stars.", valueName: "n"))
    var stars: Int?

    @Option(help: ArgumentHelp("The rooms left at the price (1 to 5 shows \"only 2 rooms left\").", valueName: "n"))
    var roomsLeft: Int?

    @OptionGroup var details: ItemDetailsOptions

    @Option(help: ArgumentHelp("The hotel's telephone number: \"+351 21 123 4567\".", valueName: "number"))
    var phone: String?

    func run() throws {
        var hotel = NewHotel(
            name: name, address: address, checkIn: checkIn, checkOut: checkOut, nights: nights, roomType: roomType,
            price: price, currency: currency, confirmation: confirmation, checkInTime: checkInTime, checkOutTime: checkOutTime,
            pricePerNight: pricePerNight, latitude: details.latitude, longitude: details.longitude, stars: stars,
            rating: details.rating, reviewCount: details.reviewCount, roomsLeft: roomsLeft, image: details.image)
        hotel.phone = phone
        try target.add(hotel)
    }
}
