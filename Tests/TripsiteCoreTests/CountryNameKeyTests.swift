import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

@Suite("Country name keys and forms")
struct CountryNameKeyTests {
    @Test("spellings of one name share a key", arguments: [
        ("Côte d'Ivoire", "CÔTE D’IVOIRE"), ("The Netherlands", "netherlands"), ("U.S.A.", "usa"),
        ("Guinea-Bissau", "Guinea Bissau"), ("St. Lucia", "Saint Lucia"),
        ("Trinidad & Tobago", "Trinidad and Tobago"), ("Saint Vincent and the Grenadines", "St Vincent and Grenadines"),
        ("Réunion", "REUNION"), ("Åland Islands", "aland islands"),
    ])
    func sameKey(first: String, second: String) {
        #expect(CountryNameKey.make(first) == CountryNameKey.make(second))
        #expect(!CountryNameKey.make(first).isEmpty)
    }

    @Test("different names keep different keys")
    func differentKeys() {
        #expect(CountryNameKey.make("Niger") != CountryNameKey.make("Nigeria"))
        #expect(CountryNameKey.make("Guinea") != CountryNameKey.make("Equatorial Guinea"))
        #expect(CountryNameKey.make("Dominica") != CountryNameKey.make("Dominican Republic"))
    }

    @Test("the key of comma-separated parts is the keys of the parts joined")
    func keysConcatenate() {
        let parts = ["Congo", " The Democratic Republic of the"]
        #expect(CountryNameKey.make(parts.joined(separator: ",")) == parts.map(CountryNameKey.make).joined())
    }

    @Test("ISO-style names give their short and reading-order forms")
    func forms() {
        #expect(CountryNameForms.alternatives(of: "Korea, Republic of") == ["Korea", " Republic of Korea"])
        #expect(CountryNameForms.alternatives(of: "Holy See (Vatican City State)") == ["Holy See "])
        #expect(CountryNameForms.alternatives(of: "France").isEmpty)
    }

    @Test("no alias names two countries")
    func aliasesAreUnambiguous() {
        var codes: [String: String] = [:]
        for alias in CountryAliases.keys {
            #expect(!alias.key.isEmpty)
            if let previous = codes.updateValue(alias.code, forKey: alias.key) {
                #expect(previous == alias.code, "\(alias.key)")
            }
        }
    }

    @Test("ASCII names split into the same words byte by byte as scalar by scalar")
    func asciiWordsAgree() {
        // Every printable ASCII character and the controls, in short runs, and listed country names.
        let characters = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
        var samples = ["Guinea-Bissau", "U.S.A.", "Trinidad & Tobago", "Cote d'Ivoire", "Korea, Republic of", "  St. Lucia  "]
        for first in characters {
            for second in ["a", "Z", "7", " ", ".", "&", "'", "-", "`"] { samples.append("x" + first + second + "y") }
        }
        for sample in samples {
            #expect(CountryNameKey.asciiWords(in: sample) == CountryNameKey.scalarWords(in: sample), "\(sample.debugDescription)")
        }
    }
}
