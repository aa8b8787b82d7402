import ArgumentParser
import TripsiteCore

/// `tripsite new place`: a point of interest added to a trip's places, as road-trip apps keep them.
struct NewPlaceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "place",
        abstract: "Add a place (a viewpoint, restaurant, campground) to a trip in trips.json; the rest of the file is kept byte for byte.",
        discussion: """
            Favourites are listed first on the trip's page, marked with ♥.

            \(NewItemOptions.editing)

            Examples:
              tripsite new place --trip trip-lisbon-2025 --name "Miradouro da Senhora do Monte" \\
                --category Viewpoint --favourite --notes "Best at **sunset**."
              tripsite new place --trip trip-lisbon-2025 --name "Time Out Market" \\
                --category Restaurant --address "Av. 24 de Julho 49, Lisboa" --dry-run
              tripsite new place --trip trip-lisbon-2025 --name "Castelo de São Jorge" \\
                --day 2 --latitude 38.7139 --longitude -9.1335 \\
                --url https://castelodesaojorge.pt/ --no-open --rating 4.6
            """
    )

    @OptionGroup var target: NewItemOptions

    @Option(help: ArgumentHelp("The place's name.", valueName: "text"))
    var name: String

    @Option(help: ArgumentHelp("What it is: Viewpoint, Restaurant, Campground.", valueName: "text"))
    var category: String?

    @Option(help: ArgumentHelp("Its address, for the map link.", valueName: "text"))
    var address: String?

    @Option(help: ArgumentHelp("Notes; Markdown is allowed.", valueName: "text"))
    var notes: String?

    @Flag(name: [.customLong("favourite"), .customLong("favorite")], help: "Mark it a favourite (or --favorite).")
    var favourite = false

    @Option(help: ArgumentHelp("The trip's day to list it at the end of: 1 for the first.", valueName: "n"))
    var day: Int?

    @Option(help: ArgumentHelp("The place's own page: https://….", valueName: "address"))
    var url: String?

    @Flag(inversion: .prefixedNo, help: "Whether it is open now (is_open: shown as \"open\" or \"closed\").")
    var open: Bool?

    @OptionGroup var details: ItemDetailsOptions

    func run() throws {
        try target.add(NewPlace(name: name, category: category, address: address, notes: notes, favourite: favourite, day: day, url: url,
                                latitude: details.latitude, longitude: details.longitude, isOpen: open,
                                rating: details.rating, reviewCount: details.reviewCount, image: details.image))
    }
}
