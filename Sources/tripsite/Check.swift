import ArgumentParser
import Foundation
import TripsiteConfig
import TripsiteCore
import TripsiteModel

/// `tripsite check`: every problem the build would report, without writing a site.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate the trips, the countries list and the templates without writing a site.",
        discussion: """
            Reports every error and warning that `tripsite build` would report for the same input, \
            tripsite.toml included, and \
            exits 1 when there are errors (or, with --strict, warnings). Nothing is written.

            Examples:
              tripsite check trips.json
              tripsite check trips.json --strict
              tripsite check trips.json --ignored
              tripsite check trips.json --site _site
              tripsite check trips.json --format json > problems.json
              tripsite check trips.json --format github
            """
    )

    @Argument(help: ArgumentHelp(
        "The trips file (default trips.json), then any more files or folders of trips or reservations (.json, .jsonld, .html, .eml) read with it.",
        valueName: "trips-file"))
    var inputs: [String] = []

    /// The first input, beside which tripsite.toml, countries.json and Templates/ are looked for.
    var tripsFile: String { inputs.first ?? "trips.json" }

    @OptionGroup var input: InputOptions

    @Option(help: ArgumentHelp(
        "How to print problems: text (file:line:column: …), json (an array of objects) or github (Actions annotations).",
        valueName: "format"))
    var format: DiagnosticFormat = .text

    @Option(help: ArgumentHelp("A built site whose internal links and asset references are checked too.", valueName: "folder"))
    var site: String?

    @Flag(inversion: .prefixedNo, help: "Fail on warnings too. Default: strict in [check] of tripsite.toml, else no.")
    var strict: Bool?

    @Flag(help: "Also list every field of the input that nothing is made from, a repeated field once with its count.")
    var ignored = false

    func run() throws {
        // The settings file is checked too: its problems are reported with the trips', and the settings that
        // are right are used.
        let (config, configDiagnostics) = ConfigFile.load(explicit: input.config, tripsFile: tripsFile)
        let settings = SiteSettings(input, config: config)
        let strict = strict ?? config.checkStrict ?? false
        let options = settings.buildOptions(inputs: inputs)
        let checked = SiteCheck().check(options, strict: strict)
        var diagnostics = configDiagnostics + checked.diagnostics
        if let site { diagnostics += LinkCheck().run(site: site) }
        let unused = UnusedField.grouped(checked.unusedFields)
        let output = format.render(diagnostics, unused: ignored ? unused : [])
        // Machine formats go to standard output so they can be piped; text goes to standard error like build's.
        if format == .text {
            FileHandle.standardError.write(Data(output.utf8))
        } else {
            FileHandle.standardOutput.write(Data(output.utf8))
        }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        if format == .text {
            let inputs = ([config.file].compactMap { $0 } + [([options.tripsFile] + options.moreTripsFiles).joined(separator: ", ")]).joined(separator: " and ")
            let checkedInputs = site.map { "\(inputs) and the site in \($0)" } ?? inputs
            DiagnosticPrinter.note("checked \(checkedInputs): \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
            if !ignored, let note = UnusedField.summary(count: unused.count) { DiagnosticPrinter.note(note) }
        }
        if errors > 0 || (strict && warnings > 0) { throw ExitCode(1) }
    }
}
