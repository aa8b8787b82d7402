import TripsiteModel
import TripsiteResources

/// One level of the finer geography: GSHHG's land, lakes and rivers (LGPL), simplified for the level and cut
/// into square cells by Scripts/make-coasts.py, so that a map reads only the cells its frame covers. The
/// table's text is indexed by cell once, on first use (from the cells' headers); a cell's shapes are read when
/// a frame first needs them, and kept.
public final class CoastTable: Sendable {
    /// What a shape is.
    public enum Kind: Sendable {
        /// Land: a closed ring, filled.
        case land
        /// A lake: a closed ring, filled in the sea's colour over the land.
        case lake
        /// A river: an open line.
        case river
    }

    /// A shape of a cell, with its bounding box (`LandOutlines.Ring`).
    public struct Shape: Sendable {
        public var kind: Kind
        public var ring: LandOutlines.Ring
    }

    /// A cell's south-west corner, in whole degrees.
    struct Cell: Hashable, Sendable {
        var x: Int, y: Int
    }

    /// The country level: GSHHG's low resolution (about 5 km) in 10-degree cells, land and the larger lakes.
    public static let country = CoastTable(countryCoastTable, cellSize: 10, unitsPerDegree: 100)
    /// The region level: GSHHG's intermediate resolution (about 1 km) in 2-degree cells, land, lakes and major rivers.
    public static let region = CoastTable(regionCoastTable, cellSize: 2, unitsPerDegree: 1000)

    /// The cells' side, in degrees.
    public let cellSize: Int
    private let unitsPerDegree: Double
    private let table: String
    /// Each cell's lines, as a range of the table's bytes.
    private let ranges: [Cell: Range<Int>]
    private let cells = LockedCache<Cell, [Shape]>()

    init(_ table: String, cellSize: Int, unitsPerDegree: Double) {
        var table = table
        self.cellSize = cellSize
        self.unitsPerDegree = unitsPerDegree
        ranges = table.withUTF8(Self.index)
        self.table = table
    }

    /// The shapes of the cells that meet the box (longitudes may pass ±180: the cells a turn of the globe away
    /// are read then), each moved by whole turns to lie where the box asks.
    public func shapes(west: Double, east: Double, south: Double, north: Double) -> [Shape] {
        var found: [Shape] = []
        let size = Double(cellSize)
        let (firstX, lastX) = (Int((west / size).rounded(.down)) * cellSize, Int((east / size).rounded(.down)) * cellSize)
        let (firstY, lastY) = (Int((max(-90, south) / size).rounded(.down)) * cellSize, Int((min(90, north) / size).rounded(.down)) * cellSize)
        for x in stride(from: firstX, through: lastX, by: cellSize) {
            for y in stride(from: firstY, through: lastY, by: cellSize) {
                // A shape across the 180° meridian is kept whole by the table, in a cell past 180.
                for turn in [-360, 0, 360] {
                    let cell = Cell(x: x + turn, y: y)
                    guard ranges[cell] != nil else { continue }
                    let offset = Double(-turn)
                    for var shape in shapes(of: cell) {
                        if offset != 0 {
                            shape.ring.points = shape.ring.points.map { ($0.longitude + offset, $0.latitude) }
                            shape.ring.west += offset
                            shape.ring.east += offset
                        }
                        found.append(shape)
                    }
                }
            }
        }
        return found
    }

    /// The shapes of one cell, read once.
    private func shapes(of cell: Cell) -> [Shape] {
        guard let range = ranges[cell] else { return [] }
        return cells.value(for: cell) {
            var shapes: [Shape] = []
            var text = table
            text.withUTF8 { bytes in
                var start = range.lowerBound
                while start < range.upperBound {
                    var end = start
                    while end < range.upperBound, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                    let kind: Kind? = switch bytes[start] {
                    case UInt8(ascii: "L"): .land
                    case UInt8(ascii: "W"): .lake
                    case UInt8(ascii: "R"): .river
                    default: nil
                    }
                    if let kind, let ring = LandOutlines.ring(bytes[(start + 1)..<end], unitsPerDegree: unitsPerDegree) {
                        shapes.append(Shape(kind: kind, ring: ring))
                    }
                    start = end + 1
                }
            }
            return shapes
        }
    }

    /// The byte range of each cell's lines. A cell's header, "@x,y,n", gives the length of its lines, so the
    /// index reads the headers alone, jumping from one to the next: scanning every byte of the region table for
    /// its line breaks was 21.4M instructions, which every build with a map paid once. A header that cannot be
    /// read, or a length that does not lead to the next header, ends the index there (the tests read every cell).
    static func index(_ bytes: UnsafeBufferPointer<UInt8>) -> [Cell: Range<Int>] {
        var ranges: [Cell: Range<Int>] = [:]
        var start = 0
        while start < bytes.count, bytes[start] == UInt8(ascii: "@") {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            guard let (cell, length) = header(bytes[(start + 1)..<end]) else { break }
            let body = min(end + 1, bytes.count)
            let next = min(body + length, bytes.count)
            ranges[cell] = body..<next
            start = next
        }
        return ranges
    }

    /// The cell a header names and the length of its lines, "x,y,n" ("-180,-50,106"), read from its bytes.
    static func header(_ header: Slice<UnsafeBufferPointer<UInt8>>) -> (Cell, Int)? {
        guard let first = header.firstIndex(of: UInt8(ascii: ",")), let second = header[(first + 1)...].firstIndex(of: UInt8(ascii: ",")),
              let x = integer(header[..<first]), let y = integer(header[(first + 1)..<second]), let length = integer(header[(second + 1)...]),
              length >= 0
        else { return nil }
        return (Cell(x: x, y: y), length)
    }

    /// A whole number of at most 18 digits (no overflow), with a sign before it or none.
    private static func integer(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        let negative = digits.first == UInt8(ascii: "-")
        let magnitude = negative || digits.first == UInt8(ascii: "+") ? digits.dropFirst() : digits
        guard let value = ValueText.number(magnitude, maxLength: 18) else { return nil }
        return negative ? -value : value
    }
}
