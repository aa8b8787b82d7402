/// A 64-bit FNV-1a digest of everything a trip's pages are made from, so a rebuild can tell that a trip's
/// pages would come out the same and skip rendering them. Not a security measure: it only has to change
/// when its input changes.
public struct Fingerprint: Sendable, Hashable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01b3
        }
        add(separator: 0xFF)
    }

    public mutating func add(_ text: String) { add(text.utf8) }

    /// Adds a large buffer (a whole input file) eight bytes at a time: eight times fewer steps than `add`. Each
    /// word is mixed in with a multiply and a shift, so that a change in a word's high bits reaches every bit of
    /// the state (with the multiply alone, two flipped top bits cancel out); every step is a bijection of the
    /// state (of a lane's, then of the state's as the lanes are added), so a buffer that differs in one word
    /// always gives another digest.
    public mutating func add(wholeBuffer bytes: [UInt8]) {
        bytes.withUnsafeBytes { add(words: $0) }
    }

    /// `add(wholeBuffer:)` for a text's UTF-8 (a template).
    public mutating func add(wholeText text: String) {
        var text = text
        text.withUTF8 { add(words: UnsafeRawBufferPointer($0)) }
    }

    /// `add(wholeBuffer:)` for a part of a buffer (a trip's bytes in the trips file).
    public mutating func add(wholeBuffer bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBytes { add(words: $0) }
    }

    private mutating func add(words raw: UnsafeRawBufferPointer) {
        var offset = 0
        // Four words at a time into four lanes, which the processor works on at once: one lane waits for each
        // multiply to finish before the next, so a long buffer (the trips file, hashed before anything else is
        // known) goes about three times as fast. The lanes are then added to the state as four words.
        if raw.count >= 64 {
            var lanes = (value, value ^ 0x5851_F42D_4C95_7F2D, value ^ 0x1405_7B7E_F767_814F, value ^ 0xD6E8_FEB8_6659_FD93)
            while offset + 32 <= raw.count {
                lanes.0 = Self.mixed(lanes.0, raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                lanes.1 = Self.mixed(lanes.1, raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
                lanes.2 = Self.mixed(lanes.2, raw.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
                lanes.3 = Self.mixed(lanes.3, raw.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
                offset += 32
            }
            value = Self.mixed(Self.mixed(Self.mixed(Self.mixed(value, lanes.0), lanes.1), lanes.2), lanes.3)
        }
        while offset + 8 <= raw.count {
            value = Self.mixed(value, raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        while offset < raw.count {
            value ^= UInt64(raw[offset])
            value &*= 0x0000_0100_0000_01b3
            offset += 1
        }
        add(separator: 0xFF)
    }

    /// `state` with a word mixed in: a multiply and a shift, each a bijection of the state.
    @inline(__always)
    private static func mixed(_ state: UInt64, _ word: UInt64) -> UInt64 {
        var state = state ^ UInt64(littleEndian: word)
        state &*= 0x9E37_79B9_7F4A_7C15
        return state ^ (state >> 32)
    }

    private mutating func add(separator: UInt8) {
        value ^= UInt64(separator)
        value &*= 0x0000_0100_0000_01b3
    }

    /// 16 lowercase hexadecimal digits.
    public var hex: String { String(value, radix: 16).leftPadded(to: 16) }

    /// What every page of a build depends on besides its own trip: the program, the templates, the
    /// countries list and the site options.
    static func site(templates: [String: TemplateSet.Source], countries: [UInt8], site: SiteContext) -> Fingerprint {
        var fingerprint = Fingerprint()
        fingerprint.add(TripsiteVersion.current)
        for name in templates.keys.sorted() {
            fingerprint.add(name)
            fingerprint.add(wholeText: templates[name]!.text)
        }
        fingerprint.add(wholeBuffer: countries)
        fingerprint.add(site.title)
        fingerprint.add(site.baseURL ?? "")
        fingerprint.add(site.generator)
        return fingerprint
    }

    /// One trip's pages: the site's fingerprint, the trip's folder name, its bytes in the input file and
    /// which of its images were found beside the input.
    static func trip(_ trip: TripListing, site: Fingerprint) -> Fingerprint? {
        Self.trip(slug: trip.slug, sourceDigest: trip.sourceDigest, images: trip.images, site: site)
    }

    /// `trip(_:site:)` from what a plan has of it, without its listing.
    static func trip(slug: String, sourceDigest: UInt64?, images: [ImageReference], site: Fingerprint) -> Fingerprint? {
        guard let source = sourceDigest else { return nil }
        var fingerprint = site
        fingerprint.add(slug)
        fingerprint.add(String(source, radix: 16))
        for image in images { fingerprint.add(image: image) }
        return fingerprint
    }

    /// Adds an image reference: where it is, and whether it is a file beside the input or an address.
    mutating func add(image: ImageReference) {
        switch image {
        case .remote(let address): add("remote:" + address)
        case .local(let path): add("local:" + path)
        }
    }
}

extension Fingerprint {
    /// Each country's and travel style's page, by path: the site's fingerprint, the group's folder and name,
    /// and its trips' folder names and what their cards show (`TripListing.shownDigest`), in the page's order:
    /// a group page shows nothing else.
    static func groupPages(_ trips: [TripListing], site: Fingerprint) -> [String: String] {
        var pages: [String: String] = [:]
        for (kind, groups) in [(GroupPagesContext.Kind.country, TripGroups.byCountry(trips)), (.style, TripGroups.byStyle(trips))] {
            for group in groups {
                var fingerprint = site
                fingerprint.add(kind.folder)
                fingerprint.add(group.slug)
                fingerprint.add(group.name)
                for trip in group.trips {
                    fingerprint.add(trip.slug)
                    fingerprint.add(digest: trip.shownDigest)
                }
                pages[SiteRenderer.groupPagePath(kind, slug: group.slug)] = fingerprint.hex
            }
        }
        return pages
    }

    /// Everything a build reads but the images beside the trips file: the site's fingerprint and every byte
    /// of the trips file. (Not where the file is: the copied images are compared on their own, and the
    /// manifest stays the same wherever the site is built.)
    ///
    /// From `halvedInputSize` bytes on, the file's two halves are digested at once, one on each core, each from
    /// a fresh state, and the two digests added in order: a rebuild cannot tell whether anything changed before
    /// this is done, and the digest of a file of thousands of trips, one word after the other, took milliseconds.
    static func input(tripsBytes: [UInt8], site: Fingerprint) -> Fingerprint {
        var fingerprint = site
        guard tripsBytes.count >= halvedInputSize else {
            fingerprint.add(wholeBuffer: tripsBytes)
            return fingerprint
        }
        let half = tripsBytes.count / 16 * 8
        let (first, second) = ParallelMap.both(
            { Fingerprint(wholeBuffer: tripsBytes[..<half]) }, { Fingerprint(wholeBuffer: tripsBytes[half...]) })
        fingerprint.add(digest: first.value)
        fingerprint.add(digest: second.value)
        return fingerprint
    }

    static let halvedInputSize = 1 << 20

    private init(wholeBuffer bytes: ArraySlice<UInt8>) {
        add(wholeBuffer: bytes)
    }

    /// The pages that list trips (index, country and style pages, sitemap, feed, 404): the site's fingerprint
    /// and what those pages show of each trip, in folder order (`TripListing.shownDigest`; with a base URL,
    /// which brings the sitemap and the feed, `feedDigest` too). A change that shows only on the trip's own
    /// pages (an activity, a hotel, most of a description) leaves it the same.
    static func listing(_ trips: [TripListing], site: Fingerprint, withFeed: Bool) -> Fingerprint {
        var fingerprint = site
        fingerprint.add(withFeed ? "feed" : "")
        for trip in trips.sorted(by: { $0.slug < $1.slug }) {
            fingerprint.add(trip.slug)
            fingerprint.add(digest: trip.shownDigest)
            if withFeed { fingerprint.add(digest: trip.feedDigest) }
        }
        return fingerprint
    }

    /// Adds another digest, as its eight bytes.
    mutating func add(digest: UInt64) {
        withUnsafeBytes(of: digest.littleEndian) { add(words: $0) }
    }
}

/// The program's version, which is part of every page's fingerprint (a new version may render differently).
public enum TripsiteVersion {
    public static let current = "0.5.0"
}
