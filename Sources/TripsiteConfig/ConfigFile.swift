import Foundation
import TripsiteModel

/// Finds and reads a site's `tripsite.toml`: the file named with `--config`, else the one beside the trips
/// file, if there is one.
public enum ConfigFile {
    public static let name = "tripsite.toml"
    /// Larger than any settings file; a larger one is refused rather than read.
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
        guard let data = FileManager.default.contents(atPath: path) else {
            return (SiteConfig(), [.fileError(path, "cannot be read")])
        }
        guard data.count <= sizeLimit else {
            return (SiteConfig(), [.fileError(path, "is larger than \(sizeLimit / 1_000_000) MB; a settings file is a few lines")])
        }
        guard let text = String(validating: Array(data), as: UTF8.self) else {
            return (SiteConfig(), [.fileError(path, "is not UTF-8 text")])
        }
        return ConfigReader().read(text, file: path)
    }

    /// `tripsite.toml` in the folder of the trips file.
    public static func beside(_ tripsFile: String) -> String {
        guard let slash = tripsFile.lastIndex(of: "/") else { return name }
        return String(tripsFile[...slash]) + name
    }
}
