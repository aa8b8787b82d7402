import ArgumentParser
import Foundation
import TripsiteCore
import TripsiteModel
import TripsiteRendering

/// `tripsite serve`: build, serve the site on loopback, rebuild on every save and reload open pages.
///
/// `SiteServer` (SwiftNIO) answers the requests; what to answer for a path (and never outside the site
/// folder) is `SiteFiles`, in the library.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the site, serve it locally, and rebuild and reload pages whenever the input changes.",
        discussion: """
            Watches the trips file, the countries file and the templates; a save rebuilds the site within \
            a second, and open pages reload by themselves. When a build fails, pages show its errors \
            above the last site that built; when it builds with warnings, pages show them in a panel. The server listens on 127.0.0.1 unless --host says otherwise, \
            and never serves a file outside the output folder, nor a hidden one: any path with a part \
            starting with a dot (/.env, /.git/config, also written %2e) and the site's bookkeeping files \
            (.tripsite-manifest) get 404. A connection that sends no complete request for 30 seconds is \
            closed. Stop it with Ctrl-C.

            Examples:
              tripsite serve
              tripsite serve Examples/trips.json --port 4000
              tripsite serve trips.json --paper a4
            """
    )

    @Argument(help: ArgumentHelp(
        "The trips file (default trips.json), then any more files or folders of trips or reservations (.json, .jsonld, .html, .eml) read with it.",
        valueName: "trips-file"))
    var inputs: [String] = []

    /// The first input, beside which tripsite.toml, countries.json and Templates/ are looked for.
    var tripsFile: String { inputs.first ?? "trips.json" }

    @Option(name: .shortAndLong, help: ArgumentHelp(
        "The folder to build the site into. Default: output_dir in tripsite.toml, else _site.", valueName: "folder"))
    var output: String?

    @Option(help: ArgumentHelp(
        "The port to listen on (0 picks a free one). Default: port in [serve] of tripsite.toml, else 8080.", valueName: "port"))
    var port: UInt16?

    @Option(help: ArgumentHelp(
        "The address to listen on (IPv4 or IPv6). 0.0.0.0 makes the site visible to your network. Default: host in [serve] of tripsite.toml, else 127.0.0.1.",
        valueName: "address"))
    var host: String?

    @Option(help: ArgumentHelp("The site's title. Default: title in tripsite.toml, else Trips.", valueName: "text"))
    var title: String?

    @OptionGroup var input: InputOptions

    @OptionGroup var publish: PublishOptions

    /// Seconds a connection may go without a complete request before it is closed; hidden, as only tests need
    /// another value than 30.
    @Option(help: ArgumentHelp("Seconds a connection may go without a complete request before it is closed.", valueName: "seconds", visibility: .hidden), transform: DecimalArgument.parse)
    var idleTimeout: Double = 30

    func validate() throws {
        guard idleTimeout > 0, idleTimeout <= 86_400 else {
            throw ValidationError("--idle-timeout: expected seconds, more than 0 and at most 86400, found \(idleTimeout)")
        }
    }

    func run() async throws {
        let settings = try SiteSettings(input, tripsFile: tripsFile)
        let output = settings.output(output)
        let host = host ?? settings.config.serveHost ?? "127.0.0.1"
        let port = port.map(Int.init) ?? settings.config.servePort ?? 8080
        var options = settings.buildOptions(inputs: inputs, outputOption: self.output)
        // While editing, one broken trip must not take the others off the preview.
        options.keepGoing = true
        options.output = Build.outputFolder(output)
        options.site = SiteContext(language: settings.language)
        // After the site's context, which holds the noindex choice.
        options = publish.applied(to: options, config: settings.config)
        options.site.title = settings.title(title, language: options.site.language)
        let state = ServeState()
        // Held while serving: no other build writes the folder this one serves and rebuilds.
        let lock: FileLock
        do throws(DiagnosticsError) {
            lock = try SitePublisher(fileSystem: LocalFileSystem(), output: options.output).lock(wait: true) {
                DiagnosticPrinter.note("waiting for another tripsite build of \(output)…")
            }
        } catch {
            DiagnosticPrinter.print(error.diagnostics)
            throw ExitCode(1)
        }
        defer { lock.release() }
        // The port is taken before the first build: a port in use or an address not the machine's stops here, with
        // nothing built. The site's address is announced once it is built.
        let server = SiteServer(files: SiteFiles(root: options.output), state: state, idleTimeout: .milliseconds(Int64(idleTimeout * 1000)))
        let actualPort: Int
        do {
            actualPort = try await server.start(host: host, port: port)
        } catch {
            await server.stop()
            var message = "error: could not listen on \(host) port \(port): \(SiteServer.reason(error))"
            if SiteServer.isPortInUse(error) {
                let free = await SiteServer.freePort(after: port, host: host).map { "port \($0) is free (--port \($0)); " } ?? ""
                message += "; another program listens there: \(free)--port 0 picks a free port"
            }
            FileHandle.standardError.write(Data((message + "\n").utf8))
            throw ExitCode(64)
        }
        await rebuild(options, state: state, announce: false)
        // An IPv6 address goes in brackets in a URL: http://[::1]:8080/.
        let urlHost = host.contains(":") ? "[\(host)]" : host
        say("Serving \(output) at http://\(urlHost):\(actualPort)/ (Ctrl-C to stop)")

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
        await server.stop()
        say("Stopped.")
    }

    /// Builds again (with the lock `run` holds); trips whose fingerprint did not change are not rendered again.
    private func rebuild(_ options: BuildOptions, state: ServeState, announce: Bool) async {
        let started = Date()
        var builder = SiteBuilder()
        builder.outputIsLocked = true
        do throws(DiagnosticsError) {
            let report = try builder.build(options)
            DiagnosticPrinter.print(report.warnings)
            if let unused = UnusedField.summary(count: report.unusedFieldCount) { DiagnosticPrinter.note(unused) }
            state.succeeded(warnings: report.warnings.map { LiveReload.Warning($0.formatted, target: report.warningTargets[$0]) })
            let changed = report.summary.written.count + report.summary.removed.count
            let leftOut = report.errors.isEmpty ? "" : "; the trips with the \(report.errors.count) error\(report.errors.count == 1 ? "" : "s") above were left out"
            say("Built \(report.tripCount) trip\(report.tripCount == 1 ? "" : "s"): \(changed) file\(changed == 1 ? "" : "s") changed in \(ElapsedTime.text(since: started))\(leftOut)")
        } catch {
            DiagnosticPrinter.print(error.diagnostics)
            state.failed(error.diagnostics.map(\.formatted))
            say("Build failed; still serving the last site that built.")
        }
    }

    /// Prints a line at once, even when standard output is a pipe.
    private func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}

/// The modification times and sizes of everything a build reads, to notice a save.
struct InputSnapshot: Equatable {
    private var entries: [String: [Double]] = [:]

    init(_ options: BuildOptions) {
        var paths = [options.tripsFile] + options.moreTripsFiles + [options.countriesFile ?? options.besideInput("countries.json")]
        let templates = options.templatesFolderOrDefault
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
