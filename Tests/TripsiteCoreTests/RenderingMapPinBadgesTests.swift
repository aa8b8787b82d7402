import Testing
@testable import TripsiteMaps
@testable import TripsiteModel
@testable import TripsiteRendering
import TripsiteResources

/// The pieces of the maps' rendering that work on text and bytes: the items' pin references made badges
/// (`PinBadges`), the coast table's cell headers, and the host a street map's tiles come from.
@Suite("rendering: map pin badges and the maps' text")
struct RenderingMapPinBadgesTests {
    private func replaced(_ html: String, label: String = "pin {number}", title: String = "Pin {number} on the map",
                          badge: String = "pin {number} on the map") -> String {
        String(decoding: PinBadges.replace(in: Array(html.utf8), label: label, title: title, badge: badge), as: UTF8.self)
    }

    @Test("a reference that reads as the messages say becomes a badge that keeps to the name before it")
    func badge() {
        #expect(replaced("<li>Casa Amora <a href=\"#map-pin-12\" title=\"Pin 12 on the map\">pin 12</a></li>")
            == "<li>Casa Amora&nbsp;<a class=\"pin-badge\" href=\"#map-pin-12\" aria-label=\"pin 12 on the map\">12</a></li>")
        // Two on a line, each with its own number; one at the start of the text has no space to keep.
        #expect(replaced("<a href=\"#map-pin-3\" title=\"Pin 3 on the map\">pin 3</a>, <a href=\"#map-pin-40\" title=\"Pin 40 on the map\">pin 40</a>")
            == "<a class=\"pin-badge\" href=\"#map-pin-3\" aria-label=\"pin 3 on the map\">3</a>,&nbsp;"
            + "<a class=\"pin-badge\" href=\"#map-pin-40\" aria-label=\"pin 40 on the map\">40</a>")
    }

    @Test("a link that does not read exactly so stays as it is: another title, another label, another number, no number")
    func othersStay() {
        for html in [
            "<a href=\"#map-pin-12\" title=\"Pin 12 of the map\">pin 12</a>",
            "<a href=\"#map-pin-12\" title=\"Pin 12 on the map\">pin twelve</a>",
            "<a href=\"#map-pin-12\" title=\"Pin 13 on the map\">pin 12</a>",
            "<a href=\"#map-pin-\" title=\"Pin  on the map\">pin </a>",
            "<a href=\"#map-pin-12\" title=\"Pin 12 on the map\">pin 12",
        ] {
            #expect(replaced(html) == html)
        }
        // A link that is not a reference does not hide the one after it.
        #expect(replaced("<a href=\"#map-pin-1\">1</a> <a href=\"#map-pin-2\" title=\"Pin 2 on the map\">pin 2</a>")
            == "<a href=\"#map-pin-1\">1</a>&nbsp;<a class=\"pin-badge\" href=\"#map-pin-2\" aria-label=\"pin 2 on the map\">2</a>")
    }

    @Test("the messages are compared and written escaped, and a placeholder of another name as it is written")
    func escapedMessages() {
        let title = "Pin {number} \"on\" the <map> & {other}"
        let html = "x <a href=\"#map-pin-7\" title=\"Pin 7 &quot;on&quot; the &lt;map&gt; &amp; {other}\">№ 7</a>"
        #expect(replaced(html, label: "№ {number}", title: title, badge: "“{number}” & 'pin'")
            == "x&nbsp;<a class=\"pin-badge\" href=\"#map-pin-7\" aria-label=\"“7” &amp; &#39;pin&#39;\">7</a>")
        // Filled and escaped whole, as before, the message reads the same.
        let filled = HTMLEscaping.text(MessageText(title).filled(["number": "7"]))
        #expect(html.contains("title=\"\(filled)\""))
    }

    @Test("a coast table's cell header is read from its bytes, with its lines' length; anything else names no cell")
    func coastHeaders() {
        func header(_ text: String) -> CoastTable.Cell? {
            Array(text.utf8).withUnsafeBufferPointer { buffer in CoastTable.header(buffer[...]).map { $0.0 } }
        }
        #expect(header("-180,-50,106") == CoastTable.Cell(x: -180, y: -50))
        #expect(header("8,46,0") == CoastTable.Cell(x: 8, y: 46))
        #expect(header("+8,1234567,5") == CoastTable.Cell(x: 8, y: 1_234_567))
        for text in ["", ",", "8", "8,", ",46", "8;46", "8,46", "8,46,", "8,46,-2", "8,46,2,1", "x,1,2", "--8,4,1", "8,4.5,1", "-,4,1",
                     "1234567890123456789,1,1"] {
            #expect(header(text) == nil, "\(text)")
        }
    }

    @Test("a coast table is indexed from its headers alone: every cell of both tables, each up to the next header")
    func coastIndex() {
        let table = "@0,0,4\nL 1\n@0,10,0\n@10,0,10\nL 1\nW 2,3"
        let ranges = Array(table.utf8).withUnsafeBufferPointer(CoastTable.index)
        #expect(ranges.count == 3)
        #expect(ranges[CoastTable.Cell(x: 0, y: 0)] == 7..<11)
        #expect(ranges[CoastTable.Cell(x: 0, y: 10)] == 19..<19)
        #expect(ranges[CoastTable.Cell(x: 10, y: 0)] == 28..<37)
        // A length that does not lead to a header ends the index there.
        let broken = Array("@0,0,3\nL 1\n@0,10,0\n".utf8).withUnsafeBufferPointer(CoastTable.index)
        #expect(broken.count == 1)
        for text in [countryCoastTable, regionCoastTable] {
            let bytes = Array(text.utf8)
            let ranges = bytes.withUnsafeBufferPointer(CoastTable.index)
            #expect(ranges.count == bytes.count { $0 == UInt8(ascii: "@") })
            for range in ranges.values {
                #expect(range.upperBound == bytes.count || bytes[range.upperBound] == UInt8(ascii: "@"))
                #expect(range.isEmpty || [UInt8(ascii: "L"), UInt8(ascii: "W"), UInt8(ascii: "R")].contains(bytes[range.lowerBound]))
            }
        }
    }

    @Test("the tiles' host is the address's, without its scheme, path, query or the servers' {s}.")
    func tilesHost() {
        #expect(StreetMapContext.host(of: "https://tile.openstreetmap.org/{z}/{x}/{y}.png") == "tile.openstreetmap.org")
        #expect(StreetMapContext.host(of: "https://{s}.tile.example.com/{z}/{x}/{y}.png") == "tile.example.com")
        #expect(StreetMapContext.host(of: "https://tiles.example.com?key=1") == "tiles.example.com")
        #expect(StreetMapContext.host(of: "https://tiles.example.com#top") == "tiles.example.com")
        #expect(StreetMapContext.host(of: "tiles.example.com/{z}/{x}/{y}.png") == "tiles.example.com")
        #expect(StreetMapContext.host(of: "https://{s}.{s}.a.example/x") == "a.example")
        #expect(StreetMapContext.host(of: "") == "")
    }
}
