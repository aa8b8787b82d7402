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

    func run() throws {
        try target.add(NewPlace(name: name, category: category, address: address, notes: notes, favourite: favourite))
    }
}
