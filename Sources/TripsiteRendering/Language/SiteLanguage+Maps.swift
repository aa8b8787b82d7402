import TripsiteMaps

extension SiteLanguage {
    /// A distance as a reader takes it in (`MapFocus.roundedDistance`), in the language's numbers and units:
    /// "5,100 km", "7.8 km", "350 m" in English; "5 100 km", "7,8 km" in French.
    public func distance(_ kilometres: Double) -> String {
        let rounded = MapFocus.roundedDistance(kilometres)
        let whole = rounded.value == rounded.value.rounded()
        let number = whole ? self.number(Int(rounded.value)) : oneDecimal(rounded.value)
        return text(rounded.inMetres ? "map.metres" : "map.kilometres", ["number": number])
    }

    /// The words the maps write into their SVG, in this language.
    public var mapWords: MapWords {
        let language = self
        return MapWords(
            distance: { language.distance($0) },
            edgeCaption: { direction, place, distance in
                let key = switch direction {
                case .from: "map.edge_from"
                case .to: "map.edge_to"
                case .neither: "map.edge"
                }
                return language.text(key, ["place": place, "distance": distance])
            },
            groupTitle: { count, names in language.count("map.group_title", count, ["names": names]) },
            approximately: { town in language.text("map.approximately", ["town": town]) })
    }
}
