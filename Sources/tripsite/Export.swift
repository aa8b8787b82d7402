import ArgumentParser
import Foundation
import TripsiteCore
import TripsiteModel
import TripsiteRendering

extension TripExport.Format: ExpressibleByArgument {}

/// `tripsite export`: one trip as files to send: a self-contained page, its Markdown, its calendar.
struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write one trip as a self-contained HTML file, Markdown or a calendar, to share on its own.",
        discussion: """
            \(TripOption.words). The HTML file needs nothing else: the \
            stylesheet is inlined and local images are embedded, so it reads the same from an email, a \
            phone or a USB stick, offline, and prints well.

            Confirmation numbers, prices, the budget and the number of travellers are included unless \
            --redact (or redact = true in [export] of tripsite.toml): an export is for the travellers \
            themselves; redact it before sharing it more widely. --no-show-private leaves out the confirmation \
            numbers only, as a build does without --show-private, so that the PDF prints on exactly the sheets \
            of the site's print.html. A draft trip is exported only \
            with --drafts. --format all writes the PDF too when Chromium or WeasyPrint is found, and \
            says why not otherwise. A PDF is laid out on the trip's country's usual paper (letter for the United \
            States, Canada and Mexico, A4 elsewhere) unless --paper names one.

            Examples:
              tripsite export trip-lisbon-2025
              tripsite export "Tapas & Fado: *Lisbon* <3"
              tripsite export trip-lisbon-2025 Examples/trips.json --format md
              tripsite export trip-lisbon-2025 --format ics --output lisbon.ics
              tripsite export trip-lisbon-2025 --format pdf
              tripsite export trip-lisbon-2025 --format pdf --no-show-private
              tripsite export trip-nyc-2025 --format pdf --paper a4
              tripsite export trip-lisbon-2025 --format all --output shared/ --redact
            """
    )

    @Argument(help: ArgumentHelp(TripOption.help, valueName: "trip"))
    var trip: String

    @Argument(help: ArgumentHelp("The trips JSON file.", valueName: "trips-file"))
    var tripsFile: String = "trips.json"

    @Option(help: ArgumentHelp(
        "html (one self-contained page), md, ics, pdf (needs Chromium or WeasyPrint), or all (html, md, ics, and pdf when it can be made). Default: format in [export] of tripsite.toml, else html.",
        valueName: "format"))
    var format: TripExport.Format?

    @Option(name: .shortAndLong, help: ArgumentHelp(
        "The file to write (a folder with --format all). Default: <trip>.<ext> in the current folder.", valueName: "path"))
    var output: String?

    @Flag(inversion: .prefixedNo, help: "Leave out prices, the budget, confirmation numbers and the number of travellers; without it they are included. Default: redact in [export] of tripsite.toml, else no.")
    var redact: Bool?

    @Flag(inversion: .prefixedNo, help: "Keep the confirmation numbers (the default); --no-show-private leaves them out, as a build does without --show-private, and keeps the prices.")
    var showPrivate = true

    @Flag(inversion: .prefixedNo, help: "Allow exporting a trip marked \"visibility\": \"draft\". Default: drafts in tripsite.toml, else no.")
    var drafts: Bool?

    @Option(help: ArgumentHelp(
        "The paper of the PDF (and of the HTML page when printed). Default: paper in tripsite.toml, else the trip's country's usual paper: letter for the United States, Canada and Mexico, a4 elsewhere.",
        valueName: "a4|letter"))
    var paper: PaperSize?

    @Flag(help: "Replace files that already exist.")
    var force = false

    @OptionGroup var input: InputOptions

    @Flag(name: .shortAndLong, help: "Print only errors and warnings.")
    var quiet = false

    func run() throws {
        let settings = try SiteSettings(input, tripsFile: tripsFile)
        let format = format ?? settings.config.exportFormat.flatMap(TripExport.Format.init(rawValue:)) ?? .html
        let redact = redact ?? settings.config.exportRedact ?? false
        var input = settings.buildOptions(tripsFile: tripsFile)
        input.includeDrafts = drafts ?? settings.config.drafts ?? false
        input.site.paper = paper ?? settings.config.paperSize
        let options = TripExporter.Options(input: input, trip: trip, format: format, output: output, redact: redact, showPrivate: showPrivate, force: force)
        do throws(TripExporter.Failure) {
            let report = try TripExporter().run(options)
            DiagnosticPrinter.print(report.warnings)
            report.notes.forEach(DiagnosticPrinter.note)
            if !quiet {
                print("Exported \(trip)\(redact ? " (redacted)" : showPrivate ? "" : " (without confirmation numbers)"): \(report.files.joined(separator: ", "))")
            }
        } catch .noSuchTrip(let problem) {
            // As `new --trip` refuses an unknown trip: a usage error.
            FileHandle.standardError.write(Data("Error: \(problem)\n".utf8))
            throw ExitCode.validationFailure
        } catch .failed(let error) {
            DiagnosticPrinter.print(error.diagnostics)
            DiagnosticPrinter.note("export failed; nothing was written")
            throw ExitCode(1)
        }
    }
}
