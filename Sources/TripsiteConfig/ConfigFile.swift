import Foundation
import TripsiteModel

/// Finds and reads a site's `tripsite.toml`: the file named with `--config`, else the one beside the trips
/// file, if there is one.
public enum ConfigFile {
    public static let name = "tripsite.toml"
    /// Bytes: larger than any settings file; a larger one is refused rather than read.
    static let sizeLimit = 1_000_000

    /// The settings, and every problem with them. Without `--config` and without a file beside the trips file,
    /// there are no settings and no problems.
    public static func load(explicit: String?, tripsFile: String) -> (config: SiteConfig, diagnostics: [Diagnostic]) {
        let path = explicit ?? beside(tripsFile)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            guard explicit != nil else { return (SiteConfig(), []) }
            return (SiteConfig(), [.fileError(path, "no such file (given with --config)")])
        }
        if isFolder.boolValue { return (SiteConfig(), [.fileError(path, "is a folder, not a tripsite.toml file")]) }
        // One byte more than the limit says that the file is larger, without reading all of it.
        guard let handle = FileHandle(forReadingAtPath: path) else { return (SiteConfig(), [.fileError(path, "cannot be read")]) }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: sizeLimit + 1) ?? Data()
        } catch {
            return (SiteConfig(), [.fileError(path, "cannot be read")])
        }
        let (text, problem) = ConfigText.decode(Array(data), file: path)
        guard let text else { return (SiteConfig(), problem.map { [$0] } ?? []) }
        return ConfigReader().read(text, file: path)
    }

    /// `tripsite.toml` in the folder of the trips file.
    public static func beside(_ tripsFile: String) -> String {
        guard let slash = tripsFile.lastIndex(of: "/") else { return name }
        return String(tripsFile[...slash]) + name
    }
}
