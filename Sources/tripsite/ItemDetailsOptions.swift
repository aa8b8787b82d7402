import ArgumentParser

/// The fields a hotel, an activity and a place share: what guests said of it, its picture, and where it is for the
/// trip's map. The options the three `new` commands share.
struct ItemDetailsOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Its rating: out of 10 for a hotel or an activity, 1 to 5 for a place.", valueName: "n"), transform: DecimalArgument.parse)
    var rating: Double?

    @Option(help: ArgumentHelp("How many reviews the rating is from.", valueName: "n"))
    var reviewCount: Int?

    @Option(help: ArgumentHelp("Its picture: a web address, or a file beside the trips file (images/colosseum.jpg).", valueName: "image"))
    var image: String?

    // A negative number (-9.1393) is the value, not an option.
    @Option(parsing: .unconditional, help: ArgumentHelp("Its latitude, -90 to 90, with --longitude: 41.9009.", valueName: "degrees"), transform: DecimalArgument.parse)
    var latitude: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Its longitude, -180 to 180, with --latitude: 12.4833.", valueName: "degrees"), transform: DecimalArgument.parse)
    var longitude: Double?
}
