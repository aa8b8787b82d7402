import TripsiteJSON
import TripsiteModel
import TripsiteLoading
import TripsitePlanning
import TripsiteRendering

/// Reads what a build needs from disk (the I/O edge of the input side), naming the file in every error.
public struct InputLoader: Sendable {
    public let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// The largest trips file read: 1 GiB, eight times 10,000 trips of the benchmark's (128 MB). Past it, the
    /// build says so instead of filling the memory (a file that never ends, such as `/dev/zero`, included).
    public static let maximumTripsFileSize = 1 << 30

    public func load(_ options: BuildOptions) throws(DiagnosticsError) -> BuildInput {
        var problems: [Diagnostic] = []
        func fileProblem(_ file: String, _ message: String) {
            problems.append(.fileError(file, message))
        }
        /// The bytes of an input file, up to the size read; `nil`, with the problem recorded, when it cannot be read.
        func readInput(_ file: String) -> [UInt8]? {
            do {
                return try self.fileSystem.read(file, limit: Self.maximumTripsFileSize)
            } catch {
                fileProblem(file, (error as? FileSystemError)?.reason ?? "cannot be read")
                return nil
            }
        }

        var tripsBytes: [UInt8] = []
        if fileSystem.directoryExists(options.tripsFile) {
            fileProblem(options.tripsFile, "is a folder; expected a trips JSON file")
        } else if !fileSystem.fileExists(options.tripsFile) {
            fileProblem(options.tripsFile, "no such file")
        } else if let bytes = readInput(options.tripsFile) {
            tripsBytes = bytes
        }

        var countriesName = "countries.json (built in)"
        var countriesBytes = EmbeddedResources.countriesJSON
        let countriesFile = options.countriesFile ?? options.besideInput("countries.json")
        if options.countriesFile != nil || fileSystem.fileExists(countriesFile) {
            if !fileSystem.fileExists(countriesFile) {
                fileProblem(countriesFile, "no such file (given with --countries)")
            } else if let bytes = readInput(countriesFile) {
                countriesBytes = bytes
                countriesName = countriesFile
            }
        }

        var overrides: [String: TemplateSource] = [:]
        let templatesFolder = options.templatesFolder ?? options.besideInput("Templates")
        if options.templatesFolder != nil || fileSystem.directoryExists(templatesFolder) {
            if fileSystem.directoryExists(templatesFolder), let files = try? fileSystem.files(under: templatesFolder) {
                for file in files where file.hasSuffix(".mustache") {
                    let path = templatesFolder + "/" + file
                    guard let bytes = try? fileSystem.read(path) else {
                        fileProblem(path, "cannot be read")
                        continue
                    }
                    guard let text = String(validating: bytes, as: UTF8.self) else {
                        fileProblem(path, "is not valid UTF-8 text")
                        continue
                    }
                    overrides[String(file.dropLast(".mustache".count))] = TemplateSource(text: text, file: path)
                }
            } else {
                fileProblem(templatesFolder, "no such folder (given with --templates)")
            }
        }

        if !problems.isEmpty { throw DiagnosticsError(problems) }
        let fileSystem = self.fileSystem
        let folder = options.inputFolder
        return BuildInput(
            tripsFileName: options.tripsFile, tripsBytes: tripsBytes,
            countriesFileName: countriesName, countriesBytes: countriesBytes,
            templateOverrides: overrides, inputFolder: folder,
            localFile: { relative in
                // A link beside the trips that leads out of their folder counts as no file: nothing outside
                // the folder is published.
                let path = folder.isEmpty ? relative : folder + "/" + relative
                guard fileSystem.fileExists(path), fileSystem.isInside(path, folder: folder) else { return .missing }
                guard fileSystem.isRegularFile(path) else { return .refused("is not a regular file") }
                guard ImageReferenceRules.mediaType(of: relative) == "image/svg+xml" else { return .usable }
                // An SVG is a document of its own: opened from the site, a script in it would run there.
                guard let bytes = try? fileSystem.read(path, limit: SVGSafety.sizeLimit) else {
                    return .refused("cannot be read, or is larger than \(SVGSafety.sizeLimit / 1_000_000) MB")
                }
                return SVGSafety.problem(in: bytes).map { .refused($0) } ?? .usable
            })
    }
}
