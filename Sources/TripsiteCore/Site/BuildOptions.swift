import Foundation
import TripsiteModel
import TripsiteRendering

/// What a build reads and where it writes, as the user gave it on the command line.
public struct BuildOptions: Sendable {
    /// The trips file, as the user named it (messages quote it as given).
    public var tripsFile: String
    /// The other files or folders of trips and reservations given after it, read with it into one site.
    public var moreTripsFiles: [String] = []
    /// A countries.json; when `nil`, one beside the trips file, else the built-in list.
    public var countriesFile: String?
    /// A folder of templates overriding the built-in ones; when `nil`, a `Templates/` folder beside the trips file if any.
    public var templatesFolder: String?
    public var output: String
    /// Where the countries file, the templates folder and the output folder were given, for messages about them.
    public var origins = SettingOrigins()
    public var site: SiteContext
    /// `SOURCE_DATE_EPOCH` as given (seconds since 1970-01-01 UTC): the date of what the data leaves undated,
    /// instead of the trips file's modification time. Default: the environment's.
    public var sourceDateEpoch: String?
    /// Whether trips marked `draft` are built too (else they are left out, and the build says how many).
    public var includeDrafts: Bool
    /// Whether confirmation numbers (`PrivateDetails.fields`) are shown in the built files (else left out).
    public var showPrivateDetails: Bool
    /// The app's names read as tripsite's (`[fields]` in tripsite.toml).
    public var fieldNames = FieldNames()
    /// Whether a trip with errors is left out and every other trip published (`--keep-going`, and always in
    /// `serve`), instead of the whole build stopping. The build still reports every error.
    public var keepGoing = false
    /// The largest trips file whose trips a build holds once they are decoded: the trips of a larger one are checked,
    /// let go, and decoded again from the file a batch at a time as their pages are made, so that the memory a
    /// build needs does not grow with the trips (docs/performance.md, "How a build keeps its memory small").
    public var holdsTripsUpTo = Self.defaultHoldsTripsUpTo
    /// `holdsTripsUpTo` unless a caller sets it: 16 MiB, some 1,300 trips of the benchmark's.
    public static let defaultHoldsTripsUpTo = 16 << 20
    /// Whether every page asks search engines not to index it (and robots.txt disallows the whole site).
    public var noindex: Bool {
        get { site.noindex }
        set { site.noindex = newValue }
    }

    public init(tripsFile: String, countriesFile: String? = nil, templatesFolder: String? = nil,
                output: String = "_site", site: SiteContext = SiteContext(), includeDrafts: Bool = false, showPrivateDetails: Bool = false,
                sourceDateEpoch: String? = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"]) {
        self.tripsFile = tripsFile
        self.countriesFile = countriesFile
        self.templatesFolder = templatesFolder
        self.output = output
        self.site = site
        self.sourceDateEpoch = sourceDateEpoch
        self.includeDrafts = includeDrafts
        self.showPrivateDetails = showPrivateDetails
    }

    /// The folder holding the trips file ("" for the current folder).
    public var inputFolder: String {
        guard let slash = tripsFile.lastIndex(of: "/") else { return "" }
        return String(tripsFile[..<slash])
    }

    /// The folder the build takes templates from: `templatesFolder`, else `Templates/` beside the trips file
    /// (which need not exist).
    public var templatesFolderOrDefault: String {
        templatesFolder ?? besideInput("Templates")
    }

    /// A path beside the trips file, where a build looks for `countries.json` and `Templates/`.
    public func besideInput(_ name: String) -> String {
        inputFolder.isEmpty ? name : inputFolder + "/" + name
    }
}
