/// The build step that finds there is nothing to do: the previous build was made, without warnings, from
/// input with the same fingerprint (program, templates, countries, options and every byte of the trips
/// file), and every file it wrote is still in the output folder, with the stylesheet, the script and the
/// copied images as they would be written now. The site is then left exactly as it is, without planning
/// or rendering a trip.
enum UnchangedSite {
    /// The summary of a build that changes nothing (every file unchanged), or `nil` when the site must be built.
    static func check(_ previous: SiteManifest, inputFingerprint: String, inputFolder: String, writer: SiteWriter) -> SiteWriter.Summary? {
        guard let record = previous.input, record.fingerprint == inputFingerprint, !previous.files.isEmpty else { return nil }
        let fileSystem = writer.fileSystem
        for path in previous.files {
            let placed = writer.output + "/" + path
            switch path {
            case "assets/style.css":
                guard fileSystem.fileHolds(EmbeddedResources.stylesheet, at: placed) else { return nil }
            case "assets/browse.js":
                guard fileSystem.fileHolds(EmbeddedResources.browseScript, at: placed) else { return nil }
            case _ where path.hasPrefix("media/"):
                // Images beside the input may have been replaced or removed since: compare the copies.
                let relative = String(path.dropFirst("media/".count))
                let source = inputFolder.isEmpty ? relative : inputFolder + "/" + relative
                guard let original = try? fileSystem.read(source), fileSystem.fileHolds(original, at: placed) else { return nil }
            default:
                guard fileSystem.fileExists(placed) else { return nil }
            }
        }
        return SiteWriter.Summary(written: [], unchanged: previous.files, removed: [])
    }
}
