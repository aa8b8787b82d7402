import TripsiteJSON

/// The kinds of input files tripsite reads, told apart by their content (and, for pages and e-mails, their name).
enum InputFormat: Equatable {
    /// tripsite's own trips JSON (and the shapes of the trip apps it reads).
    case trips
    /// TripIt's API JSON: an object with `Trip` or one of TripIt's objects (`AirObject`, …).
    case tripIt
    /// schema.org JSON-LD: an object or array of objects with `@context`, `@type` or `@graph`.
    case jsonLD
    /// A web page or an HTML e-mail body, read for its JSON-LD scripts.
    case html
    /// A saved e-mail (RFC 5322 with MIME).
    case mail

    /// The format of a file that is not JSON, from its name and first bytes; `nil` for JSON (told by `ofJSON`).
    static func ofText(name: String, bytes: [UInt8]) -> InputFormat? {
        let lowered = name.lowercased()
        if lowered.hasSuffix(".eml") { return .mail }
        if lowered.hasSuffix(".html") || lowered.hasSuffix(".htm") { return .html }
        if lowered.hasSuffix(".json") || lowered.hasSuffix(".jsonld") { return nil }
        var index = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "{"), UInt8(ascii: "["): return nil
        case UInt8(ascii: "<"): return .html
        default:
            // A message starts with header fields: "Name: value".
            let line = bytes[index...].prefix { $0 != 0x0A }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > index,
                  line[..<colon].allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return nil }
            return .mail
        }
    }

    /// The format of a parsed JSON document: JSON-LD by its `@` keys, TripIt by its objects' names, else tripsite's.
    static func ofJSON(_ document: JSONDocument) -> InputFormat {
        var root = document.root
        if case .array(let elements) = root.kind, let first = elements.first {
            // The trips of an array may have been left unread; only the first is read to tell.
            guard let read = try? document.materialized(first) else { return .trips }
            root = read
        }
        guard case .object(let members) = root.kind else { return .trips }
        if members.contains(where: { $0.key == "@context" || $0.key == "@type" || $0.key == "@graph" }) { return .jsonLD }
        if members.contains(where: { $0.key == "Trip" || TripItReader.objectKeys.contains($0.key) }) { return .tripIt }
        return .trips
    }
}
