import TripsiteJSON
import TripsiteModel
import TripsiteLoading
import TripsiteRendering
import TripsiteResources

/// Reads what a build needs from disk (the I/O edge of the input side), naming the file in every error.
public struct InputLoader: Sendable {
    public let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// The largest trips or countries file read: 2 GiB, sixteen times 10,000 trips of the benchmark's (128 MB), room
    /// for 100,000 of them (1.28 GB).
    /// Past it, the build says so instead of filling the memory. Documented in docs/input-format.md (Limits).
    public static let maximumTripsFileSize = 2 << 30

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

        /// Whether `file` is a regular file, asked without opening it: a folder, a pipe (whose reading would wait
        /// for a writer that may never come), a socket or a device is recorded as a problem, and so is nothing.
        func isRegularInput(_ file: String, expected: String, missing: String) -> Bool {
            switch self.fileSystem.kind(of: file) {
            case .regularFile: return true
            case nil: fileProblem(file, missing)
            case .folder: fileProblem(file, "is a folder; expected \(expected)")
            case let kind?: fileProblem(file, "\(kind.phrase); expected a regular file")
            }
            return false
        }

        /// The file's trips, when the file is larger than the trips a build holds, are decoded again from it as they
        /// are planned (`InputFile.reread`).
        func file(_ path: String, _ bytes: [UInt8]) -> InputFile {
            guard bytes.count > options.holdsTripsUpTo else { return InputFile(name: path, bytes: bytes) }
            let fileSystem = self.fileSystem
            return InputFile(name: path, bytes: bytes) { range in try fileSystem.read(path, range: range) }
        }

        // Each input is a file, or a folder whose files of trips or reservations are all read.
        var tripsFiles: [InputFile] = []
        for given in [options.tripsFile] + options.moreTripsFiles {
            guard fileSystem.kind(of: given) == .folder else {
                if isRegularInput(given, expected: "a trips JSON file", missing: "no such file"), let bytes = readInput(given) {
                    tripsFiles.append(file(given, bytes))
                }
                continue
            }
            let found = ((try? fileSystem.files(under: given)) ?? []).filter(Self.isTripsFileName).sorted()
            if found.isEmpty {
                fileProblem(given, "is a folder with no file of trips or reservations in it (\(Self.tripsFileExtensions.map { "." + $0 }.joined(separator: ", ")))")
            }
            for name in found {
                let path = given.hasSuffix("/") ? given + name : given + "/" + name
                if isRegularInput(path, expected: "a trips JSON file", missing: "no such file"), let bytes = readInput(path) {
                    tripsFiles.append(file(path, bytes))
                }
            }
        }
        let tripsBytes = tripsFiles.first?.bytes ?? []

        // SOURCE_DATE_EPOCH, when set, must be what the reproducible-builds convention says it is.
        var sourceDate = SourceDate(clamping: fileSystem.modificationTime(of: options.tripsFile) ?? 0)
        if let epoch = options.sourceDateEpoch, !epoch.isEmpty {
            if let given = SourceDate(epochText: epoch) {
                sourceDate = given
            } else {
                fileProblem("SOURCE_DATE_EPOCH", "expected a whole number of seconds since 1970-01-01 UTC, found \(JSONPath.quoted(epoch, limit: 40))")
            }
        }

        var countriesName = "countries.json (built in)"
        var countriesBytes = EmbeddedResources.countriesJSON
        let countriesFile = options.countriesFile ?? options.besideInput("countries.json")
        if options.countriesFile != nil || fileSystem.kind(of: countriesFile) != nil {
            if isRegularInput(countriesFile, expected: "a countries JSON file", missing: "no such file (\(options.origins.countriesFile))"),
               let bytes = readInput(countriesFile) {
                countriesBytes = bytes
                countriesName = countriesFile
            }
        }

        var overrides: [String: TemplateSource] = [:]
        var otherTemplateFiles: [String: String] = [:]
        let templatesFolder = options.templatesFolderOrDefault
        if options.templatesFolder != nil || fileSystem.directoryExists(templatesFolder) {
            if fileSystem.directoryExists(templatesFolder), let files = try? fileSystem.files(under: templatesFolder) {
                for file in files {
                    let path = templatesFolder + "/" + file
                    guard file.hasSuffix(BuiltInTemplate.fileExtension) else {
                        otherTemplateFiles[file] = path
                        continue
                    }
                    guard isRegularInput(path, expected: "a template file", missing: "no such file") else { continue }
                    let bytes: [UInt8]
                    do {
                        bytes = try fileSystem.read(path, limit: TemplateSet.maximumFileSize)
                    } catch {
                        fileProblem(path, (error as? FileSystemError)?.reason ?? "cannot be read")
                        continue
                    }
                    guard let text = String(validating: bytes, as: UTF8.self) else {
                        fileProblem(path, "is not valid UTF-8 text")
                        continue
                    }
                    overrides[String(file.dropLast(BuiltInTemplate.fileExtension.count))] = TemplateSource(text: text, file: path)
                }
            } else {
                fileProblem(templatesFolder, "no such folder (\(options.origins.templatesFolder))")
            }
        }

        // The site's translation files: `translations/fr.toml` beside the trips file.
        var translationFiles: [String: LanguageCatalog.SiteFile] = [:]
        let translationsFolder = options.besideInput("translations")
        if fileSystem.directoryExists(translationsFolder), let files = try? fileSystem.files(under: translationsFolder) {
            for file in files where file.hasSuffix(".toml") && !file.contains("/") {
                let path = translationsFolder + "/" + file
                guard isRegularInput(path, expected: "a translation file", missing: "no such file"),
                      let bytes = try? fileSystem.read(path, limit: TemplateSet.maximumFileSize) else { continue }
                guard let text = String(validating: bytes, as: UTF8.self) else {
                    fileProblem(path, "is not valid UTF-8 text")
                    continue
                }
                let code = String(file.dropLast(".toml".count))
                guard LanguageCode.isValid(code) else {
                    fileProblem(path, "is not named for a language: expected \(LanguageCode.expected), then .toml")
                    continue
                }
                translationFiles[code] = LanguageCatalog.SiteFile(path: path, text: text)
            }
        }

        if !problems.isEmpty { throw DiagnosticsError(problems) }
        let images = LocalImages(fileSystem: fileSystem, folder: options.inputFolder)
        var input = BuildInput(
            tripsFileName: tripsFiles.first?.name ?? options.tripsFile, tripsBytes: tripsBytes, sourceDate: sourceDate,
            countriesFileName: countriesName, countriesBytes: countriesBytes,
            templateOverrides: overrides, otherTemplateFiles: otherTemplateFiles, inputFolder: options.inputFolder,
            localFile: images.file)
        input.moreTripsFiles = Array(tripsFiles.dropFirst())
        input.tripsReread = tripsFiles.first?.reread
        input.fieldNames = options.fieldNames
        input.translationFiles = translationFiles
        input.language = options.site.languageSetting.flatMap(InputLanguage.named)
        return input
    }

    /// The extensions of the files a folder given as input is read for: trips and reservations (JSON, JSON-LD),
    /// and saved confirmation pages and e-mails that carry reservations.
    public static let tripsFileExtensions = ["json", "jsonld", "html", "htm", "eml"]

    /// Whether a file inside an input folder is read: one of `tripsFileExtensions`, not a countries list, at the
    /// folder's top (its subfolders are not read), not hidden.
    static func isTripsFileName(_ name: String) -> Bool {
        guard !name.contains("/"), !name.hasPrefix("."), name != "countries.json" else { return false }
        let lowered = name.lowercased()
        return tripsFileExtensions.contains { lowered.hasSuffix("." + $0) }
    }
}
