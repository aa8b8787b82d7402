/// How every command that takes a trip (`export`, `new flight`, …) says that a trip is named, so that they all say it
/// the same way.
enum TripOption {
    /// The option's help.
    static let help = "The trip: its id, its folder name in the site, or its title (in any case)."

    /// The sentence of the commands' discussions, without its full stop.
    static let words = """
        The trip is named by its id, its folder name in the site (trips/<folder>/), or its title, in any \
        case; an unknown trip, or a title several trips share, is refused (exit 64) with the trips it could mean
        """
}
