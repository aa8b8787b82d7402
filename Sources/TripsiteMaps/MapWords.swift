/// The words a map writes into its SVG, in the page's language: distances (the scale bar's, a far pin's), the
/// caption beside a pin at the edge, the title of a mark that stands for several stops. The page gives them
/// (`SiteLanguage.mapWords`); without them a map writes numbers, names and symbols only.
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

    public init(
        distance: @escaping @Sendable (Double) -> String = { MapFocus.distanceText($0) },
        edgeCaption: @escaping @Sendable (Direction, String, String) -> String = { _, place, distance in place + " · " + distance },
        groupTitle: @escaping @Sendable (Int, String) -> String = { count, names in "×\(count): " + names }
    ) {
        (self.distance, self.edgeCaption, self.groupTitle) = (distance, edgeCaption, groupTitle)
    }
}
