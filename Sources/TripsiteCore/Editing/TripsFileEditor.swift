import TripsiteJSON

/// Adds to the text of a trips file: a trip after the last trip of the trips array (the root array, or the one
/// under "trips" or "data"), or an item (a flight, hotel, activity or place) after the last one of its array in a
/// trip, the array made when the trip has none. What is added is indented like its neighbours and written with
/// the file's line breaks (LF, CRLF or CR alone, as its first line ends); every other byte stays as it was.
public enum TripsFileEditor {
    public enum Failure: Error, Equatable {
        case notJSON(String)
        case noTripsArray
        /// The trip's member that should hold the items is not an array: its path, and what it is.
        case notAnArray(path: String, found: String)
    }

    /// The file with a trip appended, given the file's bytes and a function that makes the trip's JSON text
    /// from the ids already used and the file's indentation (the indentation of a trip, and one level).
    public static func appending(
        to bytes: [UInt8], makeTrip: (_ existingIDs: Set<String>, _ indent: String, _ level: String) -> String
    ) throws(Failure) -> [UInt8] {
        let document = try parse(bytes)
        guard let array = tripsArray(document.root)?.node, case .array(let trips) = array.kind else { throw .noTripsArray }
        var ids: Set<String> = []
        for trip in trips {
            if case .string(let id)? = trip.member("id")?.value.kind { ids.insert(id) }
            if case .number(let id)? = trip.member("id")?.value.kind { ids.insert(id) }
        }
        guard let edited = appendingElement(to: array, in: bytes, level: nil, make: { makeTrip(ids, $0, $1) }) else { throw .noTripsArray }
        return edited
    }

    /// The file with an item appended to the array `key` ("flights") of the trip `trip` (one of `trips(in:)`), given
    /// the file's bytes and a function that makes the item's JSON text from the file's indentation (that of an item,
    /// and one level). A trip without the array, or with `null` there, gets one.
    public static func appendingItem(
        to bytes: [UInt8], key: String, ofTrip trip: TripNode, makeItem: (_ indent: String, _ level: String) -> String
    ) throws(Failure) -> [UInt8] {
        guard case .object(let members) = trip.node.kind,
              let close = JSONTextLayout.closingBracket(of: trip.node.offset, in: bytes) else { throw .noTripsArray }
        let tripIndent = JSONTextLayout.lineIndent(before: trip.node.offset, in: bytes)
        let level = JSONTextLayout.level(of: trip.node, in: bytes) ?? "  "
        let memberIndent = members.first.map { JSONTextLayout.lineIndent(before: $0.keyOffset, in: bytes) } ?? tripIndent + level
        // A new array of the one item, its brackets at the member's indentation.
        func newArray(_ prefix: String) -> String {
            "\(prefix)[\n\(makeItem(memberIndent + level, level))\n\(memberIndent)]"
        }
        guard let member = members.first(where: { $0.key == key }) else {
            return JSONTextLayout.appending(newArray("\(memberIndent)\(JSONText.quoted(key)): "), toContainerAt: trip.node.offset,
                                            closingAt: close, isEmpty: members.isEmpty, closeIndent: tripIndent, in: bytes)
        }
        switch member.value.kind {
        case .array:
            guard let edited = appendingElement(to: member.value, in: bytes, level: level, make: makeItem) else { throw .noTripsArray }
            return edited
        case .null:
            return JSONTextLayout.replacing(member.value.offset, member.value.offset + 4, with: newArray(""), in: bytes)
        default:
            throw .notAnArray(path: JSONPath.member(trip.path, key), found: member.value.typeDescription)
        }
    }

    /// A trip of the file: its object and its path in messages (`trips[2]`, or `trip` for a file of one trip).
    public struct TripNode: Sendable {
        public var node: JSONNode
        public var path: String
    }

    /// The trips of the file, as the decoder finds them: the root array, the array under "trips" or "data", or the
    /// root object as the one trip; `nil` when the file has none of these shapes.
    public static func trips(in document: JSONDocument) -> [TripNode]? {
        if let (array, base) = tripsArray(document.root), case .array(let trips) = array.kind {
            return trips.enumerated().map { TripNode(node: $0.element, path: JSONPath.index(base, $0.offset)) }
        }
        if case .object = document.root.kind { return [TripNode(node: document.root, path: "trip")] }
        return nil
    }

    static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONDocument {
        do { return try JSONParser.parse(bytes) } catch { throw .notJSON(error.message) }
    }

    /// `bytes` with an object appended to `array`: indented as its first element is, else one level (`level`, else
    /// two spaces) more than the array's line; the object's own level is its first element's, else `level`.
    private static func appendingElement(
        to array: JSONNode, in bytes: [UInt8], level: String?, make: (_ indent: String, _ level: String) -> String
    ) -> [UInt8]? {
        guard case .array(let elements) = array.kind, let close = JSONTextLayout.closingBracket(of: array.offset, in: bytes) else { return nil }
        let arrayIndent = JSONTextLayout.lineIndent(before: array.offset, in: bytes)
        let indent = elements.first.map { JSONTextLayout.lineIndent(before: $0.offset, in: bytes) } ?? arrayIndent + (level ?? "  ")
        let elementLevel = elements.first.flatMap { JSONTextLayout.level(of: $0, in: bytes) } ?? level ?? "  "
        return JSONTextLayout.appending(make(indent, elementLevel), toContainerAt: array.offset, closingAt: close,
                                        isEmpty: elements.isEmpty, closeIndent: arrayIndent, in: bytes)
    }

    /// The trips array, and the name its trips' paths start with.
    private static func tripsArray(_ root: JSONNode) -> (node: JSONNode, base: String)? {
        if case .array = root.kind { return (root, "trips") }
        for key in ["trips", "data"] {
            if let member = root.member(key), case .array = member.value.kind { return (member.value, key) }
        }
        return nil
    }
}
