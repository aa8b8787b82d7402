import Foundation
import TripsiteJSON

/// Where the street map a trip page offers on request (`[maps] tiles` in tripsite.toml) takes its tiles, and the
/// credit they ask for. The page loads nothing from this address until the reader asks for the street map.
public struct StreetMapTiles: Sendable, Equatable {
    /// The tiles' address, with `{z}`, `{x}` and `{y}` (and perhaps `{s}` and `{r}`) for Leaflet to fill in.
    public var url: String
    /// The credit shown on the street map: "© OpenStreetMap contributors".
    public var attribution: String
    /// Where the credit links to, when anywhere.
    public var attributionURL: String?

    public init(url: String, attribution: String, attributionURL: String? = nil) {
        self.url = url
        self.attribution = attribution
        self.attributionURL = attributionURL
    }

    /// OpenStreetMap's standard tiles, with the credit their tile usage policy asks for.
    public static let openStreetMap = StreetMapTiles(
        url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png", attribution: "© OpenStreetMap contributors",
        attributionURL: "https://www.openstreetmap.org/copyright")

    /// What a tile address must be, as messages say it.
    public static let expected = "an http(s) address of map tiles with {z}, {x} and {y} in it, such as \"https://tile.openstreetmap.org/{z}/{x}/{y}.png\", or false for no street map"

    /// The placeholders Leaflet fills in: the zoom, the tile's column and row, a subdomain and "@2x" on a
    /// high-resolution screen.
    static let placeholders: Set<String> = ["z", "x", "y", "s", "r"]

    /// What is wrong with `text` as a tile address, in words that follow "expected …, found …"'s style; `nil` when
    /// it is one: http(s), a host, `{z}`, `{x}` and `{y}`, no placeholder Leaflet does not know, and no quote, angle
    /// bracket, backslash, backtick, space or control character (which an HTML attribute or a script could trip on).
    public static func problem(with text: String) -> String? {
        let found = "found " + JSONPath.quoted(text, limit: 80)
        let forbidden: Set<Unicode.Scalar> = ["\"", "'", "<", ">", "`", "\\"]
        if text.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F || $0.properties.isWhitespace || forbidden.contains($0) }) {
            return "expected a tile address without quotes, angle brackets, backslashes or spaces, \(found)"
        }
        let lowered = text.lowercased()
        guard lowered.hasPrefix("https://") || lowered.hasPrefix("http://") else {
            return "expected a tile address starting with https:// or http://, \(found)"
        }
        let afterScheme = text[text.range(of: "://")!.upperBound...]
        let host = afterScheme.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard host.contains(where: { $0.isLetter || $0.isNumber }) else {
            return "expected a tile address with a host after ://, \(found)"
        }
        var names: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else {
                return "expected each { of a tile address to be closed by }, \(found)"
            }
            names.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        if rest.contains("}") { return "expected each } of a tile address to close a {, \(found)" }
        if let unknown = names.first(where: { !placeholders.contains($0) }) {
            return "expected only {z}, {x}, {y}, {s} and {r} in braces, found {\(unknown)} in \(JSONPath.quoted(text, limit: 80))"
        }
        let missing = ["z", "x", "y"].filter { !names.contains($0) }
        if !missing.isEmpty {
            let list = missing.map { "{\($0)}" }.joined(separator: " and ")
            return "expected a tile address with {z}, {x} and {y} in it, \(found) (without \(list))"
        }
        return nil
    }
}
