import Foundation

/// Looks airports up by IATA or ICAO code, countries' time zones by country code and zones' abbreviations, in
/// the built-in tables (`AirportTable`, Resources/country-zones.tsv and Resources/zone-abbreviations.tsv, made
/// by Scripts/make-airports.py).
///
/// The tables are read once, when the directory is made: each airport's line is indexed by its codes, and
/// an airport's fields are read from its line when it is looked up, so a build pays for the airports its
/// flights name, not for the whole table.
public struct AirportDirectory: Sendable {
    /// The table's bytes: one airport a line, `IATA ICAO name city country latitude longitude zone`, tab-separated.
    private let table: [UInt8]
    /// A code (`key(_:)`) → the offset of its airport's line in `table`.
    private let lines: [UInt32: Int]
    /// Country code → its zones, as the tz database's zone1970.tab lists them.
    private let countryZones: [String: [String]]
    /// Zone → its abbreviations of letters by UTC offset in minutes, as the tz database names them.
    private let abbreviations: [String: [Int: String]]

    /// The airports read so far, by key: a site's flights name the same few airports again and again.
    private let read = LockedCache<UInt32, Airport?>()

    /// How many airports the table has.
    public var count: Int { lineCount }
    private let lineCount: Int

    /// A directory of no airports, for tests and tools that name none.
    public static let empty = AirportDirectory(table: [], countryZones: [], zoneAbbreviations: [])

    public init(table: [UInt8], countryZones: [UInt8], zoneAbbreviations: [UInt8]) {
        self.table = table
        var lines: [UInt32: Int] = [:]
        lines.reserveCapacity(table.count / 32)
        var count = 0
        // One pass over the bytes, noting where each line's first two tabs are: the codes are before them.
        table.withUnsafeBufferPointer { bytes in
            var start = 0
            var tabs: [Int] = []
            for index in 0...bytes.count {
                let byte = index < bytes.count ? bytes[index] : UInt8(ascii: "\n")
                if byte == UInt8(ascii: "\t") {
                    if tabs.count < 2 { tabs.append(index) }
                } else if byte == UInt8(ascii: "\n") {
                    if tabs.count == 2 {
                        count += 1
                        if let iata = Self.key(bytes[start..<tabs[0]]), lines[iata] == nil { lines[iata] = start }
                        if let icao = Self.key(bytes[(tabs[0] + 1)..<tabs[1]]), lines[icao] == nil { lines[icao] = start }
                    }
                    start = index + 1
                    tabs.removeAll(keepingCapacity: true)
                }
            }
        }
        self.lines = lines
        lineCount = count
        var zones: [String: [String]] = [:]
        for line in countryZones.split(separator: UInt8(ascii: "\n")) {
            let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
            guard fields.count == 2 else { continue }
            zones[String(decoding: fields[0], as: UTF8.self)] = fields[1].split(separator: UInt8(ascii: ",")).map { String(decoding: $0, as: UTF8.self) }
        }
        self.countryZones = zones
        var abbreviations: [String: [Int: String]] = [:]
        for line in zoneAbbreviations.split(separator: UInt8(ascii: "\n")) {
            let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
            guard fields.count == 2 else { continue }
            var names: [Int: String] = [:]
            for entry in fields[1].split(separator: UInt8(ascii: ",")) {
                let parts = entry.split(separator: UInt8(ascii: "="), omittingEmptySubsequences: false)
                if parts.count == 2, let offset = Int(String(decoding: parts[0], as: UTF8.self)), !parts[1].isEmpty {
                    names[offset] = String(decoding: parts[1], as: UTF8.self)
                }
            }
            abbreviations[String(decoding: fields[0], as: UTF8.self)] = names
        }
        self.abbreviations = abbreviations
    }

    /// The airport with this IATA ("SIN") or ICAO ("WSSS") code, in any case and with blanks around it.
    public func airport(code: String) -> Airport? {
        guard let key = Self.key(code.trimmingBlanks.uppercased().utf8), let start = lines[key] else { return nil }
        return read.value(for: key) {
            let end = table[start...].firstIndex(of: UInt8(ascii: "\n")) ?? table.count
            let fields = table[start..<end].split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
                .map { String(decoding: $0, as: UTF8.self) }
            guard fields.count == 8 else { return nil }
            return Airport(
                iata: fields[0], icao: fields[1], name: fields[2], city: fields[3], countryCode: fields[4],
                latitude: Double(fields[5]) ?? 0, longitude: Double(fields[6]) ?? 0, timeZone: fields[7])
        }
    }

    /// The IANA zones of a country (ISO alpha-2 code, in any case), in the tz database's order; empty when
    /// the country is not listed.
    public func zones(ofCountry code: String) -> [String] {
        countryZones[code.uppercased()] ?? []
    }

    /// The abbreviation of a zone at an instant (minutes since 1970 UTC): the tz database's ("EDT", "WITA",
    /// "CEST"), else, for a zone it names by offset alone, the system's ("GMT+8"); `nil` for an unknown zone.
    public func abbreviation(zone: String, at instant: Int) -> String? {
        guard let offset = ZonedTime.offset(zone: zone, at: instant) else { return nil }
        return abbreviation(zone: zone, offset: offset, at: instant)
    }

    /// `abbreviation(zone:at:)` when the zone's offset at the instant, in minutes, is known already.
    public func abbreviation(zone: String, offset: Int, at instant: Int) -> String? {
        abbreviations[zone]?[offset] ?? ZonedTime.abbreviation(zone: zone, offset: offset, at: instant)
    }

    /// A code of 3 or 4 upper-case letters and digits packed in one number, its length in the top byte
    /// (an IATA and an ICAO code never share a key); `nil` for anything else.
    private static func key<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> UInt32? {
        guard bytes.count == 3 || bytes.count == 4 else { return nil }
        var key = UInt32(bytes.count) << 24
        for (index, byte) in bytes.enumerated() {
            guard (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            // 6 bits a character: "0"–"9" and "A"–"Z" are 48...90, so 48 is taken off first.
            key |= UInt32(byte - 48) << (6 * index)
        }
        return key
    }
}
