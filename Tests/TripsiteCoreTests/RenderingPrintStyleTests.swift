import Testing
@testable import TripsiteCore
@testable import TripsitePlanning
@testable import TripsiteRendering

/// The printout's own `@page` rules: the paper a trip prints on, and the running header, whose trip title is
/// escaped so that it stays text inside the CSS string of a `<style>` element.
@Suite("Rendering: print style")
struct RenderingPrintStyleTests {
    @Test("Letter is the usual paper of the United States, Canada and Mexico; A4 of every other country and an unknown one")
    func usualPaper() {
        for code in ["US", "CA", "MX", "us"] { #expect(PaperSize.usual(forCountry: code) == .letter, "\(code)") }
        for code in ["PT", "GB", "JP", "ZA", "BR", ""] { #expect(PaperSize.usual(forCountry: code) == .a4, "\(code)") }
        #expect(PaperSize.usual(forCountry: nil) == .a4)
    }

    @Test("a trip prints on its country's paper unless the site names one")
    func tripPaper() throws {
        let lisbon = try RenderFixture.onlyPlan(RenderFixture.trip())
        let newYork = try RenderFixture.onlyPlan(TripJSON.file([TripJSON.trip(title: "NYC", destination: "New York, NY, USA")]))
        #expect(lisbon.country?.code == "PT" && newYork.country?.code == "US")
        #expect(PrintStyle.paper(lisbon, chosen: nil) == .a4)
        #expect(PrintStyle.paper(newYork, chosen: nil) == .letter)
        #expect(PrintStyle.paper(lisbon, chosen: .letter) == .letter)
        #expect(PrintStyle.paper(newYork, chosen: .a4) == .a4)
    }

    @Test("every character but an ASCII letter or digit becomes a six-digit hex escape ended by a space")
    func escapesForCSS() {
        #expect(CSSEscaping.string("Tapas & Fado 2") == #""Tapas\000020 \000026 \000020 Fado\000020 2""#)
        #expect(CSSEscaping.string("Café ☕ 🇵🇹") == #""Caf\0000e9 \000020 \002615 \000020 \01f1f5 \01f1f9 ""#)
        #expect(CSSEscaping.string("") == #""""#)
    }

    @Test("a hostile title cannot end the string, the rule or the style element, and reads back as written")
    func hostileTitle() {
        let title = "Evil\" } body { display: none } </style><script>alert('x')</script>\\\n'; @import url(x);"
        let css = CSSEscaping.string(title)
        let inside = css.dropFirst().dropLast()
        for character in ["\"", "'", "<", ">", "{", "}", ";", "\n", "/", "(", "@"] {
            #expect(!inside.contains(character), "\(character) is left raw")
        }
        #expect(Self.unescaped(String(inside)) == title)
    }

    @Test("print.html carries the trip's paper and a header of its title and dates; the page's own text is escaped")
    func printPage() throws {
        let lisbon = try RenderFixture.page(RenderFixture.trip(), named: "print.html")
        #expect(lisbon.contains("<style>@page { size: A4; @top-center { content: \"Lisbon\\000020 \\0000b7 \\000020 1\\000020 May\\000020 \\002013 \\000020 4\\000020 May\\000020 2025\"; } "
            + "@bottom-right { content: \"Page\\000020 \" counter(page) \"\\000020 of\\000020 \" counter(pages); } }</style>"))
        let letter = try RenderFixture.page(RenderFixture.trip(), named: "print.html", site: SiteContext(paper: .letter))
        #expect(letter.contains("<style>@page { size: letter; @top-center"))
        let hostile = TripJSON.file([TripJSON.trip(title: "x\"}</style><script>alert(1)</script>")])
        let page = try RenderFixture.page(hostile, named: "print.html")
        #expect(!page.contains("<script>alert"))
        #expect(page.components(separatedBy: "</style>").count == 2, "one style element, ended once")
    }

    /// The text a CSS string's hex escapes (`\HHHHHH `) stand for.
    static func unescaped(_ css: String) -> String {
        var result = ""
        var rest = Substring(css)
        while let slash = rest.firstIndex(of: "\\") {
            result += rest[..<slash]
            let hex = rest[rest.index(after: slash)...].prefix(6)
            result.unicodeScalars.append(Unicode.Scalar(UInt32(hex, radix: 16)!)!)
            rest = rest[rest.index(slash, offsetBy: 8)...]
        }
        return result + rest
    }
}
