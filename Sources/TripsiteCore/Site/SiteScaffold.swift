import Foundation
import TripsiteModel
import TripsiteConfig
import TripsiteResources

/// `tripsite init`: the files of a new trips folder, ready to build: a starter trips.json, a commented
/// tripsite.toml and a GitHub Actions workflow that publishes the site to Pages. No copy of the built-in
/// templates: a copy would hide every later fix to them; `tripsite templates copy` makes one to change.
public struct SiteScaffold: Sendable {
    public let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem = LocalFileSystem()) {
        self.fileSystem = fileSystem
    }

    /// The files `init` writes, by path relative to the folder.
    public static var files: [(path: String, bytes: [UInt8])] {
        [
            ("trips.json", EmbeddedResources.starterTrips),
            (ConfigFile.name, Array(StarterConfig.text.utf8)),
            (".github/workflows/publish-trips.yml", pagesWorkflow),
            (".gitignore", Array(gitignore.utf8)),
        ]
    }

    /// The Pages workflow, naming the version of tripsite that wrote it: the one it fetches and caches.
    static var pagesWorkflow: [UInt8] {
        Array(String(decoding: EmbeddedResources.pagesWorkflow, as: UTF8.self)
            .replacingOccurrences(of: "{{version}}", with: TripsiteVersion.current).utf8)
    }

    /// What tripsite writes into the folder, so that `git status` stays clean: the site, and beside it the
    /// output folder's lock and staging folder (`SitePublisher`) and the trips file's lock (`tripsite new`).
    static let gitignore = """
        # Written by tripsite: the site, and beside it the locks and the staging folder of a build.
        _site/
        .*.tripsite-lock
        .*.tripsite-staging/

        """

    /// Writes the files that do not exist yet into `folder`; never replaces one, and never writes through a
    /// symbolic link, even one that leads nowhere (the file would be made wherever it points): a link in a file's
    /// place keeps the file from being made, and a link in place of a folder inside `folder` (`.github`) stops
    /// `init` before it writes anything. Returns the paths written and those skipped because something was
    /// already there.
    public func create(in folder: String) throws(DiagnosticsError) -> (written: [String], skipped: [String]) {
        if fileSystem.fileExists(folder) {
            throw DiagnosticsError.file(folder, "is a file; choose a folder")
        }
        let prefix = folder.isEmpty || folder == "." ? "" : folder.hasSuffix("/") ? folder : folder + "/"
        // (The folders a file goes in, outermost first: `.github`, then `.github/workflows`.)
        let links = Self.files.compactMap { file in
            SitePublisher.folders(of: [file.path]).sorted().first { fileSystem.isSymbolicLink(prefix + $0) }.map { (file.path, $0) }
        }
        if !links.isEmpty {
            throw DiagnosticsError(links.map { file, link in
                .fileError(prefix + link, "is a symbolic link; tripsite init does not write through links, so it made nothing (\(prefix + file) would go there): replace the link with a folder, or make the file yourself")
            })
        }
        var written: [String] = []
        var skipped: [String] = []
        for file in Self.files {
            let path = prefix + file.path
            if fileSystem.fileExists(path) || fileSystem.directoryExists(path) || fileSystem.isSymbolicLink(path) {
                skipped.append(path)
                continue
            }
            do {
                if let slash = path.lastIndex(of: "/") { try fileSystem.createDirectory(String(path[..<slash])) }
                try fileSystem.writeNoFollow(path, file.bytes, replacing: false)
            } catch {
                throw DiagnosticsError.file(path, "cannot be written: \(error)")
            }
            written.append(path)
        }
        return (written, skipped)
    }
}
