import ArgumentParser
import TripsiteCore

/// `tripsite new activity`: an activity added to one of a trip's days, checked like a trip app's form.
struct NewActivityCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "activity",
        abstract: "Add an activity to a trip in trips.json, checked like a trip app's form; the rest of the file is kept byte for byte.",
        discussion: """
            The day is given by its number (--day 2) or its date (--date 2025-05-04), or both when they \
            agree; it must be one of the trip's days. A day's date is the one the trip's dated activities \
            give it, else the start date plus the day's number less one. The file gets both.

            \(NewItemOptions.editing)

            Examples:
              tripsite new activity --trip trip-lisbon-2025 --name "Tram 28 ride" \\
                --day 3 --time 18:30 --duration 1h --location "Martim Moniz" --price 3
              tripsite new activity --trip trip-lisbon-2025 --title "Oceanário de Lisboa" \\
                --date 2025-05-06 --time "2:30 PM" --cost "€ 25.00" --dry-run
              tripsite new activity --trip trip-lisbon-2025 --name "Belém Tower" \\
                --day 4 --latitude 38.6916 --longitude -9.2160
            """
    )

    @OptionGroup var target: NewItemOptions

    @Option(name: [.customLong("name"), .customLong("title")], help: ArgumentHelp("The activity's name (or --title).", valueName: "text"))
    var name: String

    @Option(help: ArgumentHelp("The trip's day it is on: 1 for the first.", valueName: "n"))
    var day: Int?

    @Option(help: ArgumentHelp("The date it is on, one of the trip's days: 2025-05-04, or \"4 May\".", valueName: "date"))
    var date: String?

    @Option(help: ArgumentHelp("The time it starts: 10:00, 3 pm (default: none, listed first in its day).", valueName: "time"))
    var time: String?

    @Option(help: ArgumentHelp("How long it lasts: 2 hours, 1h 30m.", valueName: "duration"))
    var duration: String?

    @Option(help: ArgumentHelp("Where it is.", valueName: "text"))
    var location: String?

    @Option(help: ArgumentHelp("A description; Markdown is allowed.", valueName: "text"))
    var description: String?

    @Option(name: [.customLong("price"), .customLong("cost")], help: ArgumentHelp("What it costs (or --cost): 25, or \"€ 25.00\".", valueName: "amount"))
    var price: String?

    @Option(help: ArgumentHelp("The currency of a plain --price, when not the trip's: USD.", valueName: "code"))
    var currency: String?

    @Option(help: ArgumentHelp("Its place in the day's order, before the time (activity_number): 1 for the first.", valueName: "n"))
    var order: Int?

    @OptionGroup var details: ItemDetailsOptions

    @Option(help: ArgumentHelp("The booking's confirmation number (private: left out of a built site unless --show-private).", valueName: "code"))
    var confirmation: String?

    func run() throws {
        var activity = NewActivity(
            name: name, day: day, date: date, time: time, duration: duration, location: location, description: description,
            price: price, currency: currency, latitude: details.latitude, longitude: details.longitude, order: order,
            rating: details.rating, reviewCount: details.reviewCount, image: details.image)
        activity.confirmation = confirmation
        try target.add(activity)
    }
}
