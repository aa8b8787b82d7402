import Foundation
import Testing

/// End-to-end test of `tripsite serve`: on a free port, files, 404s for escapes, rebuild on save, errors
/// shown in the page, clean stop. Requests are made with curl (--path-as-is, so `..` reaches the server).
@Suite("tripsite serve", .serialized)
struct ServeCommandTests {
    final class Server {
        let process = Process()
        let output = Pipe()
        var port = 0

        init(in folder: URL, arguments: [String] = []) throws {
            process.executableURL = TripsiteBinary.executable
            process.arguments = ["serve", "trips.json", "--port", "0"] + arguments
            process.currentDirectoryURL = folder
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            // The first lines: the build, then "Serving _site at http://127.0.0.1:PORT/".
            var text = ""
            let deadline = Date().addingTimeInterval(20)
            while Date() < deadline, port == 0 {
                let data = output.fileHandleForReading.availableData
                if data.isEmpty { break }
                text += String(decoding: data, as: UTF8.self)
                if let match = text.firstMatch(of: /http:\/\/127\.0\.0\.1:(\d+)\//) { port = Int(match.output.1)! }
            }
        }

        func stop() -> Int32 {
            process.interrupt()
            process.waitUntilExit()
            return process.terminationStatus
        }
    }

    /// Status and body of a request to the server.
    private func fetch(_ server: Server, _ path: String) throws -> (status: Int, body: String) {
        let text = try ExternalTool.run(["curl", "-s", "--path-as-is", "-w", "\n%{http_code}", "http://127.0.0.1:\(server.port)\(path)"]).text
        let status = Int(text.split(separator: "\n").last ?? "") ?? 0
        return (status, String(text.dropLast(String(status).count)))
    }

    /// Whether the condition comes true within 30 s (a rebuild on a loaded machine can take several seconds).
    private func waitFor(_ condition: () throws -> Bool) rethrows -> Bool {
        for _ in 0..<120 {
            if try condition() { return true }
            Thread.sleep(forTimeInterval: 0.25)
        }
        return false
    }

    @Test("serves the site on loopback, never outside it, rebuilds on save and stops on Ctrl-C")
    func serve() throws {
        let folder = try ScratchFolder()
        try folder.copyFixture("trips-good.json", as: "trips.json")
        try folder.write("secret.txt", "outside the site")
        let server = try Server(in: folder.url)
        #expect(server.port > 0)
        defer { if server.process.isRunning { _ = server.stop() } }

        let index = try fetch(server, "/")
        #expect(index.status == 200)
        #expect(index.body.contains("Port &amp; Pastries"))
        #expect(index.body.contains("/_tripsite/version"), "the reload script is added")
        #expect(try fetch(server, "/trips/porto-weekend/").status == 200)
        #expect(try fetch(server, "/assets/style.css").status == 200)
        // A folder named without its final slash is redirected to it, the query kept, so relative links work.
        let folderWithoutSlash = try ExternalTool.run(["curl", "-s", "-i", "http://127.0.0.1:\(server.port)/trips/porto-weekend?x=1"]).text
        #expect(folderWithoutSlash.hasPrefix("HTTP/1.1 301"))
        #expect(folderWithoutSlash.contains("Location: /trips/porto-weekend/?x=1\r\n"))
        // Never to another host: a path starting with two slashes is rebuilt from its segments.
        let doubled = try ExternalTool.run(["curl", "-s", "-i", "--path-as-is", "http://127.0.0.1:\(server.port)//countries"]).text
        #expect(doubled.contains("Location: /countries/\r\n"), "\(doubled)")
        #expect(try fetch(server, "/trips/porto-weekend/index.html").status == 200)
        #expect(try fetch(server, "/assets/style.css/").status == 404, "a file is not a folder")

        // HEAD answers the headers only; other methods are refused with the methods that are answered.
        let head = try ExternalTool.run(["curl", "-s", "-I", "http://127.0.0.1:\(server.port)/assets/style.css"]).text
        #expect(head.hasPrefix("HTTP/1.1 200"))
        #expect(head.contains("Content-Type: text/css; charset=utf-8"))
        #expect(!head.contains("{"), "no body")
        let post = try ExternalTool.run(["curl", "-s", "-i", "-X", "POST", "http://127.0.0.1:\(server.port)/"]).text
        #expect(post.hasPrefix("HTTP/1.1 405"))
        #expect(post.contains("Allow: GET, HEAD"))

        // A second server on the same port says why it cannot start.
        let second = try TripsiteBinary.run(["serve", "trips.json", "--port", String(server.port), "--output", "_other"], in: folder.url)
        #expect(second.status == 64)
        #expect(second.stderr.contains("could not listen on 127.0.0.1 port \(server.port): Address already in use"))
        // It names a port that is free now (the next one, unless another program has that too), and --port 0.
        let suggested = second.stderr.split(separator: "(--port ").dropFirst().first.flatMap { Int($0.prefix { $0.isNumber }) }
        #expect(suggested.map { $0 > server.port && $0 <= server.port + 100 } == true, "\(second.stderr)")
        #expect(second.stderr.hasSuffix("; another program listens there: port \(suggested ?? 0) is free (--port \(suggested ?? 0)); --port 0 picks a free port\n"),
                "\(second.stderr)")
        #expect(!second.stdout.contains("Built"), "nothing is built when the port is taken")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("_other").path))

        // Escapes: dot segments, encoded dots, and a symbolic link that leads out of the site.
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("_site/link").path, withDestinationPath: folder.url.path)
        for path in ["/../secret.txt", "/%2e%2e/secret.txt", "/trips/%2E%2E/%2E%2E/secret.txt", "/link/secret.txt", "/..%2fsecret.txt"] {
            let response = try fetch(server, path)
            #expect(response.status == 404, "\(path)")
            #expect(!response.body.contains("outside the site"), "\(path)")
        }
        let missing = try fetch(server, "/no/such/page")
        #expect(missing.status == 404)
        #expect(missing.body.contains("Page not found"), "the site's own 404 page")
        #expect(missing.body.contains("<head>\n<base href=\"/\">"), "its relative links read from the site's root at any depth")
        #expect(missing.body.contains("href=\"assets/style.css\""))

        // A save rebuilds the site and the page changes.
        let good = try folder.read("trips.json")
        try folder.write("trips.json", good.replacingOccurrences(of: "Port & Pastries", with: "Port & Custard Tarts"))
        #expect(try waitFor { try fetch(server, "/").body.contains("Port &amp; Custard Tarts") })
        #expect(!(try fetch(server, "/").body.contains("The last build gave")), "no warning, no panel")

        // A save that builds with a warning shows it on the page.
        let warned = good.replacingOccurrences(of: "Port & Pastries", with: "Port & Custard Tarts")
            .replacingOccurrences(of: "\"status\": \"completed\"", with: "\"status\": \"planned\"")
        try folder.write("trips.json", warned)
        #expect(try waitFor { try fetch(server, "/").body.contains("The last build gave 1 warning.") })
        #expect(try fetch(server, "/").body.contains("warning: trips[0].status: the status \"planned\" contradicts the dates"))

        // A broken save keeps the last site and shows the error on the page.
        try folder.write("trips.json", "[{")
        #expect(try waitFor { try fetch(server, "/").body.contains("The last build failed") })
        let page = try fetch(server, "/")
        #expect(page.body.contains("trips.json:1:3: error:"))
        #expect(page.body.contains("Port &amp; Custard Tarts"))

        #expect(server.stop() == 0)
    }

    @Test("hidden files, the site's bookkeeping files and links to them are not found, however the path is written")
    func hiddenFiles() throws {
        let folder = try ScratchFolder()
        try folder.copyFixture("trips-good.json", as: "trips.json")
        let server = try Server(in: folder.url)
        #expect(server.port > 0)
        defer { if server.process.isRunning { _ = server.stop() } }
        #expect(folder.exists("_site/.tripsite-manifest"))
        let secret = "not-to-be-served"
        try folder.write("_site/.env", "SECRET=\(secret)")
        try folder.write("_site/.git/config", "[remote] \(secret)")
        try folder.write("_site/trips/.notes", secret)
        try folder.write("_site/index.html.tripsite-Ab12Cd", secret)
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("_site/manifest.txt").path, withDestinationPath: ".tripsite-manifest")
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("_site/git").path, withDestinationPath: ".git")

        #expect(try fetch(server, "/").status == 200)
        let notFound = try fetch(server, "/no/such/page")
        #expect(notFound.status == 404)
        for path in ["/.tripsite-manifest", "/%2etripsite-manifest", "/%2Etripsite-manifest?x=1", "/.tripsite-listings",
                     "/.env", "/%2eenv", "/.git/config", "/.git/", "/.git", "/%2egit/config", "/trips/.notes",
                     "/trips/%2Enotes", "/index.html.tripsite-Ab12Cd", "/manifest.txt", "/git/config", "/trips/../.env"] {
            let response = try fetch(server, path)
            #expect(response.status == 404, "\(path)")
            #expect(response.body == notFound.body, "\(path): the site's 404 page, not the file")
            #expect(!response.body.contains(secret), "\(path)")
        }
        #expect(server.stop() == 0)
    }

    /// Opens a connection to the server, sends `request`, and reads until the server closes it or `seconds` pass.
    private func exchange(port: Int, sending request: String, waiting seconds: Int) throws -> (received: String, closed: Bool) {
        #if os(Linux)
        let stream = Int32(SOCK_STREAM.rawValue)
        #else
        let stream = SOCK_STREAM
        #endif
        let connection = socket(AF_INET, stream, 0)
        try #require(connection >= 0)
        defer { close(connection) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(connection, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        try #require(connected == 0)
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        if !request.isEmpty { _ = Array(request.utf8).withUnsafeBytes { send(connection, $0.baseAddress, $0.count, 0) } }
        var received = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            if count == 0 { return (String(decoding: received, as: UTF8.self), true) }
            if count < 0 { return (String(decoding: received, as: UTF8.self), false) }
            received += buffer[..<count]
        }
    }

    @Test("a connection without a complete request is closed after the idle timeout")
    func idleConnections() throws {
        let folder = try ScratchFolder()
        try folder.copyFixture("trips-good.json", as: "trips.json")
        let server = try Server(in: folder.url, arguments: ["--idle-timeout", "1"])
        #expect(server.port > 0)
        defer { if server.process.isRunning { _ = server.stop() } }

        // Connected, and nothing sent.
        let started = Date()
        let silent = try exchange(port: server.port, sending: "", waiting: 15)
        #expect(silent.closed && silent.received.isEmpty)
        #expect(Date().timeIntervalSince(started) < 10)
        // Half a request, never finished.
        let partial = try exchange(port: server.port, sending: "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n", waiting: 15)
        #expect(partial.closed)
        #expect(!partial.received.contains("200 OK"))
        // A complete request is answered, and the connection kept open for the next one is then closed when idle.
        let answered = try exchange(port: server.port, sending: "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", waiting: 15)
        #expect(answered.received.hasPrefix("HTTP/1.1 200 OK"))
        #expect(answered.closed)
        #expect(try fetch(server, "/").status == 200, "the server goes on answering")
        #expect(server.stop() == 0)
    }

    @Test("the idle timeout is seconds written in decimal: hexadecimal, inf and nan are usage errors", arguments: ["0x10", "inf", "nan"])
    func idleTimeoutDecimalOnly(value: String) throws {
        let folder = try ScratchFolder()
        let run = try TripsiteBinary.run(["serve", "--idle-timeout", value], in: folder.url)
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: The value '\(value)' is invalid for '--idle-timeout': expected a decimal number"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("_site").path))
    }
}
