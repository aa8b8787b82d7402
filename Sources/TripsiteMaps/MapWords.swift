/// The words a map writes into its SVG, in the page's language: distances (the scale bar's, a far pin's), the
/// caption beside a pin at the edge, the title of a mark that stands for several stops. The page gives them
/// (`SiteLanguage.mapWords`), so that every word of a map is written where the page's words are.
public struct MapWords: Sendable {
    /// Whether a pin at the edge is where the trip's flights come from, where they go, or neither.
    public enum Direction: Sendable {
        case from, to, neither
    }

    /// A distance in kilometres, rounded as a reader takes it in (`MapFocus.roundedDistance`): "5,100 km".
    public var distance: @Sendable (_ kilometres: Double) -> String
    /// The caption beside a pin at the edge from the place's name and its distance: "from Boston · 5,100 km".
    public var edgeCaption: @Sendable (_ direction: Direction, _ place: String, _ distance: String) -> String
    /// The title of a mark that stands for `count` stops, from their names ("3. Alfama; 4. Belém"): "2 stops: …".
    public var groupTitle: @Sendable (_ count: Int, _ names: String) -> String
    /// The words after the name of a pin placed at the town its address names (`TripMap.Pin.approximateTown`):
    /// "(approximately: in Sintra)".
    public var approximately: @Sendable (_ town: String) -> String

    public init(
        distance: @escaping @Sendable (Double) -> String,
        edgeCaption: @escaping @Sendable (Direction, String, String) -> String,
        groupTitle: @escaping @Sendable (Int, String) -> String,
        approximately: @escaping @Sendable (String) -> String
    ) {
        (self.distance, self.edgeCaption, self.groupTitle, self.approximately) = (distance, edgeCaption, groupTitle, approximately)
    }
}
