import Foundation
import Testing
@testable import TripsiteCore
@testable import TripsiteModel

/// Images changed on disk while a build runs: what is published is what was checked, or nothing.
@Suite("Images swapped during a build")
struct SiteImageSwapTests {
    static let safeSVG = Array(#"<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>"#.utf8)
    static let unsafeSVG = Array(#"<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>"#.utf8)
    static let photo = Array("PNG picture".utf8)
    static let secret = Array("a file outside the trips folder".utf8)

    /// A folder on disk, removed when the test ends.
    final class Scratch {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tripsite-swap-\(UUID().uuidString)").path
        init() throws {
            try FileManager.default.createDirectory(atPath: root + "/in/images", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: root + "/outside", withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(atPath: root) }
        func write(_ path: String, _ bytes: [UInt8]) throws { try Data(bytes).write(to: URL(fileURLWithPath: root + "/" + path)) }
    }

    /// Whether a flipping loop should go on; `@unchecked Sendable`: `lock` guards `running`.
    final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var running = true
        var isRunning: Bool { lock.withLock { running } }
        func stop() { lock.withLock { running = false } }
    }

    @Test("an SVG swapped for one with a script, and a picture swapped for a link out of the folder, are never published while the build runs")
    func swappedDuringBuilds() throws {
        let scratch = try Scratch()
        let root = scratch.root
        try scratch.write("in/trips.json", Array(#"""
            [{"id": "a", "destination": "Lisbon, Portugal", "start_date": "2025-05-01", "end_date": "2025-05-02", "image_url": "images/map.svg"},
             {"id": "b", "destination": "Porto, Portugal", "start_date": "2025-06-01", "end_date": "2025-06-02", "image_url": "images/photo.png"}]
            """#.utf8))
        try scratch.write("outside/secret.png", Self.secret)
        try scratch.write("in/images/map.svg", Self.safeSVG)
        try scratch.write("in/images/photo.png", Self.photo)

        // Swaps each file, by rename so that it is always there, between its safe and its unsafe form, on a thread of
        // its own (a block on a dispatch queue could wait for the build's threads and never run while it does).
        let flag = Flag()
        let done = DispatchSemaphore(value: 0)
        let flipping = DispatchSemaphore(value: 0)
        Thread {
            var flips = 0
            while flag.isRunning {
                let unsafe = flips % 2 == 0
                let svg = root + "/in/images/.next.svg", png = root + "/in/images/.next.png"
                FileManager.default.createFile(atPath: svg, contents: Data(unsafe ? Self.unsafeSVG : Self.safeSVG))
                rename(svg, root + "/in/images/map.svg")
                if unsafe {
                    symlink(root + "/outside/secret.png", png)
                } else {
                    FileManager.default.createFile(atPath: png, contents: Data(Self.photo))
                }
                rename(png, root + "/in/images/photo.png")
                flips += 1
                if flips == 2 { flipping.signal() }
            }
            done.signal()
        }.start()
        flipping.wait()
        defer {
            flag.stop()
            done.wait()
        }

        var published = (svg: 0, png: 0, failed: 0, unchecked: 0)
        for build in 0..<60 {
            let output = "\(root)/site-\(build)"
            var options = BuildOptions(tripsFile: root + "/in/trips.json", output: output)
            options.sourceDateEpoch = "0"
            do {
                _ = try SiteBuilder(fileSystem: LocalFileSystem()).build(options)
            } catch {
                // The picture was swapped between its check and its copy: the build stops, publishing nothing.
                #expect(error.diagnostics.allSatisfy { $0.message.hasPrefix("cannot write media/images/photo.png:") }, "\(error.diagnostics)")
                #expect(!FileManager.default.fileExists(atPath: output + "/index.html"))
                published.failed += 1
                continue
            }
            if let svg = FileManager.default.contents(atPath: output + "/media/images/map.svg") {
                published.svg += 1
                if [UInt8](svg) != Self.safeSVG { published.unchecked += 1 }
            }
            if let png = FileManager.default.contents(atPath: output + "/media/images/photo.png") {
                published.png += 1
                if [UInt8](png) != Self.photo { published.unchecked += 1 }
            }
        }
        #expect(published.unchecked == 0, "\(published)")
        // Both forms were seen: some builds published the files, others refused them.
        #expect(published.svg > 0 && published.png > 0 && published.svg + published.failed < 60, "\(published)")
    }

    @Test("a file read from inside a folder must be, as opened, a regular file inside it")
    func readInside() throws {
        let scratch = try Scratch()
        let root = scratch.root
        try scratch.write("outside/secret.png", Self.secret)
        try scratch.write("in/images/photo.png", Self.photo)
        symlink(root + "/outside/secret.png", root + "/in/images/link.png")
        symlink(root + "/in/images/photo.png", root + "/in/images/inner.png")
        mkfifo(root + "/in/images/pipe.png", 0o644)
        let fileSystem = LocalFileSystem()
        func reason(_ name: String) -> String? {
            do {
                _ = try fileSystem.read(root + "/in/images/" + name, inside: root + "/in", limit: 100)
                return nil
            } catch {
                return (error as? FileSystemError)?.reason
            }
        }
        #expect(try fileSystem.read(root + "/in/images/inner.png", inside: root + "/in", limit: 100) == Self.photo)
        #expect(reason("link.png") == "leads out of the folder \(root)/in")
        #expect(reason("pipe.png") == "is not a regular file")
        #expect(reason("none.png") == "no such file")
        #expect(throws: (any Error).self) { try fileSystem.read(root + "/in/images/photo.png", inside: root + "/in", limit: 4) }
    }
}
