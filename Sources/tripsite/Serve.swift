import ArgumentParser
import FlyingFox
import Foundation
import TripsiteCore

/// `tripsite serve`: build, serve the site on loopback, rebuild on every save and reload open pages.
///
/// FlyingFox serves the files: a small, dependency-free HTTP server built on Swift concurrency, so no
/// HTTP parsing is written here. What to answer for a path (and never outside the site folder) is
/// `SiteFiles`, in the library.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build the site, serve it locally, and rebuild and reload pages whenever the input changes.",
        discussion: """
            Watches the trips file, the countries file and the templates; a save rebuilds the site within \\
            a second, and open pages reload by themselves. When a build fails, pages show its errors \\
            above the last site that built. The server listens on 127.0.0.1 unless --host says otherwise, \\
            and never serves a file outside the output folder. Stop it with Ctrl-C.

            Examples:
              tripsite serve
              tripsite serve Examples/trips.json --port 4000
            """
    )

    @Argument(help: ArgumentHelp("The trips JSON file.", valueName: "trips-file"))
    var tripsFile: String = "trips.json"

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to build the site into.", valueName: "folder"))
    var output: String = "_site"

    @Option(help: ArgumentHelp("The port to listen on (0 picks a free one).", valueName: "port"))
    var port: UInt16 = 8080

    @Option(help: ArgumentHelp("The address to listen on. 0.0.0.0 makes the site visible to your network.", valueName: "address"))
    var host: String = "127.0.0.1"

    @Option(help: ArgumentHelp("The site's title.", valueName: "text"))
    var title: String = "Trips"

    @OptionGroup var input: InputOptions

    func run() async throws {
        let options = BuildOptions(
            tripsFile: tripsFile, countriesFile: input.countries, templatesFolder: input.templates, output: Build.outputFolder(output),
            site: SiteContext(title: title))
        let state = ServeState()
        await rebuild(options, state: state, announce: false)

        let address: sockaddr_in
        do { address = try .inet(ip4: host, port: port) } catch {
            throw ValidationError("--host must be an IPv4 address such as 127.0.0.1, got '\(host)'")
        }
        let files = SiteFiles(root: options.output)
        let server = HTTPServer(address: address, logger: .disabled)
        await server.appendRoute(HTTPRoute("GET \(LiveReload.versionPath)")) { _ in
            HTTPResponse(statusCode: .ok, headers: [.contentType: "text/plain", .cacheControl: "no-store"], body: Data(String(await state.version).utf8))
        }
        await server.appendRoute(HTTPRoute("GET *")) { request in
            let answer = files.response(for: request.path)
            var body = answer.body
            if answer.contentType.hasPrefix("text/html") { body = LiveReload.inject(into: body, errors: await state.errors) }
            return HTTPResponse(
                statusCode: HTTPStatusCode(answer.status, phrase: answer.status == 200 ? "OK" : "Not Found"),
                headers: [.contentType: answer.contentType, .cacheControl: "no-store"], body: Data(body))
        }

        let serving = Task { try await server.run() }
        try await server.waitUntilListening()
        let actualPort = await server.listeningAddress.flatMap { address -> UInt16? in
            if case .ip4(_, let port) = address { return port }
            return nil
        } ?? port
        say("Serving \(output) at http://\(host):\(actualPort)/ (Ctrl-C to stop)")

        let watcher = Task {
            var last = InputSnapshot(options)
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(300))
                let now = InputSnapshot(options)
                if now != last {
                    last = now
                    await rebuild(options, state: state, announce: true)
                }
            }
        }

        // Ctrl-C (or a termination request) stops the server cleanly.
        signal(SIGINT, SIG_IGN)
        signal(SIGTERM, SIG_IGN)
        let (stopSignals, continuation) = AsyncStream<Void>.makeStream()
        let sources = [SIGINT, SIGTERM].map { number in
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler { continuation.yield() }
            source.resume()
            return source
        }
        for await _ in stopSignals { break }
        sources.forEach { $0.cancel() }
        watcher.cancel()
        await server.stop(timeout: 1)
        serving.cancel()
        say("Stopped.")
    }

    private func rebuild(_ options: BuildOptions, state: ServeState, announce: Bool) async {
        let started = Date()
        do {
            let report = try SiteBuilder().build(options)
            DiagnosticPrinter.print(report.warnings)
            await state.succeeded()
            let changed = report.summary.written.count + report.summary.removed.count
            say("Built \(report.tripCount) trip\(report.tripCount == 1 ? "" : "s"): \(changed) file\(changed == 1 ? "" : "s") changed in \(String(format: "%.2f", Date().timeIntervalSince(started))) s")
        } catch {
            DiagnosticPrinter.print(error.diagnostics)
            await state.failed(error.diagnostics.map(\.formatted))
            say("Build failed; still serving the last site that built.")
        }
    }

    /// Prints a line at once, even when standard output is a pipe.
    private func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}

/// The server's view of the builds: a version that changes with every successful build (open pages
/// reload when it does), and the errors of the last build when it failed.
actor ServeState {
    private(set) var version = 0
    private(set) var errors: [String] = []

    func succeeded() {
        version += 1
        errors = []
    }

    func failed(_ messages: [String]) {
        errors = messages
        version += 1
    }
}

/// The modification times and sizes of everything a build reads, to notice a save.
struct InputSnapshot: Equatable {
    private var entries: [String: [Double]] = [:]

    init(_ options: BuildOptions) {
        var paths = [options.tripsFile, options.countriesFile ?? options.besideInputPath("countries.json")]
        let templates = options.templatesFolder ?? options.besideInputPath("Templates")
        if let names = try? FileManager.default.contentsOfDirectory(atPath: templates) {
            paths += names.map { templates + "/" + $0 }
        }
        for path in paths {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { continue }
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            let size = Double((attributes[.size] as? NSNumber)?.intValue ?? 0)
            entries[path] = [modified, size]
        }
    }
}

extension BuildOptions {
    /// A path beside the trips file.
    func besideInputPath(_ name: String) -> String {
        inputFolder.isEmpty ? name : inputFolder + "/" + name
    }
}
