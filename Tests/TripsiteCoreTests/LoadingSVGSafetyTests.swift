import Foundation
import Testing
import TripsiteTestSupport
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

@Suite("SVG images")
struct LoadingSVGSafetyTests {
    /// A picture in the SVG namespace with the XLink prefix declared, holding `body`.
    static func svg(_ body: String) -> String {
        #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">"# + body + "</svg>"
    }

    @Test("an SVG that could run, load or embed anything is refused, with what it holds", arguments: [
        // Scripts, whatever the prefix or namespace they are written with.
        (#"<svg:svg xmlns:svg="http://www.w3.org/2000/svg"><svg:script>alert(1)</svg:script></svg:svg>"#, "holds a script (<script>)"),
        (svg(#"<html:script xmlns:html="http://www.w3.org/1999/xhtml">alert(1)</html:script>"#), "holds a script (<script>)"),
        (svg("<SCRIPT>alert(1)</SCRIPT>"), "holds a script (<SCRIPT>)"),
        (svg(#"<g xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></g>"#), "holds the element <g> in the namespace http://www.w3.org/1999/xhtml"),
        (svg(#"<defs><script xmlns="http://www.w3.org/1999/xhtml">alert(1)</script></defs>"#), "holds a script (<script>)"),
        ("<svg><script>alert(1)</script></svg>", "is not an SVG document"),
        // Embedded documents, links and animations.
        (svg(#"<foreignObject><iframe src="x"/></foreignObject>"#), "holds embedded HTML (<foreignObject>)"),
        (svg(#"<a xlink:href="javascript:alert(1)"><text>x</text></a>"#), "holds a link (<a>)"),
        (svg(#"<use xlink:href="javascript:alert(1)"/>"#), "holds a javascript: link (href= on <use>)"),
        (svg(#"<use l:href="java&#10;script:alert(1)" xmlns:l="http://www.w3.org/1999/xlink"/>"#), "holds a javascript: link (href= on <use>)"),
        (svg(#"<animate attributeName="href" to="javascript:alert(1)"/>"#), "holds an animation (<animate>)"),
        (svg(##"<set attributeName="href" to="#x"/>"##), "holds an animation (<set>)"),
        (svg(#"<animateTransform attributeName="transform" type="rotate" to="90"/>"#), "holds an animation (<animateTransform>)"),
        (svg(#"<use href="other.svg#x"/>"#), #"holds a reference to another document (href="other.svg#x" on <use>)"#),
        (svg(#"<use xlink:href="https://example.com/a.svg#x"/>"#), "holds a reference to another document"),
        (svg(#"<image href="photo.jpg" width="5" height="5"/>"#), #"holds a reference to another document (href="photo.jpg" on <image>)"#),
        (svg(#"<image href="data:image/svg+xml;base64,PHN2Zz4="/>"#), "holds a reference to another document"),
        // Event handlers.
        (#"<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>"#, "holds an event handler (onload= on <svg>)"),
        (svg(#"<rect ONCLICK = "x"/>"#), "holds an event handler (ONCLICK= on <rect>)"),
        // Style sheets.
        (svg(#"<rect style="fill: url(javascript:alert(1))"/>"#), "holds a javascript: link (style= on <rect>)"),
        (svg(#"<rect style="fill: url(https://example.com/track.png)"/>"#), "holds a CSS url() that leads out of the picture"),
        (svg(#"<rect fill="url('other.svg#g')"/>"#), "holds a CSS url() that leads out of the picture"),
        (svg("<style>rect { fill: url(javascript:alert(1)) }</style>"), "holds a javascript: link in <style>"),
        (svg("<style><![CDATA[rect { fill: URL( 'http://example.com/x' ) }]]></style>"), "holds a CSS url() that leads out of the picture"),
        (svg("<style>@import 'x.css';</style>"), "holds a CSS @import in <style>"),
        (svg(#"<style>rect { fill: u\72l(x) }</style>"#), "holds a CSS url() that leads out of the picture (url(x)) in <style>"),
        (svg(#"<rect style="width: expression(alert(1))"/>"#), "holds a CSS expression()"),
        // What XML itself can do.
        (#"<!DOCTYPE svg [<!ENTITY x "javascript:">]><svg xmlns="http://www.w3.org/2000/svg"/>"#, "holds an entity declaration"),
        (#"<!DOCTYPE svg [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&b;</text></svg>"#, "holds an entity declaration"),
        (#"<!DOCTYPE svg SYSTEM "file:///etc/passwd"><svg xmlns="http://www.w3.org/2000/svg"/>"#, "holds a document type declaration"),
        (#"<?xml-stylesheet type="text/xsl" href="evil.xsl"?><svg xmlns="http://www.w3.org/2000/svg"/>"#, "holds a processing instruction (<?xml-stylesheet?>)"),
        (#"<?xml version="1.0" encoding="UTF-7"?><svg xmlns="http://www.w3.org/2000/svg"/>"#, "declares the encoding utf-7"),
        (svg("<g>"), "is not well-formed XML"),
        (svg("<p:script/>"), "is not well-formed XML"),
        ("", "is not well-formed XML"),
        // Elements and attributes that are not on the lists.
        (svg("<textPath>x</textPath>"), "holds the element <textPath>, which is not one of the drawing elements allowed"),
        (svg(#"<rect xml:base="https://example.com/"/>"#), "holds the attribute base= on <rect> in the namespace http://www.w3.org/XML/1998/namespace"),
        (svg(#"<rect formaction="x"/>"#), "holds the attribute formaction= on <rect>, which is not one of the attributes allowed"),
    ])
    func refused(svg: String, holds: String) {
        let problem = SVGSafety.problem(in: Array(svg.utf8))
        #expect(problem?.hasPrefix(holds) == true, "\(problem ?? "nil")")
        #expect(problem?.hasSuffix("; an SVG is published only when it holds nothing but drawing") == true)
    }

    /// The address the escapes below hide.
    static let outside = "http://example.com/x.png"

    @Test("CSS escapes and character references are undone before CSS is checked, wherever the CSS is", arguments: [
        (#"fill="u\72 l(http://example.com/x.png)""#, "fill"),
        (#"stroke="\000075\000072\00006C(http://example.com/x.png)""#, "stroke"),
        (#"mask="u\r\l(http://example.com/x.png)""#, "mask"),
        (#"clip-path="&#x75;&#92;72 l(http://example.com/x.png)""#, "clip-path"),
        (#"marker-start="U\52L( http://example.com/x.png )""#, "marker-start"),
        (#"filter="url(&quot;\68 ttp://example.com/x.png&quot;)""#, "filter"),
        (#"fill="u/**/rl(#a) url(\68ttp://example.com/x.png)""#, "fill"),
        (#"style="fill: u\72 l(http://example.com/x.png)""#, "style"),
    ])
    func escapedURL(attribute: String, name: String) {
        let problem = SVGSafety.problem(in: Array(Self.svg("<rect \(attribute)/>").utf8))
        #expect(problem == "holds a CSS url() that leads out of the picture (url(\(Self.outside))) (\(name)= on <rect>); an SVG is published only when it holds nothing but drawing")
    }

    @Test("escaped CSS in <style> is read as a browser reads it", arguments: [
        (#"rect { fill: u\72 l(http://example.com/x.png) }"#, "holds a CSS url() that leads out of the picture (url(http://example.com/x.png)) in <style>"),
        (#"@\69mport 'x.css';"#, "holds a CSS @import in <style>"),
        (#"rect { fill: -webkit-image-set('x.png' 1x) }"#, "holds a CSS image-set() in <style>"),
        (#"rect { -moz-bind\69ng: none }"#, "holds a CSS binding in <style>"),
        (#"rect { fill: url('j\61vascript:x') }"#, "holds a javascript: link in <style>"),
        (##"rect { fill: url( "#a" ) } /* url(http://example.com) */"##, nil),
        (#"text { font-family: "Open \53 ans"; content: "url(x)" }"#, nil),
    ])
    func escapedStyle(css: String, holds: String?) {
        let problem = SVGSafety.problem(in: Array(Self.svg("<style>\(css)</style>").utf8))
        #expect(problem == holds.map { $0 + "; an SVG is published only when it holds nothing but drawing" })
    }

    @Test("the CSS scanner undoes every form of escape and reads url() as a browser does")
    func scanner() {
        func tokens(_ css: String) -> [CSSScanner.Token] {
            var scanner = CSSScanner(css)
            var found: [CSSScanner.Token] = []
            while let token = scanner.next() { found.append(token) }
            return found
        }
        #expect(tokens(#"u\72 l(a b)"#) == [.url("a b")])
        #expect(tokens("\\000075\\000072\\00006c\r\n(x)") == [.url("x")])
        #expect(tokens(#"\u\r\l('#a')"#) == [.function("url"), .string("#a")])
        #expect(tokens(#"url(a\)b) x"#) == [.url("a)b"), .ident("x")])
        #expect(tokens("\"one\\\"two\" 'th\\\nree'") == [.string(#"one"two"#), .string("three")])
        #expect(tokens("\"cut\nurl(x)") == [.string("cut"), .url("x")])
        #expect(tokens(#"@\69 mport \0 \110000"#) == [.atKeyword("import"), .ident("\u{FFFD}\u{FFFD}")])
        #expect(tokens("a/* url(x) */b 10px") == [.ident("a"), .ident("b"), .ident("px")])
    }

    @Test("an SVG over the size limit is refused with a warning naming the field, the file and the limit")
    func sizeLimit() throws {
        let trips = #"[{"id": "a", "destination": "Lisbon, Portugal", "start_date": "2025-05-01", "end_date": "2025-05-02", "image_url": "big.svg"}]"#
        let fileSystem = InMemoryFileSystem(files: ["/in/trips.json": trips])
        try fileSystem.write("/in/big.svg", Array(Self.svg(String(repeating: " ", count: SVGSafety.sizeLimit)).utf8))
        let planned = try PlannedSite.plan(BuildOptions(tripsFile: "/in/trips.json", output: "/out", sourceDateEpoch: "0"), fileSystem: fileSystem)
        #expect(planned.warnings.map(\.formatted) == [
            #"/in/trips.json:1:116: warning: trips[0].image_url: no image shown: "big.svg" is larger than 20 MB (20,000,000 bytes), the most tripsite reads of an SVG to check it"#,
        ])
    }

    @Test("a valid SVG larger than 10 MB, which libxml2 given it whole calls malformed, is published")
    func overTenMegabytes() {
        let comments = String(repeating: "<!--" + String(repeating: "x", count: 1_000) + "-->", count: 10_500)
        let bytes = Array(Self.svg(comments + "<rect width=\"1\" height=\"1\"/>").utf8)
        #expect(bytes.count > 10_500_000)
        #expect(SVGSafety.problem(in: bytes) == nil)
    }

    @Test("UTF-16 and invalid UTF-8 are refused")
    func encodings() {
        let utf16: [UInt8] = [0xFF, 0xFE] + Self.svg("").utf16.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(SVGSafety.problem(in: utf16)?.hasPrefix("is not UTF-8 text") == true)
        #expect(SVGSafety.problem(in: Array(Self.svg("<text>\u{E9}</text>").utf8) + [0xC3])?.hasPrefix("is not UTF-8 text") == true)
    }

    @Test("a picture's SVG is published: names and words that start with \"on\" are not handlers")
    func pictures() throws {
        let plain = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><g id="ontario" class="one"><text font-family="Open Sans">Bonjour, on y va</text></g></svg>"#
        #expect(SVGSafety.problem(in: Array(plain.utf8)) == nil)
        // The example's pictures.
        let images = Repository.file("Examples/images")
        let names = try FileManager.default.contentsOfDirectory(atPath: images.path).filter { $0.hasSuffix(".svg") }
        #expect(names.count >= 9)
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: images.appendingPathComponent(name)))
            #expect(SVGSafety.problem(in: bytes) == nil, "\(name)")
        }
    }

    @Test("references inside the picture, embedded raster pictures and style sheets without links are published", arguments: [
        svg(##"<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><symbol id="s"><circle r="1"/></symbol></defs><use xlink:href="#s" x="2"/><use href=" #s"/><rect fill="url(#g)" style="fill: url('#g'); stroke: none"/>"##),
        svg(#"<image width="4" height="4" href="data:image/png;base64,iVBORw0KGgo="/><image xlink:href="data:image/jpeg;base64,/9j/4AAQ"/><image/>"#),
        svg("<style><![CDATA[ .sea { fill: #1a5d8c } text { font: 12px sans-serif } ]]></style><text class=\"sea\" xml:space=\"preserve\">Porto &amp; Lisbon</text>"),
        svg(#"<defs><filter id="f"><feGaussianBlur stdDeviation="2"/></filter><clipPath id="c"><rect width="5" height="5"/></clipPath><marker id="m" orient="auto"><path d="M0 0L1 1"/></marker></defs><path d="M0 0L9 9" filter="url(#f)" clip-path="url(#c)" marker-end="url(#m)" aria-label="road"/>"#),
        #"<?xml version="1.0" encoding="UTF-8" standalone="no"?>"# + "\n<!-- a comment -->\n" + svg("<title>Sea</title><desc>A picture</desc>"),
    ])
    func published(svg: String) {
        #expect(SVGSafety.problem(in: Array(svg.utf8)) == nil)
    }

    /// A picture saved by Inkscape, with its editor metadata.
    static let inkscapeFile = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <!-- Created with Inkscape (http://www.inkscape.org/) -->

        <svg
           width="210mm"
           height="297mm"
           viewBox="0 0 210 297"
           version="1.1"
           id="svg5"
           inkscape:version="1.2.2 (b0a8486541, 2022-12-01)"
           sodipodi:docname="harbour.svg"
           xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
           xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
           xmlns:xlink="http://www.w3.org/1999/xlink"
           xmlns="http://www.w3.org/2000/svg"
           xmlns:svg="http://www.w3.org/2000/svg"
           xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
           xmlns:cc="http://creativecommons.org/ns#"
           xmlns:dc="http://purl.org/dc/elements/1.1/">
          <sodipodi:namedview
             id="namedview7"
             pagecolor="#ffffff"
             bordercolor="#666666"
             borderopacity="1.0"
             inkscape:showpageshadow="2"
             inkscape:pageopacity="0.0"
             inkscape:deskcolor="#d1d1d1"
             inkscape:document-units="mm"
             inkscape:zoom="0.73"
             inkscape:current-layer="layer1" />
          <defs
             id="defs2">
            <linearGradient
               inkscape:collect="always"
               id="linearGradient1">
              <stop
                 style="stop-color:#1a5d8c;stop-opacity:1;"
                 offset="0"
                 id="stop1" />
            </linearGradient>
            <linearGradient
               xlink:href="#linearGradient1"
               id="linearGradient2"
               x1="10" y1="10" x2="100" y2="10"
               gradientUnits="userSpaceOnUse" />
            <filter
               inkscape:collect="always"
               style="color-interpolation-filters:sRGB"
               id="filter1"
               x="-0.1" y="-0.1" width="1.2" height="1.2">
              <feGaussianBlur
                 inkscape:collect="always"
                 stdDeviation="1.5"
                 id="feGaussianBlur1" />
            </filter>
          </defs>
          <metadata
             id="metadata1">
            <rdf:RDF>
              <cc:Work
                 rdf:about="">
                <dc:format>image/svg+xml</dc:format>
                <dc:type
                   rdf:resource="http://purl.org/dc/dcmitype/StillImage" />
                <dc:title>Harbour</dc:title>
                <cc:license
                   rdf:resource="http://creativecommons.org/licenses/by/4.0/" />
              </cc:Work>
            </rdf:RDF>
          </metadata>
          <g
             inkscape:label="Layer 1"
             inkscape:groupmode="layer"
             id="layer1">
            <path
               style="fill:url(#linearGradient2);fill-opacity:1;stroke:#000000;stroke-width:0.264583;filter:url(#filter1)"
               d="m 20,40 c 20,-10 40,10 60,0 v 30 h -60 z"
               id="path1"
               sodipodi:nodetypes="ccccc" />
            <text
               xml:space="preserve"
               style="font-size:10.5833px;font-family:'DejaVu Sans';-inkscape-font-specification:'DejaVu Sans';fill:#000000;stroke-width:0.264583"
               x="20" y="90"
               id="text1"><tspan
                 sodipodi:role="line"
                 id="tspan1"
                 style="stroke-width:0.264583"
                 x="20" y="90">Harbour</tspan></text>
          </g>
        </svg>
        """

    @Test("an Inkscape file is published with its editor metadata; the same metadata cannot carry a script")
    func inkscape() {
        #expect(SVGSafety.problem(in: Array(Self.inkscapeFile.utf8)) == nil)
        let withScript = Self.inkscapeFile.replacingOccurrences(of: "<dc:title>Harbour</dc:title>", with: #"<dc:title>Harbour</dc:title><h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>"#)
        #expect(SVGSafety.problem(in: Array(withScript.utf8))?.hasPrefix("holds a script (<script>)") == true)
        let withHandler = Self.inkscapeFile.replacingOccurrences(of: #"id="namedview7""#, with: #"id="namedview7" onclick="alert(1)""#)
        #expect(SVGSafety.problem(in: Array(withHandler.utf8))?.hasPrefix("holds an event handler (onclick= on <namedview>)") == true)
        let otherNamespace = Self.inkscapeFile.replacingOccurrences(of: "<dc:title>", with: #"<x:title xmlns:x="http://example.com/x"/><dc:title>"#)
        #expect(SVGSafety.problem(in: Array(otherNamespace.utf8))?.hasPrefix("holds the element <title> in the namespace http://example.com/x") == true)
    }

    @Test("a build refuses an unsafe SVG and anything that is not a regular file, and publishes the rest")
    func build() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tripsite-svg-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
        func write(_ name: String, _ text: String) throws { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        try write("images/evil.svg", #"<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>"#)
        try write("images/good.svg", #"<svg xmlns="http://www.w3.org/2000/svg"/>"#)
        #expect(mkfifo(folder.appendingPathComponent("images/pipe.png").path, 0o644) == 0)
        try write("trips.json", "[]")
        let input = try InputLoader(fileSystem: LocalFileSystem()).load(BuildOptions(tripsFile: folder.path + "/trips.json", output: folder.path + "/site"))
        #expect(input.localFile("images/evil.svg") == .refused("holds an event handler (onload= on <svg>); an SVG is published only when it holds nothing but drawing"))
        #expect(input.localFile("images/pipe.png") == .refused("is not a regular file"))
        #expect(input.localFile("images/good.svg") == .checked(Array(#"<svg xmlns="http://www.w3.org/2000/svg"/>"#.utf8)))
        #expect(input.localFile("images/none.svg") == .missing)
    }
}
