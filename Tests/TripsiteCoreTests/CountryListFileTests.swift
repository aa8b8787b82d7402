import Foundation
import Testing
import TripsiteTestSupport
import TripsiteCore
import TripsiteJSON
import TripsiteModel
import TripsiteLoading
import TripsitePlanning
import TripsiteRendering

/// Checks the countries.json shipped in Resources/.
@Suite("Built-in countries.json")
struct CountryListFileTests {
    private struct Entry: Decodable {
        var name: String
        var flag: String
        var code: String
        var dial_code: String
    }

    /// Tests/TripsiteCoreTests/ThisFile.swift → repository root → Resources/countries.json.
    private static let fileURL = Repository.file("Resources/countries.json")

    private static func load() throws -> [Entry] {
        try JSONDecoder().decode([Entry].self, from: Data(contentsOf: fileURL))
    }

    private static func directory() throws -> CountryDirectory {
        CountryDirectory(try load().map {
            Country(name: $0.name, flag: $0.flag, code: $0.code, dialCode: $0.dial_code)
        })
    }

    /// The flag spelled by a code: one regional-indicator symbol per letter.
    private static func expectedFlag(_ code: String) -> String {
        String(String.UnicodeScalarView(code.unicodeScalars.map {
            Unicode.Scalar(0x1F1E6 + $0.value - 0x41)!
        }))
    }

    @Test("lists every ISO 3166-1 country once")
    func entriesAndCodes() throws {
        let entries = try Self.load()
        #expect((245...255).contains(entries.count))
        let codes = entries.map(\.code)
        #expect(Set(codes).count == codes.count)
        #expect(codes.allSatisfy { $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isUppercase } })
    }

    @Test("has one object per line, sorted by name")
    func layout() throws {
        let text = try String(contentsOf: Self.fileURL, encoding: .utf8)
        let lines = text.split(separator: "\n")
        #expect(lines.first == "[" && lines.last == "]")
        #expect(lines.count == (try Self.load().count) + 2)
        let names = try Self.load().map {
            $0.name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        }
        #expect(names == names.sorted())
    }

    @Test("flags are the regional indicators of the code", arguments: ["AE", "US", "GB", "FR", "JP", "ID"])
    func flags(code: String) throws {
        let entry = try #require(try Self.load().first { $0.code == code })
        #expect(entry.flag == Self.expectedFlag(code))
        #expect(entry.flag.count == 1)
    }

    @Test("every flag matches its code")
    func allFlags() throws {
        for entry in try Self.load() {
            #expect(entry.flag == Self.expectedFlag(entry.code), "\(entry.code)")
        }
    }

    @Test("names and calling codes of well-known countries")
    func knownEntries() throws {
        let entries = Dictionary(uniqueKeysWithValues: try Self.load().map { ($0.code, $0) })
        #expect(entries["AE"]?.name == "United Arab Emirates")
        #expect(entries["AE"]?.dial_code == "+971")
        #expect(entries["US"]?.dial_code == "+1")
        #expect(entries["GB"]?.dial_code == "+44")
        #expect(entries["KR"]?.name == "South Korea")
        #expect(entries["AQ"]?.dial_code == "")
        #expect(entries.values.allSatisfy { $0.dial_code.isEmpty || $0.dial_code.hasPrefix("+") })
    }

    @Test("every listed name and code resolves to its own entry")
    func everyNameResolves() throws {
        let directory = try Self.directory()
        for country in directory.all {
            #expect(directory.country(named: country.name) == country, "\(country.name)")
            #expect(directory.country(code: country.code.lowercased()) == country)
        }
    }

    @Test("ISO-style and common names resolve against the built-in list", arguments: [
        ("Seoul, South Korea", "KR"), ("Pyongyang, North Korea", "KP"), ("Hanoi, Vietnam", "VN"),
        ("Moscow, Russia", "RU"), ("Tehran, Iran", "IR"), ("La Paz, Bolivia", "BO"),
        ("Kinshasa, Democratic Republic of the Congo", "CD"), ("Brazzaville, Congo", "CG"),
        ("Road Town, Virgin Islands, British", "VG"), ("Charlotte Amalie, US Virgin Islands", "VI"),
        ("Vatican City", "VA"), ("Istanbul, Turkey", "TR"), ("Prague, Czech Republic", "CZ"),
        ("Abidjan, Ivory Coast", "CI"), ("Praia, Cape Verde", "CV"), ("Dili, East Timor", "TL"),
        ("Mbabane, Swaziland", "SZ"), ("Edinburgh, Scotland", "GB"), ("Castries, St. Lucia", "LC"),
        ("Zanzibar, Tanzania", "TZ"), ("Stanley, Falklands", "FK"), ("Mariehamn, Aland Islands", "AX"),
        ("Saint-Denis, Réunion", "RE"), ("Bissau, Guinea Bissau", "GW"), ("Port of Spain, Trinidad & Tobago", "TT"),
    ])
    func commonNames(destination: String, code: String) throws {
        #expect(try Self.directory().country(forDestination: destination)?.code == code)
    }
}
