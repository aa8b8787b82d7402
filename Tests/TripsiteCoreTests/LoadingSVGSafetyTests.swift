import Foundation
import Testing
@testable import TripsiteCore

@Suite("SVG images")
struct LoadingSVGSafetyTests {
    @Test("an SVG that could run anything is refused, with what it holds", arguments: [
        (#"<svg><script>alert(1)</script></svg>"#, "a script"),
        (#"<svg><SCRIPT href="x.js"/></svg>"#, "a script"),
        (#"<svg onload="alert(1)"/>"#, "an event handler"),
        (#"<svg><rect ONCLICK = "x"/></svg>"#, "an event handler"),
        (#"<svg><set attributeName="onmouseover" to="alert(1)"/></svg>"#, "an event handler"),
        (#"<svg><a href="javascript:alert(1)"><text>x</text></a></svg>"#, "a javascript: link"),
        ("<svg><a href=\"java\nscript:alert(1)\"><text>x</text></a></svg>", "a javascript: link"),
        (#"<svg><a href="&#106;avascript:alert(1)"/></svg>"#, "a character reference"),
        (#"<!DOCTYPE svg [<!ENTITY x "javascript:">]><svg/>"#, "an entity declaration"),
        (#"<svg><foreignObject><iframe src="x"/></foreignObject></svg>"#, "embedded HTML"),
        (#"<svg><a href="data:text/html,<b>x</b>"/></svg>"#, "a data:text/html link"),
    ])
    func refused(svg: String, holds: String) {
        let problem = SVGSafety.problem(in: Array(svg.utf8))
        #expect(problem?.hasPrefix("holds \(holds)") == true, "\(problem ?? "nil")")
    }

    @Test("a picture's SVG is published: names and words that start with \"on\" are not handlers")
    func pictures() throws {
        let plain = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><g id="ontario" class="one"><text font-family="Open Sans">Bonjour, on y va</text></g></svg>"#
        #expect(SVGSafety.problem(in: Array(plain.utf8)) == nil)
        // The example's pictures.
        let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Examples/images").standardized
        let names = try FileManager.default.contentsOfDirectory(atPath: images.path).filter { $0.hasSuffix(".svg") }
        #expect(names.count >= 9)
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: images.appendingPathComponent(name)))
            #expect(SVGSafety.problem(in: bytes) == nil, "\(name)")
        }
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
        #expect(input.localFile("images/evil.svg") == .refused("holds an event handler (such as onload=); an SVG is published only when nothing in it can run"))
        #expect(input.localFile("images/pipe.png") == .refused("is not a regular file"))
        #expect(input.localFile("images/good.svg") == .usable)
        #expect(input.localFile("images/none.svg") == .missing)
    }
}
