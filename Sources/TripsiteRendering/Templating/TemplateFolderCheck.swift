import TripsiteModel

/// Files in a templates folder that the build does not use: a file whose name does not end in `.mustache`
/// (`trip.html` for `trip.html.mustache`), and a `.mustache` file that is neither a built-in template nor a
/// partial that a rendered template includes. Each is a warning naming the file, with the nearest name
/// the build would use. Hidden files (`.DS_Store`, `.gitkeep`) are left alone.
enum TemplateFolderCheck {
    /// - Parameters:
    ///   - overrides: the folder's `.mustache` files, by template name.
    ///   - otherFiles: its other files, by name inside the folder, with the path to show.
    ///   - used: the templates that are rendered or included (`TemplateFieldCheck.scopes`).
    static func warnings(overrides: [String: TemplateSet.Source], otherFiles: [String: String], used: Set<String>) -> [Diagnostic] {
        let builtIn = BuiltInTemplate.all.map(\.name)
        let extensionName = BuiltInTemplate.fileExtension
        var problems: [Diagnostic] = []
        func warn(_ file: String, _ message: String) {
            problems.append(Diagnostic(severity: .warning, file: file, position: nil, path: "", message: message))
        }
        for name in overrides.keys.sorted() where !builtIn.contains(name) && !used.contains(name) {
            let suggestion = KeySuggestion.nearest(name, among: builtIn).map { "; did you mean \($0)\(extensionName)?" } ?? ""
            warn(overrides[name]!.file, "not used: \(name) is neither a built-in template (tripsite templates list) nor a partial that a template includes\(suggestion)")
        }
        for name in otherFiles.keys.sorted() where !(name.split(separator: "/").last?.hasPrefix(".") ?? true) {
            let candidates = builtIn + used.filter { !builtIn.contains($0) }.sorted()
            if let near = KeySuggestion.nearest(name, among: candidates) {
                warn(otherFiles[name]!, "not read, as a template's file name ends in \(extensionName); did you mean \(near)\(extensionName)?")
            } else {
                warn(otherFiles[name]!, "not read: a template's file is NAME\(extensionName), for a built-in NAME (tripsite templates list) or a partial that a template includes")
            }
        }
        return problems
    }
}
