import TripsiteModel

/// How places read on a page: stars, the facts line and the map link, shared by the places list and
/// the itinerary's days.
enum PlaceText {
    /// `4.5` → `"★★★★★ 4.5/5"` (the glyphs rounded to whole stars, the number exact to one decimal).
    static func stars(_ rating: Double, reviews: Int?, lang: SiteLanguage) -> String {
        let filled = min(5, max(0, Int(rating.rounded())))
        let glyphs = String(repeating: "★", count: filled) + String(repeating: "☆", count: 5 - filled)
        let text = lang.text("rating.stars", ["stars": glyphs, "rating": lang.oneDecimal(rating)])
        guard let reviews else { return text }
        return lang.text("rating.with_reviews", ["rating": text, "reviews": lang.count("count.reviews", reviews)])
    }

    /// "Campground · ★★★★☆ 4.2/5 (310 reviews) · open", whichever are known.
    static func facts(_ place: Place, lang: SiteLanguage) -> String? {
        let parts = [
            place.category, place.rating.map { stars($0, reviews: place.reviewCount, lang: lang) },
            place.isOpen.map { lang.text($0 ? "place.open" : "place.closed") },
        ]
        return parts.contains { $0 != nil } ? TextFormat.detailLine(parts) : nil
    }

    /// An OpenStreetMap address that shows the place: a marker at its coordinates, else a search for its
    /// address. Needs no script and no API key; `nil` when the place has neither.
    static func mapURL(_ place: Place) -> String? {
        if let point = place.coordinates {
            let (lat, lon) = (coordinate(point.latitude), coordinate(point.longitude))
            return "https://www.openstreetmap.org/?mlat=\(lat)&mlon=\(lon)#map=16/\(lat)/\(lon)"
        }
        return place.address.map(addressSearchURL)
    }

    /// An OpenStreetMap search for an address, the address percent-encoded as one query value (so no text of
    /// it can end the query or change the address's scheme).
    static func addressSearchURL(_ address: String) -> String {
        "https://www.openstreetmap.org/search?query=" + queryEncoded(address)
    }

    /// A coordinate with at most six decimals (about 10 cm), without trailing zeros, the same on every machine.
    static func coordinate(_ value: Double) -> String {
        let micro = Int64((value * 1_000_000).rounded())
        let sign = micro < 0 ? "-" : ""
        let whole = micro.magnitude / 1_000_000
        var fraction = String(micro.magnitude % 1_000_000)
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return fraction.isEmpty ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
    }

    /// Percent-encodes everything but unreserved characters, so the text is one query value.
    static func queryEncoded(_ text: String) -> String {
        PercentEncoding.encoded(text, spaceAsPlus: true) { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                true
            default:
                false
            }
        }
    }

    /// "“Wanda”, 2019 Winnebago View (RV, diesel)", whichever parts are known.
    static func vehicle(_ vehicle: Vehicle) -> String? {
        var text = [vehicle.nickname.map { "“\($0)”" }, vehicle.description].compactMap { $0 }.joined(separator: ", ")
        let kind = [vehicle.type, vehicle.fuelType].compactMap { $0 }.joined(separator: ", ")
        if !kind.isEmpty { text += text.isEmpty ? kind : " (\(kind))" }
        return text.isEmpty ? nil : text
    }
}
