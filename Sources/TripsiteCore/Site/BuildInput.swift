import TripsiteModel
import TripsiteLoading
import TripsiteRendering
import TripsiteResources

/// Everything a build reads, loaded into memory: the pipeline after this point does no input I/O (except
/// copying local images, and reading a large trips file's trips again, `InputFile.reread`), so tests can build a
/// site from values.
public struct BuildInput: Sendable {
    /// The first trips file (beside which countries.json and Templates/ are looked for) and its bytes.
    public var tripsFileName: String
    public var tripsBytes: [UInt8]
    /// Reads the first trips file's bytes again, when its trips are not held (`InputFile.reread`).
    public var tripsReread: (@Sendable (Range<Int>) throws -> [UInt8])?
    /// The other files of trips or reservations given (`tripsite build trips.json mail/`), in order.
    public var moreTripsFiles: [InputFile] = []
    /// The app's names read as tripsite's (`[fields]` in tripsite.toml).
    public var fieldNames = FieldNames()
    /// The language the input's dates, times and durations may be written in besides English (the site's).
    public var language: InputLanguage?
    /// The countries list and the file it came from (`nil` file for the built-in list).
    public var countriesFileName: String
    public var countriesBytes: [UInt8]
    public var templateOverrides: [String: TemplateSource]
    /// The site's translation files (`translations/` beside the trips file) by language code.
    public var translationFiles: [String: LanguageCatalog.SiteFile] = [:]
    /// The templates folder's files that are not templates (no `.mustache`), by name inside the folder, with
    /// their paths: each is reported, as the build does not read it.
    public var otherTemplateFiles: [String: String]
    public var inputFolder: String
    /// The date of what the data leaves undated: `SOURCE_DATE_EPOCH`, else the trips file's modification time.
    public var sourceDate: SourceDate
    /// Whether a relative path names an image file inside the input folder, the same answer every time it is asked
    /// (a build's `InputLoader` looks at each file once).
    public var localFile: @Sendable (String) -> LocalFile

    public init(
        tripsFileName: String, tripsBytes: [UInt8], sourceDate: SourceDate,
        countriesFileName: String = "countries.json (built in)", countriesBytes: [UInt8] = EmbeddedResources.countriesJSON,
        templateOverrides: [String: TemplateSource] = [:], otherTemplateFiles: [String: String] = [:], inputFolder: String = "",
        localFile: @escaping @Sendable (String) -> LocalFile = { _ in .missing }
    ) {
        self.tripsFileName = tripsFileName
        self.tripsBytes = tripsBytes
        self.sourceDate = sourceDate
        self.countriesFileName = countriesFileName
        self.countriesBytes = countriesBytes
        self.templateOverrides = templateOverrides
        self.otherTemplateFiles = otherTemplateFiles
        self.inputFolder = inputFolder
        self.localFile = localFile
    }
}

extension BuildInput {
    /// Every file of trips, the first one first.
    public var tripsFiles: [InputFile] {
        [InputFile(name: tripsFileName, bytes: tripsBytes, reread: tripsReread)] + moreTripsFiles
    }
}

public typealias TemplateSource = TemplateSet.Source

extension BuildInput {
    /// The path of the file named `relative` in the input folder `folder` (`""` for the current folder).
    static func path(of relative: String, in folder: String) -> String {
        folder.isEmpty ? relative : folder + "/" + relative
    }

    /// How the local image named `relative` is published: the bytes of an SVG as they were checked, or a copy of
    /// any other image that, as it is read, must still be a regular file inside the input folder; `nil` for a file
    /// that is not published.
    public func publishedImage(_ relative: String) -> OutputFile.Contents? {
        switch localFile(relative) {
        case .checked(let bytes): .bytes(bytes)
        case .usable: .copy(from: Self.path(of: relative, in: inputFolder), inside: inputFolder)
        case .missing, .refused: nil
        }
    }
}
