import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

@Suite("slugs")
struct PlanningSlugTests {
    @Test("text becomes lowercase ASCII letters, digits and single hyphens", arguments: [
        ("Café Crème 2024!", "cafe-creme-2024"),
        ("trip-001", "trip-001"),
        ("  Lisbon -- Porto  ", "lisbon-porto"),
        ("ÅLAND_Islands", "aland-islands"),
        ("東京", ""),
        ("../../etc/passwd", "etc-passwd"),
        ("<script>alert(1)</script>", "script-alert-1-script"),
    ])
    func make(text: String, expected: String) {
        #expect(Slug.make(from: text) == expected)
    }

    @Test("ASCII text, which skips Unicode folding, gives the slug the folding gives")
    func asciiShortcut() {
        // " é" makes the text non-ASCII, so it is folded; its slug must be the ASCII text's, then "e".
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let text = String((0..<Int.random(in: 0...30, using: &generator)).map { _ in
                Character(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &generator)))
            })
            let plain = Slug.make(from: text)
            #expect(Slug.make(from: text + " é") == plain + (plain.isEmpty ? "e" : "-e"), "\(text.debugDescription)")
        }
    }

    @Test("text whose only non-ASCII characters are punctuation, spaces or signs skips folding, with the same slug")
    func punctuationShortcut() {
        let skipped: [Character] = ["·", "–", "—", "’", "“", "…", "€", "₦", "→", "×", "\u{00A0}", "\u{3000}", "！", "＄", "＿", "«", "¿"]
        let folded: [Character] = ["é", "Ａ", "１", "\u{301}", "ß", "Ⓐ", "①", "™", "㎏", "½", "´", "ǅ", "Ω", "ﬁ"]
        let ascii: [Character] = ["a", "B", "7", " ", "-", ".", "x"]
        #expect(skipped.allSatisfy { !Slug.needsFolding(String($0)) })
        #expect(folded.allSatisfy { Slug.needsFolding(String($0)) })
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let alphabet = ascii + skipped + folded
            let text = String((0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            #expect(Slug.make(from: text) == Slug.slug(ofFolded: Slug.folded(text)), "\(text.debugDescription)")
        }
        #expect(Slug.make(from: "Day 1 · Thursday 4 June") == "day-1-thursday-4-june")
    }

    @Test("a slug is at most 80 characters")
    func longText() {
        #expect(Slug.make(from: String(repeating: "ab ", count: 100)).count <= Slug.maximumLength)
    }

    private func trip(id: String?, title: String = "Trip", start: String = "2025-01-02") -> Trip {
        let date = try! DateText.parseFull(start).get()
        return Trip(id: id, title: title, destination: "X", startDate: date, endDate: date)
    }

    @Test("ids give slugs; collisions get -2, -3 in input order")
    func collisions() {
        let slugs = Slug.assign([trip(id: "Lisbon"), trip(id: "lisbon"), trip(id: "LISBON!"), trip(id: "lisbon-2")])
        #expect(slugs == ["lisbon", "lisbon-2", "lisbon-3", "lisbon-2-2"])
    }

    @Test("without a usable id, the title and start date name the trip")
    func fromTitle() {
        let slugs = Slug.assign([trip(id: nil, title: "Spring in Kyoto", start: "2025-04-01"), trip(id: "東京", title: "Tokyo")])
        #expect(slugs == ["spring-in-kyoto-2025-04-01", "tokyo-2025-01-02"])
    }

    @Test("never empty, never a dot name, never a reserved name", arguments: ["", ".", "..", "...", "/", "assets", "media", "CON", "index"])
    func hostileIDs(id: String) {
        let slug = Slug.assign([trip(id: id, title: "", start: "2025-01-02")])[0]
        #expect(!slug.isEmpty)
        #expect(slug != "." && slug != "..")
        #expect(!Slug.reserved.contains(slug))
        #expect(slug.allSatisfy { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "-" })
    }
}
