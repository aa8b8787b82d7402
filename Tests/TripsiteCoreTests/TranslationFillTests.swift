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
    ])
    func fill(message: String, expected: String) {
        #expect(Translation.filled(message, ["flight": "TP1", "from": "LIS"]) == expected)
    }
}
