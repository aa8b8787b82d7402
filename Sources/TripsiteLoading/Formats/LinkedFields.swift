import TripsiteJSON
import TripsiteModel

/// Reads the nested values of JSON-LD and TripIt objects, which give the same thing in several shapes: an
/// object or its name (`"airline": "United"` or `{"name": "United"}`), one object where a list is expected.
struct LinkedFields {
    let fields: ObjectReader
    let context: DecodingContext

    init(_ fields: ObjectReader, context: DecodingContext) {
        self.fields = fields
        self.context = context
    }

    /// The object under `key`; the first object of a list there. `nil` when absent; a value of another kind is
    /// reported.
    func object(_ key: String, what: String) -> LinkedFields? {
        guard let member = fields.member(key) else { return nil }
        var node = member.value
        var path = fields.fieldPath(key)
        if case .array(let elements) = node.kind, let first = elements.first {
            node = first
            path = JSONPath.index(path, 0)
        }
        return ObjectReader(node, path: path, what: what, context: context).map { LinkedFields($0, context: context) }
    }

    /// The objects under `key`: one object, or each object of a list.
    func objects(_ key: String, what: String) -> [LinkedFields] {
        guard let member = fields.member(key) else { return [] }
        let nodes: [(node: JSONNode, path: String)]
        if case .array = member.value.kind {
            nodes = fields.array(key) ?? []
        } else {
            nodes = [(member.value, fields.fieldPath(key))]
        }
        return nodes.compactMap { ObjectReader($0.node, path: $0.path, what: what, context: context) }.map { LinkedFields($0, context: context) }
    }

    /// A name given as text or as an object's `name`.
    func name(_ key: String) -> String? {
        guard let member = fields.member(key) else { return nil }
        if case .object = member.value.kind { return object(key, what: "a name")?.fields.string("name") }
        if case .array = member.value.kind { return object(key, what: "a name")?.fields.string("name") }
        return fields.string(key)
    }

    /// An address as text: given as text, or a schema.org `PostalAddress` (street, postcode and town, region,
    /// country).
    func address(_ key: String = "address") -> String? {
        guard let member = fields.member(key) else { return nil }
        guard case .object = member.value.kind, let postal = object(key, what: "an address") else { return fields.string(key) }
        let town = [postal.fields.string("postal_code"), postal.fields.string("address_locality")].compactMap { $0 }.joined(separator: " ")
        let parts = [postal.fields.string("street_address"), town.nonEmpty, postal.fields.string("address_region"), postal.name("address_country")]
        return parts.compactMap { $0 }.joined(separator: ", ").nonEmpty
    }

    /// The town and two-letter country code of a `PostalAddress` under `key` (schema.org's `addressLocality` and
    /// `addressCountry`), or of a TripIt `Address` (`city`, `country`).
    func town(_ key: String = "address") -> (town: String?, countryCode: String?) {
        guard let postal = fields.member(key).flatMap({ member -> LinkedFields? in
            if case .object = member.value.kind { return object(key, what: "an address") }
            return nil
        }) else { return (nil, nil) }
        let town = postal.fields.string("address_locality") ?? postal.fields.string("city")
        let country = postal.name("address_country") ?? postal.fields.string("country")
        let code = country.flatMap { $0.count == 2 && $0.allSatisfy({ $0.isASCII && $0.isLetter }) ? $0.uppercased() : nil }
        return (town, code)
    }

    /// Where it is: `geo` (`GeoCoordinates`), else `latitude`/`longitude` on the object itself.
    func coordinates() -> GeoPoint? {
        if let geo = object("geo", what: "coordinates") {
            return geo.fields.coordinates(oneGiven: "a place needs both latitude and longitude to be on the map")
        }
        return fields.coordinates(oneGiven: "a place needs both latitude and longitude to be on the map")
    }

    /// The JSON-LD type: the last part of `@type` ("FlightReservation" for "http://schema.org/FlightReservation");
    /// of a list of types, the first that `known` has, else the first.
    func type(known: Set<String>) -> String? {
        guard let member = fields.member("@type") else { return nil }
        let names: [String]
        switch member.value.kind {
        case .string(let text): names = [text]
        case .array(let elements): names = elements.compactMap { if case .string(let text) = $0.kind { text } else { nil } }
        default: names = []
        }
        let short = names.map { String($0.split(whereSeparator: { $0 == "/" || $0 == ":" }).last ?? "") }
        return short.first(where: known.contains) ?? short.first
    }
}
