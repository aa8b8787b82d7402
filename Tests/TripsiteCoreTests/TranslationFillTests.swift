import Testing
@testable import TripsiteRendering

/// A message's placeholders filled, whatever the script around them.
@Suite("Languages: filling a message's placeholders")
struct TranslationFillTests {
    @Test("each {name} given is replaced; others, and braces that close nothing, stay as written", arguments: [
        ("{flight} departs from {from}", "TP1 departs from LIS"),
        ("「{flight}」は{from}から出発", "「TP1」はLISから出発"),
        ("يغادر {flight} من {from}", "يغادر TP1 من LIS"),
        ("{unknown} and {flight}", "{unknown} and TP1"),
        ("a { brace and {flight", "a { brace and {flight"),
        ("🇵🇹{from}🇵🇹{flight}", "🇵🇹LIS🇵🇹TP1"),
        ("no placeholders", "no placeholders"),
        ("{from}{from}", "LISLIS"),
        ("{{flight}}", "{TP1}"),
        ("{fl{ight}", "{fl{ight}"),
        ("{}", "{}"),
    ])
    func fill(message: String, expected: String) {
        #expect(Translation.filled(message, ["flight": "TP1", "from": "LIS"]) == expected)
    }

    @Test("a message cut at its placeholders once fills in as the text does, {count} first")
    func compiled() {
        let text = MessageText("{count} nights at {hotel}, {unknown}")
        #expect(text.pieces == [.value(named: "count"), .text(" nights at "), .value(named: "hotel"), .text(", "), .value(named: "unknown")])
        #expect(text.filled(["hotel": "Inn", "count": "9"], count: "2") == "2 nights at Inn, {unknown}")
        #expect(text.filled(["hotel": "Inn"]) == "{count} nights at Inn, {unknown}")
        #expect(MessageText("plain").filled([:]) == "plain")
        #expect(MessageText("").pieces.isEmpty)
    }

    @Test("a translation's plural message takes the count's form, and a key no file has reads as itself")
    func translation() {
        let translation = Translation(code: "fr", messages: [
            "count.nights": .plural([.one: "{count} nuit à {hotel}", .other: "{count} nuits à {hotel}"]),
            "day.heading": .text("Jour {number}"),
        ], english: [:])
        #expect(translation.count("count.nights", 1, number: "1", ["hotel": "Lisbonne"]) == "1 nuit à Lisbonne")
        #expect(translation.count("count.nights", 3, number: "3", ["hotel": "Lisbonne"]) == "3 nuits à Lisbonne")
        #expect(translation.text("day.heading", ["number": "2"]) == "Jour 2")
        #expect(translation.text("count.nights", ["count": "4", "hotel": "Porto"]) == "4 nuits à Porto")
        #expect(translation.text("no.such {key}", ["key": "x"]) == "no.such x")
    }
}
