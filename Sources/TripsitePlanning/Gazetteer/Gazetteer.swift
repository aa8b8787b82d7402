import TripsiteModel
import TripsiteResources

/// The towns of the world by name: GeoNames' cities of 5,000 people or more (CC BY 4.0), in the table that
/// Scripts/make-gazetteer.py made. A lookup is a binary search over the table's sorted lines, without reading
/// the rest of it: nothing is built when a build places no town.
public enum Gazetteer {
    /// The towns called `name` (whatever its case, accents or punctuation: "pismo beach", "Lisboa"), the
    /// most populous first: those of the name itself, then those it is another name of.
    public static func towns(named name: some StringProtocol) -> [GazetteerTown] {
        towns(key: CountryNameKey.make(name))
    }

    /// The towns of a name key (`CountryNameKey`), read from the table once per key and kept: the same towns are
    /// looked up for trip after trip (docs/performance.md, "Why the code is as it is").
    static func towns(key: String) -> [GazetteerTown] {
        guard !key.isEmpty else { return [] }
        return known.value(for: key) { read(key: key) }
    }

    /// The names looked up so far, towns or none; past the limit (far more names than a site's trips hold), the
    /// others are read each time.
    private static let known = LockedCache<String, [GazetteerTown]>(limit: 50_000)

    private static func read(key: String) -> [GazetteerTown] {
        guard let fields = line(key: key) else { return [] }
        var towns: [GazetteerTown] = []
        for field in fields {
            if field.first == ">" {
                if let others = line(key: String(field.dropFirst())) {
                    towns += others.filter { $0.first != ">" }.compactMap(town)
                }
            } else if let town = town(field) {
                towns.append(town)
            }
        }
        return towns.sorted { $0.population > $1.population }
    }

    /// The fields after the key of the line for `key`, or nil when the table has no such name.
    private static func line(key: String) -> [Substring]? {
        let target = Array(key.utf8)
        if let found = gazetteerTable.utf8.withContiguousStorageIfAvailable({ search(target, in: $0) }) { return found }
        return Array(gazetteerTable.utf8).withUnsafeBufferPointer { search(target, in: $0) }
    }

    private static func search(_ target: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> [Substring]? {
        let newline = UInt8(ascii: "\n"), tab = UInt8(ascii: "\t")
        var low = 0, high = bytes.count
        while low < high {
            // The line around the middle: back to its start, then its key up to the tab.
            var start = (low + high) / 2
            while start > low, bytes[start - 1] != newline { start -= 1 }
            var end = start
            while end < bytes.count, bytes[end] != newline { end += 1 }
            var keyEnd = start
            while keyEnd < end, bytes[keyEnd] != tab { keyEnd += 1 }
            let order = compare(bytes[start..<keyEnd], target)
            if order < 0 {
                low = end + 1
            } else if order > 0 {
                high = start
            } else {
                let text = String(decoding: bytes[min(keyEnd + 1, end)..<end], as: UTF8.self)
                return text.split(separator: "\t")
            }
        }
        return nil
    }

    /// Byte order: negative when `key` sorts before `target`.
    private static func compare(_ key: Slice<UnsafeBufferPointer<UInt8>>, _ target: [UInt8]) -> Int {
        for (a, b) in zip(key, target) where a != b { return Int(a) - Int(b) }
        return key.count - target.count
    }

    /// A town of a `Name|CC|A1|lat|lon|pop` record.
    private static func town(_ record: Substring) -> GazetteerTown? {
        let parts = record.split(separator: "|", omittingEmptySubsequences: false)
        guard parts.count == 6, let latitude = Int(parts[3]), let longitude = Int(parts[4]), let population = Int(parts[5]) else { return nil }
        return GazetteerTown(
            name: String(parts[0]), countryCode: String(parts[1]), region: parts[2].isEmpty ? nil : String(parts[2]),
            point: GeoPoint(latitude: Double(latitude) / 100, longitude: Double(longitude) / 100), population: population)
    }
}
