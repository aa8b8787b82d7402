import TripsiteLoading
import TripsiteModel
import TripsitePlanning
import TripsiteRendering
import TripsiteResources

/// What the last build left in the output folder, read from the one record it wrote there (the manifest), and
/// the only two questions a build asks about it: is everything up to date (`isUpToDate`), and may this file be
/// kept (`mayKeep`)? Owned by the publish step (`SitePublisher.previousBuild`), which writes the next record
/// (`record`).
///
/// What a file is made from is a fingerprint of the build's inputs (`BuildInputs`): the whole input for the
/// first question; for a trip's files, the trip's own bytes in the input and what every page depends on
/// (program, templates, countries list, settings). Any other file is kept when it comes out byte for byte the
/// same as the one in place.
public struct PreviousBuild: Sendable {
    /// The record the last build wrote (empty for a new or empty output folder).
    public let manifest: SiteManifest
    /// The output folder.
    public let output: String
    let fileSystem: any FileSystem
    private let files: Set<String>

    public init(_ manifest: SiteManifest, output: String, fileSystem: any FileSystem) {
        (self.manifest, self.output, self.fileSystem) = (manifest, output, fileSystem)
        files = Set(manifest.files)
    }

    /// Whether the output folder held no site of tripsite's before this build.
    public var isFirst: Bool { manifest.files.isEmpty }

    /// Whether a build of `inputs` has nothing to do: the last build was made, without warnings, from input with
    /// the same fingerprint (program, templates, countries, settings and every byte of the trips files), and
    /// every file it wrote is still in place, as a file in a folder (not a link, which a build replaces), with
    /// the stylesheet, the scripts and the copied images as they would be written now.
    public func isUpToDate(_ inputs: BuildInputs) -> Bool {
        guard let record = manifest.input, record.fingerprint == inputs.whole, !manifest.files.isEmpty else { return false }
        if hasLinkedFolder(manifest.files) { return false }
        return manifest.files.allSatisfy { path in
            let placed = output + "/" + path
            guard fileSystem.isPlainFile(placed) else { return false }
            switch path {
            case "assets/style.css": return fileSystem.fileHolds(EmbeddedResources.stylesheet, at: placed)
            case "assets/browse.js": return fileSystem.fileHolds(EmbeddedResources.browseScript, at: placed)
            case "assets/trip.js": return fileSystem.fileHolds(EmbeddedResources.tripScript, at: placed)
            case _ where path.hasPrefix("media/"):
                // Images beside the input may have been replaced or removed since: compare the copies.
                let relative = String(path.dropFirst("media/".count))
                guard let original = try? fileSystem.read(BuildInput.path(of: relative, in: inputs.inputFolder)) else { return false }
                return fileSystem.fileHolds(original, at: placed)
            default: return true
            }
        }
    }

    /// Whether a trip's files (`paths`, in its folder `slug`) may be kept as they are: the last build made them
    /// from the same inputs (`fingerprint`, of `BuildInputs.trip`), and they are all still there, as files (a link
    /// put in a file's place is replaced, never kept).
    public func mayKeep(_ paths: [String], ofTrip slug: String, madeFrom fingerprint: String?) -> Bool {
        guard let fingerprint, manifest.tripFingerprints[slug] == fingerprint else { return false }
        return !hasLinkedFolder(paths) && paths.allSatisfy { files.contains($0) && fileSystem.isPlainFile(output + "/" + $0) }
    }

    /// Whether the file at `path` may be kept as it is because the new one comes out the same: the last build
    /// wrote it, it is still a file (not a link), and it holds `bytes`.
    public func mayKeep(_ path: String, bytes: [UInt8]) -> Bool {
        let placed = output + "/" + path
        return files.contains(path) && fileSystem.isPlainFile(placed) && fileSystem.fileHolds(bytes, at: placed)
    }

    /// Whether the last build wrote the file at `path` (one the user did not put there).
    public func wrote(_ path: String) -> Bool { files.contains(path) }

    /// Whether a folder that holds one of `paths` is a symbolic link (which a build refuses).
    private func hasLinkedFolder(_ paths: [String]) -> Bool {
        SitePublisher.folders(of: paths).contains { fileSystem.isSymbolicLink(output + "/" + $0) }
    }

    /// The record of a build for the next one: the files it wrote, each trip's fingerprint, and, when it had no
    /// warnings (a build with warnings is always made again, so that they are shown again), the fingerprint of
    /// its whole input with what an unchanged build reports again.
    public static func record(
        files: [String], inputs: BuildInputs, tripFingerprints: [String: String], tripCount: Int, draftsLeftOut: Int,
        unusedFields: Int, hadWarnings: Bool
    ) -> SiteManifest {
        let input = hadWarnings ? nil : SiteManifest.InputRecord(
            fingerprint: inputs.whole, tripCount: tripCount, draftsLeftOut: draftsLeftOut, unusedFields: unusedFields)
        return SiteManifest(files: files, tripFingerprints: tripFingerprints, input: input)
    }
}

/// The fingerprints of what a build is made from, compared with those the last build recorded (`PreviousBuild`):
/// of everything every page depends on (`site`), of the whole input (`whole`), and of each trip's files (`trip`).
public struct BuildInputs: Sendable {
    /// What every page depends on besides its own trip: the program (its version, so its built-in templates,
    /// stylesheet, script and tables), every template, the countries list, the site's settings and the options that
    /// change what is shown.
    public let site: Fingerprint
    /// Everything the build reads but the images beside the trips file: `site`, every byte of every trips file, and
    /// the source date that dates what the trips leave undated.
    public let whole: String
    /// The folder the trips file is in, where the local images are.
    public let inputFolder: String

    public init(_ input: BuildInput, options: BuildOptions) {
        var site = Fingerprint()
        site.add(TripsiteVersion.current)
        let templates = TemplateSet.sources(overrides: input.templateOverrides)
        for name in templates.keys.sorted() {
            site.add(name)
            site.add(templates[name]!.text)
        }
        // A file put in the templates folder that is not a template is warned of at the next build.
        site.add(input.otherTemplateFiles.keys.sorted().joined(separator: "\n"))
        // The site's translation files change the words of every page.
        for code in input.translationFiles.keys.sorted() {
            site.add(code)
            site.add(input.translationFiles[code]!.text)
        }
        site.add(wholeBuffer: input.countriesBytes)
        // Every setting of the site, as Swift writes the value out: a setting added later counts without a word here.
        site.add(String(reflecting: options.site))
        site.add("drafts \(options.includeDrafts) private \(options.showPrivateDetails)")
        if !input.fieldNames.isEmpty { site.add(input.fieldNames.fingerprintText) }
        self.site = site
        whole = Self.fingerprint(tripsFiles: input.tripsFiles, sourceDate: input.sourceDate, site: site).hex
        inputFolder = input.inputFolder
    }

    /// The fingerprint of the whole input: `site`, then each trips file (each after the first with its name), then
    /// the source date.
    static func fingerprint(tripsFiles: [InputFile], sourceDate: SourceDate, site: Fingerprint) -> Fingerprint {
        var fingerprint = site
        for (index, file) in tripsFiles.enumerated() {
            // The first file's name is left out, as before there could be more than one.
            if index > 0 { fingerprint.add(file.name) }
            fingerprint.add(wholeBuffer: file.bytes)
        }
        fingerprint.add(String(sourceDate.secondsSinceEpoch))
        return fingerprint
    }

    /// What one trip's files are made from: `site`, the trip's folder name and its bytes in the input (which hold
    /// everything it says, its images' names included), the dates its pages are dated by (its own, else the source
    /// date), the date the site splits past from upcoming trips by (which its status is checked against) and the
    /// images it shows (a local one that is gone or refused is left out of its pages).
    /// `nil` for a trip whose bytes are not known.
    public func trip(_ plan: TripPlan, splitDate: CivilDate?) -> String? {
        guard let source = plan.trip.sourceDigest else { return nil }
        var fingerprint = site
        fingerprint.add(plan.slug)
        fingerprint.add(String(source, radix: 16))
        fingerprint.add(TripCalendar.stamp(of: plan))
        fingerprint.add((plan.trip.lastChanged ?? plan.sourceDate.timestamp).rfc3339)
        fingerprint.add(splitDate.map { "\($0)" } ?? "")
        // The images beside the input it names that are there and usable now: one removed or refused since the
        // last build leaves the pages without it.
        for image in plan.trip.images {
            switch image {
            case .remote(let address): fingerprint.add("remote:" + address)
            case .local(let path): fingerprint.add("local:" + path)
            }
        }
        return fingerprint.hex
    }
}
