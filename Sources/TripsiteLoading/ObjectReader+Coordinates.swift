import TripsiteJSON
import TripsiteModel

extension ObjectReader {
    /// The spellings apps give latitude and longitude, the first found wins.
    static let latitudeKeys = ["latitude", "lat"]
    static let longitudeKeys = ["longitude", "lng", "lon", "long"]

    /// Where a place, hotel or activity is: `latitude`/`longitude` (or `lat`, `lng`, `lon`), else GeoJSON's
    /// `coordinates: [longitude, latitude]` (longitude first, as GeoJSON orders them). A value out of range
    /// is reported; with only one of the two given, `oneGiven` is said as a warning and there is no point.
    func coordinates(oneGiven: String) -> GeoPoint? {
        let latitudeKey = Self.latitudeKeys.first(where: has)
        let longitudeKey = Self.longitudeKeys.first(where: has)
        if latitudeKey == nil, longitudeKey == nil, has("coordinates") {
            return geoJSONCoordinates()
        }
        let latitude = latitudeKey.flatMap { double($0, in: -90...90) }
        let longitude = longitudeKey.flatMap { double($0, in: -180...180) }
        if (latitudeKey == nil) != (longitudeKey == nil) {
            warn(latitudeKey ?? longitudeKey!, oneGiven)
        }
        guard let latitude, let longitude else { return nil }
        return GeoPoint(latitude: latitude, longitude: longitude)
    }

    /// `[longitude, latitude]` (a third number, the altitude, is allowed and ignored).
    private func geoJSONCoordinates() -> GeoPoint? {
        guard let node = member("coordinates")?.value else { return nil }
        let expected = "[longitude, latitude], longitude (-180 to 180) first as in GeoJSON, then latitude (-90 to 90)"
        guard case .array(let elements) = node.kind, elements.count == 2 || elements.count == 3 else {
            fail("coordinates", expected: expected, found: node)
            return nil
        }
        let numbers = elements.map { element -> Double? in
            if case .number(let text) = element.kind, let value = Double(text), value.isFinite { return value }
            return nil
        }
        guard let longitude = numbers[0], let latitude = numbers[1], (-180...180).contains(longitude) else {
            fail("coordinates", expected: expected, found: node)
            return nil
        }
        guard (-90...90).contains(latitude) else {
            let swapped = (-90...90).contains(longitude) && (-180...180).contains(latitude)
            fail("coordinates", expected: expected + (swapped ? " (these two look swapped)" : ""), found: node)
            return nil
        }
        return GeoPoint(latitude: latitude, longitude: longitude)
    }
}
