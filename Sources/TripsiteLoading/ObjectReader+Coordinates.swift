import TripsiteModel

extension ObjectReader {
    /// The spellings apps give latitude and longitude, the first found wins.
    static let latitudeKeys = ["latitude", "lat"]
    static let longitudeKeys = ["longitude", "lng", "lon", "long"]
    /// The fields apps put both coordinates in, as an object, a GeoJSON point, `[longitude, latitude]` or `"lat, lng"`.
    static let pointKeys = ["coordinates", "coords", "geo", "geometry", "location", "position", "lat_lng", "latlng"]

    /// Where a place, hotel or activity is: `latitude`/`longitude` (or `lat`, `lng`, `lon`), else one field holding
    /// both (`pointKeys`): `{"lat": …, "lng": …}`, a GeoJSON point `{"type": "Point", "coordinates": […]}`,
    /// GeoJSON's `[longitude, latitude]` (longitude first, as GeoJSON orders them) or the text `"38.71, -9.14"`
    /// (latitude first, as maps apps copy it; decimal only). A value out of range is reported; with only one of the two given,
    /// `oneGiven` is said as a warning and there is no point. `location` counts only as an object or a list: as
    /// text it is a place's name.
    func coordinates(oneGiven: String) -> GeoPoint? {
        let latitudeKey = Self.latitudeKeys.first(where: has)
        let longitudeKey = Self.longitudeKeys.first(where: has)
        if latitudeKey == nil, longitudeKey == nil {
            guard hasAny(of: Self.pointKeys) else { return nil }
            for key in Self.pointKeys where has(key) && !(key == "location" && isText(key)) {
                return point(key, oneGiven: oneGiven)
            }
            return nil
        }
        let latitude = latitudeKey.flatMap { double($0, in: -90...90) }
        let longitude = longitudeKey.flatMap { double($0, in: -180...180) }
        if (latitudeKey == nil) != (longitudeKey == nil) {
            warn(latitudeKey ?? longitudeKey!, oneGiven)
        }
        guard let latitude, let longitude else { return nil }
        return GeoPoint(latitude: latitude, longitude: longitude)
    }

    /// Both coordinates from the one field `key`, in any of the shapes `coordinates` accepts.
    private func point(_ key: String, oneGiven: String) -> GeoPoint? {
        guard let node = member(key)?.value else { return nil }
        switch node.kind {
        case .array: return geoJSONCoordinates(key)
        case .string(let text): return pointText(text, key)
        case .object:
            guard var inner = ObjectReader(node, path: fieldPath(key), what: "coordinates", context: context) else { return nil }
            inner.problemsAreWarnings = problemsAreWarnings
            // A GeoJSON point names its kind; its coordinates are read from the one list.
            if inner.isText("type") { inner.markUsed("type") }
            return inner.coordinates(oneGiven: oneGiven)
        default:
            fail(key, expected: "coordinates: {\"lat\": 38.71, \"lng\": -9.14}, [longitude, latitude] or \"38.71, -9.14\"", found: node)
            return nil
        }
    }

    /// `"38.7139, -9.1394"`: latitude, then longitude, as maps apps copy a point.
    private func pointText(_ text: String, _ key: String) -> GeoPoint? {
        let parts = text.split(separator: ",").map { String($0).trimmingBlanks }
        let numbers = parts.map { ValueText.decimalNumber($0) }
        guard numbers.count == 2, let latitude = numbers[0], let longitude = numbers[1],
              (-90...90).contains(latitude), (-180...180).contains(longitude) else {
            fail(key, expected: "\"latitude, longitude\" such as \"38.71, -9.14\" (latitude from -90 to 90 first)", found: member(key)!.value)
            return nil
        }
        return GeoPoint(latitude: latitude, longitude: longitude)
    }

    /// `[longitude, latitude]` (a third number, the altitude, is allowed and ignored).
    private func geoJSONCoordinates(_ key: String) -> GeoPoint? {
        guard let node = member(key)?.value else { return nil }
        let expected = "[longitude, latitude], longitude (-180 to 180) first as in GeoJSON, then latitude (-90 to 90)"
        guard case .array(let elements) = node.kind, elements.count == 2 || elements.count == 3 else {
            fail(key, expected: expected, found: node)
            return nil
        }
        let numbers = elements.map { element -> Double? in
            if case .number(let text) = element.kind, let value = Double(text), value.isFinite { return value }
            return nil
        }
        guard let longitude = numbers[0], let latitude = numbers[1], (-180...180).contains(longitude) else {
            fail(key, expected: expected, found: node)
            return nil
        }
        guard (-90...90).contains(latitude) else {
            let swapped = (-90...90).contains(longitude) && (-180...180).contains(latitude)
            fail(key, expected: expected + (swapped ? " (these two look swapped)" : ""), found: node)
            return nil
        }
        return GeoPoint(latitude: latitude, longitude: longitude)
    }
}
