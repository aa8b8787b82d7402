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

    @Option(help: ArgumentHelp("The currency of a plain --price, when not the trip's: USD.", valueName: "code"))
    var currency: String?

    @Option(help: ArgumentHelp("The booking's confirmation number (private: left out of a built site unless --show-private).", valueName: "code"))
    var confirmation: String?

    func run() throws {
        try target.add(NewHotel(
            name: name, address: address, checkIn: checkIn, checkOut: checkOut, nights: nights, roomType: roomType,
            price: price, currency: currency, confirmation: confirmation))
    }
}
