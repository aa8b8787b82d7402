/// A 64-bit digest of what a build's files are made from, so a rebuild can tell that a trip's pages, or the
/// whole site, would come out the same and skip making them. FNV-1a, with whole buffers (an input file) taken
/// eight bytes at a time. Not a security measure: it only has to change when its input changes.
public struct Fingerprint: Sendable, Hashable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { add(byte: byte) }
        add(byte: 0xFF)
    }

    public mutating func add(_ text: String) { add(text.utf8) }

    /// Adds a large buffer eight bytes at a time, each word mixed in with a multiply and a shift (both
    /// bijections of the state, so a buffer that differs in one word always gives another digest).
    public mutating func add(wholeBuffer bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset + 8 <= raw.count {
                value ^= UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                value &*= 0x9E37_79B9_7F4A_7C15
                value ^= value >> 32
                offset += 8
            }
            for byte in raw[offset...] { add(byte: byte) }
        }
        add(byte: 0xFF)
    }

    public mutating func add(wholeBuffer bytes: [UInt8]) { add(wholeBuffer: bytes[...]) }

    private mutating func add(byte: UInt8) {
        value ^= UInt64(byte)
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
            fingerprint.add(templates[name]!.text)
        }
        fingerprint.add(wholeBuffer: countries)
        fingerprint.add(site.title)
        fingerprint.add(site.baseURL ?? "")
        fingerprint.add(site.generator)
        return fingerprint
    }

    /// One trip's pages: the site's fingerprint, the trip's folder name, its bytes in the input file and
    /// the images it names. `nil` for a trip whose bytes are not known.
    static func trip(_ plan: TripPlan, site: Fingerprint) -> Fingerprint? {
        guard let source = plan.trip.sourceDigest else { return nil }
        var fingerprint = site
        fingerprint.add(plan.slug)
        fingerprint.add(String(source, radix: 16))
        for image in plan.trip.images {
            switch image {
            case .remote(let address): fingerprint.add("remote:" + address)
            case .local(let path): fingerprint.add("local:" + path)
            }
        }
        return fingerprint
    }

    /// Everything a build reads but the images beside the trips file: the site's fingerprint and every byte
    /// of the trips file.
    static func input(tripsBytes: [UInt8], site: Fingerprint) -> Fingerprint {
        var fingerprint = site
        fingerprint.add(wholeBuffer: tripsBytes)
        return fingerprint
    }
}

/// The program's version, which is part of every page's fingerprint (a new version may render differently).
public enum TripsiteVersion {
    public static let current = "0.5.0"
}
