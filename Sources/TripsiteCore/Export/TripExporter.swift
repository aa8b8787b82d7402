import TripsiteModel
import TripsitePlanning
import TripsiteRendering

/// `tripsite export`: loads and checks the input like a build, finds one trip, and writes it in the
/// chosen formats. Never replaces an existing file unless asked to.
public struct TripExporter: Sendable {
    public struct Options: Sendable {
        public var input: BuildOptions
        /// The trip's id, folder name or title (`TripSelection`).
        public var trip: String
        public var format: TripExport.Format
        /// A file for one format, a folder for `all`; by default `<slug>.<ext>` in the current folder.
        public var output: String?
        public var redact: Bool
        /// Whether the private details (`PrivateDetails.fields`) are kept: yes unless told otherwise, as an export
        /// is for the travellers; without them it holds what a build does (and its PDF prints as print.html).
        public var showPrivate: Bool
        public var force: Bool

        public init(input: BuildOptions, trip: String, format: TripExport.Format = .html, output: String? = nil,
                    redact: Bool = false, showPrivate: Bool = true, force: Bool = false) {
            self.input = input
            self.trip = trip
            self.format = format
            self.output = output
            self.redact = redact
            self.showPrivate = showPrivate
            self.force = force
        }
    }

    /// What an export wrote, the warnings about the trip and the input as a whole, and what it left out and why.
    public struct Report: Sendable {
        public var files: [String]
        public var warnings: [Diagnostic]
        public var notes: [String] = []
    }

    public let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem = LocalFileSystem()) {
        self.fileSystem = fileSystem
    }

    /// Why an export wrote nothing: the name given is not that of one trip of the file (a usage error, as for
    /// `new --trip`), or the input, the renderer or the output has errors.
    public enum Failure: Error {
        case noSuchTrip(String)
        case failed(DiagnosticsError)
    }

    public func run(_ options: Options) throws(Failure) -> Report {
        let planned: PlannedSite
        do { planned = try PlannedSite.plan(options.input, fileSystem: fileSystem) } catch { throw .failed(error) }
        var options = options
        options.input.site.languages = planned.languages
        let candidates = planned.plans.map { plan in
            TripSelection.Candidate(id: plan.trip.id, folder: plan.slug, title: plan.trip.title,
                                    dates: "\(plan.trip.startDate.iso) to \(plan.trip.endDate.iso)")
        }
        switch TripSelection(candidates: candidates, file: options.input.tripsFile).find(options.trip) {
        case .success(let index):
            do { return try write(planned.plans[index], of: planned, options) } catch { throw .failed(error) }
        case .failure(let problem):
            throw .noSuchTrip(problem.message)
        }
    }

    /// Writes the chosen trip in the formats asked for.
    private func write(_ chosen: TripPlan, of planned: PlannedSite, _ options: Options) throws(DiagnosticsError) -> Report {
        let (input, templates) = (planned.input, planned.templates)
        var plan = chosen
        if plan.trip.visibility == .draft && !options.input.includeDrafts {
            throw failure(options.input.tripsFile, "the trip \"\(options.trip)\" is a draft; export it with --drafts")
        }
        if options.redact { plan = plan.redacted() } else if !options.showPrivate { plan = plan.withoutPrivateDetails() }

        let export = TripExport(templates: templates, site: options.input.site)
        let fileSystem = self.fileSystem
        // The images as a build publishes them: an SVG's checked bytes, any other image read from inside the folder.
        let read: @Sendable (String) -> [UInt8]? = { relative in
            input.publishedImage(relative).flatMap { OutputFile(path: relative, contents: $0).bytes(fileSystem) }
        }
        var outputs: [(path: String, text: String)] = []
        var pdfs: [(path: String, html: String)] = []
        let printer = options.format.extensions.contains("pdf") || options.format == .all ? PDFPrinter.find() : nil
        var notes: [String] = []
        var extensions = options.format.extensions
        if options.format == .all {
            if printer != nil { extensions.append("pdf") } else { notes.append("the PDF was left out: \(PDFPrinter.missingMessage)") }
        }
        for ext in extensions {
            let path = target(options, slug: plan.slug, ext: ext)
            switch ext {
            case "html": outputs.append((path, try export.html(plan, read: read)))
            case "md": outputs.append((path, try export.markdown(plan)))
            case "pdf": pdfs.append((path, try export.html(plan, read: read)))
            default: outputs.append((path, export.ics(plan)))
            }
        }
        if !pdfs.isEmpty && printer == nil {
            throw failure(options.input.tripsFile, PDFPrinter.missingMessage)
        }

        let paths = outputs.map(\.path) + pdfs.map(\.path)
        // A link would be followed wherever it leads, even with --force, and one that leads nowhere would make a file there.
        if let link = paths.first(where: fileSystem.isSymbolicLink) {
            throw failure(link, "\(FileSystemError.linkRefused), even with --force; choose another --output")
        }
        if !options.force {
            let existing = paths.filter { fileSystem.fileExists($0) || fileSystem.directoryExists($0) }
            if !existing.isEmpty {
                throw failure(existing[0], "already exists; choose another --output, or pass --force to replace it")
            }
        }
        for output in outputs {
            do {
                try createFolder(of: output.path)
                try fileSystem.writeNoFollow(output.path, Array(output.text.utf8), replacing: options.force)
            } catch {
                throw failure(output.path, "cannot be written: \(error)")
            }
        }
        for pdf in pdfs {
            // The self-contained page, printed with its own print styles: the same pages as print.html.
            let page = pdf.path + ".tripsite-print.html"
            do {
                try createFolder(of: pdf.path)
                try fileSystem.writeNoFollow(page, Array(pdf.html.utf8), replacing: true)
                defer { try? fileSystem.remove(page) }
                try printer!.print(html: page, to: pdf.path)
            } catch {
                throw failure(pdf.path, "cannot be written: \(error)")
            }
        }
        return Report(files: outputs.map(\.path) + pdfs.map(\.path), warnings: Self.warnings(planned.warnings, about: plan, among: planned.plans),
                      notes: notes)
    }

    /// The warnings that concern the exported trip: its own, and those about the input as a whole (the
    /// countries list, say), not those about the other trips of the file.
    static func warnings(_ warnings: [Diagnostic], about plan: TripPlan, among plans: [TripPlan]) -> [Diagnostic] {
        let others = Set(plans.map(\.trip.source.path)).subtracting([plan.trip.source.path])
        return warnings.filter { warning in
            // A trip's warnings have paths under it: "trips[2].flights[0]" is about "trips[2]".
            guard let end = warning.path.firstIndex(of: "]") else { return true }
            return !others.contains(String(warning.path[...end]))
        }
    }

    /// Makes the folder a file goes in, if the path names one.
    private func createFolder(of path: String) throws {
        if let slash = path.lastIndex(of: "/") { try fileSystem.createDirectory(String(path[..<slash])) }
    }

    /// `--output` names the file for one format, the folder for `all`.
    private func target(_ options: Options, slug: String, ext: String) -> String {
        switch (options.format, options.output) {
        case (.all, let folder?): (folder.hasSuffix("/") ? folder : folder + "/") + "\(slug).\(ext)"
        case (.all, nil): "\(slug).\(ext)"
        case (_, let file?): file
        case (_, nil): "\(slug).\(ext)"
        }
    }

    private func failure(_ file: String, _ message: String) -> DiagnosticsError {
        .file(file, message)
    }
}
