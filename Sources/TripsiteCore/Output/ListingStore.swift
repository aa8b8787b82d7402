/// The listings of a build's trips, kept in the output folder as `.tripsite-listings` for the next build:
/// a trip whose bytes in the trips file did not change is then taken from here instead of being decoded and
/// planned again, when its pages are in place and need no rendering. Only the pages that list trips need
/// every trip; a rebuild after one trip changed reads and plans that trip alone.
///
/// A listing is a pure function of its trip's bytes and of what the build's `scope` covers (the program,
/// the templates, the countries list, the site options), so an entry left from any earlier build is still
/// right for its bytes. A file that is missing, damaged or from another scope is ignored: the trips are
/// then decoded.
public struct ListingStore: Sendable {
    public static let fileName = ".tripsite-listings"

    public let fileSystem: any FileSystem
    public let output: String

    /// The store in the output folder `writer` publishes into.
    public init(for writer: SiteWriter) {
        (fileSystem, output) = (writer.fileSystem, writer.output)
    }

    private var path: String { output + "/" + Self.fileName }

    /// What a build finds kept: the keys (the trips' bytes) of the listings, from the file's first line, and the
    /// listings themselves, read from the other lines when `listings` is run. A rebuild knows from the keys alone
    /// which trips it must decode, and starts on them while the listings are read on the second core.
    struct Kept: Sendable {
        var keys: Set<TripCache.Key>
        var listings: ForkedWork<[TripCache.Key: TripListing]>
    }

    /// The kept listings made in `scope`; `nil` when there are none.
    func read(scope: String) -> Kept? {
        guard !fileSystem.isSymbolicLink(path), let bytes = try? fileSystem.read(path) else { return nil }
        return Self.kept(bytes, scope: scope)
    }

    /// Keeps listings made by `encode`. Best effort: listings that cannot be kept only make the next build
    /// decode their trips.
    func write(encoded bytes: [UInt8]) {
        guard fileSystem.directoryExists(output), !fileSystem.isSymbolicLink(path) else { return }
        try? fileSystem.write(path, bytes)
    }

    /// The listings that can be taken again (those of trips without a diagnostic), as they are kept: a
    /// first line `{"generator": "tripsite", "scope": "…", "keys": ["<digest>:<length>", …]}`, then one JSON
    /// object per trip, in folder order. A listing read back from the store is written as the line it was read from.
    static func encode(_ listings: [TripListing], scope: String) -> [UInt8] {
        let kept = listings.compactMap { listing in listing.reuse.map { (listing, $0) } }.sorted(by: { $0.0.slug < $1.0.slug })
        var bytes = Array("{\"generator\":\"tripsite\",\"scope\":".utf8)
        // Trips take about 2.3 KB each (1,000 synthetic trips: 2.3 MB); reserving that avoids growing the buffer twice.
        bytes.reserveCapacity(kept.count * 2560)
        ScriptSafeJSON.encode(.string(scope), into: &bytes)
        bytes += ",\"keys\":[".utf8
        for (index, (_, reuse)) in kept.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes += "\"\(keyText(reuse.key))\"".utf8
        }
        bytes += "]}\n".utf8
        for (listing, reuse) in kept {
            if let line = reuse.keptLine {
                bytes += line
            } else {
                ScriptSafeJSON.encode(.object(entry(listing, reuse: reuse)), into: &bytes)
            }
            bytes.append(UInt8(ascii: "\n"))
        }
        return bytes
    }

    private static func entry(_ trip: TripListing, reuse: TripListing.Reuse) -> ScriptSafeJSON.Object {
        var object: ScriptSafeJSON.Object = [
            "slug": .string(trip.slug), "title": .string(trip.title), "destination": .string(trip.destination),
            "start": .string(trip.startDate.iso), "end": .string(trip.endDate.iso), "images": .array(trip.images.map(image)),
            "search": .string(trip.searchText), "feed": .string(trip.feedSummary),
        ]
        object["digest"] = .string(String(reuse.key.digest, radix: 16))
        object["length"] = .int(reuse.key.length)
        if let id = reuse.id { object["idMember"] = ["id": .string(id.id), "key": .string(id.key), "offset": .int(id.offsetInTrip)] }
        if let id = trip.id { object["id"] = .string(id) }
        if let country = trip.country {
            object["country"] = [
                "name": .string(country.name), "flag": .string(country.flag), "code": .string(country.code),
                "dialCode": .string(country.dialCode),
            ]
        }
        let optional: [(String, String?)] = [
            ("style", trip.travelStyle), ("status", trip.status?.rawValue), ("costText", trip.costText),
            ("costAmount", trip.costAmount), ("costCurrency", trip.costCurrency), ("updated", trip.updated),
        ]
        for (key, value) in optional { if let value { object[key] = .string(value) } }
        if let picture = trip.image { object["image"] = image(picture) }
        return object
    }

    private static func image(_ image: ImageReference) -> ScriptSafeJSON.Value {
        switch image {
        case .remote(let address): ["remote": .string(address)]
        case .local(let path): ["local": .string(path)]
        }
    }

    /// `"<digest in hexadecimal>:<length>"`.
    private static func keyText(_ key: TripCache.Key) -> String {
        String(key.digest, radix: 16) + ":" + String(key.length)
    }

    private static func key(_ text: String) -> TripCache.Key? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let digest = UInt64(parts[0], radix: 16), let length = Int(parts[1]), length >= 0 else { return nil }
        return TripCache.Key(digest: digest, length: length)
    }

    /// The keys and the entries of a kept file made in `scope` (`nil` when it is not one); its entries are read
    /// when `Kept.listings` runs.
    static func kept(_ bytes: [UInt8], scope: String) -> Kept? {
        let lines = bytes.split(separator: UInt8(ascii: "\n"))
        guard let header = lines.first, let document = try? JSONParser.parse(Array(header)),
              document.root.member("generator")?.value.text == "tripsite", document.root.member("scope")?.value.text == scope,
              case .array(let keyNodes)? = document.root.member("keys")?.value.kind
        else { return nil }
        let keys = keyNodes.compactMap { $0.text.flatMap(key) }
        guard keys.count == keyNodes.count else { return nil }
        let entries = Array(lines.dropFirst())
        return Kept(keys: Set(keys), listings: ForkedWork { decode(entries) })
    }

    /// The entries from their lines; the lines of a large file are read on every core.
    private static func decode(_ lines: [ArraySlice<UInt8>]) -> [TripCache.Key: TripListing] {
        // A few lines are read here: handing them to other threads would cost more than reading them.
        let entries = ParallelMap.map(lines, onAllCores: lines.count > 31) { line -> TripListing? in
            guard let document = try? JSONParser.parse(Array(line)), var listing = listing(document.root) else { return nil }
            listing.reuse?.keptLine = line
            return listing
        }
        var listings: [TripCache.Key: TripListing] = [:]
        for case let listing? in entries {
            if let key = listing.reuse?.key { listings[key] = listing }
        }
        return listings
    }

    private static func listing(_ node: JSONNode) -> TripListing? {
        func text(_ key: String) -> String? { node.member(key)?.value.text }
        func number(_ value: JSONNode?) -> Int? { if case .number(let literal)? = value?.kind { Int(literal) } else { nil } }
        guard let slug = text("slug"), let title = text("title"), let destination = text("destination"),
              let start = text("start").flatMap(date), let end = text("end").flatMap(date),
              let search = text("search"), let feed = text("feed"),
              let digest = text("digest").flatMap({ UInt64($0, radix: 16) }), let length = number(node.member("length")?.value),
              case .array(let imageNodes)? = node.member("images")?.value.kind
        else { return nil }
        let images = imageNodes.compactMap(image)
        guard images.count == imageNodes.count else { return nil }
        var id: TripCache.IDInfo?
        if let member = node.member("idMember")?.value {
            guard let value = member.member("id")?.value.text, let key = member.member("key")?.value.text,
                  let offset = number(member.member("offset")?.value)
            else { return nil }
            id = TripCache.IDInfo(id: value, key: key, offsetInTrip: offset)
        }
        var country: Country?
        if let countryNode = node.member("country")?.value {
            guard let name = countryNode.member("name")?.value.text, let flag = countryNode.member("flag")?.value.text,
                  let code = countryNode.member("code")?.value.text, let dialCode = countryNode.member("dialCode")?.value.text
            else { return nil }
            country = Country(name: name, flag: flag, code: code, dialCode: dialCode)
        }
        var status: TripStatus?
        if let raw = text("status") {
            guard let known = TripStatus(rawValue: raw) else { return nil }
            status = known
        }
        var picture: ImageReference?
        if let imageNode = node.member("image")?.value {
            guard let known = image(imageNode) else { return nil }
            picture = known
        }
        let facts = TripListing.Facts(
            id: text("id"), title: title, destination: destination, startDate: start, endDate: end, country: country,
            travelStyle: text("style"), status: status, costText: text("costText"), costAmount: text("costAmount"),
            costCurrency: text("costCurrency"), image: picture, images: images, searchText: search, updated: text("updated"),
            feedSummary: feed, sourceDigest: digest)
        return TripListing(slug: slug, facts: facts, reuse: .init(key: TripCache.Key(digest: digest, length: length), id: id))
    }

    private static func image(_ node: JSONNode) -> ImageReference? {
        if let address = node.member("remote")?.value.text { return .remote(address) }
        if let path = node.member("local")?.value.text { return .local(path) }
        return nil
    }

    /// `2026-05-01` → the date, as trips' own dates are read.
    private static func date(_ text: String) -> CivilDate? {
        try? DateText.parseFull(text).get()
    }
}

extension JSONNode {
    /// The string, when this is one.
    fileprivate var text: String? { if case .string(let value) = kind { value } else { nil } }
}
