/// Publishes the files of a build into the output folder so that nothing is lost:
///
/// 1. `stage` checks the output folder is new, empty, or tripsite's own (it has a `SiteManifest`), and
///    clears a staging folder left beside it by an interrupted build. The build writes every file
///    there, except that the new bytes of a file replacing the previous build's are held in memory (up to a
///    budget, see `HeldReplacements`); if the build fails, the staging folder and the held files are
///    discarded and the output folder was never touched.
/// 2. `publish` refuses to replace a file tripsite did not write, then puts each changed file in place:
///    a held file is written over the old one, a staged file moved there (unchanged files are left as they
///    are, keeping their modification time). It removes the files of the previous build that this one no
///    longer makes, and records the new manifest.
///
/// Writing over a file is not atomic, as a rename is: a reader at that moment can get a mix of the two, and a
/// power cut before the system has written the file out can leave it damaged. The manifest, which every
/// build needs whole, is always written anew.
public struct SiteWriter: Sendable {
    public let fileSystem: any FileSystem
    public let output: String
    /// Beside the output folder, named after it: `site` stages in `.site.tripsite-staging`. Worked out once, as
    /// every staged file's path starts with it.
    public let stagingFolder: String
    /// Files that replace the previous build's, held until they are published.
    private let replacements: HeldReplacements
    /// Whether the staging folder was made (with the first file staged).
    private let stagingMark = StagingFolderMark()

    public init(fileSystem: any FileSystem, output: String) {
        self.init(fileSystem: fileSystem, output: output, heldBudget: HeldReplacements.defaultBudget)
    }

    /// A writer that holds up to `heldBudget` bytes of replacing files in memory (tests set a small one).
    init(fileSystem: any FileSystem, output: String, heldBudget: Int) {
        replacements = HeldReplacements(budget: heldBudget)
        self.fileSystem = fileSystem
        let output = output.count > 1 && output.hasSuffix("/") ? String(output.dropLast()) : output
        self.output = output
        let parent = Self.parentFolder(output)
        let name = output.split(separator: "/").last.map(String.init) ?? "site"
        stagingFolder = (parent.isEmpty ? "" : parent + "/") + ".\(name).tripsite-staging"
    }

    /// What publishing changed.
    public struct Summary: Sendable, Equatable {
        public var written: [String] = []
        public var unchanged: [String] = []
        public var removed: [String] = []
    }

    private var manifestPath: String { output + "/" + SiteManifest.fileName }

    /// Checks the output folder and returns the previous manifest (empty for a new or empty folder).
    public func previousManifest() throws(DiagnosticsError) -> SiteManifest {
        if fileSystem.fileExists(output) {
            throw failure("the output path is a file, not a folder; choose a folder with --output")
        }
        guard fileSystem.directoryExists(output) else { return SiteManifest(files: []) }
        // The manifest is rewritten by every build: a link there would have it written elsewhere.
        if fileSystem.isSymbolicLink(manifestPath) {
            throw failure("\(SiteManifest.fileName) in the output folder is a symbolic link; tripsite does not write through links: replace it with the file")
        }
        if let bytes = try? fileSystem.read(manifestPath) {
            guard let manifest = SiteManifest.decode(bytes) else {
                throw failure("\(SiteManifest.fileName) in the output folder is damaged; delete the folder's generated files and the manifest, then build again")
            }
            return manifest
        }
        if (try? fileSystem.isEmptyDirectory(output)) == true { return SiteManifest(files: []) }
        throw failure("the output folder is not empty and was not made by tripsite, so tripsite will not write into it; choose a new or empty folder with --output, or empty this one yourself")
    }

    /// The file that marks a staging folder as tripsite's own, written first into every staging folder: a folder
    /// in the staging folder's place without it was not made by tripsite and is never cleared.
    public static let stagingMarker = ".tripsite-staging"
    static let stagingMarkerText = Array(
        "tripsite builds the new site in this folder and removes the folder when the build ends. A folder left here by an interrupted build is cleared by the next one, with anything in it.\n".utf8)

    /// Clears a staging folder left by an interrupted build (it holds the marker). A link, a file or a folder
    /// tripsite did not make in its place stops the build before anything is removed. The folder is made anew,
    /// marker first, when the first file is staged.
    public func stage() throws(DiagnosticsError) {
        let staging = stagingFolder
        // A link in the staging folder's place would have its target's files cleared: never follow it.
        if fileSystem.isSymbolicLink(staging) {
            throw failure("\(staging) is a symbolic link; tripsite builds there and clears it first, so it must be a folder of its own: remove the link")
        }
        if fileSystem.fileExists(staging) {
            throw failure("\(staging) is a file where tripsite makes its staging folder; move it away and build again")
        }
        let marker = staging + "/" + Self.stagingMarker
        if fileSystem.directoryExists(staging) {
            guard fileSystem.fileExists(marker), !fileSystem.isSymbolicLink(marker) else {
                throw failure("\(staging) is a folder tripsite did not make, where it makes its staging folder; tripsite never deletes files it did not write: move the folder away and build again")
            }
            do {
                try removeTree(staging)
            } catch {
                throw failure("cannot clear the staging folder \(staging) left by an interrupted build: \(error)")
            }
        }
    }

    /// Makes the staging folder, with its marker, unless this build made it already: called before each file is
    /// written there.
    private func makeStagingFolder() throws {
        try stagingMark.ensure { try fileSystem.write(stagingFolder + "/" + Self.stagingMarker, Self.stagingMarkerText) }
    }

    /// Writes one file of the new site into the staging folder, unless the output folder already holds
    /// it, as written by the previous build (`previousFiles`), byte for byte: then nothing is written and
    /// the result is `false`, so an unchanged rebuild creates no files at all. A file that replaces one of
    /// `previousFiles` is held in memory instead, while the budget allows.
    @discardableResult
    public func writeStaged(_ file: OutputFile, unlessUnchangedFrom previousFiles: Set<String> = []) throws(DiagnosticsError) -> Bool {
        guard OutputPath.isSafe(file.path) else { throw failure("refusing to write outside the output folder: \(file.path)") }
        if previousFiles.contains(file.path) {
            let previous = output + "/" + file.path
            switch file.contents {
            case .bytes(let bytes): if fileSystem.fileHolds(bytes, at: previous) { return false }
            case .copy(let source): if let new = try? fileSystem.read(source), fileSystem.fileHolds(new, at: previous) { return false }
            }
            if case .bytes(let bytes) = file.contents, replacements.hold(file.path, bytes) { return true }
        }
        let destination = stagingFolder + "/" + file.path
        do {
            try makeStagingFolder()
            switch file.contents {
            case .bytes(let bytes): try fileSystem.write(destination, bytes)
            case .copy(let source): try fileSystem.copy(source, to: destination)
            }
        } catch {
            throw failure("cannot write \(file.path): \(error)")
        }
        return true
    }

    /// `writeStaged` for several files: their paths, and those of them left in place (not staged).
    public func writeStaged(
        _ files: [OutputFile], unlessUnchangedFrom previousFiles: Set<String>
    ) throws(DiagnosticsError) -> (paths: [String], unchanged: Set<String>) {
        var unchanged: Set<String> = []
        for file in files where try !writeStaged(file, unlessUnchangedFrom: previousFiles) { unchanged.insert(file.path) }
        return (files.map(\.path), unchanged)
    }

    /// Removes the staging folder and drops the held files after a failed build; the output folder is left as it was.
    public func discard() {
        replacements.clear()
        // A folder there that this build did not make is not tripsite's to remove.
        guard stagingMark.isMade else { return }
        if fileSystem.directoryExists(stagingFolder) { try? removeTree(stagingFolder) }
        stagingMark.cleared()
    }

    /// Moves the staged site into the output folder. `unchanged` lists the files `writeStaged` found
    /// already in place; every other file of `files` must have been staged or held. A held file is written
    /// over the old one when `replaceContents` can, else staged now and moved. A staged file is compared with
    /// the one it replaces, and left out when they are the same, unless `stagedFilesDiffer` says that
    /// `writeStaged` compared them already (it was given the previous build's files); one that replaces a
    /// file of the previous build is written over it too when it can be, else moved.
    public func publish(
        files: [String], unchanged: Set<String> = [], previous: SiteManifest, tripFingerprints: [String: String] = [:],
        listingFingerprint: String? = nil, pageFingerprints: [String: String] = [:], input: SiteManifest.InputRecord? = nil,
        stagedFilesDiffer: Bool = false
    ) throws(DiagnosticsError) -> Summary {
        let manifest = SiteManifest(
            files: files, tripFingerprints: tripFingerprints, listingFingerprint: listingFingerprint,
            pageFingerprints: pageFingerprints, input: input)
        let staging = stagingFolder
        // Write and remove only paths inside the output folder, whoever made the list or the manifest.
        if let unsafe = files.first(where: { !OutputPath.isSafe($0) }) {
            discard()
            throw failure("refusing to write outside the output folder: \(unsafe)")
        }
        let oldFiles = Set(previous.files.filter { OutputPath.isSafe($0) })
        // A new site: no output folder yet, so nothing in it to check, and the staging folder becomes the
        // output folder in one rename, instead of a folder created and a rename made for every file.
        // (An existing folder, even empty, is kept: it may be the current folder or have its own permissions.)
        if oldFiles.isEmpty && unchanged.isEmpty && !fileSystem.directoryExists(output) {
            do {
                if stagingMark.isMade { try fileSystem.remove(staging + "/" + Self.stagingMarker) }
                try fileSystem.write(staging + "/" + SiteManifest.fileName, manifest.encoded)
                let parent = Self.parentFolder(output)
                if !parent.isEmpty && !fileSystem.directoryExists(parent) { try fileSystem.createDirectory(parent) }
                try fileSystem.move(staging, to: output)
                stagingMark.cleared()
            } catch {
                throw failure("publishing the site failed: \(error)")
            }
            return Summary(written: files.sorted())
        }

        let newFiles = Set(files)
        // The files this publish may change: every file but those left in place, and the old ones it removes.
        let kept = unchanged.intersection(oldFiles)
        let touched = newFiles.subtracting(kept).union(oldFiles.subtracting(newFiles))

        // Refuse before changing anything if a folder the site writes into or removes from is a symbolic
        // link: writing through it would change files outside the output folder.
        var folders: Set<String> = []
        for path in touched {
            var parent = Self.parentFolder(path)
            while !parent.isEmpty, folders.insert(parent).inserted { parent = Self.parentFolder(parent) }
        }
        if let link = folders.sorted().first(where: { fileSystem.isSymbolicLink(output + "/" + $0) }) {
            discard()
            throw failure("\(output)/\(link) is a symbolic link; tripsite does not write or remove files through links, so that nothing outside the output folder changes: replace it with a folder")
        }

        // Refuse before changing anything if something of the user's stands where the site needs a folder, or a
        // folder where it writes a file: publishing would stop halfway, with part of the new site in place.
        if let blocked = folders.sorted().first(where: { fileSystem.fileExists(output + "/" + $0) }) {
            discard()
            throw failure("\(output)/\(blocked) is a file where the site needs a folder; move it out of the output folder and build again")
        }
        if let blocked = newFiles.subtracting(kept).sorted().first(where: { fileSystem.directoryExists(output + "/" + $0) }) {
            discard()
            throw failure("\(output)/\(blocked) is a folder where the site writes a file; move it out of the output folder and build again")
        }

        // Refuse before changing anything if the new site would replace a file that is not tripsite's.
        let foreign = files.filter { !oldFiles.contains($0) && fileSystem.fileExists(output + "/" + $0) }
        if !foreign.isEmpty {
            discard()
            let list = foreign.prefix(5).joined(separator: ", ") + (foreign.count > 5 ? ", …" : "")
            throw failure("the build would replace files that tripsite did not write (\(list)); move them out of the output folder and build again")
        }

        var summary = Summary()
        // The staged files not moved into place, found the same as those there.
        var leftInStaging: [String] = []
        // The held files that were never staged.
        var neverStaged: Set<String> = []
        do {
            // (The output folder is there: the previous build's files are. Were it removed meanwhile, writing the
            // manifest and moving the files create it again.)
            // Claim the new files first, so an interruption never leaves files tripsite wrote unlisted.
            if !newFiles.isSubset(of: oldFiles) {
                try fileSystem.write(manifestPath, SiteManifest(files: Array(newFiles.union(oldFiles))).encoded)
            }
            for path in files.sorted() {
                let staged = staging + "/" + path
                let target = output + "/" + path
                if kept.contains(path) {
                    summary.unchanged.append(path)
                    continue
                }
                // A file that replaces one of the previous build's: held, or staged (past the held files' budget, or by
                // a caller that holds none) and then read once. It is compared with the old file (unless
                // `stagedFilesDiffer`), then written over it in place, which on ext4 costs less than moving a staged
                // file over it, reading it back included; else it is staged (when held) and moved.
                let held = replacements.take(path)
                if let bytes = held ?? (oldFiles.contains(path) ? try? fileSystem.read(staged) : nil) {
                    if !stagedFilesDiffer, fileSystem.fileHolds(bytes, at: target) {
                        summary.unchanged.append(path)
                        if held == nil { leftInStaging.append(path) } else { neverStaged.insert(path) }
                        continue
                    }
                    if try fileSystem.replaceContents(target, with: bytes) {
                        summary.written.append(path)
                        // (A staged file left there if it cannot be removed: clearing the staging folder removes it with the rest.)
                        if held == nil { try? fileSystem.remove(staged) } else { neverStaged.insert(path) }
                        continue
                    }
                    if held != nil {
                        try makeStagingFolder()
                        try fileSystem.write(staged, bytes)
                    }
                }
                // The file's folder is made only when the move finds it missing: most are there already.
                do {
                    try fileSystem.move(staged, to: target)
                } catch {
                    try fileSystem.createDirectory(Self.parentFolder(target))
                    try fileSystem.move(staged, to: target)
                }
                summary.written.append(path)
            }
            for path in oldFiles.sorted() where !newFiles.contains(path) {
                let target = output + "/" + path
                if fileSystem.fileExists(target) {
                    try fileSystem.remove(target)
                    summary.removed.append(path)
                }
                removeEmptyParents(of: path)
            }
            // Truncated and written anew rather than written over in place: ext4 then writes it out at once, so that
            // after a power cut it is whole, the one before or this one; a damaged manifest would stop the next build.
            try fileSystem.write(manifestPath, manifest.encoded)
        } catch let error as DiagnosticsError {
            throw error
        } catch {
            throw failure("publishing the site failed: \(error)")
        }
        clearStaging(staged: newFiles.subtracting(kept).subtracting(neverStaged), left: leftInStaging)
        return summary
    }

    /// Removes the staging folder after publishing, knowing what is in it: the marker and the files left there,
    /// then the folders of every staged file, deepest first. Listing the folder's tree to find them costs more than
    /// the rest of a small rebuild's publishing. Anything unexpected there is cleared as `discard` does.
    private func clearStaging(staged: Set<String>, left: [String]) {
        let staging = stagingFolder
        // Nothing was staged, so this build made no staging folder.
        guard stagingMark.isMade else { return }
        var folders: Set<String> = []
        for path in staged {
            var parent = Self.parentFolder(path)
            while !parent.isEmpty, folders.insert(parent).inserted { parent = Self.parentFolder(parent) }
        }
        do {
            try fileSystem.remove(staging + "/" + Self.stagingMarker)
            for path in left { try fileSystem.remove(staging + "/" + path) }
            // Deeper folders have longer paths: each is removed before the folder holding it.
            for folder in folders.sorted(by: { $0.count > $1.count }) { try fileSystem.removeFolder(staging + "/" + folder) }
            try fileSystem.removeFolder(staging)
            stagingMark.cleared()
        } catch {
            discard()
        }
    }

    /// Removes the folders a removed file leaves empty, up to the output folder itself.
    private func removeEmptyParents(of path: String) {
        var parent = Self.parentFolder(path)
        while !parent.isEmpty {
            let folder = output + "/" + parent
            guard (try? fileSystem.isEmptyDirectory(folder)) == true, (try? fileSystem.remove(folder)) != nil else { return }
            parent = Self.parentFolder(parent)
        }
    }

    /// Removes the staging folder, which `stage` made or found marked as tripsite's: files first, then folders
    /// deepest first. Links in it are removed as links, never followed.
    private func removeTree(_ folder: String) throws {
        for file in try fileSystem.files(under: folder) {
            try fileSystem.remove(folder + "/" + file)
        }
        for subfolder in try fileSystem.directories(under: folder).sorted(by: { $0.count > $1.count }) {
            try fileSystem.remove(folder + "/" + subfolder)
        }
        try fileSystem.remove(folder)
    }

    private static func parentFolder(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    private func failure(_ message: String) -> DiagnosticsError {
        .file(output, message)
    }
}
