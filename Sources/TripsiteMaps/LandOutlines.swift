import TripsiteResources

/// The land of the world as rings of (longitude, latitude) in degrees, read once from the embedded table
/// that Scripts/make-land.py made from Natural Earth's 1:110m countries (public domain): the land of world maps.
public enum LandOutlines {
    /// One closed ring with its bounding box, for skipping the rings a frame does not show.
    public struct Ring: Sendable {
        public var points: [(longitude: Double, latitude: Double)]
        public var west: Double, east: Double, south: Double, north: Double
    }

    public static let rings: [Ring] = read(landTable)

    /// Reads the table's lines of `x,y` pairs (hundredths of a degree, each after the first relative to the
    /// one before) in one pass over its bytes.
    static func read(_ table: String) -> [Ring] {
        var rings: [Ring] = []
        var table = table
        table.withUTF8 { bytes in
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                if let ring = ring(bytes[start..<end], unitsPerDegree: 100) { rings.append(ring) }
                start = end + 1
            }
        }
        return rings
    }

    /// The ring of one line of `x,y` pairs in `1/unitsPerDegree` degrees, each after the first relative to the
    /// one before, with its bounding box; nil for a line without points. Bytes other than digits, "-", "," and
    /// " " are skipped (a coast table's kind letter).
    static func ring(_ line: Slice<UnsafeBufferPointer<UInt8>>, unitsPerDegree: Double) -> Ring? {
        var points: [(longitude: Double, latitude: Double)] = []
        var x = 0, y = 0, number = 0, negative = false, inNumber = false, isLatitude = false
        func finishNumber() {
            guard inNumber else { return }
            let value = negative ? -number : number
            if isLatitude {
                y += value
                points.append((Double(x) / unitsPerDegree, Double(y) / unitsPerDegree))
            } else {
                x += value
            }
            (number, negative, inNumber) = (0, false, false)
        }
        for byte in line {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                number = number * 10 + Int(byte - UInt8(ascii: "0"))
                inNumber = true
            case UInt8(ascii: "-"):
                negative = true
            case UInt8(ascii: ","):
                finishNumber()
                isLatitude = true
            case UInt8(ascii: " "):
                finishNumber()
                isLatitude = false
            default:
                break
            }
        }
        finishNumber()
        guard !points.isEmpty else { return nil }
        var ring = Ring(points: points, west: 180, east: -180, south: 90, north: -90)
        for point in points {
            ring.west = min(ring.west, point.longitude)
            ring.east = max(ring.east, point.longitude)
            ring.south = min(ring.south, point.latitude)
            ring.north = max(ring.north, point.latitude)
        }
        return ring
    }
}
