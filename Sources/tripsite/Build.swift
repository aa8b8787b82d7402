import ArgumentParser
import Foundation
import TripsiteCore
import TripsiteJSON
import TripsiteModel
import TripsiteRendering

/// `tripsite build`: the whole pipeline, from trips.json to a published folder.
struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the site from a trips file.",
        discussion: """
            Reads the trips file and a countries.json (from --countries, else one beside the trips file, \
            else the built-in list), renders every trip through the templates (built in, each replaceable \
            by a file of the same name in --templates or in a Templates/ folder beside the trips file, \
            which `tripsite templates copy NAME` writes) and \
            writes the site: a searchable index, a page per country and per travel style, and for each \
            trip its page, a printable itinerary, its Markdown and a calendar file.

            Every problem in the data is reported as FILE:LINE:COLUMN: error: JSON.PATH: message, all of \
            them in one run. Settings not given as options are taken from tripsite.toml beside the trips \
            file (or --config FILE; see docs/config.md). The output folder changes only when the whole build succeeds, and then in one \
            step: the new site is built beside it (in .FOLDER.tripsite-staging) and swapped into place, so \
            whoever reads the folder sees the old site or the new one, never a mix, even when a build is \
            killed. One build or serve at a time writes a folder: another waits for it (or, with --no-wait, \
            stops). tripsite never writes into a non-empty folder it did not create (a folder holding only \
            files a static host reads, CNAME, .nojekyll, _redirects, _headers or .well-known/, is accepted, \
            and those files are kept) and never removes a file it did not write.

            Confirmation numbers are left out of every built file unless --show-private. A trip with \
            "visibility": "unlisted" is built but listed nowhere and marked noindex; one with "draft" is \
            left out unless --drafts. Each trip's print.html is laid out on its country's usual paper \
            (letter for the United States, Canada and Mexico, A4 elsewhere) unless --paper names one.

            Examples:
              tripsite build trips.json
              tripsite build Examples/trips.json --output public
              tripsite build trips.json --countries countries.json
              tripsite build trips.json --templates my-templates
              tripsite build trips.json --base-url https://me.github.io/trips/
              tripsite build trips.json --title "Our travels" --quiet
              tripsite build trips.json --no-wait
              tripsite build trips.json --keep-going
              tripsite build trips.json --drafts --noindex
              tripsite build trips.json --paper letter
              tripsite build trips.json --show-private --output private-site
            """
    )

    @Argument(help: ArgumentHelp(
        "The trips file (default trips.json), then any more files or folders of trips or reservations (.json, .jsonld, .html, .eml) read with it.",
        valueName: "trips-file"))
    var inputs: [String] = []

    /// The first input, beside which tripsite.toml, countries.json and Templates/ are looked for.
    var tripsFile: String { inputs.first ?? "trips.json" }

    @Option(name: .shortAndLong, help: ArgumentHelp(
        "The folder to write the site into. Default: output_dir in tripsite.toml, else _site.", valueName: "folder"))
    var output: String?

    @OptionGroup var input: InputOptions

    @Option(help: ArgumentHelp(
        "The address the site is published at, for canonical links (e.g. https://me.github.io/trips/). Default: base_url in tripsite.toml.",
        valueName: "url"))
    var baseURL: String?

    @Option(help: ArgumentHelp(
        "The site's title, shown on the index and in page titles. Default: title in tripsite.toml, else Trips.", valueName: "text"))
    var title: String?

    @OptionGroup var publish: PublishOptions

    @Flag(name: .shortAndLong, help: "Print only errors and warnings.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "List every file written and removed, and repeat the notes said at the folder's first build.")
    var verbose = false

    @Flag(help: "When another build or serve is writing the output folder, stop at once (exit 1) instead of waiting for it.")
    var noWait = false

    @Flag(help: "Leave out each trip that has errors and publish every other one; every problem is still printed, and the exit status is still 1.")
    var keepGoing = false

    func validate() throws {
        if let baseURL, !BaseAddress.isValid(baseURL) {
            throw ValidationError("--base-url: expected \(BaseAddress.expected), found \(JSONPath.quoted(baseURL, limit: 80))")
        }
        if output?.isEmpty == true { throw ValidationError("--output must name a folder") }
    }

    func run() throws {
        let started = Date()
        let settings = try SiteSettings(input, tripsFile: tripsFile)
        let output = settings.output(output)
        var options = settings.buildOptions(inputs: inputs, outputOption: self.output)
        options.output = Self.outputFolder(output)
        options.site = SiteContext(baseURL: baseURL ?? settings.config.baseURL, language: settings.language)
        // After the site's context, which holds the noindex choice.
        options = publish.applied(to: options, config: settings.config)
        options.site.title = settings.title(title, language: options.site.language)
        options.keepGoing = keepGoing
        let progress = quiet ? nil : ProgressLine(started: started)
        var builder = SiteBuilder()
        builder.waitsForLock = !noWait
        builder.waiting = { DiagnosticPrinter.note("waiting for another tripsite build of \(output)…") }
        if let progress {
            builder.progress = { done, total in progress.show(done, of: total) }
        }
        var leftOutErrors = 0
        do throws(DiagnosticsError) {
            let report = try builder.build(options)
            progress?.finish()
            DiagnosticPrinter.print(report.warnings)
            if !quiet, let unused = UnusedField.summary(count: report.unusedFieldCount) { DiagnosticPrinter.note(unused) }
            if !quiet {
                (report.notes + (verbose ? report.settledNotes : [])).forEach { DiagnosticPrinter.note("note: \($0)") }
                if verbose {
                    report.summary.written.forEach { print("written   \($0)") }
                    report.summary.removed.forEach { print("removed   \($0)") }
                }
                let summary = report.summary
                let trips = "\(report.tripCount) trip\(report.tripCount == 1 ? "" : "s")"
                let warningCount = report.warnings.count - report.errors.count
                let warnings = "\(warningCount) warning\(warningCount == 1 ? "" : "s")"
                if summary.written.isEmpty && summary.removed.isEmpty {
                    print("Nothing to write: \(output) is up to date with \(trips), \(warnings) in \(ElapsedTime.text(since: started))")
                } else {
                    print("Built \(trips) into \(output): "
                        + "\(summary.written.count) written, \(summary.unchanged.count) unchanged, \(summary.removed.count) removed, "
                        + "\(warnings) in \(ElapsedTime.text(since: started))")
                }
            }
            leftOutErrors = report.errors.count
        } catch {
            progress?.finish()
            DiagnosticPrinter.print(error.diagnostics)
            let errors = error.diagnostics.filter { $0.severity == .error }.count
            DiagnosticPrinter.note("build failed with \(errors) error\(errors == 1 ? "" : "s"); \(Self.untouched(output))")
            throw ExitCode(1)
        }
        if leftOutErrors > 0 {
            let errors = "\(leftOutErrors) error\(leftOutErrors == 1 ? "" : "s")"
            DiagnosticPrinter.note("build failed with \(errors): the trips with errors were left out (--keep-going) and every other trip was published")
            throw ExitCode(1)
        }
    }

    /// What a failed build did to the output folder, truly: nothing to a folder that was there, and no folder made.
    static func untouched(_ output: String) -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: output, isDirectory: &isFolder) else { return "nothing was written (\(output) was not made)" }
        return "\(output) was left as it was"
    }

    /// The output folder as the site writer needs it: "." and ".." name no folder of their own, and the
    /// staging folder is named after the output's, so they become the folder's real path.
    static func outputFolder(_ output: String) -> String {
        let lastComponent = output.split(separator: "/").last.map(String.init) ?? ""
        return [".", "..", ""].contains(lastComponent) ? URL(fileURLWithPath: output).standardizedFileURL.path : output
    }
}
