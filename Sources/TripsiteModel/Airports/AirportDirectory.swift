import Foundation

/// Looks airports up by IATA or ICAO code, countries' time zones by country code and zones' abbreviations, in
/// the built-in tables (`AirportTable`, Resources/country-zones.tsv and Resources/zone-abbreviations.tsv, made
/// by Scripts/make-airports.py).
///
/// Nothing is indexed when the directory is made: the airport table is sorted by IATA code, so an IATA code is
/// found by a binary search over its bytes, and an ICAO code, which flights name far less often, by reading the
/// lines in turn. Each airport's fields are read from its line when it is first looked up, so a build pays for
/// the airports its flights name, not for the whole table. (Indexing all 7,900 lines up front took a few
/// milliseconds of every build, while the other core waited for it.)
public struct AirportDirectory: Sendable {
    /// The table's bytes: one airport a line, `IATA ICAO name city country latitude longitude zone`,
    /// tab-separated, sorted by IATA code.
    private let table: [UInt8]
    /// Country code → its zones, as the tz database's zone1970.tab lists them.
    private let countryZones: [String: [String]]
    /// Zone → its abbreviations of letters by UTC offset in minutes, as the tz database names them.
    private let abbreviations: [String: [Int: String]]

    /// The airports read so far, by code: a site's flights name the same few airports again and again.
    private let read = LockedCache<String, Airport?>()

    /// How many airports the table has (its lines of eight fields).
    public var count: Int {
        table.split(separator: UInt8(ascii: "\n")).count { $0.count(where: { $0 == UInt8(ascii: "\t") }) == 7 }
    }

    /// A directory of no airports, for tests and tools that name none.
    public static let empty = AirportDirectory(table: [], countryZones: [], zoneAbbreviations: [])

    /// A directory of the tables' bytes. `table` must be sorted by its first field, the IATA code.
    public init(table: [UInt8], countryZones: [UInt8], zoneAbbreviations: [UInt8]) {
        self.table = table
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
        let code = code.trimmingBlanks.uppercased()
        guard Self.isCode(code.utf8) else { return nil }
        return read.value(for: code) {
            let wanted = Array(code.utf8)
            guard let line = wanted.count == 3 ? lineByIATA(wanted) : lineByICAO(wanted) else { return nil }
            let fields = table[line].split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
                .map { String(decoding: $0, as: UTF8.self) }
            guard fields.count == 8 else { return nil }
            return Airport(
                iata: fields[0], icao: fields[1], name: fields[2], city: fields[3], countryCode: fields[4],
                latitude: Double(fields[5]) ?? 0, longitude: Double(fields[6]) ?? 0, timeZone: fields[7])
        }
    }

    /// The line (without its newline) whose first field is `code`: a binary search over the bytes, each probe
    /// moved back to the start of the line it falls in. `low` is always the start of a line.
    private func lineByIATA(_ code: [UInt8]) -> Range<Int>? {
        var low = 0, high = table.count
        while low < high {
            var start = (low + high) / 2
            while start > low, table[start - 1] != UInt8(ascii: "\n") { start -= 1 }
            let line = self.line(at: start)
            let field = table[line.prefix { table[$0] != UInt8(ascii: "\t") }]
            if field.elementsEqual(code) { return line }
            if field.lexicographicallyPrecedes(code) { low = line.upperBound + 1 } else { high = start }
        }
        return nil
    }

    /// The first line whose second field is `code`, reading the lines in turn.
    private func lineByICAO(_ code: [UInt8]) -> Range<Int>? {
        let field = code + [UInt8(ascii: "\t")]
        var start = 0
        while start < table.count {
            let line = self.line(at: start)
            if let tab = table[line].firstIndex(of: UInt8(ascii: "\t")), table[(tab + 1)..<line.upperBound].starts(with: field) {
                return line
            }
            start = line.upperBound + 1
        }
        return nil
    }

    /// The line that starts at `start`, up to its newline or the end of the table.
    private func line(at start: Int) -> Range<Int> {
        start..<(table[start...].firstIndex(of: UInt8(ascii: "\n")) ?? table.count)
    }

    /// The IANA zones of a country (ISO alpha-2 code, in any case), in the tz database's order; empty when
    /// the country is not listed.
    public func zones(ofCountry code: String) -> [String] {
        countryZones[code.uppercased()] ?? []
    }

    /// The abbreviation of a zone at an instant: the tz database's ("EDT", "WITA",
    /// "CEST"), else, for a zone it names by offset alone, the system's ("GMT+8"); `nil` for an unknown zone.
    public func abbreviation(zone: String, at instant: Instant) -> String? {
        guard let offset = ZonedTime.offset(zone: zone, at: instant) else { return nil }
        return abbreviation(zone: zone, offset: offset, at: instant)
    }

    /// `abbreviation(zone:at:)` when the zone's offset at the instant, in minutes, is known already.
    public func abbreviation(zone: String, offset: Int, at instant: Instant) -> String? {
        abbreviations[zone]?[offset] ?? ZonedTime.abbreviation(zone: zone, offset: offset, at: instant)
    }

    /// Whether the text is an airport code: 3 or 4 upper-case letters and digits.
    private static func isCode(_ bytes: String.UTF8View) -> Bool {
        (bytes.count == 3 || bytes.count == 4)
            && bytes.allSatisfy { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) || ValueText.isDigit($0) }
    }
}
