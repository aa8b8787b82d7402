import TOMLKit
import TripsiteJSON
import TripsiteModel

/// Reads the text of a `tripsite.toml` into `SiteConfig`, reporting every problem at once: TOML that does not
/// parse, a value of the wrong kind, a key or table tripsite does not know (with the nearest known one).
/// Settings with a problem are left unset; the others are read.
public struct ConfigReader: Sendable {
    public init() {}

    public func read(_ text: String, file: String) -> (config: SiteConfig, diagnostics: [Diagnostic]) {
        var config = SiteConfig(file: file)
        if let (position, message) = TOMLHeaderCheck.problem(in: text) ?? TOMLTokenCheck.problem(in: text) {
            return (config, [Diagnostic(severity: .error, file: file, position: position, path: "", message: message)])
        }
        let root: TOMLTable
        do {
            root = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            let position = SourcePosition(line: max(1, error.source.begin.line), column: max(1, error.source.begin.column))
            return (config, [Diagnostic(severity: .error, file: file, position: position, path: "", message: error.description)])
        } catch {
            return (config, [.fileError(file, "is not valid TOML: \(error)")])
        }
        var reading = Reading(file: file, locator: TOMLKeyLocator(text))
        for name in root.keys {
            guard let value = root[name] else { continue }
            if name == ConfigKey.fieldsTable {
                reading.readFields(value, into: &config)
            } else if ConfigKey.tables.contains(name) {
                guard let table = value.table else {
                    reading.problem(at: [name], "expected a table ([\(name)]), found \(Reading.describe(value))")
                    continue
                }
                for key in table.keys {
                    guard let value = table[key] else { continue }
                    reading.read(value, at: [name, key], into: &config)
                }
            } else {
                reading.read(value, at: [name], into: &config)
            }
        }
        reading.checkStreetMapCredit(config)
        return (config, reading.diagnostics.sorted { ($0.position?.line ?? 0, $0.position?.column ?? 0) < ($1.position?.line ?? 0, $1.position?.column ?? 0) })
    }
}

/// The state of reading one file: where its keys are, and the problems found so far.
private struct Reading {
    let file: String
    let locator: TOMLKeyLocator
    var diagnostics: [Diagnostic] = []

    mutating func read(_ value: TOMLValueConvertible, at path: [String], into config: inout SiteConfig) {
        let table = path.count > 1 ? path[0] : ""
        guard let key = ConfigKey.keys(in: table).first(where: { $0.name == path.last }) else {
            unknown(path, isTable: value.table != nil)
            return
        }
        guard let problem = problem(with: value, for: key) else {
            set(value, for: key, in: &config)
            return
        }
        diagnostics.append(Diagnostic(
            severity: .error, file: file, position: locator.value(path), path: key.path, message: problem))
    }

    mutating func problem(at path: [String], _ message: String) {
        diagnostics.append(Diagnostic(
            severity: .error, file: file, position: locator.key(path), path: path.joined(separator: "."), message: message))
    }

    /// Tiles other than OpenStreetMap's come with their own credit: the default one would credit the wrong people.
    mutating func checkStreetMapCredit(_ config: SiteConfig) {
        guard let tiles = config.mapTiles, tiles != StreetMapTiles.openStreetMap.url, config.mapAttribution == nil else { return }
        let key = ConfigKey.mapTiles
        diagnostics.append(Diagnostic(
            severity: .error, file: file, position: locator.value([key.table, key.name]), path: key.path,
            message: "tiles other than OpenStreetMap's need the credit their provider asks for: add \(ConfigKey.mapAttribution.name) = \"…\" to [\(key.table)]"))
    }

    /// An unknown key or table, with the nearest known one in the same place, or the same key in another table.
    private mutating func unknown(_ path: [String], isTable: Bool) {
        let table = path.count > 1 ? path[0] : ""
        let name = path.last ?? ""
        let here = ConfigKey.keys(in: table).map(\.name) + (table.isEmpty ? ConfigKey.tables : [])
        let elsewhere = ConfigKey.all.first { $0.name == name && $0.table != table }
        let what = isTable ? "unknown table" : "unknown key"
        let message: String
        let nearby = KeySuggestion.nearest(name, among: here).map { table.isEmpty ? $0 : table + "." + $0 }
        if let elsewhere {
            // A key written under the wrong table, as one appended to the end of a file whose last table is another.
            let move = elsewhere.table.isEmpty
                ? "it belongs at the top of the file: move it above the first [table] line"
                : "it belongs in [\(elsewhere.table)]: move it there, or write it as \(elsewhere.path) at the top of the file"
            message = "\(what); did you mean \(elsewhere.path)? \(move)"
        } else if let suggestion = nearby {
            message = "\(what); did you mean \(suggestion)?"
        } else {
            let place = table.isEmpty ? "at the top of the file" : "in [\(table)]"
            message = "\(what); the keys \(place) are \(here.joined(separator: ", "))"
        }
        problem(at: path, message)
    }

    /// What is wrong with `value` for `key`, or `nil` when it fits.
    private func problem(with value: TOMLValueConvertible, for key: ConfigKey) -> String? {
        let found = Self.describe(value)
        switch key.kind {
        case .text, .path:
            guard let text = value.string else { return "expected a string, found \(found)" }
            if text.isEmpty { return "expected a string that is not empty, found \"\"" }
            if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                return "expected a string without control characters, found \(found)"
            }
        case .url:
            guard let text = value.string, BaseAddress.isValid(text) else { return "expected \(BaseAddress.expected), found \(found)" }
        case .port:
            guard let number = value.int, (0...65_535).contains(number) else {
                return "expected a port number from 0 to 65535, found \(found)"
            }
        case .number(let range):
            guard let number = value.int, range.contains(number) else {
                return "expected a whole number from \(range.lowerBound) to \(range.upperBound), found \(found)"
            }
        case .boolean:
            guard value.bool != nil else { return "expected true or false, found \(found)" }
        case .choice(let words):
            guard let text = value.string, words.contains(text) else {
                return "expected one of \(words.map { "\"\($0)\"" }.joined(separator: ", ")), found \(found)"
            }
        case .language:
            guard let text = value.string, InputLanguage.named(text) != nil else {
                return "expected \(InputLanguage.expected), found \(found)"
            }
        case .tiles:
            if value.bool != nil { return nil }
            guard let text = value.string else { return "expected \(StreetMapTiles.expected), found \(found)" }
            return StreetMapTiles.problem(with: text)
        case .paths:
            let expected = "a list of paths such as [\"trips.json\", \"mail\"]"
            guard let list = value.array, !list.isEmpty else { return "expected \(expected), found \(found)" }
            for element in list {
                guard let text = element.string, !text.isEmpty,
                      !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                    return "expected \(expected), found \(Self.describe(element)) in the list"
                }
            }
        }
        return nil
    }

    /// `[fields]`: each key is a field of tripsite's (for every kind of object, or in `[fields.KIND]` for one), each
    /// value the app's name for it.
    mutating func readFields(_ value: TOMLValueConvertible, into config: inout SiteConfig) {
        let table = ConfigKey.fieldsTable
        guard let fields = value.table else {
            problem(at: [table], "expected a table ([\(table)]), found \(Self.describe(value))")
            return
        }
        // At the top, also `trips`: the key of the object that wraps an app's trips.
        let everyKind = Array(Set(FieldNames.known.values.joined())).sorted() + ["trips"]
        for key in fields.keys {
            guard let entry = fields[key] else { continue }
            if let kindTable = entry.table {
                guard let known = FieldNames.known[key] else {
                    let suggestion = KeySuggestion.nearest(key, among: FieldNames.kinds).map { "; did you mean [\(table).\($0)]?" }
                    problem(at: [table, key], "unknown kind of object" + (suggestion ?? "; the kinds are \(FieldNames.kinds.joined(separator: ", "))"))
                    continue
                }
                for field in kindTable.keys {
                    guard let name = kindTable[field] else { continue }
                    readRename(name, at: [table, key, field], kind: key, known: known, into: &config)
                }
            } else {
                readRename(entry, at: [table, key], kind: "", known: everyKind, into: &config)
            }
        }
    }

    private mutating func readRename(
        _ value: TOMLValueConvertible, at path: [String], kind: String, known: [String], into config: inout SiteConfig
    ) {
        let field = path.last ?? ""
        guard known.contains(field) else {
            let place = kind.isEmpty ? "tripsite's" : "a \(kind)'s"
            let suggestion = KeySuggestion.nearest(field, among: known).map { "; did you mean \($0)?" } ?? "; see the fields in docs/input-format.md"
            problem(at: path, "unknown field: not one of \(place) fields\(suggestion)")
            return
        }
        guard let appName = value.string, !appName.trimmingBlanks.isEmpty else {
            diagnostics.append(Diagnostic(
                severity: .error, file: file, position: locator.value(path), path: path.joined(separator: "."),
                message: "expected the app's name for the field, such as \"headline\", found \(Self.describe(value))"))
            return
        }
        config.fieldNames.read(KeyNormalization.canonical(appName.trimmingBlanks), as: field, in: kind)
    }

    private func set(_ value: TOMLValueConvertible, for key: ConfigKey, in config: inout SiteConfig) {
        switch key {
        case .title: config.title = value.string
        case .baseURL: config.baseURL = value.string
        case .outputDir: config.outputDir = value.string
        case .templatesDir: config.templatesDir = value.string
        case .countriesFile: config.countriesFile = value.string
        case .drafts: config.drafts = value.bool
        case .noindex: config.noindex = value.bool
        case .showPrivate: config.showPrivate = value.bool
        case .paper: config.paper = value.string
        case .language: config.language = value.string
        case .servePort: config.servePort = value.int
        case .serveHost: config.serveHost = value.string
        case .checkStrict: config.checkStrict = value.bool
        case .exportFormat: config.exportFormat = value.string
        case .exportRedact: config.exportRedact = value.bool
        case .pageSize: config.pageSize = value.int
        case .feedSize: config.feedSize = value.int
        case .calendarPastDays: config.calendarPastDays = value.int
        case .calendarFutureDays: config.calendarFutureDays = value.int
        case .calendarMaxTrips: config.calendarMaxTrips = value.int
        case .inputs: config.inputs = value.array?.compactMap(\.string)
        case .mapTiles:
            config.showsStreetMap = value.bool ?? true
            config.mapTiles = value.string
        case .mapAttribution: config.mapAttribution = value.string
        case .mapAttributionURL: config.mapAttributionURL = value.string
        default: break
        }
    }

    /// A value as a message quotes it: strings in quotes, numbers and booleans as written, others by kind.
    static func describe(_ value: TOMLValueConvertible) -> String {
        switch value.type {
        case .string: return JSONPath.quoted(value.string ?? "", limit: 80)
        case .int: return value.int.map(String.init) ?? "a whole number"
        case .double: return value.double.map { "\($0)" } ?? "a number"
        case .bool: return value.bool.map { $0 ? "true" : "false" } ?? "a boolean"
        case .table: return "a table"
        case .array: return "an array"
        case .date: return "a date"
        case .time: return "a time"
        case .dateTime: return "a date and time"
        }
    }
}
