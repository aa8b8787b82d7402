import TripsiteModel
import TripsiteRendering

/// The publish step: puts a new site in place of the old one in one step, so that whoever reads the output
/// folder sees the old site or the new one, never a mix, whenever the build stops.
///
/// 1. `lock` takes the output folder's lock (`.site.tripsite-lock` beside `site`): one build at a time.
/// 2. `clearLeftovers` removes what an interrupted build left beside the output folder.
/// 3. `beginStaging` makes the staging folder (`.site.tripsite-staging`, marked as tripsite's); the build
///    writes every new file there (`stage`), and links the files of the current site that stay the same
///    (`keep`), so they keep their bytes and modification times without being copied.
/// 4. `publish` links the user's own files (any file the previous build did not write: a `CNAME`) into the
///    staging folder too, writes the manifest, and swaps the staging folder with the output folder in one
///    system call (`renameat2` with `RENAME_EXCHANGE` on Linux, `renamex_np` with `RENAME_SWAP` on macOS).
///    The old site, now at the staging folder's place, is then removed.
///
/// Until the swap the output folder is untouched, so a failed or killed build leaves it exactly as it was.
public struct SitePublisher: Sendable {
    public let fileSystem: any FileSystem
    public let output: String
    /// Beside the output folder, named after it: `site` stages in `.site.tripsite-staging`.
    public let stagingFolder: String
    /// Beside the output folder: `site` is locked through `.site.tripsite-lock`.
    public let lockFile: String
    /// What a message tells the user to change to write elsewhere: "--output", or "output_dir in tripsite.toml".
    public var outputSetting = "--output"

    public init(fileSystem: any FileSystem, output: String) {
        self.fileSystem = fileSystem
        var output = output
        while output.count > 1 && output.hasSuffix("/") { output.removeLast() }
        self.output = output
        stagingFolder = Self.besideOutput(output, suffix: ".tripsite-staging")
        lockFile = Self.besideOutput(output, suffix: ".tripsite-lock")
    }

    /// The path of `.<name><suffix>` in the folder that holds the output folder `<name>`, so that it is on the
    /// same file system: `/x` → `/.x<suffix>`, `a/x` → `a/.x<suffix>`, and only an output named without a
    /// folder (`x`) has it in the current folder, which is the one that holds it.
    static func besideOutput(_ output: String, suffix: String) -> String {
        let parent = parentFolder(output)
        let name = output.split(separator: "/").last.map(String.init) ?? "site"
        return (parent.isEmpty ? "" : parent == "/" ? "/" : parent + "/") + ".\(name)\(suffix)"
    }

    /// What publishing changed.
    public struct Summary: Sendable, Equatable {
        public var written: [String] = []
        public var unchanged: [String] = []
        public var removed: [String] = []
    }

    /// Files of the new site: their paths, and those of them kept as they were in the current site.
    public struct Staged: Sendable {
        public var paths: [String] = []
        public var unchanged: Set<String> = []

        public static func += (left: inout Staged, right: Staged) {
            left.paths += right.paths
            left.unchanged.formUnion(right.unchanged)
        }

        public static func + (left: Staged, right: Staged) -> Staged {
            var sum = left
            sum += right
            return sum
        }
    }

    // MARK: The lock

    /// Takes the output folder's lock: the one build (or `serve`) that may write it. When another holds it,
    /// `waiting` is told (once) and the lock waited for, unless `wait` is false: then the build stops.
    /// The folders that hold the output folder are made if missing; when the lock is released with no output
    /// folder there (nothing was published), the lock file and the folders made for it are removed.
    public func lock(wait: Bool, waiting: () -> Void = {}) throws(DiagnosticsError) -> FileLock {
        var madeFolders: [String] = []
        var missing = Self.parentFolder(output)
        while !missing.isEmpty && missing != "/" && !fileSystem.directoryExists(missing) {
            madeFolders.append(missing)
            missing = Self.parentFolder(missing)
        }
        let wrap = { (lock: any FileLock) in
            OutputFolderLock(lock, fileSystem: fileSystem, output: output, lockFile: lockFile, madeFolders: madeFolders)
        }
        do {
            if let parent = madeFolders.first { try fileSystem.createDirectory(parent) }
            if let lock = try fileSystem.lock(lockFile, wait: false) { return wrap(lock) }
            guard wait else {
                throw failure("another tripsite build or serve is writing this folder (it holds \(lockFile)); try again when it is done")
            }
            waiting()
            guard let lock = try fileSystem.lock(lockFile, wait: true) else { throw failure("cannot take the lock \(lockFile)") }
            return wrap(lock)
        } catch {
            for folder in madeFolders { try? fileSystem.removeFolder(folder) }
            if let error = error as? DiagnosticsError { throw error }
            throw failure("cannot take the lock \(lockFile): \(error)")
        }
    }

    // MARK: Before the build

    private var manifestPath: String { output + "/" + SiteManifest.fileName }

    /// Checks the output folder and returns what the last build left in it (nothing for a new or empty folder).
    public func previousBuild() throws(DiagnosticsError) -> PreviousBuild {
        PreviousBuild(try previousManifest(), output: output, fileSystem: fileSystem)
    }

    /// Checks the output folder and returns the previous manifest (empty for a new or empty folder).
    public func previousManifest() throws(DiagnosticsError) -> SiteManifest {
        // The swap would replace the link itself with a folder.
        if fileSystem.isSymbolicLink(output) {
            throw failure("the output folder is a symbolic link; tripsite replaces the folder as a whole when it publishes, so give the folder it leads to with --output")
        }
        if fileSystem.fileExists(output) {
            throw failure("the output path is a file, not a folder; choose a folder with \(outputSetting)")
        }
        guard fileSystem.directoryExists(output) else { return SiteManifest(files: []) }
        if fileSystem.isSymbolicLink(manifestPath) {
            throw failure("\(SiteManifest.fileName) in the output folder is a symbolic link; tripsite does not write through links: replace it with the file")
        }
        if let bytes = try? fileSystem.read(manifestPath) {
            guard let manifest = SiteManifest.decode(bytes) else {
                throw failure("\(SiteManifest.fileName) in the output folder is damaged; delete the folder's generated files and the manifest, then build again")
            }
            return manifest
        }
        if (try? fileSystem.isEmptyDirectory(output)) == true || holdsOnlyStaticHostFiles() { return SiteManifest(files: []) }
        throw failure("the output folder is not empty and was not made by tripsite, so tripsite will not write into it; choose a new or empty folder with --output, or empty this one yourself")
    }

    /// The files a static host reads from the folder it publishes (custom domain, Jekyll switched off,
    /// redirects and headers), which a user puts in an output folder before its first build; a folder holding
    /// only these (and `.well-known/`, with anything in it) is taken as empty, and they are kept.
    public static let staticHostFiles: Set<String> = ["CNAME", ".nojekyll", "_redirects", "_headers"]
    /// The folder of well-known addresses (RFC 8615: domain verification, security.txt) a host serves as it is.
    public static let wellKnownFolder = ".well-known"

    private func holdsOnlyStaticHostFiles() -> Bool {
        let wellKnown = { (path: String) in path == Self.wellKnownFolder || path.hasPrefix(Self.wellKnownFolder + "/") }
        guard let files = try? fileSystem.files(under: output), let folders = try? fileSystem.directories(under: output) else { return false }
        return files.allSatisfy { Self.staticHostFiles.contains($0) || wellKnown($0) } && folders.allSatisfy(wellKnown)
    }

    /// The file that marks a staging folder as tripsite's, written first into every staging folder.
    public static let stagingMarker = ".tripsite-staging"
    static let stagingMarkerText = Array(
        "tripsite builds the new site in this folder and removes the folder when the build ends. A folder left here by an interrupted build is cleared by the next one, with anything in it.\n".utf8)

    /// Removes what an interrupted build left in the staging folder's place: a staging folder (it holds the
    /// marker) or an old site swapped out and not yet removed (it holds a manifest). A link, a file or a folder
    /// tripsite did not make there stops the build before anything is removed. Called with the lock held.
    public func clearLeftovers() throws(DiagnosticsError) {
        let staging = stagingFolder
        if fileSystem.isSymbolicLink(staging) {
            throw failure("\(staging) is a symbolic link; tripsite builds there and clears it first, so it must be a folder of its own: remove the link")
        }
        if fileSystem.fileExists(staging) {
            throw failure("\(staging) is a file where tripsite makes its staging folder; move it away and build again")
        }
        guard fileSystem.directoryExists(staging) else { return }
        let marks = [Self.stagingMarker, SiteManifest.fileName].map { staging + "/" + $0 }
        guard marks.contains(where: { fileSystem.fileExists($0) && !fileSystem.isSymbolicLink($0) }) else {
            throw failure("\(staging) is a folder tripsite did not make, where it makes its staging folder; tripsite never deletes files it did not write: move the folder away and build again")
        }
        do {
            try removeTree(staging)
        } catch {
            throw failure("cannot clear the folder \(staging) left by an interrupted build: \(error)")
        }
    }

    // MARK: Staging

    /// Makes the staging folder, with its marker.
    public func beginStaging() throws(DiagnosticsError) {
        do {
            try fileSystem.write(stagingFolder + "/" + Self.stagingMarker, Self.stagingMarkerText)
        } catch {
            throw failure("cannot make the staging folder \(stagingFolder): \(error)")
        }
    }

    /// Writes one file of the new site into the staging folder; or, when the last build's (`previous`) may be
    /// kept because it has the same bytes, links that one instead, and the result is `false`.
    @discardableResult
    public func stage(_ file: OutputFile, previous: PreviousBuild? = nil) throws(DiagnosticsError) -> Bool {
        guard OutputPath.isSafe(file.path) else { throw failure("refusing to write outside the output folder: \(file.path)") }
        let (destination, current) = (stagingFolder + "/" + file.path, output + "/" + file.path)
        do {
            // A copied file is read once: the bytes compared with the current site's are the bytes written.
            var file = file
            if case .copy(let source, let folder) = file.contents {
                file.contents = .bytes(try fileSystem.read(source, inside: folder, limit: .max))
            }
            if let previous, previous.wrote(file.path), let bytes = file.bytes(fileSystem), previous.mayKeep(file.path, bytes: bytes) {
                try fileSystem.link(current, to: destination)
                return false
            }
            switch file.contents {
            case .bytes(let bytes): try fileSystem.write(destination, bytes)
            case .assembled(let head, let pieces, let tail):
                try fileSystem.write(destination, pieces: pieces.count + 2) { index throws in
                    switch index {
                    case 0: head[...]
                    case pieces.count + 1: tail[...]
                    default: try fileSystem.read(pieces[index - 1])
                    }
                }
            case .copy(let source, let folder): try fileSystem.write(destination, fileSystem.read(source, inside: folder, limit: .max))
            }
        } catch {
            throw failure("cannot write \(file.path): \(error)")
        }
        return true
    }

    /// `stage` for several files.
    public func stage(_ files: [OutputFile], previous: PreviousBuild?) throws(DiagnosticsError) -> Staged {
        var staged = Staged(paths: files.map(\.path))
        for file in files where try !stage(file, previous: previous) { staged.unchanged.insert(file.path) }
        return staged
    }

    /// Keeps files of the current site in the new one as they are (linked into the staging folder).
    public func keep(_ paths: [String]) throws(DiagnosticsError) -> Staged {
        for path in paths {
            do {
                try fileSystem.link(output + "/" + path, to: stagingFolder + "/" + path)
            } catch {
                throw failure("cannot keep \(path) from the current site: \(error)")
            }
        }
        return Staged(paths: paths, unchanged: Set(paths))
    }

    /// Removes the staging folder after a failed build; the output folder was never touched.
    public func discard() {
        if fileSystem.directoryExists(stagingFolder) { try? removeTree(stagingFolder) }
    }

    // MARK: Publishing

    /// Puts the staged site in place of the current one, in one step, with `manifest` (which lists the staged
    /// files) and the user's own files from the current site. Until the swap nothing in the output folder
    /// changes; after it, the old site is removed (a failure there is only reported, in `leftOver`).
    public func publish(_ staged: Staged, manifest: SiteManifest, previous: SiteManifest) throws(DiagnosticsError) -> (summary: Summary, leftOver: String?) {
        if let unsafe = staged.paths.first(where: { !OutputPath.isSafe($0) }) {
            throw failure("refusing to write outside the output folder: \(unsafe)")
        }
        let oldFiles = Set(previous.files)
        let newFiles = Set(staged.paths)
        var summary = Summary()
        summary.unchanged = staged.paths.filter { staged.unchanged.contains($0) }.sorted()
        summary.written = staged.paths.filter { !staged.unchanged.contains($0) }.sorted()
        summary.removed = oldFiles.subtracting(newFiles).filter { fileSystem.fileExists(output + "/" + $0) }.sorted()
        let outputExists = fileSystem.directoryExists(output)
        do {
            if outputExists { try carryOverUsersFiles(newFiles: newFiles, oldFiles: oldFiles) }
            try fileSystem.write(stagingFolder + "/" + SiteManifest.fileName, manifest.encoded)
            try fileSystem.remove(stagingFolder + "/" + Self.stagingMarker)
        } catch let error as DiagnosticsError {
            throw error
        } catch {
            throw failure("cannot prepare the new site: \(error)")
        }
        do {
            if !outputExists {
                let parent = Self.parentFolder(output)
                if !parent.isEmpty && !fileSystem.directoryExists(parent) { try fileSystem.createDirectory(parent) }
                try fileSystem.move(stagingFolder, to: output)
                return (summary, nil)
            }
            try swapIntoPlace()
        } catch {
            throw failure("publishing the site failed: \(error)")
        }
        // The old site is now where the staging folder was: a failure to remove it leaves it for the next build.
        do {
            try removeTree(stagingFolder)
            return (summary, nil)
        } catch {
            return (summary, "the previous site is left in \(stagingFolder) (\(error)); the next build removes it")
        }
    }

    /// Swaps the staging folder with the output folder. Where the file system cannot swap in one step, the
    /// output folder is renamed aside and the staging folder renamed into its place: for the moment between
    /// the two renames there is no output folder, but never a mix of two sites.
    private func swapIntoPlace() throws {
        do {
            try fileSystem.exchange(stagingFolder, output)
        } catch let error as FileSystemError where error.exchangeUnsupported {
            let aside = stagingFolder + ".old"
            try fileSystem.move(output, to: aside)
            do {
                try fileSystem.move(stagingFolder, to: output)
            } catch {
                try? fileSystem.move(aside, to: output)
                throw error
            }
            try fileSystem.move(aside, to: stagingFolder)
        }
    }

    /// Links into the staging folder every file of the current site that the previous build did not write (the
    /// user's own: a `CNAME`, a verification file), refusing first when the new site needs one of their places.
    private func carryOverUsersFiles(newFiles: Set<String>, oldFiles: Set<String>) throws {
        let present = try fileSystem.files(under: output).filter { $0 != SiteManifest.fileName }
        let users = present.filter { !oldFiles.contains($0) }
        let replaced = users.filter { newFiles.contains($0) }
        if !replaced.isEmpty {
            let list = replaced.prefix(5).joined(separator: ", ") + (replaced.count > 5 ? ", …" : "")
            throw failure("the build would replace files that tripsite did not write (\(list)); move them out of the output folder and build again")
        }
        let siteFolders = Self.folders(of: newFiles.union(oldFiles))
        // A link where the site has a folder was put there by someone: it is neither followed nor dropped.
        if let link = siteFolders.sorted().first(where: { fileSystem.isSymbolicLink(output + "/" + $0) }) {
            throw failure("\(output)/\(link) is a symbolic link; tripsite does not write or remove files through links, so that nothing outside the output folder changes: replace it with a folder")
        }
        if let blocked = users.sorted().first(where: { siteFolders.contains($0) }) {
            throw failure("\(output)/\(blocked) is a file where the site needs a folder; move it out of the output folder and build again")
        }
        let folders = try fileSystem.directories(under: output)
        // A link put where tripsite wrote a file is replaced by the file (it goes with the old site); a link of the
        // user's to a folder is kept as the link it is, whatever the folder holds.
        let isLink = { (path: String) in fileSystem.isSymbolicLink(output + "/" + path) }
        let linkedFolders = folders.filter { isLink($0) && !oldFiles.contains($0) }
        if let blocked = folders.sorted().first(where: { newFiles.contains($0) && !(isLink($0) && oldFiles.contains($0)) }) {
            throw failure("\(output)/\(blocked) is a folder where the site writes a file; move it out of the output folder and build again")
        }
        for path in users + linkedFolders { try fileSystem.link(output + "/" + path, to: stagingFolder + "/" + path) }
        // The user's empty folders too.
        for folder in folders where !isLink(folder) && (try? fileSystem.isEmptyDirectory(output + "/" + folder)) == true
            && !fileSystem.directoryExists(stagingFolder + "/" + folder) {
            try fileSystem.createDirectory(stagingFolder + "/" + folder)
        }
    }

    /// Every folder that holds one of `paths` (relative to the output folder), at any depth.
    static func folders(of paths: some Sequence<String>) -> Set<String> {
        var folders: Set<String> = []
        for path in paths {
            var parent = parentFolder(path)
            while !parent.isEmpty, folders.insert(parent).inserted { parent = parentFolder(parent) }
        }
        return folders
    }

    /// Removes a folder tripsite made (a staging folder, or an old site swapped out): its files, then its
    /// folders, deepest first, and only then the marks that make it tripsite's (they are at its top), so that
    /// a build killed meanwhile leaves a folder the next build still knows as its own. Links are removed as links.
    private func removeTree(_ folder: String) throws {
        let marks: Set<String> = [Self.stagingMarker, SiteManifest.fileName]
        let files = try fileSystem.files(under: folder)
        for file in files where !marks.contains(file) { try fileSystem.remove(folder + "/" + file) }
        for subfolder in try fileSystem.directories(under: folder).sorted(by: { $0.count > $1.count }) {
            try fileSystem.remove(folder + "/" + subfolder)
        }
        for file in files where marks.contains(file) { try fileSystem.remove(folder + "/" + file) }
        try fileSystem.remove(folder)
    }

    /// The folder that holds `path`: `""` (the current folder) for a name without a folder, `/` for `/x`.
    static func parentFolder(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private func failure(_ message: String) -> DiagnosticsError {
        .file(output, message)
    }
}

extension OutputFile {
    /// The file's bytes: its own, those of the files it is assembled from, or those of the file it copies (`nil`
    /// when they cannot be read).
    func bytes(_ fileSystem: any FileSystem) -> [UInt8]? {
        switch contents {
        case .bytes(let bytes): bytes
        case .assembled(let head, let pieces, let tail):
            try? pieces.reduce(into: head) { bytes, piece in bytes += try fileSystem.read(piece) } + tail
        case .copy(let source, let folder): try? fileSystem.read(source, inside: folder, limit: .max)
        }
    }
}

extension FileSystem {
    /// The bytes of a piece of a file written already.
    func read(_ piece: OutputFile.Piece) throws -> ArraySlice<UInt8> {
        let bytes = try read(piece.path)
        guard piece.range.upperBound <= bytes.count else { throw FileSystemError(path: piece.path, reason: "changed while the site was built") }
        return bytes[piece.range]
    }
}
