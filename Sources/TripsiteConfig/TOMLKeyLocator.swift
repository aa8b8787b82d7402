import TripsiteJSON

/// Finds where keys and tables are written in a TOML text, for messages: TOMLKit gives the positions of parse
/// errors but not those of the keys and values it read.
///
/// It reads table headers (`[serve]`) and key lines (`port = 8080`, `serve.port = 8080`, quoted keys) and skips
/// comments and the inside of multi-line strings; a key inside an inline table is not located (its message
/// then points at the line of the key that holds the table).
struct TOMLKeyLocator {
    /// A key or table header: its full dotted path, where it starts, and where its value starts.
    private struct Entry {
        var path: [String]
        var key: SourcePosition
        var value: SourcePosition?
    }

    private var entries: [Entry] = []

    init(_ text: String) {
        var table: [String] = []
        var inMultilineString = false
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).enumerated() {
            let scalars = Array(line.unicodeScalars)
            let delimiters = Self.count("\"\"\"", in: line) + Self.count("'''", in: line)
            defer { if delimiters % 2 == 1 { inMultilineString.toggle() } }
            if inMultilineString { continue }
            guard let start = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }), scalars[start] != "#" else { continue }
            let position = SourcePosition(line: index + 1, column: start + 1)
            if scalars[start] == "[" {
                let open = start + (start + 1 < scalars.count && scalars[start + 1] == "[" ? 2 : 1)
                guard let (path, _) = Self.dottedKey(scalars, from: open, until: "]") else { continue }
                table = path
                entries.append(Entry(path: path, key: position, value: nil))
            } else if let (path, equals) = Self.dottedKey(scalars, from: start, until: "=") {
                let valueStart = scalars[(equals + 1)...].firstIndex(where: { $0 != " " && $0 != "\t" })
                entries.append(Entry(
                    path: table + path, key: position,
                    value: valueStart.map { SourcePosition(line: index + 1, column: $0 + 1) }))
            }
        }
    }

    /// Where the key (or the table's header) at `path` is written; for a table only ever named in dotted keys,
    /// the first of them.
    func key(_ path: [String]) -> SourcePosition? {
        entries.first { $0.path == path }?.key ?? entries.first { $0.path.starts(with: path) }?.key
    }

    /// Where the value of the key at `path` starts; the key's own position when the value cannot be found.
    func value(_ path: [String]) -> SourcePosition? {
        entries.first { $0.path == path }?.value ?? key(path)
    }

    /// The parts of a dotted key (bare or quoted) from `start` to the `end` character, and where `end` is.
    private static func dottedKey(_ scalars: [Unicode.Scalar], from start: Int, until end: Unicode.Scalar) -> ([String], Int)? {
        var parts: [String] = []
        var current = ""
        var index = start
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case end:
                parts.append(current)
                return (parts, index)
            case ".":
                parts.append(current)
                current = ""
            case " ", "\t":
                break
            case "\"", "'":
                index += 1
                while index < scalars.count, scalars[index] != scalar {
                    if scalar == "\"", scalars[index] == "\\" { index += 1 }
                    if index < scalars.count { current.unicodeScalars.append(scalars[index]) }
                    index += 1
                }
            default:
                guard scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-" else { return nil }
                current.unicodeScalars.append(scalar)
            }
            index += 1
        }
        return nil
    }

    /// How many times `delimiter` occurs in `line`, without overlaps.
    static func count(_ delimiter: String, in line: Substring) -> Int {
        let (text, pattern) = (Array(line.utf8), Array(delimiter.utf8))
        var (found, index) = (0, 0)
        while index + pattern.count <= text.count {
            if text[index..<(index + pattern.count)].elementsEqual(pattern) {
                found += 1
                index += pattern.count
            } else {
                index += 1
            }
        }
        return found
    }
}
